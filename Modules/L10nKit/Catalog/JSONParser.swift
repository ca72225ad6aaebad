/// A strict, purpose-built JSON reader over bytes that keeps member order, number text and the
/// position of every key, and reports bad input with line and column. It is the one JSON reader
/// of `l10n`: String Catalogs, `l10n.json`, the lint baseline.
///
/// It works on the raw UTF-8 bytes (no `Character` iteration): strings without escapes are
/// validated and sliced straight into `String`s. It rejects what Xcode would not write or read:
/// a byte order mark, invalid UTF-8, unescaped control characters, trailing content, comments
/// and trailing commas. What a repeated key means is the caller's choice (`DuplicateKeyPolicy`).
public enum JSONParser {
  /// The deepest nesting accepted; real catalogs nest fewer than 20 levels.
  public static let maximumDepth = 128

  /// Parses a whole JSON document from `bytes`; `path` only names the file in errors. A key
  /// repeated with a different value is an error (``DuplicateKeyPolicy/rejectConflicting``).
  public static func parse(_ bytes: [UInt8], path: String) throws(CatalogError) -> JSONValue {
    try parse(bytes, path: path, duplicateKeys: .rejectConflicting).value
  }

  /// Parses a whole JSON document from `bytes`, treating repeated keys as `duplicateKeys` says;
  /// also returns the repeats ``DuplicateKeyPolicy/keepFirst`` left out, in the order found.
  static func parse(
    _ bytes: [UInt8], path: String, duplicateKeys: DuplicateKeyPolicy
  ) throws(CatalogError) -> (value: JSONValue, duplicates: [JSONDuplicateKey]) {
    let result = bytes.withUnsafeBufferPointer { buffer in
      var parser = ByteParser(buffer, duplicateKeys: duplicateKeys)
      return parser.parseResult()
    }
    return try result.mapError { $0.catalogError(path: path) }.get()
  }

  /// Parses a whole JSON document from `bytes`, which it consumes: memory pages of the input
  /// behind the parser are handed back to the system as it goes (their contents are lost), so
  /// a big catalog's bytes and its parsed tree are not held in full at the same time.
  static func parse(
    consuming bytes: UnsafeMutableBufferPointer<UInt8>, path: String,
    duplicateKeys: DuplicateKeyPolicy
  ) throws(CatalogError) -> (value: JSONValue, duplicates: [JSONDuplicateKey]) {
    var parser = ByteParser(UnsafeBufferPointer(bytes), duplicateKeys: duplicateKeys)
    parser.releasesConsumedBytes = true
    return try parser.parseResult().mapError { $0.catalogError(path: path) }.get()
  }

  /// Parses a whole JSON document from `bytes` keeping where every value starts, not only every
  /// key: for the small hand-written files whose errors point at a value (`l10n.json`, the
  /// baseline). Errors are left unworded, so each such reader words them for its own users.
  static func parseNodes(
    _ bytes: [UInt8], duplicateKeys: DuplicateKeyPolicy = .rejectAll
  ) throws(JSONSyntaxError) -> JSONNode {
    let result: Result<JSONNode, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
      var parser = ByteParser(buffer, duplicateKeys: duplicateKeys)
      parser.recordsValuePositions = true
      return parser.parseResult().map { parsed in
        var next = 0
        return JSONNode(parsed.value, positions: parser.valuePositions, next: &next)
      }
    }
    return try result.get()
  }
}

/// A key compared byte for byte (like `NSString`) and hashed from its UTF-8 bytes, which is
/// cheaper than `String`'s hash (no normalisation check) and agrees with `==`.
struct ExactKey: Hashable {
  var string: String

  static func == (a: ExactKey, b: ExactKey) -> Bool {
    a.string.hasSameUTF8(as: b.string)
  }

  func hash(into hasher: inout Hasher) {
    var string = string
    string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}

/// The members or elements of the containers being parsed, innermost last. A closing container
/// moves its slice into an exactly sized array (no growth slack in the tree, and no retain and
/// release per element as copying from an `Array` would do).
final class ParseStack<Element> {
  private var storage: UnsafeMutablePointer<Element>
  private var capacity = 64
  private(set) var count = 0

