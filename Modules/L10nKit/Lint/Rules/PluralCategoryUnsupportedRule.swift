/// A plural case its language never selects.
struct PluralCategoryUnsupportedRule: LintRule {
  static let description = RuleDescription(
    id: "plural_category_unsupported",
    summary: "A plural variation has a category its language never selects.",
    rationale: """
      Japanese has only `other`; English has no `few`. A case the language never selects is \
      dead text that translators paid for, and usually a sign the variation was copied from \
      another language. Xcode's explicit `zero` case is allowed in every language, and the \
      cases of Xcode's own table, which is older than CLDR 42: Hebrew's `many` (20, 30, 40…), \
      which Xcode adds and iOS 16 and earlier select.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        strings: """
          "%lld files" : { "extractionState" : "manual", "localizations" : { "ja" : { \
          "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", \
          "value" : "1 ファイル" } }, "other" : { "stringUnit" : { "state" : "translated", \
          "value" : "%lld ファイル" } } } } } } }
          """, requiredLanguages: ["ja"])
    ],
    nonTriggeringExamples: [
      RuleExample(
        strings: """
          "%lld files" : { "extractionState" : "manual", "localizations" : { "en" : { \
          "variations" : { "plural" : { "zero" : { "stringUnit" : { "state" : "translated", \
          "value" : "No files" } }, "one" : { "stringUnit" : { "state" : "translated", \
          "value" : "%lld file" } }, "other" : { "stringUnit" : { "state" : "translated", \
          "value" : "%lld files" } } } } } } }
          """, requiredLanguages: []),
      // Xcode's table gives Hebrew a `many`.
      RuleExample(
        strings: """
          "%lld days" : { "extractionState" : "manual", "localizations" : { "he" : { \
          "variations" : { "plural" : { "many" : { "stringUnit" : { "state" : "translated", \
          "value" : "%lld ימים" } }, "one" : { "stringUnit" : { "state" : "translated", \
          "value" : "יום אחד" } }, "other" : { "stringUnit" : { "state" : "translated", \
          "value" : "%lld ימים" } }, "two" : { "stringUnit" : { "state" : "translated", \
          "value" : "יומיים" } } } } } } }
          """, requiredLanguages: ["he"]),
    ])

  func check(_ context: LintContext) -> [Violation] {
    var result: [Violation] = []
    // Per language, computed once: Xcode's own table (older than CLDR 42) gives Hebrew a `many`
    // too, which its editor adds.
    var knownByLanguage: [String: Set<String>] = [:]
    PluralCheck.forEachVariation(context) { loaded, entry, language, plurals, variation in
      if knownByLanguage[language] == nil {
        knownByLanguage[language] = Set(plurals.categories.map(\.rawValue)).union(["zero"])
          .union(XLIFFExporter.pluralCategories(for: language))
      }
      let known = knownByLanguage[language] ?? []
      let extra = variation.categories.filter { !known.contains($0) }
      guard !extra.isEmpty else { return }
      result.append(
        Violation(
          "\"\(entry.key)\" \(language) has plural "
            + extra.joined(separator: ", ") + ", which \(language) never selects ("
            + plurals.categories.map(\.rawValue).joined(separator: ", ") + ")",
          at: context.location(in: loaded, variation.position), key: entry.key,
          language: language))
    }
    return result
  }
}

extension PluralCategoryUnsupportedRule: SharesLintWork {
  static var sharedWork: SharedLintWork { .plurals }
}
