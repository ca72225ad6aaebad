internal import CAtelierICU

/// A CLDR plural category, as String Catalogs name them in `variations.plural`.
public enum PluralCategory: String, CaseIterable, Sendable, Comparable, Codable {
  case zero, one, two, few, many, other

  /// Orders categories by code point of their names, as Xcode's XLIFF export lists them.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// CLDR plural rules from the system ICU (through the CAtelierICU shim): never a hand-typed table.
public enum CLDRPlurals {
  /// The plural categories `language` uses, in code-point order; nil when ICU does not know the
  /// language (an unknown code is an error for the linter, not a silent fallback to `other`).
  public static func categories(for language: String) -> [PluralCategory]? {
    guard isKnownLanguage(language) else { return nil }
    guard let text = icuString({ atelier_icu_plural_categories(language, $0, $1) }) else {
      return nil
    }
    return text.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) }
  }

  /// The category ICU selects for `number`, written as decimal text whose visible fraction
  /// digits count ("1" is not "1.0" in many languages).
  public static func select(_ number: String, language: String) -> PluralCategory? {
    icuString({ atelier_icu_plural_select(language, number, $0, $1) }).flatMap(
      PluralCategory.init(rawValue:))
  }

  /// ICU's rule text for `language` (`PluralRules::getRules()`), with CLDR's samples.
  public static func ruleText(for language: String) -> String? {
    icuString { atelier_icu_plural_rules(language, $0, $1) }
  }

  /// CLDR's integer or decimal samples for a category, e.g. `["2~4", "22~24", "…"]`.
  public static func samples(
    of category: PluralCategory, language: String, decimal: Bool
  ) -> [String] {
    let text = icuString {
      atelier_icu_plural_samples(language, category.rawValue, decimal ? 1 : 0, $0, $1)
    }
    return (text ?? "").split(separator: ",").map {
      $0.trimmingCharacters(in: [" "])
    }.filter { !$0.isEmpty }
  }

  /// Every locale ICU has plural rules for (ICU ids such as `de`, `pt_PT`, `zh`).
  public static var locales: [String] {
    (icuString { atelier_icu_plural_locales($0, $1) } ?? "").split(separator: " ").map(
      String.init)
  }

  /// Whether ICU knows the language of a BCP 47 code such as `de`, `zh-Hans` or `pt-BR`.
  public static func isKnownLanguage(_ code: String) -> Bool {
    atelier_icu_is_known_language(code) != 0
  }

  /// The version of the ICU the rules come from, e.g. `72.1`.
  public static var icuVersion: String { icuString { atelier_icu_version($0, $1) } ?? "?" }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
    var s = self[...]
    while let f = s.first, set.contains(f) { s = s.dropFirst() }
    while let l = s.last, set.contains(l) { s = s.dropLast() }
    return String(s)
  }
}
