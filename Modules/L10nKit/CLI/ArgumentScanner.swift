/// A command-line mistake: printed as `Error: <message>` with the command's usage, exit 64.
public struct UsageError: Error, Equatable, Sendable {
  /// The message after `Error: `.
  public var message: String

  /// Creates a usage error.
  public init(_ message: String) { self.message = message }
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
}

/// Scans `--name value`, `--name=value`, flags, `-x` short flags and `--` against a command's
/// description, reporting mistakes in swift-argument-parser's words.
public enum ArgumentScanner {
  /// Scans `arguments` (without the command names) for `description`.
  public static func scan(
    _ arguments: [String], for description: CommandDescription
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
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError("Missing value for '\(spec.synopsis)'")
      }
      if let allowed = spec.allowedValues, !allowed.contains(value) {
        throw UsageError(
          "The value '\(value)' is invalid for '\(spec.synopsis)'. Please provide one of "
            + listing(allowed.map { "'\($0)'" }) + ".")
      }
      if !spec.isRepeating, result.values[spec.name] != nil {
        result.values[spec.name] = [value]
      } else {
        result.values[spec.name, default: []].append(value)
      }
    }
    try checkPositionals(result.positionals, for: description)
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

  /// `'a', 'b' or 'c'`, as swift-argument-parser lists choices.
  static func listing(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + last
  }
}
