/// String literals: escapes, raw delimiters, interpolations and multi-line indentation.
extension LexerCursor {
  /// A piece of a literal's content before indentation stripping.
  private enum Piece {
    /// Source bytes taken as they are.
    case raw(Range<Int>)
    /// The bytes an escape sequence stands for.
    case decoded([UInt8])
    /// A `\` at the end of a line in a multi-line literal: the line break is dropped.
    case continuation
    /// An interpolation's tokens.
    case interpolation([SwiftToken])
  }

  /// Lexes a literal whose first quote is at `position` (any `#` already consumed).
  mutating func lexString(hashes: Int) -> SwiftStringLiteral {
    let startLine = line
    let startColumn = column - hashes
    let multiline =
      byte(at: position + 1) == .quote && byte(at: position + 2) == .quote
      && !(hashes > 0 && closesOnThisLine(from: position + 2, hashes: hashes))
    position += multiline ? 3 : 1
    if multiline {
      var offset = position
      while let next = byte(at: offset), next.isHorizontalSpace || next == .carriageReturn {
        offset += 1
      }
      if byte(at: offset) == .newline {
        position = offset
        advance()
      } else {
        diagnose(
          "multi-line string literal content must begin on a new line after '\"\"\"'",
          line: startLine, column: startColumn)
      }
    }

    var pieces: [Piece] = []
    var rawStart = position
    var closingStart: Int?
    while position < bytes.count {
      let current = bytes[position]
      if current == .quote, closes(at: position, multiline: multiline, hashes: hashes) {
        closingStart = position
        break
      }
      if current == .backslash, hashesFollow(at: position + 1, count: hashes) {
        if rawStart < position { pieces.append(.raw(rawStart..<position)) }
        let escapeStart = position
        let escapeLine = line
        let escapeColumn = column
        position += 1 + hashes
        if let piece = lexEscape(multiline: multiline, hashes: hashes) {
          pieces.append(piece)
        } else {
          diagnose(
            "invalid escape sequence in string literal; write '\\\\' for a backslash",
            line: escapeLine, column: escapeColumn)
          position = escapeStart + 1 + hashes
          pieces.append(.raw(escapeStart..<position))
        }
        rawStart = position
        continue
      }
      if current == .newline, !multiline { break }
      advance()
    }

    let contentEnd = closingStart ?? position
    if closingStart == nil {
      let delimiter = String(repeating: "#", count: hashes) + (multiline ? "\"\"\"" : "\"")
      diagnose(
        "unterminated string literal; close it with '\(delimiter)'", line: startLine,
        column: startColumn)
    }
    if pieces.isEmpty, !multiline {
      // The common case, a plain literal without escapes: no pieces to join.
      if let closingStart { position = closingStart + 1 + hashes }
      return SwiftStringLiteral(
        segments: rawStart < contentEnd
          ? [.text(String(decoding: bytes[rawStart..<contentEnd], as: UTF8.self))] : [],
        isMultiline: false, rawDelimiterCount: hashes, isTerminated: closingStart != nil)
    }
    if rawStart < contentEnd { pieces.append(.raw(rawStart..<contentEnd)) }
    var indentation: ArraySlice<UInt8> = []
    if let closingStart {
      position = closingStart + (multiline ? 3 : 1) + hashes
      if multiline {
        indentation = stripClosingLine(from: &pieces, closingStart: closingStart)
      }
    }
    return SwiftStringLiteral(
      segments: segments(of: pieces, multiline: multiline, indentation: indentation),
      isMultiline: multiline, rawDelimiterCount: hashes, isTerminated: closingStart != nil)
  }

  /// Whether a raw literal's closing delimiter (`"` and `hashes` pounds) appears on this line
  /// from `offset`: then `#""""#` is a one-line literal holding `""`, as Swift's lexer decides.
  private func closesOnThisLine(from offset: Int, hashes: Int) -> Bool {
    var index = offset
    while let current = byte(at: index), current != .newline, current != .carriageReturn {
      if current == .quote, hashesFollow(at: index + 1, count: hashes) { return true }
      index += 1
    }
    return false
  }

  private func closes(at offset: Int, multiline: Bool, hashes: Int) -> Bool {
    if multiline {
      guard byte(at: offset + 1) == .quote, byte(at: offset + 2) == .quote else { return false }
      return hashesFollow(at: offset + 3, count: hashes)
    }
    return hashesFollow(at: offset + 1, count: hashes)
  }

  private func hashesFollow(at offset: Int, count: Int) -> Bool {
    var index = 0
    while index < count {
      guard byte(at: offset + index) == .hash else { return false }
      index += 1
    }
    return true
  }

