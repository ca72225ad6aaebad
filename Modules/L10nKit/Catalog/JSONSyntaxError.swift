/// Why `JSONParser` stopped, and where: what was wrong rather than a finished sentence, so each
/// kind of file can word it for its readers (a String Catalog's errors say what Xcode expects,
/// `l10n.json`'s keep the wording its users already know).
struct JSONSyntaxError: Error, Sendable {
  /// What is wrong.
  var problem: JSONSyntaxProblem
  /// Where: the offending byte, or the start of the offending value, key or escape.
  var position: SourcePosition

  /// The same error as a `CatalogError` with the reader's own wording, naming `path`.
  func catalogError(path: String) -> CatalogError {
    CatalogError(path: path, position: position, message: problem.message)
  }
}

/// The ways a JSON text can be malformed, as `JSONParser` finds them.
enum JSONSyntaxProblem: Sendable {
  /// Where the text ended too early: what the reader was looking for.
  enum Expectation: Sendable {
    /// A value (the document's, an element's or a member's).
    case value
    /// The rest of `true`, `false` or `null`.
    case literal
    /// The rest of a string or its closing quote.
    case string
    /// The four hexadecimal digits of a `\u` escape.
    case unicodeEscape
    /// A member's key, after `{` or `,`.
    case key
    /// The `:` after a key.
    case colon
    /// `,` or `]` after an array element.
    case arrayContinuation
    /// `,` or `}` after a member.
    case objectContinuation
  }

  /// What is wrong with a number.
  enum NumberProblem: Sendable {
    /// No digit after the sign.
    case missingDigit
    /// A `0` followed by more digits.
    case leadingZero
    /// No digit after the decimal point.
    case missingFractionDigit
    /// No digit in the exponent.
    case missingExponentDigit
  }

  /// The text starts with a UTF-8 byte order mark.
  case byteOrderMark
  /// The text is UTF-16 or UTF-32 (a byte order mark of either, or zero bytes between the
  /// first characters); the encoding's name is given.
  case wideEncoding(String)
  /// There is nothing but whitespace.
  case emptyDocument
  /// Something other than whitespace follows the document's value.
  case trailingContent(found: UInt8)
  /// The text ends while the reader still expects something.
  case unexpectedEnd(expecting: Expectation)
  /// A byte that cannot start a value where a value must be.
  case expectedValue(found: UInt8)
  /// Something that starts like `true`, `false` or `null` but is not.
  case invalidLiteral(expected: String)
  /// A malformed number.
  case invalidNumber(NumberProblem)
  /// Containers nested deeper than `JSONParser.maximumDepth`.
  case tooDeep
  /// A `,` right before the closing `]` or `}` (the byte given).
  case trailingComma(before: UInt8)
  /// Neither `,` nor the closing bracket (`]` or `}`, given) after an element or member.
  case expectedContinuation(closing: UInt8, found: UInt8)
  /// A member that does not start with a quoted key.
  case expectedKey(found: UInt8)
  /// A key not followed by `:`.
  case expectedColon(found: UInt8)
  /// A key repeated with another value (`DuplicateKeyPolicy.rejectConflicting`).
  case duplicateKey(JSONDuplicateKey)
  /// A key repeated at all (`DuplicateKeyPolicy.rejectAll`), found before its value is read.
  case repeatedKey(String, first: SourcePosition)
  /// A raw line feed inside a string.
  case lineBreakInString
  /// Another raw control character inside a string.
  case controlCharacter(UInt8)
  /// A backslash followed by a byte that starts no escape.
  case invalidEscape(UInt8)
  /// A `\u` escape without four hexadecimal digits; `digits` is where they should start.
  case invalidUnicodeEscape(digits: SourcePosition)
  /// A `\u` escape of half a UTF-16 surrogate pair without its other half.
  case unpairedSurrogate(UInt32)
  /// Bytes that are not well-formed, shortest-form UTF-8 (the first byte given).
  case invalidUTF8(UInt8)

  /// The reader's own wording, written for String Catalogs (the files it was made for).
  var message: String {
    switch self {
    case .byteOrderMark:
      "the file starts with a UTF-8 byte order mark (BOM); String Catalogs have none: "
        + "remove the first 3 bytes"
    case .wideEncoding(let encoding):
      "the file is \(encoding), not UTF-8; String Catalogs are UTF-8: convert it (for "
        + "example `iconv -f \(encoding) -t UTF-8`)"
    case .emptyDocument: "the file is empty; a String Catalog is a JSON object"
    case .trailingContent(let found):
      "unexpected \(describe(found)) after the end of the JSON document; "
        + "remove the trailing content"
    case .unexpectedEnd: "unexpected end of file; the file is truncated or a bracket is missing"
    case .expectedValue(let found):
      "expected a value (object, array, string, number, true, false or null), "
        + "found \(describe(found))"
    case .invalidLiteral(let expected): "invalid literal; expected '\(expected)'"
    case .invalidNumber(.missingDigit): "invalid number: expected a digit"
    case .invalidNumber(.leadingZero): "invalid number: leading zeros are not allowed in JSON"
    case .invalidNumber(.missingFractionDigit): "invalid number: expected a digit after '.'"
    case .invalidNumber(.missingExponentDigit):
      "invalid number: expected a digit in the exponent"
    case .tooDeep: "nesting deeper than \(JSONParser.maximumDepth) levels"
    case .trailingComma(let closing):
      "trailing comma before '\(Character(Unicode.Scalar(closing)))'; remove the comma"
    case .expectedContinuation(UInt8(ascii: "]"), let found):
      "expected ',' or ']' after an array element, found \(describe(found))"
    case .expectedContinuation(_, let found):
      "expected ',' or '}' after a member, found \(describe(found))"
    case .expectedKey(let found): "expected a key in double quotes, found \(describe(found))"
    case .expectedColon(let found): "expected ':' after the key, found \(describe(found))"
    case .duplicateKey(let duplicate): duplicate.message
    case .repeatedKey(let key, let first):
      "duplicate key \"\(key.escapingControlCharacters)\" (first at \(first)); keep only one of them"
    case .lineBreakInString:
      "line break inside a string; write it as \\n or close the string with '\"'"
    case .controlCharacter(let byte):
      "unescaped control character U+\(hex(byte, width: 4)) in a string; "
        + "write it as \\u\(hex(byte, width: 4))"
    case .invalidEscape(let byte):
      "invalid escape '\\\(Character(Unicode.Scalar(byte)))' in a string; "
        + "use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX"
    case .invalidUnicodeEscape: "invalid \\u escape: expected 4 hexadecimal digits"
    case .unpairedSurrogate(let scalar): "unpaired UTF-16 surrogate \\u\(hex(scalar, width: 4))"
    case .invalidUTF8(let byte):
      "invalid UTF-8 (byte 0x\(hex(byte, width: 2))); String Catalogs must be saved as UTF-8"
    }
  }

  /// A byte as messages show it: `'x'` when printable ASCII, else its code.
  func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F {
      return "'\(Character(Unicode.Scalar(byte)))'"
    }
    if byte < 0x80 {
      return "control character U+\(hex(byte, width: 4))"
    }
    return "byte 0x\(hex(byte, width: 2))"
  }
}
