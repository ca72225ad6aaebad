import AppLocalization
import Testing

@testable import AppUI

@MainActor
@Suite("Resolving UICopy through LocaleController")
struct UICopyTests {
  let locale = LocaleController.fixture(
    [
      "common.retry": ["en": "Retry", "de": "Erneut versuchen"],
      "appui.otp.remaining": ["en": "%lld digits remaining", "de": "Noch %lld Ziffern"],
    ], language: "de")

  @Test("Keys are looked up in the current language, counts are formatted, verbatim is kept")
  func resolves() {
    #expect(locale.t(UICopy.key("common.retry")) == "Erneut versuchen")
    #expect(locale.t(UICopy.counted("appui.otp.remaining", 4)) == "Noch 4 Ziffern")
    #expect(locale.t(UICopy.verbatim("common.retry")) == "common.retry")
    #expect(locale.t(nil as UICopy?) == nil)
    #expect(locale.misses.isEmpty)
  }

  @Test("Catalog keys of each kind of copy")
  func catalogKeys() {
    #expect(UICopy.key("a").catalogKey == "a")
    #expect(UICopy.counted("b", 2).catalogKey == "b")
    #expect(UICopy.verbatim("c").catalogKey == nil)
  }
}
