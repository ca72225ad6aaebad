import Foundation
import Testing

@testable import L10nKit

/// Keys marked Don't Translate (`"shouldTranslate" : false`): Xcode 16.4, 26.0.1 and 26.3 export
/// them as units with `translate="no"` (JiZPaper/Kitsune-Translations' `InfoPlist` units
/// `CFBundleDisplayName` and `CFBundleName`), so an import of Xcode's own export must take them.
@Suite("XLIFF: keys marked Don't Translate")
struct XLIFFDontTranslateTests {
  static let catalogText = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld items" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "new",
                      "value" : "%lld item"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "new",
                      "value" : "%lld items"
                    }
                  }
                }
              }
            },
            "fr" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld item"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld items"
                    }
                  }
                }
              }
            }
          },
          "shouldTranslate" : false
        },
        "Brand" : {
          "comment" : "The product's name",
          "localizations" : {
            "fr" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Brand"
              }
            }
          },
          "shouldTranslate" : false
        },
        "CFBundleName" : {
          "comment" : "Bundle name",
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Kitsune"
              }
            }
          },
          "shouldTranslate" : false
        },
        "Hello" : {
          "localizations" : {
            "fr" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Bonjour"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }

    """

  static let tool = XLIFFTool(
    id: "com.apple.dt.xcode", name: "Xcode", version: "26.3", buildNumber: "17C529")

  static func export(_ language: String, version: XLIFFVersion = .v1_2) throws -> String {
    let catalog = try StringCatalog(bytes: Array(catalogText.utf8), path: "Localizable.xcstrings")
    let file = XLIFFExporter.file(
      for: catalog, original: "App/Localizable.xcstrings", targetLanguage: language, tool: tool
    ).file
    return String(
      decoding: XLIFFWriter.write(XLIFFDocument(version: version, files: [file])), as: UTF8.self)
  }

  @Test("exported with translate=\"no\", in Xcode's layout, the rest of the unit as any other's")
  func export() throws {
    let french = try Self.export("fr")
    #expect(
      french.contains(
        """
              <trans-unit id="CFBundleName" translate="no" xml:space="preserve">
                <source>Kitsune</source>
                <note>Bundle name</note>
              </trans-unit>
        """))
    #expect(
      french.contains(
        """
              <trans-unit id="Brand" translate="no" xml:space="preserve">
                <source>Brand</source>
                <target state="translated">Brand</target>
                <note>The product's name</note>
        """))
    #expect(french.contains(#"<trans-unit id="%lld items|==|plural.one" translate="no""#))
    #expect(french.contains(#"<trans-unit id="Hello" xml:space="preserve">"#))
    // XLIFF 2.0 says it on the unit.
    #expect(try Self.export("fr", version: .v2_0).contains(#"<unit id="Brand" translate="no">"#))
    // Readable by another XLIFF consumer's parser: libxml2's, through our reader.
    let read = try XLIFFReader.read(Array(french.utf8), path: "fr.xliff")
    #expect(read.files.first?.units.count == 5)
  }

  @Test("an import of the unedited export takes every unit and changes nothing, both ways")
  func importUnedited() throws {
    for language in ["fr", "en"] {
      let exported = Array(try Self.export(language).utf8)
      let file = try #require(try XLIFFReader.read(exported, path: "x.xliff").files.first)
      let bytes = Array(Self.catalogText.utf8)
      let whole = XLIFFImporter.merge(
        file, into: try StringCatalog(bytes: bytes, path: "Localizable.xcstrings"),
        path: "x.xliff")
      #expect(whole.rejectedCount == 0, "\(language): \(whole.findings)")
      #expect(!whole.changed, "\(language)")
      var spliced = try ImportedCatalog.make(
        bytes: FileBytes(copying: bytes), path: "Localizable.xcstrings", languages: [language])
      let report = spliced.merge(file, path: "x.xliff")
      #expect(report.findings == whole.findings, "\(language)")
      #expect(try spliced.changedBytes() == nil, "\(language)")
    }
  }

  @Test("an import of other keys' translations fills no plural case of such a key")
  func noFilledCases() throws {
    let exported = try Self.export("ru")
    let edited = exported.replacingOccurrences(
      of: "<source>Hello</source>",
      with: "<source>Hello</source>\n        <target state=\"translated\">Привет</target>")
    #expect(edited != exported)
    let file = try #require(try XLIFFReader.read(Array(edited.utf8), path: "ru.xliff").files.first)
    let bytes = Array(Self.catalogText.utf8)
    let whole = XLIFFImporter.merge(
      file, into: try StringCatalog(bytes: bytes, path: "Localizable.xcstrings"), path: "ru.xliff")
    #expect(whole.catalog["Hello"]?.localization(for: "ru")?.stringUnit?.value == "Привет")
    // A key to translate would gain the ru cases in state new (Xcode 27); this one does not.
    #expect(whole.catalog["%lld items"]?.localization(for: "ru") == nil)
    var spliced = try ImportedCatalog.make(
      bytes: FileBytes(copying: bytes), path: "Localizable.xcstrings", languages: ["ru"])
    let report = spliced.merge(file, path: "ru.xliff")
    #expect(report.findings == whole.findings)
    #expect(try spliced.changedBytes() == whole.catalog.bytes())
  }

  @Test("a translation sent for such a key is imported like any other")
  func importTranslation() throws {
    let edited = try Self.export("fr").replacingOccurrences(
      of: "<target state=\"translated\">Brand</target>",
      with: "<target state=\"translated\">Marque</target>")
    let file = try #require(try XLIFFReader.read(Array(edited.utf8), path: "fr.xliff").files.first)
    let result = XLIFFImporter.merge(
      file,
      into: try StringCatalog(bytes: Array(Self.catalogText.utf8), path: "Localizable.xcstrings"),
      path: "fr.xliff")
    #expect(result.rejectedCount == 0)
    let brand = try #require(result.catalog["Brand"])
    #expect(brand.localization(for: "fr")?.stringUnit?.value == "Marque")
    #expect(!brand.shouldTranslate)
  }
}

/// App Shortcut phrases (a localization's `stringSet`): Xcode 26 exports them as one `<mrk
/// mtype="x-set">` per phrase (JiZPaper/Kitsune-Translations' `AppShortcuts.xcstrings`).
@Suite("XLIFF: App Shortcut phrases")
struct XLIFFStringSetTests {
  static let catalogText = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Open ${applicationName}" : {
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "en" : {
              "stringSet" : {
                "state" : "new",
                "values" : [
                  "Open ${applicationName}",
                  "Show ${applicationName}"
                ]
              }
            },
            "it" : {
              "stringSet" : {
                "state" : "translated",
                "values" : [
                  "Apri ${applicationName}",
                  "Mostra ${applicationName}"
                ]
              }
            }
          }
        },
        "Search on ${applicationName}" : {
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "en" : {
              "stringSet" : {
                "state" : "new",
                "values" : [
                  "Search on ${applicationName}"
                ]
              }
            }
          }
        }
      },
      "version" : "1.0"
    }

    """

  static func export(_ language: String, version: XLIFFVersion = .v1_2) throws -> String {
    let catalog = try StringCatalog(bytes: Array(catalogText.utf8), path: "AppShortcuts.xcstrings")
    let file = XLIFFExporter.file(
      for: catalog, original: "App/AppShortcuts.xcstrings", targetLanguage: language,
      tool: XLIFFDontTranslateTests.tool
    ).file
    return String(
      decoding: XLIFFWriter.write(XLIFFDocument(version: version, files: [file])), as: UTF8.self)
  }

  /// Imports `text` both ways (whole, spliced); expects the same findings and bytes; returns the
  /// whole import's result and the bytes written (nil: unchanged).
  static func importBothWays(_ text: String, language: String) throws -> (
    XLIFFImportResult, [UInt8]?
  ) {
    let file = try #require(try XLIFFReader.read(Array(text.utf8), path: "x.xliff").files.first)
    let bytes = Array(catalogText.utf8)
    let whole = XLIFFImporter.merge(
      file, into: try StringCatalog(bytes: bytes, path: "AppShortcuts.xcstrings"), path: "x.xliff")
    var spliced = try ImportedCatalog.make(
      bytes: FileBytes(copying: bytes), path: "AppShortcuts.xcstrings", languages: [language])
    let report = spliced.merge(file, path: "x.xliff")
    #expect(report.findings == whole.findings)
    let written = try spliced.changedBytes()
    let wholeBytes = whole.changed ? whole.catalog.bytes() : bytes
    #expect(written ?? bytes == wholeBytes)
    return (whole, written)
  }

  @Test("exported as Xcode writes them: one <mrk mtype=\"x-set\"> per phrase, source and target")
  func export() throws {
    let italian = try Self.export("it")
    // Xcode 26.2's and 26.3's bytes for a one-phrase source without a translation.
    #expect(
      italian.contains(
        """
              <trans-unit id="Search on ${applicationName}" xml:space="preserve">
                <source>
                  <mrk mtype="x-set" mid="0">Search on ${applicationName}</mrk>
                </source>
                <note/>
              </trans-unit>
        """))
    #expect(
      italian.contains(
        """
                <target state="translated">
                  <mrk mtype="x-set" mid="0">Apri ${applicationName}</mrk>
                  <mrk mtype="x-set" mid="1">Mostra ${applicationName}</mrk>
                </target>
        """))
    // The development language's target repeats the phrases, in the source's state.
    #expect(
      try Self.export("en").contains(
        """
                <target state="new">
                  <mrk mtype="x-set" mid="0">Open ${applicationName}</mrk>
        """))
    #expect(
      try Self.export("it", version: .v2_0).contains(
        #"<mrk id="m1" type="xcode:x-set">Mostra ${applicationName}</mrk>"#))
  }

  @Test("imported back as phrases: unedited changes nothing, edited phrases become the set")
  func importPhrases() throws {
    for language in ["it", "en"] {
      for version in [XLIFFVersion.v1_2, .v2_0] {
        let (result, written) = try Self.importBothWays(
          try Self.export(language, version: version), language: language)
        // Only the development language's note that it is the source language.
        #expect(result.rejectedCount == 0, "\(result.findings)")
        #expect(result.findings.count == (language == "en" ? 1 : 0), "\(result.findings)")
        #expect(written == nil, "\(language) \(version)")
      }
    }
    let edited = try Self.export("it")
      .replacingOccurrences(of: "Mostra ${applicationName}", with: "Visualizza ${applicationName}")
      .replacingOccurrences(
        of: "</source>\n        <note/>",
        with: """
          </source>
                  <target state="translated">
                    <mrk mtype="x-set" mid="0">Cerca su ${applicationName}</mrk>
                    <mrk mtype="x-set" mid="1">Trova su ${applicationName}</mrk>
                  </target>
                  <note/>
          """)
    let (result, written) = try Self.importBothWays(edited, language: "it")
    #expect(result.importedCount == 2)
    #expect(written != nil)
    func phrases(_ key: String) -> [String]? {
      result.catalog[key]?.localization(for: "it")?.stringSet?.values
    }
    #expect(
      phrases("Open ${applicationName}") == [
        "Apri ${applicationName}", "Visualizza ${applicationName}",
      ])
    #expect(
      phrases("Search on ${applicationName}") == [
        "Cerca su ${applicationName}", "Trova su ${applicationName}",
      ])
    #expect(
      result.catalog["Search on ${applicationName}"]?.localization(for: "it")?.stringUnit == nil)
  }

  @Test("plain text for phrases is one phrase; text beside phrases is refused, not lost")
  func plainAndMixedTargets() throws {
    let exported = try Self.export("it")
    func edited(_ target: String) -> String {
      exported.replacingOccurrences(
        of: """
                  <target state="translated">
                    <mrk mtype="x-set" mid="0">Apri ${applicationName}</mrk>
                    <mrk mtype="x-set" mid="1">Mostra ${applicationName}</mrk>
                  </target>
          """, with: "        <target state=\"translated\">\(target)</target>\n")
    }
    // A tool that knows no <mrk> writes the text alone: the set becomes that one phrase.
    let (plain, _) = try Self.importBothWays(edited("Apri ${applicationName}"), language: "it")
    let open = plain.catalog["Open ${applicationName}"]?.localization(for: "it")
    #expect(open?.stringSet?.values == ["Apri ${applicationName}"])
    #expect(open?.stringUnit == nil)
    let (empty, _) = try Self.importBothWays(edited("\n          "), language: "it")
    #expect(
      empty.catalog["Open ${applicationName}"]?.localization(for: "it")?.stringSet?.values == [])
    // Text before or around a phrase belongs to none: the unit is refused, the catalog kept.
    for mixed in [
      #"Apri <mrk mtype="x-set" mid="0">Mostra ${applicationName}</mrk>"#,
      #"<mrk mtype="protected"><mrk mtype="x-set" mid="0">Apri</mrk></mrk><mrk mtype="x-set" mid="1">B</mrk>"#,
      #"<mrk mtype="x-set" mid="0">Apri</mrk> e poi <mrk mtype="x-set" mid="1">B</mrk>"#,
    ] {
      let (result, written) = try Self.importBothWays(edited(mixed), language: "it")
      #expect(result.rejectedCount == 1, "\(mixed)")
      #expect(written == nil, "\(mixed)")
      #expect(
        result.findings.first?.message.contains("text outside the App Shortcut phrases") == true)
    }
  }

  @Test("phrases for a one-text key are refused; near spellings of the phrase mark are read")
  func phrasesForOneText() throws {
    let catalog = try StringCatalog(
      bytes: Array(XLIFFDontTranslateTests.catalogText.utf8), path: "Localizable.xcstrings")
    let exported = String(
      decoding: XLIFFWriter.write(
        XLIFFDocument(
          version: .v1_2,
          files: [
            XLIFFExporter.file(
              for: catalog, original: "Localizable.xcstrings", targetLanguage: "fr"
            ).file
          ])), as: UTF8.self)
    let edited = exported.replacingOccurrences(
      of: "<target state=\"translated\">Bonjour</target>",
      with: #"<target state="translated"><mrk mtype="x-set" mid="0">Salut</mrk></target>"#)
    #expect(edited != exported)
    let file = try #require(try XLIFFReader.read(Array(edited.utf8), path: "fr.xliff").files.first)
    let result = XLIFFImporter.merge(file, into: catalog, path: "fr.xliff")
    #expect(result.rejectedCount == 1)
    #expect(result.catalog["Hello"]?.localization(for: "fr")?.stringUnit?.value == "Bonjour")
    #expect(result.catalog["Hello"]?.localization(for: "fr")?.stringSet == nil)
    // `mtype` in any case, and 2.0's `type` with or without its prefix, mark phrases.
    #expect(XLIFFStringSet.isPhraseMark(mtype: "x-Set", type: nil))
    #expect(XLIFFStringSet.isPhraseMark(mtype: nil, type: "x-set"))
    #expect(XLIFFStringSet.isPhraseMark(mtype: nil, type: "xcode:x-set"))
    #expect(!XLIFFStringSet.isPhraseMark(mtype: "protected", type: nil))
  }

  @Test("text as it is stays text; only a phrase <mrk> makes a set")
  func phrasesOnly() {
    #expect(XLIFFStringSet.phrases(in: "plain") == nil)
    #expect(XLIFFStringSet.phrases(in: XLIFFStringSet.text(of: ["a", "", "b"])) == ["a", "", "b"])
    #expect(XLIFFStringSet.phrases(in: XLIFFStringSet.text(of: [])) == nil)
  }
}

