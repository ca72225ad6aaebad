/// A key of a Swift package's code extracted into the package's catalog but looked up in the
/// app's main bundle at run time, where it is never found.
struct PackageKeyInMainBundleRule: LintRule {
  static let description = RuleDescription(
    id: "package_key_in_main_bundle",
    summary: "A package's key goes to its own catalog but is looked up in the app's bundle.",
    rationale: """
      Xcode extracts the keys of a package target's code into that target's catalog, but \
      `Text("Save")`, `String(localized: "Save")`, `LocalizedStringResource("Save")` and \
      `NSLocalizedString` look a key up in the main bundle unless they are given another: the \
      app's catalog does not have it, so users always see the key, untranslated (one app \
      found 537 such strings that had never reached a translator). Pass `bundle: .module` \
      (`.atURL(Bundle.module.bundleURL)` for a `LocalizedStringResource`, or `#bundle`), or \
      `bundle: .main` when the key belongs in the app's catalog. A call the package's own \
      overload may mean (`extension Text { init(_ key: LocalizedStringKey) }`) is left to it, \
      and so is a key with no words (`Toggle("", isOn:)`, `Text("\\(count)")`) that the \
      package's catalog does not translate: it reads the same from either bundle.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        swift: #"let s = String(localized: "Save"); let t = Text("Done")"#,
        strings: #""Save" : {}, "Done" : {}"#, count: 2, inPackage: true)
    ],
    nonTriggeringExamples: [
      RuleExample(
        swift:
          #"let s = String(localized: "Save", bundle: .module); let t = Text("Done", bundle: #bundle)"#,
        strings: #""Save" : {}, "Done" : {}"#, inPackage: true),
      // The package's own `Text.init(_:)` passes its bundle (kevinwu352/hkex).
      RuleExample(
        swift: """
          extension Text { init(_ key: LocalizedStringKey) { self.init(key, bundle: .module) } }
          let t = Text("Done")
          """, strings: #""Done" : {}"#, inPackage: true),
      // A key with no words reads the same from the main bundle.
      RuleExample(
        swift: #"let t = Toggle("", isOn: $on); let c = Text("\(count)")"#,
        strings: #""" : {}, "%@" : {}"#, inPackage: true),
      // An app's code looks its keys up in its own bundle, the main one.
      RuleExample(swift: #"let s = String(localized: "Save")"#, strings: #""Save" : {}"#),
    ])

  func check(_ context: LintContext) -> [Violation] {
    let packages = context.model.targets.filter { $0.kind == .package && !$0.catalogs.isEmpty }
    guard !packages.isEmpty else { return [] }
    let packageFiles = Set(packages.flatMap(\.swiftFiles))
    let packageCatalogs = Set(packages.flatMap(\.catalogs))
    var result: [Violation] = []
    for (scanIndex, scan) in context.scans.enumerated() where packageFiles.contains(scan.path) {
      for (keyIndex, key) in scan.keys.enumerated()
      where key.bundle == nil && key.api.looksUpMainBundleByDefault {
        guard
          let catalog = context.catalogs(forKey: keyIndex, ofScan: scanIndex).first(where: {
            packageCatalogs.contains($0.path)
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
        let fix: String
        switch key.api {
        case .localizedStringResource:
          fix = "pass bundle: .atURL(Bundle.module.bundleURL) (or #bundle)"
        case let api where api.takesBundle:
          fix = "pass bundle: .module (or #bundle)"
        default:
          fix = "give it Text(\"…\", bundle: .module) or String(localized: \"…\", bundle: .module)"
        }
        result.append(
          Violation(
            "\(key.api) looks \"\(key.key)\" up in the app's main bundle, but Xcode extracts it"
              + " into \(name), the package's own catalog; \(fix)",
            at: context.location(key.location), key: key.key))
      }
    }
    return result
  }
}
