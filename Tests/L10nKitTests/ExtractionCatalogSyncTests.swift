import Foundation
import Testing

@testable import L10nKit

/// A small catalog in Xcode's layout: every extraction state, a translation, a typed key.
private let catalogText = """
  {
    "sourceLanguage" : "en",
    "strings" : {
      "%lld items" : {

      },
      "Came back" : {
        "extractionState" : "stale",
        "localizations" : {
          "fr" : {
            "stringUnit" : {
              "state" : "translated",
              "value" : "Revenu"
            }
          }
        }
      },
      "Cancel" : {
        "localizations" : {
          "fr" : {
            "stringUnit" : {
              "state" : "translated",
              "value" : "Annuler"
            }
          }
        }
      },
      "Gone with value" : {
        "extractionState" : "extracted_with_value"
      },
      "Manual key" : {
        "extractionState" : "manual"
      },
      "Migrated" : {
        "extractionState" : "migrated"
      },
      "Old key" : {
        "localizations" : {
          "de" : {
            "stringUnit" : {
              "state" : "translated",
              "value" : "Alt"
            }
          }
        }
      }
    },
    "version" : "1.0"
  }
  """

private let sourceText = #"""
  Text("Cancel")
  Text("Came back", comment: "Back again")
  Text("\(count) items")
  let greeting = String(localized: "greeting", defaultValue: "Hello!", comment: "Home greeting")
  Text("New key", comment: "First")
  Text("New key", comment: "Second")
  Text("New key", comment: "First")
  Text("Other table", tableName: "Menus")
  """#

@Suite("CatalogSync")
struct ExtractionCatalogSyncTests {
  func catalog() throws -> StringCatalog {
    try StringCatalog(bytes: Array(catalogText.utf8), path: "Localizable.xcstrings")
  }

  func scans() -> [SourceScan] {
    [KeyExtractor().scan(source: sourceText, path: "Views/Home.swift")]
  }

  @Test("adds, marks stale, restores; manual, migrated and translations untouched")
  func sync() throws {
    let original = try catalog()
    let (synced, changes) = CatalogSync().synced(original, with: scans())
    #expect(
      changes.map(\.description) == [
        #"restored "Came back" (Views/Home.swift:2:6)"#,
        #"comment "Came back" (Views/Home.swift:2:6)"#,
        #"stale "Gone with value" (no longer used in code)"#,
        #"stale "Old key" (no longer used in code)"#,
        #"added "greeting" (Views/Home.swift:4:34)"#,
        #"added "New key" (Views/Home.swift:5:6)"#,
      ])
    #expect(
      synced.keys == [
        "%lld items", "Came back", "Cancel", "Gone with value", "greeting", "Manual key",
        "Migrated", "New key", "Old key",
      ])
    let greeting = try #require(synced["greeting"])
    #expect(greeting.extractionState == ExtractionState.extractedWithValue)
    #expect(greeting.comment == "Home greeting")
    #expect(
      greeting.localization(for: "en")?.stringUnit == StringUnit(state: "new", value: "Hello!"))
    #expect(synced["New key"]?.comment == "First\nSecond")
    #expect(synced["New key"]?.extractionState == nil)
    #expect(synced["Came back"]?.extractionState == nil)
    #expect(
      synced["Came back"]?.localization(for: "fr") == original["Came back"]?.localization(for: "fr")
    )
    #expect(synced["Old key"]?.extractionState == ExtractionState.stale)
    #expect(synced["Old key"]?.localization(for: "de")?.stringUnit?.value == "Alt")
    #expect(synced["Gone with value"]?.extractionState == ExtractionState.stale)
    #expect(synced["Manual key"] == original["Manual key"])
    #expect(synced["Migrated"] == original["Migrated"])
    #expect(synced["Cancel"] == original["Cancel"])
    #expect(synced["%@ items"] == nil)
    #expect(synced["Other table"] == nil)
  }

  @Test("a second sync changes nothing, and the bytes are Xcode's layout")
  func idempotent() throws {
    let (once, _) = CatalogSync().synced(try catalog(), with: scans())
    let (twice, changes) = CatalogSync().synced(once, with: scans())
    #expect(changes.isEmpty)
    #expect(twice.bytes() == once.bytes())
    let text = String(decoding: once.bytes(), as: UTF8.self)
    #expect(
      text.contains(
        """
            "greeting" : {
              "comment" : "Home greeting",
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Hello!"
                  }
                }
              }
            },
        """))
    #expect(text.contains("\"New key\" : {\n      \"comment\" : \"First\\nSecond\"\n    },"))
  }

  @Test("keys of another table go to that table's catalog")
  func otherTable() throws {
    let menus = StringCatalog(sourceLanguage: "en")
    let (synced, changes) = CatalogSync(table: "Menus").synced(menus, with: scans())
    #expect(synced.keys == ["Other table"])
    #expect(
      changes == [
        CatalogChange(
          kind: .added, key: "Other table",
          location: SourceLocation(path: "Views/Home.swift", line: 8, column: 6))
      ])
  }

  @Test(
    "interpolated keys match any format specifier in their places",
    arguments: [
      ("%@ items", "%lld items", true),
      ("%@ items", "%@ items", true),
      ("%@ of %@", "%1$lld of %2$lld", true),
      ("%@%%", "%.1f%%", true),
      ("%@ items", "%lld item", false),
      ("%@ items", "5 items", false),
      ("%@%%", "%.1f%", false),
    ])
  func formatKeys(extracted: String, catalogKey: String, matches: Bool) {
    #expect(FormatKeyMatcher.matches(extracted, catalogKey) == matches)
  }

  @Test("KeyExtraction.run: dry runs write nothing; real runs write atomically")
  func run() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("extract-run-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources = folder.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try sourceText.write(
      to: sources.appendingPathComponent("Home.swift"), atomically: true, encoding: .utf8)
    let catalogPath = folder.appendingPathComponent("Localizable.xcstrings").path
    try catalogText.write(toFile: catalogPath, atomically: true, encoding: .utf8)

    let dry = try KeyExtraction.run(
      sourceRoots: [sources], catalogPath: catalogPath, dryRun: true, relativeTo: folder)
    #expect(dry.changes.count == 6)
    #expect(dry.scans.map(\.path) == ["Sources/Home.swift"])
    #expect(try String(contentsOfFile: catalogPath, encoding: .utf8) == catalogText)

    let real = try KeyExtraction.run(
      sourceRoots: [sources], catalogPath: catalogPath, relativeTo: folder)
    #expect(real.changes == dry.changes)
    #expect(try Data(contentsOf: URL(fileURLWithPath: catalogPath)) == Data(real.catalog.bytes()))
    let again = try KeyExtraction.run(sourceRoots: [sources], catalogPath: catalogPath)
    #expect(again.changes.isEmpty)

    #expect(throws: CatalogError.self) {
      try KeyExtraction.run(
        sourceRoots: [sources], catalogPath: folder.appendingPathComponent("Missing.xcstrings").path
      )
    }
  }
}
