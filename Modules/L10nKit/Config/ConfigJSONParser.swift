/// A JSON value with the line and column where it starts, for configuration errors that point
/// at the offending spot.
struct ConfigNode: Sendable {
  /// The parsed value.
  indirect enum Value: Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([ConfigNode])
    case object([(key: String, keyLine: Int, keyColumn: Int, value: ConfigNode)])
  }

  var value: Value
  var line: Int
  var column: Int

  /// `string`, `array`, ... as error messages name JSON types.
  var typeName: String {
    switch value {
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A JSON syntax error at a line and column.
struct ConfigSyntaxError: Error {
  var message: String
  var line: Int
  var column: Int
}

/// A small strict JSON parser that records positions (the configuration is tiny; the catalog
/// has its own fast reader).
struct ConfigJSONParser {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  init(_ text: String) { bytes = Array(text.utf8) }

  /// Parses one JSON document.
  static func parse(_ text: String) throws(ConfigSyntaxError) -> ConfigNode {
    var parser = ConfigJSONParser(text)
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw ConfigSyntaxError(message: "the file starts with a byte order mark", line: 1, column: 1)
    }
    parser.skipWhitespace()
    let node = try parser.parseValue()
    parser.skipWhitespace()
    if parser.index < parser.bytes.count {
      throw parser.error("unexpected text after the JSON value")
    }
    return node
  }

  private var column: Int {
    // Columns count characters, not bytes: skip UTF-8 continuation bytes.
    bytes[lineStart..<min(index, bytes.count)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
  }

  private func error(_ message: String) -> ConfigSyntaxError {
    ConfigSyntaxError(message: message, line: line, column: column)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D: index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default: return
      }
    }
  }

  private mutating func parseValue() throws(ConfigSyntaxError) -> ConfigNode {
    let startLine = line
    let startColumn = column
    guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
    let value: ConfigNode.Value
    switch bytes[index] {
    case UInt8(ascii: "{"): value = try parseObject()
    case UInt8(ascii: "["): value = try parseArray()
    case UInt8(ascii: "\""): value = .string(try parseString())
    case UInt8(ascii: "t"): value = try literal("true", .bool(true))
    case UInt8(ascii: "f"): value = try literal("false", .bool(false))
    case UInt8(ascii: "n"): value = try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try parseNumber()
    default: throw error("unexpected character, expected a value")
    }
    return ConfigNode(value: value, line: startLine, column: startColumn)
  }

  private mutating func literal(
    _ word: String, _ value: ConfigNode.Value
  ) throws(ConfigSyntaxError) -> ConfigNode.Value {
    let expected = Array(word.utf8)
    guard bytes[index...].starts(with: expected) else { throw error("invalid literal") }
    index += expected.count
    return value
  }

  private mutating func parseNumber() throws(ConfigSyntaxError) -> ConfigNode.Value {
    let start = index
    while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
    guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
      index = start
      throw error("invalid number")
    }
    return .number(number)
  }

  private mutating func parseString() throws(ConfigSyntaxError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush() {
      scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
      run.removeAll()
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush()
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{C}")
        case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "\""):
          scalars.append(Unicode.Scalar(escape))
        case UInt8(ascii: "u"):
          guard index + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
          else { throw error("invalid \\u escape") }
          index += 4
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default:
          index -= 2
          throw error("invalid escape in a string")
        }
      case 0x0A:
        throw error("unterminated string")
      default:
        run.append(byte)
        index += 1
      }
    }
    throw error("unterminated string")
  }

  private mutating func parseArray() throws(ConfigSyntaxError) -> ConfigNode.Value {
    index += 1
    var items: [ConfigNode] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      items.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file in an array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      throw error("expected ',' or ']' in an array")
    }
  }

  private mutating func parseObject() throws(ConfigSyntaxError) -> ConfigNode.Value {
    index += 1
    var members: [(key: String, keyLine: Int, keyColumn: Int, value: ConfigNode)] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a quoted member name")
      }
      let keyLine = line
      let keyColumn = column
      let key = try parseString()
      if members.contains(where: { $0.key == key }) {
        throw ConfigSyntaxError(
          message: "duplicate member \"\(key)\"", line: keyLine, column: keyColumn)
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after a member name")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      members.append((key, keyLine, keyColumn, value))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file in an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      throw error("expected ',' or '}' in an object")
    }
  }
}
