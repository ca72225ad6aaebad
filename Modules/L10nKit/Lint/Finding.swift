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

/// What the findings of one rule in one file and language have in common, stored once for all
/// of them: a big app's hundreds of thousands of missing translations each hold one reference
/// instead of three strings. Immutable; a finding whose rule, file or language changes gets
/// another scope.
final class FindingScope: Sendable {
  /// The rule's id (empty until the engine sets it).
  let ruleID: String
  /// The file's absolute path.
  let path: String
  /// The language concerned, when there is one.
  let language: String?
  /// Whether `language` is a plain language code (``FindingText/isPlainLanguage(_:)``), asked
  /// once here instead of at every comparison of two findings.
  let hasPlainLanguage: Bool

  init(ruleID: String, path: String, language: String?) {
    self.ruleID = ruleID
    self.path = path
    self.language = language
    hasPlainLanguage = language.map(FindingText.isPlainLanguage) ?? false
  }

  /// This scope with another rule id.
  func with(ruleID: String) -> FindingScope {
    FindingScope(ruleID: ruleID, path: path, language: language)
  }
}

/// One problem a lint rule found.
///
/// Cheap to keep by the hundred thousand (48 bytes): the rule, file and language are one shared
/// ``FindingScope``, and the messages of the commonest findings (translations missing, new or
/// needing review) are not built until they are written (``message``); the reporters write
/// them piece by piece without building them at all.
public struct Finding: Sendable, Hashable {
  /// The rule, file and language, shared with the findings that have the same.
  var scope: FindingScope
  /// The catalog key concerned, when there is one (fingerprints use it instead of lines).
  public var key: String?
  private var rawLine: UInt32
  /// The column in the low 28 bits (a column beyond 268,435,455, only on a line of hundreds of
  /// megabytes, reads as that column), the case of ``text`` in the next three, and whether it
  /// is an error in the top one: one word where three fields would round the size up to 56.
  private var packed: UInt32
  /// The text of a plain message, or a template's path suffix.
  private var textPayload: String

  private static let columnMask: UInt32 = 0x0FFF_FFFF
  private static let errorBit: UInt32 = 1 << 31
  private static let kindShift: UInt32 = 28
  private static let kindMask: UInt32 = 0b111 << kindShift

  /// The case of ``text`` (0 for a plain message), in place in `packed`.
  private var kindBits: UInt32 { packed & Self.kindMask }

  /// The message, as text or as a template over `key` and `language`.
  var text: FindingText {
    get {
      switch kindBits >> Self.kindShift {
      case 1: .noTranslation
      case 2: .emptyTranslation(pathSuffix: textPayload)
      case 3: .stateNew(pathSuffix: textPayload)
      case 4: .needsReview(pathSuffix: textPayload)
      default: .plain(textPayload)
      }
    }
    set {
      let kind: UInt32
      switch newValue {
      case .plain(let text): (kind, textPayload) = (0, text)
      case .noTranslation: (kind, textPayload) = (1, "")
      case .emptyTranslation(let suffix): (kind, textPayload) = (2, suffix)
      case .stateNew(let suffix): (kind, textPayload) = (3, suffix)
      case .needsReview(let suffix): (kind, textPayload) = (4, suffix)
      }
      packed = packed & ~Self.kindMask | kind << Self.kindShift
    }
  }

  /// The severity after configuration.
  public var severity: Severity {
    get { packed & Self.errorBit != 0 ? .error : .warning }
    set { packed = newValue == .error ? packed | Self.errorBit : packed & ~Self.errorBit }
  }

  private mutating func setColumn(_ column: Int) {
    packed = packed & ~Self.columnMask | UInt32(clamping: min(column, Int(Self.columnMask)))
  }

  /// The stable id of the rule that found it, e.g. `missing_key` (empty until the engine sets
  /// it).
  public var ruleID: String {
    get { scope.ruleID }
    set { scope = scope.with(ruleID: newValue) }
  }

  /// Where it is.
  public var location: FindingLocation {
    get {
      FindingLocation(path: scope.path, line: Int(rawLine), column: column)
    }
    set {
      if !newValue.path.hasSameUTF8(as: scope.path) {
        scope = FindingScope(ruleID: scope.ruleID, path: newValue.path, language: scope.language)
      }
      rawLine = UInt32(clamping: newValue.line)
      setColumn(newValue.column)
    }
  }

  /// The language concerned, when there is one.
  public var language: String? {
    get { scope.language }
    set { scope = FindingScope(ruleID: scope.ruleID, path: scope.path, language: newValue) }
  }

  /// The line and column of ``location`` without building it.
  var line: Int { Int(rawLine) }
  var column: Int { Int(packed & Self.columnMask) }

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
    self.init(
      .plain(message),
      scope: FindingScope(ruleID: ruleID, path: location.path, language: language),
      line: location.line, column: location.column, key: key)
    self.severity = severity
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

  /// A finding whose message is `text`'s template over `key` and `language`, in a scope of
  /// its own.
  init(_ text: FindingText, at location: FindingLocation, key: String, language: String) {
    self.init(
      text, scope: FindingScope(ruleID: "", path: location.path, language: language),
      line: location.line, column: location.column, key: key)
  }

  /// A finding in `scope` whose message is `text` (a template reads the key and the scope's
  /// language); the engine sets the rule id and severity.
  init(_ text: FindingText, scope: FindingScope, line: Int, column: Int, key: String?) {
    self.scope = scope
    self.key = key
    rawLine = UInt32(clamping: line)
    packed = 0
    textPayload = ""
    setColumn(column)
    self.text = text
  }

