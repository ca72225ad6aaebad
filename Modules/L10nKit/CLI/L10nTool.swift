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
    guard let first = arguments.first else {
      context.writeOutput(HelpFormatter.rootHelp())
      return ExitCode.success
    }
    switch first {
    case "-h", "--help":
      context.writeOutput(HelpFormatter.rootHelp())
      return ExitCode.success
    case "--version":
      context.print(version)
      return ExitCode.success
    case "help":
      guard arguments.count > 1 else {
        context.writeOutput(HelpFormatter.rootHelp())
        return ExitCode.success
      }
      guard let command = CommandRegistry.subcommand(named: arguments[1]) else {
        return rootUsageError("Unknown subcommand '\(arguments[1])'", in: context)
      }
      context.writeOutput(HelpFormatter.help(for: command.description))
      return ExitCode.success
    default:
      break
    }
    guard let command = CommandRegistry.subcommand(named: first) else {
      let message =
        first.hasPrefix("-") ? "Unknown option '\(first)'" : "Unknown subcommand '\(first)'"
      return rootUsageError(message, in: context)
    }
    let rest = Array(arguments.dropFirst())
    let options = rest.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") {
      context.writeOutput(HelpFormatter.help(for: command.description))
      return ExitCode.success
    }
    if options.contains("--version") {
      context.print(version)
      return ExitCode.success
    }
    return run(command, arguments: rest, in: context)
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
