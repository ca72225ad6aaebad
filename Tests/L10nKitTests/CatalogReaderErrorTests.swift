import Testing

@testable import L10nKit

/// One bad input and where and how the reader must report it.
struct BadCatalog: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: [UInt8]
  var line: Int
  var column: Int
  var message: String

  init(_ name: String, _ text: String, _ line: Int, _ column: Int, _ message: String) {
    self.init(name, Array(text.utf8), line, column, message)
  }

  init(_ name: String, _ bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
    self.name = name
    self.bytes = bytes
    self.line = line
    self.column = column
    self.message = message
  }

  var testDescription: String { name }
}

private let head = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"

@Suite("Catalog reader: bad input is located and explained")
struct CatalogReaderErrorTests {
  static let cases: [BadCatalog] = [
    BadCatalog(
      "truncated file", head + "    \"a\" : {\n\n    }\n", 7, 1, "unexpected end of file"),
    BadCatalog(
      "strings is an array", #"{"sourceLanguage":"en","strings":[],"version":"1.0"}"#, 1, 24,
      "\"strings\" must be an object (key → entry), found an array"),
    BadCatalog(
      "state is a number",
      head + "    \"a\" : {\n      \"localizations\" : {\n        \"de\" : {\n"
        + "          \"stringUnit\" : {\n            \"state\" : 3,\n"
        + "            \"value\" : \"x\"\n          }\n        }\n      }\n    }\n  }\n}",
      8, 13, "\"state\" must be a string, found a number"),
    BadCatalog(
      "argNum is a string",
      head + "    \"a\" : {\n      \"localizations\" : {\n        \"de\" : {\n"
        + "          \"substitutions\" : {\n            \"n\" : {\n"
        + "              \"argNum\" : \"2\"\n            }\n          }\n        }\n"
        + "      }\n    }\n  }\n}",
      9, 15, "\"argNum\" must be an integer, found a string"),
    BadCatalog(
      "entry is a string", head + "    \"a\" : \"b\"\n  }\n}", 4, 5,
      "\"a\" must be an object (the entry of this key), found a string"),
    BadCatalog(
      "shouldTranslate is a string",
      head + "    \"a\" : {\n      \"shouldTranslate\" : \"no\"\n    }\n  }\n}", 5, 7,
      "\"shouldTranslate\" must be true or false, found a string"),
    BadCatalog(
      "duplicate key", #"{"a":1,"a":2}"#, 1, 8,
      #"duplicate key "a" with a different value (first at 1:2)"#),
    BadCatalog(
      "duplicate after keys in ascending order", #"{"a":1,"b":2,"c":3,"a":4}"#, 1, 20,
      #"duplicate key "a" with a different value (first at 1:2)"#),
    BadCatalog(
      "duplicate entry in a large object",
      head + (0..<40).map { "    \"k\($0)\" : {\n\n    },\n" }.joined()
        + "    \"k7\" : {\n      \"comment\" : \"x\"\n    }\n  }\n}",
      124, 5, #"duplicate key "k7" with a different value (first at 25:5)"#),
    BadCatalog(
      "columns count UTF-8 bytes", #"{"é":1,"é":2}"#, 1, 9, #"duplicate key "é""#),
    BadCatalog(
      "invalid UTF-8", Array(#"{"sourceLanguage":"e"#.utf8) + [0xFF] + Array(#"n"}"#.utf8), 1,
      21, "invalid UTF-8 (byte 0xFF)"),
    BadCatalog(
      "overlong UTF-8", Array(#"{"a":""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8), 1, 7,
      "invalid UTF-8 (byte 0xC0)"),
    BadCatalog(
      "UTF-8 encoded surrogate", Array(#"{"a":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8),
      1, 7, "invalid UTF-8 (byte 0xED)"),
    BadCatalog(
      "byte order mark", [0xEF, 0xBB, 0xBF] + Array("{}".utf8), 1, 1, "byte order mark (BOM)"),
    BadCatalog(
      "trailing garbage", "{\"sourceLanguage\":\"en\",\"strings\":{}}\n}", 2, 1,
      "unexpected '}' after the end of the JSON document"),
    BadCatalog("missing comma", #"{"a":1 "b":2}"#, 1, 8, "expected ',' or '}' after a member"),
    BadCatalog("missing colon", #"{"a" 1}"#, 1, 6, "expected ':' after the key"),
    BadCatalog("trailing comma", "{\"a\":1,\n}", 2, 1, "trailing comma before '}'"),
    BadCatalog("trailing comma in array", #"{"a":[1,]}"#, 1, 9, "trailing comma before ']'"),
    BadCatalog(
      "line break in a string", "{\"a\":\"x\ny\"}", 1, 8, "line break inside a string"),
    BadCatalog(
      "control character in a string", "{\"a\":\"x\u{1}\"}", 1, 8,
      "unescaped control character U+0001"),
    BadCatalog("invalid escape", #"{"a":"\x"}"#, 1, 7, #"invalid escape '\x'"#),
    BadCatalog("lone surrogate", #"{"a":"\ud800x"}"#, 1, 7, #"unpaired UTF-16 surrogate \uD800"#),
    BadCatalog("leading zero", #"{"a":01}"#, 1, 6, "leading zeros"),
    BadCatalog("bad literal", #"{"a":tru}"#, 1, 6, "invalid literal; expected 'true'"),
    BadCatalog("single quotes", "{'a':1}", 1, 2, "expected a key in double quotes, found '''"),
    BadCatalog("empty file", "", 1, 1, "the file is empty"),
    BadCatalog("whitespace only", "\n\n", 3, 1, "the file is empty"),
    BadCatalog("top level array", "[]", 1, 1, "a String Catalog is a JSON object, found an array"),
    BadCatalog(
      "missing sourceLanguage", #"{"strings":{}}"#, 1, 1, "missing \"sourceLanguage\""),
    BadCatalog("missing strings", #"{"sourceLanguage":"en"}"#, 1, 1, "missing \"strings\""),
    BadCatalog(
      "too deep", String(repeating: "[", count: 600), 1, 129, "nesting deeper than 128 levels"),
  ]

  @Test("Bad input gives an error at the right line and column", arguments: cases)
  func located(bad: BadCatalog) throws {
    let error = try #require(throws: CatalogError.self) {
      _ = try StringCatalog(bytes: bad.bytes, path: "Bad.xcstrings")
    }
    #expect(error.path == "Bad.xcstrings")
    #expect((error.line, error.column) == (bad.line, bad.column), "\(error)")
    #expect(error.message.contains(bad.message), "\(error.message)")
    #expect(error.description.hasPrefix("Bad.xcstrings:\(bad.line):\(bad.column): error: "))
  }

  @Test("Errors print compiler-style, without a position when there is none")
  func description() {
    let located = CatalogError(path: "a.xcstrings", line: 3, column: 7, message: "bad")
    #expect(located.description == "a.xcstrings:3:7: error: bad")
    let whole = CatalogError(path: "a.xcstrings", line: 0, column: 0, message: "cannot open")
    #expect(whole.description == "a.xcstrings: error: cannot open")
  }

  @Test("Valid escapes decode, including surrogate pairs and an escaped slash")
  func escapesDecode() throws {
    let json = #"{"a":"\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE42","b":-1.5e+3}"#
    let value = try JSONParser.parse(Array(json.utf8), path: "x")
    let object = try #require(value.objectValue)
    #expect(object["a"]?.stringValue == "\"\\/\u{8}\u{C}\n\r\té🙂")
    #expect(object["b"] == .number("-1.5e+3"))
  }

  @Test("A key repeated with the same value is read once (hand-written files do this)")
  func identicalDuplicate() throws {
    let json = #"{"version":"1.0","sourceLanguage":"en","strings":{},"version":"1.0"}"#
    let catalog = try StringCatalog(bytes: Array(json.utf8), path: "x")
    #expect(catalog.root.keys == ["version", "sourceLanguage", "strings"])
  }

  @Test("Keys that differ only in Unicode normalization are two keys")
  func normalization() throws {
    let json = "{\"e\u{301}\":1,\"\u{E9}\":2}"
    let object = try #require(try JSONParser.parse(Array(json.utf8), path: "x").objectValue)
    #expect(object.members.count == 2)
    #expect(object["\u{E9}"] == .number("2"))
    #expect(object["e\u{301}"] == .number("1"))
  }
}
