import Foundation
import Testing

@testable import L10nKit

/// Import rules on small hand-written catalogs, and Xcode's real exports imported.
@Suite("XLIFF import")
struct XLIFFImportTests {
  /// A catalog with a plain key, a plural, a substitution and a stale German translation.
  static let catalogText = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld files" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld file"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld files"
                    }
                  }
                }
              }
            }
          }
        },
        "Hello %@" : {
          "comment" : "Greeting",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hallo %@"
              }
            }
          }
        },
        "Plain" : {

        },
        "birds %lld" : {
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%#@BIRDS@"
              },
              "substitutions" : {
                "BIRDS" : {
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg bird"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg birds"
                        }
                      }
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

  static func unit(
    _ id: String, _ source: String, _ target: String?, _ state: XLIFFState? = .translated,
    line: Int = 7
  ) -> XLIFFUnit {
    XLIFFUnit(
      id: id, source: source, target: target.map { XLIFFTarget(value: $0, state: state) },
      line: line)
  }

  static func merge(_ units: [XLIFFUnit], language: String = "de") throws -> XLIFFImportResult {
    let file = XLIFFFile(
      original: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: language,
      units: units)
    return XLIFFImporter.merge(file, into: try catalog(), path: "de.xliff")
  }

  static func germanLeaf(_ result: XLIFFImportResult, key: String, path: [String] = [])
    -> StringUnit?
  {
    result.catalog[key]?.localization(for: "de")?[path: path]?.stringUnit
  }

  @Test("plural, substitution and plain units fold back into the catalog")
  func foldsBack() throws {
    let result = try Self.merge([
      Self.unit("%lld files|==|plural.one", "%lld file", "%lld Datei"),
      Self.unit("%lld files|==|plural.other", "%lld files", "%lld Dateien"),
      Self.unit("Plain", "Plain", "Schlicht"),
      Self.unit("birds %lld", "%1$#@BIRDS@", "%1$#@BIRDS@"),
      Self.unit("birds %lld|==|substitutions.BIRDS.plural.one", "%1$lld bird", "%1$lld Vogel"),
      Self.unit("birds %lld|==|substitutions.BIRDS.plural.other", "%1$lld birds", "%1$lld Vögel"),
    ])
    #expect(result.rejectedCount == 0, "\(result.findings)")
    #expect(result.importedCount == 6)
    #expect(Self.germanLeaf(result, key: "Plain")?.value == "Schlicht")
    let other = Self.germanLeaf(result, key: "%lld files", path: ["plural", "other"])
    #expect(other?.state == "translated")
    #expect(other?.value == "%lld Dateien")
    #expect(Self.germanLeaf(result, key: "birds %lld")?.value == "%#@BIRDS@")
    let birds = try #require(
      result.catalog["birds %lld"]?.localization(for: "de")?.substitution(named: "BIRDS"))
    #expect(birds.formatSpecifier == "lld")
    #expect(
      birds.variations?.localization(kind: "plural", name: "one")?.stringUnit?.value
        == "%arg Vogel")
    // Exporting again gives back what was imported.
    let again = XLIFFExporter.file(
      for: result.catalog, original: "Localizable.xcstrings", targetLanguage: "de"
    ).file
    let targets = Dictionary(uniqueKeysWithValues: again.units.map { ($0.id, $0.target?.value) })
    #expect(targets["birds %lld|==|substitutions.BIRDS.plural.other"] == "%1$lld Vögel")
  }

  @Test("a changed source keeps the translation, marked needs_review")
  func sourceChanged() throws {
    let result = try Self.merge([Self.unit("Hello %@", "Hi %@", "Servus %@")])
    #expect(Self.germanLeaf(result, key: "Hello %@")?.state == "needs_review")
    #expect(Self.germanLeaf(result, key: "Hello %@")?.value == "Servus %@")
    let finding = try #require(result.findings.first)
    #expect(finding.outcome == .importedNeedsReview)
    #expect(
      finding.description.hasPrefix("de.xliff:7:1: warning: unit 'Hello %@': the source changed"))
  }

  @Test("format arguments that differ from the source are rejected")
  func formatMismatch() throws {
    let result = try Self.merge([
      Self.unit("Hello %@", "Hello %@", "Hallo %lld"),
      Self.unit("%lld files|==|plural.one", "%lld file", "eine Datei"),
    ])
    #expect(result.rejectedCount == 1)
    #expect(result.importedCount == 1, "a plural case may drop its integer count")
    #expect(Self.germanLeaf(result, key: "Hello %@")?.value == "Hallo %@")
    #expect(result.findings.first?.description.contains("error: unit 'Hello %@': format") == true)
  }

  @Test("unknown ids, foreign plural categories and several 2.0 segments are rejected")
  func rejections() throws {
    var segments = Self.unit("Plain", "Plain", "Schlicht")
    segments.hasSeveralSegments = true
    let result = try Self.merge([
      Self.unit("Nope", "Nope", "Nein"),
      Self.unit("%lld files|==|plural.few", "%lld files", "%lld Dateien"),
      segments,
    ])
    #expect(result.rejectedCount == 3)
    #expect(!result.changed)
    let messages = result.findings.map(\.message)
    #expect(messages[0].contains("unknown id"))
    #expect(messages[1].contains("plural category 'few' is not used by 'de'"))
    #expect(messages[2].contains("several segments"))
  }

  @Test("a unit translated twice in one file: the first kept, a different second rejected")
  func duplicateUnits() throws {
    let result = try Self.merge([
      Self.unit("Plain", "Plain", "Schlicht", line: 7),
      Self.unit("%lld files|==|plural.one", "%lld file", "%lld Datei", line: 11),
      Self.unit("Plain", "Plain", "Schlicht", line: 15),
      Self.unit("Plain", "Plain", "Einfach", line: 19),
      Self.unit("%lld files|==|plural.other", "%lld files", "%lld Dateien", line: 23),
      Self.unit(
        "%lld files|==|plural.one", "%lld file", "%lld Datei", .needsReview,
        line: 27),
    ])
    #expect(Self.germanLeaf(result, key: "Plain")?.value == "Schlicht")
    #expect(
      Self.germanLeaf(result, key: "%lld files", path: ["plural", "one"])?.state
        == "translated")
    // The same translation twice is one; a plural's other cases are other units; a target
    // Xcode ignores (needs-review) is skipped before it could conflict.
    #expect(result.importedCount == 3, "\(result.findings)")
    #expect(result.unchangedCount == 1)
    #expect(result.rejectedCount == 1)
    let rejected = try #require(result.findings.first { $0.outcome == .rejected })
    #expect(
      rejected.description
        == "de.xliff:19:1: error: unit 'Plain': translated twice in this import: de.xliff:7 "
        + "gives \"Schlicht\", not \"Einfach\"; the first is imported and this one rejected; "
        + "keep one of the two and import again")
  }

  @Test("a different second copy of a unit whose first the catalog already holds is rejected")
  func duplicateOfUnchanged() throws {
    // The catalog has de `Hello %@` = `Hallo %@`: the first copy is unchanged, not imported.
    let result = try Self.merge([
      Self.unit("Hello %@", "Hello %@", "Hallo %@", line: 7),
      Self.unit("Hello %@", "Hello %@", "Servus %@", line: 11),
      Self.unit(
        "Hello %@", "Hello %@", "Hallo %@", XLIFFState(rawValue: "translated"), line: 15),
    ])
    #expect(Self.germanLeaf(result, key: "Hello %@")?.value == "Hallo %@")
    #expect(result.rejectedCount == 1 && result.unchangedCount == 2, "\(result.findings)")
    let rejected = try #require(result.findings.first { $0.outcome == .rejected })
    #expect(rejected.line == 11)
    #expect(
      rejected.message
        == "translated twice in this import: de.xliff:7 gives \"Hallo %@\", the translation the "
        + "catalog has, not \"Servus %@\"; the catalog keeps it and this one is rejected; keep "
        + "one of the two and import again")
  }

  @Test("a later copy that is the catalog's translation is rejected when an earlier one imports")
  func laterCopyIsTheCatalogs() throws {
    // The catalog has de `Hello %@` = `Hallo %@`; the first copy changes it.
    let result = try Self.merge([
      Self.unit("Hello %@", "Hello %@", "Servus %@", line: 7),
      Self.unit("Hello %@", "Hello %@", "Hallo %@", line: 11),
    ])
    #expect(Self.germanLeaf(result, key: "Hello %@")?.value == "Servus %@")
    #expect(result.importedCount == 1 && result.unchangedCount == 0 && result.rejectedCount == 1)
    let rejected = try #require(result.findings.first { $0.outcome == .rejected })
    #expect(rejected.line == 11)
    #expect(
      rejected.message
        == "translated twice in this import: de.xliff:7 gives \"Servus %@\", not \"Hallo %@\", the "
        + "translation the catalog has; the first is imported and this one rejected; keep one of "
        + "the two and import again")
  }

  @Test("inline markup is flattened as Xcode does, with a warning per unit")
  func inlineMarkup() throws {
    var inline = Self.unit("Plain", "Plain", "Schlicht")
    inline.hasInlineMarkup = true
    var unchanged = Self.unit("Hello %@", "Hello %@", "Hallo %@")
    unchanged.hasInlineMarkup = true
    let result = try Self.merge([inline, unchanged])
    #expect(result.rejectedCount == 0 && result.importedCount == 1 && result.unchangedCount == 1)
    #expect(Self.germanLeaf(result, key: "Plain")?.value == "Schlicht")
    let warnings = result.findings.filter { $0.outcome == .warning }
    #expect(warnings.map(\.unitID) == ["Plain", "Hello %@"])
    #expect(warnings.allSatisfy { $0.description.contains(": warning: unit '") })
    #expect(warnings.allSatisfy { $0.message.contains("inline markup flattened") })
  }

  @Test("Xcode's rules: missing, new and needs-review targets change nothing")
  func ignoredTargets() throws {
    let result = try Self.merge([
      Self.unit("Plain", "Plain", nil),
      Self.unit("Hello %@", "Hello %@", "Tach %@", .new),
      Self.unit("%lld files|==|plural.one", "%lld file", "%lld Datei", .needsReview),
    ])
    #expect(!result.changed)
    #expect(result.skippedCount == 3)
    #expect(result.catalog.bytes() == Array(Self.catalogText.utf8))
  }

  @Test("a target language the catalog cannot take is refused", arguments: ["", "xx-Bogus-1"])
  func badLanguage(language: String) throws {
    let result = try Self.merge([Self.unit("Plain", "Plain", "P")], language: language)
    #expect(result.rejectedCount == 1)
    #expect(!result.changed)
  }

  @Test("XLIFF 2.0 imports like 1.2")
  func version20() throws {
    let document = XLIFFDocument(
      version: .v2_0,
      files: [
        XLIFFFile(
          original: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "de",
          units: [Self.unit("Plain", "Plain", "Schlicht")])
      ])
    let read = try XLIFFReader.read(XLIFFWriter.write(document), path: "de.xlf")
    let file = try #require(read.files.first)
    let result = XLIFFImporter.merge(file, into: try Self.catalog(), path: "de.xlf")
    #expect(Self.germanLeaf(result, key: "Plain")?.value == "Schlicht")
    #expect(Self.germanLeaf(result, key: "Plain")?.state == "translated")
  }

  @Test(
    "importing Xcode's real export yields the translations it holds",
    arguments: [
      ("Ketchup-de.xliff", "Ketchup-de-source.xcstrings"),
      ("InQBarna-ca.xliff", "InQBarna-ca-source.xcstrings"),
    ])
  func realExport(xliffName: String, catalogName: String) throws {
    guard let xliffBytes = XLIFFCorpus.bytes(xliffName),
      let catalogBytes = XLIFFCorpus.bytes(catalogName)
    else {
      print(XLIFFCorpus.skipMessage)
      return
    }
    let document = try XLIFFReader.read(xliffBytes, path: xliffName)
    let xcode = try #require(XLIFFCorpusExportTests.xcodeFile(document))
    let catalog = try StringCatalog(bytes: catalogBytes, path: catalogName)
    let result = XLIFFImporter.merge(xcode, into: catalog, path: xliffName)
    #expect(
      result.rejectedCount == 0, "\(result.findings.filter { $0.outcome == .rejected }.prefix(3))")
    let language = try #require(xcode.targetLanguage)
    // A target without a state (one in Ketchup-de) counts as translated.
    let translated = xcode.units.filter {
      $0.target != nil && ($0.target?.state ?? .translated) == .translated
    }
    #expect(result.importedCount == translated.count)
    let again = XLIFFExporter.file(
      for: result.catalog, original: xcode.original, targetLanguage: language, tool: xcode.tool
    ).file
    let ours = Dictionary(uniqueKeysWithValues: again.units.map { ($0.id, $0.target) })
    for unit in translated {
      #expect(ours[unit.id]??.value == unit.target?.value, "\(unit.id)")
      #expect(ours[unit.id]??.state == .translated, "\(unit.id)")
    }
  }
}

