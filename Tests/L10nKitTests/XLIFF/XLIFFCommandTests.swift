import Foundation
import Testing

@testable import L10nKit

/// `l10n export` and `l10n import`, run in process in a temporary project.
@Suite("l10n export / import commands")
struct XLIFFCommandTests {
  /// A temporary project folder holding `Localizable.xcstrings`.
  final class Project {
    let root: String
    init() throws {
      root =
        FileManager.default.temporaryDirectory.appendingPathComponent(
          "l10n-xliff-\(UUID().uuidString)"
        ).path
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
      try write(XLIFFImportTests.catalogText, to: "Localizable.xcstrings")
    }
    deinit { try? FileManager.default.removeItem(atPath: root) }

    func write(_ text: String, to name: String) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + name))
    }
    func read(_ name: String) -> String? {
      FileManager.default.contents(atPath: root + "/" + name).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
      runTool(arguments, in: root)
    }
    /// Exports `de.xliff`, fills in the target of unit `Plain` ("Schlicht") and writes it back;
    /// its text.
    func exportTranslated() throws -> String {
      _ = run(["export", "--lang", "de", "--catalog", "Localizable.xcstrings"])
      let exported = try #require(read("de.xliff"))
      let translated = exported.replacingOccurrences(
        of: "<source>Plain</source>", with: "<source>Plain</source>\n<target>Schlicht</target>")
      try write(translated, to: "de.xliff")
      return translated
    }
  }

  @Test("golden: l10n export --help")
  func exportHelp() {
    let expected = """
      OVERVIEW: Export translations as XLIFF or .xcloc bundles, as Xcode does.

      Writes <lang>.xliff (or <lang>.xcloc with --xcloc) per language, one <file> per
      catalog, with Xcode's ids, order, states and layout. Keys that XLIFF cannot
      represent are reported.

      USAGE: l10n export [--lang <code>] [--all] [--out <dir>] [--xcloc] [--xliff-version <version>] [--catalog <file>] [--config <file>] [--tool-id <id>] [--tool-name <name>] [--tool-version <version>] [--tool-build <build>]

      OPTIONS:
        --lang <code>           Languages to export (--lang de fr, or repeated).
        --all                   Export every language the catalogs hold.
        --out <dir>             Folder to write into (default: current directory).
        --xcloc                 Write <lang>.xcloc bundles with Source Contents.
        --xliff-version <version>
                                1.2 (Xcode's, default) or 2.0.
        --catalog <file>        A catalog to export (default: the project's).
        --config <file>         The l10n.json to use.
        --tool-id <id>          tool-id in <tool> (default: org.atelier.l10n).
        --tool-name <name>      tool-name in <tool> (default: l10n).
        --tool-version <version>
                                tool-version in <tool>.
        --tool-build <build>    build-num in <tool> (default: none).
        --version               Show the version.
        -h, --help              Show help information.


      """
    #expect(runTool(["export", "--help"]).out == expected)
  }

  @Test(
    "usage errors exit 64",
    arguments: [
      (["export"], "Error: Missing expected option '--lang <code>' (or '--all')"),
      (
        ["export", "--lang", "de", "--xcloc", "--xliff-version", "2.0"],
        "Error: '--xcloc' bundles hold XLIFF 1.2, the version Xcode reads"
      ),
      (["import"], "Error: Missing expected argument '<files> ...'"),
    ])
  func usage(arguments: [String], firstLine: String) {
    let result = runTool(arguments)
    #expect(result.code == 64)
    #expect(result.err.hasPrefix(firstLine + "\n"))
    #expect(result.err.contains("See 'l10n \(arguments[0]) --help' for more information."))
  }

  @Test("export writes Xcode's XLIFF; an unedited import fills what Xcode 27 fills, then no more")
  func exportImportRoundTrip() throws {
    let project = try Project()
    let export = project.run([
      "export", "--lang", "de", "--catalog", "Localizable.xcstrings", "--out", "out",
      "--tool-version", "9.9",
    ])
    #expect(export.code == 0, "\(export.err)")
    #expect(export.out == "Wrote de.xliff: 1 catalog(s), 7 units.\n")
    let xliff = try #require(project.read("out/de.xliff"))
    #expect(
      xliff.contains(
        "<file original=\"Localizable.xcstrings\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\">"
      ))
    #expect(
      xliff.contains("<tool tool-id=\"org.atelier.l10n\" tool-name=\"l10n\" tool-version=\"9.9\"/>")
    )
    #expect(
      xliff.contains(
        "<trans-unit id=\"birds %lld|==|substitutions.BIRDS.plural.one\" xml:space=\"preserve\">"))
    let imported = project.run(["import", "out/de.xliff", "--catalog", "Localizable.xcstrings"])
    #expect(imported.code == 0, "\(imported.err)")
    // The English-only plural gains German cases holding the source text, state new (Xcode 27
    // does this when the file has translations: "Hello %@" here).
    #expect(
      imported.out
        == "out/de.xliff -> Localizable.xcstrings [de]: 2 imported (0 needs review), 1 unchanged, 4 skipped, 0 rejected.\nUpdated Localizable.xcstrings.\n"
    )
    let filled = try StringCatalog(contentsOf: project.root + "/Localizable.xcstrings")
    let plural = filled["%lld files"]?.localization(for: "de")
    #expect(
      plural?[path: ["plural", "one"]]?.stringUnit == StringUnit(state: "new", value: "%lld file"))
    #expect(
      plural?[path: ["plural", "other"]]?.stringUnit
        == StringUnit(state: "new", value: "%lld files"))
    let written = project.read("Localizable.xcstrings")
    let again = project.run(["import", "out/de.xliff", "--catalog", "Localizable.xcstrings"])
    #expect(
      again.out
        == "out/de.xliff -> Localizable.xcstrings [de]: 0 imported (0 needs review), 1 unchanged, 6 skipped, 0 rejected.\n"
    )
    #expect(project.read("Localizable.xcstrings") == written)
    let missing = project.run(["import", "missing.xliff", "--catalog", "Localizable.xcstrings"])
    #expect(missing.code == 2)
    #expect(
      missing.err == "missing.xliff: error: cannot open the file: No such file or directory\n")
  }

  @Test("import merges a translation; --dry-run writes nothing")
  func importTranslation() throws {
    let project = try Project()
    _ = try project.exportTranslated()
    let dry = project.run(["import", "de.xliff", "--dry-run", "--catalog", "Localizable.xcstrings"])
    #expect(dry.code == 0)
    #expect(dry.out.contains("de.xliff:21:1: note: unit 'Plain': imported\n"))
    #expect(dry.out.hasSuffix("Would update Localizable.xcstrings.\n"))
    #expect(project.read("Localizable.xcstrings") == XLIFFImportTests.catalogText)
    let real = project.run(["import", "de.xliff", "--catalog", "Localizable.xcstrings"])
    #expect(real.code == 0)
    #expect(real.out.hasSuffix("Updated Localizable.xcstrings.\n"))
    let catalog = try StringCatalog(contentsOf: project.root + "/Localizable.xcstrings")
    #expect(catalog["Plain"]?.localization(for: "de")?.stringUnit?.value == "Schlicht")
    #expect(catalog["Hello %@"]?.localization(for: "de")?.stringUnit?.value == "Hallo %@")
  }

  @Test("with one --catalog, XLIFF whose <file> names a path not here imports into it")
  func oneNamedCatalog() throws {
    let project = try Project()
    let translated = try project.exportTranslated()
    // The catalog moved since the export: its <file original="Localizable.xcstrings"> names
    // no file here.
    try FileManager.default.moveItem(
      atPath: project.root + "/Localizable.xcstrings", toPath: project.root + "/Moved.xcstrings")
    let result = project.run(["import", "de.xliff", "--catalog", "Moved.xcstrings"])
    #expect(result.code == 0)
    #expect(
      result.out.hasPrefix(
        "de.xliff: note: <file original=\"Localizable.xcstrings\"> names another catalog; "
          + "importing it into Moved.xcstrings, the one --catalog\n"))
    #expect(result.out.hasSuffix("Updated Moved.xcstrings.\n"))
    let catalog = try StringCatalog(contentsOf: project.root + "/Moved.xcstrings")
    #expect(catalog["Plain"]?.localization(for: "de")?.stringUnit?.value == "Schlicht")
    // <file>s naming two paths that are not here: which one is meant is not known.
    let file = try #require(translated.range(of: "<file ")?.lowerBound)
    let end = try #require(translated.range(of: "</file>")?.upperBound)
    let other = translated[file..<end].replacingOccurrences(
      of: "original=\"Localizable.xcstrings\"", with: "original=\"Other.xcstrings\"")
    var twoFiles = translated
    twoFiles.insert(contentsOf: "\n  " + other, at: end)
    try project.write(twoFiles, to: "two.xliff")
    let two = project.run(["import", "two.xliff", "--catalog", "Moved.xcstrings"])
    #expect(two.code == 0, "skipped <file>s reject no unit")
    #expect(
      two.err.contains(
        "two.xliff: warning: <file original=\"Localizable.xcstrings\"> is none of the catalogs "
          + "--catalog names; its 7 units are skipped; name its catalog with --catalog too, or "
          + "import without --catalog"))
    #expect(two.err.contains("<file original=\"Other.xcstrings\"> is none of the catalogs"))
  }

  @Test("a <file> whose path several catalogs end with is skipped, never written into one of them")
  func ambiguousSuffix() throws {
    let project = try Project()
    _ = try project.exportTranslated()
    let catalog = try #require(project.read("Localizable.xcstrings"))
    for folder in ["App", "Kit"] {
      try FileManager.default.createDirectory(
        atPath: project.root + "/" + folder, withIntermediateDirectories: true)
      try project.write(catalog, to: folder + "/Localizable.xcstrings")
    }
    try FileManager.default.removeItem(atPath: project.root + "/Localizable.xcstrings")
    let result = project.run([
      "import", "de.xliff", "--catalog", "Kit/Localizable.xcstrings", "--catalog",
      "App/Localizable.xcstrings",
    ])
    #expect(result.code == 0, "\(result.err)")
    #expect(
      result.err.contains(
        "de.xliff: warning: <file original=\"Localizable.xcstrings\"> could be any of "
          + "Kit/Localizable.xcstrings, App/Localizable.xcstrings; its 7 units are skipped"),
      "\(result.err)")
    #expect(project.read("App/Localizable.xcstrings") == catalog)
    #expect(project.read("Kit/Localizable.xcstrings") == catalog)
    // Naming the one it belongs to imports it.
    let named = project.run(["import", "de.xliff", "--catalog", "App/Localizable.xcstrings"])
    #expect(named.code == 0, "\(named.err)")
    #expect(project.read("App/Localizable.xcstrings") != catalog)
    #expect(project.read("Kit/Localizable.xcstrings") == catalog)
  }

  @Test("an original is untrusted: outside the project it names no file; . and .. are resolved")
  func untrustedOriginals() throws {
    let project = try Project()
    let translated = try project.exportTranslated()
    let before = try #require(project.read("Localizable.xcstrings"))
    // A catalog beside the project, which only the XLIFF names.
    let outside = project.root + "-outside.xcstrings"
    try Data(before.utf8).write(to: URL(fileURLWithPath: outside))
    defer { try? FileManager.default.removeItem(atPath: outside) }
    let name = (outside as NSString).lastPathComponent
    for original in ["../" + name, outside] {
      try project.write(
        translated.replacingOccurrences(
          of: "original=\"Localizable.xcstrings\"", with: "original=\"\(original)\""),
        to: "out.xliff")
      let result = project.run(["import", "out.xliff"])
      #expect(result.code == 0)
      #expect(result.err.contains("names a path outside the project"), "\(result.err)")
      #expect(try String(contentsOfFile: outside, encoding: .utf8) == before)
    }
    // `./` and `x/..` name the project's own catalog.
    try project.write(
      translated.replacingOccurrences(
        of: "original=\"Localizable.xcstrings\"",
        with: "original=\"Sub/.././Localizable.xcstrings\""),
      to: "dots.xliff")
    let dots = project.run(["import", "dots.xliff", "--catalog", "./Localizable.xcstrings"])
    #expect(dots.code == 0, "\(dots.err)")
    #expect(dots.out.hasSuffix("Updated Localizable.xcstrings.\n"), "\(dots.out)")
    #expect(!dots.out.contains("names another catalog"), "\(dots.out)")
  }

  @Test("two <file>s of one language bound for one catalog: only its own is merged")
  func twoFilesOneCatalog() throws {
    let project = try Project()
    let translated = try project.exportTranslated()
    // The project's catalog, in App/Resources; an export names it, and another module's whose
    // path only ends like it (run inside a package, an app's `Resources/…` does).
    try FileManager.default.createDirectory(
      atPath: project.root + "/App/Resources", withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      atPath: project.root + "/Localizable.xcstrings",
      toPath: project.root + "/App/Resources/Localizable.xcstrings")
    let own = translated.replacingOccurrences(
      of: "original=\"Localizable.xcstrings\"",
      with: "original=\"App/Resources/Localizable.xcstrings\"")
    let file = try #require(own.range(of: "<file ")?.lowerBound)
    let end = try #require(own.range(of: "</file>")?.upperBound)
    let other = own[file..<end]
      .replacingOccurrences(
        of: "original=\"App/Resources/Localizable.xcstrings\"",
        with: "original=\"Resources/Localizable.xcstrings\""
      )
      .replacingOccurrences(of: "Schlicht", with: "Fremd")
    var both = own
    both.insert(contentsOf: "\n  " + other, at: end)
    try project.write(both, to: "both.xliff")
    let result = project.run(["import", "both.xliff"])
    #expect(result.code == 0, "\(result.err)")
    #expect(
      result.err.contains(
        "<file original=\"Resources/Localizable.xcstrings\"> would go to "
          + "App/Resources/Localizable.xcstrings, as would "
          + "<file original=\"App/Resources/Localizable.xcstrings\"> in the same language"),
      "\(result.err)")
    let catalog = try StringCatalog(
      contentsOf: project.root + "/App/Resources/Localizable.xcstrings")
    #expect(catalog["Plain"]?.localization(for: "de")?.stringUnit?.value == "Schlicht")
  }

  @Test("two files of one import translating a unit differently: the first kept, exit 1")
  func twoFilesDisagree() throws {
    let project = try Project()
    let translated = try project.exportTranslated()
    try project.write(
      translated.replacingOccurrences(of: "Schlicht", with: "Einfach"), to: "de-b.xliff")
    try project.write(
      translated.replacingOccurrences(of: "Plain</source>", with: "Plain</source><!-- b -->"),
      to: "de-c.xliff")
    let line =
      try #require(
        translated.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
          $0.contains("id=\"Plain\"")
        }) + 1
    let result = project.run([
      "import", "de.xliff", "de-b.xliff", "de-c.xliff", "--catalog", "Localizable.xcstrings",
    ])
    #expect(result.code == 1, "\(result.out)\(result.err)")
    #expect(
      result.err
        == "de-b.xliff:\(line):1: error: unit 'Plain': translated twice in this import: "
        + "de.xliff:\(line) gives \"Schlicht\", not \"Einfach\"; the first is imported and this "
        + "one rejected; keep one of the two and import again\n")
    // The third file agrees with the first: nothing to report.
    #expect(result.out.contains("de-c.xliff -> Localizable.xcstrings [de]: 0 imported"))
    let catalog = try StringCatalog(contentsOf: project.root + "/Localizable.xcstrings")
    #expect(catalog["Plain"]?.localization(for: "de")?.stringUnit?.value == "Schlicht")
  }

  @Test("--catalog names the only catalogs an import writes, even when the <file>'s path exists")
  func namedCatalogWins() throws {
    let project = try Project()
    _ = try project.exportTranslated()
    let before = try #require(project.read("Localizable.xcstrings"))
    try project.write(before, to: "Copy.xcstrings")
    let result = project.run(["import", "de.xliff", "--catalog", "Copy.xcstrings"])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.hasSuffix("Updated Copy.xcstrings.\n"), "\(result.out)")
    #expect(project.read("Localizable.xcstrings") == before)
    let copy = try StringCatalog(contentsOf: project.root + "/Copy.xcstrings")
    #expect(copy["Plain"]?.localization(for: "de")?.stringUnit?.value == "Schlicht")
  }

  @Test("<file>s of catalogs l10n.json does not list import from their path, or are skipped")
  func otherCatalogsOfTheProject() throws {
    let project = try Project()
    let translated = try project.exportTranslated()
    // InfoPlist.xcstrings is in the project but not in l10n.json; Settings.xcstrings is not here.
    try project.write(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "CFBundleName" : {

          }
        },
        "version" : "1.0"
      }
      """, to: "InfoPlist.xcstrings")
    try project.write(#"{"catalogs": ["Localizable.xcstrings"]}"#, to: "l10n.json")
    let end = try #require(translated.range(of: "</file>")?.upperBound)
    func other(_ name: String) -> String {
      """
      <file original="\(name)" source-language="en" target-language="de" datatype="plaintext">
          <body>
            <trans-unit id="CFBundleName" xml:space="preserve">
              <source>CFBundleName</source>
              <target state="translated">Schlicht</target>
              <note/>
            </trans-unit>
          </body>
        </file>
      """
    }
    var xliff = translated
    xliff.insert(
      contentsOf: "\n  " + other("InfoPlist.xcstrings") + "\n  " + other("Settings.xcstrings")
        + "\n  " + other("App/en.lproj/InfoPlist.strings") + "\n  "
        + other("App/Base.lproj/Main.storyboard"),
      at: end)
    try project.write(xliff, to: "all.xliff")
    let result = project.run(["import", "all.xliff"])
    #expect(result.code == 0, "\(result.err)")
    #expect(
      result.err.contains(
        "all.xliff: warning: no catalog for <file original=\"Settings.xcstrings\"> (none at "
          + "Settings.xcstrings); its 1 units are skipped"))
    // A real export's other <file>s are not catalogs: said so, not "pass the catalog".
    #expect(
      result.err.contains(
        "all.xliff: warning: <file original=\"App/en.lproj/InfoPlist.strings\"> is a .strings "
          + "file, not a String Catalog, which is all l10n imports; its 1 units are skipped; "
          + "import them with Xcode, or migrate the file to a catalog"))
    #expect(
      result.err.contains("<file original=\"App/Base.lproj/Main.storyboard\"> is a .storyboard"))
    let infoPlist = try StringCatalog(contentsOf: project.root + "/InfoPlist.xcstrings")
    #expect(infoPlist["CFBundleName"]?.localization(for: "de")?.stringUnit?.value == "Schlicht")
    let localizable = try StringCatalog(contentsOf: project.root + "/Localizable.xcstrings")
    #expect(localizable["Plain"]?.localization(for: "de")?.stringUnit?.value == "Schlicht")
  }

  @Test("without --catalog, export and import take the project's catalogs as lint does")
  func projectCatalogs() throws {
    let project = try Project()
    try FileManager.default.createDirectory(
      atPath: project.root + "/Sub", withIntermediateDirectories: true)
    try project.write(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "CFBundleName" : {
            "comment" : "Bundle name"
          }
        },
        "version" : "1.0"
      }
      """, to: "Sub/InfoPlist.xcstrings")
    // No l10n.json: every catalog of the discovered project, as Xcode exports them.
    let export = project.run(["export", "--lang", "de"])
    #expect(export.code == 0, "\(export.err)")
    #expect(export.out == "Wrote de.xliff: 2 catalog(s), 8 units.\n")
    let xliff = try #require(project.read("de.xliff"))
    let originals = xliff.split(separator: "\n").filter { $0.contains("<file ") }.map {
      $0.split(separator: "\"")[1]
    }
    #expect(originals == ["Localizable.xcstrings", "Sub/InfoPlist.xcstrings"])
    try project.write(
      xliff.replacingOccurrences(
        of: "<source>CFBundleName</source>",
        with: "<source>CFBundleName</source>\n<target state=\"translated\">Atelier</target>"),
      to: "de.xliff")
    let imported = project.run(["import", "de.xliff"])
    #expect(imported.code == 0, "\(imported.err)")
    let infoPlist = try StringCatalog(contentsOf: project.root + "/Sub/InfoPlist.xcstrings")
    #expect(infoPlist["CFBundleName"]?.localization(for: "de")?.stringUnit?.value == "Atelier")
    // An l10n.json with targets and no top-level "catalogs": the targets' catalogs.
    try project.write(
      #"{"discover": false, "targets": [{"name": "App", "sources": [], "catalogs": ["Sub/InfoPlist.xcstrings"]}]}"#,
      to: "l10n.json")
    let targets = project.run(["export", "--lang", "de", "--out", "targets"])
    #expect(targets.code == 0, "\(targets.err)")
    #expect(targets.out == "Wrote de.xliff: 1 catalog(s), 1 units.\n")
    // A configured source that does not exist is an error, as in lint.
    try project.write(
      #"{"discover": false, "targets": [{"name": "App", "sources": ["Missing"], "catalogs": []}]}"#,
      to: "l10n.json")
    let missing = project.run(["export", "--lang", "de"])
    #expect(missing.code == 2)
    #expect(missing.err.contains("Missing: error: no such file or directory"), "\(missing.err)")
  }

  @Test("<file>s come in Xcode's order: whole paths without case (dev_options before InfoPlist)")
  func fileOrder() throws {
    let project = try Project()
    let empty = XLIFFDontTranslateTests.catalogText
    try FileManager.default.createDirectory(
      atPath: project.root + "/App/en.lproj", withIntermediateDirectories: true)
    for name in [
      "App/AppShortcuts.xcstrings", "App/dev_options.xcstrings", "App/InfoPlist.xcstrings",
      "App/en.lproj/Zed.xcstrings", "Zebra.xcstrings",
    ] {
      try project.write(empty, to: name)
    }
    let export = project.run(["export", "--lang", "fr"])
    #expect(export.code == 0, "\(export.err)")
    let xliff = try #require(project.read("fr.xliff"))
    let originals = xliff.split(separator: "\n").filter { $0.contains("<file ") }.map {
      $0.split(separator: "\"")[1]
    }
    // Code-point order would put `dev_options` after `InfoPlist`, and `Zebra` before `App`'s
    // `en.lproj` (Kitsune-Translations; Elytra's `en.lproj/InfoPlist.strings` before
    // `InfoPlist.xcstrings`).
    #expect(
      originals == [
        "App/AppShortcuts.xcstrings", "App/dev_options.xcstrings", "App/en.lproj/Zed.xcstrings",
        "App/InfoPlist.xcstrings", "Localizable.xcstrings", "Zebra.xcstrings",
      ])
    // Xcode's unedited export of keys marked Don't Translate imports: nothing rejected.
    let imported = project.run(["import", "fr.xliff", "--dry-run"])
    #expect(imported.code == 0, "\(imported.out)\(imported.err)")
    #expect(!imported.out.contains("unknown id"), "\(imported.out)")
  }

  @Test("a rejected unit exits 1; a malformed file exits 2 and writes nothing")
  func failures() throws {
    let project = try Project()
    _ = project.run(["export", "--lang", "de", "--catalog", "Localizable.xcstrings"])
    let exported = try #require(project.read("de.xliff"))
    try project.write(
      exported.replacingOccurrences(
        of: "<target state=\"translated\">Hallo %@</target>",
        with: "<target state=\"translated\">Hallo %lld</target>"), to: "bad-format.xliff")
    let rejected = project.run(["import", "bad-format.xliff", "--catalog", "Localizable.xcstrings"])
    #expect(rejected.code == 1)
    #expect(
      rejected.err.contains("bad-format.xliff:16:1: error: unit 'Hello %@': format arguments"))
    // The rest was merged (the plural cases Xcode 27 fills); the rejected unit was not.
    let merged = try #require(project.read("Localizable.xcstrings"))
    #expect(merged.contains("\"value\" : \"Hallo %@\""))
    try project.write("<xliff version=\"1.2\">\n<file>\n</xliff>\n", to: "broken.xliff")
    let broken = project.run([
      "import", "de.xliff", "broken.xliff", "--catalog", "Localizable.xcstrings",
    ])
    #expect(broken.code == 2)
    #expect(broken.err.hasPrefix("broken.xliff:3:"))
    #expect(broken.out.isEmpty)
    #expect(project.read("Localizable.xcstrings") == merged)
  }

  @Test("an empty XLIFF, or a --catalog that does not exist, exits 2 and writes nothing")
  func missingInputs() throws {
    let project = try Project()
    _ = project.run(["export", "--lang", "de", "--catalog", "Localizable.xcstrings"])
    try project.write("", to: "empty.xliff")
    let empty = project.run(["import", "empty.xliff", "--catalog", "Localizable.xcstrings"])
    #expect(empty.code == 2)
    #expect(empty.err == "empty.xliff:1:1: error: the file is empty; export the XLIFF again\n")
    // de.xliff's <file original="Localizable.xcstrings"> would find the project's catalog.
    let typo = project.run(["import", "de.xliff", "--catalog", "Localisable.xcstrings"])
    #expect(typo.code == 2)
    #expect(typo.err == "Localisable.xcstrings: error: no such catalog; check the --catalog path\n")
    #expect(typo.out.isEmpty)
    #expect(project.read("Localizable.xcstrings") == XLIFFImportTests.catalogText)
  }

  @Test("several XLIFF files into one catalog: each language imports, the catalog is written once")
  func severalLanguages() throws {
    let project = try Project()
    _ = project.run(["export", "--lang", "de", "fr", "--catalog", "Localizable.xcstrings"])
    let french = try #require(project.read("fr.xliff"))
    try project.write(
      french.replacingOccurrences(
        of: "<source>Plain</source>", with: "<source>Plain</source>\n<target>Simple</target>"),
      to: "fr.xliff")
    let german = try #require(project.read("de.xliff"))
    try project.write(
      german.replacingOccurrences(
        of: "<source>Plain</source>", with: "<source>Plain</source>\n<target>Schlicht</target>"),
      to: "de.xliff")
    let result = project.run([
      "import", "de.xliff", "fr.xliff", "--catalog", "Localizable.xcstrings",
    ])
    #expect(result.code == 0)
    #expect(result.out.hasSuffix("Updated Localizable.xcstrings.\n"))
    #expect(result.out.components(separatedBy: "Updated").count == 2)
    let catalog = try StringCatalog(contentsOf: project.root + "/Localizable.xcstrings")
    #expect(catalog["Plain"]?.localization(for: "de")?.stringUnit?.value == "Schlicht")
    #expect(catalog["Plain"]?.localization(for: "fr")?.stringUnit?.value == "Simple")
    #expect(catalog["Hello %@"]?.localization(for: "de")?.stringUnit?.value == "Hallo %@")
  }

  @Test("--xcloc writes Xcode's bundle layout, and import reads it back")
  func xcloc() throws {
    let project = try Project()
    let result = project.run([
      "export", "--lang", "de", "--xcloc", "--catalog", "Localizable.xcstrings",
    ])
    #expect(result.code == 0, "\(result.err)")
    let contents = try #require(project.read("de.xcloc/contents.json"))
    #expect(contents.hasPrefix("{\n  \"developmentRegion\" : \"en\",\n"))
    #expect(contents.contains("\"targetLocale\" : \"de\""))
    #expect(contents.hasSuffix("\"version\" : \"1.0\"\n}"))
    #expect(project.read("de.xcloc/Localized Contents/de.xliff") != nil)
    let source = try #require(project.read("de.xcloc/Source Contents/Localizable.xcstrings"))
    #expect(!source.contains("\"de\" : {"))
    #expect(source.contains("\"Hello %@\""))
    let imported = project.run(["import", "de.xcloc", "--catalog", "Localizable.xcstrings"])
    #expect(imported.code == 0, "\(imported.err)")
    #expect(imported.out.contains("1 unchanged"))
  }

  @Test("an .xcloc exported beside one workspace names the workspace, as Xcode's does")
  func xclocWorkspace() throws {
    // hilalalhakani/NodeCrypto: Xcode 15.2's bundle has `"workspace" : "NodeCrypto.xcworkspace"`
    // and no `project`.
    let project = try Project()
    try FileManager.default.createDirectory(
      atPath: project.root + "/NodeCrypto.xcworkspace", withIntermediateDirectories: true)
    let result = project.run([
      "export", "--lang", "de", "--xcloc", "--catalog", "Localizable.xcstrings",
    ])
    #expect(result.code == 0, "\(result.err)")
    let contents = try #require(project.read("de.xcloc/contents.json"))
    #expect(contents.contains("  \"targetLocale\" : \"de\",\n"))
    #expect(
      contents.contains(
        "\n  \"version\" : \"1.0\",\n  \"workspace\" : \"NodeCrypto.xcworkspace\"\n}"))
    #expect(!contents.contains("\"project\""))
    // Two workspaces: which one Xcode ran from is not known; the folder's name, as before.
    try FileManager.default.createDirectory(
      atPath: project.root + "/Other.xcworkspace", withIntermediateDirectories: true)
    #expect(
      project.run(["export", "--lang", "de", "--xcloc", "--catalog", "Localizable.xcstrings"])
        .code == 0)
    let two = try #require(project.read("de.xcloc/contents.json"))
    #expect(two.contains("\"project\" : ") && !two.contains("\"workspace\""))
  }

  @Test("an .xcloc of a project in a subfolder names the workspace beside it (CocoaPods)")
  func xclocWorkspaceBesideProject() throws {
    let project = try TemporaryProject()
    try FileManager.default.copyItem(
      atPath: AppFixtures.root + "/IntentsApp", toPath: project.root + "/ios")
    let projectFile = try #require(
      try FileManager.default.contentsOfDirectory(atPath: project.root + "/ios").first {
        $0.hasSuffix(".xcodeproj")
      })
    let workspace = projectFile.replacingOccurrences(of: ".xcodeproj", with: ".xcworkspace")
    try FileManager.default.createDirectory(
      atPath: project.root + "/ios/" + workspace, withIntermediateDirectories: true)
    // A workspace in the root too: the project's own is the one Xcode exports from.
    try FileManager.default.createDirectory(
      atPath: project.root + "/Root.xcworkspace", withIntermediateDirectories: true)
    let export = runTool(["export", "--lang", "de", "--xcloc", "--out", "out"], in: project.root)
    #expect(export.code == 0, "\(export.err)")
    let contents = try String(
      contentsOfFile: project.root + "/out/de.xcloc/contents.json", encoding: .utf8)
    #expect(contents.contains("\"workspace\" : \"\(workspace)\""), "\(contents)")
  }

  @Test("--xliff-version 2.0 writes OASIS 2.0 that imports")
  func version20() throws {
    let project = try Project()
    let result = project.run([
      "export", "--lang", "de", "--xliff-version", "2.0", "--catalog", "Localizable.xcstrings",
    ])
    #expect(result.code == 0)
    let text = try #require(project.read("de.xliff"))
    #expect(text.contains("urn:oasis:names:tc:xliff:document:2.0"))
    let imported = project.run(["import", "de.xliff", "--catalog", "Localizable.xcstrings"])
    #expect(imported.code == 0, "\(imported.err)")
    // The same as importing the 1.2 export.
    let from20 = project.read("Localizable.xcstrings")
    try project.write(XLIFFImportTests.catalogText, to: "Localizable.xcstrings")
    _ = project.run(["export", "--lang", "de", "--catalog", "Localizable.xcstrings"])
    _ = project.run(["import", "de.xliff", "--catalog", "Localizable.xcstrings"])
    #expect(from20 == project.read("Localizable.xcstrings"))
    #expect(from20 != XLIFFImportTests.catalogText)
  }

  @Test("keys with |==| export as plain units; an id two keys give is reported, the rest exported")
  func delimiterKeys() throws {
    let project = try Project()
    try project.write(
      #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "a": {"localizations": {"en": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "one"}},
          "other": {"stringUnit": {"state": "translated", "value": "other"}}}}}}},
        "a|==|plural.one": {}, "b|==|c": {}}}
      """#, to: "Bad.xcstrings")
    let result = project.run(["export", "--lang", "de", "--catalog", "Bad.xcstrings"])
    #expect(result.code == 1)
    #expect(
      result.err
        == "Bad.xcstrings: error: key 'a': its unit id 'a|==|plural.one' is also a unit id of key "
        + "'a|==|plural.one', so that unit is left out for both (the rest of each is exported; "
        + "Xcode's export crashes on it); rename one of the keys\n")
    let xliff = try #require(project.read("de.xliff"))
    let ids = xliff.components(separatedBy: "<trans-unit id=\"").dropFirst().map {
      $0.prefix { $0 != "\"" }
    }
    #expect(ids == ["a|==|plural.other", "b|==|c"])
  }
}
