/// A key used in code that the catalog lacks: the app shows the raw key.
struct MissingKeyRule: LintRule {
  static let description = RuleDescription(
    id: "missing_key",
    summary: "A key used in code is missing from the String Catalog.",
    rationale: """
      At run time a missing key is shown as is, untranslated (or, for identifier-style keys \
      such as `settings.title`, as the identifier). Add the key to the catalog, or run \
      `l10n extract`. Interpolated keys match the catalog's key of the same shape \
      (`Hello \\(name)` matches `Hello %@` and `Hello %lld`).
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(swift: #"let s = locale.t("settings.title")"#),
      RuleExample(swift: #"let s = String(localized: "Welcome \(name)")"#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        swift: #"let s = locale.t("settings.title")"#,
        strings: #""settings.title" : { "extractionState" : "manual" }"#),
      RuleExample(
        swift: #"let s = String(localized: "\(count) items")"#,
        strings: #""%lld items" : {}"#),
      RuleExample(
        swift: #"let s = Text("Gallery")"#, swiftPath: "Sources/Gallery/Demo.swift"),
      RuleExample(swift: #"let s = String(localized: "Title", table: "Other")"#),
    ])

  func check(_ context: LintContext) -> [Violation] {
    // When the repository forbids SwiftUI literals outside LocaleController, those are reported
    // by that rule; reporting them here too would say one thing twice.
    let skipSwiftUI = context.enabledRules.contains(UnlocalizedLiteralRule.description.id)
    var result: [Violation] = []
    for scan in context.scans where !context.configuration.isEnglishOnly(scan.path) {
      for key in scan.keys {
        if skipSwiftUI, case .swiftUI = key.api { continue }
        let table = key.table ?? "Localizable"
        // Tables without a configured catalog are someone else's (a package's, a storyboard's).
        guard let loaded = context.catalog(forTable: table) else { continue }
        if loaded.catalog[key.key] != nil { continue }
        if key.isInterpolated, context.hasKey(shapedLike: key.key, table: table) { continue }
        result.append(violation(key, table: table, context: context))
      }
    }
    return result
  }

  private func violation(_ key: ExtractedKey, table: String, context: LintContext) -> Violation {
    Violation(
      "\"\(key.key)\" is not in \(table).xcstrings; add it to the catalog or run 'l10n extract'",
      at: context.location(key.location), key: key.key)
  }
}
