/// A literal given to the project's own function or view as a key, which Xcode extracts into
/// the default table, but which the function looks up in a table of its own that lacks it.
struct KeyInAnotherTableRule: LintRule {
  static let description = RuleDescription(
    id: "key_in_another_table",
    summary: """
      The project's function or view looks a key up in another table than the one Xcode \
      extracts it into, and that table lacks it.
      """,
    rationale: """
      `func navTitle(_ key: String.LocalizationValue) -> String { String(localized: key, \
      table: "Navigation") }` and `struct Row: View { let title: LocalizedStringKey; var body: \
      some View { Text(title, tableName: "Settings") } }` look their key up in `Navigation` \
      and `Settings`. But Xcode extracts the literal of `navTitle("Departures")` or \
      `Row(title: "Wi-Fi")` where it is written, into the default table (`Localizable`): the \
      table is not known there. Translators translate that copy, and at run time the lookup \
      reads the other table, which lacks the key, so it reads in the development language \
      everywhere. Add the key to that table's catalog by hand (a manual key), or pass \
      the table with the literal (`LocalizedStringResource("Departures", table: \
      "Navigation")`, taken as a `LocalizedStringResource` and shown with \
      `String(localized:)` or `Text`). Only literals with words, outside previews; a key the \
      other table's catalog has is not reported, nor a lookup in another framework's \
      `bundle:`, one a package or framework makes in the app's main bundle (see \
      `package_key_in_main_bundle`), one in a table of `.strings` files, or a method called \
      on a value whose type is not known (`lines.append("…")` may be `Array`'s).
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        swift: #"""
          func navTitle(_ key: String.LocalizationValue) -> String {
            String(localized: key, table: "Navigation")
          }
          struct Row: View {
            let title: LocalizedStringKey
            var body: some View { Text(title, tableName: "Settings") }
          }
          let a = navTitle("Departures"), r = Row(title: "Wi-Fi")
          """#,
        strings: #""Departures" : {}, "Wi-Fi" : {}"#, count: 2)
    ],
    nonTriggeringExamples: [
      // The default table (named or not), which Xcode extracts the literal into; no words.
      RuleExample(
        swift: #"""
          func navTitle(_ key: String.LocalizationValue) -> String {
            String(localized: key, table: "Localizable")
          }
          func plain(_ key: String.LocalizationValue) -> String { String(localized: key) }
          func other(_ key: String.LocalizationValue) -> String {
            String(localized: key, table: "Navigation")
          }
          let a = navTitle("Departures"), b = plain("Arrivals"), c = other("42")
          """#,
        strings: #""Departures" : {}, "Arrivals" : {}, "42" : {}"#)
    ])

  func check(_ context: LintContext) -> [Violation] {
    let forwardings = KeyForwarding.index(context.scans, isString: false) {
      [.stringLocalized, .attributedStringLocalized, .localizedStringResource, .swiftUI("Text")]
        .contains($0)
    }
    // Only a call with a literal table can look a key up in another one.
    guard
      forwardings.values.contains(where: { $0.values.contains { $0.contains { $0.table != nil } } })
    else { return [] }
    // The code of packages and frameworks, whose lookups without `bundle:` read the app's main
    // bundle: `package_key_in_main_bundle` judges those.
    let moduleFiles = Set(
      context.model.targets.filter { $0.kind == .package || $0.kind == .framework }
        .flatMap(\.swiftFiles))
    // The tables a legacy `.strings` or `.stringsdict` file defines (read when needed).
    var legacyTables: Set<String>?
    let localizingFiles = LiteralShownVerbatimRule.filesOfTargetsWithCatalogs(context)
    let declaredMethods = context.declaredMethods
    let root = context.configuration.rootDirectory
    var result: [Violation] = []
    for scan in context.scans where localizingFiles?.contains(scan.path) ?? true {
      for key in scan.keys where !TranslationCheck.hasNoWords(key.key) {
        guard case .declared(let owner) = key.api, !key.isLookedUpWhereUsed else { continue }
        let extractedInto = key.table ?? "Localizable"
        let sites = KeyForwarding.sites(
          for: key, in: scan, of: forwardings, declaredMethods: declaredMethods)
        // Every call the argument reaches looks it up in one other table, named literally.
        // Not in another framework's bundle (`bundle: kitBundle`), which may hold the table,
        // nor in the app's main bundle from a module's code.
        guard let site = sites.first, let table = site.table, table != extractedInto,
          sites.allSatisfy({ $0.table == table && $0.bundle == site.bundle }),
          site.bundle != .other,
          site.bundle == .module || !moduleFiles.contains(site.location.path)
        else { continue }
        var lookup = key
        lookup.table = table
        lookup.bundle = site.bundle
        let ownBundle = site.bundle != nil && site.bundle != .main
        let catalogs = context.lookupCatalogs(
          for: lookup, in: ownBundle ? site.location.path : scan.path)
        let holders = context.catalogs.filter { catalogs.contains($0.path) }
        guard !holders.contains(where: { Self.holds($0, key) }) else { continue }
        // A table of `.strings` files, which this rule does not read.
        if holders.isEmpty {
          if legacyTables == nil {
            let roots =
              [context.configuration.rootDirectory]
              + context.model.projects.map(PathUtilities.directory(of:))
            legacyTables = TableWithoutCatalogRule.tableFiles(under: roots)
              .subtracting(context.catalogs.map(\.table))
          }
          if legacyTables?.contains(table) == true { continue }
        }
        let place = "\(PathUtilities.relative(site.location.path, to: root)):\(site.location.line)"
        let lacking =
          holders.first.map { "\(PathUtilities.relative($0.path, to: root)) lacks it" }
          ?? "no catalog of that table is in its bundle"
        let advice =
          holders.first.map {
            "add it to \(PathUtilities.relative($0.path, to: root)) by hand (Xcode marks it manual)"
          }
          ?? "add \(table).xcstrings to the target with the key"
        result.append(
          Violation(
            "\(owner) gives \"\(key.key.escapingControlCharacters)\" to \(site.spelledCall) at "
              + "\(place), which looks it up in the table \"\(table)\", but Xcode extracts the "
              + "literal where it is written, into \(extractedInto), and \(lacking): the app "
              + "shows it untranslated; \(advice), or pass the table with the literal "
              + "(LocalizedStringResource(\"…\", table: \"\(table)\"))",
            at: context.location(key.location), key: key.key))
      }
    }
    return result
  }

  /// Whether `loaded` has `key` (an interpolated key by its shape: `Hello %@` finds
  /// `Hello %lld`).
  static func holds(_ loaded: LoadedCatalog, _ key: ExtractedKey) -> Bool {
    if loaded.catalog[key.key] != nil { return true }
    guard key.isInterpolated else { return false }
    let shape = LintContext.shape(of: key.key)
    return loaded.catalog.entries.contains { LintContext.shape(of: $0.key) == shape }
  }
}
