import Foundation
import L10nKit
import Testing

@testable import AppLocalization

/// The app's own catalog: bundled once, complete in every language, Xcode's bytes.
@MainActor
@Suite("The app's String Catalog")
struct AppCatalogTests {
  nonisolated static let languages = ["ar", "de", "en", "es", "fr", "ja", "pl", "ru", "zh-Hans"]
  nonisolated static let requiredKeys = [
    "common.loading", "common.retry", "common.cancel", "common.done", "common.ok", "common.close",
    "common.error.title", "common.error.generic", "common.empty.title", "common.empty.message",
    "common.items.count", "theme.system", "theme.light", "theme.dark", "theme.title",
    "language.title", "language.system",
  ]
  nonisolated static let sourceURL = packageRoot.appendingPathComponent(
    "Modules/AppLocalization/Resources/Localizable.xcstrings")

  let catalog: LocalizationCatalog
  let json: [String: Any]

  init() throws {
    let data = try Data(contentsOf: Self.sourceURL)
    catalog = try LocalizationCatalog.decode(data, file: Self.sourceURL.path)
    json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test("the module bundles the catalog and loads it off the main actor")
  func bundled() async throws {
    let bundled = try await LocalizationCatalog.bundled()
    #expect(bundled.languages == Self.languages)
    #expect(bundled.sourceLanguage == "en")
    #expect(Set(Self.requiredKeys).isSubset(of: bundled.keys))
    let url = try #require(LocalizationCatalog.bundledURL)
    #expect(try Data(contentsOf: url) == Data(contentsOf: Self.sourceURL))
  }

  @Test("Localization/Localizable.xcstrings is a link to the bundled file: one source of truth")
  func singleSourceOfTruth() throws {
    let link = packageRoot.appendingPathComponent("Localization/Localizable.xcstrings")
    let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
    #expect(
      destination == "../Modules/AppLocalization/Resources/Localizable.xcstrings",
      "a tool replaced the link with a copy; write through the link (resolve symlinks first)")
    #expect(try Data(contentsOf: link) == Data(contentsOf: Self.sourceURL))
  }

  @Test("every language resolves every key, for many counts, without a miss", arguments: languages)
  func complete(language: String) {
    let locale = LocaleController(
      catalog: catalog, preferredLanguages: [language], store: .none, device: .iphone)
    #expect(locale.language == language)
    let counts: [any LocalizationArgument] = [
      0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 100, 101, 1_000_000, 1.5,
    ]
    for key in catalog.keys {
      for count in counts {
        let text = locale.t(key, count)
        #expect(!text.isEmpty && text != key, "\(language) \(key)")
      }
    }
    #expect(locale.misses.isEmpty, "\(locale.misses)")
  }

  @Test("plural keys have exactly ICU's categories in every language", arguments: languages)
  func pluralCategories(language: String) throws {
    let expected = try #require(CLDRPlurals.categories(for: language)).map(\.rawValue)
    for key in catalog.keys {
      guard case .plural(let cases)? = catalog.entries[key]?.localizations[language]?.content
      else { continue }
      #expect(Set(cases.keys.map(\.rawValue)) == Set(expected), "\(language) \(key)")
    }
  }

  @Test("translations keep the source's specifiers", arguments: languages)
  func specifiers(language: String) throws {
    for key in catalog.keys {
      let source = try #require(catalog.entries[key]?.localizations["en"]?.content)
      let sourceSpecifiers = specifierList(leaves(source).last?.text ?? "")
      guard let content = catalog.entries[key]?.localizations[language]?.content else {
        Issue.record("\(language) has no \(key)")
        continue
      }
      for leaf in leaves(content) {
        let found = specifierList(leaf.text)
        if found == sourceSpecifiers { continue }
        // A plural case that stands for exactly one number may spell it out ("عنصر واحد").
        let integers = leaf.category.flatMap { L10nKit.PluralCategory(rawValue: $0.rawValue) }
          .map { CLDRPlurals.samples(of: $0, language: language, decimal: false) }
        #expect(found.isEmpty && integers?.count == 1, "\(language) \(key): \(leaf.text)")
      }
    }
  }

  @Test("every unit is translated")
  func states() throws {
    var units = 0
    func walk(_ value: Any) {
      if let object = value as? [String: Any] {
        if let unit = object["stringUnit"] as? [String: Any] {
          units += 1
          #expect(unit["state"] as? String == "translated", "\(unit)")
        }
        object.values.forEach(walk)
      }
    }
    walk(json)
    #expect(units >= Self.requiredKeys.count * Self.languages.count)
  }

  @Test("the file is byte for byte what Xcode writes")
  func xcodeLayout() throws {
    let bytes = try String(contentsOf: Self.sourceURL, encoding: .utf8)
    #expect(bytes == xcodeJSON(json, indent: ""))
    #expect(!bytes.hasSuffix("\n"))
  }
}

