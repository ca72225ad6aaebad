import Foundation
import Testing

@testable import L10nKit

/// mlem's catalog, where a merge left `"Toggle Notifications"` twice (line 10610 translated into
/// French, line 10620 empty), read in place from the corpus.
@Suite(
  "duplicate_key on a real app's catalog",
  .enabled(if: Corpus.root != nil, Comment(rawValue: Corpus.missing)))
struct DuplicateKeyCorpusTests {
  static let app = Corpus.root?.appendingPathComponent("apps/mlemgroup+mlem").path ?? ""
  static let catalog = app + "/Mlem/Localizable.xcstrings"

  @Test("l10n lint reports the repeat and lints everything else with the first: exit 1, not 2")
  func lint() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      {
        "sourceRoots": ["\(Self.app)"],
        "catalogs": ["\(Self.catalog)"],
        "requiredLanguages": ["fr"]
      }
      """, to: "l10n.json")
    let (code, findings) = try lintFindings(in: project.root)
    #expect(code == 1)
    let duplicates = findings.filter { $0["rule"] as? String == "duplicate_key" }
    #expect(duplicates.count == 1)
    let duplicate = try #require(duplicates.first)
    #expect(duplicate["key"] as? String == "Toggle Notifications")
    #expect((duplicate["line"] as? Int, duplicate["column"] as? Int) == (10620, 5))
    #expect(
      duplicate["message"] as? String
        == "duplicate key \"Toggle Notifications\" with a different value (first at 10610:5); "
        + "keep only one of them")
    // Everything else is linted: other rules report on the same catalog and on the code.
    let others = findings.filter { $0["rule"] as? String != "duplicate_key" }
    let rules = Set(others.compactMap { $0["rule"] as? String })
    #expect(rules.isSuperset(of: ["missing_translation", "missing_key", "unused_key"]), "\(rules)")
    // With the first occurrence (translated into French) the key lacks no translation; the
    // second (empty) would have.
    #expect(
      !others.contains {
        $0["rule"] as? String == "missing_translation"
          && $0["key"] as? String == "Toggle Notifications"
      })
  }

  @Test("reading it to write it back still fails with the same error")
  func strictRead() throws {
    let error = try #require(throws: CatalogError.self) {
      _ = try StringCatalog(contentsOf: Self.catalog)
    }
    #expect(
      error.description
        == "\(Self.catalog):10620:5: error: duplicate key \"Toggle Notifications\" with a "
        + "different value (first at 10610:5); keep only one of them")
  }
}
