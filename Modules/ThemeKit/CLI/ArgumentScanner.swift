/// One option a subcommand accepts.
struct OptionSpec: Sendable {
  /// The long name without dashes (`format` for `--format`).
  var name: String
  /// The placeholder printed in help (`format` → `<format>`); nil for a flag.
  var valueName: String?
  /// One line of help.
  var help: String
  /// The values the option accepts; empty accepts any.
  var allowedValues: [String] = []
  /// The value used when the option is absent, printed in help.
  var defaultValue: String?
  /// Whether leaving the option out is a usage error.
  var isRequired = false

  /// `--name <value>` or `--name`.
  var label: String { valueName.map { "--\(name) <\($0)>" } ?? "--\(name)" }
}

/// What a subcommand is called, does and accepts: the single description help and parsing read.
struct CommandSpec: Sendable {
  /// The subcommand's name (`lint`).
  var name: String
  /// One line for the root help and the OVERVIEW.
  var abstract: String
  /// More paragraphs after the abstract in the subcommand's own help.
  var discussion: String?
  /// The options, in help order.
  var options: [OptionSpec]
}

/// The result of scanning: option values by name and set flags.
struct ParsedArguments: Sendable, Equatable {
  /// `--name value` pairs (last one wins) and defaults for options left out.
  var values: [String: String] = [:]
  /// Flags given on the command line.
  var flags: Set<String> = []

  /// The option's value, or its default.
  subscript(option: String) -> String? { values[option] }
}

/// A mistake in the command line, reported as `Error: …` with the usage, exit code 64.
struct UsageError: Error, Equatable {
  /// The sentence after `Error: `.
  var message: String
}

/// A small scanner for `--name value`, `--name=value`, flags and `--`, in the style of
/// swift-argument-parser (whose package is not available here).
enum ArgumentScanner {
  /// Scans `arguments` against `spec`, checking names, values, allowed values and required
  /// options. The subcommands take no positional arguments, so anything else is an error.
  static func scan(_ arguments: [String], for spec: CommandSpec) throws(UsageError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        if index < arguments.count {
          throw UsageError(message: "Unexpected argument '\(arguments[index])'")
        }
        break
      }
      guard argument.hasPrefix("--"), argument.count > 2 else {
        throw UsageError(
          message: argument.hasPrefix("-")
            ? "Unknown option '\(argument)'" : "Unexpected argument '\(argument)'")
      }
      let body = argument.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let inlineValue = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
      guard let option = spec.options.first(where: { $0.name == name }) else {
        throw UsageError(message: "Unknown option '--\(name)'")
      }
      guard option.valueName != nil else {
        if inlineValue != nil {
          throw UsageError(message: "Option '--\(name)' does not take a value")
        }
        parsed.flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError(message: "Missing value for '\(option.label)'")
      }
      if !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
        let choices = option.allowedValues.map { "'\($0)'" }.joined(separator: ", ")
        throw UsageError(
          message:
            "The value '\(value)' is invalid for '\(option.label)'. Please provide one of \(choices)."
        )
      }
      parsed.values[name] = value
    }
    for option in spec.options where parsed.values[option.name] == nil {
      if option.isRequired {
        throw UsageError(message: "Missing expected argument '\(option.label)'")
      }
      if let defaultValue = option.defaultValue {
        parsed.values[option.name] = defaultValue
      }
    }
    return parsed
  }
}
