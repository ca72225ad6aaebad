import Foundation
import Testing

@testable import L10nKit

/// Xcode's plural table is older than CLDR 42: it has no compact `many` (ca, es, fr, it, pt…),
/// and it keeps Hebrew's `many`, which CLDR 42 removed. Real Xcode 15.4 `he` exports
/// (cliss/callsheet-localizations) write `many`, `one`, `other`, `two` for every plural key, the
/// `many` unit's source being the English `other`.
@Suite("XLIFF: Xcode's plural table")
struct XLIFFPluralTableTests {
  static let catalogText = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld seasons" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld season"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld seasons"
                    }
                  }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  static func catalog() throws -> StringCatalog {
    try StringCatalog(bytes: Array(catalogText.utf8), path: "Localizable.xcstrings")
  }

  @Test(
    "the categories Xcode exports per language",
    arguments: [
      ("he", ["many", "one", "other", "two"]),
      ("he-IL", ["many", "one", "other", "two"]),
      ("iw", ["many", "one", "other", "two"]),
      ("ca", ["one", "other"]),
      ("fr", ["one", "other"]),
      ("ru", ["few", "many", "one", "other"]),
      ("ar", ["few", "many", "one", "other", "two", "zero"]),
      ("ja", ["other"]),
    ])
  func categories(_ language: String, _ expected: [String]) {
    #expect(XLIFFExporter.pluralCategories(for: language) == expected)
  }

  @Test("a Hebrew export has a many unit whose source is the English other, as Xcode 15.4's")
  func hebrewExport() throws {
    let units = XLIFFExporter.file(
      for: try Self.catalog(), original: "Localizable.xcstrings", targetLanguage: "he"
    ).file.units
    #expect(
      units.map(\.id) == ["many", "one", "other", "two"].map { "%lld seasons|==|plural.\($0)" })
    #expect(units.map(\.source) == ["%lld seasons", "%lld season", "%lld seasons", "%lld seasons"])
    #expect(units.allSatisfy { $0.hasSource && $0.target == nil })
  }

  @Test("Xcode's own Hebrew many imports; a category of no table is still rejected")
  func hebrewImport() throws {
    func unit(_ category: String, _ target: String) -> XLIFFUnit {
      XLIFFUnit(
        id: "%lld seasons|==|plural.\(category)", source: "%lld seasons",
        target: XLIFFTarget(value: target, state: .translated), line: 7)
    }
    let file = XLIFFFile(
      original: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "he",
      units: [
        unit("many", "%lld עונות"), unit("one", "עונה אחת"), unit("other", "%lld עונות"),
        unit("two", "עונתיים"), unit("few", "%lld עונות"),
      ])
    let result = XLIFFImporter.merge(file, into: try Self.catalog(), path: "he.xliff")
    #expect(result.importedCount == 4, "\(result.findings)")
    #expect(result.rejectedCount == 1)
    #expect(
      result.findings.first { $0.outcome == .rejected }?.message.contains(
        "plural category 'few' is not used by 'he'") == true)
    let plural = result.catalog["%lld seasons"]?.localization(for: "he")
    #expect(plural?[path: ["plural", "many"]]?.stringUnit?.value == "%lld עונות")
    // Exported again: the translated many is a target like the others.
    let again = XLIFFExporter.file(
      for: result.catalog, original: "Localizable.xcstrings", targetLanguage: "he"
    ).file.units
    #expect(again.map { $0.target?.value } == ["%lld עונות", "עונה אחת", "%lld עונות", "עונתיים"])
  }

  @Test("a Hebrew many the translation leaves out is not filled with the source (never selected)")
  func hebrewManyNotFilled() throws {
    func unit(_ category: String, _ target: String?) -> XLIFFUnit {
      XLIFFUnit(
        id: "%lld seasons|==|plural.\(category)", source: "%lld seasons",
        target: target.map { XLIFFTarget(value: $0, state: .translated) }, line: 7)
    }
    let file = XLIFFFile(
      original: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "he",
      units: [
        unit("many", nil), unit("one", "עונה אחת"), unit("other", "%lld עונות"),
        unit("two", "עונתיים"),
      ])
    let result = XLIFFImporter.merge(file, into: try Self.catalog(), path: "he.xliff")
    #expect(result.importedCount == 3, "\(result.findings)")
    let plural = result.catalog["%lld seasons"]?.localization(for: "he")
    #expect(plural?[path: ["plural", "many"]] == nil)
    #expect(plural?[path: ["plural", "two"]]?.stringUnit?.value == "עונתיים")
    // Russian `many` is selected (5 files): still filled, as Xcode 27 does.
    let russian = XLIFFFile(
      original: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "ru",
      units: [
        XLIFFUnit(
          id: "%lld seasons|==|plural.one", source: "%lld season",
          target: XLIFFTarget(value: "%lld сезон", state: .translated), line: 7),
        XLIFFUnit(id: "%lld seasons|==|plural.many", source: "%lld seasons", target: nil, line: 11),
      ])
    let filled = XLIFFImporter.merge(russian, into: try Self.catalog(), path: "ru.xliff")
    #expect(
      filled.catalog["%lld seasons"]?.localization(for: "ru")?[path: ["plural", "many"]]?
        .stringUnit?.state == "new")
  }
}
