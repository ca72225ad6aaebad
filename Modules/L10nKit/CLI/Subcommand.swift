public import ToolSupport

/// One `l10n` subcommand: it parses its arguments separately from running, so parsing is tested
/// without side effects and running gets a fully validated value.
///
/// To add a subcommand: write a type conforming to this protocol in its own file under
/// `Modules/L10nKit/CLI/` and add it to ``CommandRegistry/subcommands``.
public protocol Subcommand: Sendable {
  /// The name, abstract, arguments and options that help and errors print.
  static var description: CommandDescription { get }

  /// Builds the command from scanned arguments; throws for values that make no sense together.
  init(arguments: ParsedArguments) throws(UsageError)

  /// Runs the command and returns the process exit code (see ``ExitCode``).
  func run(in context: CommandContext) -> Int32
}

/// The exit codes every subcommand uses.
public enum ExitCode {
  /// Clean, or only warnings.
  public static let success: Int32 = 0
  /// An error finding (or any finding with `--strict`), or `format --check` found a change.
  public static let findings: Int32 = 1
  /// Configuration, I/O or parse errors.
  public static let failure: Int32 = 2
  /// Usage errors, as BSD's `EX_USAGE`.
  public static let usage: Int32 = 64
}
