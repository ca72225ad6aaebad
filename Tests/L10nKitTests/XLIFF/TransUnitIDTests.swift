import Testing

@testable import L10nKit

@Suite("Trans-unit ids")
struct TransUnitIDTests {
  static let table: [(String, TransUnitID)] = [
    ("Hello", TransUnitID(key: "Hello")),
    ("", TransUnitID(key: "")),
    ("%lld items|==|plural.one", TransUnitID(key: "%lld items", path: [.plural("one")])),
    ("Shop|==|device.applewatch", TransUnitID(key: "Shop", path: [.device("applewatch")])),
    (
      "chained|==|device.iphone.plural.one",
      TransUnitID(key: "chained", path: [.device("iphone"), .plural("one")])
    ),
    (
      "k %lld|==|substitutions.count.plural.other",
      TransUnitID(key: "k %lld", path: [.substitution("count"), .plural("other")])
    ),
    (
      "sub_DOT.NAME|==|substitutions.@DOT.NAME@.plural.one",
      TransUnitID(key: "sub_DOT.NAME", path: [.substitution("DOT.NAME"), .plural("one")])
    ),
  ]

  @Test("encode and decode Xcode's id forms", arguments: table)
  func roundTrip(text: String, id: TransUnitID) {
    #expect(id.description == text)
    #expect(TransUnitID(decoding: text) == id)
  }

  @Test(
    "a suffix that is not a variation path stays part of the key",
    arguments: ["a|==|b", "a|==|plural", "a|==|substitutions.@x", "a|==|device.x.bogus.y"])
  func notAPath(text: String) {
    #expect(TransUnitID(decoding: text) == TransUnitID(key: text))
  }

  @Test("the last separator followed by a valid path wins")
  func lastSeparator() {
    let id = TransUnitID(decoding: "a|==|b|==|plural.one")
    #expect(id == TransUnitID(key: "a|==|b", path: [.plural("one")]))
    #expect(!TransUnitID.isRepresentable(key: "a|==|b"))
    #expect(TransUnitID.isRepresentable(key: "a|=|b"))
  }

  @Test("ids order by code point, not collation")
  func order() {
    let ids = ["b", "B", "a|==|plural.one", "a", "‼️", "Z"].map { TransUnitID(decoding: $0) }
    #expect(ids.sorted().map(\.description) == ["B", "Z", "a", "a|==|plural.one", "b", "‼️"])
  }
}

@Suite("Format specifiers")
struct FormatSpecifiersTests {
  @Test(
    "parse finds specifiers, skips %% and lone percent signs",
    arguments: [
      ("50% of %@", ["@"]),
      ("%1$@ / %2$@", ["@", "@"]),
      ("%lld%%", ["lld"]),
      ("%.2f and %-5d", [".2f", "-5d"]),
      ("%#@count@ and %arg", ["#@count@", "arg"]),
      ("50%1$ and 150%2$", []),
    ])
  func parse(text: String, bodies: [String]) {
    #expect(FormatSpecifiers.parse(text).map(\.body) == bodies)
  }

  @Test("substitution leaves: %arg <-> positional")
  func leaves() {
    let exported = FormatSpecifiers.exportLeaf(
      "%arg iPhone users", argument: 2, formatSpecifier: "lld")
    #expect(exported == "%2$lld iPhone users")
    #expect(
      FormatSpecifiers.importLeaf(exported, argument: 2, formatSpecifier: "lld")
        == "%arg iPhone users")
    // Another argument is left alone.
    #expect(
      FormatSpecifiers.importLeaf("%1$@ has %2$lld", argument: 2, formatSpecifier: "lld")
        == "%1$@ has %arg")
  }

  @Test(
    "parents with substitutions become positional and come back",
    arguments: [
      ("This %@ has %#@strings@.", "This %1$@ has %2$#@strings@."),
      ("%#@a@ and %#@b@", "%1$#@a@ and %2$#@b@"),
      ("No substitution %@", "No substitution %@"),
    ])
  func parents(catalog: String, xliff: String) {
    #expect(FormatSpecifiers.exportParent(catalog) == xliff)
    #expect(FormatSpecifiers.importParent(xliff) == catalog)
  }

  @Test("a translation that reorders arguments keeps its positions")
  func reordered() {
    #expect(FormatSpecifiers.importParent("%2$#@b@ then %1$@") == "%2$#@b@ then %1$@")
  }

  @Test("argument numbers of substitutions")
  func argumentNumbers() {
    #expect(FormatSpecifiers.argumentNumber(ofSubstitution: "s", in: "%@ %#@s@") == 2)
    #expect(FormatSpecifiers.argumentNumber(ofSubstitution: "s", in: "%3$#@s@ %@") == 3)
    #expect(FormatSpecifiers.argumentNumber(ofSubstitution: "x", in: "%@") == nil)
  }

  @Test(
    "mismatch compares argument numbers and types",
    arguments: [
      ("%@ has %lld", "%@ hat %lld", nil),
      ("%@ has %lld", "%2$lld bei %1$@", nil),
      (
        "%@ has %lld", "%@ hat %@",
        "format arguments %1$(@) %2$(@) do not match the source's %1$(@) %2$(lld)"
      ),
      ("%@", "kein Argument", "format arguments none do not match the source's %1$(@)"),
      ("%#@n@", "%#@m@", "format arguments %#@m@ do not match the source's %#@n@"),
      ("%#@FOLDERS@ hold %#@FILES@", "%1$#@FILES@ dans %2$#@FOLDERS@", nil),
      (
        "%#@a@ %#@b@", "%#@b@ %#@b@",
        "format arguments %#@b@ do not match the source's %#@a@ %#@b@"
      ),
      ("100%", "100 %", nil),
    ] as [(String, String, String?)])
  func mismatch(source: String, translation: String, expected: String?) {
    #expect(FormatSpecifiers.mismatch(source: source, translation: translation) == expected)
  }
}