  init() {
    storage = .allocate(capacity: capacity)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  subscript(i: Int) -> Element { storage[i] }

  /// Pushes `element`, moved in (no retain of what it holds).
  func append(_ element: consuming Element) {
    if count == capacity {
      let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
      bigger.moveInitialize(from: storage, count: count)
      storage.deallocate()
      storage = bigger
      capacity *= 2
    }
    (storage + count).initialize(to: element)
    count += 1
  }

  /// Moves the elements from `base` to the top into a new array. Built by `reserveCapacity` and
  /// `append`, which the compiler specializes for the element type: `Array(unsafeUninitialized
  /// Capacity:)` allocates through a generic stdlib function that looks up the array's storage
  /// type at run time, for every container (a tenth of parsing a catalog).
  func pop(from base: Int) -> [Element] {
    let n = count - base
    count = base
    var result: [Element] = []
    guard n > 0 else { return result }
    result.reserveCapacity(n)
    for k in base..<(base + n) { result.append((storage + k).move()) }
    return result
  }
}

extension ParseStack<JSONMember> {
  /// Whether the last member's key is before `key` in byte order (there is a last member).
  func lastKeyPrecedes(_ key: String) -> Bool {
    var last = storage[count - 1].key
    var next = key
    return last.withUTF8 { last in
      next.withUTF8 { next in
        // Keys mostly differ within their first bytes.
        for k in 0..<min(last.count, next.count) where last[k] != next[k] {
          return last[k] < next[k]
        }
        return last.count < next.count
      }
    }
  }

  /// The index of the first member from `base` whose key is exactly `key`. The members are read
  /// in place (`self[i]` would copy each one: a retain and release of its key and value).
  func firstIndex(from base: Int, key: String) -> Int? {
    for i in base..<count where storage[i].key.hasSameUTF8(as: key) { return i }
    return nil
  }
}

private let quote = UInt8(ascii: "\"")
private let backslash = UInt8(ascii: "\\")

struct ByteParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var line = 1
  var lineStart = 0
  var scratch: [UInt8] = []
  /// Members and elements of the containers being parsed: each container takes its slice into
  /// an exactly sized array when it closes (no growth slack in the tree, fewer reallocations).
  let memberStack = ParseStack<JSONMember>()
  let elementStack = ParseStack<JSONValue>()
  /// Whether the input may be given back to the system behind the parser (the caller owns a
  /// mutable buffer it no longer needs); see ``releaseConsumedBytes()``.
  var releasesConsumedBytes = false
  /// The offset up to which input was given back.
  var released = 0
  /// What a repeated key in an object means.
  let duplicateKeys: DuplicateKeyPolicy
  /// The repeats ``DuplicateKeyPolicy/keepFirst`` left out, in the order found.
  var duplicates: [JSONDuplicateKey] = []
  /// Whether to note where every value starts (for `JSONNode`); catalogs need only keys'.
  var recordsValuePositions = false
  /// Where each value in the tree starts, in document order (a container before its contents).
  var valuePositions: [SourcePosition] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>, duplicateKeys: DuplicateKeyPolicy) {
    self.bytes = bytes
    self.duplicateKeys = duplicateKeys
  }

  var position: SourcePosition {
    SourcePosition(line: line, column: index - lineStart + 1)
  }

  /// Gives back the whole memory pages between `released` and `index` once they add up to a
  /// megabyte. Called only between members and elements: the parser never looks behind them
  /// (errors keep positions, not offsets into the input).
  @inline(__always)
  mutating func releaseConsumedBytesIfNeeded() {
    guard releasesConsumedBytes, index - released >= 1 << 20 else { return }
    if let base = bytes.baseAddress {
      discardMemoryPages(UnsafeRawPointer(base + released), count: index - released)
    }
    released = index
  }

  func error(_ problem: JSONSyntaxProblem, at position: SourcePosition? = nil) -> JSONSyntaxError {
    JSONSyntaxError(problem: problem, position: position ?? self.position)
  }

