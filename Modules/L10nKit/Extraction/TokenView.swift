/// A file's tokens with the navigation both extraction passes need: token text, bracket
/// partners, argument lists and statement boundaries.
///
/// Tokens index the file's UTF-8 bytes, so nothing here copies source text except where a name
/// is compared or returned.
struct TokenView {
  let bytes: [UInt8]
  let tokens: [SwiftToken]
  /// For each opening bracket the index of its closing one (`tokens.count` when unclosed), for
  /// each closing bracket the index of its opening one, `-1` for other tokens.
  private let partnerIndex: [Int]

  init(bytes: [UInt8], tokens: [SwiftToken]) {
    self.bytes = bytes
    self.tokens = tokens
    var partners = [Int](repeating: -1, count: tokens.count)
    var stack: [(index: Int, closer: UInt8)] = []
    for index in tokens.indices where tokens[index].kind == .punctuation {
      switch bytes[tokens[index].range.lowerBound] {
      case .openParen: stack.append((index, .closeParen))
      case .openBracket: stack.append((index, .closeBracket))
      case .openBrace: stack.append((index, .closeBrace))
      case let closer
      where closer == .closeParen || closer == .closeBracket || closer == .closeBrace:
        // Recover from mismatched brackets by closing everything up to the matching opener.
        guard let depth = stack.lastIndex(where: { $0.closer == closer }) else { continue }
        for open in stack[depth...] { partners[open.index] = index }
        partners[index] = stack[depth].index
        if depth == stack.count - 1 { stack.removeLast() } else { stack.removeSubrange(depth...) }
      default:
        continue
      }
    }
    for open in stack { partners[open.index] = tokens.count }
    partnerIndex = partners
  }

  var count: Int { tokens.count }

  subscript(index: Int) -> SwiftToken { tokens[index] }

  /// The partner of the bracket at `index`, if it is a bracket.
  func partner(_ index: Int) -> Int? {
    guard index >= 0, index < partnerIndex.count else { return nil }
    let partner = partnerIndex[index]
    return partner < 0 ? nil : partner
  }

  func text(_ index: Int) -> String {
    String(decoding: bytes[tokens[index].range], as: UTF8.self)
  }

