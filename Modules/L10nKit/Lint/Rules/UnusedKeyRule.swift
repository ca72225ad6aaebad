/// A catalog key that no code uses.
struct UnusedKeyRule: LintRule {
  static let description = RuleDescription(
    id: "unused_key",
    summary: "A catalog key is not used anywhere in code.",
    rationale: """
      Unused keys cost translators time and hide real problems. Keys Xcode manages (no \
      `extractionState`, or `migrated`) that no code uses should be removed. `manual` keys \
      (added by hand, possibly used by a system API or generated code), `stale` keys (Xcode \
      already flags them) and `extracted_with_value` keys (from storyboards and Info.plist) are \
      not reported. A key is used when code of a target that builds the catalog passes it to a \
      localizing API (or may: a literal given where some overload localizes it). Catalogs \
      whose keys come from Info.plist, App Shortcuts, a storyboard or XIB, and catalogs no \
      target builds, are not checked.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(swift: #"let s = locale.t("a")"#, strings: #""a" : {}, "b" : {}"#, count: 1),
      RuleExample(strings: #""old" : { "extractionState" : "migrated" }"#),
    ],
    nonTriggeringExamples: [
      RuleExample(swift: #"let s = locale.t("a")"#, strings: #""a" : {}"#),
      RuleExample(strings: #""b" : { "extractionState" : "manual" }"#),
      RuleExample(strings: #""b" : { "extractionState" : "stale" }"#),
      RuleExample(
        swift: #"let s = String(localized: "\(n) files")"#, strings: #""%lld files" : {}"#),
    ])

  func check(_ context: LintContext) -> [Violation] {
    var result: [Violation] = []
    for loaded in context.catalogs where context.isJudgedAgainstCode(loaded) {
      for entry in loaded.catalog.entries {
        switch entry.extractionState {
        case ExtractionState.manual, ExtractionState.stale, ExtractionState.extractedWithValue:
          continue
        default: break
        }
        if context.isUsed(entry.key, in: loaded) { continue }
        result.append(
          Violation(
            "\"\(entry.key)\" is not used in code; remove it from the catalog, or mark it "
              + "manual if something outside Swift code uses it",
            at: context.location(in: loaded, entry.position), key: entry.key))
      }
    }
    return result
  }
}
