import Testing

@testable import L10nKit

@Suite("CLDR plural rules through the ICU shim")
struct CLDRPluralsTests {
  @Test(
    "categories per language",
    arguments: [
      ("en", "one other"), ("ru", "few many one other"), ("ja", "other"),
      ("ar", "few many one other two zero"), ("pl", "few many one other"),
      ("fr", "many one other"), ("zh-Hans", "other"), ("pt-BR", "many one other"),
    ])
  func categories(language: String, expected: String) throws {
    let categories = try #require(CLDRPlurals.categories(for: language))
    #expect(categories.map(\.rawValue).joined(separator: " ") == expected)
  }

  @Test("unknown languages are not silently treated as `other`-only")
  func unknownLanguages() {
    #expect(CLDRPlurals.categories(for: "xx") == nil)
    #expect(CLDRPlurals.categories(for: "english") == nil)
    #expect(CLDRPlurals.isKnownLanguage("zh-Hant-HK"))
  }

  @Test("selection keeps visible fraction digits")
  func selection() {
    #expect(CLDRPlurals.select("1", language: "en") == .one)
    #expect(CLDRPlurals.select("1.0", language: "en") == .other)
    #expect(CLDRPlurals.select("3", language: "ru") == .few)
    #expect(CLDRPlurals.select("11", language: "ru") == .many)
    #expect(CLDRPlurals.select("1.5", language: "ru") == .other)
    #expect(CLDRPlurals.select("0", language: "fr") == .one)
  }

  @Test("rule text carries CLDR's samples")
  func ruleText() throws {
    let text = try #require(CLDRPlurals.ruleText(for: "ru"))
    #expect(text.contains("few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14"))
    #expect(CLDRPlurals.samples(of: .few, language: "ru", decimal: false).first == "2~4")
    #expect(CLDRPlurals.locales.count > 100)
  }

  @Test("Xcode's key order: numeric, case-insensitive, lower case first")
  func collation() {
    #expect(XcodeCollation.areInIncreasingOrder("Locked icon message 9", "Locked icon message 10"))
    #expect(XcodeCollation.areInIncreasingOrder("Radial menu", "Radial Menu"))
    #expect(XcodeCollation.areInIncreasingOrder("zh-Hans", "zh-HK"))
    #expect(XcodeCollation.areInIncreasingOrder("(without dot)", "%@:"))
    #expect(XcodeCollation.compare("same", "same") == 0)
  }
}
