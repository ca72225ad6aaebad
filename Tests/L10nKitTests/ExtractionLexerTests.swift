import Testing

@testable import L10nKit

/// A compact, comparable rendering of tokens: `id:Text`, `p:(`, `str:Hello`, `str:a{…}b`.
func describeTokens(_ source: String, keepsComments: Bool = true) -> [String] {
  let bytes = Array(source.utf8)
  return SwiftLexer(bytes, keepsComments: keepsComments).tokens.map { describe($0, bytes) }
}

func describe(_ token: SwiftToken, _ bytes: [UInt8]) -> String {
  let text = String(decoding: bytes[token.range], as: UTF8.self)
  switch token.kind {
  case .identifier: return "id:" + text
  case .number: return "num:" + text
  case .punctuation: return "p:" + text
  case .operator: return "op:" + text
  case .regex: return "re:" + text
  case .comment(let isDoc): return (isDoc ? "doc:" : "comment:") + text
  case .directive: return "dir:" + text
  case .string(let literal):
    var rendered = "str:"
    for segment in literal.segments {
      switch segment {
      case .text(let text): rendered += text
      case .interpolation(let tokens):
        rendered += "{" + tokens.map { describe($0, bytes) }.joined(separator: " ") + "}"
      }
    }
    return rendered
  }
}

