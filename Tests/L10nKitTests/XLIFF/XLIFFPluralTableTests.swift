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
}
