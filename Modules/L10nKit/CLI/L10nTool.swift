import ToolSupport

/// The `l10n` entry point: dispatches to a registered ``Subcommand``, prints help, versions and
/// usage errors, and returns the exit code. `Tools/l10n/main.swift` only wires the process to it.
public enum L10nTool {
  /// The executable's name as help prints it.
  public static let name = "l10n"
  /// The tool's version, printed by `l10n --version`.
  public static let version = "0.1.0"
  /// The root overview line.
  static let abstract = "Lint, format and sync String Catalogs for Swift apps, on any platform."

  /// Runs `l10n` with `arguments` (without the executable's name) and returns the exit code.
  public static func run(_ arguments: [String], in context: CommandContext) -> Int32 {
    let route = CommandLineRoute(
      arguments, subcommands: CommandRegistry.subcommands.map { $0.description.name },
      versionAfterSubcommand: true)
    switch route {
    case .rootHelp:
      context.writeOutput(HelpFormatter.rootHelp())
    case .version:
      context.print(version)
    case .subcommandHelp(let subcommandName):
      guard let command = CommandRegistry.subcommand(named: subcommandName) else {
        return ExitCode.usage
      }
      context.writeOutput(HelpFormatter.help(for: command.description))
    case .run(let subcommandName, let rest):
      guard let command = CommandRegistry.subcommand(named: subcommandName) else {
        return ExitCode.usage
      }
      return run(command, arguments: rest, in: context)
    case .usageError(let error):
      return rootUsageError(error.message, in: context)
    }
    return ExitCode.success
  }

  /// Parses and runs one subcommand, turning a ``UsageError`` into the three-line message.
  static func run(
    _ command: any Subcommand.Type, arguments: [String], in context: CommandContext
  ) -> Int32 {
    let description = command.description
    do {
      let parsed = try ArgumentScanner.scan(arguments, for: description)
      let instance = try command.init(arguments: parsed)
      return instance.run(in: context)
    } catch {
      context.writeError(
        HelpFormatter.usageError(
          error.message, usage: HelpFormatter.usage(for: description),
          helpCommand: "\(name) \(description.name)"))
      return ExitCode.usage
    }
  }

  private static func rootUsageError(_ message: String, in context: CommandContext) -> Int32 {
    context.writeError(
      HelpFormatter.usageError(message, usage: "\(name) <subcommand>", helpCommand: name))
    return ExitCode.usage
  }
}