/// The leaves of a content tree, with the plural category that led to each.
func leaves(
  _ content: LocalizationCatalog.Content, category: PluralRules.Category? = nil
) -> [(text: String, category: PluralRules.Category?)] {
  switch content {
  case .text(let text): [(text, category)]
  case .plural(let cases):
    cases.sorted { $0.key < $1.key }.flatMap { leaves($0.value, category: $0.key) }
  case .device(let cases, let order): order.flatMap { cases[$0].map { leaves($0) } ?? [] }
  }
}

/// The conversions of the specifiers in `text`, in order (`%%` excluded).
func specifierList(_ text: String) -> [String] {
  let bytes = Array(text.utf8)
  var result: [String] = []
  var index = 0
  while index < bytes.count {
    if bytes[index] == UInt8(ascii: "%"), index + 1 < bytes.count {
      if bytes[index + 1] == UInt8(ascii: "%") {
        index += 2
        continue
      }
      if let specifier = StringFormatter.Specifier(bytes, at: index) {
        result.append(String(specifier.conversion))
        index = specifier.end
        continue
      }
    }
    index += 1
  }
  return result
}

/// Xcode's writer (FORMATS.md §0): 2-space indent, `" : "`, keys in Xcode's collation, an empty
/// object as `{`, a blank line, `}`, raw non-ASCII, no final newline.
func xcodeJSON(_ value: Any, indent: String) -> String {
  if let object = value as? [String: Any] {
    if object.isEmpty { return "{\n\n\(indent)}" }
    let members = object.keys.sorted(by: XcodeCollation.areInIncreasingOrder).map { key in
      "\(indent)  \(quoted(key)) : "
        + (object[key].map { xcodeJSON($0, indent: indent + "  ") } ?? "")
    }
    return "{\n" + members.joined(separator: ",\n") + "\n\(indent)}"
  }
  if let array = value as? [Any] {
    let items = array.map { "\(indent)  " + xcodeJSON($0, indent: indent + "  ") }
    return "[\n" + items.joined(separator: ",\n") + "\n\(indent)]"
  }
  if let string = value as? String { return quoted(string) }
  return "\(value)"
}

private func quoted(_ text: String) -> String {
  var result = "\""
  for character in text {
    switch character {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    default: result.append(character)
    }
  }
  return result + "\""
}

@MainActor
@Suite("Shared keys and the language picker")
struct SharedKeysTests {
  @Test("every shared LocalizationKey constant is in the catalog")
  func constants() throws {
    let catalog = try LocalizationCatalog.decode(Data(contentsOf: AppCatalogTests.sourceURL))
    let keys: [LocalizationKey] = [
      .Common.loading, .Common.retry, .Common.cancel, .Common.done, .Common.ok, .Common.close,
      .Common.errorTitle, .Common.errorGeneric, .Common.emptyTitle, .Common.emptyMessage,
      .Common.itemsCount, .Theme.title, .Theme.system, .Theme.light, .Theme.dark,
      .Language.title, .Language.system,
    ]
    #expect(Set(keys.map(\.rawValue)) == Set(AppCatalogTests.requiredKeys))
    for key in keys { #expect(catalog.contains(key.rawValue), "\(key)") }
    let locale = LocaleController(
      catalog: catalog, preferredLanguages: ["pl"], store: .none, device: .other)
    #expect(locale.t(.Common.itemsCount, 5) == "5 elementów")
    #expect(locale.t(.Common.itemsCount, 22) == "22 elementy")
    #expect(locale.t(.Common.retry) == "Spróbuj ponownie")
  }

  @Test("language choices: system first, then each language by its own name")
  func choices() throws {
    let catalog = try LocalizationCatalog.decode(Data(contentsOf: AppCatalogTests.sourceURL))
    let locale = LocaleController(
      catalog: catalog, preferredLanguages: ["fr"], store: .inMemory(), device: .other)
    var choices = locale.languageChoices
    #expect(
      choices.first == LanguageChoice(code: nil, title: "Langue du système", isSelected: true))
    #expect(choices.count == 10)
    #expect(choices.contains { $0.code == "de" && $0.title == "Deutsch" })
    #expect(choices.contains { $0.code == "ja" && $0.title == "日本語" })
    locale.setLanguage("de-AT")
    choices = locale.languageChoices
    #expect(choices.first?.title == "Systemsprache")
    #expect(choices.filter(\.isSelected).map(\.code) == ["de"])
  }
}

@MainActor
@Suite("Previews and fixtures")
struct PreviewTests {
  @Test("the preview controller reads the bundled catalog in the language asked for")
  func preview() {
    #expect(LocaleController.preview(language: "ja").t(.Common.retry) == "再試行")
    #expect(LocaleController.preview(language: "ar").layoutDirection == .rightToLeft)
    #expect(LocaleController.preview().t(.Common.itemsCount, 1) == "1 item")
  }

  @Test("an empty catalog shows keys and records them")
  func emptyCatalog() {
    let locale = LocaleController(
      catalog: .empty, preferredLanguages: ["de"], store: .none, device: .other)
    #expect(locale.language == "en")
    #expect(locale.t("common.retry") == "common.retry")
    #expect(locale.missingKeys == ["common.retry"])
  }
}
