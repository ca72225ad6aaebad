/// A required language whose translation is still in state `new`.
struct TranslationStateNewRule: LintRule {
  static let description = RuleDescription(
    id: "translation_state_new",
    summary: "A translation in a required language is still in state `new` (untranslated).",
    rationale: """
      Xcode and translation tools write `new` for strings nobody has translated yet, often \
      with the source text as a placeholder value. Shipping them shows untranslated text. \
      Empty values are reported by `missing_translation` instead.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        strings: """
          "Hello" : { "extractionState" : "manual", "localizations" : { "de" : { "stringUnit" : \
          { "state" : "new", "value" : "Hello" } } } }
          """)
    ],
    nonTriggeringExamples: [
      RuleExample(
        strings: """
          "Hello" : { "extractionState" : "manual", "localizations" : { "de" : { "stringUnit" : \
          { "state" : "translated", "value" : "Hallo" } } } }
          """),
      RuleExample(
        strings: """
          "Hello" : { "extractionState" : "extracted_with_value", "localizations" : { "en" : \
          { "stringUnit" : { "state" : "new", "value" : "Hello" } }, "de" : { "stringUnit" : \
          { "state" : "translated", "value" : "Hallo" } } } }
          """),
    ])

  func checkChunks(_ context: LintContext) -> FindingChunks {
    TranslationCheck.violations(context, .stateNew)
  }
}

extension TranslationStateNewRule: SharesLintWork, ReportsFindingChunks {
  static var sharedWork: SharedLintWork { .translations }
}
