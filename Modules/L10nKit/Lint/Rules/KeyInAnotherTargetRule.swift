/// A key looked up by code of targets that build no catalog of its table (an app extension, a
/// widget), which another target's catalog holds: at run time the code's own bundle has no
/// such table, and the key is shown as is.
struct KeyInAnotherTargetRule: LintRule {
  static let description = RuleDescription(
    id: "key_in_another_target",
    summary: "A key is looked up in a target whose bundle has no catalog for it; another has it.",
    rationale: """
      `Text("widget.title")`, `String(localized:)`, `LocalizedStringResource` and \
      `NSLocalizedString` look a key up in the bundle of the target their code is built into: \
      in an app extension, a widget or a Live Activity, the extension's own bundle. When no \
      catalog of the key's table is a member of that target, Xcode extracts nothing for it \
      and the bundle has no such table, so the extension shows the raw key even though the \
      app's catalog translates it. Add the catalog to the extension's target membership (or \
      give the extension a catalog of its own), or look the key up in the app's bundle \
      explicitly. Only code that no target with such a catalog also builds is judged, against \
      the catalogs of the other targets of its project.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        strings: #"""
          "widget.title" : { "extractionState" : "manual", "localizations" : { "en" : {
            "stringUnit" : { "state" : "translated", "value" : "Round" } } } },
          "/" : { "localizations" : { "en" : {
            "stringUnit" : { "state" : "translated", "value" : "/" } } } }
          """#,
        extensionSwift: #"let t = Text("widget.title"); let s = Text("/"); let u = Text("Other")"#,
        count: 1),
      // A literal of a declared localizable type (synistr/ClipNote's camera extension).
      RuleExample(
        strings: #"""
          "Switch Camera" : { "localizations" : { "de" : {
            "stringUnit" : { "state" : "translated", "value" : "Kamera wechseln" } } } }
          """#,
        extensionSwift: #"var hint: LocalizedStringResource { "Switch Camera" }"#, count: 1),
    ],
    nonTriggeringExamples: [
      // The app's own code finds the key in its catalog.
      RuleExample(
        swift: #"let t = Text("widget.title")"#,
        strings: #""widget.title" : {}"#, extensionSwift: #"let s = "plain""#),
      // The extension names the bundle that holds the table.
      RuleExample(
        strings: #"""
          "widget.title" : { "extractionState" : "manual", "localizations" : { "en" : {
            "stringUnit" : { "state" : "translated", "value" : "Round" } } } }
          """#,
        extensionSwift: #"let s = String(localized: "widget.title", bundle: appBundle)"#),
      // No catalog has the key: the extension is not localized (nothing says it should be); a
      // key whose every value is the key itself looks the same untranslated.
      RuleExample(
        strings: #"""
          "/" : { "localizations" : { "en" : {
            "stringUnit" : { "state" : "translated", "value" : "/" } } } }
          """#,
        extensionSwift: #"let t = Text("Not localized"); let s = Text("/")"#),
    ])

  func check(_ context: LintContext) -> [Violation] {
    let targets = context.model.targets
    var result: [Violation] = []
    for scan in context.scans where !scan.keys.isEmpty {
      let indices = context.targets(compiling: scan.path)
      guard !indices.isEmpty,
        // An extension's or app's own bundle (a framework's code looks in its app's).
        indices.allSatisfy({ targets[$0].kind == .appExtension || targets[$0].kind == .app })
      else { continue }
      // Judged only where no target building this code has a catalog of the key's table (most
      // keys have none: `Localizable`, answered once per file).
      func built(_ table: String) -> Bool {
        indices.contains { context.builds(table: table, target: $0) }
      }
      let buildsLocalizable = built("Localizable")
      for key in scan.keys where key.bundle == nil && Self.looksUpOwnBundle(key.api) {
        if key.table.map(built) ?? buildsLocalizable { continue }
        if let violation = violation(key, table: key.table ?? "Localizable", indices, context) {
          result.append(violation)
        }
      }
    }
    return result
  }

  /// The finding for `key` of the code of the targets at `indices`, none of which builds a
  /// catalog of `table`: when another target of their project has it translated.
  private func violation(
    _ key: ExtractedKey, table: String, _ indices: [Int], _ context: LintContext
  ) -> Violation? {
    let targets = indices.map { context.model.targets[$0] }
    // A catalog of another target of the same project (an example app in a project of its
    // own is no part of the app).
    let origins = Set(targets.map(\.origin))
    let siblings = context.model.targets.filter { origins.contains($0.origin) }
    guard
      let holder = context.catalogs.first(where: { loaded in
        loaded.table == table && context.isJudgedAgainstCode(loaded)
          && siblings.contains { $0.catalogs.contains(loaded.path) }
          && loaded.catalog[key.key].map { TranslationCheck.translates($0, key.key) } == true
      })
    else { return nil }
    let names = targets.map(\.name).joined(separator: ", ")
    let owners = siblings.filter { $0.catalogs.contains(holder.path) }.map(\.name)
    let catalog = PathUtilities.relative(holder.path, to: context.configuration.rootDirectory)
    let built = owners.isEmpty ? "" : " (built by \(owners.joined(separator: ", ")))"
    return Violation(
      "\(key.api) looks \"\(key.key)\" up in the bundle of \(names), which builds no \(table)"
        + " catalog, so it shows the key untranslated; it is in \(catalog)\(built): add that"
        + " catalog to the target membership of \(names), or give it a catalog of its own",
      at: context.location(key.location), key: key.key)
  }

  /// Whether an app's or extension's call through `api` looks its key up in the bundle of the
  /// code's own target: every API but the functions `l10n.json` names (which may pass a bundle
  /// of their own). SwiftUI, Foundation and the SDK look in the main bundle, and so does the
  /// target's own code that takes or holds a localizable type (`var hint:
  /// LocalizedStringResource { "…" }`, `alertMessage = "…"`, a view's `title:` parameter): in
  /// an extension, the main bundle is the extension's.
  static func looksUpOwnBundle(_ api: LocalizationAPI) -> Bool {
    if case .projectFunction = api { return false }
    return true
  }
}
