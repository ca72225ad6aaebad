import Foundation

/// A rule's configured level: a severity, or `off`.
public enum RuleLevel: String, Sendable, Equatable {
  /// Report as an error.
  case error
  /// Report as a warning.
  case warning
  /// Do not run the rule.
  case off
}

/// A configuration problem: printed as `path:line:col: error: message`, exit 2.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The configuration file.
  public var path: String
  /// 1-based line (0 when the whole file is concerned).
  public var line: Int
  /// 1-based column.
  public var column: Int
  /// What is wrong and what to do.
  public var message: String

  /// Creates an error.
  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line:col: error: message`.
  public var description: String {
    line > 0 ? "\(path):\(line):\(column): error: \(message)" : "\(path): error: \(message)"
  }
}

/// The `l10n.json` configuration: where the code and catalogs are, which languages must be
/// complete, and how each rule is configured. Paths are absolute after loading (relative ones in
/// the file are relative to the file's folder).
public struct L10nConfiguration: Sendable {
  /// The configuration file's name, searched from the working directory upward.
  public static let fileName = "l10n.json"
  /// The localization functions recognised when the configuration names none.
  public static let defaultLocalizationFunctions = [
    "locale.t", "LocaleController.t", "LocalizationKey",
  ]

  /// The folder relative paths and globs are resolved against.
  public var rootDirectory: String
  /// The configuration file, when one was read.
  public var path: String?
  /// Folders (or files) whose Swift sources are scanned.
  public var sourceRoots: [String]
  /// String Catalog files.
  public var catalogs: [String]
  /// The development language; nil means each catalog's `sourceLanguage`.
  public var sourceLanguage: String?
  /// Languages every key must be translated into.
  public var requiredLanguages: [String]
  /// Function names whose first string argument is a key (`locale.t`, `LocalizationKey`).
  public var localizationFunctions: [String]
  /// Paths that must stay English-only (no localization API, no localizing literals).
  public var englishOnlyPaths: [GlobPattern]
  /// Paths never scanned.
  public var excludes: [GlobPattern]
  /// Per-rule level overrides by rule id.
  public var rules: [String: RuleLevel]
  /// The baseline file, when configured.
  public var baseline: String?

  /// A configuration with defaults, rooted at `rootDirectory` (used when no file exists).
  public init(rootDirectory: String) {
    self.rootDirectory = rootDirectory
    path = nil
    sourceRoots = [rootDirectory]
    catalogs = []
    sourceLanguage = nil
    requiredLanguages = []
    localizationFunctions = Self.defaultLocalizationFunctions
    englishOnlyPaths = []
    excludes = []
    rules = [:]
    baseline = nil
  }

  /// The nearest `l10n.json` in `directory` or a folder above it.
  public static func find(from directory: String) -> String? {
    var current = PathUtilities.absolute(directory, relativeTo: "/")
    while true {
      let candidate = current == "/" ? "/\(fileName)" : "\(current)/\(fileName)"
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      if current == "/" { return nil }
      current = PathUtilities.directory(of: current)
    }
  }

  /// Reads and validates the configuration file at `path` (absolute).
  public static func load(path: String) throws(ConfigurationError) -> L10nConfiguration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ConfigurationError(
        path: path, line: 0, column: 0,
        message: "cannot read the configuration file; check that it exists and is readable")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ConfigurationError(
        path: path, line: 0, column: 0, message: "the configuration file is not valid UTF-8")
    }
    return try parse(text, path: path)
  }

  /// Parses configuration text; `path` names the file in errors and roots relative paths.
  public static func parse(_ text: String, path: String) throws(ConfigurationError)
    -> L10nConfiguration
  {
    let file = try ConfigurationFile(text, path: path)
    var config = L10nConfiguration(rootDirectory: PathUtilities.directory(of: path))
    config.path = path
    try ConfigReader(file: file, root: config.rootDirectory).read(file.root, into: &config)
    return config
  }

  /// The path of `absolutePath` relative to the configuration's folder.
  public func relativePath(_ absolutePath: String) -> String {
    PathUtilities.relative(absolutePath, to: rootDirectory)
  }

  /// Whether `absolutePath` is excluded from scanning.
  public func isExcluded(_ absolutePath: String) -> Bool {
    let relative = relativePath(absolutePath)
    return excludes.contains { $0.matches(relative) }
  }

  /// Whether `absolutePath` lies in an English-only path.
  public func isEnglishOnly(_ absolutePath: String) -> Bool {
    let relative = relativePath(absolutePath)
    return englishOnlyPaths.contains { $0.matches(relative) }
  }

  /// The level of rule `description` after configuration.
  public func level(of description: RuleDescription) -> RuleLevel {
    if let level = rules[description.id] { return level }
    guard description.isEnabledByDefault else { return .off }
    return description.defaultSeverity == .error ? .error : .warning
  }
}

/// Validates the decoded JSON field by field, with positions in every error.
private struct ConfigReader {
  let file: ConfigurationFile
  let root: String

  static let fields = [
    "sourceRoots", "catalogs", "sourceLanguage", "requiredLanguages", "localizationFunctions",
    "englishOnlyPaths", "excludes", "rules", "baseline",
  ]

  func fail(_ node: JSONNode, _ message: String) -> ConfigurationError {
    file.error(at: node.position, message)
  }

  func read(_ node: JSONNode, into config: inout L10nConfiguration) throws(ConfigurationError) {
    guard case .object = node.value else {
      throw fail(node, "the configuration must be a JSON object, found \(node.typeName)")
    }
    for (member, value) in node.members {
      switch member.key {
      case "sourceRoots": config.sourceRoots = try strings(value, member.key).map(absolute)
      case "catalogs": config.catalogs = try strings(value, member.key).map(absolute)
      case "sourceLanguage":
        let language = try string(value, member.key)
        try checkLanguage(language, value)
        config.sourceLanguage = language
      case "requiredLanguages":
        config.requiredLanguages = try strings(value, member.key)
        for (language, item) in zip(config.requiredLanguages, value.elements) {
          try checkLanguage(language, item)
        }
      case "localizationFunctions":
        config.localizationFunctions = try strings(value, member.key)
      case "englishOnlyPaths":
        config.englishOnlyPaths = try strings(value, member.key).map(GlobPattern.init)
      case "excludes": config.excludes = try strings(value, member.key).map(GlobPattern.init)
      case "rules": config.rules = try rules(value)
      case "baseline": config.baseline = absolute(try string(value, member.key))
      default:
        throw file.error(
          at: member.position,
          "unknown field \"\(member.key)\"; expected one of " + Self.fields.joined(separator: ", "))
      }
    }
  }

  func absolute(_ relative: String) -> String {
    PathUtilities.absolute(relative, relativeTo: root)
  }

  func string(_ node: JSONNode, _ field: String) throws(ConfigurationError) -> String {
    guard case .string(let text) = node.value else {
      throw fail(node, "\"\(field)\" must be a string, found \(node.typeName)")
    }
    return text
  }

  func strings(_ node: JSONNode, _ field: String) throws(ConfigurationError) -> [String] {
    guard case .array = node.value else {
      throw fail(node, "\"\(field)\" must be an array of strings, found \(node.typeName)")
    }
    var result: [String] = []
    for item in node.elements {
      guard case .string(let text) = item.value else {
        throw fail(item, "\"\(field)\" must be an array of strings, found \(item.typeName)")
      }
      result.append(text)
    }
    return result
  }

  func checkLanguage(_ language: String, _ node: JSONNode) throws(ConfigurationError) {
    guard CLDRPlurals.isKnownLanguage(language) else {
      throw fail(
        node,
        "unknown language code \"\(language)\"; use a BCP 47 code such as \"de\", \"pt-BR\" or "
          + "\"zh-Hans\"")
    }
  }

  func rules(_ node: JSONNode) throws(ConfigurationError) -> [String: RuleLevel] {
    guard case .object = node.value else {
      throw fail(node, "\"rules\" must be an object of rule ids, found \(node.typeName)")
    }
    let known = Set(RuleRegistry.descriptions.map(\.id))
    var result: [String: RuleLevel] = [:]
    for (member, value) in node.members {
      guard known.contains(member.key) else {
        throw file.error(
          at: member.position, "unknown rule \"\(member.key)\"; run 'l10n rules' to list rule ids")
      }
      guard case .string(let text) = value.value, let level = RuleLevel(rawValue: text) else {
        throw fail(value, "rule \"\(member.key)\" must be \"error\", \"warning\" or \"off\"")
      }
      result[member.key] = level
    }
    return result
  }
}

extension JSONNode {
  /// The value's JSON type as configuration errors have always named it (`a boolean`).
  fileprivate var typeName: String {
    switch value {
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
