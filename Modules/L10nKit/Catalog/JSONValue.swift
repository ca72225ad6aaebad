/// A 1-based line and column in a file; the column counts UTF-8 bytes from the start of the line
/// (as clang and swiftc do), so it equals the character column on ASCII lines such as indentation.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  @usableFromInline var rawLine: UInt32
  @usableFromInline var rawColumn: UInt32

  /// The 1-based line; 0 for values created in memory rather than read from a file.
  public var line: Int { Int(rawLine) }
  /// The 1-based column in UTF-8 bytes; 0 for values created in memory.
  public var column: Int { Int(rawColumn) }

  /// Creates a position from a 1-based line and byte column.
  public init(line: Int, column: Int) {
    rawLine = UInt32(clamping: line)
    rawColumn = UInt32(clamping: column)
  }

  /// The position of a value created in memory, which has no place in any file yet.
  public static let unknown = SourcePosition(line: 0, column: 0)

  /// Whether this position points into a file (false for values created in memory).
  public var isKnown: Bool { rawLine != 0 }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// Orders positions as they appear in the file.
  public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
    (a.rawLine, a.rawColumn) < (b.rawLine, b.rawColumn)
  }
}

/// An order-preserving JSON value, as read from or written to a String Catalog.
///
/// Objects keep their members in the order read (Xcode's writer sorts them, but hand edits do
/// not), numbers keep their source text, and every member knows where its key sits in the file.
public enum JSONValue: Sendable, Equatable {
  /// An object with its members in order.
  case object(JSONObject)
  /// An array.
  case array([JSONValue])
  /// A string, unescaped.
  case string(String)
  /// A number, as its source text (e.g. `"2"`, `"1.50"`), so it is written back unchanged.
  case number(String)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null

  /// The string, when this is a string.
  public var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// The object, when this is an object.
  public var objectValue: JSONObject? {
    if case .object(let o) = self { return o }
    return nil
  }

  /// The array, when this is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let a) = self { return a }
    return nil
  }

  /// The Boolean, when this is `true` or `false`.
  public var boolValue: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  /// The integer, when this is a number written as an integer.
  public var intValue: Int? {
    if case .number(let text) = self { return Int(text) }
    return nil
  }

  /// A short name of the value's JSON type for messages (`"an object"`, `"a string"`...).
  public var typeDescription: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a Boolean"
    case .null: "null"
    }
  }
}

/// One `"key" : value` member of a JSON object, with the position of its key.
///
/// 40 bytes (a big catalog holds millions): the position's line is stored in the seven bytes
/// after the value's tag byte, 24 bits of it in two fields that pack there (a line beyond
/// 16,777,215, only in a file of hundreds of megabytes, reads as that line), the column in 32.
public struct JSONMember: Sendable, Equatable {
  /// The member's key, unescaped.
  public var key: String
  /// The member's value.
  public var value: JSONValue
  // The line's low 8 and high 16 bits, then the column: declared after `value` so they fill
  // the padding after its tag byte.
  private var lineLow: UInt8
  private var lineHigh: UInt16
  private var rawColumn: UInt32

  /// The largest line a member's position holds.
  static let maximumLine = (1 << 24) - 1

  /// Where the key's opening quote is in the file (`.unknown` for members added in memory).
  public var position: SourcePosition {
    get {
      SourcePosition(line: Int(lineHigh) << 8 | Int(lineLow), column: Int(rawColumn))
    }
    set { (lineLow, lineHigh, rawColumn) = Self.packed(newValue) }
  }

  /// `position`'s fields: the line (at most ``maximumLine``) in two, then the column.
  private static func packed(_ position: SourcePosition) -> (UInt8, UInt16, UInt32) {
    let line = min(position.line, maximumLine)
    return (
      UInt8(truncatingIfNeeded: line), UInt16(truncatingIfNeeded: line >> 8), position.rawColumn
    )
  }

  /// Creates a member.
  public init(key: String, value: JSONValue, position: SourcePosition = .unknown) {
    self.key = key
    self.value = value
    (lineLow, lineHigh, rawColumn) = Self.packed(position)
  }

  /// Members are equal when their keys and values are; positions are not compared.
  public static func == (a: JSONMember, b: JSONMember) -> Bool {
    a.key.hasSameUTF8(as: b.key) && a.value == b.value
  }
}

/// A JSON object whose members keep their order; new members go to their place in Xcode's
/// collation (`XcodeCollation`), so a sorted object stays sorted.
///
/// Keys are compared byte for byte (as `NSString` does), not with Swift's Unicode canonical
/// equivalence, so `"é"` precomposed and decomposed are two different keys.
public struct JSONObject: Sendable, Equatable {
  /// The members, in file order.
  public var members: [JSONMember]

