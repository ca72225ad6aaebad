import Testing

@testable import L10nKit

@Suite("JSON reader: positions of values")
struct JSONNodeTests {
  @Test("every value knows where it starts: the root, member values, array elements")
  func positions() throws {
    let text = "{\n  \"a\": [1, \"x\",\n    {\"b\": null}],\n  \"c\":true\n}"
    let root = try JSONParser.parseNodes(Array(text.utf8))
    #expect(root.position == SourcePosition(line: 1, column: 1))
    let members = root.members
    #expect(members.map(\.member.key) == ["a", "c"])
    #expect(
      members.map(\.member.position) == [.init(line: 2, column: 3), .init(line: 4, column: 3)])
    #expect(members.map(\.node.position) == [.init(line: 2, column: 8), .init(line: 4, column: 7)])
    let elements = try #require(members.first).node.elements
    #expect(
      elements.map(\.position) == [
        .init(line: 2, column: 9), .init(line: 2, column: 12), .init(line: 3, column: 5),
      ])
    let inner = try #require(elements.last).members
    #expect(inner.map(\.node.position) == [.init(line: 3, column: 11)])
    #expect(inner.first?.node.value == .null)
    #expect(root.elements.isEmpty)
    #expect(try #require(elements.first).members.isEmpty)
  }

  @Test("a repeat that is read once does not shift the positions of the values after it")
  func identicalRepeat() throws {
    let text = #"{"a":[1,[2]],"a":[1,[2]],"b":"x"}"#
    let root = try JSONParser.parseNodes(Array(text.utf8), duplicateKeys: .keepFirst)
    #expect(root.members.map(\.member.key) == ["a", "b"])
    #expect(root.members.last?.node.position == SourcePosition(line: 1, column: 30))
    #expect(
      root.members.first?.node.elements.map(\.position) == [
        .init(line: 1, column: 7), .init(line: 1, column: 9),
      ])
  }

  @Test("a member is 40 bytes and keeps its key's position: 24 bits of line, 32 of column")
  func compactMember() {
    #expect(MemoryLayout<JSONMember>.stride == 40)
    var member = JSONMember(
      key: "k", value: .null, position: SourcePosition(line: 70_000, column: 4_000_000_000))
    #expect(member.position == SourcePosition(line: 70_000, column: 4_000_000_000))
    member.position = SourcePosition(line: 16_777_215, column: 3)
    #expect(member.position == SourcePosition(line: 16_777_215, column: 3))
    member.position = SourcePosition(line: 20_000_000, column: 9)
    #expect(member.position == SourcePosition(line: 16_777_215, column: 9))
    #expect(JSONMember(key: "k", value: .bool(true)).position == .unknown)
    member.value = .string("a value long enough to live on the heap")
    #expect(member.value.stringValue == "a value long enough to live on the heap")
    #expect(member.position.column == 9)
  }
}
