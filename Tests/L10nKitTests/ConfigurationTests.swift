import Testing

@testable import L10nKit

@Suite("l10n.json configuration")
struct ConfigurationTests {
  @Test("fields are read and paths resolved against the file's folder")
  func fields() throws {
    let text = """
      {
        "sourceRoots": ["Modules", "../Shared"],
        "catalogs": ["Localization/Localizable.xcstrings"],
        "sourceLanguage": "en",
        "requiredLanguages": ["de", "zh-Hans"],
        "localizationFunctions": ["tr"],
        "englishOnlyPaths": ["Modules/AppGallery/**"],
        "excludes": ["**/Fixtures/**"],
        "baseline": "l10n-baseline.json"
      }
      """
    let config = try L10nConfiguration.parse(text, path: "/repo/app/l10n.json")
    #expect(config.sourceRoots == ["/repo/app/Modules", "/repo/Shared"])
    #expect(config.catalogs == ["/repo/app/Localization/Localizable.xcstrings"])
    #expect(config.requiredLanguages == ["de", "zh-Hans"])
    #expect(config.localizationFunctions == ["tr"])
    #expect(config.isEnglishOnly("/repo/app/Modules/AppGallery/Demo.swift"))
    #expect(!config.isEnglishOnly("/repo/app/Modules/AppUI/Demo.swift"))
    #expect(config.isExcluded("/repo/app/Tests/Fixtures/a.swift"))
    #expect(config.baseline == "/repo/app/l10n-baseline.json")
  }

  @Test("defaults")
  func defaults() throws {
    let config = try L10nConfiguration.parse("{}", path: "/r/l10n.json")
    #expect(config.localizationFunctions == ["locale.t", "LocaleController.t", "LocalizationKey"])
    #expect(config.sourceRoots == ["/r"])
    #expect(config.sourceLanguage == nil)
  }

  @Test(
    "mistakes name the file, line and column",
    arguments: [
      ("{\n  \"sourceRoot\": []\n}", "/r/l10n.json:2:3: error: unknown field \"sourceRoot\""),
      ("{\n  \"catalogs\": \"a\"\n}", "/r/l10n.json:2:15: error: \"catalogs\" must be an array"),
      ("{\"catalogs\": [1]}", "/r/l10n.json:1:15: error: \"catalogs\" must be an array of strings"),
      ("{\"requiredLanguages\": [\"de\", \"klingon\"]}", "1:30: error: unknown language code"),
      ("{\"rules\": {\"nope\": \"off\"}}", "1:12: error: unknown rule \"nope\""),
      ("{\n\"a\": 1,\n\"a\": 2}", "3:1: error: invalid JSON: duplicate member"),
      ("{\"catalogs\": [\"a\",]}", "1:19: error: invalid JSON: unexpected character"),
      ("[]", "1:1: error: the configuration must be a JSON object"),
      ("{\"baseline\": \"é\", \"x\": 1}", "1:19: error: unknown field"),
    ])
  func mistakes(text: String, expected: String) {
    do {
      _ = try L10nConfiguration.parse(text, path: "/r/l10n.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains(expected), "\(error.description)")
    }
  }
}
