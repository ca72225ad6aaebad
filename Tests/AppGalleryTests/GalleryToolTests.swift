import AppGallery
import Foundation
import Testing

@Suite("gallery tool")
struct GalleryToolTests {
  /// Runs the tool and captures its streams.
  static func run(_ arguments: [String], canOpenWindow: Bool = false) -> (
    outcome: GalleryTool.Outcome, out: String, err: String
  ) {
    var out = ""
    var err = ""
    let outcome = GalleryTool.run(
      arguments, catalog: ComponentInventoryTests.small, canOpenWindow: canOpenWindow,
      output: { out += $0 }, errorOutput: { err += $0 })
    return (outcome, out, err)
  }

  @Test(
    "parses its options",
    arguments: [
      ([], GalleryTool.Command.openGallery),
      (["--list"], .list),
      (["--markdown"], .markdown),
      (["--write", "Documentation/Components.md"], .write(path: "Documentation/Components.md")),
      (["--write=out.md"], .write(path: "out.md")),
      (["--check", "a.md"], .check(path: "a.md")),
      (["--check=a.md"], .check(path: "a.md")),
      (["-h"], .help),
      (["--markdown", "--help"], .help),
    ])
  func parses(arguments: [String], expected: GalleryTool.Command) throws {
    #expect(try GalleryTool.parse(arguments) == expected)
  }

  @Test(
    "usage errors: message, usage, exit 64",
    arguments: [
      (["--bogus"], "Unknown option '--bogus'"),
      (["extra"], "Unexpected argument 'extra'"),
      (["--write"], "Missing value for '--write <path>'"),
      (["--check", "--list"], "Missing value for '--check <path>'"),
      (["--list", "--markdown"], "Give only one of '--list', '--markdown', '--write', '--check'"),
      (["--markdown=yes"], "'--markdown' takes no value"),
    ])
  func usageErrors(arguments: [String], message: String) {
    let result = Self.run(arguments)
    #expect(result.outcome == .exit(64))
    #expect(result.out == "")
    #expect(
      result.err == """
        Error: \(message)
        USAGE: gallery [--list | --markdown | --write <path> | --check <path>]
          See 'gallery --help' for more information.

        """)
  }

  @Test("no arguments open the window where SwiftUI exists, and print the inventory elsewhere")
  func noArguments() {
    #expect(Self.run([], canOpenWindow: true).outcome == .openWindow)
    let linux = Self.run([], canOpenWindow: false)
    #expect(linux.outcome == .exit(0))
    #expect(linux.out == ComponentInventory.plainText(ComponentInventoryTests.small))
  }

  @Test("--markdown and --list print the inventory and never open the window")
  func printing() {
    let markdown = Self.run(["--markdown"], canOpenWindow: true)
    #expect(markdown.outcome == .exit(0))
    #expect(markdown.out == ComponentInventory.markdown(ComponentInventoryTests.small))
    let list = Self.run(["--list"], canOpenWindow: true)
    #expect(list.outcome == .exit(0))
    #expect(list.out == ComponentInventory.plainText(ComponentInventoryTests.small))
  }

  @Test("--help has the OVERVIEW, USAGE and OPTIONS sections")
  func help() {
    let result = Self.run(["--help"])
    #expect(result.outcome == .exit(0))
    #expect(result.out == GalleryTool.help)
    for section in ["OVERVIEW: ", "USAGE: gallery", "OPTIONS:", "--write <path>"] {
      #expect(result.out.contains(section))
    }
  }

  @Test("--write replaces the file atomically and leaves no temporary file")
  func write() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanup() }
    let path = folder.path + "/Components.md"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    let result = Self.run(["--write", path])
    #expect(result.outcome == .exit(0))
    #expect(result.out == "Wrote the inventory of 3 components to \(path).\n")
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == ComponentInventory.markdown(ComponentInventoryTests.small))
    #expect(folder.contents == ["Components.md"])
  }

  @Test("--write into a missing folder fails with a clear error and writes nothing")
  func writeFailure() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanup() }
    let path = folder.path + "/missing/Components.md"
    let result = Self.run(["--write", path])
    #expect(result.outcome == .exit(1))
    #expect(
      result.err
        == "gallery: error: cannot write '\(path)': the folder '\(folder.path)/missing' does not "
        + "exist; check that the folder exists and is writable\n")
    #expect(folder.contents == [])
  }

  @Test("--check passes on the generated file and fails, pointing at --write, otherwise")
  func check() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanup() }
    let path = folder.path + "/Components.md"
    #expect(Self.run(["--write", path]).outcome == .exit(0))
    let fresh = Self.run(["--check", path])
    #expect(fresh.outcome == .exit(0))
    #expect(fresh.out == "\(path) is up to date.\n")

    try "# Components\n".write(toFile: path, atomically: false, encoding: .utf8)
    let stale = Self.run(["--check", path])
    #expect(stale.outcome == .exit(1))
    #expect(
      stale.err
        == "\(path):1:1: error: the component inventory is out of date; run "
        + "'swift run gallery --write \(path)'\n")

    let missing = Self.run(["--check", folder.path + "/none.md"])
    #expect(missing.outcome == .exit(1))
    #expect(missing.err.hasPrefix("gallery: error: cannot read '\(folder.path)/none.md'"))
  }
}
