/// A plural variation without every category its language needs.
struct PluralCategoriesMissingRule: LintRule {
  static let description = RuleDescription(
    id: "plural_categories_missing",
    summary: "A plural variation lacks a category its language needs (from ICU's CLDR rules).",
    rationale: """
      A count that selects a missing category falls back to an arbitrary case or the key: \
      Russian needs `one`, `few`, `many` and `other`; Arabic all six. Categories come from the \
      system ICU's CLDR plural rules, never from a hand-typed table. A category reached only \
      by integers of a million or more (the `many` of French, Spanish, Italian and Portuguese, \
      used for "1 million de …") or by fractions only is not required: counts in apps are \
      small integers. Xcode's explicit `zero` case is never required.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        strings: """
          "%lld files" : { "extractionState" : "manual", "localizations" : { "ru" : { \
          "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", \
          "value" : "%lld файл" } }, "other" : { "stringUnit" : { "state" : "translated", \
          "value" : "%lld файла" } } } } } } }
          """, requiredLanguages: ["ru"]),
      RuleExample(
        strings: """
          "%lld files" : { "extractionState" : "manual", "localizations" : { "en" : { \
          "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", \
          "value" : "%lld files" } } } } } } }
          """, requiredLanguages: []),
    ],
    nonTriggeringExamples: [
      RuleExample(
        strings: """
          "%lld files" : { "extractionState" : "manual", "localizations" : { "fr" : { \
          "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", \
          "value" : "%lld fichier" } }, "other" : { "stringUnit" : { "state" : "translated", \
          "value" : "%lld fichiers" } } } } } } }
          """, requiredLanguages: ["fr"]),
      RuleExample(
        strings: """
          "%lld files" : { "extractionState" : "manual", "localizations" : { "ja" : { \
          "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", \
          "value" : "%lld ファイル" } } } } } } }
          """, requiredLanguages: ["ja"]),
    ])

  func check(_ context: LintContext) -> [Violation] {
    var result: [Violation] = []
    PluralCheck.forEachVariation(context) { loaded, entry, language, plurals, variation in
      let present = Set(variation.categories)
      let missing = plurals.required.filter { !present.contains($0.rawValue) }
      guard !missing.isEmpty else { return }
      let label = variation.path.joined(separator: ".")
      result.append(
        Violation(
          "\"\(entry.key)\" \(language) \(label) lacks "
            + missing.map(\.rawValue).joined(separator: ", ") + " (\(language) needs "
            + plurals.required.map(\.rawValue).joined(separator: ", ") + ")",
          at: context.location(in: loaded, variation.position), key: entry.key,
          language: language))
    }
    return result
  }
}

extension PluralCategoriesMissingRule: SharesLintWork {
  static var sharedWork: SharedLintWork { .plurals }
}
