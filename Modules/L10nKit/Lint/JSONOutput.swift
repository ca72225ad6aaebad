/// A JSON value written deterministically (members in the order given, 2-space indent), for the
/// output formats, baselines and `l10n rules --format json`: output is a contract.
public indirect enum JSONOutput: Sendable, Equatable {
  /// A string.
  case string(String)
  /// An integer.
  case int(Int)
  /// A boolean.
  case bool(Bool)
  /// `null`.
  case null
  /// An array.
  case array([JSONOutput])
  /// An object whose members keep their order.
  case object([(String, JSONOutput)])

  /// Equality member by member, order included.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rendered() == rhs.rendered()
  }

  /// The value pretty-printed with a 2-space indent and `": "` separators.
  public func rendered() -> String {
    var out = ""
    write(into: &out, indent: 0)
    return out
  }

  /// The value on one line, e.g. for JSON Lines.
  public func compact() -> String {
    switch self {
    case .string(let s): return Self.quote(s)
    case .int(let i): return String(i)
    case .bool(let b): return b ? "true" : "false"
    case .null: return "null"
    case .array(let items): return "[" + items.map { $0.compact() }.joined(separator: ",") + "]"
    case .object(let members):
      return "{" + members.map { Self.quote($0.0) + ":" + $0.1.compact() }.joined(separator: ",")
        + "}"
    }
  }

  private func write(into out: inout String, indent: Int) {
    let pad = String(repeating: "  ", count: indent + 1)
    let closing = String(repeating: "  ", count: indent)
    switch self {
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += pad
        item.write(into: &out, indent: indent + 1)
        out += index == items.count - 1 ? "\n" : ",\n"
      }
      out += closing + "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, member) in members.enumerated() {
        out += pad + Self.quote(member.0) + ": "
        member.1.write(into: &out, indent: indent + 1)
        out += index == members.count - 1 ? "\n" : ",\n"
      }
      out += closing + "}"
    default:
      out += compact()
    }
  }

  /// A JSON string literal with the mandatory escapes.
  static func quote(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 2)
    appendQuoted(text, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends `text` as a JSON string literal in UTF-8.
  static func appendQuoted<Sink: UTF8Sink & ~Copyable>(_ text: String, to out: inout Sink) {
    out.append(UInt8(ascii: "\""))
    appendEscaped(text, to: &out)
    out.append(UInt8(ascii: "\""))
  }

  /// Appends the body of `text`'s JSON string literal (no quotes) in UTF-8: runs of bytes that
  /// need no escape are copied whole (every escaped character is ASCII, so a UTF-8 byte of
  /// another character never needs one).
  static func appendEscaped<Sink: UTF8Sink & ~Copyable>(_ text: String, to out: inout Sink) {
    text.withUTF8Buffer { bytes in
      var run = 0
      for index in bytes.indices {
        let byte = bytes[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
        run = index + 1
        switch byte {
        case UInt8(ascii: "\""): out.append(literal: #"\""#)
        case UInt8(ascii: "\\"): out.append(literal: #"\\"#)
        case UInt8(ascii: "\n"): out.append(literal: #"\n"#)
        case UInt8(ascii: "\r"): out.append(literal: #"\r"#)
        case UInt8(ascii: "\t"): out.append(literal: #"\t"#)
        default:
          let hex: StaticString = "0123456789abcdef"
          out.append(literal: #"\u00"#)
          out.append(hex.utf8Start[Int(byte >> 4)])
          out.append(hex.utf8Start[Int(byte & 0xF)])
        }
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
    }
  }
}

/// Where UTF-8 is written: a byte array, or a report's buffer (``ReportBytes``).
protocol UTF8Sink: ~Copyable {
  /// Appends one byte.
  mutating func append(_ byte: UInt8)
  /// Appends bytes.
  mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
  /// Appends `text` JSON-escaped (``JSONOutput/appendEscaped(_:to:)``) where the same text
  /// often comes many times in a row (a report's findings of one key): a sink may keep the
  /// last one's escaping.
  mutating func appendEscaped(repeating text: String)
}

extension UTF8Sink where Self: ~Copyable {
  mutating func appendEscaped(repeating text: String) {
    JSONOutput.appendEscaped(text, to: &self)
  }

  /// Appends a literal's UTF-8 bytes.
  mutating func append(literal: StaticString) {
    append(
      contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }
}

extension Array: UTF8Sink where Element == UInt8 {}

extension String {
  /// Calls `body` with the string's UTF-8 bytes without copying or retaining a native string
  /// (a small or bridged string is copied first).
  func withUTF8Buffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return copy.withUTF8(body)
  }

  /// Whether the text holds a control character (U+0000 to U+001F, or U+007F).
  var hasControlCharacters: Bool {
    withUTF8Buffer { $0.contains { $0 < 0x20 || $0 == 0x7F } }
  }

  /// The text on one line, for messages read one line per finding or change: a line feed,
  /// carriage return or tab is written `\n`, `\r` or `\t` as in the Swift literal a key comes
  /// from, any other control character `\u{1B}`. Other text, quotes and backslashes included,
  /// is left as it is.
  var escapingControlCharacters: String {
    guard hasControlCharacters else { return self }
    var result = ""
    result.unicodeScalars.reserveCapacity(utf8.count + 8)
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x0A: result += "\\n"
      case 0x0D: result += "\\r"
      case 0x09: result += "\\t"
      case 0..<0x20, 0x7F: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
