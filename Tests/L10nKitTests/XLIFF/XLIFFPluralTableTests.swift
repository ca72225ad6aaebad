import Foundation
import Testing

@testable import L10nKit

/// Xcode's plural table is older than CLDR 42: it has no compact `many` (ca, es, fr, it, pt…),
/// and it keeps Hebrew's `many`, which CLDR 42 removed. Real Xcode 15.4 `he` exports
/// (cliss/callsheet-localizations) write `many`, `one`, `other`, `two` for every plural key, the
/// `many` unit's source being the English `other`.
@Suite("XLIFF: Xcode's plural table")
struct XLIFFPluralTableTests {
  /// `XLIFFImportTests`' catalog, whose `%lld files` has English `one` and `other`.
  static func catalog() throws -> StringCatalog { try XLIFFImportTests.catalog() }

  /// A unit of `%lld files`' plural `category` with the source an export gives it, translated
  /// as `target` (none when nil).
  static func unit(_ category: String, _ target: String?, line: Int = 7) -> XLIFFUnit {
    XLIFFUnit(
      id: "%lld files|==|plural.\(category)",
      source: category == "one" ? "%lld file" : "%lld files",
      target: target.map { XLIFFTarget(value: $0, state: .translated) }, line: line)
  }

  /// The units of `%lld files` in the export of `catalog` into `language`.
  static func exported(_ catalog: StringCatalog, _ language: String) -> [XLIFFUnit] {
    XLIFFExporter.file(
      for: catalog, original: "Localizable.xcstrings", targetLanguage: language
    ).file.units.filter { $0.id.hasPrefix("%lld files|==|") }
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
    let units = Self.exported(try Self.catalog(), "he")
    #expect(
      units.map(\.id) == ["many", "one", "other", "two"].map { "%lld files|==|plural.\($0)" })
    #expect(units.map(\.source) == ["%lld files", "%lld file", "%lld files", "%lld files"])
    #expect(units.allSatisfy { $0.hasSource && $0.target == nil })
  }

  @Test("Xcode's own Hebrew many imports; a category of no table is still rejected")
  func hebrewImport() throws {
    let file = XLIFFFile(
      original: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "he",
      units: [
        Self.unit("many", "%lld קבצים"), Self.unit("one", "קובץ אחד"),
        Self.unit("other", "%lld קבצים"), Self.unit("two", "שני קבצים"),
        Self.unit("few", "%lld קבצים"),
      ])
    let result = XLIFFImporter.merge(file, into: try Self.catalog(), path: "he.xliff")
    #expect(result.importedCount == 4, "\(result.findings)")
    #expect(!result.findings.contains { $0.outcome == .importedNeedsReview })
    #expect(result.rejectedCount == 1)
    #expect(
      result.findings.first { $0.outcome == .rejected }?.message.contains(
        "plural category 'few' is not used by 'he'") == true)
    let plural = result.catalog["%lld files"]?.localization(for: "he")
    #expect(plural?[path: ["plural", "many"]]?.stringUnit?.value == "%lld קבצים")
    // Exported again: the translated many is a target like the others.
    #expect(
      Self.exported(result.catalog, "he").map { $0.target?.value }
        == ["%lld קבצים", "קובץ אחד", "%lld קבצים", "שני קבצים"])
  }

  @Test("a Hebrew many the translation leaves out is not filled with the source (never selected)")
  func hebrewManyNotFilled() throws {
    let file = XLIFFFile(
      original: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "he",
      units: [
        Self.unit("many", nil), Self.unit("one", "קובץ אחד"), Self.unit("other", "%lld קבצים"),
        Self.unit("two", "שני קבצים"),
      ])
    let result = XLIFFImporter.merge(file, into: try Self.catalog(), path: "he.xliff")
    #expect(result.importedCount == 3, "\(result.findings)")
    let plural = result.catalog["%lld files"]?.localization(for: "he")
    #expect(plural?[path: ["plural", "many"]] == nil)
    #expect(plural?[path: ["plural", "two"]]?.stringUnit?.value == "שני קבצים")
    // Russian `many` is selected (5 files): still filled, as Xcode 27 does.
    let russian = XLIFFFile(
      original: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "ru",
      units: [Self.unit("one", "%lld файл"), Self.unit("many", nil, line: 11)])
    let filled = XLIFFImporter.merge(russian, into: try Self.catalog(), path: "ru.xliff")
    #expect(
      filled.catalog["%lld files"]?.localization(for: "ru")?[path: ["plural", "many"]]?
        .stringUnit?.state == "new")
  }
}
