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
  /// The value the scanner fills in when the option is left out (help may print it).
  public var defaultValue: String?
  /// Whether leaving the option out is a usage error (`Missing expected argument '--x <v>'`).
  public var isRequired: Bool
  /// Whether one occurrence takes every following argument up to the next option, as
  /// swift-argument-parser's `.upToNextOption` does (`--lang de fr ja`); implies repeating.
  public var takesValuesUpToNextOption: Bool

  /// Describes an option in full; ``flag(_:short:help:)`` and
  /// ``option(_:value:help:repeating:allowed:default:required:)`` read better at call sites.
  public init(
    name: String, shortName: Character? = nil, valueName: String?, help: String,
    isRepeating: Bool = false, allowedValues: [String]? = nil, defaultValue: String? = nil,
    isRequired: Bool = false, takesValuesUpToNextOption: Bool = false
  ) {
    self.name = name
    self.shortName = shortName
    self.valueName = valueName
    self.help = help
    self.isRepeating = isRepeating
    self.allowedValues = allowedValues
    self.defaultValue = defaultValue
    self.isRequired = isRequired
    self.takesValuesUpToNextOption = takesValuesUpToNextOption
  }

  /// Describes a flag.
  public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name: name, shortName: short, valueName: nil, help: help)
  }

  /// Describes an option that takes a value.
  public static func option(
    _ name: String, value: String, help: String, repeating: Bool = false,
    allowed: [String]? = nil, default defaultValue: String? = nil, required: Bool = false,
    upToNextOption: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      name: name, valueName: value, help: help, isRepeating: repeating || upToNextOption,
      allowedValues: allowed, defaultValue: defaultValue, isRequired: required,
      takesValuesUpToNextOption: upToNextOption)
  }

  /// `--name <value>` as help and errors spell it.
  public var synopsis: String {
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

  /// `<name>` or `<name> ...`, as help and errors spell it.
  public var synopsis: String { "<\(name)>" + (isRepeating ? " ..." : "") }
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
