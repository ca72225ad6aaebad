/// An `extractionState` Xcode does not write.
struct UnknownExtractionStateRule: LintRule {
  static let description = RuleDescription(
    id: "unknown_extraction_state",
    summary: "A key's `extractionState` is not one Xcode writes.",
    rationale: """
      Xcode writes four extraction states: none (extracted from code), `extracted_with_value`, \
      `manual` and `stale` (and `migrated` for keys its migration from `.strings` files \
      created). Another value (`translated`, a unit state, or a typo such as `Manual`) is a \
      hand or script edit whose meaning no tool agrees on: `l10n extract` neither marks such a \
      key stale nor removes it, as for a manual key. Set `manual` if the key was added by \
      hand, or remove the field if code uses it.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        swift: #"let s = String(localized: "Hello")"#,
        strings: #""Hello" : { "extractionState" : "translated" }"#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        swift: #"let s = String(localized: "Hello")"#,
        strings: """
          "Hello" : { }, "Old" : { "extractionState" : "stale" }, \
          "Kept" : { "extractionState" : "manual" }, "From strings" : { "extractionState" : \
          "migrated" }, "%lld" : { "extractionState" : "extracted_with_value" }
          """)
    ])

  /// The extraction states Xcode writes (FORMATS.md §1.3).
  static let known: Set<String> = [
    ExtractionState.manual, ExtractionState.stale, ExtractionState.extractedWithValue,
    ExtractionState.migrated,
  ]

  func check(_ context: LintContext) -> [Violation] {
    var result: [Violation] = []
    for loaded in context.catalogs {
      for entry in loaded.catalog.entries {
        guard let state = entry.extractionState, !Self.known.contains(state) else { continue }
        result.append(
          Violation(
            "\"\(entry.key)\" has the extractionState \"\(state)\", which Xcode does not write "
              + "(it writes manual, stale, extracted_with_value or migrated, or none): "
              + "'l10n extract' keeps the key as a manual one; set \"manual\" if it was added "
              + "by hand, or remove the field if code uses it",
            at: context.location(in: loaded, entry.position), key: entry.key))
      }
    }
    return result
  }
}
