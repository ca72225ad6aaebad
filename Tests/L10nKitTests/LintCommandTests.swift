import Foundation
import Testing

@testable import L10nKit

/// An XcodeGen spec with one app target built from `App/`, and `setting` (its settings lines).
private func writeAppSpec(_ setting: String, in project: TemporaryProject) throws {
  try project.write(
    "name: App\ntargets:\n  App:\n    type: application\n    sources: [App]\n" + setting,
    to: "project.yml")
}

/// A small project with one finding of several kinds, linted through the CLI.
/// The text output's lines of one rule's findings.
private func findingLines(of rule: String, in output: String) -> [Substring] {
  output.split(separator: "\n").filter { $0.hasSuffix("[\(rule)]") }
}

private func makeProject() throws -> TemporaryProject {
  let project = try TemporaryProject()
  try project.write(
    """
    {
      "sourceRoots": ["Sources"],
      "catalogs": ["Localizable.xcstrings"],
      "requiredLanguages": ["de"],
      "englishOnlyPaths": ["Sources/Gallery/**"]
    }
    """, to: "l10n.json")
  try project.write(
    """
    let a = locale.t("greeting")
    let b = locale.t("missing, key")
    """, to: "Sources/App.swift")
  try project.write(#"let c = Text("Demo")"#, to: "Sources/Gallery/Demo.swift")
  try project.write(
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "greeting" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "Hallo"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """, to: "Localizable.xcstrings")
  return project
}

@Suite("l10n lint through the command line")
struct LintCommandTests {
  @Test("golden: text output, summary on stderr, exit 1 on errors")
  func text() throws {
    let project = try makeProject()
    let result = runTool(["lint"], in: project.root)
    #expect(result.code == 1)
    #expect(
      result.out == """
        Localizable.xcstrings:7:11: warning: "greeting" has a de translation that needs review \
        [needs_review]
        Sources/App.swift:2:18: error: "missing, key" is not in Localizable.xcstrings; add it to \
        the catalog or run 'l10n extract' [missing_key]
        Sources/Gallery/Demo.swift:1:14: error: Text("Demo") localizes its literal, but this path \
        is English-only; use Text(verbatim:) or a String variable [english_only_localized]

        """)
    #expect(result.err == "Found 2 errors and 1 warning in 1 catalog and 2 Swift files.\n")
  }

  @Test("golden: GitHub annotations escape their properties and data")
  func github() throws {
    let project = try makeProject()
    let result = runTool(["lint", "--format", "github"], in: project.root)
    #expect(result.code == 1)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines.first
        == "::warning file=Localizable.xcstrings,line=7,col=11,title=needs_review::\"greeting\" "
        + "has a de translation that needs review")
    #expect(lines[1].hasPrefix("::error file=Sources/App.swift,line=2,col=18,title=missing_key::"))
  }

  @Test("golden: JSON output")
  func json() throws {
    let project = try makeProject()
    let result = runTool(["lint", "--format=json"], in: project.root)
    let expectedStart = """
      {
        "version": 1,
        "tool": {
          "name": "l10n",
          "version": "\(L10nTool.version)"
        },
        "findings": [
          {
            "rule": "needs_review",
            "severity": "warning",
            "message": "\\"greeting\\" has a de translation that needs review",
            "path": "Localizable.xcstrings",
            "line": 7,
            "column": 11,
            "key": "greeting",
            "language": "de"
          },
      """
    #expect(result.out.hasPrefix(expectedStart))
    #expect(
      result.out.hasSuffix(
        """
          "summary": {
            "errors": 2,
            "warnings": 1
          }
        }

        """))
    let parsed = try JSONSerialization.jsonObject(with: Data(result.out.utf8))
    #expect(parsed is [String: Any])
  }

  @Test("SARIF 2.1.0 has the shape code scanning expects")
  func sarif() throws {
    let project = try makeProject()
    let result = runTool(["lint", "--format", "sarif"], in: project.root)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(root["version"] as? String == "2.1.0")
    #expect((root["$schema"] as? String)?.contains("sarif-2.1.0") == true)
    let runs = try #require(root["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let run = try #require(runs.first)
    let tool = try #require(run["tool"] as? [String: Any])
    let driver = try #require(tool["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "l10n")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.descriptions.map(\.id))
    for rule in rules {
      let short = try #require(rule["shortDescription"] as? [String: Any])
      #expect(short["text"] is String)
    }
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 3)
    for item in results {
      let ruleID = try #require(item["ruleId"] as? String)
      let index = try #require(item["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == ruleID)
      #expect(["error", "warning", "note"].contains(item["level"] as? String ?? ""))
      let message = try #require(item["message"] as? [String: Any])
      #expect(message["text"] is String)
      let locations = try #require(item["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let artifact = try #require(physical["artifactLocation"] as? [String: Any])
      let uri = try #require(artifact["uri"] as? String)
      #expect(!uri.hasPrefix("/"))
      let region = try #require(physical["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1)
      #expect((region["startColumn"] as? Int ?? 0) >= 1)
    }
  }

  @Test("warnings alone exit 0, or 1 with --strict; rules can be turned off")
  func exitCodes() throws {
    let project = try makeProject()
    try project.write(
      """
      {
        "sourceRoots": ["Sources"],
        "catalogs": ["Localizable.xcstrings"],
        "requiredLanguages": ["de"],
        "englishOnlyPaths": ["Sources/Gallery/**"],
        "rules": { "missing_key": "warning", "english_only_localized": "off" }
      }
      """, to: "l10n.json")
    let relaxed = runTool(["lint"], in: project.root)
    #expect(relaxed.code == 0)
    #expect(relaxed.out.split(separator: "\n").count == 2)
    #expect(runTool(["lint", "--strict"], in: project.root).code == 1)
  }

  @Test("paths are printed relative to the working directory")
  func relativePaths() throws {
    let project = try makeProject()
    let result = runTool(["lint", "--config", "../l10n.json"], in: project.root + "/Sources")
    #expect(
      result.out.contains("\n../Localizable.xcstrings:7:11: ")
        || result.out.hasPrefix("../Localizable.xcstrings:7:11: "))
    #expect(result.out.contains("\nApp.swift:2:18: "))
  }

  @Test("a malformed catalog is a parse error with its position, exit 2")
  func malformedCatalog() throws {
    let project = try makeProject()
    try project.write(
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n", to: "Localizable.xcstrings")
    let result = runTool(["lint"], in: project.root)
    #expect(result.code == 2)
    #expect(result.out.isEmpty)
    #expect(result.err.contains("Localizable.xcstrings:"))
    #expect(result.err.contains(": error: "))
  }

  @Test("configuration errors exit 2 with file:line:col")
  func configurationErrors() throws {
    let project = try makeProject()
    try project.write("{\n  \"catalog\": []\n}", to: "l10n.json")
    let result = runTool(["lint"], in: project.root)
    #expect(result.code == 2)
    #expect(result.err.hasPrefix("l10n.json:2:3: error: unknown field \"catalog\""))
    let missing = runTool(["lint", "--config", "other.json"], in: project.root)
    #expect(missing.code == 2)
    #expect(missing.err.hasPrefix("other.json: error: cannot read the configuration file"))
  }

  @Test("without l10n.json, lint discovers the project and says what it found")
  func discoversWithoutConfiguration() throws {
    let empty = try TemporaryProject()
    let result = runTool(["lint"], in: empty.root)
    #expect(result.code == 0)
    #expect(
      result.err.hasPrefix(
        "note: no l10n.json; found 0 targets in 0 projects, 0 Swift files and 0 catalogs. "
          + "Run 'l10n init' to pin it."))
  }

  @Test("golden: l10n lint --help")
  func lintHelpGolden() {
    let expected = """
      OVERVIEW: Find localization problems in Swift code and String Catalogs.

      Exit status: 0 when clean or only warnings, 1 when any error is found (any
      finding with --strict), 2 for configuration, I/O or parse errors, 64 for usage
      errors.

      USAGE: l10n lint [--config <file>] [--format <format>] [--strict] [--baseline <file>] [--write-baseline <file>] [<paths> ...]

      ARGUMENTS:
        <paths> ...             Report only findings in these files or folders
                                (default: all).

      OPTIONS:
        --config <file>         The configuration file (default: l10n.json in the
                                working directory or above).
        --format <format>       Output format: text, json, sarif, github or gitlab.
        --strict                Fail on warnings too.
        --baseline <file>       Report only findings not in this baseline (default:
                                the configured one).
        --write-baseline <file>
                                Write every current finding to this baseline file and
                                exit 0.
        --version               Show the version.
        -h, --help              Show help information.


      """
    #expect(runTool(["lint", "--help"]).out == expected)
    #expect(runTool(["help", "lint"]).out == expected)
  }

  @Test("golden: lint usage error")
  func usageError() {
    let result = runTool(["lint", "--format", "xml"])
    #expect(result.code == 64)
    #expect(
      result.err == """
        Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', \
        'json', 'sarif', 'github' or 'gitlab'.
        Usage: l10n lint [--config <file>] [--format <format>] [--strict] [--baseline <file>] \
        [--write-baseline <file>] [<paths> ...]
          See 'l10n lint --help' for more information.

        """)
  }

  @Test("a baseline keeps matching when lines move, and new findings still fail")
  func baseline() throws {
    let project = try makeProject()
    let written = runTool(["lint", "--write-baseline", "baseline.json"], in: project.root)
    #expect(written.code == 0)
    #expect(written.err == "Wrote 3 findings to baseline.json.\n")
    try project.write(
      """
      // A new comment moves every line down.

      let a = locale.t("greeting")
      let b = locale.t("missing, key")
      """, to: "Sources/App.swift")
    let clean = runTool(["lint", "--baseline", "baseline.json"], in: project.root)
    #expect(clean.code == 0)
    #expect(clean.out.isEmpty)
    #expect(clean.err.contains("(3 more in the baseline)"))
    try project.write(
      """
      let a = locale.t("greeting")
      let b = locale.t("missing, key")
      let c = locale.t("another")
      """, to: "Sources/App.swift")
    let fresh = runTool(["lint", "--baseline", "baseline.json"], in: project.root)
    #expect(fresh.code == 1)
    #expect(fresh.out.split(separator: "\n").count == 1)
    #expect(fresh.out.contains("\"another\""))
  }

  @Test("status counts translated, needs review and missing per language")
  func status() throws {
    let project = try makeProject()
    let result = runTool(["status"], in: project.root)
    #expect(result.code == 0)
    #expect(
      result.out == """
        Localizable.xcstrings: 1 key, source language en
        LANGUAGE    TRANSLATED  NEEDS REVIEW       MISSING
        de           0    0.0%     1  100.0%     0    0.0%

        """)
    let json = runTool(["status", "--format", "json"], in: project.root)
    #expect(json.out.contains("\"needsReview\": 1"))
  }

  @Test("the empty key translated to nothing is translated, unless the source gives it a text")
  func emptyKey() throws {
    let project = try TemporaryProject()
    try project.write(#"{ "sourceRoots": [], "catalogs": ["L.xcstrings"] }"#, to: "l10n.json")
    func catalog(source: String) -> String {
      """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "" : { \
      "extractionState" : "manual", "localizations" : { \
      "de" : { "stringUnit" : { "state" : "translated", "value" : "" } }\(source) } } } }
      """
    }
    try project.write(catalog(source: ""), to: "L.xcstrings")
    #expect(runTool(["lint"], in: project.root).code == 0)
    #expect(runTool(["status"], in: project.root).out.contains("de           1  100.0%"))
    try project.write(
      catalog(source: #", "en" : { "stringUnit" : { "state" : "translated", "value" : "–" } }"#),
      to: "L.xcstrings")
    let lint = runTool(["lint"], in: project.root)
    #expect(lint.out.contains("\"\" has an empty de translation [missing_translation]"))
    #expect(runTool(["status"], in: project.root).out.contains("de           0    0.0%"))
  }

  @Test("a plural case that leaves out the count: fine for one number, else the numbers it covers")
  func countLeftOut() throws {
    let project = try TemporaryProject()
    try project.write(
      #"{ "sourceRoots": [], "catalogs": ["L.xcstrings"], "requiredLanguages": ["de", "uk"] }"#,
      to: "l10n.json")
    func plural(_ language: String, _ cases: [(String, String)]) -> String {
      let arms = cases.map { category, value in
        #""\#(category)" : { "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"#
      }
      return
        #""\#(language)" : { "variations" : { "plural" : { \#(arms.joined(separator: ", ")) } } }"#
    }
    let de = plural("de", [("one", "Ein Café"), ("other", "%lld Cafés")])
    let uk = plural(
      "uk",
      [
        ("few", "%lld кавʼярні"), ("many", "%lld кавʼярень"), ("one", "Одна кавʼярня"),
        ("other", "кавʼярні"),
      ])
    try project.write(
      """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "%lld cafés" : { \
      "extractionState" : "manual", "localizations" : { \(de), \(uk) } } } }
      """, to: "L.xcstrings")
    let lines = runTool(["lint"], in: project.root).out.split(separator: "\n")
      .filter { $0.contains("[format_specifier_mismatch]") }.map {
        $0.components(separatedBy: ": error: ").last ?? ""
      }
    #expect(
      lines == [
        #""%lld cafés" uk (plural.one): leaves out argument 1 (%lld) that the source uses; uk "#
          + #"uses "one" for 1, 21, 31, 41, …, so it must show the number [format_specifier_mismatch]"#,
        // Ukrainian `other` is for fractions only: no integer to name.
        #""%lld cafés" uk (plural.other): leaves out argument 1 (%lld) that the source uses "#
          + "[format_specifier_mismatch]",
      ])
  }

  @Test("%ld and %li stand for %lld; %d against Int's %lld, and '% f', say what to fix")
  func specifierWidths() throws {
    let project = try TemporaryProject()
    try project.write(
      #"{ "sourceRoots": [], "catalogs": ["L.xcstrings"], "requiredLanguages": ["de", "fr"] }"#,
      to: "l10n.json")
    func unit(_ language: String, _ value: String) -> String {
      #""\#(language)" : { "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"#
    }
    try project.write(
      """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : { \
      "%lld items" : { "extractionState" : "manual", "localizations" : { \
      \(unit("de", "%ld Einträge")), \(unit("fr", "%li éléments")) } }, \
      "in %dm" : { "extractionState" : "manual", "localizations" : { \
      \(unit("de", "in %lld Min.")), \(unit("fr", "dans %d min")) } }, \
      "%lld%% done" : { "extractionState" : "manual", "localizations" : { \
      \(unit("de", "%lld% fertig")), \(unit("fr", "%lld %% fait")) } } } }
      """, to: "L.xcstrings")
    let lines = runTool(["lint"], in: project.root).out.split(separator: "\n")
      .filter { $0.contains("[format_") || $0.contains("[unescaped_percent]") }.map {
        $0.components(separatedBy: ": error: ").last?.components(separatedBy: ": warning: ").last
          ?? ""
      }
    #expect(
      lines == [
        #""in %dm" de: %lld where the source has %d (argument 1); if the code passes a Swift "#
          + "Int, the source is what is wrong: write %lld there [format_specifier_mismatch]",
        #""%lld%% done" de: '%' at "% fert" is a literal percent, but printf reads "% f" (a "#
          + "space flag) as a specifier that takes an argument; write '%%' for a literal "
          + "percent [unescaped_percent]",
      ])
  }

  @Test("a key whose source text is empty (an empty Info.plist value) may be translated empty")
  func emptySourceText() throws {
    let project = try TemporaryProject()
    try project.write(
      #"{ "sourceRoots": [], "catalogs": ["InfoPlist.xcstrings"] }"#, to: "l10n.json")
    func catalog(source: String) -> String {
      """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "NSHumanReadableCopyright" : { \
      "extractionState" : "extracted_with_value", "localizations" : { \
      "de" : { "stringUnit" : { "state" : "translated", "value" : "" } }, \
      "en" : { "stringUnit" : { "state" : "new", "value" : "\(source)" } } } } } }
      """
    }
    try project.write(catalog(source: ""), to: "InfoPlist.xcstrings")
    #expect(runTool(["lint"], in: project.root).code == 0)
    #expect(runTool(["status"], in: project.root).out.contains("de           1  100.0%"))
    try project.write(catalog(source: "© 2026 Example"), to: "InfoPlist.xcstrings")
    let lint = runTool(["lint"], in: project.root)
    #expect(
      lint.out.contains(
        "\"NSHumanReadableCopyright\" has an empty de translation [missing_translation]"))
    #expect(runTool(["status"], in: project.root).out.contains("de           0    0.0%"))
  }

  @Test(
    "a stale key used only where SWIFT_EMIT_LOC_STRINGS = NO says that extract will not restore it")
  func staleKeyWithoutExtraction() throws {
    let file = "/p/App/View.swift"
    let catalogPath = "/p/App/Localizable.xcstrings"
    let catalog = try StringCatalog(
      bytes: Array(
        #"{ "sourceLanguage" : "en", "strings" : { "Done" : { "extractionState" : "stale" } }, "version" : "1.0" }"#
          .utf8), path: catalogPath)
    func message(emits: Bool, _ source: String) -> String? {
      let scan = KeyExtractor().scan(source: source, path: file)
      let model = ProjectModel(
        root: "/p",
        targets: [
          ProjectModel.Target(
            name: "App", kind: .app, origin: "/p/App.xcodeproj", swiftFiles: [file],
            catalogs: [catalogPath], emitsSwiftStrings: emits)
        ])
      let context = LintContext(
        configuration: L10nConfiguration(rootDirectory: "/p"),
        catalogs: [LoadedCatalog(path: catalogPath, catalog: catalog)], scans: [scan],
        enabledRules: ["stale_key_in_use"], model: model)
      return StaleKeyInUseRule().check(context).first?.message
    }
    let restored =
      #""Done" is marked stale but is used at App/View.swift:1; run 'l10n extract' to restore it"#
    #expect(message(emits: true, #"let v = Button("Done") {}"#) == restored)
    // Without the compiler, Xcode's source scan still finds `Text("…")`, not `Button("…")`.
    #expect(message(emits: false, #"let v = Text("Done")"#) == restored)
    #expect(
      message(emits: false, #"let v = Button("Done") {}"#)
        == #""Done" is marked stale but is used at App/View.swift:1; its target has "#
        + "SWIFT_EMIT_LOC_STRINGS = NO, so neither Xcode nor 'l10n extract' restores it: set "
        + "SWIFT_EMIT_LOC_STRINGS = YES, or mark the key manual")
  }

  @Test(
    "where SWIFT_EMIT_LOC_STRINGS = NO, extract and lint take Text and NSLocalizedString, untyped"
  )
  func extractWithoutCompiler() throws {
    let project = try TemporaryProject()
    let spec = { (setting: String) in try writeAppSpec(setting, in: project) }
    try spec("")
    try project.write(
      """
      import SwiftUI
      let count = 3
      let t = Text("Hello")
      let u = Text("\\(count) items")
      let b = Button("Save") {}
      let n = NSLocalizedString("Legacy", comment: "Old API")
      let s = String(localized: "Compiled")
      let flag = true
      let v = Text(flag ? "On" : "Off")
      """, to: "App/App.swift")
    try project.write(
      #"{ "sourceLanguage" : "en", "strings" : { "Old" : { }, "Save" : { } }, "version" : "1.0" }"#,
      to: "App/Localizable.xcstrings")
    // As Xcode's source scan: Text literals (every interpolation %@) and NSLocalizedString;
    // Button, String(localized:) and a ternary's branches only with the compiler, so "Save"
    // is no longer used (and, with nothing translated, removed).
    let scanned = runTool(["extract", "--dry-run"], in: project.root)
    #expect(scanned.code == 0)
    let lines = scanned.out.split(separator: "\n").map {
      String($0.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
    }
    #expect(
      lines.sorted() == [
        "App/Localizable.xcstrings: added \"%@ items\"",
        "App/Localizable.xcstrings: added \"Hello\"",
        "App/Localizable.xcstrings: added \"Legacy\"",
        "App/Localizable.xcstrings: removed \"Old\"",
        "App/Localizable.xcstrings: removed \"Save\"",
      ], "\(scanned.out)")
    #expect(
      scanned.err.contains(
        "note: the targets that build App/Localizable.xcstrings ('App') have"
          + " SWIFT_EMIT_LOC_STRINGS = NO: as Xcode, only Text(\"…\") literals and"
          + " NSLocalizedString-style calls are extracted into it, with %@ for every"
          + " interpolation; add SWIFT_EMIT_LOC_STRINGS: YES to the target's settings in"
          + " project.yml to extract every key with its types"), "\(scanned.err)")
    // lint reports the untyped key missing, and says why the others are not.
    let lint = runTool(["lint"], in: project.root)
    #expect(lint.out.contains("\"%@ items\" is not in App/Localizable.xcstrings"), "\(lint.out)")
    #expect(!lint.out.contains("\"Compiled\" is not in"), "\(lint.out)")
    #expect(
      lint.err.contains(
        "note: the targets that build App/Localizable.xcstrings ('App') have"
          + " SWIFT_EMIT_LOC_STRINGS = NO: Xcode extracts only their Text(\"…\") literals and"
          + " NSLocalizedString-style calls into it, untyped, so only those are reported"
          + " missing; add SWIFT_EMIT_LOC_STRINGS: YES to the target's settings in project.yml"
          + " to extract every key"),
      "\(lint.err)")
    // With LOCALIZED_STRING_SWIFTUI_SUPPORT = NO, the source scan reads NSLocalizedString only:
    // the Text keys are uses, neither reported missing nor added.
    try spec("    settings:\n      base:\n        LOCALIZED_STRING_SWIFTUI_SUPPORT: NO\n")
    let withoutText = runTool(["extract", "--dry-run"], in: project.root)
    #expect(
      withoutText.out.split(separator: "\n").map {
        String($0.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
      }.sorted() == [
        "App/Localizable.xcstrings: added \"Legacy\"",
        "App/Localizable.xcstrings: removed \"Old\"",
        "App/Localizable.xcstrings: removed \"Save\"",
      ], "\(withoutText.out)")
    #expect(
      withoutText.err.contains(
        "only NSLocalizedString-style calls (LOCALIZED_STRING_SWIFTUI_SUPPORT = NO) are extracted"),
      "\(withoutText.err)")
    #expect(!runTool(["lint"], in: project.root).out.contains("\"%@ items\" is not in"))
    #expect(
      runTool(["project"], in: project.root).out.contains(
        "SWIFT_EMIT_LOC_STRINGS = NO, LOCALIZED_STRING_SWIFTUI_SUPPORT = NO"))
    // With the setting, every key, typed.
    try spec("    settings:\n      base:\n        SWIFT_EMIT_LOC_STRINGS: YES\n")
    let extracted = runTool(["extract", "--dry-run"], in: project.root)
    #expect(extracted.out.contains("added \"%lld items\""), "\(extracted.out)")
    #expect(extracted.out.contains("added \"Compiled\""), "\(extracted.out)")
    #expect(extracted.out.contains("added \"On\""), "\(extracted.out)")
    #expect(!extracted.out.contains("stale \"Save\""), "\(extracted.out)")
    #expect(!extracted.err.contains("SWIFT_EMIT_LOC_STRINGS = NO"))
    #expect(!runTool(["lint"], in: project.root).err.contains("SWIFT_EMIT_LOC_STRINGS = NO"))
  }

  @Test("where SWIFT_EMIT_LOC_STRINGS = NO, a typed use keeps the translated key of its shape")
  func sourceScanKeepsTypedKey() throws {
    let project = try TemporaryProject()
    try writeAppSpec("", in: project)
    try project.write(
      "import SwiftUI\nlet count = 3\nlet t = Text(\"Score: \\(count)\")\n", to: "App/App.swift")
    // The app looks up `Score: %lld` (the compiler's key), which holds the translation; the
    // source scan's `Score: %@` stands for it, as an untyped use does.
    let catalog =
      #"{ "sourceLanguage" : "en", "strings" : { "Score: %lld" : { "localizations" : { "de" : "#
      + #"{ "stringUnit" : { "state" : "translated", "value" : "Punkte: %lld" } } } } }, "#
      + #""version" : "1.0" }"#
    try project.write(catalog, to: "App/Localizable.xcstrings")
    let extract = runTool(["extract", "--dry-run"], in: project.root)
    #expect(extract.code == 0 && extract.out.isEmpty, "\(extract.out)")
    #expect(!runTool(["lint"], in: project.root).out.contains("Score"))
  }

  @Test("a %@ key the source scan wrote is reported once the compiler types it, not before")
  func keySpecifierTypesAfterTheSettingFlips() throws {
    let project = try TemporaryProject()
    let spec = { (setting: String) in try writeAppSpec(setting, in: project) }
    try project.write(
      "import SwiftUI\nlet count = 3\nlet u = Text(\"\\(count) items\")\n", to: "App/App.swift")
    try project.write(
      #"{ "sourceLanguage" : "en", "strings" : { "%@ items" : { } }, "version" : "1.0" }"#,
      to: "App/Localizable.xcstrings")
    // Without the compiler, Xcode writes `%@ items` itself: nothing to report.
    try spec("")
    #expect(!runTool(["lint"], in: project.root).out.contains("key_specifier_types"))
    // With it, the app looks up `%lld items`.
    try spec("    settings:\n      base:\n        SWIFT_EMIT_LOC_STRINGS: YES\n")
    let lint = runTool(["lint"], in: project.root)
    #expect(
      lint.out.contains(
        #"App/Localizable.xcstrings:1:42: warning: "%@ items" is looked up as "%lld items" by "#
          + "the code at App/App.swift:3, whose interpolation has that type: Xcode extracts "
          + #""%lld items" and marks this key stale, and its translations are never shown; "#
          + "rename the key and its translations' specifiers to the code's [key_specifier_types]"),
      "\(lint.out)")
  }

  @Test("init pins the catalogs' source language, not a development region they do not share")
  func initSourceLanguage() throws {
    let project = try TemporaryProject()
    try project.write(
      "name: App\noptions:\n  developmentLanguage: en\ntargets:\n  App:\n"
        + "    type: application\n    sources: [App]\n", to: "project.yml")
    try project.write("import SwiftUI\nlet t = Text(\"Olá\")\n", to: "App/App.swift")
    let catalog = """
      { "sourceLanguage" : "pt-BR", "strings" : { "Olá" : { "localizations" : { "en" : { \
      "stringUnit" : { "state" : "translated", "value" : "Hello" } } } } }, "version" : "1.0" }
      """
    try project.write(catalog, to: "App/Localizable.xcstrings")
    let initialized = runTool(["init"], in: project.root)
    #expect(
      initialized.err.contains(
        "note: the project's development region is en, but the source language of its catalogs"
          + " is pt-BR; l10n takes each catalog's own"), "\(initialized.err)")
    let written = try String(contentsOfFile: project.root + "/l10n.json", encoding: .utf8)
    #expect(written.contains(#""sourceLanguage": "pt-BR""#), "\(written)")
    #expect(runTool(["lint"], in: project.root).out == "")
    // Catalogs that disagree pin none: each keeps its own.
    try project.write(
      catalog.replacingOccurrences(of: "pt-BR", with: "de"), to: "App/Other.xcstrings")
    let printed = runTool(["init", "--print"], in: project.root)
    #expect(!printed.out.contains("sourceLanguage"), "\(printed.out)")
  }

  @Test(
    "package_key_in_main_bundle: the advice fits the API; bundle: .main and catalog-less packages are fine"
  )
  func packageBundles() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Kit", defaultLocalization: "en",
        targets: [.target(name: "Feature"), .target(name: "Plain")])
      """, to: "Package.swift")
    try project.write(
      """
      import SwiftUI
      let a = Button("Tap") {}
      let b = LocalizedStringResource("Resource")
      let c = String(localized: "App wide", bundle: .main)
      """, to: "Sources/Feature/View.swift")
    try project.write(
      #"{ "sourceLanguage" : "en", "strings" : { "Tap" : { }, "Resource" : { } }, "version" : "1.0" }"#,
      to: "Sources/Feature/Localizable.xcstrings")
    try project.write("import SwiftUI\nlet t = Text(\"No catalog\")\n", to: "Sources/Plain/P.swift")
    let lint = runTool(["lint"], in: project.root)
    let findings = findingLines(of: "package_key_in_main_bundle", in: lint.out)
    let button: String =
      "Sources/Feature/View.swift:2:16: warning: Button looks \"Tap\" up in the app's main"
      + " bundle, but Xcode extracts it into Sources/Feature/Localizable.xcstrings, the"
      + " package's own catalog; give it Text(\"…\", bundle: .module) or"
      + " String(localized: \"…\", bundle: .module) [package_key_in_main_bundle]"
    let resource: String =
      "Sources/Feature/View.swift:3:33: warning: LocalizedStringResource looks \"Resource\" up"
      + " in the app's main bundle, but Xcode extracts it into"
      + " Sources/Feature/Localizable.xcstrings, the package's own catalog; pass"
      + " bundle: .atURL(Bundle.module.bundleURL) (or #bundle) [package_key_in_main_bundle]"
    #expect(findings == [Substring(button), Substring(resource)], "\(lint.out)")
  }

  @Test(
    "package_key_in_main_bundle: a key given to another package's view that shows it from the main bundle"
  )
  func packageKeyShownByDesignSystem() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Kit", defaultLocalization: "en",
        targets: [
          .target(name: "DesignSystem"), .target(name: "Cards", dependencies: ["DesignSystem"]),
        ])
      """, to: "Package.swift")
    // kamaal111/TCG: the design system's field shows its label with `Text(label)`; the badge
    // passes its bundle; the row's title is a String, shown as it is.
    try project.write(
      """
      import SwiftUI
      public struct FormField: View {
        let label: LocalizedStringKey
        public var body: some View { VStack { Text(self.label) } }
      }
      public struct Badge: View {
        let title: LocalizedStringKey
        let bundle: Bundle
        public var body: some View { Text(title, bundle: bundle) }
      }
      // An initializer and a function that show their key parameter from the main bundle.
      public struct Row: View {
        let title: Text
        public init(_ title: LocalizedStringKey) { self.title = Text(title) }
        public var body: some View { title }
      }
      public func caption(_ text: LocalizedStringKey) -> some View { Text(text).font(.caption) }
      public struct Hint: View {
        let message: LocalizedStringKey
        public init(_ message: LocalizedStringKey) { self.message = message }
        public var body: some View { Text(message) }
      }
      """, to: "Sources/DesignSystem/Fields.swift")
    try project.write(
      """
      import SwiftUI
      import DesignSystem
      let name = FormField(label: "Name")
      let badge = Badge(title: "New", bundle: .module)
      let row = Row("Sync now")
      let note = caption("Saved")
      let hint = Hint("Tap to start")
      """, to: "Sources/Cards/CardForm.swift")
    try project.write(
      #"{ "sourceLanguage" : "en", "strings" : { "Name" : { }, "New" : { }, "#
        + #""Saved" : { }, "Sync now" : { }, "Tap to start" : { } }, "version" : "1.0" }"#,
      to: "Sources/Cards/Localizable.xcstrings")
    let lint = runTool(["lint"], in: project.root)
    let findings = findingLines(of: "package_key_in_main_bundle", in: lint.out)
    let expected: Substring =
      "Sources/Cards/CardForm.swift:3:29: warning: FormField shows \"Name\" with Text(label) at"
      + " Sources/DesignSystem/Fields.swift:4, which looks it up in the app's main bundle, but"
      + " Xcode extracts it here into Sources/Cards/Localizable.xcstrings, the package's own"
      + " catalog; give FormField the bundle to look it up in (`bundle: .module` here), or a Text"
      + " or LocalizedStringResource made with it [package_key_in_main_bundle]"
    #expect(findings.count == 4 && findings.first == expected, "\(lint.out)")
    let others = findings.dropFirst().map { String($0.prefix(while: { $0 != "," })) }
    let row: String =
      "Sources/Cards/CardForm.swift:5:15: warning: Row shows \"Sync now\" with Text(title) at"
      + " Sources/DesignSystem/Fields.swift:14"
    let caption: String =
      "Sources/Cards/CardForm.swift:6:20: warning: caption shows \"Saved\" with Text(text) at"
      + " Sources/DesignSystem/Fields.swift:17"
    let hint: String =
      "Sources/Cards/CardForm.swift:7:17: warning: Hint shows \"Tap to start\" with"
      + " Text(message) at Sources/DesignSystem/Fields.swift:21"
    #expect(others == [row, caption, hint], "\(lint.out)")
  }

  @Test("literal_shown_verbatim: where the view shows it, and whether a catalog has the key")
  func literalShownVerbatim() throws {
    let project = try TemporaryProject()
    try project.write(
      #"{ "sourceRoots": ["Sources"], "catalogs": ["Sources/Localizable.xcstrings"] }"#,
      to: "l10n.json")
    try project.write(
      """
      import SwiftUI
      struct PermissionRow: View {
        let title: String
        var note: String? = nil
        var body: some View {
          VStack { Text(title); Button(title) {} }
        }
      }
      let camera = PermissionRow(title: "Enable Camera Access")
      let photos = PermissionRow(title: "Allow Photos", note: "Never shown")
      """, to: "Sources/Rows.swift")
    try project.write(
      #"{ "sourceLanguage" : "en", "strings" : { "Allow Photos" : { } }, "version" : "1.0" }"#,
      to: "Sources/Localizable.xcstrings")
    let lint = runTool(["lint"], in: project.root)
    let findings = findingLines(of: "literal_shown_verbatim", in: lint.out)
    let shown =
      "PermissionRow shows \"%@\" as it is, with Text(title) at Sources/Rows.swift:6: title is"
      + " a String, which SwiftUI never localizes, and Xcode extracts no key for it%@; declare"
      + " title as LocalizedStringKey (or LocalizedStringResource) [literal_shown_verbatim]"
    let camera =
      "Sources/Rows.swift:9:35: warning: " + String(format: shown, "Enable Camera Access", "")
    let photos =
      "Sources/Rows.swift:10:35: warning: "
      + String(
        format: shown, "Allow Photos",
        "; Sources/Localizable.xcstrings has the key, but this call never shows its translations")
    // `note` is never shown: no finding for "Never shown".
    #expect(findings == [Substring(camera), Substring(photos)], "\(lint.out)")
    // Two files' private types of one name: each file's call means its own.
    try project.write(
      """
      import SwiftUI
      private struct Chip: View { let name: String; var body: some View { Text(name) } }
      let a = Chip(name: "Home")
      private func caption(_ text: String) -> some View { Text(text) }
      let c = caption("Shown as it is")
      """, to: "Sources/A.swift")
    try project.write(
      """
      import SwiftUI
      private struct Chip: View {
        let name: String
        var body: some View { Text(LocalizedStringKey(name)) }
      }
      let b = Chip(name: "Work")
      private func caption(_ text: String) -> some View { Text(LocalizedStringKey(text)) }
      let d = caption("Localized")
      """, to: "Sources/B.swift")
    let own = runTool(["lint"], in: project.root).out.split(separator: "\n").filter {
      $0.contains("Chip shows") || $0.contains("caption shows")
    }
    #expect(
      own.count == 2 && own[0].hasPrefix("Sources/A.swift:3:")
        && own[1].hasPrefix("Sources/A.swift:5:"), "\(own)")
  }

  @Test("a literal passed to the project's own wrapper keeps its key alive in every table")
  func wrapperKeysInEveryTable() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "P", defaultLocalization: "en",
        targets: [.target(name: "App", resources: [.process("Resources")])])
      """, to: "Package.swift")
    // The wrapper looks its key up in a table its caller chooses, or in a fixed one: Xcode
    // extracts neither literal, and a key they spell is used at run time.
    try project.write(
      """
      import Foundation
      enum Table: String { case main = "Localizable", settings = "Settings" }
      enum L10n {
        static func string(_ key: String, table: Table = .main) -> String {
          NSLocalizedString(key, tableName: table.rawValue, bundle: .module, comment: "")
        }
        static func setting(_ key: String) -> String {
          NSLocalizedString(key, tableName: "Settings", bundle: .module, comment: "")
        }
      }
      let title = L10n.string("settings.title", table: .settings)
      let prompt = L10n.setting("settings.prompt")
      """, to: "Sources/App/L10n.swift")
    try project.write(
      #"{ "sourceLanguage" : "en", "strings" : { "settings.title" : { }, "#
        + #""settings.prompt" : { }, "settings.old" : { } }, "version" : "1.0" }"#,
      to: "Sources/App/Resources/Settings.xcstrings")
    // Used, but only where Xcode extracts no key: its next build would mark the fixed
    // table's key stale, so lint says to mark it manual.
    let lint = runTool(["lint"], in: project.root)
    #expect(
      lint.out.split(separator: "\n").filter { $0.contains("unused_key") }.map {
        $0.contains("\"settings.old\" is not used in code")
          || $0.contains("\"settings.prompt\" is used only by setting(\"settings.prompt\")")
      } == [true, true], "\(lint.out)")
    let extract = runTool(["extract", "--dry-run"], in: project.root)
    #expect(
      extract.out
        == #"Sources/App/Resources/Settings.xcstrings: removed "settings.old" (no longer used in "#
        + "code, nothing translated)\n", "\(extract.out)")
  }

  @Test("a discovered catalog that no target builds is named in a note: nothing checks its keys")
  func catalogOfNoTarget() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "P", targets: [.executableTarget(name: "App", path: "Sources/App")])
      """, to: "Package.swift")
    try project.write("let s = String(localized: \"Hello\")\n", to: "Sources/App/main.swift")
    try project.write(
      #"{ "sourceLanguage" : "en", "strings" : { "Unused" : { } }, "version" : "1.0" }"#,
      to: "Resources/Localizable.xcstrings")
    let lint = runTool(["lint"], in: project.root)
    #expect(lint.code == 0)
    #expect(
      lint.err.contains(
        "note: no target builds Resources/Localizable.xcstrings, so its keys are not checked"
          + " against the code; add it to a target's resources, or list it in a target of"
          + #" l10n.json ("targets": [{ "name", "sources", "catalogs" }])"#), "\(lint.err)")
    // `extract` says it too, where it would otherwise change nothing and print nothing.
    let extracted = runTool(["extract"], in: project.root)
    #expect(extracted.code == 0 && extracted.out.isEmpty)
    #expect(
      extracted.err.contains("note: no target builds Resources/Localizable.xcstrings"),
      "\(extracted.err)")
    // `l10n init` says it too: the catalog is in no target it writes.
    let initialized = runTool(["init"], in: project.root)
    #expect(initialized.err.contains("note: no target builds Resources/Localizable.xcstrings"))
  }

  @Test("XcodeGen and Tuist specs with no generated project beside them are read")
  func projectSpecs() throws {
    let project = try TemporaryProject()
    try project.write(
      "name: App\ntargets:\n  App:\n    type: application\n    sources: [App]\n"
        + "    settings: {SWIFT_EMIT_LOC_STRINGS: YES}\n", to: "project.yml")
    try project.write(
      "import ProjectDescription\nlet project = Project(name: \"M\")\n", to: "Mod/Project.swift")
    try project.write("struct Project { var name: String }\n", to: "App/Project.swift")
    try project.write("import SwiftUI\nlet t = Text(\"Hello\")\n", to: "App/App.swift")
    try project.write(
      #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#,
      to: "App/Localizable.xcstrings")
    let lint = runTool(["lint"], in: project.root)
    #expect(!lint.err.contains("not read"), "\(lint.err)")
    #expect(
      lint.err.contains("found 1 target in 2 projects (project.yml, Mod/Project.swift)"),
      "\(lint.err)")
    #expect(lint.out.contains("\"Hello\" is not in App/Localizable.xcstrings"), "\(lint.out)")
    // An app's own `Project.swift` is not Tuist's; a generated project beside a spec is read.
    #expect(!lint.err.contains("App/Project.swift"))
    var inventory = ProjectDiscovery.Inventory()
    inventory.projects = ["/r/App.xcodeproj"]
    inventory.projectSpecs = ["/r/project.yml"]
    #expect(ProjectDiscovery.ungeneratedSpecs(inventory).isEmpty)
    // Targets listed in l10n.json stand for the specs' targets: they are not read then.
    try project.write(
      #"{ "targets": [{ "name": "Listed", "sources": ["App"], "catalogs": [] }] }"#,
      to: "l10n.json")
    let configured = runTool(["project"], in: project.root)
    #expect(!configured.out.contains("Project.swift"), "\(configured.out)")
  }

  @Test("a key with no words missing a translation says it may be marked Don't Translate")
  func keyWithoutWords() throws {
    let project = try TemporaryProject()
    let plural = """
      "en" : { "variations" : { "plural" : { \
      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } }, \
      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } }
      """
    let strings = [
      #""" : {}"#, #"" " : {}"#, #""%lld" : {}"#, #""(%1$@) – %2$lld%%" : {}"#, #""OK" : {}"#,
      #""%#@items@" : { "localizations" : { \#(plural) } }"#,
      #""%@ · %@" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ / %2$@" } } } }"#,
    ]
    try project.write(
      #"{ "sourceLanguage" : "en", "version" : "1.0", "strings" : { "#
        + strings.joined(separator: ", ") + " } }",
      to: "L.xcstrings")
    try project.write(
      #"{ "sourceRoots": [], "catalogs": ["L.xcstrings"], "requiredLanguages": ["de"] }"#,
      to: "l10n.json")
    let lint = runTool(["lint"], in: project.root)
    let hint =
      " has no de translation; it has no words to translate: if it reads the same in every"
      + #" language, mark it Don't Translate in Xcode ("shouldTranslate" : false) [missing_translation]"#
    for key in ["", " ", "%lld", "(%1$@) – %2$lld%%", "%@ · %@"] {
      #expect(lint.out.contains("\"\(key)\"" + hint), "\(key)")
    }
    // Words in the key, or in the source language's texts of a key that has none.
    #expect(lint.out.contains("\"OK\" has no de translation [missing_translation]"))
    #expect(lint.out.contains("\"%#@items@\" has no de translation [missing_translation]"))
    #expect(lint.code == 1)
  }

  @Test("format --check exits 1 for a file Xcode would write differently, 0 once formatted")
  func format() throws {
    let project = try makeProject()
    try project.write(
      #"{"sourceLanguage": "en", "strings": {"b": {}, "a": {}}, "version": "1.0"}"#,
      to: "Localizable.xcstrings")
    #expect(runTool(["format", "--check", "Localizable.xcstrings"], in: project.root).code == 1)
    let formatted = runTool(["format", "Localizable.xcstrings"], in: project.root)
    #expect(formatted.code == 0)
    #expect(formatted.out == "Localizable.xcstrings: formatted\n")
    #expect(runTool(["format", "--check", "Localizable.xcstrings"], in: project.root).code == 0)
  }

  @Test("format with no files formats the project's catalogs; with none found, exit 2 says so")
  func formatProjectCatalogs() throws {
    let project = try makeProject()
    let unformatted = #"{"sourceLanguage": "en", "strings": {"b": {}}, "version": "1.0"}"#
    try project.write(unformatted, to: "Localizable.xcstrings")
    // l10n.json lists the catalog; a catalog it does not list is left alone.
    try project.write(unformatted, to: "Other.xcstrings")
    let check = runTool(["format", "--check"], in: project.root)
    #expect(check.code == 1)
    #expect(check.out == "Localizable.xcstrings: would be reformatted\n")
    let formatted = runTool(["format"], in: project.root)
    #expect(formatted.code == 0)
    #expect(formatted.out == "Localizable.xcstrings: formatted\n")
    #expect(runTool(["format", "--check"], in: project.root).code == 0)
    #expect(
      try String(contentsOfFile: project.root + "/Other.xcstrings", encoding: .utf8)
        == unformatted)

    // Without l10n.json: the catalogs of the packages and projects found (here a package's).
    let package = try TemporaryProject()
    try package.write(
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Kit", defaultLocalization: "en", targets: [.target(name: "Kit")])
      """, to: "Package.swift")
    try package.write(#"let a = String(localized: "b")"#, to: "Sources/Kit/Kit.swift")
    try package.write(unformatted, to: "Sources/Kit/Resources/Localizable.xcstrings")
    let packageCheck = runTool(["format", "--check"], in: package.root)
    #expect(packageCheck.code == 1)
    #expect(
      packageCheck.out == "Sources/Kit/Resources/Localizable.xcstrings: would be reformatted\n")

    let empty = try TemporaryProject()
    try empty.write("let a = 1", to: "Sources/A.swift")
    let none = runTool(["format", "--check"], in: empty.root)
    #expect(none.code == 2)
    #expect(none.err.contains("no String Catalogs found"))
  }

  @Test("extract --dry-run lists changes and writes nothing")
  func extract() throws {
    let project = try makeProject()
    let before = try String(
      contentsOfFile: project.root + "/Localizable.xcstrings", encoding: .utf8)
    let result = runTool(["extract", "--dry-run"], in: project.root)
    #expect(result.code == 0)
    #expect(result.out.contains("Localizable.xcstrings: added \"missing, key\""))
    #expect(!result.out.contains("Demo"))
    let after = try String(contentsOfFile: project.root + "/Localizable.xcstrings", encoding: .utf8)
    #expect(before == after)
  }

  @Test(
    "an unused key in a catalog that code also looks keys up in from values names one such call")
  func unusedKeyWithLookupsFromValues() throws {
    let project = try TemporaryProject()
    try project.write(
      #"{ "sourceRoots": ["Sources"], "catalogs": ["Localizable.xcstrings"] }"#, to: "l10n.json")
    try project.write(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "style.formal" : {

          },
          "Title" : {

          }
        },
        "version" : "1.0"
      }
      """, to: "Localizable.xcstrings")
    try project.write(#"let title = String(localized: "Title")"#, to: "Sources/A.swift")
    let plain = runTool(["lint"], in: project.root)
    #expect(
      plain.out.contains(
        #""style.formal" is not used in code; remove it from the catalog, or mark it manual if "#
          + "something other than Swift or Objective-C code uses it [unused_key]"),
      "\(plain.out)")
    // `Text(string)` shows a String: no lookup.
    try project.write(
      """
      func preview(_ key: String) -> String {
        let shown = Text(key)
        return String(localized: String.LocalizationValue(key))
      }
      """, to: "Sources/B.swift")
    let hinted = runTool(["lint"], in: project.root)
    #expect(
      hinted.out.contains(
        #""style.formal" is not used in code; remove it from the catalog, or mark it manual if "#
          + "code looks it up from a value (as at Sources/B.swift:3) or something other than "
          + "Swift or Objective-C code uses it [unused_key]"), "\(hinted.out)")
  }
}
