/// A lexer for Swift source that works on UTF-8 bytes.
///
/// It knows enough of Swift to never mistake a comment or a string for code: line and doc
/// comments, nested block comments, single-line, multi-line (`"""`, dedented as Swift does) and
/// raw (`#"..."#`) string literals with escapes and nested interpolations, conditional-compilation
/// lines, and regex literals (heuristically: `/.../` where an operand is expected, and `#/.../#`).
/// It never fails: malformed input yields diagnostics and lexing goes on.
///
/// Columns are 1-based UTF-8 byte offsets within the line, as compilers report them.
public struct SwiftLexer: Sendable {
  /// A lexing problem, located in the source.
  public struct Diagnostic: Hashable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int
    /// What is wrong and what to do.
    public var message: String
  }

  /// The tokens, in source order.
  public let tokens: [SwiftToken]
  /// Problems found (unterminated literals, comments or interpolations, invalid escapes).
  public let diagnostics: [Diagnostic]

  /// Lexes `source`; comments are dropped unless `keepsComments` is true.
  public init(_ source: [UInt8], keepsComments: Bool = true) {
    var cursor = LexerCursor(bytes: source, keepsComments: keepsComments)
    var tokens: [SwiftToken] = []
    // About one token per 7 bytes in real apps' sources (mlem: 7.4, a tenth of its files under
    // 6.3): growing the array would copy every token, so reserve for the dense files.
    tokens.reserveCapacity(source.count / 5)
    while let token = cursor.next() {
      tokens.append(token)
    }
    self.tokens = tokens
    self.diagnostics = cursor.diagnostics
  }

  /// The tokens without the conditional-compilation directives: both branches of an `#if` are
  /// read as code. The lexed array itself (not a copy) when the file has no directive.
  var tokensWithoutDirectives: [SwiftToken] {
    tokens.contains(where: { $0.kind == .directive })
      ? tokens.filter { $0.kind != .directive } : tokens
  }

  /// Lexes a string's UTF-8 bytes.
  public init(_ source: String, keepsComments: Bool = true) {
    self.init(Array(source.utf8), keepsComments: keepsComments)
  }
}

// MARK: - Byte classes

extension UInt8 {
  static let newline: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let tab: UInt8 = 0x09
  static let quote: UInt8 = 0x22
  static let hash: UInt8 = 0x23
  static let slash: UInt8 = 0x2F
  static let backslash: UInt8 = 0x5C
  static let star: UInt8 = 0x2A
  static let openParen: UInt8 = 0x28
  static let closeParen: UInt8 = 0x29
  static let openBracket: UInt8 = 0x5B
  static let closeBracket: UInt8 = 0x5D
  static let openBrace: UInt8 = 0x7B
  static let closeBrace: UInt8 = 0x7D
  static let comma: UInt8 = 0x2C
  static let colon: UInt8 = 0x3A
  static let dot: UInt8 = 0x2E
  static let backtick: UInt8 = 0x60

  var isIdentifierHead: Bool {
    (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || self == 0x5F
      || self == 0x24 || self >= 0x80
  }

  var isIdentifierBody: Bool { isIdentifierHead || isDigit }

  var isDigit: Bool { self >= 0x30 && self <= 0x39 }

  var isHorizontalSpace: Bool { self == .space || self == .tab || self == 0x0B || self == 0x0C }

  var isOperatorCharacter: Bool {
    switch self {
    case 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F, 0x2F:
      return true  // = - + ! * % < > & | ^ ~ ? /
    default:
      return false
    }
  }

  var hexValue: UInt32? {
    switch self {
    case 0x30...0x39: return UInt32(self - 0x30)
    case 0x61...0x66: return UInt32(self - 0x61 + 10)
    case 0x41...0x46: return UInt32(self - 0x41 + 10)
    default: return nil
    }
  }
}

/// Keywords after which a `/` starts an operand (a regex literal), not a division.
private let regexPrecedingKeywords: Set<String> = [
  "return", "case", "in", "where", "if", "guard", "while", "else", "try", "await", "throw",
  "let", "var", "repeat", "switch", "is", "as",
]

private let directiveNames: Set<String> = ["if", "elseif", "else", "endif"]

// MARK: - Cursor

/// The lexer's mutable state; one per source (and reused for interpolations).
struct LexerCursor {
  let bytes: [UInt8]
  let keepsComments: Bool
  var position = 0
  var line = 1
  var lineStart = 0
  var diagnostics: [SwiftLexer.Diagnostic] = []
  /// The last token that was not a comment (for the regex heuristic), as a tag and a range: a
  /// token copy would retain its string payload on every step.
  var previousTag = PreviousTag.none
  var previousRange = 0..<0
  /// How many string interpolations enclose the position (each is lexed by a nested call).
  var interpolationDepth = 0
  /// The deepest nesting of interpolations lexed: deeper would exhaust the stack (Swift code
  /// nests two or three).
  static let maximumInterpolationDepth = 32

