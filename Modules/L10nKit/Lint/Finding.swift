/// How serious a finding is; `error` fails the build, `warning` does not (unless `--strict`).
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
  /// Fails `l10n lint` (exit 1).
  case error
  /// Reported, exit 0 unless `--strict`.
  case warning

  /// Errors sort before warnings.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs == .error && rhs == .warning
  }
}

/// A place in a file: 1-based line and column (column as the
/// extractor and catalog reader report it).
public struct FindingLocation: Sendable, Hashable, Comparable {
  /// The file's absolute path.
  public var path: String
  /// 1-based line, 0 when unknown.
  public var line: Int
  /// 1-based column, 0 when unknown.
  public var column: Int

  /// Creates a location.
  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// Orders by path, then line, then column.
  public static func < (a: Self, b: Self) -> Bool {
    (a.path, a.line, a.column) < (b.path, b.line, b.column)
  }
}

/// One problem a lint rule found.
public struct Finding: Sendable, Hashable {
  /// The stable id of the rule that found it, e.g. `missing_key`.
  public var ruleID: String
  /// The severity after configuration.
  public var severity: Severity
  /// A sentence saying what is wrong and, where useful, what to do.
  public var message: String
  /// Where it is.
  public var location: FindingLocation
  /// The catalog key concerned, when there is one (fingerprints use it instead of lines).
  public var key: String?
  /// The language concerned, when there is one.
  public var language: String?

  /// Creates a finding.
  public init(
    ruleID: String, severity: Severity, message: String, location: FindingLocation,
    key: String? = nil, language: String? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.location = location
    self.key = key
    self.language = language
  }

  /// The deterministic output order: location, then rule, then message.
  static func sortOrder(_ a: Finding, _ b: Finding) -> Bool {
    if a.location != b.location { return a.location < b.location }
    if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
    return a.message < b.message
  }
}
