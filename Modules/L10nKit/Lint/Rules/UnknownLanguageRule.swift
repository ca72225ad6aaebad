/// Language codes ICU does not know.
struct UnknownLanguageRule: LintRule {
  static let description = RuleDescription(
    id: "unknown_language",
    summary: "The catalog uses a language code ICU does not know.",
    rationale: """
      A misspelt code (`english`, `de_DE ` or `cn`) is never loaded by the system, and its \
      plural rules cannot be checked: that is an error, not a silent fallback to `other`. Use \
      BCP 47 codes such as `de`, `pt-BR` or `zh-Hans`. Each code is reported once per \
      catalog, at its first use.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        strings: """
          "Hi" : { "extractionState" : "manual", "localizations" : { "klingon" : { \
          "stringUnit" : { "state" : "translated", "value" : "nuqneH" } } } }
          """, requiredLanguages: [])
    ],
    nonTriggeringExamples: [
      RuleExample(
        strings: """
          "Hi" : { "extractionState" : "manual", "localizations" : { "zh-Hant-HK" : { \
          "stringUnit" : { "state" : "translated", "value" : "你好" } } } }
          """, requiredLanguages: [])
    ])

  func check(_ context: LintContext) -> [Violation] {
    var result: [Violation] = []
    for loaded in context.catalogs {
      var reported: Set<String> = []
      let source = loaded.catalog.sourceLanguage
      if context.plurals(for: source) == nil {
        reported.insert(source)
        result.append(
          Violation(
            "unknown source language \"\(source)\"; use a BCP 47 code such as \"en\"",
            at: FindingLocation(path: loaded.path, line: 0, column: 0), language: source))
      }
      for entry in loaded.catalog.entries {
        for language in entry.languages where !reported.contains(language) {
          guard context.plurals(for: language) == nil else { continue }
          reported.insert(language)
          result.append(
            Violation(
              "unknown language code \"\(language)\"; use a BCP 47 code such as \"de\", "
                + "\"pt-BR\" or \"zh-Hans\"",
              at: context.location(in: loaded, entry.position(for: language)), key: entry.key,
              language: language))
        }
      }
    }
    return result
  }
}
