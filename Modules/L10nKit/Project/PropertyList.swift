/// A value of an old-style (OpenStep / NeXTSTEP) property list, the format of `project.pbxproj`.
///
/// The format has only strings, data, arrays and dictionaries: numbers and booleans are strings
/// (`objectVersion = 77;`, `runOnlyForDeploymentPostprocessing = 0;`), which is how Xcode's own
/// reader sees them too. Dictionaries remember where they start, so that a problem found later
/// in the typed view (`XcodeProject`) can still point at the object in the file.
enum PropertyList: Sendable, Equatable {
  /// A quoted or unquoted string, escapes decoded.
  case string(String)
  /// `<0fbd 7777>`: hexadecimal bytes.
  case data([UInt8])
  /// `( a, b, )`.
  case array([PropertyList])
  /// `{ key = value; }`.
  case dictionary(PropertyListDictionary)

  /// The string, if this value is one.
  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The elements, if this value is an array.
  var array: [PropertyList]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The dictionary, if this value is one.
  var dictionary: PropertyListDictionary? {
    if case .dictionary(let value) = self { return value }
    return nil
  }

  /// The string elements of an array (others are skipped), or `[]` for any other value.
  var strings: [String] {
    array?.compactMap(\.string) ?? []
  }

  /// Parses a whole file; `path` names it in errors, and `advice` (what to do, starting with
  /// `"; "`) ends every syntax error's message.
  static func parse(_ bytes: [UInt8], path: String, advice: String = "")
    throws(ProjectReadError) -> PropertyList
  {
    var parser = PropertyListParser(bytes: bytes, path: path, advice: advice)
    return try parser.parseDocument()
  }
}

/// A dictionary of a property list, with the position of its opening brace.
struct PropertyListDictionary: Sendable, Equatable {
  /// The members; a key written twice keeps its last value.
  var entries: [String: PropertyList]
  /// Where the dictionary's `{` is.
  var position: SourcePosition

  /// The value for `key`.
  subscript(key: String) -> PropertyList? { entries[key] }

  /// The string value for `key`, if it is a string.
  func string(_ key: String) -> String? { entries[key]?.string }

  /// The string elements of the array for `key`, or `[]`.
  func strings(_ key: String) -> [String] { entries[key]?.strings ?? [] }
}

/// The recursive-descent reader behind `PropertyList.parse`, over UTF-8 bytes.
///
/// It follows CoreFoundation's old-style reader where the format is loose: unquoted strings
/// take `[A-Za-z0-9_$+/:.-]`, an unknown escape stands for the character itself, `\U` takes up
/// to four hexadecimal digits (surrogate pairs are joined) and `\` with octal digits a code
/// point. Nesting is limited, so that a hostile file fails instead of exhausting the stack.
private struct PropertyListParser {
  let bytes: [UInt8]
  let path: String
  let advice: String
  var index = 0
  var line = 1
  var lineStart = 0
  var depth = 0

  static let maximumDepth = 128

