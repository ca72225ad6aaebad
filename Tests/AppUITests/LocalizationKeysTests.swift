import Foundation
import Testing

/// Every catalog key AppUI's sources mention must be translated, in every language the app ships,
/// with the plural categories each language needs; AppUI's own keys live in
/// `Localization/Pending/AppUI.json` until the lead merges them into the catalog.
@Suite("AppUI localization keys")
struct LocalizationKeysTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let languages = ["en", "de", "fr", "es", "ja", "zh-Hans", "ru", "ar", "pl"]

  /// The plural categories each language needs (CLDR).
  static let pluralCategories: [String: Set<String>] = [
    "en": ["one", "other"], "de": ["one", "other"], "fr": ["one", "many", "other"],
    "es": ["one", "many", "other"], "ja": ["other"], "zh-Hans": ["other"],
    "ru": ["one", "few", "many", "other"], "pl": ["one", "few", "many", "other"],
    "ar": ["zero", "one", "two", "few", "many", "other"],
  ]

  /// The keys of the app's String Catalog (owned by the localization module).
  static func catalogKeys() throws -> Set<String> {
    let url = packageRoot.appendingPathComponent("Localization/Localizable.xcstrings")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    let strings = try #require(
      (object as? [String: Any])?["strings"] as? [String: Any], "\(url.path): no strings table")
    return Set(strings.keys)
  }

  static func pending() throws -> [String: [String: Any]] {
    let url = packageRoot.appendingPathComponent("Localization/Pending/AppUI.json")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    return try #require(object as? [String: [String: Any]], "\(url.path): not a key table")
  }

  static func keysInSources() throws -> Set<String> {
    let folder = packageRoot.appendingPathComponent("Modules/AppUI")
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
    let pattern = #/"((?:appui|common|theme)\.[A-Za-z0-9_.]+)"/#
    var keys: Set<String> = []
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      let source = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      for match in source.matches(of: pattern) { keys.insert(String(match.1)) }
    }
    return keys
  }

  @Test("Every key the sources use is pending or in the catalog, and every pending key is used")
  func keysResolve() throws {
    let used = try Self.keysInSources()
    let pending = Set(try Self.pending().keys)
    #expect(used.contains("appui.otp.remaining"), "the source scan found nothing")
    #expect(used.subtracting(pending).subtracting(try Self.catalogKeys()).sorted() == [])
    #expect(pending.subtracting(used).sorted() == [])
  }

  @Test("Every pending key has a comment and every language, with its plural categories")
  func translationsComplete() throws {
    for (key, entry) in try Self.pending() {
      #expect((entry["comment"] as? String)?.isEmpty == false, "\(key): no comment")
      for language in Self.languages {
        let value = entry[language]
        if let plural = value as? [String: String] {
          #expect(
            Set(plural.keys) == Self.pluralCategories[language],
            "\(key) [\(language)]: categories \(plural.keys.sorted())")
          for (category, text) in plural {
            #expect(text.contains("%lld"), "\(key) [\(language)/\(category)]: no %lld")
          }
        } else {
          let text = try #require(value as? String, "\(key): no \(language) translation")
          #expect(!text.isEmpty && !text.contains("%"), "\(key) [\(language)]: \(text)")
        }
      }
    }
  }
}
