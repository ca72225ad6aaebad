import Foundation
import Testing

@testable import AppLocalization

/// A hand-written catalog exercising every shape the runtime reads.
let fixtureCatalogJSON = #"""
  {
    "sourceLanguage" : "en",
    "strings" : {
      "Empty entry %lld" : {

      },
      "files.count" : {
        "localizations" : {
          "en" : {
            "variations" : {
              "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
              }
            }
          },
          "ru" : {
            "variations" : {
              "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
                "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
                "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } }
              }
            }
          }
        }
      },
      "greeting" : {
        "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo, %@!" } },
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello, %@!" } },
          "ru" : { "stringUnit" : { "state" : "new", "value" : "" } }
        }
      },
      "brand" : {
        "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Atelier" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Werkstatt" } }
        },
        "shouldTranslate" : false
      },
      "tap" : {
        "localizations" : {
          "en" : {
            "variations" : {
              "device" : {
                "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
                "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "Select" } }
              }
            }
          },
          "de" : {
            "variations" : {
              "device" : {
                "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Tippen" } },
                "mac" : { "stringUnit" : { "state" : "translated", "value" : "Klicken" } }
              }
            }
          }
        }
      },
      "shared" : {
        "localizations" : {
          "en" : {
            "stringUnit" : { "state" : "translated", "value" : "%@ shared %#@photos@" },
            "substitutions" : {
              "photos" : {
                "argNum" : 2,
                "formatSpecifier" : "lld",
                "variations" : {
                  "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "a photo" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } }
                  }
                }
              }
            }
          },
          "pl" : {
            "stringUnit" : { "state" : "translated", "value" : "%@ udostępnia %#@photos@" },
            "substitutions" : {
              "photos" : {
                "formatSpecifier" : "lld",
                "variations" : {
                  "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg zdjęcie" } },
                    "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg zdjęcia" } },
                    "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg zdjęć" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg zdjęcia" } }
                  }
                }
              }
            }
          }
        }
      },
      "shortcut" : {
        "localizations" : {
          "en" : { "stringSet" : { "state" : "translated", "values" : [ "Open Atelier", "Launch Atelier" ] } }
        }
      }
    },
    "version" : "1.0"
  }
  """#

@Suite("Reading String Catalogs")
struct LocalizationCatalogTests {
  @Test("languages and keys")
  func structure() throws {
    let catalog = try LocalizationCatalog.decode(Data(fixtureCatalogJSON.utf8))
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.languages == ["de", "en", "pl", "ru"])
    #expect(catalog.keys.count == 7)
    #expect(catalog.contains("tap"))
    #expect(!catalog.contains("Tap"))
  }

  @Test(
    "malformed catalogs name the line and column and what to do",
    arguments: [
      (
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : [\n", 0, "not valid JSON"
      ),
      ("[1]", 1, "top level must be an object"),
      ("{ \"strings\" : {} }", 1, "sourceLanguage"),
      (
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : 3\n  }\n}", 4,
        "the entry for \"k\" must be an object"
      ),
      (
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : {\n"
          + "      \"localizations\" : { \"de\" : { \"stringUnit\" : { \"state\" : \"new\" } } }\n"
          + "    }\n  }\n}", 4, "k › de › stringUnit has no \"value\""
      ),
      (
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : {\n"
          + "      \"localizations\" : { \"de\" : { \"variations\" : { \"plural\" : {\n"
          + "        \"several\" : { \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"x\" } }\n"
          + "      } } } }\n    }\n  }\n}", 4, "\"several\" is not a CLDR category"
      ),
    ])
  func errors(json: String, line: Int, message: String) {
    do {
      _ = try LocalizationCatalog.decode(Data(json.utf8), file: "Fixture.xcstrings")
      Issue.record("decoded a malformed catalog")
    } catch let error as LocalizationCatalogError {
      #expect(error.file == "Fixture.xcstrings")
      #expect(error.message.contains(message), "\(error)")
      if line > 0 { #expect(error.line == line, "\(error)") } else { #expect(error.line >= 1) }
      #expect(
        error.description.hasPrefix("Fixture.xcstrings:\(error.line):\(error.column): error: "))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test("load reads a file off the main actor and names it in errors")
  func load() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "AppLocalizationTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("Good.xcstrings")
    try Data(fixtureCatalogJSON.utf8).write(to: good)
    let catalog = try await LocalizationCatalog.load(contentsOf: good)
    #expect(catalog.contains("greeting"))
    let missing = folder.appendingPathComponent("Missing.xcstrings")
    await #expect(throws: LocalizationCatalogError.self) {
      try await LocalizationCatalog.load(contentsOf: missing)
    }
  }
}