  init(bytes: [UInt8], path: String, advice: String) {
    self.bytes = bytes
    self.path = path
    self.advice = advice
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      index = 3
      lineStart = 3
    }
  }

  var position: SourcePosition { SourcePosition(line: line, column: index - lineStart + 1) }

  func failure(_ message: String, at position: SourcePosition? = nil) -> ProjectReadError {
    let place = position ?? self.position
    return ProjectReadError(
      path: path, line: place.line, column: place.column, message: message + advice)
  }

  mutating func parseDocument() throws(ProjectReadError) -> PropertyList {
    try skipTrivia()
    guard index < bytes.count else { throw failure("the file is empty") }
    let value = try parseValue()
    try skipTrivia()
    if index < bytes.count {
      throw failure("unexpected \(describe(bytes[index])) after the end of the top-level value")
    }
    return value
  }

  // MARK: Values

  mutating func parseValue() throws(ProjectReadError) -> PropertyList {
    guard index < bytes.count else { throw failure("the file ends where a value was expected") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return .dictionary(try parseDictionary())
    case UInt8(ascii: "("): return .array(try parseArray())
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try parseQuotedString())
    case UInt8(ascii: "<"):
      if isConflictMarker() {
        throw failure(
          "a merge conflict marker ('<<<<<<<'); resolve the conflict in the file, then read it"
            + " again")
      }
      return .data(try parseData())
    case let byte where byte.isUnquotedStringByte:
      return .string(parseUnquotedString())
    case let byte:
      throw failure("unexpected \(describe(byte)) where a value was expected")
    }
  }

  mutating func enter() throws(ProjectReadError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw failure("values nested more than \(Self.maximumDepth) deep")
    }
  }

  mutating func parseDictionary() throws(ProjectReadError) -> PropertyListDictionary {
    let start = position
    try enter()
    defer { depth -= 1 }
    index += 1  // {
    // Members are gathered first, so that the dictionary is built at its final size.
    var members: [(key: String, value: PropertyList)] = []
    while true {
      if try isClosing(UInt8(ascii: "}"), "dictionary", openedAt: start) {
        var entries = [String: PropertyList](minimumCapacity: members.count)
        for (key, value) in members { entries[key] = value }
        return PropertyListDictionary(entries: entries, position: start)
      }
      let keyPosition = position
      guard case .string(let key) = try parseValue() else {
        throw failure("a dictionary key must be a string", at: keyPosition)
      }
      try skipTrivia()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        throw failure("expected '=' after the key '\(key)'")
      }
      index += 1
      try skipTrivia()
      let value = try parseValue()
      try skipTrivia()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
        throw failure("expected ';' after the value of '\(key)'")
      }
      index += 1
      members.append((key, value))
    }
  }

  mutating func parseArray() throws(ProjectReadError) -> [PropertyList] {
    let start = position
    try enter()
    defer { depth -= 1 }
    index += 1  // (
    var elements: [PropertyList] = []
    while true {
      if try isClosing(UInt8(ascii: ")"), "array", openedAt: start) { return elements }
      elements.append(try parseValue())
      if try isClosing(UInt8(ascii: ")"), "array", openedAt: start) { return elements }
      guard bytes[index] == UInt8(ascii: ",") else {
        throw failure("expected ',' or ')' in the array opened at \(start)")
      }
      index += 1
    }
  }

  /// Skips trivia in the container opened at `start`, and says whether `close` comes next
  /// (consuming it); the end of the file there is an error.
  mutating func isClosing(_ close: UInt8, _ container: String, openedAt start: SourcePosition)
    throws(ProjectReadError) -> Bool
  {
    try skipTrivia()
    guard index < bytes.count else {
      throw failure(
        "the \(container) opened at \(start) is not closed with"
          + " '\(Character(Unicode.Scalar(close)))'")
    }
    guard bytes[index] == close else { return false }
    index += 1
    return true
  }

  mutating func parseUnquotedString() -> String {
    let start = index
    while index < bytes.count, bytes[index].isUnquotedStringByte { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  mutating func parseQuotedString() throws(ProjectReadError) -> String {
    let start = position
    let quote = bytes[index]
    index += 1
    let contentStart = index
    // Fast path: no escapes before the closing quote.
    while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "\\") {
      if bytes[index] == .newline { noteNewline() }
      index += 1
    }
    guard index < bytes.count else { throw failure("the string is not closed", at: start) }
    if bytes[index] == quote {
      index += 1
      return String(decoding: bytes[contentStart..<(index - 1)], as: UTF8.self)
    }
    var text = Array(bytes[contentStart..<index])
    var pendingHighSurrogate: UInt32?
    while true {
      guard index < bytes.count else { throw failure("the string is not closed", at: start) }
      let byte = bytes[index]
      if byte == quote {
        index += 1
        if pendingHighSurrogate != nil { text += [0xEF, 0xBF, 0xBD] }
        return String(decoding: text, as: UTF8.self)
      }
      guard byte == UInt8(ascii: "\\") else {
        if pendingHighSurrogate != nil {
          text += [0xEF, 0xBF, 0xBD]
          pendingHighSurrogate = nil
        }
        if byte == .newline { noteNewline() }
        text.append(byte)
        index += 1
        continue
      }
      index += 1
      guard index < bytes.count else { throw failure("the string is not closed", at: start) }
      let escaped = bytes[index]
      index += 1
      var scalar: UInt32
      switch escaped {
      case UInt8(ascii: "n"): scalar = 0x0A
      case UInt8(ascii: "t"): scalar = 0x09
      case UInt8(ascii: "r"): scalar = 0x0D
      case UInt8(ascii: "a"): scalar = 0x07
      case UInt8(ascii: "b"): scalar = 0x08
      case UInt8(ascii: "f"): scalar = 0x0C
      case UInt8(ascii: "v"): scalar = 0x0B
      case UInt8(ascii: "U"), UInt8(ascii: "u"):
        scalar = 0
        var digits = 0
        while digits < 4, index < bytes.count, let digit = bytes[index].hexValue {
          scalar = scalar << 4 | digit
          index += 1
          digits += 1
        }
        if digits == 0 { scalar = UInt32(escaped) }
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        scalar = UInt32(escaped - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, index < bytes.count,
          (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index])
        {
          scalar = scalar << 3 | UInt32(bytes[index] - UInt8(ascii: "0"))
          index += 1
          digits += 1
        }
      default:
        // `\"`, `\\`, `\'` and any other escaped byte stand for themselves.
        if escaped == .newline {
          line += 1
          lineStart = index
        }
        if pendingHighSurrogate != nil {
          text += [0xEF, 0xBF, 0xBD]
          pendingHighSurrogate = nil
        }
        text.append(escaped)
        continue
      }
      if let high = pendingHighSurrogate {
        pendingHighSurrogate = nil
        if (0xDC00...0xDFFF).contains(scalar) {
          scalar = 0x10000 + ((high - 0xD800) << 10) + (scalar - 0xDC00)
        } else {
          text += [0xEF, 0xBF, 0xBD]
        }
      } else if (0xD800...0xDBFF).contains(scalar) {
        pendingHighSurrogate = scalar
        continue
      }
      let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
      text += Array(String(Character(character)).utf8)
    }
  }

  mutating func parseData() throws(ProjectReadError) -> [UInt8] {
    let start = position
    index += 1  // <
    var data: [UInt8] = []
    var high: UInt32?
    while true {
      guard index < bytes.count else { throw failure("the data is not closed", at: start) }
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        if high != nil { throw failure("the data opened at \(start) has an odd number of digits") }
        index += 1
        return data
      }
      if byte == .newline { noteNewline() }
      index += 1
      if byte == .newline || byte == .space || byte == .tab || byte == .carriageReturn {
        continue
      }
      guard let digit = byte.hexValue else {
        index -= 1
        throw failure("unexpected \(describe(byte)) in the data opened at \(start)")
      }
      if let first = high {
        data.append(UInt8(first << 4 | digit))
        high = nil
      } else {
        high = digit
      }
    }
  }

  // MARK: Trivia

  mutating func noteNewline() {
    line += 1
    lineStart = index + 1
  }

  /// Skips whitespace and comments.
  mutating func skipTrivia() throws(ProjectReadError) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == .newline {
        noteNewline()
        index += 1
      } else if byte == .space || byte == .tab || byte == .carriageReturn || byte == 0x0B
        || byte == 0x0C
      {
        index += 1
      } else if byte == .slash, index + 1 < bytes.count, bytes[index + 1] == .slash {
        while index < bytes.count, bytes[index] != .newline { index += 1 }
      } else if byte == .slash, index + 1 < bytes.count, bytes[index + 1] == .star {
        let start = position
        index += 2
        while true {
          guard index + 1 < bytes.count else {
            throw failure("the comment is not closed with '*/'", at: start)
          }
          if bytes[index] == .star, bytes[index + 1] == .slash {
            index += 2
            break
          }
          if bytes[index] == .newline { noteNewline() }
          index += 1
        }
      } else {
        return
      }
    }
  }

  func isConflictMarker() -> Bool {
    index == lineStart && bytes[index...].starts(with: Array("<<<<<<<".utf8))
  }

  func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }
}

extension UInt8 {
  /// Whether the byte can appear in an unquoted property-list string.
  fileprivate var isUnquotedStringByte: Bool {
    switch self {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"),
      UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }
}
