import Foundation
import Testing
import ToolSupport

@testable import ThemeKit

/// The command line is a contract: help, errors and exit codes are pinned byte for byte.
@Suite("theme command line")
struct ThemeToolTests {
  @Test("root help")
  func rootHelp() {
    let run = ToolRun(["--help"])
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput == """
        OVERVIEW: Check and export Atelier's design tokens.

        USAGE: theme <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          lint                    Check the design tokens: contrast pairs, colour definitions and scales.
          export                  Export the design tokens as DTCG JSON, CSS custom properties or plain JSON.
          swatches                Draw the palette and every contrast pair in both schemes as SVG or HTML.

          See 'theme help <subcommand>' for detailed help.

        """)
    #expect(ToolRun([]).standardOutput == run.standardOutput)
    #expect(ToolRun(["help"]).standardOutput == run.standardOutput)
  }

  @Test("subcommand help")
  func exportHelp() {
    let run = ToolRun(["export", "--help"])
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput == """
        OVERVIEW: Export the design tokens as DTCG JSON, CSS custom properties or plain JSON.

        dtcg is W3C Design Tokens (format 2025.10) for design tools; css is custom properties
        with a prefers-color-scheme: dark block for the web; swift-json is the resolved values.

        USAGE: theme export --format <format> [--out <file>]

        OPTIONS:
          --format <format>       dtcg, css or swift-json.
          --out <file>            Write to this file (atomically) instead of standard output.
          -h, --help              Show help information.

        """)
    #expect(ToolRun(["help", "export"]).standardOutput == run.standardOutput)
  }

  @Test(
    "usage errors print three lines and exit 64",
    arguments: [
      (["frobnicate"], "Unknown subcommand 'frobnicate'", "theme <subcommand>", "theme"),
      (["--frob"], "Unknown option '--frob'", "theme <subcommand>", "theme"),
      (
        ["lint", "--format", "xml"],
        "The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'json'.",
        "theme lint [--format <format>] [--sources <path>]", "theme lint"
      ),
      (
        ["lint", "--strict"], "Unknown option '--strict'",
        "theme lint [--format <format>] [--sources <path>]", "theme lint"
      ),
      (
        ["export"], "Missing expected argument '--format <format>'",
        "theme export --format <format> [--out <file>]", "theme export"
      ),
      (
        ["export", "--format=yaml"],
        "The value 'yaml' is invalid for '--format <format>'. Please provide one of 'dtcg', 'css', 'swift-json'.",
        "theme export --format <format> [--out <file>]", "theme export"
      ),
      (
        ["export", "--format"], "Missing value for '--format <format>'",
        "theme export --format <format> [--out <file>]", "theme export"
      ),
      (
        ["export", "--format", "css", "extra"], "Unexpected argument 'extra'",
        "theme export --format <format> [--out <file>]", "theme export"
      ),
      (
        ["swatches", "--out", "palette.pdf"],
        "Cannot tell the format of 'palette.pdf'; name it .svg or .html, or pass --format",
        "theme swatches --out <file> [--format <format>]", "theme swatches"
      ),
    ])
  func usageErrors(arguments: [String], message: String, usage: String, command: String) {
    let run = ToolRun(arguments)
    #expect(run.exitCode == 64)
    #expect(run.standardOutput.isEmpty)
    #expect(
      run.standardError == """
        Error: \(message)
        Usage: \(usage)
          See '\(command) --help' for more information.

        """)
  }

  @Test("the scanner accepts --name value, --name=value and a trailing --")
  func scanner() throws {
    let spec = ExportCommand.spec
    let spaced = try ArgumentScanner.scan(["--format", "css", "--out", "a.css", "--"], for: spec)
    let joined = try ArgumentScanner.scan(["--out=a.css", "--format=css"], for: spec)
    #expect(spaced == joined)
    #expect(spaced["format"] == "css")
    #expect(spaced["out"] == "a.css")
    let defaults = try ArgumentScanner.scan([], for: LintCommand.spec)
    #expect(defaults["format"] == "text")
  }

  @Test("--version prints the version")
  func version() {
    let run = ToolRun(["--version"])
    #expect(run.exitCode == 0)
    #expect(run.standardOutput == ThemeTool.version + "\n")
  }

  @Test("lint passes on the repository and summarises")
  func lintText() {
    let run = ToolRun(["lint"])
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput
        == "theme lint: 68 pair checks (34 pairs × 2 appearances), 0 below minimum; 0 errors\n")
  }

  @Test("lint --format json lists every pair with ratio and APCA")
  func lintJSON() throws {
    let run = ToolRun(["lint", "--format", "json"])
    #expect(run.exitCode == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    #expect(object["passed"] as? Bool == true)
    let pairs = try #require(object["pairs"] as? [[String: Any]])
    #expect(pairs.count == 68)
    let first = try #require(pairs.first)
    #expect(first["foreground"] as? String == "onAccent")
    #expect(first["ratio"] as? Double == 6.29)
    #expect(first["foregroundHex"] as? String == "#FFFFFF")
    #expect(first["apcaLc"] is Double)
  }
}
