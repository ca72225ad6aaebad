import Foundation
import Testing

@testable import L10nKit

/// Findings whose message is a template over their key and language (`FindingText`): the
/// sentences, equality, the order and the GitLab fingerprint must be exactly those of the same
/// words given as text.
@Suite("Templated finding messages")
struct FindingTextTests {
  static let location = FindingLocation(path: "/p/Localizable.xcstrings", line: 12, column: 7)

  static func templated(_ text: FindingText, key: String = "Save \"draft\"", language: String)
    -> Finding
  {
    var finding = Finding(text, at: location, key: key, language: language)
    finding.ruleID = "missing_translation"
    finding.severity = .error
    return finding
  }

  static func plain(_ message: String, key: String = "Save \"draft\"", language: String)
    -> Finding
  {
    Finding(
      ruleID: "missing_translation", severity: .error, message: message, location: location,
      key: key, language: language)
  }

  @Test(
    "each template says what the rules have always said",
    arguments: [
      (FindingText.noTranslation, #""Save "draft"" has no de translation"#),
      (.emptyTranslation(pathSuffix: ""), #""Save "draft"" has an empty de translation"#),
      (
        .emptyTranslation(pathSuffix: " (plural.one)"),
        #""Save "draft"" has an empty de translation (plural.one)"#
      ),
      (
        .stateNew(pathSuffix: " (plural.other)"),
        #""Save "draft"" has a de translation in state 'new' (plural.other); "#
          + "translate it and mark it translated"
      ),
      (.needsReview(pathSuffix: ""), #""Save "draft"" has a de translation that needs review"#),
    ])
  func sentences(text: FindingText, expected: String) {
    let finding = Self.templated(text, language: "de")
    #expect(finding.message == expected)
    var pieces: [String] = []
    finding.forEachMessagePiece { pieces.append($0) }
    #expect(pieces.count > 1)
    #expect(pieces.joined() == expected)
    // JSON's escaping of the template equals escaping the sentence whole, also when a
    // report's buffer reuses the key's escaping for the next finding.
    var escaped: [UInt8] = []
    finding.appendEscapedMessage(to: &escaped)
    var whole: [UInt8] = []
    JSONOutput.appendEscaped(expected, to: &whole)
    #expect(escaped == whole)
    var report = ReportBytes()
    finding.appendEscapedMessage(to: &report)
    finding.appendEscapedMessage(to: &report)
    #expect(Array(report.text.utf8) == whole + whole)
  }

  @Test("a templated finding equals, and hashes as, the same words given as text")
  func equalityIsByMessage() {
    let templated = Self.templated(.noTranslation, language: "fr")
    let plain = Self.plain(#""Save "draft"" has no fr translation"#, language: "fr")
    #expect(templated == plain)
    #expect(templated.hashValue == plain.hashValue)
    #expect(Set([templated, plain]).count == 1)
    #expect(templated != Self.plain("something else", language: "fr"))
    #expect(templated != Self.templated(.noTranslation, language: "de"))

    // Setting the message replaces the template.
    var edited = templated
    edited.message = "reworded"
    #expect(edited.message == "reworded")
    #expect(edited == Self.plain("reworded", language: "fr"))
  }

  @Test("templated findings of one key order exactly as their messages do")
  func orderMatchesMessages() {
    // Prefixes ("zh" before "zh-Hans"), case, digits, and languages that are not plain codes
    // (a space, a control character, non-ASCII), which must fall back to the messages.
    let languages = [
      "zh", "zh-Hans", "zh-Hant", "en", "en-GB", "EN", "de", "de-CH", "pt-BR", "pt",
      "sr-Latn", "es-419", "x y", "x\u{1}", "x", "é", "ja", "",
    ]
    let texts: [FindingText] = [
      .noTranslation, .emptyTranslation(pathSuffix: ""), .stateNew(pathSuffix: " (plural.one)"),
      .needsReview(pathSuffix: ""),
    ]
    var findings: [Finding] = []
    for text in texts {
      for language in languages {
        findings.append(Self.templated(text, language: language))
        findings.append(Self.templated(text, key: "Other", language: language))
      }
    }
    findings.append(Self.plain("plain words", language: "de"))
    for a in findings {
      for b in findings {
        let expected =
          a.message != b.message
          ? a.message < b.message
          : (a.key ?? "", a.language ?? "") < (b.key ?? "", b.language ?? "")
        #expect(
          Finding.messageOrder(a, b) == expected, "\(a.message) | \(b.message)")
      }
    }
  }

  @Test("the GitLab fingerprint of a templated finding is the hash of its identity as text")
  func fingerprintWithoutBuildingTheIdentity() {
    for finding in [
      Self.templated(.noTranslation, language: "de"),
      Self.templated(.stateNew(pathSuffix: " (plural.one)"), language: "pt-BR"),
      Self.plain("plain words \u{1F} with a separator", language: "de"),
    ] {
      let identity = Baseline.fingerprint(finding, path: "Sources/Localizable.xcstrings")
      let hasher = FingerprintHasher(identityOf: finding, path: "Sources/Localizable.xcstrings")
      for occurrence in [0, 1, 12] {
        #expect(
          hasher.fingerprint(occurrence: occurrence)
            == FindingReporter.fingerprintHash(identity, occurrence: occurrence))
      }
    }
  }

  @Test("hashing a report's identities in turn, reusing the rule, path and key, changes no hash")
  func identitiesInTurn() {
    // Runs of one key in several languages, then a change of only the key (to a canonically
    // equivalent spelling: other bytes, another hash), of only the rule, and of only the path.
    var findings: [(Finding, String)] = []
    let paths = ["A/Localizable.xcstrings", "B/Localizable.xcstrings"]
    func add(path: String, rule: String, key: String, language: String) {
      var finding = Self.templated(.noTranslation, key: key, language: language)
      finding.ruleID = rule
      findings.append((finding, path))
    }
    for path in paths {
      for rule in ["missing_translation", "stale_translation"] {
        for key in ["caf\u{E9}", "cafe\u{301}", "plain"] {
          for language in ["de", "fr", "pt-BR"] {
            add(path: path, rule: rule, key: key, language: language)
          }
        }
      }
    }
    // The same findings with only the rule changing from one to the next.
    for path in paths {
      for language in ["it", "ja"] {
        for rule in ["missing_translation", "stale_translation"] {
          add(path: path, rule: rule, key: "plain", language: language)
        }
      }
    }
    findings.append((Self.plain("words", key: "plain", language: "de"), paths[1]))
    var identities = FindingIdentities()
    var hashes: Set<FingerprintHasher> = []
    for (finding, path) in findings {
      let hash = identities.identity(of: finding, path: path)
      #expect(hash == FingerprintHasher(identityOf: finding, path: path), "\(finding.message)")
      hashes.insert(hash)
    }
    #expect(hashes.count == findings.count)
  }

  @Test(
    "every report format writes a templated message as it writes the same words as text",
    arguments: LintOutputFormat.allCases)
  func reportsWritePiecesAsText(format: LintOutputFormat) {
    // Keys that need escaping in JSON (quote, backslash, control character, newline), in
    // GitHub commands (percent, comma, colon) and none at all.
    let keys = ["Save \"draft\"", "C:\\path\t%d", "line\nbreak, 100%: done", "plain", "é"]
    let texts: [FindingText] = [
      .noTranslation, .emptyTranslation(pathSuffix: " (plural.one)"),
      .stateNew(pathSuffix: ""), .needsReview(pathSuffix: " (device.mac)"),
    ]
    var templated: [Finding] = []
    for (index, key) in keys.enumerated() {
      for text in texts {
        templated.append(Self.templated(text, key: key, language: index % 2 == 0 ? "de" : "pt-BR"))
      }
    }
    let asText = templated.map { finding in
      var copy = finding
      copy.message = finding.message
      return copy
    }
    if case .plain = asText[0].text {} else { Issue.record("the copy kept its template") }
    #expect(
      FindingReporter.render(templated, format: format, workingDirectory: "/p")
        == FindingReporter.render(asText, format: format, workingDirectory: "/p"))
  }

  @Test(
    "the packed column, severity and text case keep their values apart",
    arguments: [
      FindingText.plain("text"), .noTranslation, .emptyTranslation(pathSuffix: " (plural.one)"),
      .stateNew(pathSuffix: ""), .needsReview(pathSuffix: " (device.mac)"),
    ])
  func packedFields(text: FindingText) {
    var finding = Finding(
      text, at: FindingLocation(path: "/p/L.xcstrings", line: 7, column: 268_435_455), key: "k",
      language: "de")
    #expect(finding.text == text && finding.severity == .warning)
    #expect(
      finding.location == FindingLocation(path: "/p/L.xcstrings", line: 7, column: 268_435_455))
    finding.severity = .error
    #expect(finding.text == text && finding.severity == .error && finding.column == 268_435_455)
    finding.location.column = 3
    #expect(finding.text == text && finding.severity == .error && finding.column == 3)
    finding.location.column = 300_000_000
    #expect(finding.column == 268_435_455 && finding.severity == .error)
    finding.severity = .warning
    #expect(finding.text == text && finding.severity == .warning && finding.column == 268_435_455)
    // A template equals the same words as text, and differs from another case's.
    var asText = finding
    asText.message = finding.message
    #expect(asText == finding && asText.text == .plain(finding.message))
    var other = finding
    other.text = text == .noTranslation ? .emptyTranslation(pathSuffix: "") : .noTranslation
    #expect(other != finding)
  }

