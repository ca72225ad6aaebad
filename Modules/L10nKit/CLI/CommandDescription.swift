/// A named option of a subcommand: a flag (`--strict`) or an option with a value
/// (`--format json`, `--format=json`).
public struct OptionSpec: Sendable, Equatable {
  /// The long name without dashes, e.g. `format`.
  public var name: String
  /// An optional one-letter short name without its dash.
  public var shortName: Character?
  /// The value's placeholder in help (`file` prints `<file>`); nil for a flag.
  public var valueName: String?
  /// One line of help.
  public var help: String
  /// Whether the option may be given several times (values accumulate).
  public var isRepeating: Bool
  /// The values accepted, when the option is a closed choice.
  public var allowedValues: [String]?

  /// Describes a flag.
  public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(
      name: name, shortName: short, valueName: nil, help: help, isRepeating: false,
      allowedValues: nil)
  }

  /// Describes an option that takes a value.
  public static func option(
    _ name: String, value: String, help: String, repeating: Bool = false,
    allowed: [String]? = nil
  ) -> OptionSpec {
    OptionSpec(
      name: name, shortName: nil, valueName: value, help: help, isRepeating: repeating,
      allowedValues: allowed)
  }

  /// `--name <value>` as help and errors spell it.
  var synopsis: String {
    valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
  }
}

/// A positional argument of a subcommand.
public struct ArgumentSpec: Sendable, Equatable {
  /// The placeholder, e.g. `files` prints `<files>`.
  public var name: String
  /// One line of help.
  public var help: String
  /// Whether several values are accepted (`<files> ...`).
  public var isRepeating: Bool
  /// Whether the argument may be left out.
  public var isOptional: Bool

  /// Describes a positional argument.
  public init(_ name: String, help: String, repeating: Bool = false, optional: Bool = false) {
    self.name = name
    self.help = help
    self.isRepeating = repeating
    self.isOptional = optional
  }

  var synopsis: String { "<\(name)>" + (isRepeating ? " ..." : "") }
}

/// What help and usage errors say about a command: its name, a one-line abstract, and its
/// arguments and options (swift-argument-parser's `CommandConfiguration`).
public struct CommandDescription: Sendable {
  /// The subcommand's name, e.g. `lint`.
  public var name: String
  /// One line shown in `OVERVIEW:` and in the parent's `SUBCOMMANDS:`.
  public var abstract: String
  /// Optional paragraphs printed after the overview.
  public var discussion: String?
  /// Positional arguments, in order.
  public var arguments: [ArgumentSpec]
  /// Named options and flags, in help order.
  public var options: [OptionSpec]

  /// Creates a description.
  public init(
    name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
  }
}
