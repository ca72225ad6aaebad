import Foundation
import Testing

@testable import L10nKit

/// The layout scan split into chunks (`chunkBoundaries`, `scanChunk`, `combine`,
/// `scanInParallel`) gives exactly the sequential scan's index, or `nil` when it does.
@Suite("catalog layout scan in chunks")
struct CatalogSpliceChunkTests {
  /// Checks that the cuts are ascending, from 0 to the end, each on the line feed after an
  /// entry's `,` and before a line of four spaces and a quote.
  static func checkBoundaries(_ boundaries: [Int], bytes: [UInt8], name: String) {
    #expect(boundaries.first == 0, "\(name)")
    #expect(boundaries.last == bytes.count, "\(name)")
    #expect(zip(boundaries, boundaries.dropFirst()).allSatisfy { $0 < $1 }, "\(name)")
    for cut in boundaries.dropFirst().dropLast() {
      #expect(
        bytes[(cut - 1)...(cut + 5)].elementsEqual(",\n    \"".utf8), "\(name): cut at \(cut)")
    }
  }

  /// Scans `bytes` sequentially (unless `known` is that scan's result) and in `chunks` chunks
  /// two ways (in parallel, and chunk by chunk in reverse order then combined) and expects the
  /// same index each time. `thorough` also compares every accessor, key by key. Returns the
  /// sequential index and the number of chunks used.
  @discardableResult
  static func expectSame(
    _ bytes: [UInt8], languages: [String], chunks: Int, name: String,
    known: CatalogSpliceIndex? = nil, thorough: Bool = true
  ) throws -> (index: CatalogSpliceIndex?, chunks: Int) {
    let sequential = known ?? CatalogSpliceIndex.scan(bytes, languages: languages)
    let boundaries = bytes.withUnsafeBufferPointer {
      CatalogSpliceIndex.chunkBoundaries($0, count: chunks)
    }
    checkBoundaries(boundaries, bytes: bytes, name: name)
    #expect(boundaries.count - 1 <= max(chunks, 1), "\(name)")
    let parallel = CatalogSpliceIndex.scanInParallel(bytes, languages: languages, chunks: chunks)
    #expect(parallel == sequential, "\(name), \(chunks) chunks")
    guard thorough else { return (sequential, boundaries.count - 1) }
    let reversed = bytes.withUnsafeBufferPointer { buffer in
      var parts: [CatalogSpliceIndex.Part?] = Array(repeating: nil, count: boundaries.count - 1)
      for chunk in parts.indices.reversed() {
        parts[chunk] = CatalogSpliceIndex.scanChunk(
          buffer, languages: languages, boundaries: boundaries, chunk: chunk)
      }
      return CatalogSpliceIndex.combine(
        parts, bytes: buffer, boundaries: boundaries, languages: languages)
    }
    #expect(reversed == sequential, "\(name), \(chunks) chunks, reversed")
    guard let sequential, let parallel else { return (sequential, boundaries.count - 1) }
    // The accessors, beyond the stored values `==` compares.
    #expect(parallel.count == sequential.count, "\(name)")
    #expect(parallel.sourceLanguageRange == sequential.sourceLanguageRange, "\(name)")
    #expect(parallel.stringsRange == sequential.stringsRange, "\(name)")
    for (e, range) in sequential.keyRanges.enumerated() {
      guard case .string(let key) = try JSONParser.parse(Array(bytes[range]), path: name) else {
        Issue.record("\(name): the key at \(range) is not a string")
        continue
      }
      #expect(sequential.entry(forKey: key) == e, "\(name): \(key)")
      #expect(parallel.entry(forKey: key) == e, "\(name): \(key)")
      #expect(parallel.hasShouldTranslate(entry: e) == sequential.hasShouldTranslate(entry: e))
      for l in languages.indices {
        #expect(
          parallel.localizationRange(entry: e, language: l)
            == sequential.localizationRange(entry: e, language: l), "\(name): \(key) [\(l)]")
        let unit = parallel.plainStringUnit(entry: e, language: l)
        let expected = sequential.plainStringUnit(entry: e, language: l)
        #expect(
          unit?.state == expected?.state && unit?.value == expected?.value,
          "\(name): \(key) [\(l)]")
      }
    }
    return (sequential, boundaries.count - 1)
  }

  /// A catalog in Xcode's layout with `count` entries of every shape the scan records (plain,
  /// plural, escapes, non-ASCII, `shouldTranslate`, empty), plus `extra` entries at the end.
  static func catalog(count: Int, extra: [String] = []) -> [UInt8] {
    var catalog = StringCatalog(sourceLanguage: "en")
    for n in 0..<count {
      var entry = CatalogEntry(key: String(format: "key %03d", n) + (n % 7 == 3 ? " é \"q\"" : ""))
      switch n % 5 {
      case 0:
        entry.setLocalization(
          CatalogLocalization(stringUnit: StringUnit(state: "translated", value: "de \(n)")),
          for: "de")
      case 1:
        entry.setLocalization(
          CatalogLocalization(stringUnit: StringUnit(state: "new", value: "Zähler\n\(n)")),
          for: "fr")
        entry.setLocalization(
          CatalogLocalization(stringUnit: StringUnit(value: "x")), for: "de")
      case 2:
        entry.object["shouldTranslate"] = .bool(false)
      case 3:
        entry.comment = "comment \(n) 🙂"
        let one = CatalogLocalization(stringUnit: StringUnit(value: "%lld Datei"))
        let other = CatalogLocalization(stringUnit: StringUnit(value: "%lld Dateien"))
        let plural = CatalogVariations(plural: [("one", one), ("other", other)])
        entry.setLocalization(CatalogLocalization(variations: plural), for: "de")
      default: break
      }
      catalog.insert(entry)
    }
    for key in extra { catalog.insert(CatalogEntry(key: key)) }
    return catalog.bytes()
  }

  @Test("every chunk count gives the sequential index", arguments: 1...8)
  func chunkCounts(chunks: Int) throws {
    let languages = ["de", "fr", "zz"]
    let bytes = Self.catalog(count: 60)
    let (index, used) = try Self.expectSame(
      bytes, languages: languages, chunks: chunks, name: "generated")
    #expect(index?.count == 60)
    #expect(used == chunks, "the generated catalog is cut into as many chunks as asked")
    let fixture = Array(CatalogSpliceScanTests.fixture.utf8)
    #expect(try Self.expectSame(fixture, languages: languages, chunks: chunks, name: "f").0 != nil)
    let layout = Array(XLIFFSpliceTests.xcodeLayout.utf8)
    #expect(try Self.expectSame(layout, languages: ["de"], chunks: chunks, name: "x").0 != nil)
  }

  @Test("fewer entries than chunks", arguments: [0, 1, 2, 3])
  func fewEntries(count: Int) throws {
    let bytes = Self.catalog(count: count)
    let (index, used) = try Self.expectSame(bytes, languages: ["de"], chunks: 8, name: "few")
    #expect(index?.count == count)
    #expect(used <= max(count, 1))
  }

  @Test("a key repeated in two chunks is rejected", arguments: 2...8)
  func duplicateAcrossChunks(chunks: Int) throws {
    // The strings keys are not checked for order, only for repeats: the repeat is at the end.
    let bytes = Self.catalog(count: 60, extra: ["key 000", "key 059"].map { "~" + $0 })
    let repeated = String(decoding: bytes, as: UTF8.self)
      .replacingOccurrences(of: "\"~key 000\"", with: "\"key 000\"")
    let text = Array(repeated.utf8)
    let (index, used) = try Self.expectSame(text, languages: ["de"], chunks: chunks, name: "dup")
    #expect(index == nil)
    #expect(used == chunks)
    // The original, with different keys, is accepted.
    #expect(try Self.expectSame(bytes, languages: [], chunks: chunks, name: "no dup").0 != nil)
  }

  @Test(
    "canonically equivalent keys in different chunks are rejected",
    arguments: [("\u{E9}", "e\u{301}"), ("K", "\u{212A}"), ("\u{212A}", "K"), (";", "\u{37E}")])
  func canonicalAcrossChunks(first: String, last: String) throws {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.insert(CatalogEntry(key: first))
    for n in 0..<40 { catalog.insert(CatalogEntry(key: "middle \(n)")) }
    var bytes = catalog.bytes()
    // The second key last, after the middle ones (the scan does not check their order).
    let end = Array("\n  },\n  \"version\"".utf8)
    let cut = try #require(
      (0..<(bytes.count - end.count)).last { bytes[$0..<($0 + end.count)].elementsEqual(end) })
    let last = ",\n    " + String(decoding: JSONWriter.bytes(of: .string(last)), as: UTF8.self)
    bytes.insert(contentsOf: Array((last + " : {\n\n    }").utf8), at: cut)
    #expect(try StringCatalog(bytes: bytes, path: "t").entries.count == 42)
    for chunks in 1...8 {
      let (index, used) = try Self.expectSame(bytes, languages: [], chunks: chunks, name: "eq")
      #expect(index == nil)
      #expect(used == chunks)
    }
  }

  /// The mutations of `XLIFFSpliceTests.fallsBack` (each makes the sequential scan fail).
  static let mutations: [(String, String)] = [
    ("\"b\" : {\n\n    }", "\"b\" : {}"),
    ("\"sourceLanguage\" : ", "\"sourceLanguage\": "),
    ("\\u001f", "\\u001F"),
    ("A \\\"1", "A \\/1"),
    ("\"x\",", "\"x\" ,"),
    ("-1.5e+3", "01"),
    ("false", "fals"),
    ("\"comment\"", "\"shouldTranslate\""),
    ("\"b\" : {", "\"a\" : {"),
    ("\"b\" : {", "\"e\u{301}\" : {\n\n    },\n    \"\u{E9}\" : {"),
    ("\n}", "\n}\n\n"),
    ("\"shouldTranslate\" : false", "\"shouldTranslate\" : \"no\""),
    ("\"x\",", "1,"),
    ("\"sourceLanguage\" : \"en\"", "\"sourceLanguage\" : 1"),
    ("\"state\" : \"translated\"", "\"state\" : null"),
    ("{\n  \"sourceLanguage\"", "[\n  \"sourceLanguage\""),
    ("\"version\" : \"1.0\"", "\"version\" : \"1.0\",\n  \"strings\" : {\n\n  }"),
    // Also: a root key before `strings` repeated after it.
    ("\"version\" : \"1.0\"", "\"sourceLanguage\" : \"en\""),
  ]

  /// `XLIFFSpliceTests.xcodeLayout` with `padding` more entries after its last one.
  static func paddedLayout(_ padding: Int) -> String {
    let entries = (0..<padding).map { n in
      ",\n    \"pad \(n)\" : {\n      \"extractionState\" : \"manual\"\n    }"
    }
    return XLIFFSpliceTests.xcodeLayout.replacingOccurrences(
      of: "\n  },\n  \"version\"", with: entries.joined() + "\n  },\n  \"version\"")
  }

  @Test("every mutation that fails the sequential scan fails in chunks", arguments: [0, 30])
  func mutations(padding: Int) throws {
    let layout = Self.paddedLayout(padding)
    for chunks in 1...8 {
      #expect(
        try Self.expectSame(Array(layout.utf8), languages: [], chunks: chunks, name: "ok").0 != nil)
    }
    for (original, replacement) in Self.mutations {
      let text = layout.replacingOccurrences(of: original, with: replacement)
      #expect(text != layout)
      for chunks in 1...8 {
        let bytes = Array(text.utf8)
        #expect(CatalogSpliceIndex.scan(bytes) == nil, "\(replacement)")
        #expect(CatalogSpliceIndex.scanInParallel(bytes, chunks: chunks) == nil, "\(replacement)")
      }
    }
  }

  @Test("root members out of the usual order or after strings give the sequential answer")
  func rootMembers() throws {
    let layout = Self.paddedLayout(30)
    let variants = [
      // `sourceLanguage` only after `strings` (read by the last chunk).
      layout.replacingOccurrences(of: "\"sourceLanguage\" : \"en\",\n  ", with: "")
        .replacingOccurrences(
          of: "\"version\" : \"1.0\"", with: "\"version\" : \"1.0\",\n  \"sourceLanguage\" : \"en\""
        ),
      // An object after `strings` whose members start lines with four spaces and a quote.
      layout.replacingOccurrences(
        of: "\"version\" : \"1.0\"",
        with: "\"version\" : \"1.0\",\n  \"zz\" : {\n"
          + (0..<40).map { "    \"m\($0)\" : \($0)" }.joined(separator: ",\n") + "\n  }"),
      // No `sourceLanguage`.
      layout.replacingOccurrences(of: "\"sourceLanguage\" : \"en\",\n  ", with: ""),
    ]
    for (n, text) in variants.enumerated() {
      let bytes = Array(text.utf8)
      let accepted = n < 2
      for chunks in 1...8 {
        let index = try Self.expectSame(bytes, languages: ["de"], chunks: chunks, name: "\(n)").0
        #expect((index != nil) == accepted, "variant \(n), \(chunks) chunks")
      }
    }
  }

  @Test("cuts that do not fall between entries, or a missing part, scan sequentially")
  func misplacedCuts() throws {
    let bytes = Self.catalog(count: 20)
    let sequential = try #require(CatalogSpliceIndex.scan(bytes, languages: ["de"]))
    // Every line feed as a single cut (inside entries, before `strings`, in the root object).
    let lineFeeds = bytes.indices.filter { bytes[$0] == 0x0A && $0 > 0 }
    var lined = 0
    bytes.withUnsafeBufferPointer { buffer in
      for cut in lineFeeds {
        let boundaries = [0, cut, bytes.count]
        let parts = (0..<2).map {
          CatalogSpliceIndex.scanChunk(
            buffer, languages: ["de"], boundaries: boundaries, chunk: $0)
        }
        if parts.allSatisfy({ $0 != nil }) { lined += 1 }
        let combined = CatalogSpliceIndex.combine(
          parts, bytes: buffer, boundaries: boundaries, languages: ["de"])
        #expect(combined == sequential, "cut at \(cut)")
        // A part left out.
        let missing = CatalogSpliceIndex.combine(
          [parts[0], nil], bytes: buffer, boundaries: boundaries, languages: ["de"])
        #expect(missing == sequential, "cut at \(cut)")
      }
    }
    // Only the cuts between two entries (19 of them) give two parts that line up.
    #expect(lined == 19)
    // Cuts that do not start at 0 or end at the end of the file.
    bytes.withUnsafeBufferPointer { buffer in
      let cuts = CatalogSpliceIndex.chunkBoundaries(buffer, count: 3)
      let shifted: [[Int]] = [[1] + cuts.dropFirst(), Array(cuts.dropLast()) + [bytes.count - 1]]
      for boundaries in shifted {
        let parts = (0..<3).map {
          CatalogSpliceIndex.scanChunk(
            buffer, languages: ["de"], boundaries: boundaries, chunk: $0)
        }
        let combined = CatalogSpliceIndex.combine(
          parts, bytes: buffer, boundaries: boundaries, languages: ["de"])
        #expect(combined == sequential, "\(boundaries)")
      }
    }
  }

  @Test("every corpus catalog gives the sequential index in 1 to 8 chunks")
  func corpus() throws {
    guard let catalogs = XLIFFCorpus.catalogs() else { return }
    var accepted = 0
    for (name, bytes, catalog) in catalogs {
      let languages = catalog.languages + ["zz-missing"]
      for chunks in 1...8 {
        let index = try Self.expectSame(bytes, languages: languages, chunks: chunks, name: name).0
        if index != nil && chunks == 1 { accepted += 1 }
      }
    }
    #expect(accepted > 0, "no corpus catalog is in Xcode's layout")
  }

  @Test("the benchmark catalog (.benchmarks/xliff, when generated) in 1 to 8 chunks")
  func benchmarkCatalog() throws {
    guard let bytes = XLIFFCorpus.benchmarkCatalog()?.bytes else { return }
    let languages = ["de", "ar", "ja"]
    let sequential = try #require(CatalogSpliceIndex.scan(bytes, languages: languages))
    for chunks in 1...8 {
      let (index, used) = try Self.expectSame(
        bytes, languages: languages, chunks: chunks, name: "benchmark", known: sequential,
        thorough: chunks == 2)
      #expect(index != nil)
      #expect(used == chunks)
    }
  }
}
