import Testing

@testable import L10nKit

/// A catalog with one localization and one entry each repeated with another value, and one entry
/// repeated identically.
private let catalogText = """
  {
    "sourceLanguage" : "en",
    "strings" : {
      "a" : {
        "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "eins" } },
          "de" : { "stringUnit" : { "state" : "new", "value" : "zwei" } }
        }
      },
      "b" : { "comment" : "first" },
      "c" : { },
      "b" : { "comment" : "second" },
      "c" : { }
    },
    "version" : "1.0"
  }
  """

@Suite("JSON reader: repeated keys")
struct JSONDuplicateKeyTests {
  @Test("keepFirst keeps each first occurrence and records the repeats with both positions")
  func keepFirst() throws {
    let catalog = try StringCatalog(
      bytes: Array(catalogText.utf8), path: "x.xcstrings", duplicateKeys: .keepFirst)
    #expect(catalog.keys == ["a", "b", "c"])
    #expect(catalog["a"]?.localization(for: "de")?.stringUnit?.value == "eins")
    #expect(catalog["b"]?.comment == "first")
    #expect(
      catalog.duplicateKeys == [
        JSONDuplicateKey(
          key: "de", position: SourcePosition(line: 7, column: 9),
          firstPosition: SourcePosition(line: 6, column: 9), depth: 4),
        JSONDuplicateKey(
          key: "b", position: SourcePosition(line: 12, column: 5),
          firstPosition: SourcePosition(line: 10, column: 5), depth: 2),
      ])
    #expect(
      catalog.duplicateKeys.first?.message
        == "duplicate key \"de\" with a different value (first at 6:9); keep only one of them")
  }

  @Test("rejectConflicting (the default) stops at the first repeat with another value")
  func rejectConflicting() throws {
    let error = try #require(throws: CatalogError.self) {
      _ = try StringCatalog(bytes: Array(catalogText.utf8), path: "x.xcstrings")
    }
    #expect(
      error.description
        == "x.xcstrings:7:9: error: duplicate key \"de\" with a different value (first at 6:9); "
        + "keep only one of them")
  }

  @Test(
    "rejectAll stops at any repeat, identical or not, before reading its value",
    arguments: [
      (#"{"a":1,"a":1}"#, "1:8", "1:2"), (#"{"a":1,"b":2,"a":"#, "1:14", "1:2"),
      ("{\n\"a\":[],\n\"a\":{}}", "3:1", "2:1"),
    ])
  func rejectAll(text: String, at position: String, first firstPosition: String) throws {
    let error = try #require(throws: JSONSyntaxError.self) {
      _ = try JSONParser.parseNodes(Array(text.utf8), duplicateKeys: .rejectAll)
    }
    #expect(error.position.description == position)
    guard case .repeatedKey(let key, let first) = error.problem else {
      Issue.record("\(error.problem)")
      return
    }
    #expect(key == "a")
    #expect(first.description == firstPosition)
  }

  @Test("a repeat is found whatever the order and size of the object")
  func orders() throws {
    // Ascending keys (the fast path), then unordered ones, in a small and a large object.
    let small = #"{"a":1,"b":2,"a":3}"#
    let large = "{" + (0..<40).map { "\"k\($0)\":\($0)," }.joined() + #""k7":0}"#
    for text in [small, large] {
      let (value, duplicates) = try JSONParser.parse(
        Array(text.utf8), path: "x", duplicateKeys: .keepFirst)
      #expect(duplicates.count == 1, "\(text)")
      #expect(value.objectValue?.members.count == (text == small ? 2 : 40))
    }
  }
}
