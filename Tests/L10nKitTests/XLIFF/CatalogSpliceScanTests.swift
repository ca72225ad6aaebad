import Foundation
import Testing

@testable import L10nKit

/// The layout scan's word-at-a-time paths, its duplicate-key checks and the per-language
/// localization ranges it records.
@Suite("catalog layout scan")
struct CatalogSpliceScanTests {
  /// Checks every range and flag `index` records against `catalog` read in full from `bytes`.
  static func checkRanges(
    _ index: CatalogSpliceIndex, bytes: [UInt8], catalog: StringCatalog, languages: [String],
    name: String
  ) throws {
    #expect(index.count == catalog.entries.count, "\(name)")
    #expect(index.languages == languages, "\(name)")
    for (e, entry) in catalog.entries.enumerated() {
      #expect(index.entry(forKey: entry.key) == e, "\(name): \(entry.key)")
      #expect(
        index.hasShouldTranslate(entry: e) == (entry.object["shouldTranslate"] != nil),
        "\(name): \(entry.key)")
      for (l, language) in languages.enumerated() {
        let expected = entry.localization(for: language)
        guard let range = index.localizationRange(entry: e, language: l) else {
          #expect(expected == nil, "\(name): \(entry.key) [\(language)] has no range")
          continue
        }
        #expect(bytes[range.lowerBound] == UInt8(ascii: "{"))
        #expect(bytes[range.upperBound - 1] == UInt8(ascii: "}"))
        let value = try JSONParser.parse(Array(bytes[range]), path: name)
        #expect(value == expected.map { .object($0.object) }, "\(name): \(entry.key) [\(language)]")
        // A plain string unit (exactly `stringUnit` with exactly a string state and value) has
        // its two strings' ranges recorded, and only it.
        let recorded = index.plainStringUnit(entry: e, language: l)
        var plain: (state: String, value: String)?
        if case .object(let localization) = value, localization.keys == ["stringUnit"],
          case .object(let unit)? = localization["stringUnit"], unit.keys == ["state", "value"],
          case .string(let state)? = unit["state"], case .string(let text)? = unit["value"]
        {
          plain = (state, text)
        }
        #expect((recorded != nil) == (plain != nil), "\(name): \(entry.key) [\(language)]")
        if let recorded, let plain {
          // Each range with its quotes is the JSON string of the state or value.
          func string(_ contents: Range<Int>) throws -> JSONValue {
            try JSONParser.parse(
              Array(bytes[(contents.lowerBound - 1)...contents.upperBound]), path: name)
          }
          #expect(try string(recorded.state) == .string(plain.state), "\(name): \(entry.key)")
          #expect(try string(recorded.value) == .string(plain.value), "\(name): \(entry.key)")
        }
      }
    }
  }

  static let fixture = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "" : {
          "shouldTranslate" : false
        },
        "A \\"quoted\\" key\\n" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Ein \\"Schlüssel\\""
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "A key"
              }
            }
          }
        },
        "Plural %lld" : {
          "comment" : "Zähler 🙂",
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
                      "state" : "translated",
                      "value" : "%lld Dateien"
                    }
                  }
                }
              }
            },
            "de-CH" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "de-CH is not de"
              }
            }
          },
          "shouldTranslate" : true
        },
        "x" : {

        },
        "y %lld" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Zwei Formen"
              },
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld Form"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld Formen"
                    }
                  }
                }
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Two \\\\ \\u0001 shapes"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test("localization ranges, shouldTranslate and keys on a fixture")
  func fixtureRanges() throws {
    let bytes = Array(Self.fixture.utf8)
    let catalog = try StringCatalog(bytes: bytes, path: "fixture")
    #expect(catalog.serializes(to: bytes))
    let languages = ["de", "en", "fr", "de-CH"]
    let index = try #require(CatalogSpliceIndex.scan(bytes, languages: languages))
    try Self.checkRanges(index, bytes: bytes, catalog: catalog, languages: languages, name: "t")
    #expect(index.entry(forKey: "A \"quoted\" key\n") == 1)
    #expect(index.entry(forKey: "A \\\"quoted\\\" key\\n") == nil)
    #expect(index.entry(forKey: "missing") == nil)
    #expect(index.hasShouldTranslate(entry: 0))
    #expect(!index.hasShouldTranslate(entry: 1))
    #expect(index.localizationRange(entry: 1, language: 2) == nil)
    #expect(index.localizationRange(entry: 2, language: 1) == nil)
    #expect(index.localizationRange(entry: 2, language: 3) != nil)
    // Plain string units are recorded; variations, and a unit beside variations, are not.
    #expect(index.plainStringUnit(entry: 1, language: 0) != nil)
    #expect(index.plainStringUnit(entry: 2, language: 0) == nil)
    #expect(index.plainStringUnit(entry: 2, language: 3) != nil)
    #expect(index.plainStringUnit(entry: 4, language: 0) == nil)
    let unit = try #require(index.plainStringUnit(entry: 4, language: 1))
    #expect(String(decoding: bytes[unit.value], as: UTF8.self) == #"Two \\ \u0001 shapes"#)
    #expect(String(decoding: bytes[unit.state], as: UTF8.self) == "new")
    // Without languages nothing is recorded per language, and the rest is the same.
    let plain = try #require(CatalogSpliceIndex.scan(bytes))
    #expect(plain.languageRanges.isEmpty)
    #expect(plain.valueRanges == index.valueRanges)
    #expect(plain.keyRanges == index.keyRanges)
    #expect(plain.localizationsRanges == index.localizationsRanges)
  }

  @Test("localization ranges match the full read on every corpus catalog")
  func corpusRanges() throws {
    guard let catalogs = XLIFFCorpus.catalogs() else { return }
    var checked = 0
    for (name, bytes, catalog) in catalogs {
      let languages = catalog.languages + ["zz-missing"]
      let scanned = CatalogSpliceIndex.scan(bytes, languages: languages)
      #expect((scanned != nil) == catalog.serializes(to: bytes), "\(name)")
      guard let index = scanned else { continue }
      try Self.checkRanges(index, bytes: bytes, catalog: catalog, languages: languages, name: name)
      checked += 1
    }
    #expect(checked > 0, "no corpus catalog is in Xcode's layout")
  }

  /// A catalog with the `strings` entries and one entry's `localizations` members in `order`.
  static func catalog(keys: [String], languages: [String]) -> [UInt8] {
    let localizations = languages.map { language in
      """
              "\(language)" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "v"
                }
              }
      """
    }
    let entries = keys.map { key in
      """
          "\(key)" : {
            "localizations" : {
      \(localizations.joined(separator: ",\n"))
            }
          }
      """
    }
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
      \(entries.joined(separator: ",\n"))
        },
        "version" : "1.0"
      }
      """
    return Array(text.utf8)
  }

  @Test(
    "objects out of order are accepted unless a key repeats",
    arguments: [
      (["a", "b"], ["de", "en", "fr"], true),
      (["b", "a"], ["fr", "de", "en"], true),
      (["a"], ["en", "de", "fr", "ar"], true),
      (["a"], ["de", "en", "de"], false),  // out of order at the repeat
      (["a"], ["fr", "de", "fr"], false),  // after an out-of-order key
      (["a"], ["fr", "de", "en", "fr"], false),  // ascending again before the repeat
      (["a"], ["de", "de"], false),  // a repeat right after
      (["a"], ["en", "en-GB", "en"], false),
      (["a"], ["en", "ar", "ca", "zh-Hans"], true),  // only the first key out of order
      (["a"], ["fr", "ar", "fr"], false),  // the first key out of order, repeated
      (["a"], ["fr", "ar", "de", "ca"], true),  // out of order twice
      (["a"], ["fr", "ar", "de", "ca", "ar"], false),
      (["b", "a", "b"], ["de"], false),  // a repeat in strings
    ])
  func keyOrder(keys: [String], languages: [String], accepted: Bool) throws {
    let bytes = Self.catalog(keys: keys, languages: languages)
    if accepted {
      let catalog = try StringCatalog(bytes: bytes, path: "t")
      let index = try #require(CatalogSpliceIndex.scan(bytes, languages: ["de", "en", "fr"]))
      try Self.checkRanges(
        index, bytes: bytes, catalog: catalog, languages: ["de", "en", "fr"], name: "t")
    } else {
      #expect(CatalogSpliceIndex.scan(bytes) == nil)
    }
  }

  @Test("an object out of order inside another one out of order", arguments: [false, true])
  func nestedOrder(repeats: Bool) throws {
    let unit = """
      {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "v"
                }
              }
      """
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "k" : {
            "shouldTranslate" : false,
            "localizations" : {
              "fr" : \(unit),
              "de" : \(unit),
              "ar" : \(unit)
            },
            "comment" : "c"\(repeats ? ",\n      \"shouldTranslate\" : true" : "")
          }
        },
        "version" : "1.0"
      }
      """
    let bytes = Array(text.utf8)
    let index = CatalogSpliceIndex.scan(bytes, languages: ["ar", "fr"])
    #expect((index == nil) == repeats)
    if let index {
      let catalog = try StringCatalog(bytes: bytes, path: "t")
      try Self.checkRanges(
        index, bytes: bytes, catalog: catalog, languages: ["ar", "fr"], name: "t")
    }
  }

  @Test("keys compare bytewise, by words or byte by byte near the end of the file")
  func keyOrderComparison() {
    let keys = [
      "", "a", "b", "ab", "abc", "abcdefg", "abcdefgh", "abcdefgi", "abcdefghi", "abcdefghij",
      "abcdefghijklmnopq", "abcdefghijklmnopr", "\u{E9}", "e\u{301}", "zh-HK", "zh-Hans", "~",
    ]
    for padding in [0, 16] {
      // Each key with quotes, then `padding` spaces (none: the last keys are near the end).
      var bytes: [UInt8] = []
      var ranges: [Range<Int>] = []
      for key in keys {
        let start = bytes.count
        bytes += [UInt8(ascii: "\"")] + Array(key.utf8) + [UInt8(ascii: "\"")]
        ranges.append(start..<bytes.count)
      }
      bytes += Array(repeating: 0x20, count: padding)
      bytes.withUnsafeBufferPointer { buffer in
        let scanner = LayoutScanner(b: buffer)
        for (x, a) in keys.enumerated() {
          for (y, other) in keys.enumerated() {
            let expected = Array(a.utf8).lexicographicallyPrecedes(Array(other.utf8))
            #expect(scanner.precedes(ranges[x], ranges[y]) == expected, "\(a) < \(other)")
            #expect(scanner.sameKey(ranges[x], ranges[y]) == (x == y), "\(a) == \(other)")
          }
        }
      }
    }
  }

  /// The fixture with one comment of `prefix` plain bytes, then `middle`, then plain bytes.
  static func withComment(prefix: Int, middle: [UInt8]) -> [UInt8] {
    let head = Array(Self.fixture.utf8)
    let marker = Array("\"comment\" : \"".utf8)
    var cut = 0
    while !head[cut..<(cut + marker.count)].elementsEqual(marker) { cut += 1 }
    cut += marker.count
    var end = cut
    while head[end] != UInt8(ascii: "\"") { end += 1 }
    let body =
      Array(repeating: UInt8(ascii: "p"), count: prefix) + middle + Array("0123456789abcdef".utf8)
    return Array(head[..<cut]) + body + Array(head[end...])
  }

  @Test("a bad byte or escape is found at every place in an 8-byte word", arguments: 0...15)
  func wordPaths(prefix: Int) throws {
    let bad: [[UInt8]] = [
      [0x01], [0x1F], [0x0A], [0x7F, 0x09],  // raw control bytes
      [0xFF], [0xC3, 0x41], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x99],  // bad UTF-8
      [0x5C, 0x78], [0x5C, 0x2F], [0x5C, 0x75, 0x30, 0x30, 0x30, 0x61],  // escapes not written
      [0x5C],  // a backslash escaping the closing quote
    ]
    for middle in bad {
      #expect(CatalogSpliceIndex.scan(Self.withComment(prefix: prefix, middle: middle)) == nil)
    }
    let good: [[UInt8]] = [
      [], [0x7F], Array("é".utf8), Array("🙂".utf8), Array("\u{FFFD}".utf8),
      [0x5C, 0x22], [0x5C, 0x5C], [0x5C, 0x6E], [0x5C, 0x75, 0x30, 0x30, 0x31, 0x66],
    ]
    for middle in good {
      let bytes = Self.withComment(prefix: prefix, middle: middle)
      let catalog = try StringCatalog(bytes: bytes, path: "t")
      #expect(catalog.serializes(to: bytes))
      let index = try #require(CatalogSpliceIndex.scan(bytes, languages: ["de"]))
      try Self.checkRanges(index, bytes: bytes, catalog: catalog, languages: ["de"], name: "t")
    }
  }

  @Test("plain strings of every length end at their quote")
  func stringLengths() throws {
    for length in 0...40 {
      let key = String(repeating: "k", count: length)
      let bytes = Self.catalog(keys: [key, key + "~"], languages: ["de"])
      let index = try #require(CatalogSpliceIndex.scan(bytes))
      #expect(index.entry(forKey: key) == 0)
      #expect(index.entry(forKey: key + "~") == 1)
      #expect(index.keyRanges.first?.count == length + 2)
    }
  }

  @Test(
    "keys that are canonically equivalent are not indexed, other non-ASCII keys are",
    arguments: [
      (["\u{212A}", "K"], false),  // KELVIN SIGN and K
      (["K", "\u{212A}"], false),
      (["\u{212A}elvin \u{37E}", "Kelvin ;"], false),  // GREEK QUESTION MARK and ;
      (["e\u{301}", "\u{E9}"], false),
      (["a\r\n\u{1FEF}", "a\r\n`"], false),  // GREEK VARIA and `
      (["\u{212A}", "k"], true),
      (["\u{212A}elvin", "Kelvin;"], true),
      (["\u{E9}", "e"], true),
      (["e\u{301}", "e"], true),
      (["\u{212B}", "A"], true),  // ANGSTROM SIGN is Å, not A
    ])
  func canonicalKeys(keys: [String], accepted: Bool) throws {
    var catalog = StringCatalog(sourceLanguage: "en")
    for key in keys { catalog.insert(CatalogEntry(key: key)) }
    let bytes = catalog.bytes()
    #expect(try StringCatalog(bytes: bytes, path: "t").entries.count == keys.count)
    let index = CatalogSpliceIndex.scan(bytes)
    #expect((index != nil) == accepted, "\(keys)")
    for (n, key) in keys.enumerated() where accepted {
      #expect(
        index?.entry(forKey: key) == catalog.entries.firstIndex { $0.key.hasSameUTF8(as: key) },
        "\(n)")
    }
  }

  @Test(
    "the scan finds keys that hold the unit id separator |==|, wherever it is in the key",
    arguments: [
      (["a|==|b"], true),
      (["|==|"], true),
      (["long key, past eight bytes |==| here"], true),
      (["12345678|==|"], true),  // the separator in the bytes after the whole words
      (["1234567|==|"], true),  // the separator across a word boundary
      (["\u{E9}t\u{E9} |==| caf\u{E9}"], true),
      (["quoted \"|==|\" and \\ escaped"], true),
      (["a|b", "|=|", "||==", "==||", "a|=|=|b", "pipes ||||||||||||"], false),
      (["a | b", "{=}", "a=b"], false),
      (["zz", "a|=|=|b", "b|==|"], true),  // not the first key
    ])
  func separatorKeys(keys: [String], holds: Bool) throws {
    var catalog = StringCatalog(sourceLanguage: "en")
    for key in keys { catalog.insert(CatalogEntry(key: key)) }
    let bytes = catalog.bytes()
    let index = try #require(CatalogSpliceIndex.scan(bytes), "\(keys)")
    #expect(index.hasSeparatorKeys == holds, "\(keys)")
    // The same through the chunks of a split scan (its flags are combined).
    var many = StringCatalog(sourceLanguage: "en")
    for n in 0..<200 { many.insert(CatalogEntry(key: String(format: "filler %03d", n))) }
    for key in keys { many.insert(CatalogEntry(key: key)) }
    let split = CatalogSpliceIndex.scanInParallel(many.bytes(), chunks: 4)
    #expect(split?.hasSeparatorKeys == holds, "\(keys), in chunks")
  }

  @Test("the ASCII equivalent of a key")
  func asciiEquivalent() {
    #expect(CatalogSpliceIndex.asciiEquivalent(of: "\u{212A}\r\n") == Array("K\r\n".utf8))
    #expect(CatalogSpliceIndex.asciiEquivalent(of: "\u{E9}") == nil)
    #expect(CatalogSpliceIndex.asciiEquivalent(of: "ok") == Array("ok".utf8))
  }
}
