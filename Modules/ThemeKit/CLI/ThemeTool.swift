import Foundation
import ToolSupport

/// The exit codes the tool returns (sysexits where one fits).
public enum ThemeExitCode {
  /// Everything passed.
  public static let success: Int32 = 0
  /// The check ran and found errors.
  public static let failure: Int32 = 1
  /// The command line was wrong (`EX_USAGE`).
  public static let usage: Int32 = 64
  /// An output file could not be written (`EX_CANTCREAT`).
  public static let cannotCreate: Int32 = 73
}

/// The streams and working directory a command runs with, injectable so tests run the tool in
/// process and compare its output byte for byte.
public struct ThemeToolContext: Sendable {
  /// Writes text to standard output (no newline added).
  public var writeOutput: @Sendable (String) -> Void
  /// Writes text to standard error (no newline added).
  public var writeError: @Sendable (String) -> Void
  /// The directory relative paths are resolved against.
  public var workingDirectory: String

  /// Creates a context from two sinks and a working directory.
  public init(
    workingDirectory: String,
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void
  ) {
    self.workingDirectory = workingDirectory
    self.writeOutput = writeOutput
    self.writeError = writeError
  }

  /// The process's standard output, standard error and current directory.
  public static func live() -> ThemeToolContext {
    ThemeToolContext(
      workingDirectory: FileManager.default.currentDirectoryPath,
      writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) })
  }

  /// Resolves a command-line path against the working directory.
  func absolutePath(_ path: String) -> String {
    path.hasPrefix("/")
      ? path : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path).path
  }

  /// Writes `text` to `path` atomically, or reports why it cannot and returns false.
  func write(_ text: String, to path: String) -> Bool {
    do {
      try AtomicFile.write(text, to: absolutePath(path))
      return true
    } catch {
      writeError(
        "error: cannot write '\(path)': \(error.reason); check that the folder exists and is "
          + "writable\n")
      return false
    }
  }
}

/// One subcommand: a description, parsing separate from running, and a run that returns the
/// exit code.
protocol ThemeSubcommand {
  /// The name, abstract and options.
  static var spec: CommandDescription { get }
  /// Validates the scanned arguments.
  init(arguments: ParsedArguments) throws(UsageError)
  /// Runs the command and returns the exit code.
  func run(in context: ThemeToolContext) -> Int32
}

/// The `theme` entry point: dispatches to a subcommand, prints help and usage errors, and
/// returns the exit code. `Tools/theme/main.swift` only wires the process to it.
public enum ThemeTool {
  /// The executable's name.
  public static let name = "theme"
  /// The version `theme --version` prints.
  public static let version = "0.1.0"
  /// The root overview.
  static let abstract = "Check and export Atelier's design tokens."

  static var subcommands: [any ThemeSubcommand.Type] {
    [
      LintCommand.self, ExportCommand.self, SwatchesCommand.self,
    ]
  }
  static var commands: [CommandDescription] { subcommands.map { $0.spec } }

  /// Runs `theme` with `arguments` (without the executable's name) and returns the exit code.
  public static func run(_ arguments: [String], in context: ThemeToolContext) -> Int32 {
    switch CommandLineRoute(arguments, subcommands: commands.map(\.name)) {
    case .rootHelp:
      context.writeOutput(HelpFormatter.rootHelp())
    case .version:
      context.writeOutput(version + "\n")
    case .subcommandHelp(let subcommandName):
      guard let command = subcommand(named: subcommandName) else { return ThemeExitCode.usage }
      context.writeOutput(HelpFormatter.help(for: command.spec))
    case .run(let subcommandName, let rest):
      guard let command = subcommand(named: subcommandName) else { return ThemeExitCode.usage }
      do {
        let parsed = try ArgumentScanner.scan(rest, for: command.spec, listingChoices: .commas)
        return try command.init(arguments: parsed).run(in: context)
      } catch {
        context.writeError(
          HelpFormatter.usageError(
            error.message, usage: HelpFormatter.usage(for: command.spec),
            helpCommand: "\(name) \(command.spec.name)"))
        return ThemeExitCode.usage
      }
    case .usageError(let error):
      return rootUsageError(error.message, in: context)
    }
    return ThemeExitCode.success
  }

  static func subcommand(named name: String) -> (any ThemeSubcommand.Type)? {
    subcommands.first { $0.spec.name == name }
  }

  private static func rootUsageError(_ message: String, in context: ThemeToolContext) -> Int32 {
    context.writeError(
      HelpFormatter.usageError(message, usage: "\(name) <subcommand>", helpCommand: name))
    return ThemeExitCode.usage
  }
}
