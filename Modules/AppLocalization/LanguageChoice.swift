import Foundation

/// One row of a language picker: "System Language" (code nil) or a catalog language named in
/// itself.
public struct LanguageChoice: Hashable, Sendable, Identifiable {
  /// The language code, or nil for "follow the system".
  public var code: String?
  /// What the row shows: `language.system` translated, or the language's own name ("Deutsch").
  public var title: String
  /// Whether this is the current choice.
  public var isSelected: Bool

  /// The code, or `system`.
  public var id: String { code ?? "system" }

  /// Creates a row.
  public init(code: String?, title: String, isSelected: Bool) {
    self.code = code
    self.title = title
    self.isSelected = isSelected
  }
}

extension LocaleController {
  /// The language picker's rows: "System Language" first, then every catalog language by its
  /// own name in the current language's sort order (a picker calls `setLanguage(choice.code)`).
  public var languageChoices: [LanguageChoice] {
    let system = LanguageChoice(
      code: nil, title: t(LocalizationKey.Language.system), isSelected: selectedLanguage == nil)
    let languages = availableLanguages.map { code in
      LanguageChoice(
        code: code, title: displayName(of: code),
        isSelected: selectedLanguage.map {
          LanguageNegotiation.negotiate(
            preferred: [$0], available: availableLanguages, sourceLanguage: catalog.sourceLanguage)
        } == code)
    }.sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
    return [system] + languages
  }
}
