/// Translations identical to the source text.
struct TranslationSameAsSourceRule: LintRule {
  static let description = RuleDescription(
    id: "translation_same_as_source",
    summary: "A translation is identical to the source text.",
    rationale: """
      Often a copy-paste placeholder marked translated by a tool. Off by default, since short \
      strings (`OK`, brand names, `%@`) are legitimately identical in many languages; \
      strings without letters are never reported.
      """,
    defaultSeverity: .warning,
    isEnabledByDefault: false,
    triggeringExamples: [
      RuleExample(
        strings: """
          "welcome" : { "extractionState" : "manual", "localizations" : { "en" : { \
          "stringUnit" : { "state" : "translated", "value" : "Welcome back" } }, "de" : { \
          "stringUnit" : { "state" : "translated", "value" : "Welcome back" } } } }
          """)
    ],
    nonTriggeringExamples: [
      RuleExample(
        strings: """
          "welcome" : { "extractionState" : "manual", "localizations" : { "en" : { \
          "stringUnit" : { "state" : "translated", "value" : "Welcome back" } }, "de" : { \
          "stringUnit" : { "state" : "translated", "value" : "Willkommen zurück" } } } }
          """),
      RuleExample(
        strings: """
          "%lld" : { "extractionState" : "manual", "localizations" : { "de" : { \
          "stringUnit" : { "state" : "translated", "value" : "%lld" } } } }
          """),
    ])

  func check(_ context: LintContext) -> [Violation] {
    var result: [Violation] = []
    for loaded in context.catalogs {
      let source = context.sourceLanguage(of: loaded)
      for entry in loaded.catalog.entries where entry.shouldTranslate {
        let sourceText = entry.localization(for: source)?.stringUnit?.value ?? entry.key
        let words = LintContext.shape(of: sourceText).replacing("%@", with: "")
        guard words.contains(where: \.isLetter) else { continue }
        for (language, localization) in entry.localizations where language != source {
          guard let unit = localization.stringUnit, unit.value == sourceText else { continue }
          result.append(
            Violation(
              "\"\(entry.key)\" \(language) is identical to the source text",
              at: context.location(in: loaded, unit.position), key: entry.key,
              language: language))
        }
      }
    }
    return result
  }
}
