/// Where a tool's command line leads before any subcommand parses it: the root decisions `l10n`
/// and `theme` share (help, version, `help <subcommand>`, unknown names), in
/// swift-argument-parser's words.
///
/// The tool maps each case to its own output: this type decides, it prints nothing.
public enum CommandLineRoute: Equatable, Sendable {
  /// No arguments, `-h`, `--help` or a bare `help`: the root help.
  case rootHelp
  /// `--version`: the version line.
  case version
  /// `help <subcommand>` or `<subcommand> ... --help`: that subcommand's help.
  case subcommandHelp(String)
  /// Run the subcommand with the arguments after its name.
  case run(String, arguments: [String])
  /// A mistake at the root: printed with the root usage (`tool <subcommand>`), exit 64.
  case usageError(UsageError)

  /// Routes `arguments` (without the executable's name).
  ///
  /// - Parameters:
  ///   - subcommands: The names of the tool's subcommands.
  ///   - versionAfterSubcommand: Whether `<subcommand> --version` prints the version too (as
  ///     `l10n` does) instead of being left to the subcommand's scanner.
  public init(
    _ arguments: [String], subcommands: [String], versionAfterSubcommand: Bool = false
  ) {
    guard let first = arguments.first else {
      self = .rootHelp
      return
    }
    switch first {
    case "-h", "--help":
      self = .rootHelp
      return
    case "--version":
      self = .version
      return
    case "help":
      guard arguments.count > 1 else {
        self = .rootHelp
        return
      }
      let name = arguments[1]
      self =
        subcommands.contains(name)
        ? .subcommandHelp(name) : .usageError(UsageError("Unknown subcommand '\(name)'"))
      return
    default:
      break
    }
    guard subcommands.contains(first) else {
      let message =
        first.hasPrefix("-") ? "Unknown option '\(first)'" : "Unknown subcommand '\(first)'"
      self = .usageError(UsageError(message))
      return
    }
    let rest = Array(arguments.dropFirst())
    let options = rest.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") {
      self = .subcommandHelp(first)
    } else if versionAfterSubcommand, options.contains("--version") {
      self = .version
    } else {
      self = .run(first, arguments: rest)
    }
  }
}