  /// Lexes what follows `\` (and its `#`s); `nil` for an invalid escape.
  private mutating func lexEscape(multiline: Bool, hashes: Int) -> Piece? {
    guard let escape = byte(at: position) else { return nil }
    switch escape {
    case .openParen:
      position += 1
      return .interpolation(lexInterpolation())
    case 0x6E:  // n
      position += 1
      return .decoded([.newline])
    case 0x74:  // t
      position += 1
      return .decoded([.tab])
    case 0x72:  // r
      position += 1
      return .decoded([.carriageReturn])
    case 0x30:  // 0
      position += 1
      return .decoded([0])
    case .backslash, .quote, 0x27:
      position += 1
      return .decoded([escape])
    case 0x75:  // u{...}
      guard byte(at: position + 1) == .openBrace else { return nil }
      var offset = position + 2
      var value: UInt32 = 0
      var digits = 0
      while let next = byte(at: offset), let digit = next.hexValue, digits < 8 {
        value = value &* 16 &+ digit
        digits += 1
        offset += 1
      }
      guard digits > 0, byte(at: offset) == .closeBrace, let scalar = Unicode.Scalar(value)
      else { return nil }
      position = offset + 1
      return .decoded(Array(String(Character(scalar)).utf8))
    default:
      guard multiline else { return nil }
      var offset = position
      while let next = byte(at: offset), next.isHorizontalSpace || next == .carriageReturn {
        offset += 1
      }
      guard byte(at: offset) == .newline else { return nil }
      position = offset
      advance()
      return .continuation
    }
  }

  /// Lexes an interpolation's tokens up to its closing parenthesis (consumed, not returned).
  private mutating func lexInterpolation() -> [SwiftToken] {
    let startLine = line
    let startColumn = column - 2
    var tokens: [SwiftToken] = []
    var depth = 1
    guard interpolationDepth < Self.maximumInterpolationDepth else {
      diagnose(
        "string interpolations nest deeper than \(Self.maximumInterpolationDepth) levels; "
          + "the rest of the file is not read", line: startLine, column: startColumn)
      while position < bytes.count { advance() }
      return tokens
    }
    interpolationDepth += 1
    defer { interpolationDepth -= 1 }
    previousTag = .none  // an interpolation starts an expression
    while let token = next() {
      if token.kind == .punctuation {
        let punctuation = bytes[token.range.lowerBound]
        if punctuation == .openParen {
          depth += 1
        } else if punctuation == .closeParen {
          depth -= 1
          if depth == 0 { return tokens }
        }
      }
      if case .comment = token.kind { continue }
      tokens.append(token)
    }
    diagnose(
      "unterminated string interpolation; add the missing ')'", line: startLine,
      column: startColumn)
    return tokens
  }

  /// Removes the closing line (`\n` plus indentation) from a multi-line literal's content and
  /// returns that indentation, which Swift strips from every line.
  private func stripClosingLine(from pieces: inout [Piece], closingStart: Int) -> ArraySlice<UInt8>
  {
    var lineBegin = closingStart
    while lineBegin > 0, bytes[lineBegin - 1] != .newline { lineBegin -= 1 }
    let indentation = bytes[lineBegin..<closingStart]
    guard indentation.allSatisfy(\.isHorizontalSpace), lineBegin > 0 else { return [] }
    guard case .raw(let range) = pieces.last, range.upperBound == closingStart else {
      return indentation
    }
    var end = lineBegin - 1  // the line break before the closing line
    if end > range.lowerBound, bytes[end - 1] == .carriageReturn { end -= 1 }
    pieces.removeLast()
    if range.lowerBound < end { pieces.append(.raw(range.lowerBound..<end)) }
    return indentation
  }

  /// Joins pieces into segments, stripping `indentation` from each line of a multi-line literal.
  private func segments(
    of pieces: [Piece], multiline: Bool, indentation: ArraySlice<UInt8>
  ) -> [SwiftStringLiteral.Segment] {
    var segments: [SwiftStringLiteral.Segment] = []
    var text: [UInt8] = []
    var atLineStart = multiline
    for piece in pieces {
      switch piece {
      case .raw(let range):
        var index = range.lowerBound
        while index < range.upperBound {
          if atLineStart {
            var matched = indentation.startIndex
            while matched < indentation.endIndex, index < range.upperBound,
              bytes[index] == indentation[matched]
            {
              index += 1
              matched += 1
            }
            atLineStart = false
            continue
          }
          let current = bytes[index]
          index += 1
          if current == .carriageReturn, index < range.upperBound, bytes[index] == .newline {
            continue
          }
          text.append(current)
          if current == .newline, multiline { atLineStart = true }
        }
      case .decoded(let decoded):
        text += decoded
        atLineStart = false
      case .continuation:
        atLineStart = true
      case .interpolation(let tokens):
        if !text.isEmpty {
          segments.append(.text(String(decoding: text, as: UTF8.self)))
          text.removeAll()
        }
        segments.append(.interpolation(tokens))
        atLineStart = false
      }
    }
    if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
    return segments
  }
}
