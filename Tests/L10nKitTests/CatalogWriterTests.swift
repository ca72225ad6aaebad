import Foundation
import Testing

@testable import L10nKit

/// The hand-written fixtures beside the tests (`Fixtures/`), read through `#filePath`.
enum Fixture {
  /// The fixtures folder.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The path of a fixture.
  static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// The bytes of a fixture.
  static func bytes(_ name: String) throws -> [UInt8] { try CatalogFile.read(path(name)) }

  /// A fixture parsed as a catalog.
  static func catalog(_ name: String) throws -> StringCatalog {
    try StringCatalog(contentsOf: path(name))
  }
}

@Suite("Catalog writer: Xcode's exact bytes")
struct CatalogWriterTests {
  @Test(
    "Fixtures round-trip byte for byte, and are sorted too",
    arguments: ["Golden.xcstrings", "GoldenWithNewline.xcstrings", "Empty.xcstrings"])
  func roundTrip(name: String) throws {
    let bytes = try Fixture.bytes(name)
    var catalog = try StringCatalog(bytes: bytes, path: name)
    #expect(catalog.bytes() == bytes)
    #expect(catalog.serializes(to: bytes))
    catalog.sort()
    #expect(catalog.bytes() == bytes)
  }

  @Test("The final-newline state is kept")
  func finalNewline() throws {
    let without = try Fixture.catalog("Golden.xcstrings")
    let with = try Fixture.catalog("GoldenWithNewline.xcstrings")
    #expect(!without.endsWithNewline)
    #expect(with.endsWithNewline)
    #expect(with.bytes().last == 0x0A)
    #expect(without.bytes().last == UInt8(ascii: "}"))
  }

  @Test("A new catalog is written as Xcode creates it")
  func newCatalog() throws {
    let catalog = StringCatalog(sourceLanguage: "en")
    #expect(catalog.bytes() == (try Fixture.bytes("Empty.xcstrings")))
  }

  @Test("A hand-written file is written in Xcode's layout, in the order read")
  func handwritten() throws {
    let catalog = try Fixture.catalog("Handwritten.xcstrings")
    #expect(catalog.bytes() == (try Fixture.bytes("Handwritten.formatted.xcstrings")))
  }

  @Test("Sorting reorders every level in Xcode's collation")
  func sortHandwritten() throws {
    var catalog = try Fixture.catalog("Handwritten.xcstrings")
    catalog.sort()
    #expect(catalog.keys == ["a", "b/c"])
    #expect(catalog.bytes() == (try Fixture.bytes("Handwritten.sorted.xcstrings")))
  }

  @Test("A new key goes to its collated position; every other byte is unchanged")
  func insertion() throws {
    let golden = String(decoding: try Fixture.bytes("Golden.xcstrings"), as: UTF8.self)
    var catalog = try StringCatalog(bytes: Array(golden.utf8), path: "Golden.xcstrings")
    catalog.insert(CatalogEntry(key: "item 2"))
    catalog["apple"] = CatalogEntry(key: "apple", comment: "Fruit", extractionState: "manual")
    var expected = golden.replacingOccurrences(
      of: "    \"item 9\" : {", with: "    \"item 2\" : {\n\n    },\n    \"item 9\" : {")
    expected = expected.replacingOccurrences(
      of: "    \"Escapes\" : {",
      with: "    \"apple\" : {\n      \"comment\" : \"Fruit\",\n"
        + "      \"extractionState\" : \"manual\"\n    },\n    \"Escapes\" : {")
    #expect(String(decoding: catalog.bytes(), as: UTF8.self) == expected)
    #expect(catalog.keys.firstIndex(of: "item 2") == catalog.index(ofKey: "item 2"))
    #expect(catalog.index(ofKey: "item 10") == 6)
  }

  @Test(
    "Strings are escaped as NSJSONSerialization does",
    arguments: [
      ("a\"b", #""a\"b""#),
      ("back\\slash", #""back\\slash""#),
      ("line\nfeed", #""line\nfeed""#),
      ("carriage\rreturn", #""carriage\rreturn""#),
      ("tab\there", #""tab\there""#),
      ("\u{8}\u{C}", #""\b\f""#),
      ("\u{1}\u{1B}\u{1F}", #""\u0001\u001b\u001f""#),
      ("a/b", #""a/b""#),
      ("é漢字🙂\u{A0}\u{7F}", "\"é漢字🙂\u{A0}\u{7F}\""),
      ("", #""""#),
    ])
  func escapes(input: String, expected: String) {
    var writer = JSONWriter()
    writer.write(string: input)
    #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
  }

  @Test("Empty containers and nested arrays use Xcode's layout")
  func containers() {
    let value = JSONValue.object(
      JSONObject([
        JSONMember(key: "a", value: .array([])),
        JSONMember(key: "b", value: .object(JSONObject())),
        JSONMember(key: "c", value: .array([.number("1"), .array([.bool(false)]), .null])),
      ]))
    let expected =
      "{\n  \"a\" : [\n\n  ],\n  \"b\" : {\n\n  },\n  \"c\" : [\n    1,\n    [\n      false\n    ],\n"
      + "    null\n  ]\n}"
    #expect(String(decoding: JSONWriter.bytes(of: value), as: UTF8.self) == expected)
    #expect(JSONWriter.bytes(of: value, endsWithNewline: true).last == 0x0A)
  }

  @Test("Comparing mode finds any difference, including a missing or extra final byte")
  func comparing() throws {
    let bytes = try Fixture.bytes("Golden.xcstrings")
    let catalog = try StringCatalog(bytes: bytes, path: "Golden")
    #expect(catalog.serializes(to: bytes))
    #expect(!catalog.serializes(to: bytes + [0x0A]))
    #expect(!catalog.serializes(to: Array(bytes.dropLast())))
    var changed = bytes
    changed[changed.count / 2] ^= 0x20
    #expect(!catalog.serializes(to: changed))
  }
}
