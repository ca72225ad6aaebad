import Foundation
import Testing

@testable import L10nKit

/// Xcode 27's XLIFF rules (FORMATS.md §2.7) on a fixture of our own
/// (`Fixtures/XLIFF27/Rules.xcstrings`) that varies them in ways the Xcode 27 corpus does not: a
/// device source with a plural translation, a target device the source lacks, a target's own
/// `zero`, substitutions whose `argNum`s are not their order, a target-only substitution beside
/// another argument, a machine translation in a plural, device leaves that use root
/// substitutions, `|==|` keys with and without a variation path.
@Suite("XLIFF: Xcode 27 rules on our own fixtures")
struct XLIFFXcode27RuleTests {
  static let xcode = XLIFFTool(
    id: "com.apple.dt.xcode", name: "Xcode", version: "27.0", buildNumber: "27A266a")

  static func catalog() throws -> StringCatalog { try Fixture.catalog("XLIFF27/Rules.xcstrings") }

  static func file(_ name: String) throws -> XLIFFFile {
    let document = try XLIFFReader.read(try Fixture.bytes("XLIFF27/" + name), path: name)
    return try #require(document.files.first)
  }

  static func export(_ catalog: StringCatalog, version: XLIFFVersion = .v1_2) -> [UInt8] {
    let file = XLIFFExporter.file(
      for: catalog, original: "Rules.xcstrings", targetLanguage: "fr", tool: xcode
    ).file
    return XLIFFWriter.write(XLIFFDocument(version: version, files: [file]))
  }

  /// Imports `file` into the fixture both ways (whole catalog, splicing); expects the same
  /// findings and bytes, and returns the whole import's result.
  static func importBothWays(_ file: XLIFFFile) throws -> XLIFFImportResult {
    let bytes = try Fixture.bytes("XLIFF27/Rules.xcstrings")
    let whole = XLIFFImporter.merge(
      file, into: try StringCatalog(bytes: bytes, path: "Rules.xcstrings"), path: "fr.xliff")
    var spliced = try ImportedCatalog.make(
      bytes: FileBytes(copying: bytes), path: "Rules.xcstrings", languages: ["fr"])
    #expect(spliced.isSpliced)
    let report = spliced.merge(file, path: "fr.xliff")
    #expect(report.findings == whole.findings)
    #expect(try spliced.changedBytes() ?? bytes == whole.catalog.bytes())
    return whole
  }

  static func french(_ catalog: StringCatalog, _ key: String, _ path: [String] = []) -> StringUnit?
  {
    catalog[key]?.localization(for: "fr")?[path: path]?.stringUnit
  }

