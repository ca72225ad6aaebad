import Testing

@testable import L10nKit

/// The byte-level shortcuts export and import take for speed give the answers of the plain
/// `String` code they replace.
@Suite("XLIFF fast paths")
struct XLIFFFastPathTests {
  /// Unit ids with prefixes of each other, both cases, precomposed and decomposed `é`, CJK,
  /// an emoji and the empty string.
  static let ids = [
    "b", "a|==|plural.other", "a", "a|==|plural.one", "B", "\u{E9}", "e\u{301}", "日本", "🙂 smile",
    "ab", "a b", "Z", "", "a long id that is stored on the heap|==|device.mac", "Level 10",
    "Level 9", "Level 09", "7 days", "2nd",
  ]

  static func sameBytes(_ a: [String], _ b: [String]) -> Bool {
    a.elementsEqual(b) { $0.utf8.elementsEqual($1.utf8) }
  }

  @Test(
    "unitOrderPermutation orders like sorting with unitOrder",
    arguments: [ids, Array(ids.reversed()), ids.sorted(by: codePointOrder), []])
  func permutation(texts: [String]) {
    let order = unitOrderPermutation(texts)
    #expect(order.sorted() == Array(texts.indices))
    #expect(Self.sameBytes(order.map { texts[$0] }, texts.sorted(by: unitOrder)))
  }

  @Test("units are in Xcode's order: digit runs as numbers, case counts, else code point")
  func xcodeUnitOrder() {
    // The sequence of JiZPaper/Kitsune-Translations' Xcode 16.4 en.xliff, with NeoCode's
    // `7 days`, `30 days`, `90 days` (Xcode 26.1.1) among them.
    let xcode = [
      "+1 (%lld/%@)", "2nd Key Animation", "7 days", "17+ (Violence & Profanity)", "30 days",
      "90 days", "A new episode is arriving today.", "ADR Director", "About",
    ]
    for start in [xcode, Array(xcode.reversed()), xcode.sorted(by: codePointOrder)] {
      #expect(unitOrderPermutation(start).map { start[$0] } == xcode)
    }
    // Accents sort as their decomposition, letters that do not decompose by their code
    // (Schokolado/FitTrackPro's Xcode 26.5 export; Elytra's emoji last).
    for sequence in [
      ["%lld Sekunden", "%lld \u{DC}bungen", "%lld Wdh", "%lld cm"],
      ["Umbenennen", "\u{DC}berspringen", "Verlauf"], ["Satzpause", "S\u{E4}tze", "Schlaf"],
      ["Max", "M\u{E4}nnlich"], ["Gl\u{FC}ckwunsch!", "Gr\u{F6}\u{DF}e", "Gruppe suchen"],
      ["z.B. Max", "\u{D7} %lld", "\u{D8}", "\u{2022}"], ["User ID", "\u{1F408}"],
      // Code points, not UTF-16 units: above U+FFFF after U+FB01 and U+FF08.
      ["a \u{FB01}", "a \u{FF08}", "a \u{1F408}"],
    ] {
      for start in [sequence, Array(sequence.reversed())] {
        #expect(unitOrderPermutation(start).map { start[$0] } == sequence)
      }
    }
    // The decomposition itself: an accent after its letter, a letter that has none as it is.
    #expect(CanonicalDecomposition.of("\u{E9}".utf8) == [0x65, 0x301])
    #expect(CanonicalDecomposition.of("\u{1D5}x".utf8) == [0x55, 0x308, 0x304, 0x78])
    #expect(CanonicalDecomposition.of("\u{D8}\u{1F408}".utf8) == Array("\u{D8}\u{1F408}".utf16))
    // Canonically equal texts still have an order: their bytes'.
    #expect(unitOrder("e\u{301}", "\u{E9}") != unitOrder("\u{E9}", "e\u{301}"))
    #expect(unitOrder("Level 9", "Level 10"))
    #expect(unitOrder("Level 09", "Level 9"))  // equal numbers: code point decides
    #expect(!unitOrder("Level 9", "Level 09"))
    #expect(unitOrder("x19", "x100"))
    #expect(unitOrder("a", "a|==|plural.one"))
    #expect(unitOrder("key|==|plural.one", "key|==|plural.other"))
    #expect(!unitOrder("same 1", "same 1"))
  }

