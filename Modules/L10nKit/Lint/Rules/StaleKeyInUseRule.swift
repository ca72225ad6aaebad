/// A key marked `stale` that code uses again.
struct StaleKeyInUseRule: LintRule {
  static let description = RuleDescription(
    id: "stale_key_in_use",
    summary: "A key marked stale in the catalog is used in code.",
    rationale: """
      Xcode marks a key `stale` when it stops finding it in code. When the code comes back, \
      the catalog says the string is unused while the app shows it: translators may skip it \
      and cleanup scripts may delete it. Run `l10n extract` (or build in Xcode) to restore it. \
      When every use is in a target with `SWIFT_EMIT_LOC_STRINGS = NO` through an API Xcode's \
      source scan does not read there (anything but a `Text("…")` or `NSLocalizedString` \
      literal: `Button("Save")`), neither restores it (the app still looks the key up): the \
      message says to turn the setting on or to mark the key manual. An interpolated use of a \
      stale key beside an active key of its shape (`%@ left` stale, `%lld left` not) is the \
      active key's, which Xcode typed where l10n cannot (a type of a compiled package). A \
      stale key a literal looks up at run time, through the project's own `extension String` \
      member (`"Welcome back".localized`, with `var localized: String { \
      NSLocalizedString(self, comment: "") }`) or its function that passes a `String` to \
      `NSLocalizedString` (`L10n.tr("Welcome back")`), is reported too: Xcode never extracts \
      it from there, so it stays stale however often it builds; mark it manual.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        swift: #"let s = locale.t("a")"#, strings: #""a" : { "extractionState" : "stale" }"#),
      RuleExample(
        swift: """
          extension String {
            var localized: String { NSLocalizedString(self, comment: "") }
          }
          let s = "Welcome back".localized
          """, strings: #""Welcome back" : { "extractionState" : "stale" }"#),
    ],
    nonTriggeringExamples: [
      RuleExample(swift: #"let s = locale.t("a")"#, strings: #""a" : {}"#),
      RuleExample(strings: #""a" : { "extractionState" : "stale" }"#),
      RuleExample(
        swift: #"let t = Text("\(day.day) left")"#,
        strings: #""%@ left" : { "extractionState" : "stale" }, "%lld left" : {}"#),
    ])

  func check(_ context: LintContext) -> [Violation] {
    var result: [Violation] = []
    for loaded in context.catalogs {
      for entry in loaded.catalog.entries where entry.extractionState == ExtractionState.stale {
        let uses = context.usages(of: entry.key, in: loaded)
        guard let use = uses.first else {
          // `"Welcome back".localized`, `L10n.tr("Welcome back")`: in use where Xcode never
          // extracts keys.
          if let lookup = RuntimeLookup.first(of: entry.key, in: loaded, context) {
            let root = context.configuration.rootDirectory
            result.append(
              Violation(
                "\"\(entry.key)\" is marked stale but \(lookup.call) at "
                  + "\(lookup.place(relativeTo: root)) looks it up at run time "
                  + "(\(lookup.how(relativeTo: root))), which Xcode never extracts; mark the "
                  + "key manual so that no cleanup removes it",
                at: context.location(in: loaded, entry.position), key: entry.key))
          }
          continue
        }
        // Interpolated uses of a stale `%@ items` beside an active `%lld items`: Xcode typed
        // them (as `extract` keeps them: see `CatalogSync`), the stale key is an older reading.
        let shape = LintContext.shape(of: entry.key)
        if uses.allSatisfy(\.isInterpolated),
          loaded.catalog.entries.contains(where: {
            $0.extractionState != ExtractionState.stale && $0.key != entry.key
              && $0.key.contains("%") && LintContext.shape(of: $0.key) == shape
          })
        {
          continue
        }
        let place = PathUtilities.relative(
          use.location.path, to: context.configuration.rootDirectory)
        let advice =
          context.isExtracted(entry.key, in: loaded)
          ? "run 'l10n extract' to restore it"
          : "its target has SWIFT_EMIT_LOC_STRINGS = NO, so neither Xcode nor 'l10n extract'"
            + " restores it: \(context.model.emitSettingAdvice(forCatalog: loaded.path)), or"
            + " mark the key manual"
        result.append(
          Violation(
            "\"\(entry.key)\" is marked stale but is used at \(place):\(use.location.line); "
              + advice,
            at: context.location(in: loaded, entry.position), key: entry.key))
      }
    }
    return result
  }
}
