/// A JSON value with the position where it starts, and the same for every value inside it: what
/// a reader of a small hand-written file needs to say "this value is wrong" at the value
/// (`"catalogs": "a"` → the `"a"`), where a catalog's readers only ever point at keys.
///
/// Read with `JSONParser.parseNodes`. Each node's `value` is the whole subtree, so a reader can
/// also use `JSONValue`'s accessors directly.
struct JSONNode: Sendable {
  /// The value, with everything inside it.
  var value: JSONValue
  /// Where the value starts (its first byte: `{`, `[`, `"`, a digit...).
  var position: SourcePosition
  /// The nodes of an array's elements or of an object's member values, in order.
  var children: [JSONNode]

  /// Builds the node of `value` from the positions of every value in document order (a
  /// container before its contents), starting at `positions[next]`, which it moves past.
  init(_ value: JSONValue, positions: [SourcePosition], next: inout Int) {
    self.value = value
    // The parser notes one position per value it keeps; a mismatch would only cost positions.
    position = next < positions.count ? positions[next] : .unknown
    next += 1
    switch value {
    case .array(let elements):
      children = elements.map { JSONNode($0, positions: positions, next: &next) }
    case .object(let object):
      children = object.members.map { JSONNode($0.value, positions: positions, next: &next) }
    default:
      children = []
    }
  }

  /// An object's members, each with the node of its value (the member has its key's position);
  /// empty for other values.
  var members: [(member: JSONMember, node: JSONNode)] {
    guard case .object(let object) = value else { return [] }
    return Array(zip(object.members, children))
  }

  /// An array's elements as nodes; empty for other values.
  var elements: [JSONNode] {
    guard case .array = value else { return [] }
    return children
  }
}
