/// Keys a catalog has twice in one object with different values (lint reads the first).
struct DuplicateKeyRule: LintRule {
  static let description = RuleDescription(
    id: "duplicate_key",
    summary: "A key appears twice in one object of the catalog, with different values.",
    rationale: """
      A merge that keeps both sides of a conflict can leave a key twice in one JSON object: an \
      entry, two `de` localizations of an entry, two `state`s of a string unit. JSON does not \
      say which one counts, so tools disagree and one translation, comment or state is lost \
      depending on who reads the file. `l10n lint` uses the first occurrence and lints \
      everything else with it (its other findings about that key describe the first); \
      `l10n format`, `extract` and `import` refuse to write the catalog until only one is \
      left. The finding is at the second occurrence and names the line of the first: delete \
      the one you do not want. A key repeated with the same value is harmless and not reported.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        strings: """
          "Hello" : { "extractionState" : "manual", "localizations" : { "de" : { "stringUnit" : \
          { "state" : "translated", "value" : "Hallo" } } } },
          "Hello" : { "extractionState" : "manual" }
          """, count: 1),
      RuleExample(
        strings: """
          "Hello" : { "extractionState" : "manual", "localizations" : { "de" : { "stringUnit" : \
          { "state" : "translated", "value" : "Hallo" } }, "de" : { "stringUnit" : \
          { "state" : "translated", "value" : "Servus" } } } }
          """, count: 1),
      RuleExample(
        strings: """
          "Hello" : { "extractionState" : "manual", "localizations" : { "de" : { "stringUnit" : \
          { "state" : "translated", "state" : "needs_review", "value" : "Hallo" } } } }
          """, count: 1),
    ],
    nonTriggeringExamples: [
      RuleExample(
        strings: """
          "Hello" : { "extractionState" : "manual" },
          "Hello" : { "extractionState" : "manual" }
          """),
      RuleExample(
        strings: """
          "Bye" : { "extractionState" : "manual", "localizations" : { "de" : { "stringUnit" : \
          { "state" : "translated", "value" : "Tschüss" } } } },
          "Hello" : { "extractionState" : "manual", "localizations" : { "de" : { "stringUnit" : \
          { "state" : "translated", "value" : "Hallo" } } } }
          """),
    ])

  func check(_ context: LintContext) -> [Violation] {
    context.catalogs.flatMap { loaded -> [Violation] in
      let duplicates = loaded.catalog.duplicateKeys
      guard !duplicates.isEmpty else { return [] }
      let entries = EntryStarts(loaded.catalog)
      return duplicates.map { duplicate in
        Violation(
          duplicate.message, at: context.location(in: loaded, duplicate.position),
          key: entries.key(around: duplicate))
      }
    }
  }
}

/// Where each entry of a catalog starts in the file, to tell which entry a duplicate lies in
/// (the reader records positions, not paths of keys).
private struct EntryStarts {
  /// Where `strings` starts, and where the top-level member after it starts (nil: none).
  let strings: SourcePosition
  let end: SourcePosition?
  /// Every entry key in `strings`, those left out as duplicates too, in file order.
  let starts: [(position: SourcePosition, key: String)]

  init(_ catalog: StringCatalog) {
    let strings = catalog.stringsPosition
    let end = catalog.root.members.lazy.map(\.position).filter { $0 > strings }.min()
    self.strings = strings
    self.end = end
    var starts = catalog.entries.map { (position: $0.position, key: $0.key) }
    for duplicate in catalog.duplicateKeys
    where duplicate.depth == 2 && Self.isIn(duplicate.position, strings, end) {
      starts.append((duplicate.position, duplicate.key))
    }
    self.starts = starts.sorted { $0.position < $1.position }
  }

  static func isIn(_ position: SourcePosition, _ start: SourcePosition, _ end: SourcePosition?)
    -> Bool
  {
    position > start && end.map { position < $0 } ?? true
  }

  /// The key of the entry `duplicate` is in: its own key when an entry key is repeated, the
  /// entry around it when it is deeper; nil outside `strings`.
  func key(around duplicate: JSONDuplicateKey) -> String? {
    guard duplicate.depth >= 2, Self.isIn(duplicate.position, strings, end) else { return nil }
    if duplicate.depth == 2 { return duplicate.key }
    // The last entry that starts before the duplicate (binary search).
    var low = 0
    var high = starts.count
    while low < high {
      let mid = (low + high) / 2
      if starts[mid].position < duplicate.position { low = mid + 1 } else { high = mid }
    }
    return low > 0 ? starts[low - 1].key : nil
  }
}
