/// One key given different default values by the calls that extract it into one catalog: the
/// catalog keeps one source text for the key, and every call shows it.
struct ConflictingDefaultValueRule: LintRule {
  static let description = RuleDescription(
    id: "conflicting_default_value",
    summary: "One key is given different default values in code; only one can be its text.",
    rationale: """
      A key has one source text in its catalog: Xcode writes one call's `defaultValue:` (or \
      `NSLocalizedString`'s `value:`) and ignores the others, as `genstrings` did with its \
      "used with multiple values. Value … kept. Value … ignored." warning. Every call then \
      shows the kept text, and translators translate only it, so a call written as "Delete \
      Photo?" shows "Delete Photo". Give the call its own key, or the same value. Values \
      that differ only in their specifiers' types (`%lld` and `%@`) are the same text.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        swift: """
          let a = String(localized: "photos.delete", defaultValue: "Delete Photo")
          let b = String(localized: "photos.delete", defaultValue: "Delete Photo?")
          """,
        strings: #""photos.delete" : { "extractionState" : "extracted_with_value" }"#, count: 1),
      RuleExample(
        swift: """
          let a = NSLocalizedString("send.cancel", value: "Cancel", comment: "")
          let b = NSLocalizedString("send.cancel", value: "Close", comment: "")
          """,
        strings: #""send.cancel" : { "extractionState" : "extracted_with_value" }"#, count: 1),
    ],
    nonTriggeringExamples: [
      // The same value twice, or one call with a value and one without.
      RuleExample(
        swift: """
          let a = String(localized: "photos.delete", defaultValue: "Delete Photo")
          let b = String(localized: "photos.delete", defaultValue: "Delete Photo")
          let c = String(localized: "photos.delete")
          """,
        strings: #""photos.delete" : { "extractionState" : "extracted_with_value" }"#),
      // Keys of two tables are two keys.
      RuleExample(
        swift: """
          let a = String(localized: "title", defaultValue: "Photos", table: "Photos")
          let b = String(localized: "title", defaultValue: "Albums")
          """,
        strings: #""title" : { "extractionState" : "extracted_with_value" }"#),
      // Only the specifiers' types differ: one text.
      RuleExample(
        swift: """
          let n = 3
          let a = String(localized: "left", defaultValue: "\\(n) left")
          let b = String(localized: "left", defaultValue: "\\(count) left")
          """,
        strings: #""left" : { "extractionState" : "extracted_with_value" }"#),
    ])

  func check(_ context: LintContext) -> [Violation] {
    // The first default value of each key in each catalog, in source order (the one
    // `extract` writes), and where it is.
    var first: [String: [String: (value: String, location: SourceLocation)]] = [:]
    var result: [Violation] = []
    for (scanIndex, scan) in context.scans.enumerated() {
      for (keyIndex, key) in scan.keys.enumerated()
      where key.defaultValue != nil && key.phrases == nil && key.api != .infoPlist {
        guard let value = CatalogSync.sourceText(ofDefaultValueOf: key) else { continue }
        for (catalog, written) in context.extractions(forKey: keyIndex, ofScan: scanIndex) {
          guard let kept = first[catalog.path]?[written] else {
            first[catalog.path, default: [:]][written] = (value, key.location)
            continue
          }
          guard LintContext.shape(of: kept.value) != LintContext.shape(of: value) else {
            continue
          }
          let root = context.configuration.rootDirectory
          let place = PathUtilities.relative(kept.location.path, to: root)
          let name = PathUtilities.relative(catalog.path, to: root)
          result.append(
            Violation(
              "\"\(written.escapingControlCharacters)\" is given the default value "
                + "\"\(value.escapingControlCharacters)\" here but "
                + "\"\(kept.value.escapingControlCharacters)\" at \(place):"
                + "\(kept.location.line); the key has one source text in \(name), so both "
                + "calls show the same one: give this call its own key, or the same value",
              at: context.location(key.location), key: written))
        }
      }
    }
    return result
  }
}