@Suite("XLIFF: characters XML cannot hold")
struct XLIFFControlCharacterTests {
  @Test("a unit holding one is reported and left out; the file stays well-formed XML")
  func reported() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Fine" : {
            "comment" : "Tab\\tand new line\\nare fine"
          },
          "K\\u0002ey" : {

          },
          "Value" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "A\\u0001B"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }

      """
    let catalog = try StringCatalog(bytes: Array(text.utf8), path: "Localizable.xcstrings")
    let (file, problems) = XLIFFExporter.file(
      for: catalog, original: "Localizable.xcstrings", targetLanguage: "de")
    #expect(file.units.map(\.id) == ["Fine"])
    #expect(problems.map(\.key) == ["K\u{2}ey", "Value"])
    #expect(problems.first?.description.contains("key 'K\\u{2}ey'") == true)
    let bytes = XLIFFWriter.write(XLIFFDocument(version: .v1_2, files: [file]))
    #expect(try XLIFFReader.read(bytes, path: "de.xliff").files.first?.units.count == 1)
  }

  @Test("what XML holds: tab, line feed, carriage return, all else from U+0020; phrases' \\0")
  func characters() {
    #expect(XMLCharacters.canHold("a\tb\nc\rd é 🙂"))
    #expect(!XMLCharacters.canHold("a\u{1}b"))
    #expect(!XMLCharacters.canHold("a\u{0}b"))
    #expect(!XMLCharacters.canHold("a\u{FFFE}"))
    #expect(!XMLCharacters.canHold("\u{FFFF}"))
    #expect(XMLCharacters.canHold("\u{FFFD}\u{FFFC}"))
    #expect(XMLCharacters.canHold(XLIFFStringSet.text(of: ["One", "Two"])))
    #expect(!XMLCharacters.canHold(XLIFFStringSet.text(of: ["O\u{1}ne"])))
  }
}
