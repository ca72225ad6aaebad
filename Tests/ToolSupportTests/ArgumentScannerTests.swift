import Testing
import ToolSupport

@Suite("Argument scanner")
struct ArgumentScannerTests {
  static let description = CommandDescription(
    name: "demo", abstract: "Demo.",
    arguments: [ArgumentSpec("files", help: "Files.", repeating: true, optional: true)],
    options: [
      .option("format", value: "format", help: "Format.", allowed: ["text", "json"]),
      .option("config", value: "file", help: "Config."),
      .option("tag", value: "tag", help: "Tags.", repeating: true),
      .flag("strict", short: "s", help: "Strict."),
    ])

  @Test("spellings of options, flags and positionals")
  func spellings() throws {
    let parsed = try ArgumentScanner.scan(
      [
        "a.xcstrings", "--format=json", "--config", "l10n.json", "-s", "--tag", "x", "--tag=y",
        "--", "--strict",
      ],
      for: Self.description)
    #expect(parsed.value("format") == "json")
    #expect(parsed.value("config") == "l10n.json")
    #expect(parsed.flag("strict"))
    #expect(parsed.allValues("tag") == ["x", "y"])
    #expect(parsed.positionals == ["a.xcstrings", "--strict"])
  }

  @Test(
    "mistakes are reported in swift-argument-parser's words",
    arguments: [
      (["--nope"], "Unknown option '--nope'"),
      (["-q"], "Unknown option '-q'"),
      (["--config"], "Missing value for '--config <file>'"),
      (["--config", "--strict"], "Missing value for '--config <file>'"),
      (["--strict=yes"], "The option '--strict' does not take a value"),
      (
        ["--format", "xml"],
        "The value 'xml' is invalid for '--format <format>'. Please provide one of 'text' or 'json'."
      ),
    ])
  func mistakes(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) {
      try ArgumentScanner.scan(arguments, for: Self.description)
    }
  }

  @Test("an up-to-next-option option takes every value before the next option")
  func upToNextOption() throws {
    let description = CommandDescription(
      name: "export", abstract: "Export.",
      arguments: [ArgumentSpec("files", help: "Files.", repeating: true, optional: true)],
      options: [
        .option("lang", value: "code", help: "Languages.", upToNextOption: true),
        .flag("all", help: "All."),
      ])
    let parsed = try ArgumentScanner.scan(
      ["--lang", "de", "fr", "--all", "--lang=ja", "--lang", "ar", "pl", "--", "x"],
      for: description)
    #expect(parsed.allValues("lang") == ["de", "fr", "ja", "ar", "pl"])
    #expect(parsed.flag("all"))
    #expect(parsed.positionals == ["x"])
    let plain = try ArgumentScanner.scan(["--tag", "a", "b"], for: Self.description)
    #expect(plain.allValues("tag") == ["a"])
    #expect(plain.positionals == ["b"])
  }

  @Test("the theme's choice listing: commas only")
  func commaListing() {
    #expect(
      throws: UsageError(
        "The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'json'.")
    ) {
      try ArgumentScanner.scan(["--format", "xml"], for: Self.description, listingChoices: .commas)
    }
  }

  @Test("defaults fill options left out; required options must be given")
  func defaultsAndRequired() throws {
    let command = CommandDescription(
      name: "export", abstract: "Export.",
      options: [
        .option("format", value: "format", help: "Format.", required: true),
        .option("out", value: "file", help: "Out.", default: "-"),
      ])
    #expect(throws: UsageError("Missing expected argument '--format <format>'")) {
      try ArgumentScanner.scan(["--out", "a"], for: command)
    }
    let defaulted = try ArgumentScanner.scan(["--format=css"], for: command)
    #expect(defaulted["out"] == "-")
    #expect(defaulted["format"] == "css")
    let given = try ArgumentScanner.scan(
      ["--format", "css", "--out", "a", "--out", "b"], for: command)
    #expect(given.allValues("out") == ["b"])
  }

  @Test("a usage error renders as three lines")
  func rendered() {
    let text = UsageError("Unknown option '--nope'").rendered(
      usage: "l10n lint [--strict]", helpCommand: "l10n lint")
    #expect(
      text == """
        Error: Unknown option '--nope'
        Usage: l10n lint [--strict]
          See 'l10n lint --help' for more information.

        """)
  }

  @Test("positional counts are checked")
  func positionals() {
    let one = CommandDescription(
      name: "one", abstract: "One.", arguments: [ArgumentSpec("file", help: "A file.")])
    #expect(throws: UsageError("Missing expected argument '<file>'")) {
      try ArgumentScanner.scan([], for: one)
    }
    #expect(throws: UsageError("Unexpected argument 'b'")) {
      try ArgumentScanner.scan(["a", "b"], for: one)
    }
  }
}
