import Testing

@testable import L10nKit

/// Export then import with no edits changes nothing but what Xcode 27 fills in; a second round
/// trip changes no catalog byte.
@Suite("XLIFF import round trips")
struct XLIFFRoundTripTests {
  static let catalogs = [
    "IceCubesApp-Localizable.xcstrings", "Loop-Localizable.xcstrings",
    "CotEditor-TextFind.xcstrings", "lexrus-Test8.xcstrings", "lexrus-DeviceVariations.xcstrings",
    "xcstrings-tool-Substitution.xcstrings", "xcstrings-tool-Variations.xcstrings",
    "xcstrings-tool-FormatSpecifiers.xcstrings", "xcstrings-tool-Positional.xcstrings",
    "CSE-Localizable.xcstrings",
  ]

  /// Imports an unedited export of `catalog` in `language`.
  static func importUnedited(_ catalog: StringCatalog, name: String, language: String) throws
    -> XLIFFImportResult
  {
    let exported = XLIFFExporter.file(for: catalog, original: name, targetLanguage: language).file
    let xliff = XLIFFWriter.write(XLIFFDocument(files: [exported]))
    let read = try XLIFFReader.read(xliff, path: "\(language).xliff")
    let file = try #require(read.files.first)
    return XLIFFImporter.merge(file, into: catalog, path: "\(language).xliff")
  }

  @Test(
    "an unedited round trip only adds the plural cases Xcode 27 fills; a second changes nothing",
    arguments: catalogs)
  func roundTrip(name: String) throws {
    guard let bytes = XLIFFCorpus.bytes(name, folder: "xcstrings") else {
      print(XLIFFCorpus.skipMessage)
      return
    }
    let catalog = try StringCatalog(bytes: bytes, path: name)
    var languages = catalog.languages.filter { $0 != catalog.sourceLanguage }
    if languages.isEmpty { languages = ["de"] }
    for language in languages {
      let first = try Self.importUnedited(catalog, name: name, language: language)
      let changes = first.findings.prefix(3).map(\.description)
      #expect(first.rejectedCount == 0, "\(language): \(changes)")
      for (before, after) in zip(catalog.entries, first.catalog.entries) {
        let old = before.localization(for: language)?.leaves ?? []
        let new = after.localization(for: language)?.leaves ?? []
        // Nothing that was there changes; what is added is a plural case in state new.
        #expect(old.allSatisfy(new.contains), "\(language): \(before.key) lost or changed a leaf")
        for leaf in new where !old.contains(leaf) {
          #expect(leaf.state == UnitState.new, "\(language): \(before.key) \(leaf.path)")
          #expect(leaf.path.dropLast().last == "plural", "\(language): \(before.key) \(leaf.path)")
        }
        var others = after
        others.setLocalization(before.localization(for: language), for: language)
        #expect(others == before, "\(language): \(before.key) changed in another language")
      }
      let second = try Self.importUnedited(first.catalog, name: name, language: language)
      #expect(!second.changed, "\(language): \(second.findings.prefix(3).map(\.description))")
      #expect(second.catalog.bytes() == first.catalog.bytes(), "\(language): second round trip")
      if !first.changed { #expect(first.catalog.bytes() == bytes, "\(language) changed bytes") }
    }
  }
}
