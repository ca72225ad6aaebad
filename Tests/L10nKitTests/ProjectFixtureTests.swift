import Foundation
import Testing

@testable import L10nKit

/// The fixture apps of `Fixtures/Apps`, one per pattern of real projects, each with the keys
/// Xcode would extract in its catalogs: run with no `l10n.json`, as a newcomer would.
enum AppFixtures {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Apps").path

  /// A throwaway copy of a fixture (outside this repository, whose own `l10n.json` would be
  /// found from inside it).
  static func copy(_ name: String) throws -> TemporaryProject {
    let project = try TemporaryProject()
    try FileManager.default.removeItem(atPath: project.root)
    try FileManager.default.copyItem(atPath: root + "/" + name, toPath: project.root)
    return project
  }
}

@Suite("Fixture apps: every key Xcode finds, in the catalog Xcode puts it in")
struct ProjectFixtureTests {
  @Test(
    "lint finds no key missing and none unused in a clean fixture",
    arguments: ["DeclaredAPI", "MacroApp", "ModularApp"])
  func cleanFixtures(name: String) throws {
    let project = try AppFixtures.copy(name)
    let lint = runTool(["lint"], in: project.root)
    #expect(lint.code == 0, "\(lint.err)")
    if name == "ModularApp" {
      // Its package's `Text("Feature Subtitle")` has no `bundle:`, a slip real apps make.
      #expect(
        lint.out
          == "Packages/Feature/Sources/Feature/FeatureView.swift:10:12: warning: Text looks"
          + " \"Feature Subtitle\" up in the app's main bundle, but Xcode extracts it into"
          + " Packages/Feature/Sources/Feature/Resources/Localizable.xcstrings, the package's own"
          + " catalog; pass bundle: .module (or #bundle) [package_key_in_main_bundle]\n")
      #expect(lint.err.contains("Found 0 errors and 1 warning"), "\(lint.err)")
    } else {
      #expect(lint.out == "")
      #expect(lint.err.contains("No localization problems"), "\(lint.err)")
    }
    let extract = runTool(["extract", "--dry-run"], in: project.root)
    #expect(extract.code == 0)
    #expect(extract.out == "", "\(name) would change: \(extract.out)")
  }

  @Test("App Intents and WidgetKit: each extension's keys in its own catalog")
  func intents() throws {
    let project = try AppFixtures.copy("IntentsApp")
    let lint = runTool(["lint"], in: project.root)
    #expect(lint.code == 1)
    #expect(
      lint.out == """
        App/IntentsApp.swift:21:12: error: "Missing on purpose" is not in App/Localizable.xcstrings; \
        add it to the catalog or run 'l10n extract' [missing_key]
        App/Localizable.xcstrings:41:5: warning: "Unused on purpose" is not used in code; remove it \
        from the catalog, or mark it manual if something other than Swift or Objective-C code \
        uses it [unused_key]

        """)
    #expect(
      lint.err == """
        note: no l10n.json; found 3 targets in 1 project (IntentsApp.xcodeproj), 3 Swift files and \
        5 catalogs. Run 'l10n init' to pin it.
        Found 1 error and 1 warning in 5 catalogs and 3 Swift files.

        """)
    // extract adds the missing key and removes the unused one (nothing is translated in it, so
    // Xcode removes it); InfoPlist.xcstrings, whose
    // keys Swift code does not hold, is left alone, and AppShortcuts.xcstrings holds the
    // phrase the code has.
    let extract = runTool(["extract"], in: project.root)
    #expect(
      extract.out == """
        App/Localizable.xcstrings: removed "Unused on purpose" (no longer used in code, nothing \
        translated)
        App/Localizable.xcstrings: added "Missing on purpose" (App/IntentsApp.swift:21:12)

        """)
    let after = runTool(["lint"], in: project.root)
    #expect(after.code == 0)
    #expect(after.out == "")
  }

  @Test("App Shortcut phrases are synced into AppShortcuts.xcstrings, as Xcode does")
  func shortcutPhrases() throws {
    let project = try AppFixtures.copy("IntentsApp")
    try project.write(
      #"{ "sourceLanguage" : "en", "strings" : { "Old phrase with ${applicationName}" : { "#
        + #""localizations" : { "de" : { "stringSet" : { "state" : "translated", "values" : [ "#
        + #""Alte Phrase mit ${applicationName}" ] } } } } }, "version" : "1.0" }"#,
      to: "Intents/AppShortcuts.xcstrings")
    let lint = runTool(["lint"], in: project.root)
    #expect(
      lint.out.contains(
        "Intents/OpenItemIntent.swift:39:43: error: \"Open an item in ${applicationName}\" is not"
          + " in Intents/AppShortcuts.xcstrings; add it to the catalog or run 'l10n extract'"
          + " [missing_key]"), "\(lint.out)")
    #expect(lint.out.contains(#""Old phrase with ${applicationName}" is not used in code"#))
    let extract = runTool(["extract"], in: project.root)
    #expect(
      extract.out.hasSuffix(
        """
        Intents/AppShortcuts.xcstrings: stale "Old phrase with ${applicationName}" (no longer used \
        in code)
        Intents/AppShortcuts.xcstrings: added "Open an item in ${applicationName}" \
        (Intents/OpenItemIntent.swift:39:43)

        """), "\(extract.out)")
    let written = try String(
      contentsOfFile: project.root + "/Intents/AppShortcuts.xcstrings", encoding: .utf8)
    #expect(
      written == """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Old phrase with ${applicationName}" : {
              "extractionState" : "stale",
              "localizations" : {
                "de" : {
                  "stringSet" : {
                    "state" : "translated",
                    "values" : [
                      "Alte Phrase mit ${applicationName}"
                    ]
                  }
                }
              }
            },
            "Open an item in ${applicationName}" : {
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "en" : {
                  "stringSet" : {
                    "state" : "new",
                    "values" : [
                      "Open an item in ${applicationName}"
                    ]
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """)
  }

  @Test("a synchronized folder that is not on disk is a note naming the targets that use it")
  func missingSynchronizedFolder() throws {
    let project = try AppFixtures.copy("IntentsApp")
    try FileManager.default.removeItem(atPath: project.root + "/Widget")
    let shown = runTool(["project"], in: project.root)
    let note =
      "the folder Widget, which target 'ClockWidget' takes its files from, does not exist: keys only"
      + " its code uses look unused, and 'l10n extract' would mark them stale (or remove them);"
      + " check it out or generate it first"
    #expect((shown.out + shown.err).contains(note), "\(shown.out)\(shown.err)")
    #expect(runTool(["lint"], in: project.root).err.contains(note))
    // With every folder there, no note.
    let whole = try AppFixtures.copy("IntentsApp")
    #expect(!runTool(["lint"], in: whole.root).err.contains("does not exist"))
  }

  @Test("a catalog named for its target's Info.plist (App-InfoPlist) is not judged against code")
  func targetInfoPlistCatalog() throws {
    let project = try AppFixtures.copy("IntentsApp")
    try FileManager.default.moveItem(
      atPath: project.root + "/App/InfoPlist.xcstrings",
      toPath: project.root + "/App/IntentsApp-InfoPlist.xcstrings")
    // Its extracted_with_value keys (CFBundleDisplayName) are not marked stale.
    let extract = runTool(["extract", "--dry-run"], in: project.root)
    #expect(
      extract.out == """
        App/Localizable.xcstrings: removed "Unused on purpose" (no longer used in code, nothing \
        translated)
        App/Localizable.xcstrings: added "Missing on purpose" (App/IntentsApp.swift:21:12)

        """)
    #expect(
      ProjectDiscovery.nonSwiftCatalogs(byName: [
        "A/InfoPlist.xcstrings", "A/BOT-anist-InfoPlist.xcstrings", "A/AppShortcuts.xcstrings",
        "A/Plist.xcstrings", "A/MyInfoPlist.xcstrings",
      ])
        == ["A/InfoPlist.xcstrings": .infoPlist, "A/BOT-anist-InfoPlist.xcstrings": .infoPlist])
  }

  @Test("the keys each fixture's code holds, as Xcode extracts them")
  func extractedKeys() throws {
    let project = try AppFixtures.copy("DeclaredAPI")
    var configuration = L10nConfiguration(rootDirectory: project.root)
    configuration.discovers = true
    let loaded = try LintEngine.load(configuration)
    let keys = Set(loaded.scans.flatMap { $0.keys.map(\.key) })
    #expect(
      keys == [
        "config.dpi", "Copy Solve", "%lf scale", "Light", "Dark", "One Item", "Several Items",
        "Too many characters", "Go Back", "Encoding:", "Characters:",
      ])
    let tables = Dictionary(
      loaded.scans.flatMap { $0.keys.map { ($0.key, $0.table ?? "Localizable") } }
    ) { first, _ in first }
    #expect(tables["Encoding:"] == "AdvancedCharacterCount")
    #expect(tables["Characters:"] == "AdvancedCharacterCount")
  }

  @Test("a package target's keys go to its own catalog, also with bundle: .main")
  func packages() throws {
    let project = try AppFixtures.copy("ModularApp")
    var configuration = L10nConfiguration(rootDirectory: project.root)
    configuration.discovers = true
    let loaded = try LintEngine.load(configuration)
    let context = LintEngine.context(configuration, loaded)
    var placed: [String: [String]] = [:]
    for (scanIndex, scan) in loaded.scans.enumerated() {
      for (keyIndex, key) in scan.keys.enumerated() {
        placed[key.key] = context.catalogs(forKey: keyIndex, ofScan: scanIndex).map {
          PathUtilities.relative($0.path, to: project.root)
        }
      }
    }
    let feature = "Packages/Feature/Sources/Feature/Resources/Localizable.xcstrings"
    #expect(
      placed == [
        "Home": ["MainApp/Localizable.xcstrings"], "Start": ["MainApp/Localizable.xcstrings"],
        "Share": ["Extension/Localizable.xcstrings"], "Feature Title": [feature],
        "Feature Subtitle": [feature], "Feature Detail": [feature],
        "Shared Greeting": [feature],
      ])
  }

  @Test("bundle: .main in a package: extracted into the package's catalog, asked of the app's")
  func packageMainBundle() throws {
    let project = try AppFixtures.copy("ModularApp")
    // Without the app catalog's manual key, users see the package's `bundle: .main` text
    // untranslated.
    let path = project.root + "/MainApp/Localizable.xcstrings"
    let catalog = try String(contentsOfFile: path, encoding: .utf8)
    try catalog.replacingOccurrences(of: "\"Shared Greeting\"", with: "\"Other Greeting\"")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let lint = runTool(["lint"], in: project.root)
    let findings = lint.out.split(separator: "\n").filter {
      $0.hasSuffix("[package_key_in_main_bundle]")
    }
    let expected: String =
      "Packages/Feature/Sources/Feature/FeatureView.swift:11:12: warning: Text looks"
      + " \"Shared Greeting\" up in the app's main bundle (bundle: .main), but Xcode extracts"
      + " it into Packages/Feature/Sources/Feature/Resources/Localizable.xcstrings, the"
      + " package's own catalog, and MainApp/Localizable.xcstrings does not have it; add it"
      + " there by hand (Xcode marks it manual), or look it up in the package's own bundle"
      + " [package_key_in_main_bundle]"
    #expect(findings.last == Substring(expected), "\(lint.out)")
    #expect(findings.count == 2)
    // `extract` adds it where Xcode does, and leaves the app's catalog alone.
    let extract = runTool(["extract", "--dry-run"], in: project.root)
    #expect(extract.out == "", "\(extract.out)")
  }

  @Test("LOCALIZED_STRING_MACRO_NAMES, a synchronized folder's exception, a storyboard catalog")
  func macros() throws {
    let project = try AppFixtures.copy("MacroApp")
    let shown = runTool(["project"], in: project.root)
    #expect(
      shown.out == """
        Found 1 target in 1 project (MacroApp.xcodeproj), 1 Swift file and 3 catalogs; 1 Swift \
        file in no target (not scanned).

        MacroApp (app, MacroApp.xcodeproj)
          Swift files: 1
          catalog: MacroApp/Extra.xcstrings
          catalog: MacroApp/Localizable.xcstrings
          catalog: MacroApp/mul.lproj/Main.xcstrings (keys from Main.storyboard)
          macros: AppLocalized

        """)
    // `AppLocalized` is a key's function only because the project names it; the excepted
    // file's key is not compiled, so not found.
    var configuration = L10nConfiguration(rootDirectory: project.root)
    configuration.discovers = true
    let loaded = try LintEngine.load(configuration)
    #expect(
      loaded.scans.flatMap(\.keys).map(\.key).sorted() == ["Macro Greeting", "Plain Farewell"])
    #expect(loaded.model?.targets.first?.macroNames.contains("AppLocalized") == true)
  }

  @Test("a Swift key of a storyboard's table is added to its catalog; nothing there goes stale")
  func storyboardTableKeys() throws {
    let project = try AppFixtures.copy("MacroApp")
    try project.write(
      "import Foundation\nlet s = NSLocalizedString(\"swift.in.main\", tableName: \"Main\", "
        + "comment: \"Set in code\")\n", to: "MacroApp/MainTable.swift")
    let catalog = project.root + "/MacroApp/mul.lproj/Main.xcstrings"
    let before = try String(contentsOfFile: catalog, encoding: .utf8)
    #expect(
      runTool(["lint"], in: project.root).out.contains(
        #""swift.in.main" is not in MacroApp/mul.lproj/Main.xcstrings"#))
    // As lint says: extract adds it (Xcode keeps one catalog a table); the storyboard's key,
    // which no Swift code uses, is neither marked stale nor removed.
    let extract = runTool(["extract"], in: project.root)
    #expect(
      extract.out.contains(
        #"MacroApp/mul.lproj/Main.xcstrings: added "swift.in.main" (MacroApp/MainTable.swift:2:"#),
      "\(extract.out)")
    let after = try StringCatalog(contentsOf: catalog)
    #expect(after.keys == ["swift.in.main", "Xm3-aB-c1d.title"])
    #expect(after["Xm3-aB-c1d.title"]?.extractionState == ExtractionState.extractedWithValue)
    #expect(after["swift.in.main"]?.comment == "Set in code")
    #expect(try String(contentsOfFile: catalog, encoding: .utf8) != before)
    #expect(!runTool(["lint"], in: project.root).out.contains("Main.xcstrings"))
    #expect(runTool(["extract", "--dry-run"], in: project.root).out.isEmpty)
  }

  @Test("l10n init pins what discovery found, and lint reads the same project from it")
  func initPins() throws {
    let project = try AppFixtures.copy("ModularApp")
    let written = runTool(["init"], in: project.root)
    #expect(written.code == 0)
    #expect(written.err.hasSuffix("Wrote l10n.json.\n"))
    let text = try String(contentsOfFile: project.root + "/l10n.json", encoding: .utf8)
    #expect(
      text == """
        {
          "projects": [
            "ModularApp.xcodeproj",
            "Packages/Feature/Package.swift"
          ],
          "sourceLanguage": "en"
        }

        """)
    let again = runTool(["init"], in: project.root)
    #expect(again.code == 2)
    #expect(again.err.contains("the file exists"))
    let lint = runTool(["lint"], in: project.root)
    #expect(lint.code == 0)
    // The same project as without l10n.json: the one warning of the package's `Text`.
    #expect(lint.err == "Found 0 errors and 1 warning in 3 catalogs and 4 Swift files.\n")
    #expect(lint.out.hasSuffix("[package_key_in_main_bundle]\n"))
  }
}

