/// Translations marked `needs_review`.
struct NeedsReviewRule: LintRule {
  static let description = RuleDescription(
    id: "needs_review",
    summary: "A translation in a required language is marked `needs_review`.",
    rationale: """
      Xcode marks translations `needs_review` when the source text changed after they were \
      written: they may say something the source no longer says. Review them and mark them \
      translated.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        strings: """
          "Hello" : { "extractionState" : "manual", "localizations" : { "de" : { "stringUnit" : \
          { "state" : "needs_review", "value" : "Hallo" } } } }
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
          "Hello" : { "extractionState" : "manual", "localizations" : { "de" : { "stringUnit" : \
          { "state" : "translated", "value" : "Hallo" } }, "fr" : { "stringUnit" : \
          { "state" : "needs_review", "value" : "Salut" } } } }
          """),
    ])

  func checkChunks(_ context: LintContext) -> FindingChunks {
    TranslationCheck.violations(context, .needsReview)
  }
}

extension NeedsReviewRule: SharesLintWork, ReportsFindingChunks {
  static var sharedWork: SharedLintWork { .translations }
}
