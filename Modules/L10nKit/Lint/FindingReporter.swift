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
/// Every format is streamed: ``write(_:format:workingDirectory:rules:to:)`` formats the findings
/// a block at a time on every core (``ReportBlocks``) and hands the blocks on in order, in
/// pieces of about ``chunkSize`` bytes, so a report of hundreds of thousands of findings is
/// never held whole in memory and costs no allocation per finding beyond the bytes written
/// (JSON and SARIF are written member by member, in the exact layout of
/// ``JSONOutput/rendered()``).
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
    writeBytes(
      findings, format: format, workingDirectory: workingDirectory, rules: rules,
      layout: ReportLayout(), to: output)
  }

  /// ``writeBytes(_:format:workingDirectory:rules:to:)`` with the findings cut into blocks as
  /// `layout` says (the bytes are the same whatever the layout).
  static func writeBytes(
    _ findings: [Finding], format: LintOutputFormat, workingDirectory: String,
    rules: [RuleDescription] = RuleRegistry.descriptions, layout: ReportLayout,
    to output: (UnsafeRawBufferPointer) -> Void
  ) {
    withoutActuallyEscaping(output) { output in
      write(
        findings, format, workingDirectory, rules,
        to: ReportStream(output: output, layout: layout))
    }
  }

  private static func write(
    _ findings: [Finding], _ format: LintOutputFormat, _ workingDirectory: String,
    _ rules: [RuleDescription], to stream: consuming ReportStream
  ) {
    // Findings are formatted a block at a time on every core (``ReportBlocks``) and read in
    // place: iterating the array would copy, retain and release every finding's strings, from
    // several threads at once. Each block keeps its own caches (``ReportPaths``).
    findings.withUnsafeBufferPointer { findings in
      switch format {
      case .text:
        ReportBlocks.write(findings.count, to: &stream) { range, block in
          var paths = ReportPaths(workingDirectory)
          for index in range {
            let path = paths.relative(findings[index].scope.path)
            appendText(findings[index], path: path, to: &block.bytes)
            block.bytes += "\n"
            block.endFinding()
          }
        }
      case .github:
        ReportBlocks.write(findings.count, to: &stream) { range, block in
          var paths = ReportPaths(workingDirectory)
          var rule = ReportRule(escapeProperty)
          for index in range {
            let finding = findings[index]
            appendGitHub(
              finding, escapedPath: paths.gitHubEscaped(finding.scope.path),
              escapedRule: rule.value(for: finding.scope.ruleID), to: &block.bytes)
            block.bytes += "\n"
            block.endFinding()
          }
        }
      case .json:
        let (head, tail) = jsonFrame(findings)
        writeArray(findings.count, head: head, tail: tail, closingIndent: 1, to: &stream) {
          range, block, separate in
          var paths = ReportPaths(workingDirectory)
          for index in range {
            let escapedPath = paths.jsonEscaped(findings[index].scope.path)
            separate(index, &block.bytes)
            appendJSON(findings[index], escapedPath: escapedPath, to: &block.bytes)
            block.endFinding()
          }
        }
      case .sarif:
        let (head, tail) = sarifFrame(rules)
        let ruleIndex = Dictionary(
          rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        writeArray(findings.count, head: head, tail: tail, closingIndent: 3, to: &stream) {
          range, block, separate in
          var paths = ReportPaths(workingDirectory)
          var rule = ReportRule { ruleIndex[$0] }
          for index in range {
            let finding = findings[index]
            separate(index, &block.bytes)
            appendSARIF(
              finding, ruleIndex: rule.value(for: finding.scope.ruleID),
              escapedPath: paths.jsonEscaped(finding.scope.path), to: &block.bytes)
            block.endFinding()
          }
        }
      case .gitlab:
        writeCodeQuality(findings, workingDirectory, to: &stream)
      }
    }
    stream.flush()
  }

  /// The GitLab report. Repeats are counted by the identity's hash (both 64-bit halves),
  /// never by building the identity, and only for findings whose group (the identity but the
  /// message, hashed without reading the message) may repeat: a report can have hundreds of
  /// thousands of findings, nearly all of them the only one of their identity.
  ///
  /// A block writes every fingerprint as the first of its identity and notes where the ones
  /// that may repeat are; before the blocks are passed on in order, those are counted and a
  /// repeat's fingerprint (always 32 digits) is written over.
  private static func writeCodeQuality(
    _ findings: UnsafeBufferPointer<Finding>, _ workingDirectory: String,
    to stream: inout ReportStream
  ) {
    // The groups are hashed a round of blocks at a time on every core, and marked in order.
    let repeats = FingerprintRepeats(count: findings.count) { mark in
      ReportBlocks.forEachValue(findings.count, stream.layout, initial: FingerprintHasher()) {
        range, groups in
        var paths = ReportPaths(workingDirectory)
        var hashes = FindingIdentities()
        for (slot, index) in range.enumerated() {
          let path = paths.relative(findings[index].scope.path)
          groups[slot] = hashes.group(of: findings[index], path: path)
        }
      } _: {
        mark($0)
      }
    }
    var occurrences: [FingerprintHasher: Int] = [:]
    writeArray(findings.count, head: "", tail: "", closingIndent: 0, to: &stream) {
      range, block, separate in
      var paths = ReportPaths(workingDirectory)
      var identities = FindingIdentities()
      for index in range {
        let finding = findings[index]
        let (group, identity) = identities.identities(
          of: finding, path: paths.relative(finding.scope.path))
        separate(index, &block.bytes)
        let offset = appendCodeQuality(
          finding, escapedPath: paths.jsonEscaped(finding.scope.path), identity: identity,
          occurrence: 0, to: &block.bytes)
        if repeats.mayRepeat(group) { block.fingerprints.append((offset, identity)) }
        block.endFinding()
      }
    } fix: { block in
      for (offset, identity) in block.fingerprints {
        let occurrence = occurrences[identity, default: 0]
        occurrences[identity] = occurrence + 1
        if occurrence > 0 {
          var digits: [UInt8] = []
          identity.appendFingerprint(occurrence: occurrence, to: &digits)
          digits.withUnsafeBufferPointer { block.bytes.overwrite(at: offset, with: $0) }
        }
      }
    }
  }

  /// Where a report goes: `buffer` holds what comes before and after the findings (a JSON
  /// document's head and tail), ``ReportBlocks`` passes the findings' blocks on directly.
  struct ReportStream: ~Copyable {
    let output: (UnsafeRawBufferPointer) -> Void
    /// How the findings are cut into blocks.
    let layout: ReportLayout
    var buffer = ReportBytes()

    init(output: @escaping (UnsafeRawBufferPointer) -> Void, layout: ReportLayout) {
      self.output = output
      self.layout = layout
      buffer = ReportBytes(capacity: FindingReporter.chunkSize + 4096)
    }

    mutating func flush() {
      guard !buffer.isEmpty else { return }
      buffer.withUnsafeBytes { output($0) }
      buffer.removeAll()
    }
  }

  /// The document around a JSON or SARIF array of findings: `head` ends where the array
  /// starts, `tail` starts after it. `elements` appends the findings of a range to a block,
  /// calling `separate` before each (the indent, after a comma and line break but for the
  /// first), so the array reads as ``JSONOutput/rendered()`` writes it.
  private static func writeArray(
    _ count: Int, head: String, tail: String, closingIndent: Int,
    to stream: inout ReportStream,
    _ elements: (Range<Int>, ReportBlock, (Int, inout ReportBytes) -> Void) -> Void,
    fix: ((ReportBlock) -> Void)? = nil
  ) {
    stream.buffer += head
    if count == 0 {
      stream.buffer += "[]"
    } else {
      let pad = String(repeating: "  ", count: closingIndent + 1)
      stream.buffer += "[\n"
      let separate = { (index: Int, out: inout ReportBytes) in
        if index > 0 { out += ",\n" }
        out += pad
      }
      ReportBlocks.write(count, to: &stream, fix: fix) { range, block in
        elements(range, block, separate)
      }
      stream.buffer += "\n"
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
  private static func jsonFrame(_ findings: UnsafeBufferPointer<Finding>) -> (String, String) {
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
    // One line each: a key or translation that spans lines is written with `\n`.
    finding.forEachMessagePiece {
      out += $0.escapingControlCharacters
    }
    out += " ["
    out += finding.ruleID
    out += "]"
  }

  /// `::error file=...,line=...,col=...,title=...::message`, appended piece by piece; the path
  /// and rule are given already escaped as properties (``escapeProperty(_:)``).
  static func appendGitHub(
    _ finding: Finding, escapedPath: String, escapedRule: String, to out: inout ReportBytes
  ) {
    out += "::"
    out += finding.severity.rawValue
    out += " file="
    out += escapedPath
    if finding.line > 0 {
      out += ",line="
      out += finding.line
      out += ",col="
      out += max(finding.column, 1)
    }
    out += ",title="
    out += escapedRule
    out += "::"
    finding.forEachMessagePiece { appendGitHubEscaped($0, property: false, to: &out) }
  }

  /// Appends `text` escaped as GitHub workflow command data, or as a property's value: runs
  /// of bytes that need nothing are copied whole; `%`, CR and LF become `%25`, `%0D` and `%0A`,
  /// and in a property `:` and `,` become `%3A` and `%2C` (the escaping of GitHub's
  /// `@actions/core`). Byte by byte, never by `Character`: CR LF is one `Character`, which
  /// `replacing("\n", ...)` leaves alone, and a raw line break would end the command.
  static func appendGitHubEscaped<Sink: UTF8Sink & ~Copyable>(
    _ text: String, property: Bool, to out: inout Sink
  ) {
    text.withUTF8Buffer { bytes in
      var run = 0
      for (index, byte) in bytes.enumerated() {
        let escape: StaticString
        switch byte {
        case UInt8(ascii: "%"): escape = "%25"
        case UInt8(ascii: "\r"): escape = "%0D"
        case UInt8(ascii: "\n"): escape = "%0A"
        case UInt8(ascii: ":") where property: escape = "%3A"
        case UInt8(ascii: ",") where property: escape = "%2C"
        default: continue
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
        out.append(literal: escape)
        run = index + 1
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
    }
  }

  /// `text` escaped as workflow command data.
  static func escapeData(_ text: String) -> String {
    var bytes: [UInt8] = []
    appendGitHubEscaped(text, property: false, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text` escaped as a workflow command property's value.
  static func escapeProperty(_ text: String) -> String {
    var bytes: [UInt8] = []
    appendGitHubEscaped(text, property: true, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// The UTF-8 bytes of a report being written: strings and integers are appended without
/// allocating or retaining (a string's bytes are copied whole, an integer's digits at once).
///
/// The bytes live in memory it owns (noncopyable, so two values never share it), so an append
/// is a capacity check and a copy: a report of 450,000 findings makes millions of appends, and
/// an array's uniqueness check on each was a visible share of writing one.
struct ReportBytes: ~Copyable, UTF8Sink {
  private var start: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// How many bytes are written.
  private(set) var count = 0

  /// An empty buffer with room for `capacity` bytes.
  init(capacity: Int = 0) {
    self.capacity = max(capacity, 64)
    start = .allocate(capacity: self.capacity)
  }

  deinit { start.deallocate() }

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
    // Not `lastEscaping.withUnsafeBufferPointer { append(contentsOf: $0) }`: that would
    // access `self` inside a closure over its own stored property.
    let escaping = lastEscaping
    escaping.withUnsafeBufferPointer { append(contentsOf: $0) }
  }

  /// Forgets the bytes, keeping the room.
  mutating func removeAll() { count = 0 }

  /// Replaces the written bytes from `offset` on with `bytes` (which must fit in them).
  mutating func overwrite(at offset: Int, with bytes: UnsafeBufferPointer<UInt8>) {
    precondition(offset >= 0 && offset + bytes.count <= count, "overwriting unwritten bytes")
    guard let source = bytes.baseAddress else { return }
    (start + offset).update(from: source, count: bytes.count)
  }

  /// Calls `body` with the bytes written so far.
  func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    body(UnsafeRawBufferPointer(start: start, count: count))
  }

  /// Makes room for `extra` more bytes, at least doubling the room when it grows.
  private mutating func reserve(_ extra: Int) {
    let needed = count + extra
    guard needed > capacity else { return }
    let grown = max(needed, 2 * capacity)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    moved.moveInitialize(from: start, count: count)
    start.deallocate()
    start = moved
    capacity = grown
  }

  mutating func append(_ byte: UInt8) {
    reserve(1)
    (start + count).initialize(to: byte)
    count += 1
  }

  mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    (start + count).initialize(from: source, count: bytes.count)
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
      var first = digits.count
      repeat {
        first -= 1
        digits[first] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[first...]))
    }
  }

  /// The text of the bytes (they are valid UTF-8: only strings' bytes are appended).
  var text: String { withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }
}
