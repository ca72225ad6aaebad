/// The output formats of `l10n lint`.
public enum LintOutputFormat: String, Sendable, CaseIterable {
  /// Compiler-style lines `path:line:col: error: message [rule_id]`.
  case text
  /// A stable JSON document (schema in `Documentation/l10n.md`).
  case json
  /// SARIF 2.1.0 for code scanning.
  case sarif
  /// GitHub Actions workflow commands (`::error file=...`).
  case github
  /// A GitLab code quality report (a JSON array of Code Climate issues).
  case gitlab
}

/// Renders findings in each output format. Paths are printed relative to the working directory;
/// findings are expected sorted (``LintEngine`` sorts them).
///
/// Every format is streamed: ``write(_:format:workingDirectory:rules:to:)`` appends each finding
/// to one buffer and hands the buffer on every ``chunkSize`` bytes, so a report of hundreds of
/// thousands of findings is never held whole in memory and costs no allocation per finding
/// beyond the bytes written (JSON and SARIF are written member by member, in the exact layout
/// of ``JSONOutput/rendered()``).
public enum FindingReporter {
  /// About how many bytes ``write(_:format:workingDirectory:rules:to:)`` passes on at a time.
  public static let chunkSize = 1 << 16

  /// The rendered report, ending with a newline unless empty.
  public static func render(
    _ findings: [Finding], format: LintOutputFormat, workingDirectory: String,
    rules: [RuleDescription] = RuleRegistry.descriptions
  ) -> String {
    var result = ""
    write(findings, format: format, workingDirectory: workingDirectory, rules: rules) {
      result += $0
    }
    return result
  }

  /// Writes the report ``render(_:format:workingDirectory:rules:)`` returns, in pieces of about
  /// ``chunkSize`` bytes (their concatenation is the report).
  public static func write(
    _ findings: [Finding], format: LintOutputFormat, workingDirectory: String,
    rules: [RuleDescription] = RuleRegistry.descriptions, to output: (String) -> Void
  ) {
    writeBytes(findings, format: format, workingDirectory: workingDirectory, rules: rules) {
      output(String(decoding: $0, as: UTF8.self))
    }
  }

  /// ``write(_:format:workingDirectory:rules:to:)`` as UTF-8 bytes, for a caller that writes
  /// them to a file or pipe as they are (no string is made of each piece). Each piece ends at
  /// the end of a finding, so it is valid UTF-8 on its own; the buffer is only valid during the
  /// call.
  public static func writeBytes(
    _ findings: [Finding], format: LintOutputFormat, workingDirectory: String,
    rules: [RuleDescription] = RuleRegistry.descriptions,
    to output: (UnsafeRawBufferPointer) -> Void
  ) {
    withoutActuallyEscaping(output) { output in
      write(findings, format, workingDirectory, rules, to: ReportStream(output: output))
    }
  }

