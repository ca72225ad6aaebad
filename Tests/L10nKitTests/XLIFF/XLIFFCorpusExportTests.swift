import Testing

@testable import L10nKit

/// Our export against Xcode's real exports in the corpus (FORMATS.md §2, SOURCES.md).
@Suite("XLIFF export matches Xcode's real exports")
struct XLIFFCorpusExportTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var xliff: String
    var catalog: String
    var language: String
    var testDescription: String { xliff }
  }

  static let cases = [
    Case(xliff: "Ketchup-de.xliff", catalog: "Ketchup-de-source.xcstrings", language: "de"),
    Case(xliff: "Ketchup-en.xliff", catalog: "Ketchup-en-source.xcstrings", language: "en"),
    Case(xliff: "InQBarna-ca.xliff", catalog: "InQBarna-ca-source.xcstrings", language: "ca"),
  ]

  /// The Xcode `<file>` whose `original` ends in `Localizable.xcstrings`.
  static func xcodeFile(_ document: XLIFFDocument) -> XLIFFFile? {
    document.files.first { $0.original.hasSuffix("Localizable.xcstrings") }
  }

  @Test("ids, sources, notes and order equal Xcode's", arguments: cases)
  func sameUnits(_ testCase: Case) throws {
    guard let xliffBytes = XLIFFCorpus.bytes(testCase.xliff),
      let catalogBytes = XLIFFCorpus.bytes(testCase.catalog)
    else {
      print(XLIFFCorpus.skipMessage)
      return
    }
    let xcode = try #require(
      Self.xcodeFile(try XLIFFReader.read(xliffBytes, path: testCase.xliff)))
    let catalog = try StringCatalog(bytes: catalogBytes, path: testCase.catalog)
    let ours = XLIFFExporter.file(
      for: catalog, original: xcode.original, targetLanguage: testCase.language, tool: xcode.tool
    ).file
    #expect(ours.units.count == xcode.units.count)
    let mismatchedIDs = Self.firstDifferences(ours.units.map(\.id), xcode.units.map(\.id))
    #expect(mismatchedIDs.isEmpty, "ids differ: \(mismatchedIDs)")
    let sources = Self.firstDifferences(
      ours.units.map { "\($0.id) => \($0.source)" }, xcode.units.map { "\($0.id) => \($0.source)" })
    #expect(sources.isEmpty, "sources differ: \(sources)")
    let notes = Self.firstDifferences(
      ours.units.map { "\($0.id) => \($0.notes)" }, xcode.units.map { "\($0.id) => \($0.notes)" })
    #expect(notes.isEmpty, "notes differ: \(notes)")
    if testCase.language == catalog.sourceLanguage {
      let targets = Self.firstDifferences(
        ours.units.map { "\($0.id) => \(String(describing: $0.target))" },
        xcode.units.map { "\($0.id) => \(String(describing: $0.target))" })
      #expect(targets.isEmpty, "targets differ: \(targets)")
    }
  }

  /// The first few positions where two lists differ, as "ours | xcode" pairs.
  static func firstDifferences(_ ours: [String], _ xcode: [String]) -> [String] {
    var result: [String] = []
    for index in 0..<max(ours.count, xcode.count) where result.count < 5 {
      let mine = index < ours.count ? ours[index] : "<none>"
      let theirs = index < xcode.count ? xcode[index] : "<none>"
      if mine != theirs { result.append("#\(index): \(mine) | \(theirs)") }
    }
    return result
  }

  @Test("the development-language export is byte-identical to Xcode's <file>")
  func sourceLanguageBytes() throws {
    guard let xliffBytes = XLIFFCorpus.bytes("Ketchup-en.xliff"),
      let catalogBytes = XLIFFCorpus.bytes("Ketchup-en-source.xcstrings")
    else {
      print(XLIFFCorpus.skipMessage)
      return
    }
    let xcode = try XLIFFReader.read(xliffBytes, path: "Ketchup-en.xliff")
    let catalog = try StringCatalog(bytes: catalogBytes, path: "Ketchup-en-source.xcstrings")
    let localizable = try #require(Self.xcodeFile(xcode))
    let ours = XLIFFExporter.file(
      for: catalog, original: localizable.original, targetLanguage: "en", tool: localizable.tool
    ).file
    // The corpus lacks InfoPlist.xcstrings: keep Xcode's first <file>, replace the Localizable one.
    let document = XLIFFDocument(
      files: xcode.files.map { $0.original == ours.original ? ours : $0 })
    let written = XLIFFWriter.write(document)
    #expect(String(decoding: written, as: UTF8.self) == String(decoding: xliffBytes, as: UTF8.self))
  }
}