  /// Whether the token at `index` exists and is spelled exactly `spelling` (ASCII).
  func spells(_ index: Int, _ spelling: StaticString) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let range = tokens[index].range
    guard range.count == spelling.utf8CodeUnitCount else { return false }
    return spelling.withUTF8Buffer { buffer in
      var offset = range.lowerBound
      for byte in buffer {
        if bytes[offset] != byte { return false }
        offset += 1
      }
      return true
    }
  }

  func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .punctuation
      && bytes[tokens[index].range.lowerBound] == byte
  }

  func isIdentifier(_ index: Int) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .identifier
  }

  /// Whether the `{` at `brace` opens a closure passed to `map` or `flatMap` (`value.map {`,
  /// `value.map({`).
  func opensMapClosure(_ brace: Int) -> Bool { mapName(ofClosureAt: brace) != nil }

  /// The `map` or `flatMap` whose closure the `{` at `brace` opens, trailing or in parentheses
  /// (`value.map {`, `value.map({`); nil for another `{`.
  func mapName(ofClosureAt brace: Int) -> Int? {
    let name = isPunctuation(brace - 1, .openParen) ? brace - 2 : brace - 1
    guard spells(name, "map") || spells(name, "flatMap"), isPunctuation(name - 1, .dot) else {
      return nil
    }
    return name
  }

  /// The one expression the closure at `open` (a `{`) returns: its body after `name in` (or
  /// `(name) in`) and `return`, when that is one statement; nil otherwise.
  func returnedExpression(ofClosureAt open: Int) -> Range<Int>? {
    guard let close = partner(open) else { return nil }
    var start = open + 1
    // `{ count in ... }`, `{ (count) in ... }`: the body starts after `in`.
    if let inKeyword = (start..<close).first(where: { spells($0, "in") }),
      (start..<inKeyword).allSatisfy({
        isIdentifier($0) || isPunctuation($0, .comma) || isPunctuation($0, .openParen)
          || isPunctuation($0, .closeParen)
      })
    {
      start = inKeyword + 1
    }
    if spells(start, "return") { start += 1 }
    guard start < close, statementEnd(from: start, limit: close) == close else { return nil }
    return start..<close
  }

  func isOperator(_ index: Int) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .operator
  }

  /// The `(` of the call whose callee is the name at `index`: the next token, or for a type
  /// given generic arguments (`ValueRow<Int>(`, `Box<[String: Int]>(`), the one after them;
  /// `index + 1` when neither is one.
  func callOpen(_ index: Int) -> Int {
    guard isTypeName(index), isOperator(index + 1),
      bytes[tokens[index + 1].range.lowerBound] == 0x3C
    else { return index + 1 }
    var depth = 0
    var position = index + 1
    // Type names, `.`, `,`, `:` and brackets between the angle brackets; a short run of them.
    while position < tokens.count, position - index < 32 {
      if isOperator(position) {
        for byte in bytes[tokens[position].range] {
          switch byte {
          case 0x3C: depth += 1  // <
          case 0x3E: depth -= 1  // >
          case 0x3F, 0x21: break  // ? !
          default: return index + 1
          }
        }
        if depth == 0 { return isPunctuation(position + 1, .openParen) ? position + 1 : index + 1 }
        if depth < 0 { return index + 1 }
      } else if !(isIdentifier(position) || isPunctuation(position, .dot)
        || isPunctuation(position, .comma) || isPunctuation(position, .colon)
        || isPunctuation(position, .openBracket) || isPunctuation(position, .closeBracket))
      {
        return index + 1
      }
      position += 1
    }
    return index + 1
  }

  /// Whether the token at `index` opens a bracket of any kind.
  func isOpening(_ index: Int) -> Bool {
    isPunctuation(index, .openParen) || isPunctuation(index, .openBracket)
      || isPunctuation(index, .openBrace)
  }

  /// Whether the identifier at `index` starts with an upper-case ASCII letter (a type name, by
  /// Swift's conventions).
  func isTypeName(_ index: Int) -> Bool {
    guard isIdentifier(index) else { return false }
    let first = bytes[tokens[index].range.lowerBound]
    return first >= 0x41 && first <= 0x5A
  }

  /// The index after the bracketed group at `index` (or `index + 1` for any other token).
  func after(_ index: Int) -> Int {
    if isOpening(index), let close = partner(index) { return min(close, tokens.count - 1) + 1 }
    return index + 1
  }

  /// The index of the token that starts at byte `offset`, if one does.
  func tokenIndex(at offset: Int) -> Int? {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
    }
    return low < tokens.count && tokens[low].range.lowerBound == offset ? low : nil
  }

  /// One argument of a call or one element of a list: its label, if any, and its value.
  struct Argument {
    var label: String?
    /// The value's token indices (after `label:`).
    var value: Range<Int>
  }

  /// Splits the tokens between `start` and `end` at top-level commas into labelled values.
  func arguments(from start: Int, to end: Int) -> [Argument] {
    var arguments: [Argument] = []
    var argumentStart = start
    var index = start
    let end = min(end, tokens.count)
    func append(_ range: Range<Int>) {
      if !range.isEmpty { arguments.append(argument(range)) }
    }
    while index < end {
      if isOpening(index) {
        index = min(partner(index) ?? end, end)
      } else if isPunctuation(index, .comma) {
        append(argumentStart..<index)
        argumentStart = index + 1
      }
      index += 1
    }
    append(argumentStart..<end)
    return arguments
  }

  /// The parameters of a declaration's list from `start` to `end` (a function's, an enum
  /// case's payload): as ``arguments(from:to:)``, but a comma inside a generic type's angle
  /// brackets (`map: Dictionary<String, Int>`) does not end one. Angles are counted in types
  /// only, not in a parameter's default value (`limit: Int = a < b ? 1 : 2`).
  func parameters(from start: Int, to end: Int) -> [Argument] {
    var ranges: [Range<Int>] = []
    var parameterStart = start
    var index = start
    var angles = 0
    var inDefault = false
    let end = min(end, tokens.count)
    while index < end {
      if isOpening(index) {
        index = min(partner(index) ?? end, end)
      } else if isPunctuation(index, .comma), angles == 0 {
        ranges.append(parameterStart..<index)
        parameterStart = index + 1
        inDefault = false
      } else if isOperator(index), !inDefault {
        let spelling = bytes[tokens[index].range]
        if spelling.allSatisfy({ $0 == 0x3C }) {
          angles += spelling.count
        } else if angles > 0, spelling.allSatisfy({ $0 == 0x3E || $0 == 0x3F || $0 == 0x21 }) {
          angles = max(0, angles - spelling.count { $0 == 0x3E })
        } else if angles == 0, spells(index, "=") {
          inDefault = true
        }
      }
      index += 1
    }
    ranges.append(parameterStart..<end)
    return ranges.filter { !$0.isEmpty }.map(argument)
  }

  /// The argument or parameter whose tokens are `range`: `label: value`, or a value.
  private func argument(_ range: Range<Int>) -> Argument {
    if range.count >= 2, isIdentifier(range.lowerBound), isPunctuation(range.lowerBound + 1, .colon)
    {
      return Argument(label: text(range.lowerBound), value: range.dropFirst(2))
    }
    return Argument(label: nil, value: range)
  }

  /// The arguments of the call whose opening parenthesis is at `open`.
  func callArguments(open: Int) -> [Argument] {
    arguments(from: open + 1, to: partner(open) ?? tokens.count)
  }

  /// How many trailing closures follow a call's closing parenthesis (`{ … }`, then `label: {
  /// … }` for each more).
  func trailingClosures(after close: Int) -> Int {
    var count = 0
    var after = close + 1
    while isPunctuation(after, .openBrace)
      || (count > 0 && isIdentifier(after) && isPunctuation(after + 1, .colon)
        && isPunctuation(after + 2, .openBrace))
    {
      let brace = isPunctuation(after, .openBrace) ? after : after + 2
      guard let end = partner(brace) else { break }
      count += 1
      after = end + 1
    }
    return count
  }

  /// The first token of `range` outside brackets that satisfies `test`.
  func firstTopLevel(in range: Range<Int>, where test: (Int) -> Bool) -> Int? {
    var position = range.lowerBound
    while position < range.upperBound {
      if test(position) { return position }
      position = after(position)
    }
    return nil
  }

  /// The branches of the ternary `cond ? first : second` that `range` is, at its first
  /// top-level `?`: the `:` is the one that matches it, after those of the ternaries nested in
  /// the first branch (`a ? b ? x : y : z` is `a ? (b ? x : y) : z`); nil for no ternary.
  func ternaryBranches(in range: Range<Int>) -> (first: Range<Int>, second: Range<Int>)? {
    guard let question = firstTopLevel(in: range, where: isTernaryQuestion) else { return nil }
    var nested = 0
    let colon = firstTopLevel(in: (question + 1)..<range.upperBound) { index in
      if isTernaryQuestion(index) {
        nested += 1
      } else if isPunctuation(index, .colon) {
        if nested == 0 { return true }
        nested -= 1
      }
      return false
    }
    guard let colon else { return nil }
    return ((question + 1)..<colon, (colon + 1)..<range.upperBound)
  }

  /// `range` without one pair of parentheses around all of it, repeatedly.
  func unparenthesized(_ range: Range<Int>) -> Range<Int> {
    var range = range
    while range.count >= 2, isPunctuation(range.lowerBound, .openParen),
      partner(range.lowerBound) == range.upperBound - 1
    {
      range = (range.lowerBound + 1)..<(range.upperBound - 1)
    }
    return range
  }

  /// Whether a statement can end after the token at `index`: a newline there ends the
  /// statement unless the line goes on with an operator, a dot or a closing bracket.
  func continuesLine(after index: Int) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let token = tokens[index]
    switch token.kind {
    case .operator:
      return !(spells(index, "?") || spells(index, "!"))  // postfix `x?` / `x!` end an operand
    case .punctuation:
      let byte = bytes[token.range.lowerBound]
      return byte == .comma || byte == .dot || byte == .colon || byte == .openParen
        || byte == .openBracket || byte == .openBrace || byte == 0x40  // @
    case .identifier:
      return spells(index, "return") || spells(index, "throw") || spells(index, "in")
        || spells(index, "try")
        || spells(index, "await") || spells(index, "case") || spells(index, "let")
        || spells(index, "var")
    default:
      return false
    }
  }

  /// Whether the tokens just before `end` are a variadic parameter's `...` (three adjacent `.`
  /// tokens: the lexer reads `.` as punctuation, for member access).
  func endsWithEllipsis(_ end: Int) -> Bool {
    guard end >= 3, end <= tokens.count,
      isPunctuation(end - 3, .dot), isPunctuation(end - 2, .dot), isPunctuation(end - 1, .dot)
    else { return false }
    return tokens[end - 2].range.lowerBound == tokens[end - 3].range.upperBound
      && tokens[end - 1].range.lowerBound == tokens[end - 2].range.upperBound
  }

  /// Whether the `?` at `index` is a ternary's (Swift requires a space before it; `x?` is an
  /// optional chain).
  func isTernaryQuestion(_ index: Int) -> Bool {
    guard spells(index, "?"), index > 0 else { return false }
    let start = tokens[index].range.lowerBound
    return start > 0 && (bytes[start - 1] == .space || bytes[start - 1] == .newline)
  }

  /// Whether the token at `index` is an operator that, in a type, can only end one: `>`, `>>`,
  /// `>?`, `?` (`Set<String>`, `Set<String>?` at the end of a line do not continue it).
  func closesType(_ index: Int) -> Bool {
    guard index >= 0, index < tokens.count, tokens[index].kind == .operator else { return false }
    return bytes[tokens[index].range].allSatisfy { $0 == 0x3E || $0 == 0x3F || $0 == 0x21 }
  }

  /// Whether the token at `index` can only continue the expression of the previous line.
  func continuesPreviousLine(_ index: Int) -> Bool {
    guard index < tokens.count else { return false }
    let token = tokens[index]
    switch token.kind {
    case .operator: return true
    case .punctuation:
      let byte = bytes[token.range.lowerBound]
      return byte == .dot || byte == .comma || byte == .colon || byte == .closeParen
        || byte == .closeBracket || byte == .closeBrace
    case .identifier:
      return spells(index, "else") || spells(index, "catch") || spells(index, "where")
    default:
      return false
    }
  }

  /// The end (exclusive) of the statement that starts at `start`, within `limit`: the first
  /// top-level `;`, or a line break that the code does not continue.
  func statementEnd(from start: Int, limit: Int) -> Int {
    var index = start
    while index < limit {
      if isPunctuation(index, 0x3B) { return index }  // ;
      let next = after(index)
      if next >= limit { return limit }
      if tokens[next].line > tokens[next - 1].line, !continuesLine(after: next - 1),
        !continuesPreviousLine(next)
      {
        return next
      }
      index = next
    }
    return limit
  }
}
