import Foundation
import Testing

@testable import L10nKit

/// The splicing import settles most units from bytes (`SplicedCatalog.quickDecision`); whenever
/// it settles one, the rules (`XLIFFImporter.decide`) decide the same.
@Suite("XLIFF import: units settled from bytes")
struct XLIFFQuickDecisionTests {
  /// Variants of an exported unit that each rule branch sees: as exported, without target, in
  /// every kind of state, edited, with a changed source, in another Unicode normalization, with
  /// inline markup, with state qualifiers, without a source, with an id its key does not have.
  static func variants(of unit: XLIFFUnit) -> [XLIFFUnit] {
    var result = [unit]
    var copy = unit
    copy.target = nil
    result.append(copy)
    for state in ["new", "needs-review-l10n", "final", "signed-off", "x-custom", nil] {
      copy = unit
      copy.target = XLIFFTarget(
        value: unit.target?.value ?? unit.source, state: state.map(XLIFFState.init(rawValue:)))
      result.append(copy)
    }
    copy = unit
    copy.target?.value += " (edited)"
    result.append(copy)
    copy = unit
    copy.source += " (changed)"
    result.append(copy)
    copy = unit
    copy.source = unit.source.decomposedStringWithCanonicalMapping
    result.append(copy)
    copy = unit
    copy.target?.value = (unit.target?.value ?? "").decomposedStringWithCanonicalMapping
    result.append(copy)
    copy = unit
    copy.hasInlineMarkup = true
    result.append(copy)
    // Xcode 27's machine-translation qualifier, another qualifier, and no <source>.
    for qualifier in [XLIFFTarget.machineTranslationQualifier, "x-machine-translated"] {
      copy = unit
      copy.target = XLIFFTarget(
        value: unit.target?.value ?? unit.source, state: .translated, stateQualifier: qualifier)
      result.append(copy)
    }
    copy = unit
    copy.source = ""
    copy.hasSource = false
    result.append(copy)
    // An id of the same key that names no unit of it (a path the entry does not have), without
    // and with a target.
    copy = unit
    copy.id += unit.id.contains(TransUnitID.separator) ? "x" : TransUnitID.separator + "device.x"
    copy.target = nil
    result.append(copy)
    copy.target = XLIFFTarget(value: unit.source, state: .translated)
    result.append(copy)
    return result
  }

  /// For every exported unit of `catalog` in `language` and its variants: a quick decision, when
  /// there is one, is the rules' decision. Returns how many units were settled quickly.
  static func check(bytes: [UInt8], name: String, language: String) throws -> Int {
    let catalog = try StringCatalog(bytes: bytes, path: name)
    guard
      var spliced = SplicedCatalog(
        file: FileBytes(copying: bytes), path: name, languages: [language])
    else { return 0 }
    spliced.begin(language: language, original: name)
    let allowed = Set((CLDRPlurals.categories(for: language) ?? []).map(\.rawValue))
    let exported = XLIFFExporter.file(for: catalog, original: name, targetLanguage: language)
    let units =
      exported.file.units.flatMap(variants(of:)) + [
        XLIFFUnit(id: "no such key|==|plural.one", source: "x", target: nil),
        XLIFFUnit(
          id: "no such key", source: "x", target: XLIFFTarget(value: "y", state: .translated)),
      ]
    let table = XLIFFUnitTable(units)
    var settled = 0
    for (index, unit) in units.enumerated() {
      var quickCatalog = spliced
      let quick = table.bytes.withUnsafeBufferPointer {
        quickCatalog.quickDecision(table.records[index], text: $0)
      }
      guard let quick else { continue }
      settled += 1
      var rulesCatalog = spliced
      let rules = XLIFFImporter.decide(
        unit, language: language, allowedCategories: allowed, destination: &rulesCatalog)
      #expect(
        String(describing: quick) == String(describing: rules),
        "\(name) [\(language)] unit '\(unit.id)' target \(String(describing: unit.target))")
    }
    return settled
  }

  @Test("a fixture with escapes, variations and substitutions")
  func fixture() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "%lld files" : {
            "localizations" : {
              "de" : {
                "variations" : {
                  "plural" : {
                    "one" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld Datei"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "%lld Dateien"
                      }
                    }
                  }
                }
              }
            }
          },
          "Café \\"quoted\\"\\n\\ttab\\u001f" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Café \\"zitiert\\"\\n\\tTab\\u001f"
                }
              },
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Café \\"quoted\\"\\n\\ttab\\u001f"
                }
              }
            }
          },
          "Done" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "machine_translated",
                  "value" : "Fertig"
                }
              }
            }
          },
          "Hidden" : {
            "shouldTranslate" : false
          },
          "Review" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "needs_review",
                  "value" : "Prüfen"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let bytes = Array(text.utf8)
    #expect(try StringCatalog(bytes: bytes, path: "f").serializes(to: bytes))
    let settled = try Self.check(bytes: bytes, name: "f.xcstrings", language: "de")
    #expect(settled >= 10, "the byte path settles the plain and plural units it can")
  }

  @Test("every corpus catalog, in up to three of its languages")
  func corpus() throws {
    guard let catalogs = XLIFFCorpus.catalogs() else { return }
    var settled = 0
    for (name, bytes, catalog) in catalogs {
      for language in catalog.languages.filter({ $0 != catalog.sourceLanguage }).prefix(3) {
        settled += try Self.check(bytes: bytes, name: name, language: language)
      }
    }
    #expect(settled > 0, "no corpus unit was settled from bytes")
  }
}