  @Test("a report's buffer reuses a key's escaping only for the same bytes")
  func repeatedEscapingIsByBytes() {
    // Canonically equivalent (Swift's == calls them equal), but different bytes.
    let composed = Self.templated(.noTranslation, key: "caf\u{E9} \"x\"", language: "de")
    let decomposed = Self.templated(.noTranslation, key: "cafe\u{301} \"x\"", language: "de")
    var report = ReportBytes()
    for finding in [composed, decomposed, composed] { finding.appendEscapedMessage(to: &report) }
    var expected: [UInt8] = []
    for finding in [composed, decomposed, composed] {
      JSONOutput.appendEscaped(finding.message, to: &expected)
    }
    #expect(Array(report.text.utf8) == expected)
  }

  @Test("a missing translation costs one compact finding: no message is built")
  func compact() {
    // 8 (the shared scope: rule, path, language) + 16 (key) + 4 (line) + 4 (column, the
    // text's case and the severity) + 16 (the text or path suffix).
    #expect(MemoryLayout<FindingLocation>.size == 24)
    #expect(MemoryLayout<Finding>.stride == 48)
    let finding = Self.templated(.noTranslation, language: "de")
    if case .noTranslation = finding.text {} else { Issue.record("the template was replaced") }
  }

  @Test("chunks join into one array in order, of exactly their count")
  func chunksJoin() {
    let count = FindingChunks.chunkCapacity * 2 + 17
    var chunks = FindingChunks()
    for line in 1...count {
      chunks.append(
        Finding(
          .noTranslation, at: FindingLocation(path: "/p/a", line: line, column: 1), key: "k",
          language: "de"))
    }
    chunks.append(contentsOf: [Finding("extra", at: Self.location)])
    #expect(chunks.count == count + 1)
    let joined = chunks.takeJoined()
    #expect(joined.count == count + 1)
    #expect(joined.capacity < count + 1 + FindingChunks.chunkCapacity)
    #expect(joined.prefix(count).map(\.location.line) == Array(1...count))
    #expect(joined.last?.message == "extra")
    #expect(chunks.count == 0 && chunks.takeJoined().isEmpty)
  }

