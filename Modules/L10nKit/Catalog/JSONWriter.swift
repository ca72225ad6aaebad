/// Writes JSON exactly as Xcode writes String Catalogs (FORMATS.md §0, §1.7), i.e. as
/// `NSJSONSerialization` with `prettyPrinted`, `withoutEscapingSlashes`: two-space indent,
/// `"key" : value`, empty containers as `{\n\n<indent>}`, non-ASCII and `/` raw, only `\"`,
/// `\\`, `\n`, `\r`, `\t`, `\b`, `\f` escaped and other control characters as lowercase
/// `\u00xx`, numbers as their source text. Members are written in the order they are stored
/// (sort first for Xcode's sorted layout). All output is appended to one byte buffer.
public struct JSONWriter: Sendable {
  /// The bytes written so far (in comparing mode: since the last flush).
  public private(set) var bytes: [UInt8] = []
  /// In comparing mode, the bytes the output is compared with as it is produced.
  private var expected: [UInt8]?
  /// In comparing mode, how many bytes have been compared and found equal.
  private var compared = 0
  /// In comparing mode, whether a difference was found.
  private var differs = false
  private static let flushThreshold = 1 << 16

  /// Creates a writer, reserving room for about `capacity` bytes.
  public init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// Creates a writer that keeps no output but compares it, as it is produced, with
  /// `expected` (what `l10n format --check` needs, without a second copy of a large file).
  public init(comparingWith expected: [UInt8]) {
    self.expected = expected
    bytes.reserveCapacity(2 * JSONWriter.flushThreshold)
  }

  /// In comparing mode, whether everything written equals the expected bytes; always `false`
  /// in collecting mode.
  public mutating func finishComparing() -> Bool {
    guard let expected else { return false }
    flush()
    return !differs && compared == expected.count
  }

  private mutating func flush() {
    guard let expected else { return }
    if !differs {
      let n = bytes.count
      if compared + n > expected.count {
        differs = true
      } else {
        differs = bytes.withUnsafeBytes { out in
          expected.withUnsafeBytes { all in
            n > 0 && !bytesEqual(out.baseAddress!, all.baseAddress! + compared, count: n)
          }
        }
        compared += n
      }
    }
    bytes.removeAll(keepingCapacity: true)
  }

  /// The bytes of `value` in Xcode's layout, with a final line feed when `endsWithNewline`.
  public static func bytes(of value: JSONValue, endsWithNewline: Bool = false) -> [UInt8] {
    var writer = JSONWriter()
    writer.write(value, indent: 0)
    if endsWithNewline { writer.bytes.append(0x0A) }
    return writer.bytes
  }

  /// Appends raw bytes (e.g. a final newline).
  public mutating func appendRaw(_ raw: some Sequence<UInt8>) {
    bytes.append(contentsOf: raw)
  }

  /// Appends `value` as if it started at nesting level `indent` (its first byte is not indented).
  public mutating func write(_ value: JSONValue, indent: Int) {
    switch value {
    case .object(let object):
      write(object, indent: indent)
    case .array(let array):
      bytes.append(UInt8(ascii: "["))
      bytes.append(0x0A)
      for (i, element) in array.enumerated() {
        if i > 0 { appendComma() }
        appendIndent(indent + 1)
        write(element, indent: indent + 1)
      }
      bytes.append(0x0A)
      appendIndent(indent)
      bytes.append(UInt8(ascii: "]"))
    case .string(let string):
      write(string: string)
    case .number(let text):
      bytes.append(contentsOf: text.utf8)
    case .bool(let b):
      if b {
        bytes.append(contentsOf: [0x74, 0x72, 0x75, 0x65])
      } else {
        bytes.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])
      }
    case .null:
      bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
    }
  }

  /// Appends an object at nesting level `indent`.
  public mutating func write(_ object: JSONObject, indent: Int) {
    beginObject()
    object.members.withUnsafeBufferPointer { members in
      for i in members.indices {
        if i > 0 { appendComma() }
        writeKey(members[i].key, indent: indent + 1)
        write(members[i].value, indent: indent + 1)
      }
    }
    endObject(indent: indent)
  }

  /// Appends `{` and the line feed after it.
  public mutating func beginObject() {
    bytes.append(UInt8(ascii: "{"))
    bytes.append(0x0A)
  }

  /// Appends the line feed, indent and `}` that close an object at level `indent`.
  public mutating func endObject(indent: Int) {
    bytes.append(0x0A)
    appendIndent(indent)
    bytes.append(UInt8(ascii: "}"))
  }

  /// Appends `,\n` between two members or elements.
  public mutating func appendComma() {
    bytes.append(UInt8(ascii: ","))
    bytes.append(0x0A)
    if bytes.count >= JSONWriter.flushThreshold && expected != nil { flush() }
  }

  /// Appends the indent of level `level` (two spaces each).
  public mutating func appendIndent(_ level: Int) {
    let count = 2 * level
    if count <= JSONWriter.spaces.count {
      bytes.append(contentsOf: JSONWriter.spaces[..<count])
    } else {
      bytes.append(contentsOf: repeatElement(0x20, count: count))
    }
  }

  private static let spaces = [UInt8](repeating: 0x20, count: 64)

  /// Appends the indent, `"key"` and ` : ` of a member at level `indent`.
  public mutating func writeKey(_ key: String, indent: Int) {
    appendIndent(indent)
    write(string: key)
    bytes.append(contentsOf: [0x20, 0x3A, 0x20])
  }

  /// Appends a quoted, escaped string.
  public mutating func write(string: String) {
    bytes.append(UInt8(ascii: "\""))
    let done: Void? = string.utf8.withContiguousStorageIfAvailable { utf8 in
      appendEscaped(utf8)
    }
    if done == nil {
      appendEscaped(Array(string.utf8))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    var runStart = 0
    for i in 0..<utf8.count {
      let b = utf8[i]
      guard b < 0x20 || b == 0x22 || b == 0x5C else { continue }
      if runStart < i {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
      }
      runStart = i + 1
      appendEscape(for: b)
    }
    if runStart < utf8.count {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
  }

  private mutating func appendEscaped(_ utf8: [UInt8]) {
    utf8.withUnsafeBufferPointer { appendEscaped($0) }
  }

  private mutating func appendEscape(for b: UInt8) {
    bytes.append(0x5C)
    switch b {
    case 0x22: bytes.append(0x22)
    case 0x5C: bytes.append(0x5C)
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    default:
      let digits: [UInt8] = Array("0123456789abcdef".utf8)
      bytes.append(contentsOf: [
        UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), digits[Int(b >> 4)],
        digits[Int(b & 0xF)],
      ])
    }
  }
}
