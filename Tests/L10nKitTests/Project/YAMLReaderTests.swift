import Testing

@testable import L10nKit

/// The YAML project specs are written in, read by `YAMLReader`.
@Suite("YAML of project specs")
struct YAMLReaderTests {
  static func read(_ text: String) throws(ProjectReadError) -> YAMLNode {
    try YAMLReader.read(text, path: "/r/project.yml")
  }

  @Test("Block mappings and sequences, `- key:` items, a sequence under its key, comments")
  func blocks() throws {
    let node = try Self.read(
      """
      ---
      # XcodeGen
      name: App   # the project
      targets:
        App:
          type: application
          sources:
            - path: App
              excludes:
              - "**/*.md"
              - Generated
            - Shared
          dependencies:
          - target: Widget
          -   package: Kit
              product: KitUI
      empty:
      url: https://example.com/a#b
      """)
    #expect(node["name"]?.string == "App")
    let app = try #require(node["targets"]?["App"])
    #expect(app["type"]?.string == "application")
    let sources = app["sources"]?.elements ?? []
    #expect(sources.count == 2)
    #expect(sources.first?["path"]?.string == "App")
    #expect(sources.first?["excludes"]?.strings == ["**/*.md", "Generated"])
    #expect(sources.last?.string == "Shared")
    let dependencies = app["dependencies"]?.elements ?? []
    #expect(dependencies.map { $0["target"]?.string } == ["Widget", nil])
    #expect(dependencies.last?["product"]?.string == "KitUI")
    if case .null = node["empty"]?.value {
    } else {
      Issue.record("empty is \(String(describing: node["empty"]))")
    }
    #expect(node["url"]?.string == "https://example.com/a#b")
    // Positions are where the values start.
    #expect(sources.first?.line == 8)
    #expect(sources.first?.column == 9)
  }

  @Test("Quotes, flow collections over several lines, block scalars, booleans")
  func scalars() throws {
    let node = try Self.read(
      """
      a: "x: #y \\"z\\""
      b: 'it''s'
      c: [One, "Two, three", {path: P, optional: true}]
      d: {
        base: { SWIFT_EMIT_LOC_STRINGS: YES },
        list: [a,
               b]
      }
      script: |
        echo "key: value"
          - not an item
      after: NO
      quotedBool: "YES"
      plain: several words
        go on here
      """)
    #expect(node["a"]?.string == "x: #y \"z\"")
    #expect(node["b"]?.string == "it's")
    let c = node["c"]?.elements ?? []
    #expect(c.prefix(2).map(\.string) == ["One", "Two, three"])
    #expect(c.last?["path"]?.string == "P")
    #expect(c.last?["optional"]?.bool == true)
    #expect(node["d"]?["base"]?["SWIFT_EMIT_LOC_STRINGS"]?.bool == true)
    #expect(node["d"]?["list"]?.strings == ["a", "b"])
    #expect(node["script"]?.string == "echo \"key: value\"\n  - not an item")
    #expect(node["after"]?.bool == false)
    #expect(node["quotedBool"]?.bool == nil)
    #expect(node["quotedBool"]?.string == "YES")
    #expect(node["plain"]?.string == "several words go on here")
  }

  @Test("CRLF line ends, quoted values over several lines, `? key`, and `...` ending the document")
  func lessCommonForms() throws {
    let crlf = try Self.read("name: App\r\ntargets:\r\n  App:\r\n    type: application\r\n")
    #expect(crlf["targets"]?["App"]?["type"]?.string == "application")
    let node = try Self.read(
      """
      usage: "We need the camera
        to scan codes"   # why
      single: 'one

        two'
      split: "applic\\
        ation"
      ? explicit
      : value
      ? { flow: key }
      after: 1
      ...
      ignored: [
      """)
    #expect(node["usage"]?.string == "We need the camera to scan codes")
    #expect(node["single"]?.string == "one\ntwo")
    #expect(node["split"]?.string == "application")
    #expect(node["explicit"]?.string == "value")
    #expect(node["after"]?.string == "1")
    #expect(node["ignored"] == nil)
  }

