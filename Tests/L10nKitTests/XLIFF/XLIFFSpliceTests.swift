import Foundation
import Testing

@testable import L10nKit

/// The splicing import (read only the entries an XLIFF names, write them back into the original
/// bytes) gives the findings and the bytes of the full import, and is only taken for files in
/// Xcode's exact layout.
@Suite("XLIFF splicing import")
struct XLIFFSpliceTests {
  /// An export of `language` with edits: every third unit gets a new translation, every fifth
  /// a changed source (→ needs_review), every seventh loses its target, plus an unknown id.
  static func editedExport(of catalog: StringCatalog, language: String, name: String)
    -> XLIFFFile
  {
    var file = XLIFFExporter.file(for: catalog, original: name, targetLanguage: language).file
    for i in file.units.indices {
      if i % 3 == 0 {
        let old = file.units[i].target?.value ?? file.units[i].source
        file.units[i].target = XLIFFTarget(value: old + " (edited)", state: .translated)
      }
      if i % 5 == 0 { file.units[i].source += " (changed)" }
      if i % 7 == 0 { file.units[i].target = nil }
    }
    file.units.append(
      XLIFFUnit(
        id: "no such key in this catalog", source: "x",
        target: XLIFFTarget(value: "y", state: .translated), notes: []))
    return file
  }

