import ToolSupport

/// Renders help and usage in swift-argument-parser's layout: `OVERVIEW:`, `USAGE:`,
/// `ARGUMENTS:`, `OPTIONS:`, `SUBCOMMANDS:`, labels in a 26-column gutter, wrapped at 80.
enum HelpFormatter {
  static let gutter = 26
  static let width = 80

  /// `l10n lint [--config <file>] ... [<paths> ...]`.
  static func usage(for description: CommandDescription) -> String {
    var parts = ["\(L10nTool.name) \(description.name)"]
    for option in description.options { parts.append("[\(option.synopsis)]") }
    for argument in description.arguments {
      parts.append(argument.isOptional ? "[\(argument.synopsis)]" : argument.synopsis)
    }
    return parts.joined(separator: " ")
  }

  /// The full help of one subcommand.
  static func help(for description: CommandDescription) -> String {
    var out = "OVERVIEW: \(description.abstract)\n\n"
    if let discussion = description.discussion {
      out += wrap(discussion, width: width).joined(separator: "\n") + "\n\n"
    }
    out += "USAGE: \(usage(for: description))\n\n"
    if !description.arguments.isEmpty {
      out += "ARGUMENTS:\n"
      for argument in description.arguments { out += row(argument.synopsis, argument.help) }
      out += "\n"
    }
    out += "OPTIONS:\n"
    for option in description.options {
      let label = option.shortName.map { "-\($0), \(option.synopsis)" } ?? option.synopsis
      out += row(label, option.help)
    }
    out += row("--version", "Show the version.")
    out += row("-h, --help", "Show help information.")
    return out + "\n"
  }

  /// The root help: overview, usage and the registered subcommands.
  static func rootHelp() -> String {
    var out = "OVERVIEW: \(L10nTool.abstract)\n\n"
    out += "USAGE: \(L10nTool.name) <subcommand>\n\n"
    out += "OPTIONS:\n"
    out += row("--version", "Show the version.")
    out += row("-h, --help", "Show help information.")
    out += "\nSUBCOMMANDS:\n"
    for command in CommandRegistry.subcommands {
      out += row(command.description.name, command.description.abstract)
    }
    out += "\n  See '\(L10nTool.name) help <subcommand>' for detailed help.\n"
    return out
  }

  /// The three lines of a usage error.
  static func usageError(_ message: String, usage: String, helpCommand: String) -> String {
    UsageError(message).rendered(usage: usage, helpCommand: helpCommand)
  }

  /// A two-column row: the label indented 2, its help at the gutter, wrapped at `width`.
  static func row(_ label: String, _ help: String) -> String {
    let indent = String(repeating: " ", count: gutter)
    let lines = wrap(help, width: width - gutter)
    var out = "  " + label
    if out.count + 2 > gutter {
      out += "\n" + indent
    } else {
      out += String(repeating: " ", count: gutter - out.count)
    }
    out += lines.joined(separator: "\n" + indent)
    return out + "\n"
  }

  /// Greedy word wrap.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    lines.append(current)
    return lines
  }
}
