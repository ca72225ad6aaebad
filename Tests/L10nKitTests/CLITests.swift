import Testing

@testable import L10nKit

/// Runs `l10n` in process and returns exit code, stdout and stderr.
func runTool(_ arguments: [String], in directory: String = "/tmp") -> (
  code: Int32, out: String, err: String
) {
  let capture = CapturedOutput()
  let code = L10nTool.run(arguments, in: capture.context(workingDirectory: directory))
  return (code, capture.standardOutput, capture.standardError)
}

@Suite("l10n entry point")
struct EntryPointTests {
  @Test("--version prints the version")
  func version() {
    let result = runTool(["--version"])
    #expect(result.code == 0)
    #expect(result.out == L10nTool.version + "\n")
  }

  @Test("root help lists every registered subcommand")
  func rootHelp() {
    let result = runTool(["--help"])
    #expect(result.code == 0)
    #expect(result.out.hasPrefix("OVERVIEW: "))
    #expect(result.out.contains("\nUSAGE: l10n <subcommand>\n"))
    for command in CommandRegistry.subcommands {
      #expect(result.out.contains("\n  \(command.description.name) "))
    }
    #expect(result.out.hasSuffix("  See 'l10n help <subcommand>' for detailed help.\n"))
    #expect(runTool([]).out == result.out)
    #expect(runTool(["help"]).out == result.out)
  }

  @Test("`help X` and `X --help` print the same help")
  func subcommandHelp() {
    for command in CommandRegistry.subcommands {
      let name = command.description.name
      let viaHelp = runTool(["help", name])
      let viaFlag = runTool([name, "--help"])
      #expect(viaHelp.code == 0)
      #expect(viaHelp.out == viaFlag.out)
      #expect(viaHelp.out.contains("USAGE: l10n \(name)"))
      #expect(viaHelp.out.contains("OPTIONS:\n"))
    }
  }

  @Test("golden: l10n rules --help")
  func rulesHelpGolden() {
    let expected = """
      OVERVIEW: List every lint rule with its default severity and summary.

      USAGE: l10n rules [--format <format>]

      OPTIONS:
        --format <format>       Output format: text, json or markdown.
        --version               Show the version.
        -h, --help              Show help information.


      """
    #expect(runTool(["rules", "--help"]).out == expected)
  }

  @Test("golden: l10n init --help and l10n project --help")
  func projectCommandsHelpGolden() {
    let initHelp = """
      OVERVIEW: Write an l10n.json with the project l10n discovers here.

      Reads the Xcode projects and Swift packages under the working directory (as
      'l10n lint' does without a configuration) and writes l10n.json listing them
      under "projects", with the catalogs' source language (when they agree; else
      none, and each catalog's is used) and the project's known regions as
      "sourceLanguage" and "requiredLanguages". Edit it to leave out example apps, add
      "excludes" or "targets", or turn rules off. An existing l10n.json is kept unless
      --force is given. Exit status: 0 when written (or printed with --print), 2 when
      l10n.json exists or cannot be written.

      USAGE: l10n init [--force] [--print]

      OPTIONS:
        --force                 Replace an existing l10n.json.
        --print                 Print the configuration instead of writing it.
        --version               Show the version.
        -h, --help              Show help information.


      """
    #expect(runTool(["init", "--help"]).out == initHelp)
    let projectHelp = """
      OVERVIEW: Show the targets, Swift files and catalogs l10n reads the project as.

      Lists every target of the Xcode projects and Swift packages found (or
      configured): what it builds, how many Swift files it compiles, the catalogs its
      keys go to, its LOCALIZED_STRING_MACRO_NAMES and SWIFT_EMIT_LOC_STRINGS; then
      the catalogs whose keys come from elsewhere than Swift code, and what could not
      be understood. Exit status: 0, or 2 for configuration errors.

      USAGE: l10n project [--config <file>] [--format <format>]

      OPTIONS:
        --config <file>         The configuration file (default: l10n.json in the
                                working directory or above).
        --format <format>       Output format: text or json.
        --version               Show the version.
        -h, --help              Show help information.


      """
    #expect(runTool(["project", "--help"]).out == projectHelp)
  }

  @Test("golden: usage errors go to stderr with exit 64")
  func usageErrorGolden() {
    let result = runTool(["rules", "--format", "xml"])
    #expect(result.code == 64)
    #expect(result.out.isEmpty)
    #expect(
      result.err == """
        Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'json' or 'markdown'.
        Usage: l10n rules [--format <format>]
          See 'l10n rules --help' for more information.

        """)
    let unknown = runTool(["frobnicate"])
    #expect(unknown.code == 64)
    #expect(
      unknown.err == """
        Error: Unknown subcommand 'frobnicate'
        Usage: l10n <subcommand>
          See 'l10n --help' for more information.

        """)
  }

  @Test("help wraps long option help under the gutter")
  func wrapping() {
    let row = HelpFormatter.row("--a-very-long-option-name <value>", "Short help.")
    #expect(
      row == "  --a-very-long-option-name <value>\n" + String(repeating: " ", count: 26)
        + "Short help.\n")
  }
}