  func unexpectedEnd(expecting: JSONSyntaxProblem.Expectation) -> JSONSyntaxError {
    error(.unexpectedEnd(expecting: expecting))
  }

  /// The whole document and the duplicates left out, or the first error.
  mutating func parseResult() -> Result<
    (value: JSONValue, duplicates: [JSONDuplicateKey]), JSONSyntaxError
  > {
    do throws(JSONSyntaxError) {
      let value = try parseDocument()
      return .success((value, duplicates))
    } catch {
      return .failure(error)
    }
  }

  /// UTF-16 or UTF-32, told by a byte order mark or by the zero bytes of the first ASCII
  /// character (JSON starts with one); nil for anything else.
  func wideEncoding() -> String? {
    let head = Array(bytes.prefix(4))
    if head.starts(with: [0xFF, 0xFE, 0, 0]) || head.starts(with: [0, 0, 0xFE, 0xFF]) {
      return head[0] == 0xFF ? "UTF-32LE" : "UTF-32BE"
    }
    if head.starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
    if head.starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
    guard head.count == 4 else { return nil }
    switch (head[0] == 0, head[1] == 0, head[2] == 0, head[3] == 0) {
    case (false, true, true, true): return "UTF-32LE"
    case (true, true, true, false): return "UTF-32BE"
    case (false, true, false, true): return "UTF-16LE"
    case (true, false, true, false): return "UTF-16BE"
    default: return nil
    }
  }

  mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      throw error(.byteOrderMark)
    }
    if let encoding = wideEncoding() { throw error(.wideEncoding(encoding)) }
    skipWhitespace()
    guard index < bytes.count else { throw error(.emptyDocument) }
    let value = try parseValue(depth: 0)
    skipWhitespace()
    if index < bytes.count { throw error(.trailingContent(found: bytes[index])) }
    return value
  }

  @inline(__always)
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D:
        index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard index < bytes.count else { throw unexpectedEnd(expecting: .value) }
    if recordsValuePositions { valuePositions.append(position) }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      return .object(try parseObject(depth: depth + 1))
    case UInt8(ascii: "["):
      return .array(try parseArray(depth: depth + 1))
    case quote:
      return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try parseNumber())
    default:
      throw error(.expectedValue(found: bytes[index]))
    }
  }

  mutating func expectLiteral(_ word: StaticString) throws(JSONSyntaxError) {
    let start = position
    let count = word.utf8CodeUnitCount
    let literal = UnsafeBufferPointer(start: word.utf8Start, count: count)
    for k in 0..<count {
      guard index + k < bytes.count else { throw unexpectedEnd(expecting: .literal) }
      guard bytes[index + k] == literal[k] else {
        throw error(.invalidLiteral(expected: "\(word)"), at: start)
      }
    }
    index += count
  }

  mutating func parseNumber() throws(JSONSyntaxError) -> String {
    let start = index
    let startPosition = position
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func isDigit(_ i: Int) -> Bool {
      i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")
    }
    guard isDigit(index) else {
      throw error(.invalidNumber(.missingDigit), at: startPosition)
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(index) {
        throw error(.invalidNumber(.leadingZero), at: startPosition)
      }
    } else {
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(index) else {
        throw error(.invalidNumber(.missingFractionDigit), at: startPosition)
      }
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count
        && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
      {
        index += 1
      }
      guard isDigit(index) else {
        throw error(.invalidNumber(.missingExponentDigit), at: startPosition)
      }
      while isDigit(index) { index += 1 }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
    if depth > JSONParser.maximumDepth {
      throw error(.tooDeep)
    }
    index += 1  // [
    let base = elementStack.count
    skipWhitespace()
    guard index < bytes.count else { throw unexpectedEnd(expecting: .value) }
    if bytes[index] == UInt8(ascii: "]") {
      index += 1
      return []
    }
    while true {
      skipWhitespace()
      let element = try parseValue(depth: depth)
      elementStack.append(element)
      releaseConsumedBytesIfNeeded()
      skipWhitespace()
      guard index < bytes.count else { throw unexpectedEnd(expecting: .arrayContinuation) }
      switch bytes[index] {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
          throw error(.trailingComma(before: bytes[index]))
        }
      case UInt8(ascii: "]"):
        index += 1
        return elementStack.pop(from: base)
      default:
        throw error(.expectedContinuation(closing: UInt8(ascii: "]"), found: bytes[index]))
      }
    }
  }

  mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONObject {
    if depth > JSONParser.maximumDepth {
      throw error(.tooDeep)
    }
    index += 1  // {
    let base = memberStack.count
    var seen: Set<ExactKey>? = nil
    // Whether the keys so far are in strictly ascending byte order.
    var ascending = true
    skipWhitespace()
    guard index < bytes.count else { throw unexpectedEnd(expecting: .key) }
    if bytes[index] == UInt8(ascii: "}") {
      index += 1
      return JSONObject()
    }
    while true {
      guard index < bytes.count else { throw unexpectedEnd(expecting: .key) }
      guard bytes[index] == quote else {
        if bytes[index] == UInt8(ascii: "}") { throw error(.trailingComma(before: bytes[index])) }
        throw error(.expectedKey(found: bytes[index]))
      }
      let keyPosition = position
      let key = try parseString()
      // Duplicate keys. While the keys come in ascending byte order (as Xcode writes them), a
      // key after the last one cannot repeat an earlier one. Otherwise a linear scan for small
      // objects, a set for large ones.
      var duplicateIndex: Int? = nil
      ascending = ascending && (memberStack.count == base || memberStack.lastKeyPrecedes(key))
      if !ascending {
        if memberStack.count - base < 16 {
          duplicateIndex = memberStack.firstIndex(from: base, key: key)
        } else {
          if seen == nil {
            seen = Set((base..<memberStack.count).map { ExactKey(string: memberStack[$0].key) })
          }
          if !seen!.insert(ExactKey(string: key)).inserted {
            duplicateIndex = memberStack.firstIndex(from: base, key: key)
          }
        }
      }
      if let duplicateIndex, duplicateKeys == .rejectAll {
        throw error(.repeatedKey(key, first: memberStack[duplicateIndex].position), at: keyPosition)
      }
      skipWhitespace()
      guard index < bytes.count else { throw unexpectedEnd(expecting: .colon) }
      guard bytes[index] == UInt8(ascii: ":") else {
        throw error(.expectedColon(found: bytes[index]))
      }
      index += 1
      skipWhitespace()
      // Where a repeat's value positions will start, to drop them with the value.
      let repeatPositions = duplicateIndex == nil ? 0 : valuePositions.count
      let value = try parseValue(depth: depth)
      if let duplicateIndex {
        // A key repeated with the same value (seen in hand-written files) is harmless: keep
        // the first. With another value it is ambiguous which one Xcode would keep: an error,
        // or (keepFirst) the first kept and the repeat recorded.
        let first = memberStack[duplicateIndex]
        if recordsValuePositions { valuePositions.removeSubrange(repeatPositions...) }
        if first.value != value {
          let duplicate = JSONDuplicateKey(
            key: key, position: keyPosition, firstPosition: first.position, depth: depth)
          guard duplicateKeys == .keepFirst else {
            throw error(.duplicateKey(duplicate), at: keyPosition)
          }
          duplicates.append(duplicate)
        }
      } else {
        memberStack.append(JSONMember(key: key, value: value, position: keyPosition))
      }
      releaseConsumedBytesIfNeeded()
      skipWhitespace()
      guard index < bytes.count else { throw unexpectedEnd(expecting: .objectContinuation) }
      switch bytes[index] {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
      case UInt8(ascii: "}"):
        index += 1
        return JSONObject(memberStack.pop(from: base))
      default:
        throw error(.expectedContinuation(closing: UInt8(ascii: "}"), found: bytes[index]))
      }
    }
  }

  /// Parses a string starting at its opening quote.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    let start = index
    let count = bytes.count
    while index < count {
      let b = bytes[index]
      if b == quote {
        let s = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        return s
      }
      if b == backslash {
        return try parseEscapedString(from: start)
      }
      if b < 0x20 { throw controlCharacter(b) }
      if b < 0x80 {
        index += 1
      } else {
        try validateUTF8Sequence()
      }
    }
    throw unexpectedEnd(expecting: .string)
  }

  func controlCharacter(_ b: UInt8) -> JSONSyntaxError {
    error(b == 0x0A ? .lineBreakInString : .controlCharacter(b))
  }

  /// The slow path: copies the string into `scratch`, decoding escapes.
  mutating func parseEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
    let count = bytes.count
    while index < count {
      let b = bytes[index]
      if b == quote {
        index += 1
        return String(decoding: scratch, as: UTF8.self)
      }
      if b == backslash {
        let escapePosition = position
        index += 1
        guard index < count else { throw unexpectedEnd(expecting: .string) }
        let e = bytes[index]
        index += 1
        switch e {
        case quote, backslash, UInt8(ascii: "/"): scratch.append(e)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "u"):
          var scalar = try parseHex4(escapePosition)
          if scalar >= 0xD800 && scalar < 0xDC00 {
            guard index + 1 < count, bytes[index] == backslash,
              bytes[index + 1] == UInt8(ascii: "u")
            else {
              throw error(.unpairedSurrogate(scalar), at: escapePosition)
            }
            index += 2
            let low = try parseHex4(escapePosition)
            guard low >= 0xDC00 && low < 0xE000 else {
              throw error(.unpairedSurrogate(scalar), at: escapePosition)
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          } else if scalar >= 0xDC00 && scalar < 0xE000 {
            throw error(.unpairedSurrogate(scalar), at: escapePosition)
          }
          guard let unicode = Unicode.Scalar(scalar) else {
            throw error(.unpairedSurrogate(scalar), at: escapePosition)
          }
          scratch.append(contentsOf: UTF8.encode(unicode)!)
        default:
          throw error(.invalidEscape(e), at: escapePosition)
        }
        continue
      }
      if b < 0x20 { throw controlCharacter(b) }
      if b < 0x80 {
        scratch.append(b)
        index += 1
      } else {
        let from = index
        try validateUTF8Sequence()
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from..<index]))
      }
    }
    throw unexpectedEnd(expecting: .string)
  }

  /// Reads the four hexadecimal digits of a `\\u` escape whose backslash is at `escapePosition`.
  mutating func parseHex4(_ escapePosition: SourcePosition) throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw unexpectedEnd(expecting: .unicodeEscape) }
    let digits = position
    var value: UInt32 = 0
    for _ in 0..<4 {
      let c = bytes[index]
      let digit: UInt8
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = c - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = c - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = c - UInt8(ascii: "A") + 10
      default:
        throw error(.invalidUnicodeEscape(digits: digits), at: escapePosition)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// Checks the multi-byte UTF-8 sequence at `index` (well-formed, shortest form, no
  /// surrogates) and moves past it.
  mutating func validateUTF8Sequence() throws(JSONSyntaxError) {
    guard let length = utf8SequenceLength(bytes, at: index) else { throw invalidUTF8() }
    index += length
  }

  func invalidUTF8() -> JSONSyntaxError {
    error(.invalidUTF8(bytes[index]))
  }
}

func hex<T: BinaryInteger>(_ value: T, width: Int) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

/// The length of the well-formed, shortest-form, non-surrogate multi-byte UTF-8 sequence that
/// starts at `index`, or nil when the bytes there are not one (RFC 3629 table 3-7).
func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
  let length: Int
  var low: UInt8 = 0x80
  var high: UInt8 = 0xBF
  switch bytes[index] {
  case 0xC2...0xDF: length = 2
  case 0xE0:
    length = 3
    low = 0xA0
  case 0xE1...0xEC, 0xEE...0xEF: length = 3
  case 0xED:
    length = 3
    high = 0x9F
  case 0xF0:
    length = 4
    low = 0x90
  case 0xF1...0xF3: length = 4
  case 0xF4:
    length = 4
    high = 0x8F
  default: return nil
  }
  guard index + length <= bytes.count else { return nil }
  let b1 = bytes[index + 1]
  guard b1 >= low && b1 <= high else { return nil }
  for k in 2..<max(2, length) where bytes[index + k] & 0xC0 != 0x80 { return nil }
  return length
}
