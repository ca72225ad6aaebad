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

  func check(_ context: LintContext) -> [Violation] {
    StateCheck.violations(context, state: UnitState.new) { key, language, leaf in
      "\"\(key)\" has a \(language) translation in state 'new'\(leaf.pathSuffix); translate "
        + "it and mark it translated"
    }
  }
}

/// Finds leaves of required languages in a given state.
enum StateCheck {
  static func violations(
    _ context: LintContext, state: String,
    message: (String, String, LeafVisit) -> String
  ) -> [Violation] {
    var result: [Violation] = []
    for loaded in context.catalogs {
      let languages = context.requiredLanguages(of: loaded)
      for entry in loaded.catalog.entries
      where entry.shouldTranslate && entry.extractionState != ExtractionState.stale {
        for language in languages {
          guard let localization = entry.localization(for: language) else { continue }
          for leaf in CatalogWalk.leaves(of: localization)
          where leaf.state == state && leaf.value?.isEmpty != true {
            result.append(
              Violation(
                message(entry.key, language, leaf),
                at: context.location(in: loaded, leaf.position), key: entry.key,
                language: language))
          }
        }
      }
    }
    return result
  }
}