  /// Creates an object from members in the given order.
  public init(_ members: [JSONMember] = []) {
    self.members = members
  }

  /// Creates an object from key/value pairs, each inserted at its collated position.
  public init(sortedInserting pairs: [(String, JSONValue)]) {
    members = []
    for (key, value) in pairs { self[key] = value }
  }

  /// Whether the object has no members.
  public var isEmpty: Bool { members.isEmpty }

  /// The keys, in order.
  public var keys: [String] { members.map(\.key) }

  /// The index of the member with exactly this key.
  public func index(of key: String) -> Int? {
    // Through the buffer: `firstIndex(where:)` copies (retains and releases) every member it
    // passes, and lookups run for every key of every catalog walk.
    members.withUnsafeBufferPointer { buffer in
      for index in buffer.indices where buffer[index].key.hasSameUTF8(as: key) { return index }
      return nil
    }
  }

  /// The member with exactly this key.
  public func member(_ key: String) -> JSONMember? {
    index(of: key).map { members[$0] }
  }

  /// The value of a member; setting replaces it in place (keeping its position and order),
  /// inserts a new member at its collated position, or removes the member when `nil`.
  public subscript(key: String) -> JSONValue? {
    get { index(of: key).map { members[$0].value } }
    set {
      if let i = index(of: key) {
        if let newValue { members[i].value = newValue } else { members.remove(at: i) }
      } else if let newValue {
        members.insert(
          JSONMember(key: key, value: newValue), at: collatedInsertionIndex(for: key))
      }
    }
  }

  /// Where Xcode's collation puts `key` among the existing members: before the first member
  /// that sorts after it, found by binary search (exact for sorted objects, sensible otherwise).
  public func collatedInsertionIndex(for key: String) -> Int {
    var low = 0
    var high = members.count
    while low < high {
      let mid = (low + high) / 2
      if XcodeCollation.areInIncreasingOrder(key, members[mid].key) {
        high = mid
      } else {
        low = mid + 1
      }
    }
    return low
  }

  /// Sorts this object's members, and those of every nested object, in Xcode's collation.
  public mutating func sortRecursively() {
    for i in members.indices { members[i].value.sortRecursively() }
    members.sort { XcodeCollation.areInIncreasingOrder($0.key, $1.key) }
  }
}

extension JSONValue {
  /// Sorts every object inside this value in Xcode's collation.
  public mutating func sortRecursively() {
    switch self {
    case .object(var object):
      self = .null
      object.sortRecursively()
      self = .object(object)
    case .array(var array):
      self = .null
      for i in array.indices { array[i].sortRecursively() }
      self = .array(array)
    default:
      break
    }
  }
}

extension String {
  /// Whether both strings have exactly the same UTF-8 bytes (as `NSString` compares), unlike
  /// `==`, which treats canonically equivalent strings as equal. Compares lengths, then bytes
  /// with `memcmp`: catalog code looks keys up by this in every object it reads.
  @inline(__always)
  func hasSameUTF8(as other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    // Native strings are compared in place (one storage is equal at once); others are copied.
    if let same = utf8.withContiguousStorageIfAvailable({ x in
      other.utf8.withContiguousStorageIfAvailable { y in
        guard let p = x.baseAddress, let q = y.baseAddress, p != q else { return true }
        return bytesEqual(p, q, count: x.count)
      }
    }), let same {
      return same
    }
    var a = self
    var b = other
    return a.withUTF8 { x in
      b.withUTF8 { y in
        guard let p = x.baseAddress, let q = y.baseAddress else { return true }
        return bytesEqual(p, q, count: x.count)
      }
    }
  }

  /// Whether the UTF-8 bytes of `needle` occur in this string's, compared byte for byte (no
  /// Unicode equivalence, unlike Foundation's `contains`, and without its cost: lint asks this
  /// of every key).
  func containsBytes(_ needle: StaticString) -> Bool {
    let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
    guard let first = pattern.first else { return true }
    if let found = utf8.withContiguousStorageIfAvailable({ bytes in
      guard bytes.count >= pattern.count else { return false }
      if pattern.count == 1 { return bytes.contains(first) }
      var index = 0
      while index <= bytes.count - pattern.count {
        if bytes[index] == first, pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] }) {
          return true
        }
        index += 1
      }
      return false
    }) {
      return found
    }
    return String(decoding: Array(utf8), as: UTF8.self).containsBytes(needle)
  }
}
