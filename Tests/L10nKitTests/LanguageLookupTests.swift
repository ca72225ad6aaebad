import Testing

@testable import L10nKit

@Suite("LanguageLookup: every language's localization in one walk of an entry")
struct LanguageLookupTests {
  /// A catalog whose entries have localizations in awkward shapes: none, one not an object, a
  /// repeated language (read with `.keepFirst`), a language that is not an object, names equal
  /// only as Swift strings (é precomposed and decomposed), and languages no one asked for.
  private func entries() throws -> [CatalogEntry] {
    let unit = #"{ "stringUnit" : { "state" : "translated", "value" : "v" } }"#
    let json = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "a" : { },
          "c" : { "localizations" : { "de" : \(unit), "ja" : \(unit) } },
          "d" : { "localizations" : { "fr" : \(unit), "de" : \(unit), "fr" : { } } },
          "e" : { "localizations" : { "x-\u{E9}" : \(unit), "x-e\u{301}" : { } } },
          "f" : { "localizations" : { "x-e\u{301}" : \(unit), "zh-Hans" : \(unit) } }
        },
        "version" : "1.0"
      }
      """
    let catalog = try StringCatalog(
      bytes: Array(json.utf8), path: "/p/L.xcstrings", duplicateKeys: .keepFirst)
    // Made in memory, as no catalog read from a file has them: a language whose value is a
    // string, and `localizations` itself not an object.
    let notObject = CatalogEntry(
      key: "g",
      object: JSONObject([
        JSONMember(
          key: "localizations",
          value: .object(
            JSONObject([
              JSONMember(key: "fr", value: .string("text")),
              JSONMember(key: "de", value: .object(JSONObject())),
            ])))
      ]))
    let notAnObject = CatalogEntry(
      key: "h", object: JSONObject([JSONMember(key: "localizations", value: .string("x"))]))
    return catalog.entries + [notObject, notAnObject]
  }

  @Test(
    "the same localizations as localization(for:), in the order of the languages",
    arguments: [
      ["de", "fr", "ja", "it"], ["it", "fr", "de"], ["de", "de", "fr"],
      ["x-\u{E9}", "zh-Hans"], ["x-e\u{301}", "de"], ["x-\u{E9}", "x-e\u{301}", "fr"], [],
    ])
  func sameAsLookingUpEach(languages: [String]) throws {
    let entries = try entries()
    var lookup = LanguageLookup(languages)
    for entry in entries {
      var seen: [(Int, CatalogLocalization?)] = []
      lookup.forEachLocalization(of: entry) { seen.append(($0, $1)) }
      #expect(seen.map(\.0) == Array(languages.indices), "\(entry.key)")
      for (index, localization) in seen {
        let expected = entry.localization(for: languages[index])
        #expect(localization == expected, "\(entry.key) \(languages[index])")
        #expect(localization?.position == expected?.position, "\(entry.key) \(languages[index])")
      }
    }
  }

  @Test("an entry's languages are found, the first of a repeated one, by its exact bytes")
  func findsByBytes() throws {
    let entries = try entries()
    var lookup = LanguageLookup(["fr", "de", "x-\u{E9}", "x-e\u{301}"])
    var found: [String: [Bool]] = [:]
    for entry in entries {
      lookup.forEachLocalization(of: entry) { _, localization in
        found[entry.key, default: []].append(localization?.stringUnit != nil)
      }
    }
    #expect(found["a"] == [false, false, false, false])
    #expect(found["c"] == [false, true, false, false])
    #expect(found["d"] == [true, true, false, false])
    #expect(found["e"] == [false, false, true, false])
    #expect(found["f"] == [false, false, false, true])
    #expect(found["g"] == [false, false, false, false])
    #expect(found["h"] == [false, false, false, false])
  }
}
