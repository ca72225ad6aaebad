public import Foundation

extension LocalizationCatalog {
  /// The URL of the app's String Catalog (`Localization/Localizable.xcstrings`), bundled as a
  /// resource of this module.
  public static var bundledURL: URL? {
    Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings")
  }

  /// Loads the app's bundled String Catalog off the main actor.
  ///
  /// - Throws: `LocalizationCatalogError` when it is missing or malformed.
  public static func bundled() async throws -> Self {
    guard let url = bundledURL else {
      throw LocalizationCatalogError(
        file: "Localizable.xcstrings", line: 0, column: 0,
        message: "the catalog is not in the AppLocalization bundle; check Package.swift resources")
    }
    return try await load(contentsOf: url)
  }

  /// A catalog built in code for tests and previews: `strings[key][language]` is the text.
  ///
  /// Plurals and substitutions need a real catalog (`decode(_:)`); this covers plain text.
  public static func fixture(
    sourceLanguage: String = "en", _ strings: [String: [String: String]]
  ) -> Self {
    Self(
      sourceLanguage: sourceLanguage,
      entries: strings.mapValues { byLanguage in
        Entry(localizations: byLanguage.mapValues { Localization(content: .text($0)) })
      })
  }

  /// A catalog with no keys (every lookup shows its key).
  public static let empty = Self(sourceLanguage: "en", entries: [:])
}

extension LocaleController {
  /// A controller for SwiftUI previews: the bundled catalog (read synchronously, which only
  /// previews may do), in `language`, remembering nothing.
  public static func preview(language: String = "en", device: DeviceIdiom = .iphone)
    -> LocaleController
  {
    let catalog =
      LocalizationCatalog.bundledURL.flatMap { url in
        (try? Data(contentsOf: url)).flatMap { try? LocalizationCatalog.decode($0) }
      } ?? .empty
    return LocaleController(
      catalog: catalog, preferredLanguages: [language], store: .none, device: device)
  }

  /// A controller over a catalog built in code (`LocalizationCatalog.fixture`), for tests.
  public static func fixture(
    _ strings: [String: [String: String]], language: String = "en", sourceLanguage: String = "en",
    device: DeviceIdiom = .other
  ) -> LocaleController {
    LocaleController(
      catalog: .fixture(sourceLanguage: sourceLanguage, strings), preferredLanguages: [language],
      store: .none, device: device)
  }
}
