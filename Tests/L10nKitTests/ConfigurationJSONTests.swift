import Testing

@testable import L10nKit

/// A configuration text and the error it must give, after `/r/l10n.json:`.
struct BadConfiguration: Sendable, CustomTestStringConvertible {
  var text: String
  var error: String

  init(_ text: String, _ error: String) {
    self.text = text
    self.error = error
  }

  var testDescription: String { text.count > 40 ? String(text.prefix(40)) + "…" : text }
}

@Suite("l10n.json and the baseline through the catalog's JSON reader")
struct ConfigurationJSONTests {
  /// Each of these gave exactly this error with the configuration's own parser, before it was
  /// replaced by the catalog's reader (checked against a build of the earlier code).
  static let unchanged: [BadConfiguration] = [
    BadConfiguration("", "1:1: error: invalid JSON: unexpected end of file, expected a value"),
    BadConfiguration(
      "\n  \n", "3:1: error: invalid JSON: unexpected end of file, expected a value"),
    BadConfiguration("{} x", "1:4: error: invalid JSON: unexpected text after the JSON value"),
    BadConfiguration(
      #"{"catalogs":"#, "1:13: error: invalid JSON: unexpected end of file, expected a value"),
    BadConfiguration(
      #"{"catalogs": @}"#, "1:14: error: invalid JSON: unexpected character, expected a value"),
    BadConfiguration(#"{"catalogs": tru}"#, "1:14: error: invalid JSON: invalid literal"),
    BadConfiguration(#"{"catalogs": tru"#, "1:14: error: invalid JSON: invalid literal"),
    BadConfiguration(
      #"{"catalogs": truex}"#, "1:18: error: invalid JSON: expected ',' or '}' in an object"),
    BadConfiguration(#"{"catalogs": -}"#, "1:14: error: invalid JSON: invalid number"),
    BadConfiguration(#"{"catalogs": 1e}"#, "1:14: error: invalid JSON: invalid number"),
    BadConfiguration(#"{"catalogs": "abc"#, "1:18: error: invalid JSON: unterminated string"),
    BadConfiguration("{\"catalogs\": \"ab\nc\"}", "1:17: error: invalid JSON: unterminated string"),
    BadConfiguration(#"{"catalogs": "a\"#, "1:17: error: invalid JSON: unterminated string"),
    BadConfiguration(
      #"{"catalogs": "a\xb"}"#, "1:16: error: invalid JSON: invalid escape in a string"),
    BadConfiguration(#"{"catalogs": "a\uZZZZ"}"#, #"1:18: error: invalid JSON: invalid \u escape"#),
    BadConfiguration(#"{"catalogs": "a\u1"#, #"1:18: error: invalid JSON: invalid \u escape"#),
    BadConfiguration(
      #"{"catalogs": "a\ud83d\uzzzz"}"#, #"1:24: error: invalid JSON: invalid \u escape"#),
    BadConfiguration(
      #"{"catalogs": ["#, "1:15: error: invalid JSON: unexpected end of file, expected a value"),
    BadConfiguration(
      #"{"catalogs": ["a""#, "1:18: error: invalid JSON: unexpected end of file in an array"),
    BadConfiguration(
      #"{"catalogs": ["a","#, "1:19: error: invalid JSON: unexpected end of file, expected a value"
    ),
    BadConfiguration(
      "{\"catalogs\": [\"a\",\n  ]}",
      "2:3: error: invalid JSON: unexpected character, expected a value"),
    BadConfiguration(
      #"{"catalogs": ["a" "b"]}"#, "1:19: error: invalid JSON: expected ',' or ']' in an array"),
    BadConfiguration("{", "1:2: error: invalid JSON: expected a quoted member name"),
    BadConfiguration(
      #"{"catalogs""#, "1:12: error: invalid JSON: expected ':' after a member name"),
    BadConfiguration(
      #"{"catalogs" []}"#, "1:13: error: invalid JSON: expected ':' after a member name"),
    BadConfiguration(
      #"{"catalogs": []"#, "1:16: error: invalid JSON: unexpected end of file in an object"),
    BadConfiguration(
      #"{"catalogs": [],"#, "1:17: error: invalid JSON: expected a quoted member name"),
    BadConfiguration("{catalogs: []}", "1:2: error: invalid JSON: expected a quoted member name"),
    BadConfiguration(
      "{\"catalogs\": [],\n}", "2:1: error: invalid JSON: expected a quoted member name"),
    BadConfiguration(
      #"{"catalogs": [] "x": 1}"#, "1:17: error: invalid JSON: expected ',' or '}' in an object"),
    BadConfiguration(
      #"{"catalogs": [], "catalogs": []}"#,
      #"1:18: error: invalid JSON: duplicate member "catalogs""#),
    BadConfiguration(
      #"{"catalogs": [], "catalogs": "#, #"1:18: error: invalid JSON: duplicate member "catalogs""#
    ),
    BadConfiguration(
      #"{"rules": {"needs_review": "off", "needs_review": "off"}}"#,
      #"1:35: error: invalid JSON: duplicate member "needs_review""#),
    // Columns count characters, not UTF-8 bytes.
    BadConfiguration(
      #"{"sourceRoots": ["🙂" "x"]}"#, "1:22: error: invalid JSON: expected ',' or ']' in an array"
    ),
    BadConfiguration(
      #"{"baseline": "é", "catalogs": [], "catalogs": []}"#,
      #"1:35: error: invalid JSON: duplicate member "catalogs""#),
    BadConfiguration(
      "{\n  \"sourceRoots\": [\"日本語\", 3]\n}",
      "2:26: error: \"sourceRoots\" must be an array of strings, found a number"),
    BadConfiguration(
      #"{"sourceLanguage": false}"#,
      #"1:20: error: "sourceLanguage" must be a string, found a boolean"#
    ),
  ]

  @Test("syntax errors keep their wording and position", arguments: unchanged)
  func unchangedErrors(bad: BadConfiguration) throws {
    let error = try #require(throws: ConfigurationError.self) {
      _ = try L10nConfiguration.parse(bad.text, path: "/r/l10n.json")
    }
    #expect(error.description == "/r/l10n.json:" + bad.error)
  }

  /// What the old parser let through or located differently: JSON that is not JSON is now
  /// refused as a String Catalog is, and a number's stray character is pointed at.
  static let changed: [BadConfiguration] = [
    // Read as the number 1 before (then refused as "found a number" at the same place).
    BadConfiguration(#"{"catalogs": 01}"#, "1:14: error: invalid JSON: invalid number"),
    BadConfiguration(#"{"catalogs": 1.}"#, "1:14: error: invalid JSON: invalid number"),
    // "invalid number" at 1:14 before: the whole run of number characters was one number.
    BadConfiguration(
      #"{"catalogs": 1.5.3}"#, "1:17: error: invalid JSON: expected ',' or '}' in an object"),
    BadConfiguration(
      #"{"catalogs": 1-2}"#, "1:15: error: invalid JSON: expected ',' or '}' in an object"),
    // Raw control characters and lone surrogates were read into the string before.
    BadConfiguration(
      "{\"catalogs\": \"a\tb\"}",
      #"1:16: error: invalid JSON: unescaped control character U+0009 in a string; write it as \u0009"#
    ),
    BadConfiguration(
      #"{"catalogs": "a\ud800"}"#, #"1:16: error: invalid JSON: unpaired UTF-16 surrogate \uD800"#
    ),
    // Deep nesting overflowed the stack before (a crash).
    BadConfiguration(
      #"{"catalogs": "# + String(repeating: "[", count: 600),
      "1:141: error: invalid JSON: nesting deeper than 128 levels"),
  ]

  @Test("input the old parser accepted or placed differently", arguments: changed)
  func changedErrors(bad: BadConfiguration) throws {
    let error = try #require(throws: ConfigurationError.self) {
      _ = try L10nConfiguration.parse(bad.text, path: "/r/l10n.json")
    }
    #expect(error.description == "/r/l10n.json:" + bad.error)
  }

  @Test("escapes decode in keys and values, surrogate pairs included")
  func escapes() throws {
    let config = try L10nConfiguration.parse(
      #"{"cat\u0061logs": ["\ud83d\ude42.xcstrings"]}"#, path: "/r/l10n.json")
    #expect(config.catalogs == ["/r/🙂.xcstrings"])
  }

  @Test("a baseline's errors are located the same way, and no count traps")
  func baseline() throws {
    let project = try TemporaryProject()
    func load(_ text: String) throws(ConfigurationError) -> Baseline {
      try? project.write(text, to: "baseline.json")
      return try Baseline.load(path: project.root + "/baseline.json")
    }
    let entry = #""rule": "r", "path": "p", "message": "m""#
    let counts = try [#""count": 2"#, #""count": 2.5"#, #""count": 1e400"#, #""count": -1e300"#]
      .map { try load(#"{"findings": [{\#(entry), \#($0)}]}"#).counts.values.first }
    #expect(counts == [2, 2, 1, 1])
    let duplicate = try #require(throws: ConfigurationError.self) {
      _ = try load(#"{"findings": [], "findings": []}"#)
    }
    #expect(
      duplicate.description.hasSuffix(#":1:18: error: invalid JSON: duplicate member "findings""#))
    let wrongType = try #require(throws: ConfigurationError.self) {
      _ = try load(#"{"findings": [{"rule": "é", "path": 1}]}"#)
    }
    #expect(wrongType.description.hasSuffix(#":1:37: error: "path" has the wrong type"#))
  }
}