  @Test("stamping sets rule and severity; findings of one file and language share one scope")
  func stampingSharesScopes() {
    let shared = FindingScope(ruleID: "", path: "/p/a", language: "de")
    var findings = (1...3).map {
      Finding(.noTranslation, scope: shared, line: $0, column: 1, key: "k")
    }
    // Own scopes, as `Finding(_:at:key:language:)` makes: same file and language, then another.
    findings.append(
      Finding("own", at: FindingLocation(path: "/p/a", line: 9, column: 1), language: "de"))
    findings.append(
      Finding("other", at: FindingLocation(path: "/p/b", line: 9, column: 1), language: "de"))
    let before = findings.map(\.message)
    var stamper = FindingStamper(ruleID: "missing_translation", severity: .error)
    findings.withUnsafeMutableBufferPointer { stamper.stamp($0) }
    #expect(findings.allSatisfy { $0.ruleID == "missing_translation" && $0.severity == .error })
    #expect(findings.map(\.message) == before)
    #expect(findings[0].scope === findings[2].scope && findings[0].scope === findings[3].scope)
    #expect(findings[4].scope !== findings[0].scope)
    #expect(findings[4].location.path == "/p/b" && findings[3].language == "de")
    // Setting a field of one finding leaves the others sharing its old scope alone.
    findings[1].ruleID = "other_rule"
    findings[2].location.path = "/p/c"
    #expect(findings[0].ruleID == "missing_translation" && findings[0].location.path == "/p/a")
    #expect(findings[1].ruleID == "other_rule" && findings[2].location.path == "/p/c")
  }
}
