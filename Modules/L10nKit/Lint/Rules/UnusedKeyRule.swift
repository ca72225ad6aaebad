/// A catalog key that no code uses.
struct UnusedKeyRule: LintRule {
  static let description = RuleDescription(
    id: "unused_key",
    summary: "A catalog key is not used anywhere in code.",
    rationale: """
      Unused keys cost translators time and hide real problems. Keys Xcode manages (no \
      `extractionState`, `extracted_with_value` from a default value, or `migrated`) that no \
      code uses should be removed; `l10n extract` marks them stale, or removes them when \
      nothing in them was translated. `manual` keys (added by hand, possibly used by a system \
      API or generated code) and `stale` keys (Xcode already flags them) are not reported. A key is used when code of a target that builds the catalog passes it to a \
      localizing API (or may: a literal given where some overload localizes it). Catalogs \
      whose keys come from Info.plist, a storyboard or XIB, and catalogs no \
      target builds, are not checked. When code of those targets also looks keys up from values \
      (`String(localized: String.LocalizationValue(key))`), the finding names the first such \
      call: the key may be one it builds. A key that a literal looks up only at run time, \
      through the project's own `extension String` member (`"Welcome back".localized`, with \
      `var localized: String { NSLocalizedString(self, comment: "") }`) or its function that \
      passes a `String` to `NSLocalizedString` (`L10n.tr("Welcome back")`), is reported with \
      that call: Xcode does not extract it from there, so its next build marks the key stale \
      (or removes it when nothing in it is translated); mark it manual.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(swift: #"let s = locale.t("a")"#, strings: #""a" : {}, "b" : {}"#, count: 1),
      RuleExample(strings: #""old" : { "extractionState" : "migrated" }"#),
      RuleExample(
        strings: #""greeting" : { "extractionState" : "extracted_with_value", "localizations" : "#
          + #"{ "en" : { "stringUnit" : { "state" : "new", "value" : "Hello" } } } }"#),
      RuleExample(
        swift: """
          extension String {
            var localized: String { NSLocalizedString(self, comment: "") }
          }
          let s = "Welcome back".localized
          """, strings: #""Welcome back" : {}"#),
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
    var lookups: [String: SourceLocation]?
    for loaded in context.catalogs where context.isJudgedAgainstCode(loaded) {
      for entry in loaded.catalog.entries {
        switch entry.extractionState {
        case ExtractionState.manual, ExtractionState.stale:
          continue
        default: break
        }
        // Extracted from code: used. Else maybe looked up only at run time.
        if context.hasUses(of: entry.key, in: loaded) { continue }
        // `"Welcome back".localized`, `L10n.tr("Welcome back")`: used, but not where Xcode
        // extracts keys.
        if let lookup = RuntimeLookup.first(of: entry.key, in: loaded, context) {
          let root = context.configuration.rootDirectory
          result.append(
            Violation(
              "\"\(entry.key)\" is used only by \(lookup.call) at "
                + "\(lookup.place(relativeTo: root)), which looks it up at run time "
                + "(\(lookup.how(relativeTo: root))); Xcode does not extract it there, so its "
                + "next build marks the key stale (or removes it, untranslated): mark it manual",
              at: context.location(in: loaded, entry.position), key: entry.key))
          continue
        }
        if context.isUsed(entry.key, in: loaded) { continue }
        if lookups == nil { lookups = Self.firstLookupsFromValues(context) }
        let advice: String
        if let lookup = lookups?[loaded.path] {
          // `String(localized: String.LocalizationValue(key))`: the key may be one of these.
          let place = PathUtilities.relative(lookup.path, to: context.configuration.rootDirectory)
          advice =
            "; remove it from the catalog, or mark it manual if code looks it up from a value "
            + "(as at \(place):\(lookup.line)) or something other than Swift or Objective-C "
            + "code uses it"
        } else {
          advice =
            "; remove it from the catalog, or mark it manual if something other than Swift or "
            + "Objective-C code uses it"
        }
        result.append(
          Violation(
            "\"\(entry.key)\" is not used in code" + advice,
            at: context.location(in: loaded, entry.position), key: entry.key))
      }
    }
    return result
  }

  /// For each catalog, the first call that looks a key up in it from a value instead of a
  /// literal (`String(localized: String.LocalizationValue(key))`, `NSLocalizedString(name,
  /// comment: "")`), in a file of a target that builds it. `Text(string)` shows a `String` as
  /// it is: no lookup.
  static func firstLookupsFromValues(_ context: LintContext) -> [String: SourceLocation] {
    var found: [String: SourceLocation] = [:]
    for scan in context.scans {
      for site in scan.dynamicKeys {
        if case .swiftUI = site.api { continue }
        let probe = ExtractedKey(key: "", location: site.location, api: site.api)
        for catalog in context.lookupCatalogs(for: probe, in: scan.path) where found[catalog] == nil
        {
          found[catalog] = site.location
        }
      }
    }
    return found
  }
}