  enum PreviousTag {
    case none, identifier, number, string, regex, punctuation, `operator`, directive
  }

  init(bytes: [UInt8], keepsComments: Bool) {
    self.bytes = bytes
    self.keepsComments = keepsComments
    // Skip a UTF-8 byte order mark: columns count from after it, as in editors.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      position = 3
      lineStart = 3
    }
  }

  func byte(at offset: Int) -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  var column: Int { position - lineStart + 1 }

  mutating func diagnose(_ message: String, line: Int, column: Int) {
    diagnostics.append(.init(line: line, column: column, message: message))
  }

  /// Consumes one byte, keeping the line count right.
  mutating func advance() {
    if bytes[position] == .newline {
      line += 1
      lineStart = position + 1
    }
    position += 1
  }

  /// The next token, or `nil` at the end of the source.
  mutating func next() -> SwiftToken? {
    guard let token = lexToken() else { return nil }
    let tag: PreviousTag
    switch token.kind {
    case .comment: return token
    case .identifier: tag = .identifier
    case .number: tag = .number
    case .string: tag = .string
    case .regex: tag = .regex
    case .punctuation: tag = .punctuation
    case .operator: tag = .operator
    case .directive: tag = .directive
    }
    previousTag = tag
    previousRange = token.range
    return token
  }

  private mutating func lexToken() -> SwiftToken? {
    while position < bytes.count {
      let current = bytes[position]
      if current == .newline || current == .carriageReturn || current.isHorizontalSpace {
        advance()
        continue
      }
      let startLine = line
      let startColumn = column
      let start = position
      func token(_ kind: SwiftToken.Kind) -> SwiftToken {
        SwiftToken(kind: kind, range: start..<position, line: startLine, column: startColumn)
      }

      switch current {
      case .slash where byte(at: position + 1) == .slash:
        let isDoc = byte(at: position + 2) == .slash && byte(at: position + 3) != .slash
        while position < bytes.count, bytes[position] != .newline { position += 1 }
        if keepsComments { return token(.comment(isDoc: isDoc)) }
      case .slash where byte(at: position + 1) == .star:
        let isDoc = byte(at: position + 2) == .star && byte(at: position + 3) != .slash
        lexBlockComment()
        if keepsComments { return token(.comment(isDoc: isDoc)) }
      case .slash where startsRegex():
        if lexRegex(hashes: 0) { return token(.regex) }
        position += 1
        return token(.operator)
      case .quote:
        return token(.string(lexString(hashes: 0)))
      case .hash:
        var hashes = 0
        while byte(at: position + hashes) == .hash { hashes += 1 }
        let after = byte(at: position + hashes)
        if after == .quote {
          position += hashes
          return token(.string(lexString(hashes: hashes)))
        }
        if after == .slash, lexRegex(hashes: hashes) {
          return token(.regex)
        }
        position += 1
        if let head = byte(at: position), head.isIdentifierHead {
          let nameStart = position
          while let next = byte(at: position), next.isIdentifierBody { position += 1 }
          let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
          if directiveNames.contains(name) {
            lexDirectiveRest()
            return token(.directive)
          }
          return token(.identifier)
        }
        return token(.punctuation)
      case .backtick:
        position += 1
        while let next = byte(at: position), next != .backtick, next != .newline { position += 1 }
        if byte(at: position) == .backtick { position += 1 }
        return token(.identifier)
      case _ where current.isIdentifierHead:
        while let next = byte(at: position), next.isIdentifierBody { position += 1 }
        return token(.identifier)
      case _ where current.isDigit:
        lexNumber()
        return token(.number)
      case _ where current.isOperatorCharacter:
        position += 1
        while let next = byte(at: position), next.isOperatorCharacter {
          if next == .slash, let after = byte(at: position + 1), after == .slash || after == .star {
            break
          }
          position += 1
        }
        return token(.operator)
      default:
        // Punctuation, and any stray byte: one byte, one token.
        advance()
        return token(.punctuation)
      }
    }
    return nil
  }

