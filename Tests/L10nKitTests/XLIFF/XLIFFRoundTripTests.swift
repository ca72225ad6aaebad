import Testing

@testable import L10nKit

/// Export then import with no edits changes no catalog byte; Xcode's real exports import.
@Suite("XLIFF import round trips")
struct XLIFFRoundTripTests {
  static let catalogs = [
    "IceCubesApp-Localizable.xcstrings", "Loop-Localizable.xcstrings",
    "CotEditor-TextFind.xcstrings", "lexrus-Test8.xcstrings", "lexrus-DeviceVariations.xcstrings",
    "xcstrings-tool-Substitution.xcstrings", "xcstrings-tool-Variations.xcstrings",
    "xcstrings-tool-FormatSpecifiers.xcstrings", "xcstrings-tool-Positional.xcstrings",
    "CSE-Localizable.xcstrings",
  ]

  @Test("export then import of every language changes no byte", arguments: catalogs)
  func roundTrip(name: String) throws {
    guard let bytes = XLIFFCorpus.bytes(name, folder: "xcstrings") else {
      print(XLIFFCorpus.skipMessage)
      return
    }
    let catalog = try StringCatalog(bytes: bytes, path: name)
    var languages = catalog.languages.filter { $0 != catalog.sourceLanguage }
    if languages.isEmpty { languages = ["de"] }
    for language in languages {
      let exported = XLIFFExporter.file(
        for: catalog, original: name, targetLanguage: language
      ).file
      let xliff = XLIFFWriter.write(XLIFFDocument(files: [exported]))
      let read = try XLIFFReader.read(xliff, path: "\(language).xliff")
      let file = try #require(read.files.first)
      let result = XLIFFImporter.merge(file, into: catalog, path: "\(language).xliff")
      let changes = result.findings.prefix(3).map(\.description)
      #expect(!result.changed, "\(language): \(changes)")
      #expect(result.rejectedCount == 0, "\(language): \(changes)")
      #expect(result.catalog.bytes() == bytes, "\(language) changed the catalog bytes")
    }
  }
}