/// After importing Xcode's real export into its source catalog, exporting again reproduces
/// Xcode's `<file>` byte for byte, except the targets Xcode's import rules leave out.
@Suite("XLIFF import then export reproduces Xcode's bytes")
struct XLIFFReexportTests {
  /// The `<file ...Localizable.xcstrings">` element of a written XLIFF, as text.
  static func localizableFile(_ text: String) -> String? {
    guard let start = text.range(of: "  <file original=\"", options: .backwards),
      let end = text.range(of: "  </file>\n", range: start.lowerBound..<text.endIndex)
    else { return nil }
    return String(text[start.lowerBound..<end.upperBound])
  }

  @Test(
    "import then export equals Xcode's file",
    arguments: [
      ("Ketchup-de.xliff", "Ketchup-de-source.xcstrings"),
      ("InQBarna-ca.xliff", "InQBarna-ca-source.xcstrings"),
    ])
  func reexport(xliffName: String, catalogName: String) throws {
    guard let xliffBytes = XLIFFCorpus.bytes(xliffName),
      let catalogBytes = XLIFFCorpus.bytes(catalogName)
    else {
      print(XLIFFCorpus.skipMessage)
      return
    }
    let document = try XLIFFReader.read(xliffBytes, path: xliffName)
    let xcode = try #require(XLIFFCorpusExportTests.xcodeFile(document))
    let catalog = try StringCatalog(bytes: catalogBytes, path: catalogName)
    let merged = XLIFFImporter.merge(xcode, into: catalog, path: xliffName).catalog
    let ours = XLIFFExporter.file(
      for: merged, original: xcode.original, targetLanguage: xcode.targetLanguage ?? "",
      tool: xcode.tool
    ).file
    let written = String(decoding: XLIFFWriter.write(XLIFFDocument(files: [ours])), as: UTF8.self)
    // Xcode's file without what its import rules do not take: `new` and `needs-review` targets;
    // a target without a state is imported as translated.
    var expected = try #require(Self.localizableFile(String(decoding: xliffBytes, as: UTF8.self)))
    let ignored = try NSRegularExpression(
      pattern: "\n *<target state=\"(new|needs-review-l10n)\"(/>|>[^<]*</target>)")
    expected = ignored.stringByReplacingMatches(
      in: expected, range: NSRange(expected.startIndex..., in: expected), withTemplate: "")
    expected = expected.replacingOccurrences(of: "<target>", with: "<target state=\"translated\">")
    let actual = try #require(Self.localizableFile(written))
    #expect(actual == expected)
  }
}
