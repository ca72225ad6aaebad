/// Keys containing `|==|`, the separator of Xcode's XLIFF unit ids.
struct KeyContainsXLIFFSeparatorRule: LintRule {
  static let description = RuleDescription(
    id: "key_contains_xliff_separator",
    summary: "A key contains `|==|`, which breaks Xcode's XLIFF export and import.",
    rationale: """
      Xcode names plural and device cases in XLIFF as `key|==|plural.one`. A key that itself \
      contains `|==|` cannot be told apart from a variation on import, so its translations \
      are lost or land on the wrong string. Rename the key.
      """,
    defaultSeverity: .error,
    triggeringExamples: [RuleExample(strings: #""a|==|b" : { "extractionState" : "manual" }"#)],
    nonTriggeringExamples: [RuleExample(strings: #""a|=b" : { "extractionState" : "manual" }"#)])

  func check(_ context: LintContext) -> [Violation] {
    context.catalogs.flatMap { loaded in
      loaded.catalog.entries.filter { $0.key.containsBytes("|==|") }.map { entry in
        Violation(
          "\"\(entry.key)\" contains '|==|', Xcode's XLIFF id separator; rename the key",
          at: context.location(in: loaded, entry.position), key: entry.key)
      }
    }
  }
}
