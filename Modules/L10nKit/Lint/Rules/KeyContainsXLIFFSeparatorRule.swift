/// Keys containing `|==|`, the separator of Xcode's XLIFF unit ids.
struct KeyContainsXLIFFSeparatorRule: LintRule {
  static let description = RuleDescription(
    id: "key_contains_xliff_separator",
    summary: "A key contains `|==|`, which breaks Xcode's XLIFF export and import.",
    rationale: """
      Xcode names plural, device and substitution cases in XLIFF as `key|==|plural.one`. \
      Xcode 27 exports a key that itself contains `|==|` as a plain unit, but its import \
      silently ignores translations of such a key that ends in a variation path \
      (`a|==|plural.one`), and its export crashes when that id is also another key's case. \
      Rename the key.
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