@Suite("SwiftLexer")
struct ExtractionLexerTests {
  @Test(
    "token streams",
    arguments: [
      // Comments hide quotes and calls; strings hide comment markers.
      (#"let x = "a // b" // Text("no")"#, #"id:let id:x op:= str:a // b comment:// Text("no")"#),
      ("/* /* nested */ still \" */ x", "comment:/* /* nested */ still \" */ id:x"),
      (
        "/// doc\n//// not doc\n/** doc */ /**/",
        "doc:/// doc comment://// not doc doc:/** doc */ comment:/**/"
      ),
      // Escapes are decoded.
      (#""q\"uote\" \\ tab\t nul\0 \u{1F600} \u{E9}""#, "str:q\"uote\" \\ tab\t nul\0 😀 é"),
      // Raw strings: quotes and backslashes are literal, `\#(` interpolates.
      (##"#"say "hi" \n \#(name)!"#"##, #"str:say "hi" \n {id:name}!"#),
      ("##\"a \"# b\"## x", "str:a \"# b id:x"),
      // A raw literal closed on its own line is one-line, even when it starts with `"""`.
      (##"#""""# x #"""#"##, #"str:"" id:x str:""#),
      // Interpolations nest parentheses and strings, even strings holding `)` and `"`.
      (
        #""a \(f(g(")\""), (1 + 2))) b" + c"#,
        #"str:a {id:f p:( id:g p:( str:)" p:) p:, p:( num:1 op:+ num:2 p:) p:)} b op:+ id:c"#
      ),
      (#""\("\("deep")")""#, "str:{str:{str:deep}}"),
      // Conditional compilation lines are one token; other pound names are identifiers.
      (
        "#if os(iOS) // comment\nx\n#else\n#endif",
        "dir:#if os(iOS) comment:// comment id:x dir:#else dir:#endif"
      ),
      ("#selector(f) #Preview", "id:#selector p:( id:f p:) id:#Preview"),
      // Regex literals do not derail the lexer; divisions stay operators.
      (
        #"let r = /[a-z"]+\//; let s = "ok""#,
        #"id:let id:r op:= re:/[a-z"]+\// p:; id:let id:s op:= str:ok"#
      ),
      ("a / b / c", "id:a op:/ id:b op:/ id:c"),
      ("a /* c */ / b", "id:a comment:/* c */ op:/ id:b"),
      (#"x = "\(/a"b/)" + y"#, #"id:x op:= str:{re:/a"b/} op:+ id:y"#),
      ("return /a b/", "id:return re:/a b/"),
      ("value! / 2", "id:value op:! op:/ num:2"),
      (
        #"f(0, /) + g("/", x / 2)"#,
        #"id:f p:( num:0 p:, op:/ p:) op:+ id:g p:( str:/ p:, id:x op:/ num:2 p:)"#
      ),
      (#"[/a/, /b /]"#, "p:[ re:/a/ p:, op:/ id:b op:/ p:]"),
      ("f(x) / 2 / 3", "id:f p:( id:x p:) op:/ num:2 op:/ num:3"),
      (##"#/a"b/# "c""##, #"re:#/a"b/# str:c"#),
      // Numbers, backticks, key paths, operators.
      (
        "1_000.5e-3 0xFF `default` \\.name a?.b ?? c",
        "num:1_000.5e-3 num:0xFF id:`default` p:\\ p:. id:name id:a op:? p:. id:b op:?? id:c"
      ),
      ("x = \"\" + \"\"", "id:x op:= str: op:+ str:"),
      ("0xFE-1 0x1p-2 2E+3-1", "num:0xFE op:- num:1 num:0x1p-2 num:2E+3 op:- num:1"),
    ])
  func tokens(source: String, expected: String) {
    #expect(describeTokens(source).joined(separator: " ") == expected)
  }

  @Test(
    "multi-line literals are dedented like Swift does",
    arguments: [
      (
        "\"\"\"\n  Hello \"world\"\n    indented \\(name)\n  end\n  \"\"\"",
        "str:Hello \"world\"\n  indented {id:name}\nend"
      ),
      ("\"\"\"\n  a \\\n  b\n  \"\"\"", "str:a b"),
      ("\"\"\"\r\n  one\r\n\r\n  two\r\n  \"\"\"", "str:one\n\ntwo"),
      ("\"\"\"\n\tTab\n\t\"\"\"", "str:Tab"),
      ("\"\"\"\n  one\n\n  \"\"\" + x", "str:one\n op:+ id:x"),
      ("#\"\"\"\n  raw \"\"\" \\n\n  \"\"\"#", "str:raw \"\"\" \\n"),
      ("\"\"\"\n  \"\"\"", "str:"),
    ])
  func multiline(source: String, expected: String) {
    #expect(describeTokens(source).joined(separator: " ") == expected)
  }

  @Test("lines and columns are 1-based, columns in UTF-8 bytes")
  func locations() throws {
    let lexer = SwiftLexer("let é = \"x\"\n  /* a\n b */ Text(\"\"\"\n  y\n  \"\"\") z")
    let positions = lexer.tokens.map { "\($0.line):\($0.column)" }
    #expect(positions == ["1:1", "1:5", "1:8", "1:10", "2:3", "3:7", "3:11", "3:12", "5:6", "5:8"])
    let bom = SwiftLexer([0xEF, 0xBB, 0xBF] + Array("x".utf8))
    let first = try #require(bom.tokens.first)
    #expect((first.line, first.column) == (1, 1))
  }

  @Test(
    "malformed input is diagnosed, located, and lexing goes on",
    arguments: [
      (
        "let a = \"open\nlet b = 1", "1:9 unterminated string literal; close it with '\"'",
        "id:let id:a op:= str:open id:let id:b op:= num:1"
      ),
      (
        "x /* never closed",
        "1:3 unterminated block comment; add the missing '*/' (block comments nest)",
        "id:x comment:/* never closed"
      ),
      (
        "\"bad \\q escape\"",
        "1:6 invalid escape sequence in string literal; write '\\\\' for a backslash",
        "str:bad \\q escape"
      ),
      ("  #\"raw", "1:3 unterminated string literal; close it with '#\"'", "str:raw"),
    ])
  func diagnostics(source: String, diagnostic: String, expected: String) throws {
    let lexer = SwiftLexer(source)
    let first = try #require(lexer.diagnostics.first)
    #expect("\(first.line):\(first.column) \(first.message)" == diagnostic)
    #expect(describeTokens(source).joined(separator: " ") == expected)
  }

  @Test("comments are dropped on request, also inside interpolations")
  func droppingComments() {
    #expect(
      describeTokens("a /* b */ \"\\(c /* d */)\" // e", keepsComments: false)
        == ["id:a", "str:{id:c}"])
  }

  @Test("format keys: interpolations become %@ and then % doubles")
  func formatKeys() throws {
    let interpolated = try #require(SwiftLexer(#""100% of \(n) \(m)""#).tokens.first?.stringLiteral)
    #expect(interpolated.formatKey() == "100%% of %@ %@")
    #expect(interpolated.formatKey(placeholder: "%lld") == "100%% of %lld %lld")
    #expect(interpolated.plainText == nil)
    let plain = try #require(SwiftLexer(#""100%""#).tokens.first?.stringLiteral)
    #expect(plain.plainText == "100%")
  }
}

@Suite("SwiftLexer robustness")
struct ExtractionLexerRobustnessTests {
  /// Tokens are in order, inside the source, and never overlap.
  func checkInvariants(_ bytes: [UInt8]) -> Bool {
    let lexer = SwiftLexer(bytes)
    var end = 0
    for token in lexer.tokens {
      guard token.range.lowerBound >= end, token.range.upperBound <= bytes.count,
        token.line >= 1, token.column >= 1
      else { return false }
      end = token.range.upperBound
    }
    return true
  }

  @Test("garbage made of Swift's delimiters lexes without crashing, in order")
  func garbage() {
    let alphabet = Array("\"#\\/*(){}[]`'.,:;$@ab1 \n\t\r".utf8)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var failures = 0
    for _ in 0..<400 {
      var sample: [UInt8] = []
      for _ in 0..<120 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        sample.append(alphabet[Int(state >> 33) % alphabet.count])
      }
      if !checkInvariants(sample) { failures += 1 }
    }
    #expect(failures == 0)
  }

  @Test("every prefix of a tricky source lexes, with a diagnostic where it is cut open")
  func prefixes() {
    let source = Array(
      ##"""
      /* a /* nested */ comment */ let s = #"raw "\#(x)" "#
      let m = """
        line \(f("a)", [1, 2]))
        """ // done
      let r = /[a-z"]+/; Text("end \u{1F600}")
      """##.utf8)
    var failures: [Int] = []
    for length in 0...source.count where !checkInvariants(Array(source[0..<length])) {
      failures.append(length)
    }
    #expect(failures.isEmpty)
    #expect(SwiftLexer(Array(source[0..<10])).diagnostics.count == 1)
    #expect(SwiftLexer(source).diagnostics.isEmpty)
  }

  @Test("multi-line raw literals interpolate only with their pounds")
  func multilineRaw() {
    #expect(
      describeTokens("#\"\"\"\n  a \\#(x) \\(y)\n  \"\"\"#")
        == ["str:a {id:x} \\(y)"])
  }
}
