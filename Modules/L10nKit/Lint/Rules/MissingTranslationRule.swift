/// A required language without a translation, or with an empty one.
struct MissingTranslationRule: LintRule {
  static let description = RuleDescription(
    id: "missing_translation",
    summary: "A key has no translation, or an empty one, in a required language.",
    rationale: """
      Users of that language see the development language instead. Every leaf counts: each \
      plural and device case and each substitution arm. Keys with `shouldTranslate: false` \
      and stale keys are skipped, and a key whose source text is empty (the empty key, an \
      Info.plist value left empty) may have an empty translation. A key \
      with no words (`""`, `"%lld"`, `"(%@)"`) is reported too, as Xcode counts it, with the \
      hint to mark it Don't Translate when it reads the same in every language. The \
      required languages are `requiredLanguages` from `l10n.json`, or every language the \
      catalog has.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(swift: #"let s = locale.t("Hello")"#, strings: #""Hello" : {}"#),
      RuleExample(
        strings: """
          "Hello" : { "extractionState" : "manual", "localizations" : { "de" : { "stringUnit" : \
          { "state" : "translated", "value" : "" } } } }
          """),
      RuleExample(
        strings: """
          "Hi" : { "extractionState" : "manual", "localizations" : { "de" : { "stringUnit" : \
          { "state" : "translated", "value" : "Hallo" } } } }
          """, requiredLanguages: ["de", "fr"], count: 1),
    ],
    nonTriggeringExamples: [
      RuleExample(
        strings: """
          "Hello" : { "extractionState" : "manual", "localizations" : { "de" : { "stringUnit" : \
          { "state" : "translated", "value" : "Hallo" } } } }
          """),
      RuleExample(
        strings: #""OK" : { "extractionState" : "manual", "shouldTranslate" : false }"#),
      // The empty key (`Toggle("", isOn: $on)`) translates to nothing.
      RuleExample(
        strings: """
          "" : { "extractionState" : "manual", "localizations" : { "de" : { "stringUnit" : \
          { "state" : "translated", "value" : "" } } } }
          """),
      RuleExample(strings: #""Old" : { "extractionState" : "stale" }"#),
      // An Info.plist value left empty, extracted with its value: empty in every language.
      RuleExample(
        strings: """
          "NSHumanReadableCopyright" : { "extractionState" : "extracted_with_value", \
          "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "" } }, \
          "en" : { "stringUnit" : { "state" : "new", "value" : "" } } } }
          """),
    ])

  func checkChunks(_ context: LintContext) -> FindingChunks {
    TranslationCheck.violations(context, .missing)
  }
}

extension MissingTranslationRule: SharesLintWork, ReportsFindingChunks {
  static var sharedWork: SharedLintWork { .translations }
}
