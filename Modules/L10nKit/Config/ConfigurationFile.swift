/// A small hand-written JSON file (`l10n.json`, the lint baseline) read through the catalog's
/// `JSONParser`, with the position of every value, for errors that point at the offending value.
///
/// Its errors are `ConfigurationError`s worded as these files' errors always were (`invalid
/// JSON: expected a quoted member name`), with columns counted in characters rather than the
/// catalog's UTF-8 bytes, so scripts and editors that read them see no change. Any repeated
/// field is an error (``DuplicateKeyPolicy/rejectAll``): whichever value it has, it is a mistake.
struct ConfigurationFile {
  /// The file, as errors name it.
  let path: String
  /// The document's value.
  let root: JSONNode
  /// The text, to turn the reader's byte columns into character columns.
  private let bytes: [UInt8]

  /// Parses `text`; `path` names the file in errors.
  init(_ text: String, path: String) throws(ConfigurationError) {
    let bytes = Array(text.utf8)
    do {
      root = try JSONParser.parseNodes(bytes, duplicateKeys: .rejectAll)
    } catch {
      let position: SourcePosition
      if case .invalidUnicodeEscape(let digits) = error.problem {
        position = digits  // these files always pointed past the `\u`, at its digits
      } else {
        position = error.position
      }
      throw Self.error(
        at: position, "invalid JSON: \(error.problem.configurationMessage)", path: path,
        bytes: bytes)
    }
    self.path = path
    self.bytes = bytes
  }

  /// An error at `position` (a value's or a key's) in this file.
  func error(at position: SourcePosition, _ message: String) -> ConfigurationError {
    Self.error(at: position, message, path: path, bytes: bytes)
  }

  private static func error(
    at position: SourcePosition, _ message: String, path: String, bytes: [UInt8]
  ) -> ConfigurationError {
    ConfigurationError(
      path: path, line: position.line, column: characterColumn(of: position, in: bytes),
      message: message)
  }

  /// The column of `position` counted in Unicode scalars from the start of its line (UTF-8
  /// continuation bytes are skipped), as configuration errors count it; 0 for no position.
  static func characterColumn(of position: SourcePosition, in bytes: [UInt8]) -> Int {
    guard position.isKnown else { return 0 }
    var lineStart = 0
    for _ in 1..<max(1, position.line) {
      guard let lineFeed = bytes[lineStart...].firstIndex(of: 0x0A) else { break }
      lineStart = lineFeed + 1
    }
    let end = min(bytes.count, max(lineStart, lineStart + position.column - 1))
    return bytes[lineStart..<end].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
  }
}

extension JSONSyntaxProblem {
  /// The wording configuration files have always had for this problem; problems they could
  /// not have before they shared the catalog's reader keep the reader's generic wording.
  fileprivate var configurationMessage: String {
    switch self {
    case .byteOrderMark: "the file starts with a byte order mark"
    case .wideEncoding(let encoding): "the file is \(encoding); save it as UTF-8"
    case .emptyDocument, .unexpectedEnd(expecting: .value):
      "unexpected end of file, expected a value"
    case .trailingContent: "unexpected text after the JSON value"
    case .unexpectedEnd(expecting: .literal), .invalidLiteral: "invalid literal"
    case .unexpectedEnd(expecting: .string), .lineBreakInString: "unterminated string"
    case .unexpectedEnd(expecting: .unicodeEscape), .invalidUnicodeEscape: "invalid \\u escape"
    case .unexpectedEnd(expecting: .key), .expectedKey, .trailingComma(before: UInt8(ascii: "}")):
      "expected a quoted member name"
    case .unexpectedEnd(expecting: .colon), .expectedColon: "expected ':' after a member name"
    case .unexpectedEnd(expecting: .arrayContinuation): "unexpected end of file in an array"
    case .unexpectedEnd(expecting: .objectContinuation): "unexpected end of file in an object"
    case .expectedValue, .trailingComma: "unexpected character, expected a value"
    case .expectedContinuation(closing: UInt8(ascii: "]"), _): "expected ',' or ']' in an array"
    case .expectedContinuation: "expected ',' or '}' in an object"
    case .invalidNumber: "invalid number"
    case .repeatedKey(let key, _): "duplicate member \"\(key)\""
    case .duplicateKey(let duplicate): "duplicate member \"\(duplicate.key)\""
    case .invalidEscape: "invalid escape in a string"
    case .invalidUTF8(let byte): "invalid UTF-8 (byte 0x\(hex(byte, width: 2)))"
    case .tooDeep, .controlCharacter, .unpairedSurrogate: message
    }
  }
}
