/// A required language without a translation, or with an empty one.
struct MissingTranslationRule: LintRule {
  static let description = RuleDescription(
    id: "missing_translation",
    summary: "A key has no translation, or an empty one, in a required language.",
    rationale: """
      Users of that language see the development language instead. Every leaf counts: each \
      plural and device case and each substitution arm. Keys with `shouldTranslate: false` \
      and stale keys are skipped. The required languages are `requiredLanguages` from \
      `l10n.json`, or every language the catalog has.
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
      RuleExample(strings: #""Old" : { "extractionState" : "stale" }"#),
    ])

  func check(_ context: LintContext) -> [Violation] {
    var result: [Violation] = []
    for loaded in context.catalogs {
      let languages = context.requiredLanguages(of: loaded)
      for entry in loaded.catalog.entries
      where entry.shouldTranslate && entry.extractionState != ExtractionState.stale {
        for language in languages {
          guard let localization = entry.localization(for: language),
            case let leaves = CatalogWalk.leaves(of: localization), !leaves.isEmpty
          else {
            result.append(
              Violation(
                "\"\(entry.key)\" has no \(language) translation",
                at: context.location(in: loaded, entry.position(for: language)),
                key: entry.key, language: language))
            continue
          }
          for leaf in leaves where leaf.value?.isEmpty == true {
            result.append(
              Violation(
                "\"\(entry.key)\" has an empty \(language) translation\(leaf.pathSuffix)",
                at: context.location(in: loaded, leaf.position), key: entry.key,
                language: language))
          }
        }
      }
    }
    return result
  }
}
