import Foundation
import Testing

@testable import L10nKit

/// The splicing import reads the catalog's side of each unit from bytes (plain string units,
/// plural and device variations) and exports everything else; every path must give exactly the
/// units the exporter gives for the parsed catalog.
@Suite("Splicing import: references from bytes")
struct SplicedCatalogTests {
  /// Entries of every shape: plain, plural, device (canonically equal device names), plural
  /// inside device, substitutions, plural beside device, missing source or target, escapes,
  /// `shouldTranslate`, a key with `|==|`, a stringSet, an unknown field and an empty
  /// localization.
  static let fixtureJSON = #"""
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "plain": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Plain \"quoted\"\n"}},
        "de": {"stringUnit": {"state": "needs_review", "value": "Schlicht \\ \u001f"}}}},
      "no source": {"localizations": {
        "de": {"stringUnit": {"state": "translated", "value": "Ohne Quelle"}}}},
      "no target": {"localizations": {
        "en": {"stringUnit": {"state": "new", "value": "Only English"}}}},
      "nothing": {},
      "%lld files": {"localizations": {
        "en": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
          "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
        "de": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%lld Datei"}},
          "few": {"stringUnit": {"state": "translated", "value": "ignored"}},
          "other": {"stringUnit": {"state": "new", "value": "%lld Dateien"}}}}}}},
      "only other": {"localizations": {
        "en": {"variations": {"plural": {
          "other": {"stringUnit": {"state": "translated", "value": "many"}}}}}}},
      "target plural": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Source text"}},
        "de": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "eins"}}}}}}},
      "Tap": {"localizations": {
        "en": {"variations": {"device": {
          "mac": {"stringUnit": {"state": "translated", "value": "Click"}},
          "iphone": {"stringUnit": {"state": "translated", "value": "Tap"}}}}},
        "de": {"variations": {"device": {
          "ipad": {"stringUnit": {"state": "translated", "value": "Tippen (iPad)"}},
          "iphone": {"stringUnit": {"state": "translated", "value": "Tippen"}}}}}}},
      "target devices": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Press"}},
        "de": {"variations": {"device": {
          "mac": {"stringUnit": {"state": "translated", "value": "Klicken"}}}}}}},
      "accented device": {"localizations": {
        "en": {"variations": {"device": {
          "caf\u00e9": {"stringUnit": {"state": "translated", "value": "x"}}}}},
        "de": {"variations": {"device": {
          "cafe\u0301": {"stringUnit": {"state": "translated", "value": "y"}}}}}}},
      "mixed": {"localizations": {
        "en": {"variations": {"plural": {
          "other": {"stringUnit": {"state": "translated", "value": "p"}}}}},
        "de": {"variations": {"device": {
          "mac": {"stringUnit": {"state": "translated", "value": "d"}}}}}}},
      "device plural": {"localizations": {
        "en": {"variations": {"device": {
          "mac": {"variations": {"plural": {
            "other": {"stringUnit": {"state": "translated", "value": "%lld on Mac"}}}}}}}}}},
      "%#@items@": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "%#@items@"},
          "substitutions": {"items": {"argNum": 1, "formatSpecifier": "lld",
            "variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%arg item"}},
              "other": {"stringUnit": {"state": "translated", "value": "%arg items"}}}}}}},
        "de": {"stringUnit": {"state": "translated", "value": "%#@items@"},
          "substitutions": {"items": {"argNum": 1, "formatSpecifier": "lld",
            "variations": {"plural": {
              "other": {"stringUnit": {"state": "translated", "value": "%arg Dinge"}}}}}}}}},
      "%#@a.b@ things": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "%#@a.b@ things"},
          "substitutions": {"a.b": {"formatSpecifier": "lld",
            "variations": {"plural": {
              "other": {"stringUnit": {"state": "translated", "value": "%arg"}}}}}}},
        "de": {"stringUnit": {"state": "translated", "value": "%#@a.b@ Dinge"}}}},
      "%1$@ has %2$#@n@ left": {"localizations": {
        "en": {"substitutions": {"n": {
            "variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%arg day"}},
              "other": {"stringUnit": {"state": "translated", "value": "%arg days"}}}}}}},
        "de": {"stringUnit": {"state": "needs_review", "value": "%1$@ hat %2$#@n@"},
          "substitutions": {"n": {"argNum": 2, "formatSpecifier": "d",
            "variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%arg Tag"}}}}},
            "m": {"argNum": 3,
            "variations": {"plural": {
              "other": {"stringUnit": {"state": "new", "value": "%arg"}}}}}}}}},
      "extra field": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "x", "comment": "unknown"}}}},
      "skipped": {"shouldTranslate": false, "localizations": {
        "de": {"stringUnit": {"state": "translated", "value": "nicht"}}}},
      "a|==|b": {"localizations": {
        "de": {"stringUnit": {"state": "translated", "value": "unrepresentable"}}}},
      "set": {"localizations": {
        "en": {"stringSet": {"state": "translated", "values": ["a", "b"]}}}},
      "empty": {"localizations": {"de": {}}}
    }}
    """#

  /// The fixture in Xcode's layout.
  static func fixture() throws -> [UInt8] {
    try StringCatalog(bytes: Array(fixtureJSON.utf8), path: "fixture").bytes()
  }

  /// For every entry and each language: the reference `SplicedCatalog` finds for each unit id the
  /// exporter writes equals the exporter's, ids the exporter does not write have none, and
  /// `hasUnit` agrees. Returns how many entries took the byte paths (plain or shaped).
  @discardableResult
  static func check(
    bytes: [UInt8], name: String, languages: [String], announced: [String]? = nil
  ) throws -> Int {
    let catalog = try StringCatalog(bytes: bytes, path: name)
    var spliced = try #require(
      SplicedCatalog(
        file: FileBytes(copying: bytes), path: name, languages: announced ?? languages),
      "\(name) is not in Xcode's layout")
    var fromBytes = 0
    for language in languages where language != catalog.sourceLanguage {
      spliced.begin(language: language, original: name)
      let categories = XLIFFExporter.pluralCategories(for: language)
      for (position, entry) in catalog.entries.enumerated() {
        let expected = XLIFFExporter.referenceUnits(
          key: entry.key, source: entry.localization(for: catalog.sourceLanguage),
          target: entry.localization(for: language), categories: categories)
        #expect(spliced.entry(forKey: entry.key) == position, "\(name): \(entry.key)")
        if spliced.shapedReferenceUnits(entry: position, key: entry.key) != nil {
          fromBytes += 1
          #expect(
            spliced.shapedReferenceUnits(entry: position, key: entry.key).map {
              $0.map(\.id) == expected.map(\.id) && $0.map(\.reference) == expected.map(\.reference)
            } == true, "\(name) [\(language)]: \(entry.key)")
        }
        for unit in expected {
          let has = spliced.hasUnit(id: unit.id, key: entry.key, entry: position)
          #expect(has)
          let found = spliced.reference(id: unit.id, key: entry.key, entry: position)
          #expect(found == unit.reference, "\(name) [\(language)]: \(unit.id)")
        }
        for missing in [entry.key + "|==|plural.zero", entry.key + "|==|device.tv"]
        where !expected.contains(where: { $0.id == missing }) {
          let has = spliced.hasUnit(id: missing, key: entry.key, entry: position)
          let found = spliced.reference(id: missing, key: entry.key, entry: position)
          #expect(!has && found == nil, "\(name): \(missing)")
        }
        if expected.isEmpty {
          let has = spliced.hasUnit(id: entry.key, key: entry.key, entry: position)
          #expect(!has, "\(name): \(entry.key)")
        }
      }
    }
    return fromBytes
  }

  @Test(
    "a JSON string's bytes against decoded text: plain, escaped, shorter, longer, empty",
    arguments: [
      (#"Hello"#, "Hello", true), (#"Hellp"#, "Hello", false), (#"Hell"#, "Hello", false),
      (#"Say \"hi\""#, #"Say "hi""#, true), (#"a\nb"#, "a\nb", true), (#"a\\nb"#, "a\nb", false),
      (#"tab\there"#, "tab\there", true), (#"\u0001x"#, "\u{1}x", true), ("", "", true),
      (#"ab\"#, "ab\\", false), ("Grüße", "Grüße", true),
    ])
  func jsonStringEquals(json: String, text: String, equal: Bool) {
    let bytes = Array(json.utf8)
    let decoded = Array(text.utf8)
    bytes.withUnsafeBufferPointer { source in
      decoded.withUnsafeBufferPointer { target in
        #expect(SplicedCatalog.jsonString(source, 0..<source.count, equals: target) == equal)
      }
    }
  }

  @Test("every shape of the fixture: the references of the exporter")
  func fixtureShapes() throws {
    let bytes = try Self.fixture()
    let fromBytes = try Self.check(bytes: bytes, name: "fixture", languages: ["de", "ar", "ja"])
    #expect(fromBytes > 20)
  }

  @Test("languages not announced when the catalog was opened are scanned for when they come")
  func unannounced() throws {
    let bytes = try Self.fixture()
    let fromBytes = try Self.check(
      bytes: bytes, name: "fixture", languages: ["de", "ar"], announced: ["fr"])
    #expect(fromBytes > 10)
  }

  @Test("the shapes read from bytes, and the ones left to the exporter")
  func shapes() throws {
    let bytes = try Self.fixture()
    let catalog = try StringCatalog(bytes: bytes, path: "fixture")
    var spliced = try #require(
      SplicedCatalog(file: FileBytes(copying: bytes), path: "fixture", languages: ["de"]))
    spliced.begin(language: "de", original: "fixture")
    func read(_ key: String) -> [String]? {
      guard let position = catalog.index(ofKey: key) else { return nil }
      return spliced.shapedReferenceUnits(entry: position, key: key)?.map(\.id)
    }
    #expect(read("plain") == ["plain"])
    // The target's shape decides (Xcode 27): its own `few` (no `<source>`), its devices only.
    #expect(
      read("%lld files") == [
        "%lld files|==|plural.few", "%lld files|==|plural.one", "%lld files|==|plural.other",
      ])
    #expect(read("Tap") == ["Tap|==|device.ipad", "Tap|==|device.iphone"])
    #expect(read("target devices") == ["target devices|==|device.mac"])
    #expect(
      read("%#@items@") == [
        "%#@items@", "%#@items@|==|substitutions.items.plural.one",
        "%#@items@|==|substitutions.items.plural.other",
      ])
    #expect(
      read("%#@a.b@ things") == [
        "%#@a.b@ things", "%#@a.b@ things|==|substitutions.@a.b@.plural.one",
        "%#@a.b@ things|==|substitutions.@a.b@.plural.other",
      ])
    #expect(read("%1$@ has %2$#@n@ left")?.count == 5)
    // The exporter matches case names as `String`s (canonical equivalence): one device here.
    #expect(read("accented device") == ["accented device|==|device.caf\u{E9}"])
    #expect(read("mixed") == ["mixed|==|device.mac"])
    // A key with `|==|` exports as a plain unit, like any key.
    #expect(read("a|==|b") == ["a|==|b"])
    #expect(
      read("device plural") == [
        "device plural|==|device.mac.plural.one", "device plural|==|device.mac.plural.other",
      ])
    for key in ["extra field", "set", "empty", "skipped"] {
      #expect(read(key) == nil, "\(key)")
    }
  }

  @Test("corpus catalogs in Xcode's layout: the references of the exporter")
  func corpus() throws {
    guard let catalogs = XLIFFCorpus.catalogs() else { return }
    var checked = 0
    for (name, bytes, catalog) in catalogs where catalog.serializes(to: bytes) {
      var languages = Array(catalog.languages.filter { $0 != catalog.sourceLanguage }.prefix(3))
      if languages.isEmpty { languages = ["de"] }
      try Self.check(bytes: bytes, name: name, languages: languages)
      checked += 1
    }
    #expect(checked > 0, "no corpus catalog is in Xcode's layout")
  }

  @Test("the benchmark catalog (.benchmarks/xliff, when generated): the references of the exporter")
  func benchmarkCatalog() throws {
    guard let (path, bytes) = XLIFFCorpus.benchmarkCatalog() else { return }
    let fromBytes = try Self.check(bytes: bytes, name: path, languages: ["de", "ru"])
    #expect(fromBytes > 0)
  }
}
