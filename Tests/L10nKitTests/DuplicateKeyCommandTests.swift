import Foundation
import Testing

@testable import L10nKit

/// The `Fixtures/DuplicateKey` project, whose catalog repeats a localization (`"de"` of
/// `Cancel`, lines 6 and 12) and an entry (`Done`, lines 20 and 30) with other values, copied
/// into a throwaway folder so that a command that wrongly wrote could not change the fixture.
private func duplicateKeyProject() throws -> TemporaryProject {
  let project = try TemporaryProject()
  for file in ["l10n.json", "Localizable.xcstrings", "Sources/App.swift"] {
    let text = try String(contentsOfFile: Fixture.path("DuplicateKey/" + file), encoding: .utf8)
    try project.write(text, to: file)
  }
  return project
}

/// `l10n lint --format json` in `directory`: its exit status and its findings.
func lintFindings(in directory: String) throws -> (code: Int32, findings: [[String: Any]]) {
  let result = runTool(["lint", "--format", "json"], in: directory)
  let root = try #require(
    try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any],
    "\(result.err)")
  return (result.code, try #require(root["findings"] as? [[String: Any]]))
}

/// What `format`, `extract` and `import` refused to write before lint learned to read past it.
private let duplicateError =
  "Localizable.xcstrings:12:9: error: duplicate key \"de\" with a different value "
  + "(first at 6:9); keep only one of them"

@Suite("A catalog with a repeated key, through the command line")
struct DuplicateKeyCommandTests {
  @Test("lint reports each repeat at its second occurrence and lints the rest: exit 1, not 2")
  func lint() throws {
    let project = try duplicateKeyProject()
    let result = runTool(["lint"], in: project.root)
    #expect(result.code == 1)
    #expect(
      result.out == """
        Localizable.xcstrings:12:9: error: duplicate key "de" with a different value \
        (first at 6:9); keep only one of them [duplicate_key]
        Localizable.xcstrings:23:11: warning: "Done" has a de translation that needs review \
        [needs_review]
        Localizable.xcstrings:30:5: error: duplicate key "Done" with a different value \
        (first at 20:5); keep only one of them [duplicate_key]
        Sources/App.swift:3:24: error: "Missing" is not in Localizable.xcstrings; add it to the \
        catalog or run 'l10n extract' [missing_key]

        """)
    #expect(result.err == "Found 3 errors and 1 warning in 1 catalog and 1 Swift file.\n")
  }

  @Test("each repeat is filed under the entry it is in")
  func keys() throws {
    let project = try duplicateKeyProject()
    let findings = try lintFindings(in: project.root).findings
    let duplicates = findings.filter { $0["rule"] as? String == "duplicate_key" }
    #expect(duplicates.compactMap { $0["key"] as? String } == ["Cancel", "Done"])
    #expect(duplicates.compactMap { $0["line"] as? Int } == [12, 30])
    #expect(duplicates.allSatisfy { $0["severity"] as? String == "error" })
  }

  @Test("the rule can be turned off like any other")
  func off() throws {
    let project = try duplicateKeyProject()
    try project.write(
      """
      {
        "sourceRoots": ["Sources"],
        "catalogs": ["Localizable.xcstrings"],
        "requiredLanguages": ["de"],
        "rules": { "duplicate_key": "off" }
      }
      """, to: "l10n.json")
    let result = runTool(["lint"], in: project.root)
    #expect(result.code == 1)
    #expect(!result.out.contains("[duplicate_key]"))
    #expect(result.out.contains("[missing_key]"))
  }

  @Test("status counts the first occurrences and warns about the repeats")
  func status() throws {
    let project = try duplicateKeyProject()
    let result = runTool(["status"], in: project.root)
    #expect(result.code == 0)
    #expect(
      result.err == """
        Localizable.xcstrings:12:9: warning: duplicate key "de" with a different value \
        (first at 6:9); keep only one of them (counted the first)
        Localizable.xcstrings:30:5: warning: duplicate key "Done" with a different value \
        (first at 20:5); keep only one of them (counted the first)

        """)
    // `Cancel` translated (its first "de"), `Done` needing review (its first entry).
    #expect(result.out.contains("de           1   50.0%     1   50.0%     0    0.0%"))
  }

  @Test(
    "commands that write the catalog refuse it as before: exit 2, file untouched",
    arguments: [
      ["format", "Localizable.xcstrings"], ["format", "--check", "Localizable.xcstrings"],
      ["extract"], ["import", "de.xliff"],
    ])
  func writersRefuse(arguments: [String]) throws {
    let project = try duplicateKeyProject()
    try project.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="Localizable.xcstrings" source-language="en" target-language="de" \
      datatype="plaintext">
          <body>
            <trans-unit id="Done" xml:space="preserve">
              <source>Done</source>
              <target state="translated">Erledigt</target>
            </trans-unit>
          </body>
        </file>
      </xliff>
      """, to: "de.xliff")
    let before = try CatalogFile.read(project.root + "/Localizable.xcstrings")
    let result = runTool(arguments, in: project.root)
    #expect(result.code == 2)
    #expect(result.err.contains(duplicateError), "\(result.err)")
    #expect(try CatalogFile.read(project.root + "/Localizable.xcstrings") == before)
  }

  @Test(
    "extract --dry-run reads past the repeat, warns that extract will not write, writes nothing")
  func dryRunWarns() throws {
    let project = try duplicateKeyProject()
    let before = try CatalogFile.read(project.root + "/Localizable.xcstrings")
    let result = runTool(["extract", "--dry-run"], in: project.root)
    #expect(result.code == 0)
    let warning =
      "; keep only one of them; 'l10n extract' will not write this catalog until it is fixed"
    #expect(
      result.err
        == "Localizable.xcstrings:12:9: warning: duplicate key \"de\" with a different value "
        + "(first at 6:9)\(warning)\nLocalizable.xcstrings:30:5: warning: duplicate key \"Done\" "
        + "with a different value (first at 20:5)\(warning)\n")
    #expect(result.out == "Localizable.xcstrings: added \"Missing\" (Sources/App.swift:3:24)\n")
    #expect(try CatalogFile.read(project.root + "/Localizable.xcstrings") == before)
  }

  @Test("a catalog read past its repeats cannot be written back (it would drop them)")
  func noWriteAfterTolerantRead() throws {
    let project = try duplicateKeyProject()
    let path = project.root + "/Localizable.xcstrings"
    let catalog = try StringCatalog(contentsOf: path, duplicateKeys: .keepFirst)
    #expect(catalog.duplicateKeys.map(\.key) == ["de", "Done"])
    let copy = project.root + "/Copy.xcstrings"
    let error = try #require(throws: CatalogError.self) { try catalog.write(to: copy) }
    #expect(error.description.hasSuffix(duplicateError.dropFirst("Localizable".count)))
    #expect(!FileManager.default.fileExists(atPath: copy))
  }
}
