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
  // 32 bits each: a lint run can hold hundreds of thousands of locations.
  private var rawLine: UInt32
  private var rawColumn: UInt32

  /// 1-based line, 0 when unknown.
  public var line: Int {
    get { Int(rawLine) }
    set { rawLine = UInt32(clamping: newValue) }
  }

  /// 1-based column, 0 when unknown.
  public var column: Int {
    get { Int(rawColumn) }
    set { rawColumn = UInt32(clamping: newValue) }
  }

  /// Creates a location (line and column are clamped to 0...4,294,967,295).
  public init(path: String, line: Int, column: Int) {
    self.path = path
    rawLine = UInt32(clamping: line)
    rawColumn = UInt32(clamping: column)
  }

  /// Orders by path, then line, then column.
  public static func < (a: Self, b: Self) -> Bool {
    (a.path, a.rawLine, a.rawColumn) < (b.path, b.rawLine, b.rawColumn)
  }
}

/// A problem a rule found, before the engine fills in the rule id and configured severity: a
/// ``Finding`` made with ``Finding/init(_:at:key:language:)``. One type, so the engine stamps
/// the rule's findings in place instead of copying hundreds of thousands of them.
public typealias Violation = Finding

/// One problem a lint rule found.
///
/// Cheap to keep by the hundred thousand: the messages of the commonest findings (translations
/// missing, new or needing review) are not built until they are written (``message``), and the
/// reporters write them piece by piece without building them at all.
public struct Finding: Sendable, Hashable {
  /// The stable id of the rule that found it, e.g. `missing_key` (empty until the engine sets
  /// it).
  public var ruleID: String
  /// Where it is.
  public var location: FindingLocation
  /// The catalog key concerned, when there is one (fingerprints use it instead of lines).
  public var key: String?
  /// The language concerned, when there is one.
  public var language: String?
  /// The message, as text or as a template over `key` and `language`.
  var text: FindingText
  /// The severity after configuration.
  public var severity: Severity

  /// A sentence saying what is wrong and, where useful, what to do. Setting it replaces a
  /// templated message with the text.
  public var message: String {
    get {
      var result = ""
      forEachMessagePiece { result += $0 }
      return result
    }
    set { text = .plain(newValue) }
  }

  /// Creates a finding.
  public init(
    ruleID: String, severity: Severity, message: String, location: FindingLocation,
    key: String? = nil, language: String? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.text = .plain(message)
    self.location = location
    self.key = key
    self.language = language
  }

  /// Creates a rule's finding (a ``Violation``); the engine sets the rule id and severity.
  public init(
    _ message: String, at location: FindingLocation, key: String? = nil,
    language: String? = nil
  ) {
    self.init(
      ruleID: "", severity: .warning, message: message, location: location, key: key,
      language: language)
  }

  /// A finding whose message is `text`'s template over `key` and `language`.
  init(_ text: FindingText, at location: FindingLocation, key: String, language: String) {
    ruleID = ""
    severity = .warning
    self.text = text
    self.location = location
    self.key = key
    self.language = language
  }

  /// Calls `body` with the pieces of ``message`` in order (their concatenation is the
  /// message), so a reporter can escape and write it without building it.
  func forEachMessagePiece(_ body: (String) -> Void) {
    text.forEachPiece(key: key ?? "", language: language ?? "", body)
  }

  /// Equal when every field is, messages compared as text (a templated message equals the same
  /// words set as text).
  public static func == (a: Self, b: Self) -> Bool {
    a.ruleID == b.ruleID && a.severity == b.severity && a.location == b.location
      && a.key == b.key && a.language == b.language
      && (a.text == b.text || a.message == b.message)
  }

  /// Hashes every field, the message as text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ruleID)
    hasher.combine(severity)
    hasher.combine(location)
    hasher.combine(key)
    hasher.combine(language)
    hasher.combine(message)
  }

  /// The deterministic output order: location, then rule, then message (then key and
  /// language, which the message usually names).
  static func sortOrder(_ a: Finding, _ b: Finding) -> Bool {
    if a.location != b.location { return a.location < b.location }
    if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
    return messageOrder(a, b)
  }

  /// Orders findings of one location and rule by message, then key, then language. The many
  /// missing translations of one key differ only in the language their template names: those
  /// compare languages instead of building two messages per comparison.
  static func messageOrder(_ a: Finding, _ b: Finding) -> Bool {
    if a.text == b.text, a.text.isTemplate, a.key == b.key, let left = a.language,
      let right = b.language, FindingText.isPlainLanguage(left),
      FindingText.isPlainLanguage(right)
    {
      return left < right
    }
    let (left, right) = (a.message, b.message)
    if left != right { return left < right }
    if a.key != b.key { return (a.key ?? "") < (b.key ?? "") }
    return (a.language ?? "") < (b.language ?? "")
  }
}

/// A finding's message: text, or one of the templates of the translation rules, whose
/// sentences name the finding's key and language (and a variation's path).
enum FindingText: Sendable, Hashable {
  /// The message itself.
  case plain(String)
  /// `"key" has no de translation`
  case noTranslation
  /// `"key" has an empty de translation (plural.one)`
  case emptyTranslation(pathSuffix: String)
  /// `"key" has a de translation in state 'new'; translate it and mark it translated`
  case stateNew(pathSuffix: String)
  /// `"key" has a de translation that needs review`
  case needsReview(pathSuffix: String)

  /// Whether the message is built from the key and language.
  var isTemplate: Bool {
    if case .plain = self { return false }
    return true
  }

  /// Whether `language` is printable ASCII without spaces (every language code is): in a
  /// template it is followed by a space, so two messages that differ only in their language
  /// order as their languages do.
  static func isPlainLanguage(_ language: String) -> Bool {
    language.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
  }

  /// Calls `body` with the message's pieces in order.
  func forEachPiece(key: String, language: String, _ body: (String) -> Void) {
    switch self {
    case .plain(let text):
      body(text)
    case .noTranslation:
      body("\"")
      body(key)
      body("\" has no ")
      body(language)
      body(" translation")
    case .emptyTranslation(let suffix):
      body("\"")
      body(key)
      body("\" has an empty ")
      body(language)
      body(" translation")
      body(suffix)
    case .stateNew(let suffix):
      body("\"")
      body(key)
      body("\" has a ")
      body(language)
      body(" translation in state 'new'")
      body(suffix)
      body("; translate it and mark it translated")
    case .needsReview(let suffix):
      body("\"")
      body(key)
      body("\" has a ")
      body(language)
      body(" translation that needs review")
      body(suffix)
    }
  }
}
