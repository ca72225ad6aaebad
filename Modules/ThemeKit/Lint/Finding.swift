/// How serious a finding is.
public enum FindingSeverity: String, Sendable, Comparable {
  /// Fails the check.
  case error
  /// Reported, does not fail.
  case warning

  /// Errors sort first.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs == .error && rhs == .warning }
}

/// A place in a source file, 1-based.
public struct SourceLocation: Hashable, Sendable {
  /// The path as printed (relative to the working directory when inside it).
  public var path: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// Creates a location.
  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }
}

/// One problem `theme lint` found in the tokens.
public struct Finding: Hashable, Sendable {
  /// The stable snake_case rule id, printed in brackets.
  public var ruleID: String
  /// How serious it is.
  public var severity: FindingSeverity
  /// What is wrong and what to do.
  public var message: String
  /// Where the value is defined, when the source was found.
  public var location: SourceLocation?

  /// Creates a finding.
  public init(
    ruleID: String, severity: FindingSeverity, message: String, location: SourceLocation? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.location = location
  }

  /// The compiler-style line: `path:line:col: error: message [rule_id]`, or
  /// `theme: error: …` when the source location is unknown.
  public var formatted: String {
    let prefix = location.map { "\($0.path):\($0.line):\($0.column)" } ?? ThemeTool.name
    return "\(prefix): \(severity.rawValue): \(message) [\(ruleID)]"
  }
}
