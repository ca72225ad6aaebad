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
  /// Whether the file sets `discover` (else it follows from `sourceRoots`/`catalogs`).
  var hasDiscoverField = false
  /// Whether `sourceRoots` or `catalogs` were given: they form one target of their own, and
  /// the project is not discovered unless `discover` says so.
  public var hasExplicitSources: Bool
  /// Whether the Xcode projects and Swift packages under the root are read for their targets
  /// (`discover`; in a file, the default without `sourceRoots` and `catalogs`; without a file,
  /// always).
  public var discovers: Bool
  /// The Xcode projects (`.xcodeproj`), XcodeGen specs (`project.yml`) and packages
  /// (`Package.swift`) to read instead of searching the root for them (`projects`), absolute.
  public var projects: [String]?
  /// Targets given by hand (`targets`), added to the discovered ones (or replacing one of the
  /// same name).
  public var targets: [ConfiguredTarget]

  /// A configuration with defaults, rooted at `rootDirectory`: the sources under it and no
  /// catalog, nothing discovered (set `discovers` for what `l10n` does without a file).
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
    hasExplicitSources = false
    discovers = false
    projects = nil
    targets = []
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
    if !config.hasDiscoverField { config.discovers = !config.hasExplicitSources }
    return config
  }

  /// The path of `absolutePath` relative to the configuration's folder.
  public func relativePath(_ absolutePath: String) -> String {
    PathUtilities.relative(absolutePath, to: rootDirectory)
  }

  /// Whether `absolutePath` is excluded from scanning.
  public func isExcluded(_ absolutePath: String) -> Bool {
    isExcluded(relative: relativePath(absolutePath))
  }

  /// Whether a path relative to the root is excluded from scanning.
  public func isExcluded(relative: String) -> Bool {
    excludes.contains { $0.matches(relative) }
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
    "englishOnlyPaths", "excludes", "rules", "baseline", "discover", "projects", "targets",
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
      case "sourceRoots":
        config.sourceRoots = try strings(value, member.key).map(absolute)
        config.hasExplicitSources = true
      case "catalogs":
        config.catalogs = try strings(value, member.key).map(absolute)
        config.hasExplicitSources = true
      case "discover":
        guard case .bool(let flag) = value.value else {
          throw fail(value, "\"discover\" must be true or false, found \(value.typeName)")
        }
        config.discovers = flag
        config.hasDiscoverField = true
      case "projects": config.projects = try strings(value, member.key).map(absolute)
      case "targets": config.targets = try targets(value)
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

  func targets(_ node: JSONNode) throws(ConfigurationError) -> [ConfiguredTarget] {
    guard case .array = node.value else {
      throw fail(node, "\"targets\" must be an array of objects, found \(node.typeName)")
    }
    var result: [ConfiguredTarget] = []
    for item in node.elements {
      guard case .object = item.value else {
        throw fail(item, "each target must be an object with a \"name\", found \(item.typeName)")
      }
      var target = ConfiguredTarget(name: "")
      for (member, value) in item.members {
        switch member.key {
        case "name": target.name = try string(value, "name")
        case "sources": target.sources = try strings(value, "sources").map(absolute)
        case "catalogs": target.catalogs = try strings(value, "catalogs").map(absolute)
        case "kind":
          let text = try string(value, "kind")
          guard let kind = ProjectModel.Target.Kind(rawValue: text) else {
            throw fail(
              value,
              "unknown target kind \"\(text)\"; expected app, app-extension, framework, package, "
                + "test or other")
          }
          target.kind = kind
        default:
          throw file.error(
            at: member.position,
            "unknown field \"\(member.key)\" in a target; expected name, sources, catalogs or kind")
        }
      }
      guard !target.name.isEmpty else { throw fail(item, "a target needs a \"name\"") }
      result.append(target)
    }
    return result
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

/// A target given in `l10n.json`: its Swift sources (files or folders) and its catalogs.
public struct ConfiguredTarget: Sendable, Hashable {
  /// The target's name; a discovered target of the same name is replaced.
  public var name: String
  /// Swift files or folders (searched recursively), absolute.
  public var sources: [String] = []
  /// String Catalogs, absolute.
  public var catalogs: [String] = []
  /// What the target builds (`package` makes `bundle: .main` mean the apps' catalogs).
  public var kind: ProjectModel.Target.Kind = .other

  /// Creates a target.
  public init(
    name: String, sources: [String] = [], catalogs: [String] = [],
    kind: ProjectModel.Target.Kind = .other
  ) {
    self.name = name
    self.sources = sources
    self.catalogs = catalogs
    self.kind = kind
  }
}
