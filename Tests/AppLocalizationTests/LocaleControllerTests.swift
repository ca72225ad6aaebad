import Foundation
import Observation
import Testing

@testable import AppLocalization

@MainActor
@Suite("LocaleController")
struct LocaleControllerTests {
  let catalog: LocalizationCatalog

  init() throws {
    catalog = try LocalizationCatalog.decode(Data(fixtureCatalogJSON.utf8))
  }

  func controller(
    _ preferred: [String], store: LanguagePreferenceStore = .none, device: DeviceIdiom = .iphone
  ) -> LocaleController {
    LocaleController(catalog: catalog, preferredLanguages: preferred, store: store, device: device)
  }

  @Test("plain text with arguments, in the negotiated language")
  func plainText() {
    let locale = controller(["de-CH", "en"])
    #expect(locale.language == "de")
    #expect(locale.t("greeting", "Ann") == "Hallo, Ann!")
    #expect(locale.t(LocalizationKey("greeting"), "Ann") == "Hallo, Ann!")
    #expect(locale.misses.isEmpty)
  }

  @Test(
    "plural variations chosen by the first numeric argument with the language's rules",
    arguments: [
      ("en", 1, "1 file"), ("en", 0, "0 files"), ("en", 21, "21 files"),
      ("ru", 1, "1 файл"), ("ru", 3, "3 файла"), ("ru", 5, "5 файлов"), ("ru", 21, "21 файл"),
      ("ru", 12, "12 файлов"),
    ])
  func plurals(language: String, count: Int, expected: String) {
    #expect(controller([language]).t("files.count", count) == expected)
  }

  @Test("a fractional count uses the fraction's category")
  func fractionalCount() {
    // `other` (not `one`) is chosen for 1.5; `%lld` prints the integer part, as C does.
    #expect(controller(["ru"]).t("files.count", 1.5) == "1 файла")
    #expect(controller(["ru"]).t("files.count", 1) == "1 файл")
    #expect(controller(["en"]).t("files.count", 1.0) == "1 file")
  }

  @Test("substitutions: argNum in English, position in Polish")
  func substitutions() {
    #expect(controller(["en"]).t("shared", "Ann", 1) == "Ann shared a photo")
    #expect(controller(["en"]).t("shared", "Ann", 4) == "Ann shared 4 photos")
    #expect(controller(["pl"]).t("shared", "Ania", 1) == "Ania udostępnia 1 zdjęcie")
    #expect(controller(["pl"]).t("shared", "Ania", 3) == "Ania udostępnia 3 zdjęcia")
    #expect(controller(["pl"]).t("shared", "Ania", 5) == "Ania udostępnia 5 zdjęć")
    #expect(controller(["pl"]).t("shared", "Ania", 22) == "Ania udostępnia 22 zdjęcia")
  }

  @Test(
    "device variations: the device, else other, else the first",
    arguments: [
      ("en", DeviceIdiom.iphone, "Tap"), ("en", .mac, "Click"), ("en", .ipad, "Select"),
      ("de", .ipad, "Tippen"), ("de", .mac, "Klicken"), ("de", .iphone, "Tippen"),
    ])
  func devices(language: String, device: DeviceIdiom, expected: String) {
    #expect(controller([language], device: device).t("tap") == expected)
  }

  @Test("a missing translation falls back to the source language and is recorded once")
  func missingTranslation() {
    let locale = controller(["ru"])
    #expect(locale.t("greeting", "Ann") == "Hello, Ann!")
    #expect(locale.t("greeting", "Bob") == "Hello, Bob!")
    #expect(
      locale.misses == [
        LocalizationMiss(key: "greeting", language: "ru", kind: .missingTranslation)
      ])
    #expect(locale.missingKeys.isEmpty)
  }

  @Test("a missing key shows the key, formatted, and is recorded")
  func missingKey() {
    let locale = controller(["de"])
    #expect(locale.t("nope.title") == "nope.title")
    #expect(locale.t("%lld things", 3) == "3 things")
    #expect(locale.missingKeys == ["nope.title", "%lld things"])
    #expect(locale.misses.first?.description == "missing key \"nope.title\" (de)")
    locale.clearMisses()
    #expect(locale.misses.isEmpty)
  }

  @Test("an empty entry's key is its source text; shouldTranslate false keeps the source")
  func xcodeRules() {
    let locale = controller(["de"])
    #expect(locale.t("Empty entry %lld", 2) == "Empty entry 2")
    #expect(locale.t("brand") == "Atelier")
    #expect(locale.t("shortcut") == "Open Atelier")
  }

  @Test("choosing a language persists it, wins over the system, and nil follows the system")
  func chooseLanguage() {
    let store = LanguagePreferenceStore.inMemory()
    let locale = controller(["ru", "en"], store: store)
    #expect(locale.language == "ru")
    locale.setLanguage("pl-PL")
    #expect(locale.language == "pl")
    #expect(locale.selectedLanguage == "pl-PL")
    #expect(store.load() == "pl-PL")
    #expect(controller(["ru"], store: store).language == "pl")
    locale.setLanguage(nil)
    #expect(locale.language == "ru")
    #expect(store.load() == nil)
    locale.setPreferredLanguages(["de"])
    #expect(locale.language == "de")
  }

  @Test("views that read the language are invalidated when it changes")
  func observation() {
    let locale = controller(["en"])
    let changed = LockedValue(false)
    withObservationTracking {
      _ = locale.t("greeting", "x")
    } onChange: {
      changed.value = true
    }
    locale.setLanguage("de")
    #expect(changed.value)
  }

  @Test("recording a miss does not invalidate the view that caused it")
  func missesAreNotObserved() {
    let locale = controller(["en"])
    let changed = LockedValue(false)
    withObservationTracking {
      _ = locale.t("missing.key")
    } onChange: {
      changed.value = true
    }
    _ = locale.t("another.missing.key")
    #expect(!changed.value)
  }

  @Test(
    "layout direction and locale",
    arguments: [
      ("ar", TextLayoutDirection.rightToLeft), ("he-IL", .rightToLeft), ("fa", .rightToLeft),
      ("ur", .rightToLeft), ("az-Arab", .rightToLeft), ("en", .leftToRight),
      ("zh-Hans", .leftToRight), ("ks-Deva", .leftToRight),
    ])
  func direction(language: String, expected: TextLayoutDirection) {
    #expect(TextLayoutDirection(language: language) == expected)
  }

  @Test("the controller exposes direction, Locale and language names")
  func controllerDirection() {
    let arabic = LocaleController.fixture(["k": ["ar": "نص", "en": "text"]], language: "ar")
    #expect(arabic.layoutDirection == .rightToLeft)
    #expect(arabic.locale.identifier == "ar")
    #expect(arabic.t("k") == "نص")
    #expect(arabic.availableLanguages == ["ar", "en"])
    #expect(arabic.displayName(of: "de") == "Deutsch")
    #expect(arabic.displayName(of: "ja") == "日本語")
  }

  @Test("the in-memory store keeps values; the none store keeps nothing")
  func stores() {
    let memory = LanguagePreferenceStore.inMemory("fr")
    #expect(memory.load() == "fr")
    memory.save(nil)
    #expect(memory.load() == nil)
    LanguagePreferenceStore.none.save("de")
    #expect(LanguagePreferenceStore.none.load() == nil)
    let key = "atelier.tests.\(UUID().uuidString)"
    let defaults = LanguagePreferenceStore.userDefaults(key: key)
    defaults.save("ja")
    #expect(defaults.load() == "ja")
    defaults.save(nil)
    #expect(defaults.load() == nil)
  }
}
