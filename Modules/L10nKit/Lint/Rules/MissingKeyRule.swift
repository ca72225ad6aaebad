/// A key used in code that the catalog lacks: the app shows the raw key.
struct MissingKeyRule: LintRule {
  static let description = RuleDescription(
    id: "missing_key",
    summary: "A key used in code, or of a target's Info.plist, is missing from the String Catalog.",
    rationale: """
      At run time a missing key is shown as is, untranslated (or, for identifier-style keys \
      such as `settings.title`, as the identifier). Add the key to the catalog, or run \
      `l10n extract`. Interpolated keys match the catalog's key of the same shape \
      (`Hello \\(name)` matches `Hello %@` and `Hello %lld`). The localizable keys of a \
      target's Info.plist (its `INFOPLIST_FILE`'s and `INFOPLIST_KEY_` settings': the app's \
      name, permission prompts such as `NSCameraUsageDescription`; and, each its own key, \
      the titles and subtitles of Home Screen quick actions, alternative app names and the \
      descriptions of exported and imported types) belong in the target's \
      `InfoPlist.xcstrings`, where Xcode extracts them: one that is missing is shown in the \
      development language in every language.
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
    for (scanIndex, scan) in context.scans.enumerated()
    where !context.configuration.isEnglishOnly(scan.path) {
      for (keyIndex, key) in scan.keys.enumerated() {
        if skipSwiftUI, key.api.showsLiteral { continue }
        // No catalog of the key's table in the file's targets: someone else's table.
        for (loaded, text) in context.extractions(forKey: keyIndex, ofScan: scanIndex) {
          if loaded.catalog[text] != nil { continue }
          if key.isInterpolated, context.hasKey(shapedLike: text, in: loaded) { continue }
          var named = key
          named.key = text
          result.append(violation(named, in: loaded, context: context))
        }
      }
    }
    // The Info.plist keys of the targets that build an `InfoPlist` catalog.
    for loaded in context.catalogs where context.model.nonSwiftCatalogs[loaded.path] == .infoPlist {
      let name = PathUtilities.relative(loaded.path, to: context.configuration.rootDirectory)
      for entry in context.model.infoPlistEntries(of: loaded.path)
      where loaded.catalog[entry.key] == nil {
        result.append(
          Violation(
            (entry.nestedKey.map { "\"\(entry.key)\" (\($0) of the Info.plist)" }
              ?? "\"\(entry.key)\" of the Info.plist")
              + " is not in \(name): it is shown in the development language in every "
              + "language; run 'l10n extract' to add it",
            at: context.location(entry.location), key: entry.key))
      }
    }
    return result
  }

  private func violation(_ key: ExtractedKey, in loaded: LoadedCatalog, context: LintContext)
    -> Violation
  {
    let name = PathUtilities.relative(loaded.path, to: context.configuration.rootDirectory)
    return Violation(
      "\"\(key.key)\" is not in \(name); add it to the catalog or run 'l10n extract'",
      at: context.location(key.location), key: key.key)
  }
}
