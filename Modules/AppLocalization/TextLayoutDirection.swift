/// The direction a language is laid out in.
///
/// Not named `LayoutDirection` so that it never clashes with SwiftUI's type in a file that
/// imports both; `LocaleController+SwiftUI.swift` converts it.
public enum TextLayoutDirection: String, Sendable, CaseIterable {
  /// Latin, Cyrillic, CJK...
  case leftToRight
  /// Arabic, Hebrew, Persian, Urdu...
  case rightToLeft

  /// Language subtags written right to left by default.
  static let rightToLeftLanguages: Set<String> = [
    "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku-arab", "lrc", "mzn", "ps", "sd", "syr",
    "ug", "ur", "yi",
  ]

  /// Script subtags written right to left.
  static let rightToLeftScripts: Set<String> = [
    "arab", "adlm", "hebr", "nkoo", "rohg", "syrc", "thaa",
  ]

  /// The direction of a BCP 47 language code such as `ar`, `he-IL` or `pa-Arab`.
  ///
  /// An explicit script subtag wins (`az-Arab` is right to left, `ks-Deva` is not).
  public init(language code: String) {
    let subtags = code.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(
      String.init)
    if let script = subtags.dropFirst().first(where: { $0.count == 4 }) {
      self = Self.rightToLeftScripts.contains(script) ? .rightToLeft : .leftToRight
    } else if let language = subtags.first, Self.rightToLeftLanguages.contains(language) {
      self = .rightToLeft
    } else {
      self = .leftToRight
    }
  }
}