  @Test("permuting in place gives what mapping the order gives, for every kind of cycle")
  func permuteInPlace() {
    var generator = SystemRandomNumberGenerator()
    for count in [0, 1, 2, 3, 14, 100] {
      let texts = (0..<count).map { "text \($0) " + String(repeating: "x", count: $0 % 20) }
      let orders =
        [Array(texts.indices), Array(texts.indices.reversed())]
        + (0..<20).map { _ in Array(texts.indices).shuffled(using: &generator) }
      for order in orders {
        var permuted = texts
        permuted.permute(by: order)
        #expect(permuted == order.map { texts[$0] }, "\(order)")
      }
    }
  }

  @Test("texts already in order keep their order")
  func alreadyOrdered() {
    let texts = Self.ids.sorted(by: unitOrder)
    #expect(unitOrderPermutation(texts) == Array(texts.indices))
  }

  @Test("keys compare and hash by their bytes, not by canonical equivalence")
  func exactKeys() {
    let precomposed = "\u{E9}"
    let decomposed = "e\u{301}"
    let rebuilt = String(decoding: [0xC3, 0xA9], as: UTF8.self)
    let long = "a long key that is stored on the heap"
    let longRebuilt = "a long key" + String(" that is stored on the heap")
    #expect(precomposed == decomposed)  // Swift's own equality
    #expect(!precomposed.hasSameUTF8(as: decomposed))
    #expect(precomposed.hasSameUTF8(as: rebuilt))
    #expect(long.hasSameUTF8(as: longRebuilt))
    #expect(!long.hasSameUTF8(as: long + " "))
    let keys: Set<ExactKey> = [
      ExactKey(string: precomposed), ExactKey(string: decomposed), ExactKey(string: rebuilt),
      ExactKey(string: long), ExactKey(string: longRebuilt),
    ]
    #expect(keys.count == 3)
    var object = JSONObject()
    object[decomposed] = .number("1")
    object[precomposed] = .number("2")
    #expect(object.members.count == 2)
    #expect(object.index(of: precomposed) == object.members.firstIndex { $0.value == .number("2") })
  }

  /// A catalog whose only key has a substitution named `é` (precomposed), translated to German.
  static let catalogText = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%#@\\u00e9@" : {
          "localizations" : {
            "de" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@\\u00e9@" },
              "substitutions" : {
                "\\u00e9" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Vogel" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Vögel" } }
                    }
                  }
                }
              }
            },
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@\\u00e9@" },
              "substitutions" : {
                "\\u00e9" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg bird" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg birds" } }
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

  @Test("an id that differs from the export only by Unicode normalisation still finds its unit")
  func canonicalReference() throws {
    let catalog = try StringCatalog(bytes: Array(Self.catalogText.utf8), path: "L.xcstrings")
    let exported = XLIFFExporter.file(
      for: catalog, original: "L.xcstrings", targetLanguage: "de"
    ).file
    let key = "%#@\u{E9}@"
    let id = key + "|==|substitutions.\u{E9}.plural.other"
    let unit = try #require(exported.units.first { $0.id.utf8.elementsEqual(id.utf8) })
    var renamed = unit
    renamed.id = key + "|==|substitutions.e\u{301}.plural.other"
    #expect(!renamed.id.utf8.elementsEqual(unit.id.utf8))
    var file = exported
    file.units = [unit, renamed]
    let result = XLIFFImporter.merge(file, into: catalog, path: "de.xliff")
    #expect(result.rejectedCount == 0)
    #expect(result.unchangedCount == 2)
    #expect(!result.changed)
  }
}
