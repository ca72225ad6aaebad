import Testing

@testable import L10nKit

@Suite("Old-style property lists")
struct PropertyListTests {
  static func parse(_ text: String) throws(ProjectReadError) -> PropertyList {
    try PropertyList.parse(Array(text.utf8), path: "/p/project.pbxproj")
  }

  static func dictionary(_ text: String) throws -> PropertyListDictionary {
    try #require(try parse(text).dictionary)
  }

  @Test(
    "Values of every kind",
    arguments: [
      ("abc", PropertyList.string("abc")),
      ("path/to/File-1.0_$+:.swift", .string("path/to/File-1.0_$+:.swift")),
      ("\"<group>\"", .string("<group>")),
      ("'single'", .string("single")),
      ("\"\"", .string("")),
      ("<0fbd 7777>", .data([0x0F, 0xBD, 0x77, 0x77])),
      ("<>", .data([])),
      ("( a, \"b c\", )", .array([.string("a"), .string("b c")])),
      ("( a, b )", .array([.string("a"), .string("b")])),
      ("()", .array([])),
      ("(\n\t(x),\n)", .array([.array([.string("x")])])),
    ])
  func values(text: String, expected: PropertyList) throws {
    #expect(try Self.parse(text) == expected)
  }

  @Test("Dictionaries, with comments anywhere and the last of a repeated key")
  func dictionaries() throws {
    let text = """
      // !$*UTF8*$!
      {
      \tkey = value; /* a comment */
      \t"quoted key" = /* inside */ "v";
      \tnested = {isa = PBXGroup; children = (A /* A.swift */, B, ); };
      \tkey = again; // the last one wins
      }
      """
    let top = try Self.dictionary(text)
    #expect(top.string("key") == "again")
    #expect(top.string("quoted key") == "v")
    let nested = try #require(top["nested"]?.dictionary)
    #expect(nested.string("isa") == "PBXGroup")
    #expect(nested.strings("children") == ["A", "B"])
    #expect(nested.position == SourcePosition(line: 5, column: 11))
    #expect(top.position == SourcePosition(line: 2, column: 1))
  }

  @Test(
    "Escapes in quoted strings",
    arguments: [
      (#""a\"b\\c""#, "a\"b\\c"),
      (#""line\nnext\ttab\rret""#, "line\nnext\ttab\rret"),
      (#""\U0041\U00e9\u00E9""#, "Aéé"),
      (#""\UD83D\UDE00""#, "😀"),
      (#""\101\7""#, "A\u{7}"),
      (#""\q\'""#, "q'"),
      (#""\UD83D alone""#, "\u{FFFD} alone"),
      ("\"raw é ✓\"", "raw é ✓"),
    ])
  func escapes(text: String, expected: String) throws {
    #expect(try Self.parse(text) == .string(expected))
  }

  @Test(
    "Syntax errors name the line and column and say what is wrong",
    arguments: [
      ("{ a = b }", 1, 9, "expected ';' after the value of 'a'"),
      ("{ a b; }", 1, 5, "expected '=' after the key 'a'"),
      ("{\n  a = \"open;\n}", 2, 7, "the string is not closed"),
      ("{\n  a = (x y);\n}", 2, 10, "expected ',' or ')' in the array opened at 2:7"),
      ("{ a = <0g>; }", 1, 9, "unexpected 'g' in the data opened at 1:7"),
      ("{ a = <01", 1, 7, "the data is not closed"),
      ("{ a = <012>; }", 1, 11, "the data opened at 1:7 has an odd number of digits"),
      ("{ /* never closed", 1, 3, "the comment is not closed with '*/'"),
      ("{ a = b; ", 1, 10, "the dictionary opened at 1:1 is not closed with '}'"),
      ("{ a = b; } extra", 1, 12, "unexpected 'e' after the end of the top-level value"),
      ("{ a = ; }", 1, 7, "unexpected ';' where a value was expected"),
      ("{ (a) = b; }", 1, 3, "a dictionary key must be a string"),
      ("", 1, 1, "the file is empty"),
      ("{\n<<<<<<< HEAD\n}", 2, 1, "a merge conflict marker"),
    ])
  func errors(text: String, line: Int, column: Int, message: String) {
    #expect {
      _ = try Self.parse(text)
    } throws: { error in
      guard let error = error as? ProjectReadError else { return false }
      return error.line == line && error.column == column && error.message.hasPrefix(message)
        && error.path == "/p/project.pbxproj"
    }
  }

  @Test("The advice ends every syntax error, and the description is compiler-style")
  func advice() {
    #expect {
      _ = try PropertyList.parse(
        Array("{\n  a = b\n}".utf8), path: "/p/project.pbxproj", advice: "; restore it")
    } throws: { error in
      (error as? ProjectReadError)?.description
        == "/p/project.pbxproj:3:1: error: expected ';' after the value of 'a'; restore it"
    }
  }

  @Test("Deep nesting fails instead of exhausting the stack")
  func deepNesting() {
    let text = String(repeating: "(", count: 100_000)
    #expect {
      _ = try Self.parse(text)
    } throws: { error in
      (error as? ProjectReadError)?.message.contains("nested more than") == true
    }
  }

  @Test("A byte order mark is skipped and columns count after it")
  func byteOrderMark() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{ a = ; }".utf8)
    #expect {
      _ = try PropertyList.parse(bytes, path: "/p")
    } throws: { error in
      (error as? ProjectReadError).map { ($0.line, $0.column) == (1, 7) } ?? false
    }
  }
}