  mutating func lexNumber() {
    let isHex = byte(at: position) == 0x30 && (byte(at: position + 1) == 0x78)  // 0x
    while let next = byte(at: position) {
      if next.isIdentifierBody {
        position += 1
      } else if next == .dot, let after = byte(at: position + 1), after.isDigit {
        position += 1
      } else if next == 0x2D || next == 0x2B,  // exponent sign: 1e-3, 0x1p+4
        let previous = byte(at: position - 1),
        isHex ? (previous == 0x70 || previous == 0x50) : (previous == 0x65 || previous == 0x45)
      {
        position += 1
      } else {
        break
      }
    }
  }

  mutating func lexBlockComment() {
    let startLine = line
    let startColumn = column
    position += 2
    var depth = 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == .slash, self.byte(at: position + 1) == .star {
        depth += 1
        position += 2
      } else if byte == .star, self.byte(at: position + 1) == .slash {
        depth -= 1
        position += 2
        if depth == 0 { return }
      } else {
        advance()
      }
    }
    diagnose(
      "unterminated block comment; add the missing '*/' (block comments nest)",
      line: startLine, column: startColumn)
  }

  /// Consumes the rest of a `#if` line, stopping before a trailing comment.
  mutating func lexDirectiveRest() {
    while let next = byte(at: position), next != .newline {
      if next == .slash, let after = byte(at: position + 1), after == .slash || after == .star {
        break
      }
      position += 1
    }
    while position > 0,
      bytes[position - 1].isHorizontalSpace || bytes[position - 1] == .carriageReturn
    {
      position -= 1
    }
  }

  /// Whether a `/` here starts a regex literal: where an operand is expected and not followed by
  /// a space or `)` (Swift's own rules for bare `/.../` literals).
  func startsRegex() -> Bool {
    guard let next = byte(at: position + 1), !next.isHorizontalSpace, next != .newline,
      next != .carriageReturn, next != .closeParen
    else { return false }
    switch previousTag {
    case .none, .directive:
      return true
    case .number, .string, .regex:
      return false
    case .identifier:
      let name = String(decoding: bytes[previousRange], as: UTF8.self)
      return regexPrecedingKeywords.contains(name)
    case .punctuation:
      let byte = bytes[previousRange.lowerBound]
      return byte != .closeParen && byte != .closeBracket && byte != .closeBrace
    case .operator:
      // A postfix `?` or `!` ends an operand (`value! / 2`).
      let last = bytes[previousRange.upperBound - 1]
      return !((last == 0x3F || last == 0x21) && previousRange.count == 1)
    }
  }

  /// Consumes a regex literal starting at `position` (after `hashes` pounds) when one closes on
  /// this line (or anywhere, for `#/.../#`); leaves the cursor untouched otherwise.
  mutating func lexRegex(hashes: Int) -> Bool {
    var offset = position + hashes + 1
    var inClass = false
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == .newline && hashes == 0 { return false }
      if byte == .backslash {
        offset += 2
        continue
      }
      if inClass {
        if byte == .closeBracket { inClass = false }
      } else if byte == .openBracket {
        inClass = true
      } else if byte == .slash {
        // Swift rejects a bare regex literal that ends in a space: `reduce(0, /) + x / 2`.
        if hashes == 0, bytes[offset - 1].isHorizontalSpace { return false }
        var closing = 0
        while closing < hashes, self.byte(at: offset + 1 + closing) == .hash { closing += 1 }
        if closing == hashes {
          while position < offset + 1 + hashes { advance() }
          return true
        }
      }
      offset += 1
    }
    return false
  }
}
