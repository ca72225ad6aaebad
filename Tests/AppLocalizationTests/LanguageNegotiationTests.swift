import Testing

@testable import AppLocalization

@Suite("Language negotiation")
struct LanguageNegotiationTests {
  static let available = ["ar", "de", "en", "es", "fr", "ja", "pl", "pt-BR", "ru", "zh-Hans"]

  @Test(
    "preferred languages against the catalog",
    arguments: [
      (["de-AT", "en"], "de"),
      (["zh-Hant-HK", "ja"], "ja"),
      (["zh-Hant-HK"], "en"),
      (["zh-CN"], "zh-Hans"),
      (["zh"], "zh-Hans"),
      (["ZH_hans_SG"], "zh-Hans"),
      (["pt-PT"], "pt-BR"),
      (["sv", "fr-CA"], "fr"),
      (["sv"], "en"),
      ([], "en"),
    ])
  func negotiate(preferred: [String], expected: String) {
    #expect(
      LanguageNegotiation.negotiate(
        preferred: preferred, available: Self.available, sourceLanguage: "en") == expected)
  }

  @Test("an exact match wins over the inferred script")
  func exactMatch() {
    #expect(
      LanguageNegotiation.negotiate(
        preferred: ["zh-HK"], available: ["en", "zh-Hant", "zh-HK"], sourceLanguage: "en")
        == "zh-HK")
    #expect(
      LanguageNegotiation.negotiate(
        preferred: ["zh-HK"], available: ["en", "zh-Hant", "zh-Hans"], sourceLanguage: "en")
        == "zh-Hant")
  }

  @Test("zh-Hant-HK falls back to zh-Hant, then zh")
  func traditionalChineseChain() {
    #expect(
      LanguageNegotiation.negotiate(
        preferred: ["zh-Hant-HK"], available: ["en", "zh-Hant", "zh"], sourceLanguage: "en")
        == "zh-Hant")
    #expect(
      LanguageNegotiation.negotiate(
        preferred: ["zh-Hant-HK"], available: ["en", "zh"], sourceLanguage: "en") == "zh")
  }
}
