public import Foundation
public import Observation

/// The app's current language and its translated text: every user-facing string goes through
/// `t(_:)`.
///
/// Reached in SwiftUI as `@Environment(LocaleController.self)`. Changing the language with
/// `setLanguage(_:)` re-renders every view that read `language` or called `t`, with no restart.
/// Lookups are dictionary reads into tables the catalog built once at load.
///
/// A missing key or translation never crashes and never shows an empty string: the text falls
/// back to the source language, then to the key itself, and the miss is recorded in `misses`
/// for a debug build to report.
@MainActor @Observable public final class LocaleController {
  /// The catalog the text comes from.
  public let catalog: LocalizationCatalog
  /// The device whose `device` variations are chosen.
  public let device: DeviceIdiom
  /// The system's preferred languages, most preferred first (e.g. `Locale.preferredLanguages`).
  public private(set) var preferredLanguages: [String]
  /// The user's explicit choice, or nil to follow the system.
  public private(set) var selectedLanguage: String?
  /// The negotiated catalog language, e.g. `zh-Hans` (one of `catalog.languages`).
  public private(set) var language: String
  /// The plural rules of `language`.
  private var pluralRules: PluralRules

  @ObservationIgnored private let store: LanguagePreferenceStore
  /// Misses are bookkeeping, not UI state: recording one while a view renders must not
  /// invalidate that view.
  @ObservationIgnored private var recordedMisses: [LocalizationMiss] = []
  @ObservationIgnored private var recordedMissSet: Set<LocalizationMiss> = []

  /// Creates a controller over a loaded catalog.
  ///
  /// - Parameters:
  ///   - catalog: The app's String Catalog.
  ///   - preferredLanguages: The system's preferred languages (`Locale.preferredLanguages`).
  ///   - store: Where the user's explicit choice is kept; its stored value wins over the system.
  ///   - device: The device whose variations to use.
  public init(
    catalog: LocalizationCatalog, preferredLanguages: [String],
    store: LanguagePreferenceStore = .none, device: DeviceIdiom = .current
  ) {
    self.catalog = catalog
    self.device = device
    self.store = store
    self.preferredLanguages = preferredLanguages
    let selected = store.load()
    self.selectedLanguage = selected
    let negotiated = LanguageNegotiation.negotiate(
      preferred: (selected.map { [$0] } ?? []) + preferredLanguages, available: catalog.languages,
      sourceLanguage: catalog.sourceLanguage)
    self.language = negotiated
    self.pluralRules = PluralRules(language: negotiated)
  }

  /// Chooses the language: a code such as `de` or `zh-Hant-HK` (negotiated against the
  /// catalog), or nil to follow the system again. The choice is saved through the store.
  public func setLanguage(_ code: String?) {
    selectedLanguage = code
    store.save(code)
    renegotiate()
  }

  /// Updates the system's preferred languages (e.g. when the app returns to the foreground).
  public func setPreferredLanguages(_ languages: [String]) {
    preferredLanguages = languages
    renegotiate()
  }

  private func renegotiate() {
    let negotiated = LanguageNegotiation.negotiate(
      preferred: (selectedLanguage.map { [$0] } ?? []) + preferredLanguages,
      available: catalog.languages, sourceLanguage: catalog.sourceLanguage)
    if negotiated != language {
      language = negotiated
      pluralRules = PluralRules(language: negotiated)
    }
  }

  /// The layout direction of `language`: right to left for Arabic, Hebrew, Persian...
  public var layoutDirection: TextLayoutDirection { TextLayoutDirection(language: language) }

  /// A `Locale` for formatters (dates, numbers, lists) in the current language.
  public var locale: Foundation.Locale { Foundation.Locale(identifier: language) }

  /// The languages the user can pick from (the catalog's), sorted.
  public var availableLanguages: [String] { catalog.languages }

  /// The name of a language in that language ("Deutsch", "日本語"), for a language picker.
  public func displayName(of code: String) -> String {
    let name = Foundation.Locale(identifier: code).localizedString(forIdentifier: code) ?? code
    guard let first = name.first else { return code }
    return first.uppercased() + name.dropFirst()
  }

  /// The text of `key` in the current language.
  public func t(_ key: String) -> String { resolve(key, arguments: []) }

  /// The text of `key` formatted with `arguments`.
  ///
  /// Specifiers: `%@`, `%s` (text), `%d`, `%i`, `%ld`, `%lld`, `%u`, `%llu`, `%x`, `%o` (integers),
  /// `%f`, `%e`, `%g` with flags, width and precision (numbers, written as C's `printf` does,
  /// with `.` as the decimal separator on every platform), positional `%1$@`, `%%`, and
  /// `%#@name@` substitutions. Plural variations are chosen by the first numeric argument;
  /// a substitution's by the argument at its `argNum` (or at its position). Pass numbers you
  /// want grouped or localized as text formatted with `locale`.
  public func t(_ key: String, _ arguments: any LocalizationArgument...) -> String {
    resolve(key, arguments: arguments.map(\.formatArgument))
  }

  /// The text of a key a plain Swift type returned, formatted with `arguments`.
  public func t(_ key: LocalizationKey, _ arguments: any LocalizationArgument...) -> String {
    resolve(key.rawValue, arguments: arguments.map(\.formatArgument))
  }

  /// The text of `key` formatted with already-typed `arguments`.
  public func t(_ key: String, arguments: [FormatArgument]) -> String {
    resolve(key, arguments: arguments)
  }

  /// Every miss since launch (or since `clearMisses()`), in the order first seen.
  public var misses: [LocalizationMiss] { recordedMisses }

  /// The keys that were looked up but are not in the catalog.
  public var missingKeys: Set<String> {
    Set(recordedMisses.filter { $0.kind == .missingKey }.map(\.key))
  }

  /// Forgets the recorded misses.
  public func clearMisses() {
    recordedMisses.removeAll()
    recordedMissSet.removeAll()
  }

  private func record(_ miss: LocalizationMiss) {
    if recordedMissSet.insert(miss).inserted { recordedMisses.append(miss) }
  }

  private func resolve(_ key: String, arguments: [FormatArgument]) -> String {
    let lookup = catalog.text(
      for: key, language: language, arguments: arguments, device: device, rules: pluralRules)
    for miss in lookup.misses { record(miss) }
    return lookup.text
  }
}

/// A lookup that could not be answered in the current language.
public struct LocalizationMiss: Hashable, Sendable, CustomStringConvertible {
  /// Why the text fell back.
  public enum Kind: String, Hashable, Sendable {
    /// The key is not in the catalog: the key itself was shown.
    case missingKey
    /// The key has no (non-empty) text in the language: the source text was shown.
    case missingTranslation
  }

  /// The key looked up.
  public var key: String
  /// The language it was looked up in.
  public var language: String
  /// Why it fell back.
  public var kind: Kind

  /// Creates a miss.
  public init(key: String, language: String, kind: Kind) {
    self.key = key
    self.language = language
    self.kind = kind
  }

  /// e.g. `missing key "common.retyr" (de)`.
  public var description: String {
    switch kind {
    case .missingKey: "missing key \"\(key)\" (\(language))"
    case .missingTranslation: "missing \(language) translation of \"\(key)\""
    }
  }
}
