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
  Text("New key", comment: "Second")
  Text("New key", comment: "First")
  Text("New key", comment: "Second")
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
        #"removed "Gone with value" (no longer used in code, nothing translated)"#,
        #"stale "Old key" (no longer used in code)"#,
        #"added "greeting" (Views/Home.swift:4:34)"#,
        #"added "New key" (Views/Home.swift:5:6)"#,
      ])
    #expect(
      synced.keys == [
        "%lld items", "Came back", "Cancel", "greeting", "Manual key", "Migrated", "New key",
        "Old key",
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
    #expect(synced["Gone with value"] == nil)
    #expect(synced["Manual key"] == original["Manual key"])
    #expect(synced["Migrated"] == original["Migrated"])
    #expect(synced["Cancel"] == original["Cancel"])
    #expect(synced["%@ items"] == nil)
    #expect(synced["Other table"] == nil)
  }

  @Test("an unused key is marked stale when someone wrote something in it, else removed")
  func unusedKeys() throws {
    let text = """
      { "sourceLanguage" : "en", "strings" : {
        "bare" : { },
        "commented" : { "comment" : "From code" },
        "default value" : { "extractionState" : "extracted_with_value", "localizations" : {
          "en" : { "stringUnit" : { "state" : "new", "value" : "Hello" } } } },
        "edited source" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Hi there" } } } },
        "empty new translation" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "new", "value" : "" } } } },
        "imported new translation" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "new", "value" : "Hallo" } } } },
        "not translated" : { "shouldTranslate" : false },
        "plural source" : { "localizations" : { "en" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "new", "value" : "%lld file" } },
          "other" : { "stringUnit" : { "state" : "new", "value" : "%lld files" } } } } } } },
        "reviewed translation" : { "localizations" : {
          "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "" } } } }
      }, "version" : "1.0" }
      """
    let catalog = try StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings")
    let (synced, changes) = CatalogSync().synced(catalog, with: [])
    #expect(
      Dictionary(uniqueKeysWithValues: changes.map { ($0.key, $0.kind) }) == [
        "bare": .removed, "commented": .removed, "default value": .removed,
        "empty new translation": .removed, "edited source": .markedStale,
        "imported new translation": .markedStale, "not translated": .markedStale,
        "plural source": .markedStale, "reviewed translation": .markedStale,
      ])
    #expect(
      synced.keys == [
        "edited source", "imported new translation", "not translated", "plural source",
        "reviewed translation",
      ])
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

  @Test("comments from code replace extracted keys' comments, never manual keys'")
  func comments() throws {
    var catalog = StringCatalog(sourceLanguage: "en")
    var generated = CatalogEntry(key: "auto", comment: "Guessed by Xcode")
    generated.isCommentAutoGenerated = true
    catalog.insert(generated)
    catalog.insert(CatalogEntry(key: "hand", comment: "Translator note", extractionState: "manual"))
    catalog.insert(CatalogEntry(key: "quiet", comment: "Kept"))
    let source = """
      Text("auto", comment: "Written by the developer")
      Text("hand", comment: "Ignored")
      Text("quiet")
      """
    let scans = [KeyExtractor().scan(source: source, path: "A.swift")]
    let (synced, changes) = CatalogSync().synced(catalog, with: scans)
    #expect(changes.map(\.description) == [#"comment "auto" (A.swift:1:6)"#])
    #expect(synced["auto"]?.comment == "Written by the developer")
    #expect(synced["auto"]?.isCommentAutoGenerated == false)
    #expect(synced["hand"] == catalog["hand"])
    #expect(synced["quiet"]?.comment == "Kept")
    #expect(CatalogSync(updatesComments: false).synced(catalog, with: scans).changes.isEmpty)
  }
  @Test("a change's line quotes a multi-line key as written in code, on one line")
  func multiLineKeyChange() {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.insert(CatalogEntry(key: "Old\nsteps"))
    let source = #"Text("1. Open\n2.\tSave")"#
    let scans = [KeyExtractor().scan(source: source, path: "A.swift")]
    let (_, changes) = CatalogSync().synced(catalog, with: scans)
    #expect(
      changes.map(\.description) == [
        #"removed "Old\nsteps" (no longer used in code, nothing translated)"#,
        #"added "1. Open\n2.\tSave" (A.swift:1:6)"#,
      ])
  }

  @Test("a key added with several arguments gets its numbered source text, as Xcode writes it")
  func severalArguments() throws {
    let source = #"""
      let copied: Int = 3
      let name: String = "x"
      String(localized: "Copied \(copied) of \(copied) files to \(name)")
      String(localized: "\(copied)% done, \(name)")
      Text("Only \(copied)")
      """#
    let scans = [KeyExtractor().scan(source: source, path: "A.swift")]
    let (synced, _) = CatalogSync().synced(StringCatalog(sourceLanguage: "en"), with: scans)
    func sourceUnit(_ key: String) -> StringUnit? {
      synced[key]?.localization(for: "en")?.stringUnit
    }
    #expect(
      sourceUnit("Copied %lld of %lld files to %@")
        == StringUnit(state: "new", value: "Copied %1$lld of %2$lld files to %3$@"))
    // A literal `%` is written `%%` in the key.
    #expect(sourceUnit("%lld%% done, %@") == StringUnit(state: "new", value: "%1$lld%% done, %2$@"))
    // One argument: the key alone.
    #expect(synced["Only %lld"] != nil && sourceUnit("Only %lld") == nil)
    #expect(CatalogSync.positionalSource(of: "100% of %@ and %@") == nil)
    #expect(CatalogSync.positionalSource(of: "%1$@ and %2$@") == nil)
    #expect(CatalogSync.positionalSource(of: "%lld and %#@things@") == nil)
    #expect(CatalogSync.positionalSource(of: "café %@ – %.1f") == "café %1$@ – %2$.1f")
    let text = String(decoding: synced.bytes(), as: UTF8.self)
    #expect(
      text.contains(
        """
            "Copied %lld of %lld files to %@" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Copied %1$lld of %2$lld files to %3$@"
                  }
                }
              }
            },
        """))
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
    "a changed default value replaces Xcode's source text; translations of the old one need review"
  )
  func changedDefaultValue() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "edited" : {
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Edited in the catalog"
                }
              }
            }
          },
          "greeting" : {
            "comment" : "Home",
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "needs_review",
                  "value" : "Hallo?"
                }
              },
              "en" : {
                "stringUnit" : {
                  "state" : "new",
                  "value" : "Hi!"
                }
              },
              "es" : {
                "stringUnit" : {
                  "state" : "new",
                  "value" : ""
                }
              },
              "fr" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Salut !"
                }
              },
              "uk" : {
                "variations" : {
                  "plural" : {
                    "one" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Привіт!"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Привіт усім!"
                      }
                    }
                  }
                }
              }
            }
          },
          "manual" : {
            "extractionState" : "manual",
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "new",
                  "value" : "Old"
                }
              }
            }
          },
          "same" : {
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "new",
                  "value" : "Same"
                }
              },
              "fr" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Pareil"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    var catalog = try StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings")
    let source = #"""
      let a = String(localized: "greeting", defaultValue: "Hello!", comment: "Home")
      let b = String(localized: "edited", defaultValue: "Default")
      let c = String(localized: "manual", defaultValue: "New")
      let d = String(localized: "same", defaultValue: "Same")
      """#
    let changes = CatalogSync().sync(
      &catalog, with: [KeyExtractor().scan(source: source, path: "A.swift")])
    #expect(changes.map(\.description) == [#"value "greeting" (A.swift:1:27)"#])
    let expected = text.replacingOccurrences(of: #""value" : "Hi!""#, with: #""value" : "Hello!""#)
      .replacingOccurrences(
        of: "\"translated\",\n" + String(repeating: " ", count: 12) + "\"value\" : \"Salut",
        with: "\"needs_review\",\n" + String(repeating: " ", count: 12) + "\"value\" : \"Salut"
      )
      .replacingOccurrences(
        of: "\"translated\",\n" + String(repeating: " ", count: 18) + "\"value\" : \"Привіт",
        with: "\"needs_review\",\n" + String(repeating: " ", count: 18) + "\"value\" : \"Привіт")
    #expect(expected.components(separatedBy: "needs_review").count == 5)
    #expect(String(decoding: catalog.bytes(), as: UTF8.self) == expected)
    // Synced again, nothing changes.
    #expect(
      CatalogSync().sync(&catalog, with: [KeyExtractor().scan(source: source, path: "A.swift")])
        .isEmpty)
  }

  @Test("a default value with several arguments is numbered; its specifiers' types change nothing")
  func interpolatedDefaultValue() throws {
    var catalog = StringCatalog(sourceLanguage: "en")
    var typed = CatalogEntry(key: "typed")
    typed.extractionState = ExtractionState.extractedWithValue
    typed.setLocalization(
      CatalogLocalization(stringUnit: StringUnit(state: UnitState.new, value: "%1$lld on %2$@")),
      for: "en")
    catalog.insert(typed)
    let source = #"""
      func f(count: Int, host: String) {
        _ = String(localized: "typed", defaultValue: "\(count) on \(host)")
        _ = String(localized: "added", defaultValue: "\(host) has \(count) of \(count)")
        _ = String(localized: "one", defaultValue: "\(count) left")
      }
      """#
    let changes = CatalogSync().sync(
      &catalog, with: [KeyExtractor().scan(source: source, path: "A.swift")])
    // "typed" is Xcode's `%1$lld on %2$@` whatever this extractor typed its arguments.
    #expect(
      changes.map(\.description) == [
        #"added "added" (A.swift:3:25)"#, #"added "one" (A.swift:4:25)"#,
      ])
    #expect(
      catalog["added"]?.localization(for: "en")?.stringUnit?.value == "%1$@ has %2$lld of %3$lld")
    #expect(catalog["one"]?.localization(for: "en")?.stringUnit?.value == "%lld left")
    #expect(catalog["typed"]?.localization(for: "en")?.stringUnit?.value == "%1$lld on %2$@")
  }

  @Test("an App Shortcut's first phrase: added with every phrase, restored to extracted_with_value")
  func shortcutPhrases() throws {
    var catalog = StringCatalog(sourceLanguage: "de")
    var stale = CatalogEntry(key: "Favoriten in ${applicationName} öffnen")
    stale.extractionState = ExtractionState.stale
    catalog.insert(stale)
    var secondPhrase = CatalogEntry(key: "Sind meine Aufzüge in ${applicationName} in Betrieb?")
    secondPhrase.setLocalization(
      CatalogLocalization(stringUnit: StringUnit(value: "Are my lifts in ${applicationName} up?")),
      for: "en")
    catalog.insert(secondPhrase)
    func use(_ phrases: [String], line: Int) -> ExtractedKey {
      ExtractedKey(
        key: phrases[0], location: SourceLocation(path: "S.swift", line: line, column: 17),
        api: .sdk("AppShortcut"), table: "AppShortcuts", phrases: phrases)
    }
    let changes = CatalogSync(table: "AppShortcuts").sync(
      &catalog,
      uses: [
        use(
          [
            "Aufzugstatus in ${applicationName} prüfen",
            "Sind meine Aufzüge in ${applicationName} in Betrieb?",
          ], line: 4),
        use(["Favoriten in ${applicationName} öffnen"], line: 9),
      ])
    #expect(changes.map(\.kind) == [.restored, .markedStale, .added])
    let added = try #require(catalog["Aufzugstatus in ${applicationName} prüfen"])
    #expect(added.extractionState == ExtractionState.extractedWithValue)
    let set = try #require(added.localization(for: "de")?.stringSet)
    #expect(set.state == UnitState.new)
    #expect(
      set.values == [
        "Aufzugstatus in ${applicationName} prüfen",
        "Sind meine Aufzüge in ${applicationName} in Betrieb?",
      ])
    // Its second phrase is no key of its own: Xcode marks it stale.
    #expect(
      catalog["Sind meine Aufzüge in ${applicationName} in Betrieb?"]?
        .extractionState == ExtractionState.stale)
    #expect(
      catalog["Favoriten in ${applicationName} öffnen"]?.extractionState
        == ExtractionState.extractedWithValue)
  }

  @Test(
    "an interpolated key is the catalog's key of its shape, whatever the specifiers",
    arguments: [
      ("%@ items", "%lld items", true),
      ("%lld items", "%@ items", true),
      ("%lld items", "%lf items", true),
      ("%@ of %@", "%1$lld of %2$lld", true),
      ("%@%%", "%.1f%%", true),
      ("%@ items", "%lld item", false),
      ("%@ items", "5 items", false),
      ("%@%%", "%.1f%", false),
    ])
  func formatKeys(extracted: String, catalogKey: String, matches: Bool) {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.insert(CatalogEntry(key: catalogKey))
    let use = ExtractedKey(
      key: extracted, location: SourceLocation(path: "A.swift", line: 1, column: 6),
      api: .localizedStringKey, isInterpolated: true)
    let changes = CatalogSync().sync(&catalog, uses: [use])
    // A match uses the catalog's key; otherwise the key is added and the other one, with
    // nothing translated, removed.
    #expect(changes.isEmpty == matches)
    #expect(catalog.keys == [matches ? catalogKey : extracted])
  }

  @Test("an interpolated use keeps the active key of its shape, not the stale one it spells")
  func staleExactBesideActiveShape() {
    // LifeLog's `Text("\(day.day)")`: an `Int` of a compiled package, which Xcode typed
    // `%lld` (active) and this extractor reads `%@` (stale from an older extraction).
    var catalog = StringCatalog(sourceLanguage: "en")
    var stale = CatalogEntry(key: "%@")
    stale.extractionState = ExtractionState.stale
    catalog.insert(stale)
    catalog.insert(CatalogEntry(key: "%lld"))
    let use = ExtractedKey(
      key: "%@", location: SourceLocation(path: "A.swift", line: 1, column: 6),
      api: .swiftUI("Text"), isInterpolated: true)
    #expect(CatalogSync().sync(&catalog, uses: [use]).isEmpty)
    // Alone, the stale key the use spells is restored.
    var alone = StringCatalog(sourceLanguage: "en")
    alone.insert(stale)
    #expect(
      CatalogSync().sync(&alone, uses: [use])
        == [CatalogChange(kind: .restored, key: "%@", location: use.location)])
  }

  @Test("a typed use is looked up by its own key, as Xcode extracts it, not by its shape")
  func typedUseTakesItsOwnKey() throws {
    // Zephyr's `Uploading %lld` (translated), whose code's `let name: String` Xcode's re-save
    // extracted as `Uploading %@`: the typed key is added, the other one marked stale.
    func parse(_ json: String) throws -> StringCatalog {
      try StringCatalog(bytes: Array(json.utf8), path: "Localizable.xcstrings")
    }
    var catalog = try parse(
      #"{"sourceLanguage":"en","strings":{"Uploading %lld":{"localizations":{"de":{"#
        + #""stringUnit":{"state":"translated","value":"Lade %lld hoch"}}}},"%lld of %@":{}},"#
        + #""version":"1.0"}"#)
    let location = SourceLocation(path: "A.swift", line: 3, column: 10)
    var typed = ExtractedKey(
      key: "Uploading %@", location: location, api: .swiftUI("Text"), isInterpolated: true)
    typed.isTyped = true
    var untyped = ExtractedKey(
      key: "%@ of %@", location: location, api: .swiftUI("Text"), isInterpolated: true)
    let changes = CatalogSync().sync(&catalog, uses: [typed, untyped])
    #expect(
      Set(changes.map { "\($0.kind) \($0.key)" })
        == ["added Uploading %@", "markedStale Uploading %lld"])
    #expect(catalog["Uploading %@"]?.extractionState == nil)
    #expect(catalog["Uploading %lld"]?.extractionState == ExtractionState.stale)
    // An untyped use still stands for the key of its shape.
    #expect(catalog["%lld of %@"]?.extractionState == nil)
    #expect(catalog["%@ of %@"] == nil)
    var synced = catalog
    #expect(CatalogSync().sync(&synced, uses: [typed, untyped]).isEmpty)
    // The typed key that is stale is restored, even beside an active key of its shape.
    untyped.isTyped = true
    var restoring = try parse(
      #"{"sourceLanguage":"en","strings":{"%@ of %@":{"extractionState":"stale","#
        + #""localizations":{"de":{"stringUnit":{"state":"translated","value":"%@ von %@"}}}},"#
        + #""%lld of %@":{}},"version":"1.0"}"#)
    #expect(
      CatalogSync().sync(&restoring, uses: [untyped]).map { "\($0.kind) \($0.key)" }
        == ["restored %@ of %@", "removed %lld of %@"])
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

@Suite(
  "CatalogSync on real catalogs",
  .enabled(if: Corpus.root != nil, Comment(rawValue: Corpus.missing)))
struct ExtractionCatalogSyncCorpusTests {
  /// Scans that use exactly the catalog's live keys, with the default values Xcode recorded.
  func liveScans(of catalog: StringCatalog, table: String) -> [SourceScan] {
    var scan = SourceScan(path: "Live.swift")
    for (line, entry) in catalog.entries.enumerated() {
      let state = entry.extractionState
      guard state == nil || state == ExtractionState.extractedWithValue else { continue }
      let source = entry.localization(for: catalog.sourceLanguage)
      let value =
        state == nil ? nil : source?.stringUnit?.value ?? source?.stringSet?.values.first ?? ""
      scan.keys.append(
        ExtractedKey(
          key: entry.key, location: SourceLocation(path: "Live.swift", line: line + 1, column: 1),
          api: .projectFunction("locale.t"), comment: nil,
          table: table == "Localizable" ? nil : table, defaultValue: value))
    }
    return [scan]
  }

  @Test(
    "live keys change nothing; no keys marks the translated stale, removes the rest; used again, the stale ones' bytes are back",
    arguments: Corpus.catalogs(in: "xcstrings"))
  func roundTrip(path: String) throws {
    let bytes = try CatalogFile.read(path)
    let original = try StringCatalog(bytes: bytes, path: path)
    let table = "Localizable"
    let sync = CatalogSync(table: table, updatesComments: false)
    let scans = liveScans(of: original, table: table)
    let live = scans[0].keys.count

    let (unchanged, none) = sync.synced(original, with: scans)
    #expect(none.isEmpty)
    #expect(unchanged.bytes() == bytes)

    let (stale, marked) = sync.synced(original, with: [])
    #expect(marked.count == live)
    let written = Set(
      original.entries.filter {
        CatalogSync.holdsWrittenContent($0, sourceLanguage: original.sourceLanguage)
      }.map(\.key))
    for change in marked {
      #expect(change.kind == (written.contains(change.key) ? .markedStale : .removed))
    }
    // Nothing translated is ever removed: every removed key has no other language's text.
    for change in marked where change.kind == .removed {
      let localizations = original[change.key]?.localizations ?? []
      #expect(
        localizations.allSatisfy { language, localization in
          language == original.sourceLanguage
            || localization.leaves.allSatisfy { ($0.stringUnit?.value ?? "").isEmpty }
        }, "\(change.key)")
    }
    // What is kept is kept whole: every translation of every stale key.
    let kept = original.entries.filter {
      $0.extractionState == ExtractionState.manual
        || $0.extractionState == ExtractionState.migrated
        || $0.extractionState == ExtractionState.stale || written.contains($0.key)
    }
    #expect(stale.keys == kept.map(\.key))
    for (before, after) in zip(kept, stale.entries) {
      #expect(before.key == after.key)
      #expect(before.localizations.map(\.localization) == after.localizations.map(\.localization))
    }

    // Used again: the stale keys are restored to their bytes; the removed ones come back as
    // Xcode adds a key.
    let (restored, back) = sync.synced(stale, with: scans)
    #expect(back.count == live)
    let backKinds: [CatalogChange.Kind] = back.map(\.kind).sorted { $0.rawValue < $1.rawValue }
    let expectedKinds: [CatalogChange.Kind] = marked.map {
      $0.kind == .markedStale ? CatalogChange.Kind.restored : .added
    }.sorted { $0.rawValue < $1.rawValue }
    #expect(backKinds == expectedKinds)
    let restoredObjects = restored.entries.filter { written.contains($0.key) }.map(\.object)
    let originalObjects = original.entries.filter { written.contains($0.key) }.map(\.object)
    #expect(restoredObjects == originalObjects)
    #expect(restored.keys == original.keys)
  }
}
