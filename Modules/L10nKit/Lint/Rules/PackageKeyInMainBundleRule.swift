/// A key of a Swift package's (or a framework's) code extracted into its own catalog but looked
/// up in the app's main bundle at run time, where it is never found.
struct PackageKeyInMainBundleRule: LintRule {
  static let description = RuleDescription(
    id: "package_key_in_main_bundle",
    summary:
      "A package's or framework's key goes to its own catalog but is looked up in the app's bundle.",
    rationale: """
      Xcode extracts the keys of a package target's code into that target's catalog (and a \
      framework's into the framework's catalog, when no app or app extension builds it too), but \
      `Text("Save")`, `String(localized: "Save")`, `LocalizedStringResource("Save")` and \
      `NSLocalizedString` look a key up in the main bundle unless they are given another: the \
      app's catalog does not have it, so users always see the key, untranslated (one app \
      found 537 such strings that had never reached a translator). Pass `bundle: .module` \
      (`.atURL(Bundle.module.bundleURL)` for a `LocalizedStringResource`, or `#bundle`), or \
      `bundle: .main` when the key belongs in the app's catalog (Xcode still extracts it into \
      the package's own catalog, since it extracts per module, so add it to the app's catalog \
      by hand: one that no app's catalog has is reported too); a framework passes \
      `Bundle(for: AClassOfTheFramework.self)` (`.forClass(...)` for a resource), and its own \
      `LOCALIZED_STRING_MACRO_NAMES` wrappers are taken to pass it. A call the package's own \
      overload may mean (`extension Text { init(_ key: LocalizedStringKey) }`) is left to it, \
      and so is a key with no words (`Toggle("", isOn:)`, `Text("\\(count)")`) that the \
      package's catalog does not translate: it reads the same from either bundle. A key given \
      to the project's own view (`FormField(label: "Name")`) is reported too when every call \
      of the view's body that shows that property looks it up in the main bundle \
      (`Text(label)`), and so is one given to the project's own function or initializer whose \
      body shows its `LocalizedStringKey` parameter so: Xcode extracts the key where the \
      literal is, into the package's catalog, whichever package declares the view.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        swift: #"let s = String(localized: "Save"); let t = Text("Done")"#,
        strings: #""Save" : {}, "Done" : {}"#, count: 2, inPackage: true),
      // A framework whose catalog no app builds: the same.
      RuleExample(
        swift: #"let t = Text("Done"); let s = NSLocalizedString("Save", comment: "")"#,
        strings: #""Save" : {}, "Done" : {}"#, count: 2, inFramework: true),
      // A key given to the project's own view, whose body shows it from the main bundle
      // (kamaal111/TCG's `TCGFormField(label: "Name")` and `Text(label)`).
      RuleExample(
        swift: """
          struct FormField: View {
            let label: LocalizedStringKey
            var body: some View { Text(label) }
          }
          let f = FormField(label: "Name")
          """, strings: #""Name" : {}"#, count: 1, inPackage: true),
      // A nested type, named with its enclosing one.
      RuleExample(
        swift: """
          enum Settings {
            struct Row: View {
              let title: LocalizedStringKey
              var body: some View { Text(title) }
            }
          }
          let r = Settings.Row(title: "Sync")
          """, strings: #""Sync" : {}"#, count: 1, inPackage: true),
      // Each type's nested `Row` is the one its body means: `Profile.Row` shows its key from
      // the main bundle, whatever `Settings.Row` does.
      RuleExample(
        swift: """
          struct Settings: View { var body: some View { Row(title: "Sync") } }
          extension Settings {
            struct Row: View {
              let title: LocalizedStringKey
              var body: some View { Text(title, bundle: .module) }
            }
          }
          struct Profile: View {
            struct Row: View { let title: LocalizedStringKey; var body: some View { Text(title) } }
            var body: some View { Row(title: "Account") }
          }
          """, strings: #""Sync" : {}, "Account" : {}"#, count: 1, inPackage: true),
      // A top-level `Row` is not another type's nested one.
      RuleExample(
        swift: """
          struct Row: View { let title: LocalizedStringKey; var body: some View { Text(title) } }
          enum Settings {
            struct Row: View {
              let title: LocalizedStringKey
              var body: some View { Text(title, bundle: .module) }
            }
          }
          let profile = Row(title: "Profile")
          """, strings: #""Profile" : {}"#, count: 1, inPackage: true),
    ],
    nonTriggeringExamples: [
      RuleExample(
        swift:
          #"let s = String(localized: "Save", bundle: .module); let t = Text("Done", bundle: #bundle)"#,
        strings: #""Save" : {}, "Done" : {}"#, inPackage: true),
      // A `LocalizedStringKey` made of a literal, given to a call that names the bundle
      // (macguru/PackageXCStrings).
      RuleExample(
        swift: #"let t = Text(LocalizedStringKey("Bundled"), bundle: .module)"#,
        strings: #""Bundled" : {}"#, inPackage: true),
      // Kept in a value, or given to the project's own view: looked up where it is used.
      RuleExample(
        swift: """
          struct Row: View {
            let title: LocalizedStringKey
            var body: some View { Text(title, bundle: .module) }
          }
          let k = LocalizedStringKey("Kept"), t = Text(k, bundle: .module)
          let r = Row(title: LocalizedStringKey("Wrapped"))
          """, strings: #""Kept" : {}, "Wrapped" : {}"#, inPackage: true),
      // The package's own `Text.init(_:)` passes its bundle (kevinwu352/hkex).
      RuleExample(
        swift: """
          extension Text { init(_ key: LocalizedStringKey) { self.init(key, bundle: .module) } }
          let t = Text("Done")
          """, strings: #""Done" : {}"#, inPackage: true),
      // The project's own view that passes its bundle, or a String it shows as it is.
      RuleExample(
        swift: """
          struct FormField: View {
            let label: LocalizedStringKey
            let value: String
            var body: some View { Text(label, bundle: .module); Text(value) }
          }
          let f = FormField(label: "Name", value: "x")
          """, strings: #""Name" : {}"#, inPackage: true),
      // A key with no words reads the same from the main bundle.
      RuleExample(
        swift: #"let t = Toggle("", isOn: $on); let c = Text("\(count)")"#,
        strings: #""" : {}, "%@" : {}"#, inPackage: true),
      // A framework's code that passes its bundle.
      RuleExample(
        swift: #"let t = Text("Done", bundle: Bundle(for: Marker.self))"#,
        strings: #""Done" : {}"#, inFramework: true),
      // An app's code looks its keys up in its own bundle, the main one.
      RuleExample(swift: #"let s = String(localized: "Save")"#, strings: #""Save" : {}"#),
    ])

  func check(_ context: LintContext) -> [Violation] {
    let targets = context.model.targets
    // What an app or app extension builds is in the main bundle (a framework's catalog that an
    // app also builds, a file an app also compiles).
    let appTargets = targets.filter { $0.kind == .app || $0.kind == .appExtension }
    let appFiles = Set(appTargets.flatMap(\.swiftFiles))
    let appCatalogs = Set(appTargets.flatMap(\.catalogs))
    let packages = targets.filter { $0.kind == .package && !$0.catalogs.isEmpty }
    let frameworks = targets.filter { $0.kind == .framework }
    let frameworkCatalogs = Set(frameworks.flatMap(\.catalogs)).subtracting(appCatalogs)
    guard !packages.isEmpty || !frameworkCatalogs.isEmpty else { return [] }
    let packageFiles = Set(packages.flatMap(\.swiftFiles))
    let frameworkFiles =
      frameworkCatalogs.isEmpty ? [] : Set(frameworks.flatMap(\.swiftFiles)).subtracting(appFiles)
    // The catalogs only the package's or framework's own bundle holds.
    let ownCatalogs = Set(packages.flatMap(\.catalogs)).union(frameworkCatalogs)
    let forwardings = KeyForwarding.index(context.scans, isString: false)
    // The catalogs a `bundle: .main` lookup may find its key in: the apps' first.
    let mainBundleCatalogs =
      targets.filter { $0.kind == .app }.flatMap(\.catalogs)
      + targets.filter { $0.kind == .appExtension }.flatMap(\.catalogs)
    var result: [Violation] = []
    for (scanIndex, scan) in context.scans.enumerated()
    where packageFiles.contains(scan.path) || frameworkFiles.contains(scan.path) {
      let isFramework = !packageFiles.contains(scan.path)
      for (keyIndex, key) in scan.keys.enumerated() where key.bundle == nil || key.bundle == .main {
        if key.bundle == .main {
          // Looked up in the app's catalogs on purpose, and extracted into the package's:
          // an app's catalog must have it, added by hand.
          if let violation = Self.mainBundleKeyMissing(
            key, keyIndex, scanIndex, context, isFramework: isFramework, ownCatalogs: ownCatalogs,
            appCatalogs: mainBundleCatalogs)
          {
            result.append(violation)
          }
          continue
        }
        // A key given to the project's own view, which shows it in the main bundle
        // (`FormField(label: "Name")`, whose body has `Text(label)`).
        let shownBy =
          key.api.looksUpMainBundleByDefault ? nil : Self.mainBundleShowing(key, forwardings)
        guard key.api.looksUpMainBundleByDefault || shownBy != nil, !key.isLookedUpWhereUsed,
          // A framework's own macro (`LocalizedString("…", comment:)`) passes its bundle.
          !(isFramework && key.api.isCustomMacro),
          let catalog = context.catalogs(forKey: keyIndex, ofScan: scanIndex).first(where: {
            ownCatalogs.contains($0.path)
          })
        else { continue }
        // `Toggle("", isOn:)`, `Text("\(count)")`: a key with no words reads the same from any
        // bundle, unless the package's catalog translates it (Awful/Awful.app's AwfulPolls).
        if TranslationCheck.hasNoWords(key.key),
          catalog.catalog[key.key].map({ TranslationCheck.translates($0, key.key) }) != true
        {
          continue
        }
        let name = PathUtilities.relative(catalog.path, to: context.configuration.rootDirectory)
        if let shownBy, case .declared(let owner) = key.api {
          let place = PathUtilities.relative(
            shownBy.location.path, to: context.configuration.rootDirectory)
          result.append(
            Violation(
              "\(owner) shows \"\(key.key.escapingControlCharacters)\" with \(shownBy.spelledCall)"
                + " at \(place):"
                + "\(shownBy.location.line), which looks it up in the app's main bundle, but"
                + " Xcode extracts it here into \(name), the \(isFramework ? "framework" : "package")'s"
                + " own catalog; give \(owner) the bundle to look it up in (`bundle: .module`"
                + " here), or a Text or LocalizedStringResource made with it",
              at: context.location(key.location), key: key.key))
          continue
        }
        let fix: String
        let bundle = isFramework ? "Bundle(for: AClassOfTheFramework.self)" : ".module"
        switch key.api {
        case .localizedStringResource:
          fix =
            isFramework
            ? "pass bundle: .forClass(AClassOfTheFramework.self) (or #bundle)"
            : "pass bundle: .atURL(Bundle.module.bundleURL) (or #bundle)"
        case let api where api.takesBundle:
          fix = "pass bundle: \(bundle) (or #bundle)"
        default:
          fix =
            "give it Text(\"…\", bundle: \(bundle)) or String(localized: \"…\", bundle: \(bundle))"
        }
        result.append(
          Violation(
            "\(key.api) looks \"\(key.key)\" up in the app's main bundle, but Xcode extracts it"
              + " into \(name), the \(isFramework ? "framework" : "package")'s own catalog; \(fix)",
            at: context.location(key.location), key: key.key))
      }
    }
    return result
  }

  /// A key that package or framework code looks up in the main bundle on purpose
  /// (`Text("Welcome", bundle: .main)`), which Xcode extracts into the code's own catalog (it
  /// extracts per module, whatever the bundle), when no catalog of its table that an app or
  /// app extension builds (`appCatalogs`, the apps' first) has it: users see it untranslated.
  /// Nil when one has it, or none builds one.
  static func mainBundleKeyMissing(
    _ key: ExtractedKey, _ keyIndex: Int, _ scanIndex: Int, _ context: LintContext,
    isFramework: Bool, ownCatalogs: Set<String>, appCatalogs: [String]
  ) -> Violation? {
    let table = key.table ?? "Localizable"
    let apps = appCatalogs.compactMap { path in
      LoadedCatalog.table(of: path) == table
        ? context.catalogs.first { $0.path == path } : nil
    }
    guard let first = apps.first, !apps.contains(where: { $0.catalog[key.key] != nil }),
      !TranslationCheck.hasNoWords(key.key),
      let own = context.catalogs(forKey: keyIndex, ofScan: scanIndex).first(where: {
        ownCatalogs.contains($0.path)
      })
    else { return nil }
    let root = context.configuration.rootDirectory
    return Violation(
      "\(key.api) looks \"\(key.key.escapingControlCharacters)\" up in the app's main bundle"
        + " (bundle: .main), but Xcode extracts it into \(PathUtilities.relative(own.path, to: root)),"
        + " the \(isFramework ? "framework" : "package")'s own catalog, and"
        + " \(PathUtilities.relative(first.path, to: root)) does not have it; add it there by hand"
        + " (Xcode marks it manual), or look it up in the \(isFramework ? "framework" : "package")'s"
        + " own bundle",
      at: context.location(key.location), key: key.key)
  }

  /// For a literal given to the project's own initializer or function (`FormField(label:
  /// "Name")`), the call that shows what it sets (the property of a memberwise initializer,
  /// or the parameter, by the argument's label or position; for an unlabeled argument, else
  /// the type's one such property), when every such call looks the
  /// key up in the main bundle (`Text(label)`, no `bundle:`, no project overload); nil when
  /// none does, or any passes a bundle.
  static func mainBundleShowing(
    _ key: ExtractedKey, _ forwardings: [String: [String: [KeyForwarding]]]
  ) -> KeyForwarding? {
    // A nested type named with its enclosing one (`B.Row`): its body's calls are `Row`'s.
    guard case .declared(let owner) = key.api,
      let byName = KeyForwarding.sites(of: owner, in: forwardings)
    else {
      return nil
    }
    guard let label = key.argumentLabel else { return nil }
    var sites = byName[label] ?? []
    // An unlabeled argument of an initializer that stores it (`init(_ placeholder:
    // LocalizedStringKey)`): the type's one property shown so.
    if sites.isEmpty, label.hasPrefix("_"), byName.count == 1, let only = byName.values.first {
      sites = only
    }
    guard let first = sites.first,
      sites.allSatisfy({ $0.bundle == nil && $0.api.looksUpMainBundleByDefault })
    else { return nil }
    return first
  }
}
