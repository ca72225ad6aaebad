import Testing

@testable import AppLocalization

@Suite("printf-style formatting over typed arguments")
struct StringFormatterTests {
  @Test(
    "specifiers",
    arguments: [
      ("%@ has %lld", [.string("Ann"), .int(3)], "Ann has 3"),
      ("%2$@ before %1$@", [.string("a"), .string("b")], "b before a"),
      ("%2$@ %@", [.string("a"), .string("b"), .string("c")], "b c"),
      ("100%% sure, %d%%", [.int(42)], "100% sure, 42%"),
      (
        "%.2f|%5d|%-5@|%05lld", [.double(3.14159), .int(42), .string("ab"), .int(7)],
        "3.14|   42|ab   |00007"
      ),
      ("%x %X %o %u", [.int(255), .int(255), .int(8), .int(-1)], "ff FF 10 18446744073709551615"),
      ("%@ %@", [.double(2), .double(2.5)], "2 2.5"),
      ("%d", [.double(2.9)], "2"),
      ("%f", [.int(2)], "2.000000"),
      ("%lld", [.string("n/a")], "n/a"),
      ("%s and %.1s", [.string("text"), .string("xyz")], "text and x"),
      ("%c%c", [.int(72), .int(105)], "Hi"),
      ("%hhd %hd %ld %qd %zd", [.int(1), .int(2), .int(3), .int(4), .int(5)], "1 2 3 4 5"),
      ("%@ and %@", [.string("only")], "only and %@"),
      ("%5$@", [.string("a")], "%5$@"),
      ("50% off %", [], "50% off %"),
      ("%y", [.int(1)], "%y"),
      ("no specifiers", [.int(1)], "no specifiers"),
      ("%e", [.double(1234.5)], "1.234500e+03"),
      ("ünïcødé %@ 日本", [.string("✓")], "ünïcødé ✓ 日本"),
    ] as [(String, [FormatArgument], String)])
  func specifiers(template: String, arguments: [FormatArgument], expected: String) {
    #expect(StringFormatter.format(template, arguments: arguments) == expected)
  }

  @Test("%#@name@ takes the argument at its position unless argNum names one")
  func substitutions() {
    let leaves = ["files": "%arg files", "folders": "%arg folders"]
    let argNums = ["files": 2]
    let text = StringFormatter.format(
      "%#@folders@ with %#@files@ by %@",
      arguments: [.int(3), .int(10), .string("Ann")]
    ) { name, argument in
      leaves[name].map {
        StringFormatter.Substitution(
          text: $0 + (argument.map { _ in "" } ?? "?"), formatSpecifier: "lld",
          argNum: argNums[name])
      }
    }
    #expect(text == "3 folders with 10 files by Ann")
  }

  @Test("an unknown substitution is left as is")
  func unknownSubstitution() {
    #expect(StringFormatter.format("%#@nope@ %@", arguments: [.string("x")]) == "%#@nope@ x")
  }
}