  @Test("export: the target's shape, argNum positions, unit-id sources, qualifiers (golden)")
  func export() throws {
    let golden = try Fixture.bytes("XLIFF27/Rules.fr.xliff")
    let ours = Self.export(try Self.catalog())
    #expect(String(decoding: ours, as: UTF8.self) == String(decoding: golden, as: UTF8.self))
    // What the golden file says, unit by unit, so that it cannot drift unnoticed.
    let units = Dictionary(
      uniqueKeysWithValues: try Self.file("Rules.fr.xliff").units.map { ($0.id, $0) })
    // A plural translation of a device source: plural units, the source's `other` device text.
    #expect(units["Tap to open|==|plural.one"]?.source == "Click to open %lld")
    #expect(units["Tap to open|==|device.iphone"] == nil)
    #expect(units["Tap to open|==|plural.other"]?.target?.stateQualifier == "leveraged-mt")
    // Only the target's devices; one the source lacks takes the source's `other`.
    #expect(units["Partial devices|==|device.ipad"]?.source == "Any device")
    #expect(units["Partial devices|==|device.other"] == nil)
    #expect(units["Devices with count|==|device.iphone"] == nil)
    #expect(units["Devices with count|==|device.other"]?.target?.value == "%1$#@N@ ici")
    // The target's own `zero`, beyond French's one and other: no <source>.
    #expect(units["%lld photos|==|plural.zero"]?.hasSource == false)
    #expect(units["%lld photos|==|plural.one"]?.target == nil)
    // Positions from argNum, not from the order of the references.
    #expect(units["Folders and files"]?.source == "%2$#@FOLDERS@ hold %1$#@FILES@")
    #expect(units["Folders and files"]?.target?.value == "%1$#@FILES@ dans %2$#@FOLDERS@")
    #expect(units["Owner items"]?.target?.value == "%1$@ a %2$#@ITEMS@")
    #expect(
      units["Owner items|==|substitutions.ITEMS.plural.one"]?.source
        == "Owner items|==|substitutions.ITEMS.plural.one")
    #expect(
      units["Owner items|==|substitutions.ITEMS.plural.one"]?.target?.value == "%2$lld élément")
    #expect(units["Label|==|title"]?.target?.value == "Titre")
    #expect(units["Layout|==|device.mac"]?.source == "Mac layout")
  }

  @Test("import: every rule, the same by both imports")
  func importRules() throws {
    let result = try Self.importBothWays(try Self.file("Rules.fr.edited.xliff"))
    let catalog = result.catalog
    #expect(result.rejectedCount == 0, "\(result.findings.filter { $0.outcome == .rejected })")
    // New cases: a regular plural's `many`, a target-only substitution's `many` whose source is
    // its sibling's id; the target's own `zero` (no <source>) updates.
    #expect(Self.french(catalog, "%lld photos", ["plural", "many"])?.value == "%lld de photos")
    #expect(Self.french(catalog, "%lld photos", ["plural", "one"])?.value == "%lld photo")
    #expect(Self.french(catalog, "%lld photos", ["plural", "zero"])?.value == "Pas de photo")
    #expect(
      Self.french(catalog, "Owner items", ["substitutions", "ITEMS", "plural", "many"])?.value
        == "%arg d’objets")
    #expect(
      Self.french(catalog, "Owner items", ["substitutions", "ITEMS", "plural", "other"])?.value
        == "%arg objets")
    // Parent positions that are the argNums go; leaves go back to %arg by their argNum.
    #expect(Self.french(catalog, "Folders and files")?.value == "%#@FILES@ dans %#@FOLDERS@ !")
    #expect(
      Self.french(catalog, "Folders and files", ["substitutions", "FOLDERS", "plural", "one"])
        == StringUnit(state: "translated", value: "%arg répertoire"))
    // A substitution new to French: its argNum and specifier from what the units say.
    let shared = try #require(catalog["Shared by"]?.localization(for: "fr"))
    #expect(shared.stringUnit?.value == "Partagé par %@ et %#@OTHERS@")
    let others = try #require(shared.substitution(named: "OTHERS"))
    #expect(others.argNum == 2 && others.formatSpecifier == "lld")
    #expect(
      shared[path: ["substitutions", "OTHERS", "plural", "other"]]?.stringUnit?.value
        == "%arg autres personnes")
    // leveraged-mt → machine_translated (and back: no qualifier → translated); mt-suggestion is
    // not Xcode's machine-translation qualifier.
    #expect(
      Self.french(catalog, "Tap to open", ["plural", "one"])
        == StringUnit(state: "machine_translated", value: "Ouvrir %lld fichier"))
    #expect(Self.french(catalog, "Tap to open", ["plural", "other"])?.state == "translated")
    #expect(Self.french(catalog, "Saved") == StringUnit(state: "translated", value: "Sauvegardé"))
    #expect(catalog.version == "1.3")
    // The case French lacks, filled with the source text in state new.
    #expect(
      Self.french(catalog, "Only other", ["plural", "one"])
        == StringUnit(state: "new", value: "%lld song"))
    // |==| keys import like any key; a variation-path one with a warning (Xcode ignores it).
    #expect(Self.french(catalog, "Label|==|title")?.value == "Intitulé")
    #expect(Self.french(catalog, "Layout|==|device.mac")?.value == "Mise en page Mac")
    // Inline markup: <g> and <bpt>/<ept> keep their text, <ph> its content, <x/> nothing.
    #expect(Self.french(catalog, "Markup")?.value == "Gras %@ <b>ici</b>")
    #expect(Self.french(catalog, "Partial devices", ["device", "iphone"])?.state == "translated")
    let warned = result.findings.filter { $0.outcome == .warning }.map(\.unitID)
    #expect(
      warned == [
        "Shared by|==|substitutions.OTHERS.plural.one",
        "Shared by|==|substitutions.OTHERS.plural.other", "Layout|==|device.mac", "Markup",
      ])
  }

  @Test("re-export of the imported fixture imports back unchanged, in 1.2 and 2.0")
  func reexport() throws {
    let imported = try Self.importBothWays(try Self.file("Rules.fr.edited.xliff")).catalog
    for version in XLIFFVersion.allCases {
      let bytes = Self.export(imported, version: version)
      let file = try #require(try XLIFFReader.read(bytes, path: "fr.xliff").files.first)
      let again = XLIFFImporter.merge(file, into: imported, path: "fr.xliff")
      #expect(!again.changed, "\(version): \(again.findings.prefix(3))")
      #expect(again.rejectedCount == 0)
      let units = Dictionary(uniqueKeysWithValues: file.units.map { ($0.id, $0) })
      #expect(units["%lld photos|==|plural.many"]?.target?.value == "%lld de photos")
      #expect(units["Shared by"]?.target?.value == "Partagé par %1$@ et %2$#@OTHERS@")
      #expect(
        units["Shared by|==|substitutions.OTHERS.plural.one"]?.source
          == "Shared by|==|substitutions.OTHERS.plural.one")
      #expect(
        units["Tap to open|==|plural.one"]?.target
          == XLIFFTarget(
            value: "Ouvrir %lld fichier", state: .translated, stateQualifier: "leveraged-mt"))
      if version == .v1_2 {
        #expect(units["%lld photos|==|plural.many"]?.hasSource == false)
      } else {
        #expect(
          String(decoding: bytes, as: UTF8.self).contains(
            "subState=\"xcode:translated;leveraged-mt\""))
      }
    }
  }

  @Test("plural cases are filled only when the file has translations to import")
  func fillsOnlyWithTranslations() throws {
    let exported = try Self.file("Rules.fr.xliff")
    var file = exported
    file.units = exported.units.filter { $0.id == "Only other|==|plural.one" }
    let without = try Self.importBothWays(file)
    #expect(!without.changed && without.skippedCount == 1)
    // With a unit whose target is in an ignored state: still no translation to import.
    var ignored = try #require(exported.units.first { $0.id == "Saved" })
    ignored.target?.state = .new
    file.units.append(ignored)
    #expect(!(try Self.importBothWays(file)).changed)
    // With an unchanged translation (as in Xcode's plural-fallback case): filled.
    file.units.append(try #require(exported.units.first { $0.id == "Markup" }))
    let with = try Self.importBothWays(file)
    #expect(with.changed)
    #expect(Self.french(with.catalog, "Only other", ["plural", "one"])?.state == "new")
  }

  @Test("the catalog version is raised to 1.3, never lowered")
  func version() throws {
    #expect(XLIFFImporter.version("1.0", isBelow: "1.3"))
    #expect(XLIFFImporter.version("1.1", isBelow: "1.3"))
    #expect(XLIFFImporter.version(nil, isBelow: "1.3"))
    #expect(!XLIFFImporter.version("1.3", isBelow: "1.3"))
    #expect(!XLIFFImporter.version("1.10", isBelow: "1.3"))
    #expect(!XLIFFImporter.version("2", isBelow: "1.3"))
    #expect(!XLIFFImporter.version("beta", isBelow: "1.3"))
    var catalog = try Self.catalog()
    catalog.version = "2.0"
    let file = try Self.file("Rules.fr.edited.xliff")
    #expect(XLIFFImporter.merge(file, into: catalog, path: "fr.xliff").catalog.version == "2.0")
  }

  @Test(
    "a catalog with generated-comment metadata is written as version 1.1 when an import changes it",
    arguments: [(true, true, "1.1"), (true, false, "1.0"), (false, true, "1.0")])
  func generatedMetadataVersion(metadata: Bool, edit: Bool, expected: String) throws {
    var catalog = try Self.catalog()
    catalog.version = "1.0"
    if metadata {
      _ = catalog.updateEntry(forKey: "Saved") { entry in
        entry.comment = "A generated comment"
        entry.isCommentAutoGenerated = true
      }
    }
    let bytes = catalog.bytes()
    let exported = try #require(
      try XLIFFReader.read(Self.export(catalog), path: "fr.xliff").files.first)
    var file = exported
    // An edit, or only units that change nothing (no fill either: no plural without target).
    file.units = exported.units.filter { $0.id == "Markup" || $0.id == "Saved" }
    if edit { file.units[0].target?.value = "Gras %@ là" }
    let whole = XLIFFImporter.merge(file, into: catalog, path: "fr.xliff")
    #expect(whole.changed == edit)
    #expect((whole.changed ? whole.catalog.version : catalog.version) == expected)
    var spliced = try ImportedCatalog.make(
      bytes: FileBytes(copying: bytes), path: "Rules.xcstrings", languages: ["fr"])
    #expect(spliced.isSpliced)
    _ = spliced.merge(file, path: "fr.xliff")
    #expect(try spliced.changedBytes() ?? bytes == whole.catalog.bytes())
  }

  @Test("an id that two keys export is refused on import, by both imports")
  func ambiguousID() throws {
    let text = #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "a": {"localizations": {"en": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "one"}},
          "other": {"stringUnit": {"state": "translated", "value": "other"}}}}}}},
        "a|==|plural.one": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "literal"}}}}}}
      """#
    let bytes = try StringCatalog(bytes: Array(text.utf8), path: "a").bytes()
    let file = XLIFFFile(
      original: "a", sourceLanguage: "en", targetLanguage: "fr",
      units: [
        XLIFFUnit(
          id: "a|==|plural.one", source: "one",
          target: XLIFFTarget(value: "un", state: .translated)),
        XLIFFUnit(
          id: "a|==|plural.other", source: "other",
          target: XLIFFTarget(value: "autre", state: .translated)),
      ])
    let whole = XLIFFImporter.merge(
      file, into: try StringCatalog(bytes: bytes, path: "a"), path: "fr.xliff")
    #expect(whole.rejectedCount == 1 && whole.importedCount == 1)
    #expect(
      whole.findings.first?.message
        == "ambiguous id: key 'a' and key 'a|==|plural.one' both export a unit with this id; "
        + "rename one of them and export again")
    var spliced = try ImportedCatalog.make(
      bytes: FileBytes(copying: bytes), path: "a", languages: ["fr"])
    #expect(spliced.isSpliced)
    #expect(spliced.merge(file, path: "fr.xliff").findings == whole.findings)
  }

  @Test("a parent the catalog holds with positions that are its argNums imports named")
  func parentNormalizes() throws {
    var catalog = try Self.catalog()
    _ = catalog.updateEntry(forKey: "Owner items") { entry in
      var french = entry.localization(for: "fr")
      french?.stringUnit?.value = "%1$@ a %2$#@ITEMS@"
      entry.setLocalization(french, for: "fr")
    }
    let exported = try #require(
      try XLIFFReader.read(Self.export(catalog), path: "fr.xliff").files.first)
    #expect(exported.units.first { $0.id == "Owner items" }?.target?.value == "%1$@ a %2$#@ITEMS@")
    // Unedited, the parent is written named (as Xcode 27 does); the next import changes nothing.
    let first = XLIFFImporter.merge(exported, into: catalog, path: "fr.xliff")
    #expect(first.findings.contains { $0.unitID == "Owner items" && $0.outcome == .imported })
    #expect(Self.french(first.catalog, "Owner items")?.value == "%@ a %#@ITEMS@")
    let again = XLIFFImporter.merge(exported, into: first.catalog, path: "fr.xliff")
    #expect(!again.findings.contains { $0.unitID == "Owner items" })
    // The same text comes out again.
    let reexported = try #require(
      try XLIFFReader.read(Self.export(first.catalog), path: "fr.xliff").files.first)
    let before = exported.units.first { $0.id == "Owner items" }
    let after = reexported.units.first { $0.id == "Owner items" }
    #expect(after?.source == before?.source && after?.target == before?.target)
  }

  @Test("parent formats: positions from argNum, and back only when they are exactly those")
  func parentPositions() {
    let argNums = ["FILES": 1, "FOLDERS": 2]
    #expect(
      FormatSpecifiers.exportParent("%#@FOLDERS@ hold %#@FILES@", argNums: argNums)
        == "%2$#@FOLDERS@ hold %1$#@FILES@")
    #expect(
      FormatSpecifiers.importParent("%2$#@FOLDERS@ hold %1$#@FILES@", argNums: argNums)
        == "%#@FOLDERS@ hold %#@FILES@")
    // Positions that are not the argNums are the translator's: kept.
    #expect(
      FormatSpecifiers.importParent("%1$#@FOLDERS@ hold %2$#@FILES@", argNums: argNums)
        == "%1$#@FOLDERS@ hold %2$#@FILES@")
    // Without argNums, printf order.
    #expect(FormatSpecifiers.exportParent("Total %#@COUNT@") == "Total %1$#@COUNT@")
    #expect(
      FormatSpecifiers.exportParent("%@ a %#@ITEMS@", argNums: ["ITEMS": 3])
        == "%1$@ a %3$#@ITEMS@")
  }
}
