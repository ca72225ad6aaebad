/// A format string has a `%` that starts no valid specifier.
struct UnescapedPercentRule: LintRule {
  static let description = RuleDescription(
    id: "unescaped_percent",
    summary: "A format string has a `%` that starts no valid specifier.",
    rationale: """
      In a string used as a format (one with arguments), a literal percent must be written \
      `%%`: a lone `%` is read as the start of a specifier, producing garbage or consuming an \
      argument (`50% off %@`). Strings without arguments are not formats and are not \
      reported, nor are stale keys: no code shows them.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        strings: """
          "%lld%% off" : { "extractionState" : "manual", "localizations" : { "de" : { \
          "stringUnit" : { "state" : "translated", "value" : "%lld% Rabatt" } } } }
          """)
    ],
    nonTriggeringExamples: [
      RuleExample(
        strings: """
          "%lld%% off" : { "extractionState" : "manual", "localizations" : { "de" : { \
          "stringUnit" : { "state" : "translated", "value" : "%lld%% Rabatt" } } } }
          """),
      RuleExample(
        strings: """
          "100% sure" : { "extractionState" : "manual", "localizations" : { "de" : { \
          "stringUnit" : { "state" : "translated", "value" : "100% sicher" } } } }
          """),
    ])

  func check(_ context: LintContext) -> [Violation] {
    FormatCheck(context: context, kind: .unescapedPercent).run()
  }
}

extension UnescapedPercentRule: SharesLintWork {
  static var sharedWork: SharedLintWork { .formats }
}