  /// Merges `file` both ways; expects the same findings, counts and bytes. Returns whether the
  /// splicing path was taken.
  static func compare(bytes: [UInt8], name: String, file: XLIFFFile) throws -> Bool {
    let full = try StringCatalog(bytes: bytes, path: name)
    let fullResult = XLIFFImporter.merge(file, into: full, path: "x.xliff")
    let languages = [file.targetLanguage].compactMap { $0 }
    var taken: [Bool] = []
    // Decided on one thread, and on two (in halves of at least one unit); then with the
    // reference units of the first entries, or of all, computed ahead.
    for (minimum, ahead) in [(Int.max / 2, 0), (1, 0), (1, 3), (Int.max / 2, Int.max)] {
      var spliced = try ImportedCatalog.make(
        bytes: FileBytes(copying: bytes), path: name, languages: languages)
      if ahead > 0, let language = languages.first {
        var computed = 0
        spliced.computeReferencesAhead(language: language) {
          computed += 1
          return computed <= ahead
        }
      }
      let splicedResult = spliced.merge(file, path: "x.xliff", minimumUnitsPerThread: minimum)
      #expect(splicedResult.findings == fullResult.findings, "\(name)")
      #expect(splicedResult.changed == fullResult.changed, "\(name)")
      #expect(splicedResult.importedCount == fullResult.importedCount, "\(name)")
      #expect(splicedResult.unchangedCount == fullResult.unchangedCount, "\(name)")
      #expect(splicedResult.skippedCount == fullResult.skippedCount, "\(name)")
      #expect(splicedResult.rejectedCount == fullResult.rejectedCount, "\(name)")
      #expect(
        try spliced.changedBytes() ?? bytes == fullResult.catalog.bytes(),
        "\(name): different bytes")
      // What a dry run says, without making the bytes.
      #expect(try spliced.wouldChange() == (try spliced.changedBytes() != nil), "\(name)")
      taken.append(spliced.isSpliced)
    }
    return taken.allSatisfy { $0 }
  }

  @Test("corpus catalogs: splicing gives the full import's findings and bytes")
  func corpus() throws {
    guard let catalogs = XLIFFCorpus.catalogs() else { return }
    var splicedCount = 0
    for (name, bytes, catalog) in catalogs {
      var languages = catalog.languages.filter { $0 != catalog.sourceLanguage }
      if languages.isEmpty { languages = ["de"] }
      var took = false
      for language in languages.prefix(4) {
        let file = Self.editedExport(of: catalog, language: language, name: name)
        took = try Self.compare(bytes: bytes, name: "\(name) [\(language)]", file: file) || took
      }
      // A file in Xcode's layout must take the splicing path.
      #expect(took == catalog.serializes(to: bytes), "\(name)")
      if took { splicedCount += 1 }
    }
    #expect(splicedCount > 0, "no corpus catalog is in Xcode's layout")
  }

  @Test("the benchmark catalog (.benchmarks/xliff, when generated): same findings and bytes")
  func benchmarkCatalog() throws {
    guard let (path, bytes) = XLIFFCorpus.benchmarkCatalog() else { return }
    let catalog = try StringCatalog(bytes: bytes, path: path)
    for language in ["de", "ar", "ja"] {
      var file = Self.editedExport(of: catalog, language: language, name: "Localizable")
      file.units = file.units.enumerated().filter { $0.offset % 11 == 0 }.map(\.element)
      #expect(try Self.compare(bytes: bytes, name: "benchmark [\(language)]", file: file))
    }
  }

  static let xcodeLayout = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "a" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "A \\"1\\"\\n\\u001f"
              }
            }
          }
        },
        "b" : {

        },
        "c" : {
          "comment" : "Ünïcödé 🙂",
          "localizations" : {
            "en" : {
              "stringSet" : {
                "values" : [
                  "x",
                  "y"
                ]
              }
            }
          },
          "n" : -1.5e+3,
          "shouldTranslate" : false
        }
      },
      "version" : "1.0"
    }
    """

  @Test("a file in Xcode's layout is indexed: entries, their localizations, shouldTranslate")
  func indexesXcodeLayout() throws {
    let bytes = Array(Self.xcodeLayout.utf8)
    #expect(try StringCatalog(bytes: bytes, path: "t").serializes(to: bytes))
    let index = try #require(CatalogSpliceIndex.scan(bytes, languages: ["en", "de", "fr"]))
    #expect(index.count == 3)
    #expect(["a", "b", "c", "missing"].map(index.entry(forKey:)) == [0, 1, 2, nil])
    func text(_ range: Range<Int>?) -> String? {
      range.map { String(decoding: bytes[$0], as: UTF8.self) }
    }
    #expect(text(index.localizationRange(entry: 0, language: 1))?.hasPrefix("{\n") == true)
    #expect(text(index.localizationRange(entry: 0, language: 1))?.contains("A \\\"1") == true)
    #expect(index.localizationRange(entry: 0, language: 0) == nil)
    #expect(index.localizationRange(entry: 1, language: 1) == nil)
    #expect(text(index.localizationRange(entry: 2, language: 0))?.contains("stringSet") == true)
    #expect(index.localizationRange(entry: 2, language: 2) == nil)
    #expect([0, 1, 2].map(index.hasShouldTranslate(entry:)) == [false, false, true])
    #expect(CatalogSpliceIndex.scan(bytes + [0x0A]) != nil)
  }

  /// Changes to the Xcode-layout file that the full reader accepts (or rejects) but that are
  /// not byte for byte what the writer produces, or that the scan cannot vouch for.
  @Test(
    "anything not exactly in Xcode's layout reads in full",
    arguments: [
      ("\"b\" : {\n\n    }", "\"b\" : {}"),  // compact empty object
      ("\"sourceLanguage\" : ", "\"sourceLanguage\": "),  // no space before the colon
      ("\\u001f", "\\u001F"),  // upper-case hex escape
      ("A \\\"1", "A \\/1"),  // escaped slash
      ("\"x\",", "\"x\" ,"),  // space before a comma
      ("-1.5e+3", "01"),  // a number JSON does not allow
      ("false", "fals"),  // a broken literal
      ("\"comment\"", "\"shouldTranslate\""),  // a duplicate key in an entry
      ("\"b\" : {", "\"a\" : {"),  // a duplicate key in strings
      ("\"b\" : {", "\"e\u{301}\" : {\n\n    },\n    \"\u{E9}\" : {"),  // canonically equal keys
      ("\n}", "\n}\n\n"),  // two final line feeds
      ("\"shouldTranslate\" : false", "\"shouldTranslate\" : \"no\""),  // wrong type
      ("\"x\",", "1,"),  // a number among stringSet values
      ("\"sourceLanguage\" : \"en\"", "\"sourceLanguage\" : 1"),  // wrong type
      ("\"state\" : \"translated\"", "\"state\" : null"),  // wrong type
      ("{\n  \"sourceLanguage\"", "[\n  \"sourceLanguage\""),  // not an object
      // two "strings"
      ("\"version\" : \"1.0\"", "\"version\" : \"1.0\",\n  \"strings\" : {\n\n  }"),
    ])
  func fallsBack(original: String, replacement: String) {
    let text = Self.xcodeLayout.replacingOccurrences(of: original, with: replacement)
    #expect(text != Self.xcodeLayout)
    #expect(CatalogSpliceIndex.scan(Array(text.utf8)) == nil, "\(replacement)")
  }

  @Test("invalid UTF-8 or a raw control character in a string is not indexed")
  func invalidBytes() {
    let bytes = Array(Self.xcodeLayout.utf8)
    guard let lead = bytes.firstIndex(of: 0xC3) else {
      Issue.record("no Ü in the fixture")
      return
    }
    var broken = bytes
    broken[lead + 1] = 0x41
    #expect(CatalogSpliceIndex.scan(broken) == nil)
    var control = bytes
    control[lead] = 0x01
    #expect(CatalogSpliceIndex.scan(control) == nil)
  }

  @Test("a file that is not in Xcode's layout imports in full with the same result")
  func handWritten() throws {
    let text = Self.xcodeLayout.replacingOccurrences(of: "\"b\" : {\n\n    }", with: "\"b\" : {}")
    let bytes = Array(text.utf8)
    let catalog = try StringCatalog(bytes: bytes, path: "t")
    let file = Self.editedExport(of: catalog, language: "de", name: "t")
    #expect(try !Self.compare(bytes: bytes, name: "hand-written", file: file))
  }

  @Test("<file>s in a row: each is decided against the changes of those before it, both ways")
  func filesInARow() throws {
    let bytes = Array(XLIFFImportTests.catalogText.utf8)
    func file(_ language: String, _ units: [XLIFFUnit]) -> XLIFFFile {
      XLIFFFile(
        original: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: language,
        units: units)
    }
    let files = [
      file(
        "de",
        [
          XLIFFImportTests.unit("Plain", "Plain", "Eins"),
          XLIFFImportTests.unit("%lld files|==|plural.one", "%lld file", "%lld Datei"),
        ]),
      file(
        "fr",
        [
          XLIFFImportTests.unit("Plain", "Plain", "Un"),
          XLIFFImportTests.unit("Hello %@", "Hello %@", "Bonjour %@"),
        ]),
      // Unchanged only if the first file's change is seen; the plural's other case lands
      // beside the one the first file added.
      file(
        "de",
        [
          XLIFFImportTests.unit("Plain", "Plain", "Eins"),
          XLIFFImportTests.unit("%lld files|==|plural.other", "%lld files", "%lld Dateien"),
          XLIFFImportTests.unit("Hello %@", "Hello %@", "Servus %@"),
        ]),
    ]
    var whole = try StringCatalog(bytes: bytes, path: "Localizable.xcstrings")
    var spliced = try ImportedCatalog.make(
      bytes: FileBytes(copying: bytes), path: "Localizable.xcstrings", languages: ["de", "fr"])
    #expect(spliced.isSpliced)
    var unchanged: [Int] = []
    for file in files {
      let result = XLIFFImporter.merge(file, into: whole, path: "x.xliff")
      whole = result.catalog
      let report = spliced.merge(file, path: "x.xliff")
      #expect(report.findings == result.findings)
      #expect(report.unchangedCount == result.unchangedCount)
      unchanged.append(report.unchangedCount)
    }
    #expect(unchanged == [0, 0, 1])
    #expect(try spliced.changedBytes() == whole.bytes())
    #expect(try spliced.wouldChange())
    let german = whole["%lld files"]?.localization(for: "de")
    #expect(german?[path: ["plural", "one"]]?.stringUnit?.value == "%lld Datei")
    #expect(german?[path: ["plural", "other"]]?.stringUnit?.value == "%lld Dateien")
  }

  @Test("the reference cache: copies share what was settled and keep their own additions")
  func entryCache() {
    var cache = EntryCache<String>()
    #expect(cache.isEmpty && !cache.contains(1))
    cache[1] = "a"
    cache.settle()
    var copy = cache
    copy[2] = "b"
    #expect(copy[1] == "a" && copy[2] == "b" && copy.contains(1) && copy.contains(2))
    #expect(cache[2] == nil && !cache.contains(2))
    cache[3] = "c"
    var other = cache
    other[3] = "z"
    cache.absorb(copy)
    cache.absorb(other)
    // What a copy added is taken; what this one already has is kept.
    #expect(cache[1] == "a" && cache[2] == "b" && cache[3] == "c")
    cache.settle()
    #expect(cache[2] == "b" && cache[3] == "c" && !cache.isEmpty)
  }
}
