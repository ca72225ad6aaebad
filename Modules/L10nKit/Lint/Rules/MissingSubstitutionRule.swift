/// A `%#@name@` reference names a substitution that does not exist.
struct MissingSubstitutionRule: LintRule {
  static let description = RuleDescription(
    id: "missing_substitution",
    summary: "A `%#@name@` reference names a substitution that does not exist.",
    rationale: """
      The reference is shown literally (`%#@files@`) or the string fails to format. Each \
      language's localization needs its own `substitutions` entry for every name it refers \
      to. Stale keys are skipped: no code shows them.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        strings: """
          "files" : { "extractionState" : "manual", "localizations" : { "de" : { "stringUnit" : \
          { "state" : "translated", "value" : "%#@count@" }, "substitutions" : { "n" : { \
          "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { \
          "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } } } } } } } } }
          """, requiredLanguages: ["de"])
    ],
    nonTriggeringExamples: [
      RuleExample(
        strings: """
          "files" : { "extractionState" : "manual", "localizations" : { "de" : { "stringUnit" : \
          { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : { \
          "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : { \
          "stringUnit" : { "state" : "translated", "value" : "eine Datei" } }, "other" : { \
          "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } } } } } } } } }
          """)
    ])

  func check(_ context: LintContext) -> [Violation] {
    FormatCheck(context: context, kind: .missingSubstitution).run()
  }
}

extension MissingSubstitutionRule: SharesLintWork {
  static var sharedWork: SharedLintWork { .formats }
}
