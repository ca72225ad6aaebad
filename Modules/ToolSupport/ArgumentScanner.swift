/// A command-line mistake: printed as `Error: <message>` with the command's usage, exit 64.
public struct UsageError: Error, Equatable, Sendable {
  /// The message after `Error: `.
  public var message: String

  /// Creates a usage error.
  public init(_ message: String) { self.message = message }

  /// Creates a usage error.
  public init(message: String) { self.message = message }

  /// The three lines a tool prints on standard error, in swift-argument-parser's words:
  /// `Error: <message>`, `Usage: <usage>`, and where to find help (`See 'l10n lint --help' ...`).
  public func rendered(usage: String, helpCommand: String) -> String {
    "Error: \(message)\nUsage: \(usage)\n  See '\(helpCommand) --help' for more information.\n"
  }
}

/// The arguments of one subcommand after scanning: flags, option values and positionals.
public struct ParsedArguments: Sendable, Equatable {
  /// The long names of the flags given.
  public var flags: Set<String> = []
  /// The values of each option given, in command-line order.
  public var values: [String: [String]] = [:]
  /// Positional arguments, in order (everything after `--` included).
  public var positionals: [String] = []

  /// Whether the flag `name` was given.
  public func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The last value given for option `name`.
  public func value(_ name: String) -> String? { values[name]?.last }

  /// Every value given for option `name`.
  public func allValues(_ name: String) -> [String] { values[name] ?? [] }

  /// The last value given for option `name` (or its default), as `arguments["format"]`.
  public subscript(option: String) -> String? { value(option) }

  /// Creates an empty result; the scanner fills it.
  public init() {}
}

/// How a usage error lists an option's allowed values: each tool's golden tests pin one.
public enum ChoiceListing: Sendable {
  /// `'a', 'b' or 'c'` (l10n).
  case commasAndOr
  /// `'a', 'b', 'c'` (theme).
  case commas
}

/// Scans `--name value`, `--name=value`, flags, `-x` short flags and `--` against a command's
/// description, reporting mistakes in swift-argument-parser's words (whose package is not
/// available here). Shared by `l10n` and `theme`.
public enum ArgumentScanner {
  /// Scans `arguments` (without the command names) for `description`: checks names, values,
  /// allowed values, positionals and required options, and fills in defaults.
  public static func scan(
    _ arguments: [String], for description: CommandDescription,
    listingChoices listingStyle: ChoiceListing = .commasAndOr
  ) throws(UsageError) -> ParsedArguments {
    var result = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      let spec: OptionSpec
      var inlineValue: String?
      if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name: Substring
        if let equals = body.firstIndex(of: "=") {
          name = body[..<equals]
          inlineValue = String(body[body.index(after: equals)...])
        } else {
          name = body
        }
        guard let found = description.options.first(where: { $0.name == name }) else {
          throw UsageError("Unknown option '--\(name)'")
        }
        spec = found
      } else {
        guard argument.count == 2, let letter = argument.last,
          let found = description.options.first(where: { $0.shortName == letter })
        else {
          throw UsageError("Unknown option '\(argument)'")
        }
        spec = found
      }
      guard spec.valueName != nil else {
        if inlineValue != nil {
          throw UsageError("The option '--\(spec.name)' does not take a value")
        }
        result.flags.insert(spec.name)
        continue
      }
      var values: [String]
      if let inlineValue {
        values = [inlineValue]
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        values = [arguments[index]]
        index += 1
      } else {
        throw UsageError("Missing value for '\(spec.synopsis)'")
      }
      while spec.takesValuesUpToNextOption, index < arguments.count,
        !arguments[index].hasPrefix("-")
      {
        values.append(arguments[index])
        index += 1
      }
      for value in values {
        if let allowed = spec.allowedValues, !allowed.contains(value) {
          throw UsageError(
            "The value '\(value)' is invalid for '\(spec.synopsis)'. Please provide one of "
              + listing(allowed.map { "'\($0)'" }, style: listingStyle) + ".")
        }
        if !spec.isRepeating, result.values[spec.name] != nil {
          result.values[spec.name] = [value]
        } else {
          result.values[spec.name, default: []].append(value)
        }
      }
    }
    try checkPositionals(result.positionals, for: description)
    for option in description.options where result.values[option.name] == nil {
      if option.isRequired {
        throw UsageError("Missing expected argument '\(option.synopsis)'")
      }
      if let defaultValue = option.defaultValue {
        result.values[option.name] = [defaultValue]
      }
    }
    return result
  }

  private static func checkPositionals(
    _ positionals: [String], for description: CommandDescription
  ) throws(UsageError) {
    let specs = description.arguments
    let required = specs.filter { !$0.isOptional }
    if positionals.count < required.count {
      let missing = required[positionals.count]
      throw UsageError("Missing expected argument '\(missing.synopsis)'")
    }
    let takesMany = specs.last?.isRepeating ?? false
    if !takesMany, positionals.count > specs.count {
      throw UsageError("Unexpected argument '\(positionals[specs.count])'")
    }
  }

  /// `'a', 'b' or 'c'` (or `'a', 'b', 'c'`), as usage errors list choices.
  static func listing(_ items: [String], style: ChoiceListing) -> String {
    if style == .commas { return items.joined(separator: ", ") }
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + last
  }
}