  private static func write(
    _ findings: [Finding], _ format: LintOutputFormat, _ workingDirectory: String,
    _ rules: [RuleDescription], to stream: consuming ReportStream
  ) {
    // Findings come sorted by path: remember the last path made relative (and escaped for
    // JSON, and the last rule's index in SARIF's rules).
    var lastPath: String? = nil
    var lastRelative = ""
    let relative = { (path: String) -> String in
      if lastPath.map({ !path.hasSameUTF8(as: $0) }) ?? true {
        lastPath = path
        lastRelative = PathUtilities.relative(path, to: workingDirectory)
      }
      return lastRelative
    }
    var lastEscapedPath: String? = nil
    var lastEscaped = ""
    let escapedRelative = { (path: String) -> String in
      if lastEscapedPath.map({ !path.hasSameUTF8(as: $0) }) ?? true {
        lastEscapedPath = path
        var bytes: [UInt8] = []
        JSONOutput.appendEscaped(relative(path), to: &bytes)
        lastEscaped = String(decoding: bytes, as: UTF8.self)
      }
      return lastEscaped
    }
    switch format {
    case .text:
      for finding in findings {
        appendText(finding, path: relative(finding.scope.path), to: &stream.buffer)
        stream.buffer += "\n"
        stream.flushIfFull()
      }
    case .github:
      for finding in findings {
        appendGitHub(finding, path: relative(finding.scope.path), to: &stream.buffer)
        stream.buffer += "\n"
        stream.flushIfFull()
      }
    case .json:
      let (head, tail) = jsonFrame(findings)
      writeArray(findings, head: head, tail: tail, closingIndent: 1, to: &stream) {
        appendJSON($0, escapedPath: escapedRelative($0.scope.path), to: &$1)
      }
    case .sarif:
      let (head, tail) = sarifFrame(rules)
      let ruleIndex = Dictionary(
        rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
      var lastRule: String? = nil
      var lastIndex: Int? = nil
      writeArray(findings, head: head, tail: tail, closingIndent: 3, to: &stream) {
        let rule = $0.scope.ruleID
        if rule != lastRule {
          lastRule = rule
          lastIndex = ruleIndex[rule]
        }
        appendSARIF(
          $0, ruleIndex: lastIndex, escapedPath: escapedRelative($0.scope.path), to: &$1)
      }
    case .gitlab:
      // Repeats are counted by the identity's hash (both 64-bit halves), never by building
      // the identity, and only for identities that may repeat: a report can have hundreds of
      // thousands of findings, nearly all of them the only one of their identity.
      let repeats = FingerprintRepeats(count: findings.count) { mark in
        for finding in findings {
          mark(FingerprintHasher(identityOf: finding, path: relative(finding.scope.path)))
        }
      }
      var occurrences: [FingerprintHasher: Int] = [:]
      writeArray(findings, head: "", tail: "", closingIndent: 0, to: &stream) {
        let identity = FingerprintHasher(identityOf: $0, path: relative($0.scope.path))
        var occurrence = 0
        if repeats.mayRepeat(identity) {
          occurrence = occurrences[identity, default: 0]
          occurrences[identity] = occurrence + 1
        }
        appendCodeQuality(
          $0, escapedPath: escapedRelative($0.scope.path), identity: identity,
          occurrence: occurrence, to: &$1)
      }
    }
    stream.flush()
  }

  /// The buffer a report is appended to, handed on when it reaches ``chunkSize``.
  private struct ReportStream {
    let output: (UnsafeRawBufferPointer) -> Void
    var buffer = ReportBytes()

    init(output: @escaping (UnsafeRawBufferPointer) -> Void) {
      self.output = output
      buffer = ReportBytes(capacity: FindingReporter.chunkSize + 4096)
    }

    mutating func flushIfFull() {
      if buffer.count >= FindingReporter.chunkSize { flush() }
    }

    mutating func flush() {
      guard !buffer.isEmpty else { return }
      buffer.withUnsafeBytes { output($0) }
      buffer.removeAll()
    }
  }

  /// The document around a JSON or SARIF array of findings: `head` ends where the array
  /// starts, `tail` starts after it. `element` appends one finding's object (without its
  /// indent), so the array reads as ``JSONOutput/rendered()`` writes it.
  private static func writeArray(
    _ findings: [Finding], head: String, tail: String, closingIndent: Int,
    to stream: inout ReportStream, _ element: (Finding, inout ReportBytes) -> Void
  ) {
    stream.buffer += head
    if findings.isEmpty {
      stream.buffer += "[]"
    } else {
      let pad = String(repeating: "  ", count: closingIndent + 1)
      stream.buffer += "[\n"
      for (index, finding) in findings.enumerated() {
        stream.buffer += pad
        element(finding, &stream.buffer)
        stream.buffer += index == findings.count - 1 ? "\n" : ",\n"
        stream.flushIfFull()
      }
      stream.buffer += String(repeating: "  ", count: closingIndent)
      stream.buffer += "]"
    }
    stream.buffer += tail
    stream.buffer += "\n"
  }

  /// Splits `document` around its one empty `"name": []` member: what comes before the array
  /// (the member name included) and what comes after it.
  private static func frame(_ document: JSONOutput, around name: String) -> (String, String) {
    let rendered = document.rendered()
    let marker = JSONOutput.quote(name) + ": []"
    guard let range = rendered.range(of: marker) else { return (rendered, "") }
    let head = String(rendered[..<range.lowerBound]) + JSONOutput.quote(name) + ": "
    return (head, String(rendered[range.upperBound...]))
  }

  /// The JSON document around its `findings` array.
  private static func jsonFrame(_ findings: [Finding]) -> (String, String) {
    let errors = findings.reduce(0) { $0 + ($1.severity == .error ? 1 : 0) }
    return frame(
      .object([
        ("version", .int(1)),
        (
          "tool",
          .object([("name", .string(L10nTool.name)), ("version", .string(L10nTool.version))])
        ),
        ("findings", .array([])),
        (
          "summary",
          .object([("errors", .int(errors)), ("warnings", .int(findings.count - errors))])
        ),
      ]), around: "findings")
  }

  /// One finding of the JSON format, an object at indent 2, its path given JSON-escaped.
  /// Literal pieces only: nothing is allocated but what `out` grows by.
  static func appendJSON(_ finding: Finding, escapedPath: String, to out: inout ReportBytes) {
    out += "{\n      \"rule\": "
    JSONOutput.appendQuoted(finding.ruleID, to: &out)
    out += ",\n      \"severity\": "
    JSONOutput.appendQuoted(finding.severity.rawValue, to: &out)
    out += ",\n      \"message\": "
    appendQuotedMessage(finding, to: &out)
    out += ",\n      \"path\": \""
    out += escapedPath
    out += "\",\n      \"line\": "
    out += finding.line
    out += ",\n      \"column\": "
    out += finding.column
    out += ",\n      \"key\": "
    if let key = finding.key {
      out += "\""
      out.appendEscaped(repeating: key)
      out += "\""
    } else {
      out += "null"
    }
    out += ",\n      \"language\": "
    appendQuotedOrNull(finding.language, to: &out)
    out += "\n    }"
  }

  /// The finding's message as a JSON string, written piece by piece (see
  /// ``Finding/forEachMessagePiece(_:)``): escaping is per character, so the pieces escaped
  /// one by one are the message escaped whole.
  static func appendQuotedMessage(_ finding: Finding, to out: inout ReportBytes) {
    out += "\""
    finding.appendEscapedMessage(to: &out)
    out += "\""
  }

  private static func appendQuotedOrNull(_ text: String?, to out: inout ReportBytes) {
    if let text { JSONOutput.appendQuoted(text, to: &out) } else { out += "null" }
  }

  /// The SARIF document around its `results` array.
  private static func sarifFrame(_ rules: [RuleDescription]) -> (String, String) {
    let driverRules = rules.map { rule in
      JSONOutput.object([
        ("id", .string(rule.id)),
        ("shortDescription", .object([("text", .string(rule.summary))])),
        ("fullDescription", .object([("text", .string(rule.rationale))])),
        ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.rawValue))])),
        (
          "helpUri",
          .string("https://github.com/atelier/atelier/blob/main/Documentation/Rules.md#\(rule.id)")
        ),
      ])
    }
    return frame(
      .object([
        ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
        ("version", .string("2.1.0")),
        (
          "runs",
          .array([
            .object([
              (
                "tool",
                .object([
                  (
                    "driver",
                    .object([
                      ("name", .string(L10nTool.name)),
                      ("version", .string(L10nTool.version)),
                      ("informationUri", .string("https://github.com/atelier/atelier")),
                      ("rules", .array(driverRules)),
                    ])
                  )
                ])
              ),
              ("results", .array([])),
            ])
          ])
        ),
      ]), around: "results")
  }

  /// One SARIF result, an object at indent 4, its path given JSON-escaped. Literal pieces
  /// only: nothing is allocated but what `out` grows by.
  static func appendSARIF(
    _ finding: Finding, ruleIndex: Int?, escapedPath: String, to out: inout ReportBytes
  ) {
    out += "{\n          \"ruleId\": "
    JSONOutput.appendQuoted(finding.ruleID, to: &out)
    if let ruleIndex {
      out += ",\n          \"ruleIndex\": "
      out += ruleIndex
    }
    out += ",\n          \"level\": "
    JSONOutput.appendQuoted(finding.severity.rawValue, to: &out)
    out += ",\n          \"message\": {\n            \"text\": "
    appendQuotedMessage(finding, to: &out)
    out += "\n          },\n          \"locations\": [\n            {\n"
    out += "              \"physicalLocation\": {\n                \"artifactLocation\": {\n"
    out += "                  \"uri\": \""
    out += escapedPath
    out += "\",\n                  \"uriBaseId\": \"%SRCROOT%\"\n                }"
    if finding.line > 0 {
      out += ",\n                \"region\": {\n                  \"startLine\": "
      out += finding.line
      out += ",\n                  \"startColumn\": "
      out += max(finding.column, 1)
      out += "\n                }"
    }
    out += "\n              }\n            }\n          ],\n          \"partialFingerprints\": {\n"
    out += "            \"l10nFingerprint/v1\": \""
    // Baseline.fingerprint: the fields joined by U+001F, escaped as JSON writes it.
    JSONOutput.appendEscaped(finding.ruleID, to: &out)
    out += "\\u001f"
    out += escapedPath
    out += "\\u001f"
    out.appendEscaped(repeating: finding.key ?? "")
    out += "\\u001f"
    JSONOutput.appendEscaped(finding.language ?? "", to: &out)
    out += "\\u001f"
    finding.appendEscapedMessage(to: &out)
    out += "\"\n          }\n        }"
  }

  /// `path:line:col: severity: message [rule_id]` (line and column left out when unknown),
  /// appended piece by piece: a lint with many findings writes a line for each.
  static func appendText(_ finding: Finding, path: String, to out: inout ReportBytes) {
    out += path
    if finding.line > 0 {
      out += ":"
      out += finding.line
      out += ":"
      out += max(finding.column, 1)
    }
    out += ": "
    out += finding.severity.rawValue
    out += ": "
    finding.forEachMessagePiece { out += $0 }
    out += " ["
    out += finding.ruleID
    out += "]"
  }

  /// `::error file=...,line=...,col=...,title=...::message`, appended piece by piece.
  static func appendGitHub(_ finding: Finding, path: String, to out: inout ReportBytes) {
    out += "::"
    out += finding.severity.rawValue
    out += " file="
    appendEscaped(path, property: true, to: &out)
    if finding.line > 0 {
      out += ",line="
      out += finding.line
      out += ",col="
      out += max(finding.column, 1)
    }
    out += ",title="
    appendEscaped(finding.ruleID, property: true, to: &out)
    out += "::"
    finding.forEachMessagePiece { appendEscaped($0, property: false, to: &out) }
  }

  /// Appends `text` escaped as GitHub workflow command data (or a property), copying it whole
  /// when it has nothing to escape.
  private static func appendEscaped(_ text: String, property: Bool, to out: inout ReportBytes) {
    let special = text.utf8.contains { byte in
      byte == UInt8(ascii: "%") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
        || (property && (byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",")))
    }
    if !special {
      out += text
    } else {
      out += property ? escapeProperty(text) : escapeData(text)
    }
  }

  static func escapeData(_ text: String) -> String {
    text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
  }

  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}