@Suite("Discovery of several projects and packages")
struct ProjectDiscoveryOrderTests {
  @Test("projects and manifests read in parallel give their targets and notes in their order")
  func order() throws {
    let project = try AppFixtures.copy("ModularApp")
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures").path
    let manager = FileManager.default
    // Three more projects (one broken) and two more packages beside the app's own.
    for (name, folder) in [("Other", "Apps/MacroApp"), ("Third", "Projects/Sample")] {
      let source = try #require(
        try manager.contentsOfDirectory(atPath: "\(fixtures)/\(folder)")
          .first { $0.hasSuffix(".xcodeproj") })
      try manager.createDirectory(
        atPath: "\(project.root)/\(name)", withIntermediateDirectories: true)
      try manager.copyItem(
        atPath: "\(fixtures)/\(folder)/\(source)",
        toPath: "\(project.root)/\(name)/\(name).xcodeproj")
    }
    try manager.copyItem(
      atPath: "\(fixtures)/Projects/Broken.xcodeproj",
      toPath: "\(project.root)/Broken.xcodeproj")
    for name in ["Alpha", "Beta"] {
      let folder = "\(project.root)/Packages/\(name)"
      try manager.createDirectory(
        atPath: "\(folder)/Sources/\(name)", withIntermediateDirectories: true)
      try
        "import PackageDescription\nlet package = Package(name: \"\(name)\", targets: [.target(name: \"\(name)\")])\n"
        .write(toFile: "\(folder)/Package.swift", atomically: true, encoding: .utf8)
      try "let \(name.lowercased()) = 1\n".write(
        toFile: "\(folder)/Sources/\(name)/\(name).swift", atomically: true, encoding: .utf8)
    }
    let model = ProjectDiscovery.discover(root: project.root, isExcluded: { _ in false })
    let found = ProjectDiscovery.inventory(root: project.root, isExcluded: { _ in false })
    #expect(found.projects.count == 4)
    #expect(found.manifests.count == 3)
    // The reference: each project, then each manifest, read one after another.
    var names: [String] = []
    var notes: [String] = []
    for path in found.projects {
      do {
        names += try XcodeProject.read(projectFolder: path).targets.map(\.name)
      } catch {
        notes.append(error.message + " (the project is left out)")
      }
      // The copied projects came without their files (and folders).
      if path.hasSuffix("/Other.xcodeproj") {
        notes.append(
          "the folder Other/MacroApp, which target 'MacroApp' takes its files from, does not"
            + " exist: keys only its code uses look unused, and 'l10n extract' would mark them"
            + " stale (or remove them); check it out or generate it first")
      }
      if path.hasSuffix("/Third.xcodeproj") {
        notes.append(
          "5 Swift files its targets compile do not exist (Third/App/AppDelegate.swift, "
            + "Third/App/Missing.swift, Third/App/Support.swift, and 2 more): keys only they use "
            + "look unused, and 'l10n extract' would mark them stale (or remove them); check them "
            + "out or generate them first")
        notes.append(
          "2 catalogs its targets build do not exist (Third/App/Localizable.xcstrings, "
            + "Third/App/mul.lproj/Main.xcstrings): Xcode's build fails, and the keys its code "
            + "uses are not checked; restore them (a checkout may lack them), or remove them "
            + "from the project")
        notes.append(
          "the folder Third/Shared, which target 'Sample' takes its files from, does not exist:"
            + " keys only its code uses look unused, and 'l10n extract' would mark them stale (or"
            + " remove them); check it out or generate it first")
      }
    }
    for path in found.manifests {
      names += try PackageManifest.read(path: path).targets.filter {
        $0.kind != .plugin && $0.kind != .binary && $0.kind != .system
      }.map(\.name)
    }
    #expect(model.targets.map(\.name) == names)
    #expect(model.targets.map(\.name).contains("Alpha") && names.contains("MacroApp"))
    #expect(model.notes.map(\.message) == notes)
    #expect(notes.count == 5)
    // One missing file is named in the singular.
    let one = ProjectDiscovery.missingFilesNote(
      [project.root + "/App/Gone.swift"], project: project.root + "/App.xcodeproj",
      root: project.root)
    #expect(
      one?.message
        == "1 Swift file its targets compile does not exist (App/Gone.swift): keys only it uses "
        + "look unused, and 'l10n extract' would mark them stale (or remove them); check it out or generate it "
        + "first")
    #expect(ProjectDiscovery.missingFilesNote([], project: "P", root: "/") == nil)
    #expect(
      ProjectDiscovery.missingCatalogsNote(
        [project.root + "/App/Gone.xcstrings"], project: "P", root: project.root)?.message
        == "1 catalog its targets build does not exist (App/Gone.xcstrings): Xcode's build "
        + "fails, and the keys its code uses are not checked; restore it (a checkout may lack "
        + "it), or remove it from the project")
    #expect(ProjectDiscovery.missingCatalogsNote([], project: "P", root: "/") == nil)
    #expect(model.projects == found.projects + found.manifests)
  }

  @Test("two projects' catalogs at one project-relative path are exported relative to the root")
  func collidingOriginals() throws {
    let project = try TemporaryProject()
    for copy in ["Free", "Pro"] {
      try FileManager.default.createDirectory(
        atPath: project.root + "/" + copy, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        atPath: AppFixtures.root + "/IntentsApp", toPath: project.root + "/\(copy)/IntentsApp")
    }
    let export = runTool(["export", "--lang", "de", "--out", "out"], in: project.root)
    #expect(export.code == 0, "\(export.err)")
    #expect(
      export.err.contains(
        "note: Free/IntentsApp/App/Localizable.xcstrings is exported with <file "
          + #"original="Free/IntentsApp/App/Localizable.xcstrings">, relative to the current "#
          + "folder"), "\(export.err)")
    let xliff = try String(contentsOfFile: project.root + "/out/de.xliff", encoding: .utf8)
    let originals = xliff.split(separator: "\n").filter { $0.contains("<file original=") }
    #expect(Set(originals).count == originals.count && originals.count == 10, "\(originals)")
    #expect(!xliff.contains(#"<file original="App/Localizable.xcstrings""#))
    // Each catalog's units come back to it: none is taken for the other project's.
    let imported = runTool(["import", "out/de.xliff", "--dry-run"], in: project.root)
    #expect(imported.code == 0, "\(imported.err)")
    #expect(!imported.err.contains("unknown id"), "\(imported.err)")
    #expect(imported.out.contains("-> Pro/IntentsApp/App/Localizable.xcstrings [de]"))
  }

  @Test("export and import from above the project: original is relative to the project's folder")
  func exportFromAbove() throws {
    let project = try TemporaryProject()
    try FileManager.default.copyItem(
      atPath: AppFixtures.root + "/IntentsApp", toPath: project.root + "/IntentsApp")
    let export = runTool(["export", "--lang", "de", "--xcloc", "--out", "out"], in: project.root)
    #expect(export.code == 0, "\(export.err)")
    let xliff = try String(
      contentsOfFile: project.root + "/out/de.xcloc/Localized Contents/de.xliff", encoding: .utf8)
    // As Xcode writes it for IntentsApp.xcodeproj, wherever the export runs.
    #expect(xliff.contains("<file original=\"Intents/Localizable.xcstrings\""))
    #expect(!xliff.contains("original=\"IntentsApp/"))
    let contents = try String(
      contentsOfFile: project.root + "/out/de.xcloc/contents.json", encoding: .utf8)
    #expect(contents.contains("\"project\" : \"IntentsApp.xcodeproj\""))
    #expect(
      FileManager.default.fileExists(
        atPath: project.root + "/out/de.xcloc/Source Contents/Widget/Localizable.xcstrings"))
    // Import finds each catalog by that path and names it from the working directory.
    let imported = runTool(["import", "out/de.xcloc", "--dry-run"], in: project.root)
    #expect(imported.code == 0, "\(imported.err)")
    #expect(imported.out.contains("-> IntentsApp/Widget/Localizable.xcstrings [de]"))
  }
}
