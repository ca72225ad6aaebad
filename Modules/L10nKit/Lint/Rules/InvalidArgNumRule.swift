/// A substitution's `argNum` is out of range or conflicts with another argument.
struct InvalidArgNumRule: LintRule {
  static let description = RuleDescription(
    id: "invalid_arg_num",
    summary: "A substitution's `argNum` is out of range or conflicts with another argument.",
    rationale: """
      `argNum` says which argument a substitution formats. Zero or a negative number, a \
      number the source has no argument for, or two uses of one argument with different \
      types select the wrong value or crash. Stale keys are skipped: no code shows them.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        strings: """
          "files" : { "extractionState" : "manual", "localizations" : { "de" : { "stringUnit" : \
          { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : { \
          "argNum" : 0, "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : { \
          "stringUnit" : { "state" : "translated", "value" : "eine Datei" } }, "other" : { \
          "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } } } } } } } } }
          """),
      RuleExample(
        strings: """
          "%@: %lld files" : { "extractionState" : "manual", "localizations" : { "de" : { \
          "stringUnit" : { "state" : "translated", "value" : "%1$@: %#@n@" }, \
          "substitutions" : { "n" : { "argNum" : 3, "formatSpecifier" : "lld", "variations" : \
          { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : \
          "eine Datei" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : \
          "%arg Dateien" } } } } } } } } }
          """),
    ],
    nonTriggeringExamples: [
      RuleExample(
        strings: """
          "%@: %lld files" : { "extractionState" : "manual", "localizations" : { "de" : { \
          "stringUnit" : { "state" : "translated", "value" : "%1$@: %#@n@" }, \
          "substitutions" : { "n" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : \
          { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : \
          "eine Datei" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : \
          "%arg Dateien" } } } } } } } } }
          """)
    ])

  func check(_ context: LintContext) -> [Violation] {
    FormatCheck(context: context, kind: .invalidArgNum).run()
  }
}

extension InvalidArgNumRule: SharesLintWork {
  static var sharedWork: SharedLintWork { .formats }
}