  @Test("A key written twice in a mapping is a note; the last one is read")
  func duplicateKeys() throws {
    let (node, notes) = try YAMLReader.readWithNotes(
      "options: {}\ntargets:\n  A:\n    type: tool\n    type: application\noptions: {}\n",
      path: "/r/project.yml")
    #expect(node["targets"]?["A"]?["type"]?.string == "application")
    #expect(
      notes.map { "\($0.line):\($0.column) \($0.message)" } == [
        "5:5 'type' is written again here (first at line 4): YAML allows a key once in a"
          + " mapping, and newer xcodegen may reject the spec; l10n reads the last one",
        "6:1 'options' is written again here (first at line 1): YAML allows a key once in a"
          + " mapping, and newer xcodegen may reject the spec; l10n reads the last one",
      ])
  }

  @Test("Anchors, aliases and merge keys")
  func anchors() throws {
    let node = try Self.read(
      """
      shared: &shared
        SWIFT_EMIT_LOC_STRINGS: YES
        OTHER: 1
      list: &list [a, b]
      target:
        <<: *shared
        OTHER: 2
        names: *list
      """)
    let target = try #require(node["target"])
    #expect(target["SWIFT_EMIT_LOC_STRINGS"]?.bool == true)
    #expect(target["OTHER"]?.string == "2")
    #expect(target["names"]?.strings == ["a", "b"])
  }

  @Test(
    "What is not YAML is an error at its line and column",
    arguments: [
      ("a:\n\tb: 1\n", 2, 1, "a tab indents this line"),
      ("a:\n  b: 1\n c: 2\n", 3, 2, "indented more than the mapping's keys"),
      ("a: \"open\n", 1, 4, "no closing \""),
      ("a: [1, 2\n", 1, 4, "[ is never closed"),
      ("a: *nothing\n", 1, 4, "the alias *nothing names no anchor"),
      ("a:\n  - x\n  y: 1\n", 3, 3, "indented more than the mapping's keys"),
      ("a: [1 2] x\n", 1, 10, "text follows the closing bracket"),
      ("  a: 1\nb: 2\n", 2, 1, "indented as no mapping or sequence above it is"),
    ])
  func errors(text: String, line: Int, column: Int, message: String) {
    do throws(ProjectReadError) {
      _ = try Self.read(text)
      Issue.record("no error for \(text)")
    } catch {
      #expect(error.path == "/r/project.yml")
      #expect(error.line == line, "\(error)")
      #expect(error.column == column, "\(error)")
      #expect(error.message.contains(message), "\(error)")
      #expect(error.message.hasSuffix("; fix the YAML, or list the targets in l10n.json"))
    }
  }

  @Test("Damaged specs never crash")
  func damaged() {
    let spec = """
      name: App
      include: [base.yml]
      settings: {base: {SWIFT_EMIT_LOC_STRINGS: YES}}
      targets:
        App:
          type: application
          sources:
            - path: "App"
              excludes: ['**/*.md']
          script: |
            echo hi
          <<: *x
      """
    let bytes = Array(spec.utf8)
    var generator = SplitMix(seed: 7)
    let alphabet = Array("-:[]{}\"'|>&*# \n\t,!?%".utf8)
    for round in 0..<3_000 {
      var mutated = bytes
      for _ in 0...(round % 4) {
        let at = Int(generator.next() % UInt64(mutated.count))
        switch generator.next() % 3 {
        case 0: mutated[at] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
        case 1: mutated.remove(at: at)
        default: mutated.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: at)
        }
        if mutated.isEmpty { mutated = bytes }
      }
      _ = try? Self.read(String(decoding: mutated, as: UTF8.self))
    }
    // Deep nesting ends in an error, not a stack overflow.
    #expect(throws: ProjectReadError.self) {
      _ = try Self.read("a: " + String(repeating: "[", count: 5_000))
    }
    #expect(throws: ProjectReadError.self) {
      _ = try Self.read(
        (0..<400).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
          + "\n" + String(repeating: " ", count: 400) + "v")
    }
  }
}
