import Foundation
import Testing

@testable import L10nKit

/// Two folders of code over one catalog: `Sources/A` uses four keys whose German and French
/// translations are in every state (a missing one is a warning here), `Sources/B` uses a key the
/// catalog lacks (an error).
private func makeTwoFolderProject() throws -> TemporaryProject {
  let project = try TemporaryProject()
  try project.write(
    """
    {
      "sourceRoots": ["Sources"],
      "catalogs": ["Localizable.xcstrings"],
      "requiredLanguages": ["de", "fr"],
      "rules": { "missing_translation": "warning" }
    }
    """, to: "l10n.json")
  try project.write(
    """
    let a = locale.t("greeting")
    let b = locale.t("farewell")
    let c = locale.t("title")
    let d = locale.t("subtitle")
    """, to: "Sources/A/A.swift")
  try project.write(#"let e = locale.t("absent")"#, to: "Sources/B/B.swift")
  func unit(_ state: String, _ value: String) -> String {
    #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"#
  }
  try project.write(
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "farewell" : { "localizations" : { "de" : \(unit("translated", "Tschüss")) } },
        "greeting" : {
          "localizations" : {
            "de" : \(unit("translated", "Hallo")),
            "fr" : \(unit("needs_review", "Salut"))
          }
        },
        "subtitle" : { "localizations" : { "de" : \(unit("needs_review", "Untertitel")) } },
        "title" : {
          "localizations" : {
            "de" : \(unit("translated", "Titel")),
            "fr" : \(unit("translated", "Titre"))
          }
        }
      },
      "version" : "1.0"
    }
    """, to: "Localizable.xcstrings")
  return project
}

@Suite("l10n lint with paths, build-lint for build tools")
struct LintPathTests {
  @Test("paths keep only the findings in those files or folders; the project is still linted")
  func pathsFilter() throws {
    let project = try makeTwoFolderProject()
    let all = runTool(["lint"], in: project.root)
    let onlyB = runTool(["lint", "Sources/B"], in: project.root)
    #expect(all.out.contains("Sources/B/B.swift:1:"))
    #expect(all.out.contains("Localizable.xcstrings:"))
    #expect(
      onlyB.out == """
        Sources/B/B.swift:1:18: error: "absent" is not in Localizable.xcstrings; add it to the \
        catalog or run 'l10n extract' [missing_key]

        """)
    #expect(onlyB.code == 1)
    // A catalog given as a file: its findings only, and the keys Sources/A uses stay used.
    let catalog = runTool(["lint", "Localizable.xcstrings"], in: project.root)
    #expect(catalog.code == 0)
    #expect(!catalog.out.isEmpty)
    #expect(
      catalog.out.split(separator: "\n").allSatisfy { $0.hasPrefix("Localizable.xcstrings:") })
    #expect(!catalog.out.contains("unused_key"))
    #expect(catalog.err.hasPrefix("Found 0 errors and "))
    // A folder name is not a prefix match: Sources/A does not cover Sources/AB.
    #expect(runTool(["lint", "Sources/A/A"], in: project.root).out.isEmpty)
  }

  @Test("--write-baseline with paths is a usage error")
  func writeBaselineWithPaths() {
    let result = runTool(["lint", "--write-baseline", "b.json", "Sources"])
    #expect(result.code == 64)
    #expect(
      result.err.hasPrefix(
        "Error: --write-baseline writes every finding; leave out the paths\n"))
  }

  @Test("golden: build-lint prints absolute paths, drops the summary, stamps only when clean")
  func buildLint() throws {
    let project = try makeTwoFolderProject()
    let stamp = project.root + "/.build/plugins/L10nLintStamp.swift"
    try FileManager.default.createDirectory(
      atPath: project.root + "/.build/plugins", withIntermediateDirectories: true)
    // Run from elsewhere, as build systems do.
    let clean = runTool(
      [
        "build-lint", "--project-directory", project.root, "--stamp", stamp,
        project.root + "/Sources/A",
      ], in: "/")
    #expect(clean.code == 0)
    #expect(clean.out.isEmpty)
    #expect(clean.err.isEmpty)
    #expect(
      try String(contentsOfFile: stamp, encoding: .utf8) == BuildLintCommand.stampText)
    try FileManager.default.removeItem(atPath: stamp)

    let catalog = runTool(
      [
        "build-lint", "--project-directory", project.root, "--stamp", stamp,
        "Localizable.xcstrings",
      ],
      in: project.root)
    #expect(catalog.code == 0)
    let lines = catalog.out.split(separator: "\n")
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.hasPrefix(project.root + "/Localizable.xcstrings:") })
    #expect(lines.allSatisfy { $0.contains(": warning: ") })
    #expect(catalog.err.isEmpty)
    #expect(FileManager.default.fileExists(atPath: stamp))
    try FileManager.default.removeItem(atPath: stamp)

    let failing = runTool(
      // Relative paths are relative to where the command runs, not to the project directory.
      ["build-lint", "--project-directory", "..", "--stamp", stamp, "B"],
      in: project.root + "/Sources")
    #expect(failing.code == 1)
    #expect(
      failing.out == """
        \(project.root)/Sources/B/B.swift:1:18: error: "absent" is not in \
        Localizable.xcstrings; add it to the catalog or run 'l10n extract' [missing_key]

        """)
    #expect(!FileManager.default.fileExists(atPath: stamp))
  }

  @Test("build-lint keeps configuration errors, which fail with exit 2")
  func buildLintConfigurationError() throws {
    let project = try makeTwoFolderProject()
    try project.write("{\n  \"catalog\": []\n}", to: "l10n.json")
    let result = runTool(["build-lint", "--project-directory", project.root], in: "/")
    #expect(result.code == 2)
    #expect(result.err.contains("error: unknown field \"catalog\""))
  }

  @Test(
    "the line helpers keep lines that are already absolute and drop only the chatter",
    arguments: [
      (
        "a.swift:1:2: warning: x [r]\n/abs.swift: error: y [r]\n",
        "/p/a.swift:1:2: warning: x [r]\n/abs.swift: error: y [r]\n"
      ),
      ("../up.swift:3:4: warning: z [r]", "/p/../up.swift:3:4: warning: z [r]"),
    ])
  func lineHelpers(input: String, expected: String) {
    #expect(BuildLintCommand.absolute(input, in: "/p") == expected)
    #expect(
      BuildLintCommand.quiet(
        "note: no l10n.json; found 1 target.\nx.swift:1:1: warning: kept\nFound 1 error.\n")
        == "x.swift:1:1: warning: kept\n")
  }
}

@Suite("l10n status --format markdown and l10n lint --format gitlab")
struct CIReportTests {
  @Test("golden: status --format markdown")
  func statusMarkdown() throws {
    let project = try makeTwoFolderProject()
    let result = runTool(["status", "--format", "markdown"], in: project.root)
    #expect(result.code == 0)
    #expect(
      result.out == """
        ### Localization coverage

        `Localizable.xcstrings`: 4 keys, source language en

        | Language | Translated | Needs review | Missing | Coverage |
        |:--|--:|--:|--:|:--|
        | de | 3 (75.0%) | 1 (25.0%) | 0 (0.0%) | `███████▒▒▒` 75.0% |
        | fr | 1 (25.0%) | 1 (25.0%) | 2 (50.0%) | `██▒▒▒░░░░░` 25.0% |

        """)
  }

  @Test(
    "the bar is full only when every key is translated",
    arguments: [
      (10, 0, 0, "██████████"), (9, 1, 0, "█████████▒"), (0, 0, 10, "░░░░░░░░░░"),
      (1, 0, 9, "█░░░░░░░░░"), (0, 9, 1, "▒▒▒▒▒▒▒▒▒░"),
    ])
  func bar(translated: Int, needsReview: Int, missing: Int, expected: String) {
    let row = CoverageReport.Row(
      language: "de", translated: translated, needsReview: needsReview, missing: missing)
    let report = CoverageReport(path: "/x", sourceLanguage: "en", keyCount: 10, rows: [row])
    #expect(report.bar(row) == expected)
  }

  @Test("golden: status with no catalog and with no other language, in Markdown and text")
  func statusMarkdownEmpty() throws {
    let none = CoverageReport.markdown([], workingDirectory: "/")
    #expect(none == "### Localization coverage\n\nNo String Catalogs found.\n")
    let sourceOnly = CoverageReport(
      path: "/p/L.xcstrings", sourceLanguage: "en", keyCount: 1, rows: [])
    #expect(
      CoverageReport.markdown([sourceOnly], workingDirectory: "/p")
        == "### Localization coverage\n\n`L.xcstrings`: 1 key, source language en\n\n"
        + "No languages besides the source language.\n")
    // The text table says it too, rather than print a table with no row.
    #expect(
      sourceOnly.table(path: "L.xcstrings")
        == "L.xcstrings: 1 key, source language en\nNo languages besides the source language.\n")
  }

  @Test("golden: lint --format gitlab is a GitLab code quality report")
  func gitlab() throws {
    let project = try makeTwoFolderProject()
    let result = runTool(["lint", "--format", "gitlab", "Sources/B"], in: project.root)
    #expect(result.code == 1)
    let fingerprint = FindingReporter.fingerprintHash(
      [
        "missing_key", "Sources/B/B.swift", "absent", "",
        "\"absent\" is not in Localizable.xcstrings; add it to the catalog or run 'l10n extract'",
      ].joined(separator: "\u{1F}"), occurrence: 0)
    #expect(
      result.out == """
        [
          {
            "type": "issue",
            "check_name": "missing_key",
            "description": "\\"absent\\" is not in Localizable.xcstrings; add it to the catalog or run 'l10n extract'",
            "categories": [
              "Bug Risk"
            ],
            "severity": "major",
            "fingerprint": "\(fingerprint)",
            "location": {
              "path": "Sources/B/B.swift",
              "lines": {
                "begin": 1
              }
            }
          }
        ]

        """)
  }

  @Test("gitlab fingerprints: 32 hex digits, stable, unique for repeated findings")
  func gitlabFingerprints() throws {
    #expect(
      FindingReporter.fingerprintHash("", occurrence: 0) == "cbf29ce4842223256c62272e07bb0142")
    let first = FindingReporter.fingerprintHash("rule\u{1F}a.swift", occurrence: 0)
    #expect(first.count == 32)
    #expect(first.allSatisfy { $0.isHexDigit })
    #expect(first == FindingReporter.fingerprintHash("rule\u{1F}a.swift", occurrence: 0))
    #expect(first != FindingReporter.fingerprintHash("rule\u{1F}a.swift", occurrence: 1))
    let location = FindingLocation(path: "/p/a.swift", line: 0, column: 0)
    let finding = Finding(
      ruleID: "r", severity: .warning, message: "m", location: location)
    let report = FindingReporter.render(
      [finding, finding], format: .gitlab, workingDirectory: "/p")
    let fingerprints = report.split(separator: "\n").filter { $0.contains("\"fingerprint\"") }
    #expect(fingerprints.count == 2)
    #expect(Set(fingerprints).count == 2)
    #expect(report.contains("\"begin\": 1"))
    #expect(report.contains("\"severity\": \"minor\""))
  }
}

@Suite("one version: l10n --version, the reports and CHANGELOG.md")
struct VersionTests {
  /// The repository's `CHANGELOG.md`, found from this file.
  static let changelogPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("CHANGELOG.md")
    .path

  @Test("the version is MAJOR.MINOR.PATCH and the newest release in CHANGELOG.md")
  func changelog() throws {
    let parts = L10nTool.version.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3)
    #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil })
    let text = try String(contentsOfFile: Self.changelogPath, encoding: .utf8)
    let released = text.split(separator: "\n").filter {
      $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
    }
    let newest = try #require(released.first)
    #expect(newest.hasPrefix("## [\(L10nTool.version)] - "))
    #expect(text.contains("\n[\(L10nTool.version)]: "))
  }

  @Test("--version, the JSON report and the SARIF driver print the same version")
  func reports() {
    let finding = Finding(
      ruleID: "missing_key", severity: .error, message: "m",
      location: FindingLocation(path: "/p/a.swift", line: 1, column: 1))
    #expect(runTool(["--version"]).out == "\(L10nTool.version)\n")
    #expect(runTool(["lint", "--version"]).out == "\(L10nTool.version)\n")
    let quoted = "\"version\": \"\(L10nTool.version)\""
    for format in [LintOutputFormat.json, .sarif] {
      let report = FindingReporter.render([finding], format: format, workingDirectory: "/p")
      #expect(report.contains(quoted), "\(format)")
    }
  }
}

@Suite("golden help of the adoption commands")
struct AdoptionHelpTests {
  @Test("golden: l10n build-lint --help")
  func buildLintHelp() {
    let expected = """
      OVERVIEW: Lint as a build step: compiler-style lines, absolute paths.

      Runs 'l10n lint' from the project directory and prints its findings as
      'path:line:col: warning: message [rule]' with absolute paths, which SwiftPM and
      Xcode show as build warnings and errors. Writes the stamp file when no error was
      found, so a build system reruns it only when an input changed. Exit status: 0
      when clean or only warnings, 1 when an error is found, 2 for configuration, I/O
      or parse errors.

      USAGE: l10n build-lint [--config <file>] [--project-directory <dir>] [--stamp <file>] [<paths> ...]

      ARGUMENTS:
        <paths> ...             Report only findings in these files or folders
                                (default: all).

      OPTIONS:
        --config <file>         The configuration file (default: l10n.json in the
                                working directory or above).
        --project-directory <dir>
                                Find l10n.json and the projects from here (default:
                                the working directory, which the paths and --config
                                stay relative to).
        --stamp <file>          Write this file (a Swift comment) after a lint without
                                errors.
        --version               Show the version.
        -h, --help              Show help information.


      """
    #expect(runTool(["build-lint", "--help"]).out == expected)
  }

  @Test("golden: l10n status --help")
  func statusHelp() {
    let expected = """
      OVERVIEW: Show each language's translation coverage.

      Counts keys that need translation (not stale, not shouldTranslate: false). A key
      is translated when every leaf has a value in state translated (or
      machine_translated); it needs review when a leaf is needs_review; otherwise it
      is missing (no localization, an empty value, or state new; a key whose source
      text is empty may have an empty value).

      USAGE: l10n status [--config <file>] [--format <format>]

      OPTIONS:
        --config <file>         The configuration file (default: l10n.json in the
                                working directory or above).
        --format <format>       Output format: text, json or markdown.
        --version               Show the version.
        -h, --help              Show help information.


      """
    #expect(runTool(["status", "--help"]).out == expected)
  }
}
