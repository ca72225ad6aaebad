import Foundation
import Testing

@testable import L10nKit

/// A catalog of `count` entries in Xcode's layout, several megabytes for large counts: big
/// enough that reading it from a file gives input pages back while parsing.
private func bigCatalogText(entries count: Int) -> String {
  var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
  for i in 0..<count {
    let key = "screen.\(i).title \\\"quoted\\\" é"
    text += "    \"\(key)\" : {\n      \"localizations\" : {\n"
    text += "        \"de\" : {\n          \"stringUnit\" : {\n"
    text += "            \"state\" : \"translated\",\n"
    text += "            \"value\" : \"Bildschirm \(i) mit einem längeren Titel, %lld Dinge\"\n"
    text += "          }\n        },\n"
    text += "        \"fr\" : {\n          \"stringUnit\" : {\n"
    text += "            \"state\" : \"needs_review\",\n"
    text += "            \"value\" : \"Écran \(i) avec un titre plus long\\né\"\n"
    text += "          }\n        }\n      }\n    }"
    text += i == count - 1 ? "\n" : ",\n"
  }
  text += "  },\n  \"version\" : \"1.0\"\n}"
  return text
}

@Suite("Lint speed internals: consuming parse, exact keys, in-place sort, plain-text check")
struct LintSpeedInternalsTests {
  @Test("a catalog read from a file (input pages given back) equals one parsed from bytes")
  func consumingParseMatchesBytes() throws {
    let folder = try TemporaryFolder()
    let text = bigCatalogText(entries: 12_000)
    #expect(text.utf8.count > 4 << 20)
    try folder.write(text, to: "Big.xcstrings")
    let fromFile = try StringCatalog(contentsOf: folder.path("Big.xcstrings"))
    let fromBytes = try StringCatalog(bytes: Array(text.utf8), path: "Big.xcstrings")
    #expect(fromFile == fromBytes)
    #expect(fromFile.entries.count == 12_000)
    #expect(fromFile.entries.map(\.position) == fromBytes.entries.map(\.position))
    let last = try #require(fromFile.entries.last)
    #expect(last.key == "screen.11999.title \"quoted\" é")
    let french = try #require(last.localization(for: "fr")?.stringUnit)
    #expect(french.value == "Écran 11999 avec un titre plus long\né")
    #expect(
      french.position == fromBytes.entries.last?.localization(for: "fr")?.stringUnit?.position)
    // Written back, both give the same bytes.
    #expect(fromFile.bytes() == fromBytes.bytes())
  }

  @Test("an error late in a big file still names its line and column")
  func consumingParseReportsLateErrors() throws {
    let folder = try TemporaryFolder()
    var text = bigCatalogText(entries: 6_000)
    text.removeLast()  // the final '}'
    text += "]"
    try folder.write(text, to: "Broken.xcstrings")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(throws: CatalogError.self) {
      try StringCatalog(contentsOf: folder.path("Broken.xcstrings"))
    }
    do {
      _ = try StringCatalog(contentsOf: folder.path("Broken.xcstrings"))
    } catch {
      #expect(error.line == lines)
      #expect(error.column == 1)
      #expect(error.message.contains("']'"))
    }
  }

  @Test("an empty file and a folder get the same errors as before")
  func consumingParseEdgeCases() throws {
    let folder = try TemporaryFolder()
    try folder.write("", to: "Empty.xcstrings")
    #expect(throws: CatalogError.self) {
      try StringCatalog(contentsOf: folder.path("Empty.xcstrings"))
    }
    #expect(throws: CatalogError.self) { try StringCatalog(contentsOf: folder.url.path) }
  }

  @Test(
    "keys compare byte for byte",
    arguments: [
      ("state", "state", true),
      ("state", "stat", false),
      ("caf\u{E9}", "cafe\u{301}", false),
      ("a much longer key than fifteen bytes", "a much longer key than fifteen bytes", true),
      ("a much longer key than fifteen bytes", "a much longer key than fifteen byteS", false),
      ("", "", true),
    ])
  func exactKeys(a: String, b: String, equal: Bool) {
    #expect(a.hasSameUTF8(as: b) == equal)
    #expect(JSONObject([JSONMember(key: a, value: .null)]).index(of: b) == (equal ? 0 : nil))
  }

  @Test(
    "byte search finds what Foundation's contains finds in keys, without Unicode equivalence",
    arguments: [
      ("%lld items", "%", true),
      ("100 percent", "%", false),
      ("a|==|b", "|==|", true),
      ("a|=|=b", "|==|", false),
      ("|==", "|==|", false),
      ("|==|", "|==|", true),
      ("", "%", false),
      ("caf\u{E9} %@", "%", true),
    ] as [(String, StaticString, Bool)])
  func byteSearch(text: String, needle: StaticString, found: Bool) {
    #expect(text.containsBytes(needle) == found)
    #expect(text.contains(needle.description) == found)
    // A string that is not stored contiguously (bridged) is searched the same.
    let bridged = String(NSString(string: text))
    #expect(bridged.containsBytes(needle) == found)
  }

  @Test("findings sorted in place come out in output order", arguments: [0, 1, 2, 17, 500])
  func inPlaceSort(count: Int) {
    var generator = SplitMix(seed: UInt64(count))
    let rules = ["missing_translation", "needs_review", "unused_key"]
    let findings = (0..<count).map { i in
      Finding(
        ruleID: rules[Int(generator.next() % 3)], severity: .warning,
        message: "message \(generator.next() % 7)",
        location: FindingLocation(
          path: "/p/File\(generator.next() % 5).swift", line: Int(generator.next() % 9),
          column: Int(generator.next() % 4)),
        key: "k\(i)")
    }
    let sorted = LintEngine.sorted(findings)
    #expect(sorted.count == findings.count)
    #expect(Set(sorted.compactMap(\.key)) == Set(findings.compactMap(\.key)))
    for (a, b) in zip(sorted, sorted.dropFirst()) {
      #expect(!Finding.sortOrder(b, a))
    }
  }

  @Test(
    "each rule's findings, in order or not, merge into the order one sort gives",
    arguments: [(0, 1), (1, 3), (2, 5), (40, 4), (300, 6)])
  func mergedRuns(count: Int, seed: UInt64) {
    var generator = SplitMix(seed: seed)
    let rules = ["missing_translation", "needs_review", "unused_key", "empty_translation"]
    let paths = ["/p/b/Localizable.xcstrings", "/p/a.swift", "/p/B.swift", "/p/c\u{E9}.swift"]
    var runs: [FindingChunks] = []
    var all: [Finding] = []
    for rule in rules {
      // One rule's findings share scopes as the engine's stamping leaves them.
      let scopes = paths.map { FindingScope(ruleID: rule, path: $0, language: nil) }
      let made = (0..<Int(generator.next() % UInt64(count + 1))).map { i in
        Finding(
          .plain("message \(generator.next() % 3)"), scope: scopes[Int(generator.next() % 4)],
          line: Int(generator.next() % 6), column: Int(generator.next() % 3),
          key: "\(rule) \(i)")
      }
      // Half the rules report in order already; each run is cut into uneven chunks.
      let run = generator.next() % 2 == 0 ? LintEngine.sorted(made) : made
      var chunks = FindingChunks()
      var start = 0
      while start < run.count {
        let end = min(run.count, start + 1 + Int(generator.next() % 7))
        chunks.append(contentsOf: Array(run[start..<end]))
        start = end
      }
      runs.append(chunks)
      all += made
    }
    let merged = FindingChunks.merged(&runs)
    #expect(runs.isEmpty)
    #expect(merged.map(\.key) == LintEngine.sorted(all).map(\.key))
    #expect(merged.count == all.count)
    for (a, b) in zip(merged, merged.dropFirst()) { #expect(!Finding.sortOrder(b, a)) }
  }

  @Test(
    "plain-text localizations are recognised without walking their leaves",
    arguments: [
      (#"{ "stringUnit" : { "state" : "translated", "value" : "Hallo" } }"#, true),
      (#"{ "stringUnit" : { "state" : "translated", "value" : "100 %" } }"#, false),
      (#"{ "stringUnit" : { "state" : "new" } }"#, true),
      (#"{ "stringSet" : { "state" : "translated", "values" : ["a %d"] } }"#, true),
      (#"{ "variations" : { "plural" : {} } }"#, false),
      (#"{ "substitutions" : {} }"#, false),
    ])
  func plainText(json: String, plain: Bool) throws {
    let value = try JSONParser.parse(Array(json.utf8), path: "t.json")
    let localization = CatalogLocalization(object: try #require(value.objectValue))
    #expect(CatalogWalk.isPlainText(localization) == plain)
    if plain {
      // The fast path agrees with the full walk: no leaf has a format.
      #expect(CatalogWalk.leaves(of: localization).allSatisfy { $0.format?.isEmpty ?? true })
    }
  }
}

/// A small deterministic random number generator for test data (SplitMix64).
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
