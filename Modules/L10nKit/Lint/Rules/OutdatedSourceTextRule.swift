/// An extracted key whose source text is an older default value than the code's (or the
/// Info.plist's) value: what Xcode's next build, or `l10n extract`, replaces.
struct OutdatedSourceTextRule: LintRule {
  static let description = RuleDescription(
    id: "outdated_source_text",
    summary: "A key's source text is an older default value than the code's or the Info.plist's.",
    rationale: """
      Xcode writes a `defaultValue:` (and an Info.plist value) into the catalog as the source \
      language's text, state `new`. When the value changes, its next build replaces that text \
      and marks each translation of the old text `needs_review`. A catalog committed before \
      that build still has the old text, and its translations, marked done, translate a text \
      the app no longer shows. Run `l10n extract` (or build in Xcode) to update it. A source \
      text edited in the catalog (state `translated`) is the developer's, and a change of the \
      specifiers' types alone is none (`%@` here may be the compiler's `%lld`).
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        swift: #"let s = String(localized: "greeting", defaultValue: "Hello!")"#,
        strings: """
          "greeting" : { "extractionState" : "extracted_with_value", "localizations" : {
            "en" : { "stringUnit" : { "state" : "new", "value" : "Hi!" } } } }
          """)
    ],
    nonTriggeringExamples: [
      RuleExample(
        swift: #"let s = String(localized: "greeting", defaultValue: "Hello!")"#,
        strings: """
          "greeting" : { "extractionState" : "extracted_with_value", "localizations" : {
            "en" : { "stringUnit" : { "state" : "new", "value" : "Hello!" } } } }
          """),
      RuleExample(
        swift: #"let s = String(localized: "greeting", defaultValue: "Hello!")"#,
        strings: """
          "greeting" : { "extractionState" : "extracted_with_value", "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hi!" } } } }
          """),
      RuleExample(
        swift: #"let s = String(localized: "left", defaultValue: "\(n) of \(total) left")"#,
        strings: """
          "left" : { "extractionState" : "extracted_with_value", "localizations" : {
            "en" : { "stringUnit" : { "state" : "new", "value" : "%1$lld of %2$lld left" } } } }
          """),
    ])

  func check(_ context: LintContext) -> [Violation] {
    var result: [Violation] = []
    for loaded in context.catalogs {
      let name = PathUtilities.relative(loaded.path, to: context.configuration.rootDirectory)
      let sourceLanguage = loaded.catalog.sourceLanguage
      if context.model.nonSwiftCatalogs[loaded.path] == .infoPlist {
        // A key its targets give different values has no one newer value.
        let differing = context.model.differingInfoPlistKeys(of: loaded.path)
        for entry in context.model.infoPlistEntries(of: loaded.path)
        where entry.nestedKey == nil && !differing.contains(entry.key) {
          guard let catalogEntry = loaded.catalog[entry.key],
            let unit = CatalogSync.outdatedSourceUnit(
              of: catalogEntry, sourceLanguage: sourceLanguage, defaultValue: entry.value,
              isFormat: false)
          else { continue }
          let place = PathUtilities.relative(
            entry.location.path, to: context.configuration.rootDirectory)
          result.append(
            violation(
              entry.key, unit, in: loaded, name: name, context: context,
              newer: "the Info.plist's value (\(place):\(entry.location.line))", entry.value))
        }
        continue
      }
      for entry in loaded.catalog.entries
      where entry.extractionState == ExtractionState.extractedWithValue {
        // The first default value in source order, as `extract` takes it.
        guard
          let use = context.usages(of: entry.key, in: loaded).first(where: {
            $0.defaultValue != nil && $0.phrases == nil && $0.key == entry.key
          }),
          let written = CatalogSync.sourceText(ofDefaultValueOf: use),
          let unit = CatalogSync.outdatedSourceUnit(
            of: entry, sourceLanguage: sourceLanguage, defaultValue: written, isFormat: true)
        else { continue }
        let place = PathUtilities.relative(
          use.location.path, to: context.configuration.rootDirectory)
        result.append(
          violation(
            entry.key, unit, in: loaded, name: name, context: context,
            newer: "the default value at \(place):\(use.location.line)", written))
      }
    }
    return result
  }

  private func violation(
    _ key: String, _ unit: StringUnit, in loaded: LoadedCatalog, name: String,
    context: LintContext, newer: String, _ value: String
  ) -> Violation {
    Violation(
      "\"\(key.escapingControlCharacters)\": the source text in \(name) is "
        + "\"\(unit.value.escapingControlCharacters)\", but \(newer) is "
        + "\"\(value.escapingControlCharacters)\"; run 'l10n extract' to update it (its "
        + "translations then need review)",
      at: context.location(in: loaded, unit.position), key: key)
  }
}