/// The UTF-8 bytes of a report being written: strings and integers are appended without
/// allocating or retaining (a string's bytes are copied whole, an integer's digits one by one).
///
/// The bytes live at the front of a zero-filled array that only grows, so an append is a
/// capacity check and a copy: a report of 450,000 findings makes millions of appends.
struct ReportBytes: UTF8Sink {
  private var storage: [UInt8]
  /// How many bytes of `storage` are written.
  private(set) var count = 0

  /// An empty buffer with room for `capacity` bytes.
  init(capacity: Int = 0) {
    storage = [UInt8](repeating: 0, count: capacity)
  }

  /// The text last appended with ``appendEscaped(repeating:)``, and its escaping.
  private var lastEscapedText = ""
  private var lastEscaping: [UInt8] = []

  /// Whether nothing is written.
  var isEmpty: Bool { count == 0 }

  /// Appends `text` JSON-escaped, escaping it only when its bytes differ from the last such
  /// text's (the missing translations of one key follow each other). Compared byte for byte:
  /// two keys that are only canonically equivalent are written each with its own bytes.
  mutating func appendEscaped(repeating text: String) {
    if !text.hasSameUTF8(as: lastEscapedText) {
      lastEscapedText = text
      lastEscaping.removeAll(keepingCapacity: true)
      JSONOutput.appendEscaped(text, to: &lastEscaping)
    }
    lastEscaping.withUnsafeBufferPointer { append(contentsOf: $0) }
  }

  /// Forgets the bytes, keeping the room.
  mutating func removeAll() { count = 0 }

  /// Calls `body` with the bytes written so far.
  func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    storage.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
  }

  private mutating func reserve(_ extra: Int) {
    let needed = count + extra
    if needed > storage.count {
      let grown = max(needed, 2 * storage.count)
      storage.append(contentsOf: repeatElement(0, count: grown - storage.count))
    }
  }

  mutating func append(_ byte: UInt8) {
    reserve(1)
    storage[count] = byte
    count += 1
  }

  mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    let start = count
    storage.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { ($0 + start).update(from: source, count: bytes.count) }
    }
    count += bytes.count
  }

  /// Appends `text`'s UTF-8 bytes.
  static func += (out: inout ReportBytes, text: String) {
    text.withUTF8Buffer { out.append(contentsOf: $0) }
  }

  /// Appends `number` in decimal.
  static func += (out: inout ReportBytes, number: Int) {
    if number < 0 { out.append(UInt8(ascii: "-")) }
    var magnitude = number.magnitude
    // Digits from the last, into a buffer on the stack (dividing by the constant 10).
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// The text of the bytes (they are valid UTF-8: only strings' bytes are appended).
  var text: String { withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }
}
