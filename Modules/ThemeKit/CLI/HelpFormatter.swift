import ToolSupport

/// Help and usage text in swift-argument-parser's layout, pinned by golden tests.
enum HelpFormatter {
  /// The column help text starts at.
  static let helpColumn = 26

  /// The root help: overview, usage, options and the subcommand list.
  static func rootHelp() -> String {
    var lines = [
      "OVERVIEW: \(ThemeTool.abstract)", "",
      "USAGE: \(ThemeTool.name) <subcommand>", "",
      "OPTIONS:",
      row("--version", "Show the version."),
      row("-h, --help", "Show help information."), "",
      "SUBCOMMANDS:",
    ]
    lines += ThemeTool.commands.map { row($0.name, $0.abstract) }
    lines += ["", "  See '\(ThemeTool.name) help <subcommand>' for detailed help.", ""]
    return lines.joined(separator: "\n")
  }

  /// A subcommand's help.
  static func help(for spec: CommandDescription) -> String {
    var lines = ["OVERVIEW: \(spec.abstract)"]
    if let discussion = spec.discussion { lines += ["", discussion] }
    lines += ["", "USAGE: \(usage(for: spec))", "", "OPTIONS:"]
    for option in spec.options {
      var help = option.help
      if let defaultValue = option.defaultValue { help += " (default: \(defaultValue))" }
      lines.append(row(option.synopsis, help))
    }
    lines += [row("-h, --help", "Show help information."), ""]
    return lines.joined(separator: "\n")
  }

  /// `theme lint [--format <format>]`: optional options in brackets.
  static func usage(for spec: CommandDescription) -> String {
    let options = spec.options.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
    return ([ThemeTool.name, spec.name] + options).joined(separator: " ")
  }

  /// The three lines printed for a usage error.
  static func usageError(_ message: String, usage: String, helpCommand: String) -> String {
    UsageError(message).rendered(usage: usage, helpCommand: helpCommand)
  }

  private static func row(_ label: String, _ help: String) -> String {
    let left = "  " + label
    if left.count < helpColumn - 1 {
      return left + String(repeating: " ", count: helpColumn - left.count) + help
    }
    return left + "\n" + String(repeating: " ", count: helpColumn) + help
  }
}