  /// Calls `body` with the pieces of ``message`` in order (their concatenation is the
  /// message), so a reporter can escape and write it without building it.
  func forEachMessagePiece(_ body: (String) -> Void) {
    text.forEachPiece(key: key ?? "", language: scope.language ?? "", body)
  }

  /// Whether both messages are the same template (the same case and path suffix), which
  /// differ only in the key and language they name; compared without building either text.
  func hasSameTemplate(as other: Finding) -> Bool {
    kindBits != 0 && kindBits == other.kindBits && textPayload == other.textPayload
  }

  /// Appends ``message`` escaped as the body of a JSON string, without building it.
  func appendEscapedMessage<Sink: UTF8Sink & ~Copyable>(to out: inout Sink) {
    text.appendEscaped(key: key ?? "", language: scope.language ?? "", to: &out)
  }

  /// Equal when every field is, messages compared as text (a templated message equals the same
  /// words set as text).
  public static func == (a: Self, b: Self) -> Bool {
    // The column and severity; the text's case is compared with the text.
    guard a.rawLine == b.rawLine, a.packed & ~kindMask == b.packed & ~kindMask, a.key == b.key
    else { return false }
    if a.scope !== b.scope {
      guard a.scope.ruleID == b.scope.ruleID, a.scope.path == b.scope.path,
        a.scope.language == b.scope.language
      else { return false }
    }
    return (a.kindBits == b.kindBits && a.textPayload == b.textPayload) || a.message == b.message
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
    if a.scope.hasPlainLanguage, b.scope.hasPlainLanguage, a.hasSameTemplate(as: b),
      a.key == b.key, let left = a.scope.language, let right = b.scope.language
    {
      return left < right
    }
    let (left, right) = (a.message, b.message)
    if left != right { return left < right }
    if a.key != b.key { return (a.key ?? "") < (b.key ?? "") }
    return (a.language ?? "") < (b.language ?? "")
  }
}

/// Findings collected in chunks of a fixed size, then joined (or merged with other rules',
/// ``merged(_:)``) into one array of exactly their count. One array appended to doubles its
/// capacity as it grows: for a big app's hundreds of thousands of missing translations it
/// would hold up to twice what it needs, and three times at the moment it grows.
struct FindingChunks: Sendable {
  /// How many findings a chunk holds.
  static let chunkCapacity = 4096
  /// The chunks, in order; none is empty.
  private(set) var chunks: [[Finding]] = []
  /// How many findings there are in all.
  private(set) var count = 0

  init() {}

  /// Chunks holding `findings` as they are.
  init(_ findings: [Finding]) {
    append(contentsOf: findings)
  }

  /// Adds one finding.
  mutating func append(_ finding: Finding) {
    if chunks.isEmpty || chunks[chunks.count - 1].count == Self.chunkCapacity {
      var chunk: [Finding] = []
      chunk.reserveCapacity(Self.chunkCapacity)
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(finding)
    count += 1
  }

  /// Adds `findings` as one chunk of their own (an array is not copied).
  mutating func append(contentsOf findings: [Finding]) {
    guard !findings.isEmpty else { return }
    chunks.append(findings)
    count += findings.count
  }

  /// The chunks, leaving this empty.
  mutating func takeChunks() -> [[Finding]] {
    defer { self = FindingChunks() }
    return chunks
  }

  /// Changes every finding in place, chunk by chunk.
  mutating func updateAll(_ body: (UnsafeMutableBufferPointer<Finding>) -> Void) {
    for index in chunks.indices { chunks[index].withUnsafeMutableBufferPointer { body($0) } }
  }

  /// The findings in one array of exactly their count, in order, leaving this empty. Each
  /// chunk is released as soon as it is copied, so at most one chunk more than the result is
  /// held at once.
  mutating func takeJoined() -> [Finding] {
    var taken = chunks
    chunks = []
    defer { count = 0 }
    if taken.count == 1 { return taken.removeLast() }
    var result: [Finding] = []
    result.reserveCapacity(count)
    for index in taken.indices {
      result.append(contentsOf: taken[index])
      taken[index] = []
      // What the chunks freed goes back to the system as the copy grows (glibc would keep it).
      if index % 16 == 15 { MemoryRelease.returnFreedMemory() }
    }
    return result
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

  /// Appends the message as the body of a JSON string (no quotes): what escaping each piece
  /// of ``forEachPiece(key:language:_:)`` appends, a template's words written already escaped
  /// (their only special character is the quote). `FindingTextTests` pins the two equal.
  func appendEscaped<Sink: UTF8Sink & ~Copyable>(key: String, language: String, to out: inout Sink)
  {
    // `"key" has ... de`: the start every template shares but for its middle words.
    func start(_ middle: StaticString) {
      out.append(literal: #"\""#)
      out.appendEscaped(repeating: key)
      out.append(literal: middle)
      JSONOutput.appendEscaped(language, to: &out)
    }
    switch self {
    case .plain(let text):
      JSONOutput.appendEscaped(text, to: &out)
    case .noTranslation:
      start(#"\" has no "#)
      out.append(literal: " translation")
    case .emptyTranslation(let suffix):
      start(#"\" has an empty "#)
      out.append(literal: " translation")
      JSONOutput.appendEscaped(suffix, to: &out)
    case .stateNew(let suffix):
      start(#"\" has a "#)
      out.append(literal: " translation in state 'new'")
      JSONOutput.appendEscaped(suffix, to: &out)
      out.append(literal: "; translate it and mark it translated")
    case .needsReview(let suffix):
      start(#"\" has a "#)
      out.append(literal: " translation that needs review")
      JSONOutput.appendEscaped(suffix, to: &out)
    }
  }
}
