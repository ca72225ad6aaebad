/// Chooses the catalog language for a list of preferred languages, as Apple's bundles do.
public enum LanguageNegotiation {
  /// The first catalog language that matches a preferred language, else the source language.
  ///
  /// Each preferred code is tried from most to least specific (`zh-Hant-HK`, `zh-Hant`, `zh`),
  /// matching case-insensitively with `-` or `_`; then any catalog language with the same
  /// language and script but another region (`pt-PT` finds `pt-BR`). Chinese codes without a
  /// script get the usual one (`zh-TW` is `zh-Hant`, `zh-CN` and `zh` are `zh-Hans`), so
  /// a Traditional Chinese reader never gets Simplified text, nor the reverse.
  public static func negotiate(
    preferred: [String], available: [String], sourceLanguage: String
  ) -> String {
    var byNormalized: [String: String] = [:]
    for language in available { byNormalized[normalize(language)] = language }
    for code in preferred {
      // An exact match first (`zh-HK` is a catalog language of its own in some apps).
      if let match = byNormalized[normalize(code)] { return match }
      let tag = withDefaultScript(normalize(code))
      var subtags = tag.split(separator: "-").map(String.init)
      while !subtags.isEmpty {
        if let match = byNormalized[subtags.joined(separator: "-")] { return match }
        subtags.removeLast()
      }
      let wanted = languageAndScript(tag)
      if let match = available.sorted().first(where: {
        languageAndScript(withDefaultScript(normalize($0))) == wanted
      }) {
        return match
      }
    }
    return sourceLanguage
  }

  /// Lower case, `-` separators.
  static func normalize(_ code: String) -> String {
    code.lowercased().replacingOccurrences(of: "_", with: "-")
  }

  /// Adds the script Chinese codes imply: `zh` and `zh-cn` get `hans`, `zh-tw` gets `hant`.
  static func withDefaultScript(_ tag: String) -> String {
    let subtags = tag.split(separator: "-").map(String.init)
    guard subtags.first == "zh", !subtags.dropFirst().contains(where: { $0.count == 4 }) else {
      return tag
    }
    let region = subtags.dropFirst().first(where: { $0.count == 2 || $0.count == 3 })
    let script = ["tw", "hk", "mo"].contains(region ?? "") ? "hant" : "hans"
    return (["zh", script] + subtags.dropFirst()).joined(separator: "-")
  }

  /// `language-script` (or `language`) of a normalized tag.
  static func languageAndScript(_ tag: String) -> String {
    let subtags = tag.split(separator: "-").map(String.init)
    guard let language = subtags.first else { return tag }
    if let script = subtags.dropFirst().first(where: { $0.count == 4 && $0.first!.isLetter }) {
      return "\(language)-\(script)"
    }
    return language
  }
}
