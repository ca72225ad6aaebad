import Foundation
import Testing

@testable import AppLocalization

/// The real-world corpus next to the package (`../shared/corpus`), read in place; nil when it is
/// not there. `ATELIER_CORPUS` may point elsewhere (e.g. from a worktree).
let corpusURL: URL? = {
  let candidates = [
    ProcessInfo.processInfo.environment["ATELIER_CORPUS"].map { URL(fileURLWithPath: $0) },
    packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus"),
  ].compactMap { $0 }
  return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
}()

@MainActor
@Suite(
  "Real catalogs from ../shared/corpus",
  .enabled(if: corpusURL != nil, "skipped: ../shared/corpus not found next to the package"))
struct CorpusTests {
  func catalog(_ name: String) throws -> LocalizationCatalog {
    let url = try #require(corpusURL).appendingPathComponent("xcstrings/\(name)")
    return try LocalizationCatalog.decode(Data(contentsOf: url), file: url.path)
  }

  func controller(
    _ name: String, language: String = "en", device: DeviceIdiom = .iphone
  ) throws -> LocaleController {
    LocaleController(
      catalog: try catalog(name), preferredLanguages: [language], store: .none, device: device)
  }

  @Test("every catalog in the corpus decodes")
  func decodesAll() throws {
    let root = try #require(corpusURL)
    var count = 0
    for folder in ["xcstrings", "xliff", "nonstandard"] {
      let files = try FileManager.default.contentsOfDirectory(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      for file in files where file.pathExtension == "xcstrings" {
        let catalog = try LocalizationCatalog.decode(Data(contentsOf: file), file: file.path)
        #expect(!catalog.sourceLanguage.isEmpty, "\(file.lastPathComponent)")
        count += 1
      }
    }
    #expect(count >= 15)
  }

  @Test(
    "every key of large real catalogs resolves, non-empty, in every language",
    arguments: [
      "IceCubesApp-Localizable.xcstrings", "Loop-Localizable.xcstrings",
      "CotEditor-TextFind.xcstrings", "CSE-Localizable.xcstrings",
    ])
  func resolvesEverything(name: String) throws {
    let catalog = try catalog(name)
    var lookups = 0
    for language in catalog.languages {
      let locale = LocaleController(
        catalog: catalog, preferredLanguages: [language], store: .none, device: .iphone)
      #expect(locale.language == language)
      for key in catalog.keys {
        for count in [0, 1, 2, 5, 22] {
          let text = locale.t(key, arguments: [.int(Int64(count)), .string("x"), .int(3)])
          #expect(!text.isEmpty || key.isEmpty, "\(name) \(language) \(key)")
          lookups += 1
        }
      }
      #expect(locale.missingKeys.isEmpty)
    }
    #expect(lookups > 1000)
  }

  @Test("device variations nesting plurals (lexrus Test8)")
  func deviceAndPlural() throws {
    #expect(
      try controller("lexrus-Test8.xcstrings", device: .mac).t("%lld Product(s) Ordered", 1)
        == "1 Mac ordered")
    #expect(
      try controller("lexrus-Test8.xcstrings", device: .ipad).t("%lld Product(s) Ordered", 3)
        == "3 iPads ordered")
  }

  @Test("substitutions with argNum and %arg under device variations (lexrus Test8)")
  func substitutionsUnderDevices() throws {
    let iphone = try controller("lexrus-Test8.xcstrings", device: .iphone)
    #expect(
      iphone.t("users_bought_devices", 2, 3.5, 1)
        == "2 iPhone users spent 3.500000 dollars to buy an iPhone")
    #expect(
      iphone.t("users_bought_devices", 1, 1.0, 5)
        == "An iPhone user spent 1.000000 dollar to buy 5 iPhones")
    let tv = try controller("lexrus-Test8.xcstrings", device: .appletv)
    #expect(
      tv.t("users_bought_devices", 2, 3.5, 1) == "Someone spent some money to buy some devices")
  }

  @Test("xcstrings-tool fixtures: substitutions, positional arguments, specifiers, variations")
  func peerFixtures() throws {
    let substitution = try controller("xcstrings-tool-Substitution.xcstrings")
    #expect(
      substitution.t("substitutions_example.string", "Hello", 1, 4)
        == "Hello! There is 1 string and you have 4 remaining")
    #expect(
      substitution.t("substitutions_example.string", "Hi", 2, 0)
        == "Hi! There are 2 strings and you have 0 remaining")

    let positional = try controller("xcstrings-tool-Positional.xcstrings")
    #expect(positional.t("reorder", 7, "b") == "Second: b - First: 7")
    #expect(positional.t("repeatExplicit", 3) == "3, I repeat: 3")
    #expect(positional.t("repeatImplicit", "Ann") == "Ann, are you there? Ann?")

    let specifiers = try controller("xcstrings-tool-FormatSpecifiers.xcstrings")
    #expect(specifiers.t("f_precision", 3.14159) == "Test 3.14")
    #expect(specifiers.t("x", 255) == "Test ff")
    #expect(specifiers.t("percentage_escaped_space_o") == "Test 50% off")
    #expect(specifiers.t("percentage") == "Test %")

    let variations = try controller("xcstrings-tool-Variations.xcstrings", device: .mac)
    #expect(variations.t("String.Device") == "Click to open")
    #expect(variations.t("String.Plural", 1) == "I have 1 string")
    #expect(variations.t("String.Plural", 4) == "I have 4 strings")
    // English has no `zero` category: 0 is `other`, as on Apple platforms.
    #expect(variations.t("String.Plural", 0) == "I have 0 strings")
  }
}
