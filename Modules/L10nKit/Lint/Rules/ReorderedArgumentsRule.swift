/// A translation puts arguments in another order without positional specifiers.
struct ReorderedArgumentsRule: LintRule {
  static let description = RuleDescription(
    id: "format_reordered_without_positions",
    summary: "A translation puts arguments in another order without positional specifiers.",
    rationale: """
      Word order differs between languages, but `%@ … %lld` always takes the arguments in \
      order: a translation that needs them the other way round must say so with positions \
      (`%2$lld … %1$@`), or it shows the wrong values (or crashes on a type mismatch). \
      Stale keys are skipped: no code shows them.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        strings: """
          "%@ sent %lld" : { "extractionState" : "manual", "localizations" : { "ja" : { \
          "stringUnit" : { "state" : "translated", "value" : "%lld 件を %@ が送信" } } } }
          """, requiredLanguages: ["ja"])
    ],
    nonTriggeringExamples: [
      RuleExample(
        strings: """
          "%@ sent %lld" : { "extractionState" : "manual", "localizations" : { "ja" : { \
          "stringUnit" : { "state" : "translated", "value" : "%2$lld 件を %1$@ が送信" } } } }
          """, requiredLanguages: ["ja"])
    ])

  func check(_ context: LintContext) -> [Violation] {
    FormatCheck(context: context, kind: .reordered).run()
  }
}

extension ReorderedArgumentsRule: SharesLintWork {
  static var sharedWork: SharedLintWork { .formats }
}
