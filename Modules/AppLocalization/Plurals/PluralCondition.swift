import Foundation

/// A CLDR plural condition: relations joined by `and`, alternatives joined by `or`.
struct PluralCondition: Sendable, Equatable {
  /// One comparison such as `i % 10 = 2..4` or `v != 0`.
  struct Relation: Sendable, Equatable {
    var operand: Character
    var modulus: Double?
    /// `!=`, `not in`, `not within`, `is not`.
    var negated: Bool
    /// `within` accepts any value in the ranges, not only integers.
    var within: Bool
    var ranges: [ClosedRange<Double>]

    func matches(_ operands: PluralOperands) -> Bool {
      var value = operands.value(of: operand)
      if let modulus { value = fmod(value, modulus) }
      let isIntegral = value == value.rounded()
      let found = ranges.contains { range in
        range.contains(value) && (within || range.lowerBound == range.upperBound || isIntegral)
      }
      return found != negated
    }
  }

  /// `or` of `and`s; empty means always true (the `other` rule).
  var alternatives: [[Relation]]

  func matches(_ operands: PluralOperands) -> Bool {
    alternatives.isEmpty || alternatives.contains { $0.allSatisfy { $0.matches(operands) } }
  }
}

/// A syntax error in CLDR plural rule text.
public struct PluralRuleSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The rule text.
  public var text: String
  /// The 1-based column (in characters) of the problem.
  public var column: Int
  /// What is wrong.
  public var message: String

  /// `column N: message in "text"`.
  public var description: String { "column \(column): \(message) in \"\(text)\"" }
}

extension PluralRules {
  /// Parses `keyword: condition [@samples]; ...`; the `other` rule is implied.
  static func parse(_ text: String) throws -> [(category: Category, condition: PluralCondition)] {
    var rules: [(category: Category, condition: PluralCondition)] = []
    let characters = Array(text)
    var start = 0
    while start < characters.count {
      var end = start
      while end < characters.count, characters[end] != ";" { end += 1 }
      let rule = characters[start..<end]
      if let colon = rule.firstIndex(of: ":") {
        let keyword = String(characters[start..<colon]).filter { $0 != " " }
        guard let category = Category(rawValue: keyword) else {
          throw PluralRuleSyntaxError(
            text: text, column: start + 1, message: "unknown plural category \"\(keyword)\"")
        }
        let conditionEnd = rule[(colon + 1)...].firstIndex(of: "@") ?? end
        var parser = ConditionParser(
          characters: characters, position: colon + 1, end: conditionEnd, text: text)
        let condition = try parser.parse()
        if category != .other { rules.append((category, condition)) }
      } else if !rule.allSatisfy({ $0 == " " }) {
        throw PluralRuleSyntaxError(
          text: text, column: start + 1, message: "expected \"category: condition\"")
      }
      start = end + 1
    }
    return rules
  }
}

/// A recursive-descent parser of one condition.
private struct ConditionParser {
  let characters: [Character]
  var position: Int
  let end: Int
  let text: String

  mutating func parse() throws -> PluralCondition {
    skipSpaces()
    if position >= end { return PluralCondition(alternatives: []) }
    var alternatives: [[PluralCondition.Relation]] = []
    repeat {
      var relations: [PluralCondition.Relation] = []
      repeat { relations.append(try relation()) } while keyword("and")
      alternatives.append(relations)
    } while keyword("or")
    skipSpaces()
    guard position >= end else { throw error("unexpected text") }
    return PluralCondition(alternatives: alternatives)
  }

  private mutating func relation() throws -> PluralCondition.Relation {
    skipSpaces()
    guard position < end, "nivwftec".contains(characters[position]) else {
      throw error("expected an operand (n, i, v, w, f, t, e or c)")
    }
    let operand = characters[position]
    position += 1
    var modulus: Double?
    if symbol("%") || keyword("mod") { modulus = try number() }
    var negated = false
    var within = false
    if symbol("!=") {
      negated = true
    } else if symbol("=") {
    } else if keyword("is") {
      negated = keyword("not")
    } else {
      negated = keyword("not")
      if keyword("within") {
        within = true
      } else if !keyword("in") {
        throw error("expected =, !=, is, in or within")
      }
    }
    var ranges: [ClosedRange<Double>] = []
    repeat {
      let low = try number()
      let high = symbol("..") ? try number() : low
      guard low <= high else { throw error("empty range") }
      ranges.append(low...high)
    } while symbol(",")
    return PluralCondition.Relation(
      operand: operand, modulus: modulus, negated: negated, within: within, ranges: ranges)
  }

  private mutating func number() throws -> Double {
    skipSpaces()
    var digits = ""
    while position < end, characters[position].isNumber, characters[position].isASCII {
      digits.append(characters[position])
      position += 1
    }
    guard let value = Double(digits) else { throw error("expected a number") }
    return value
  }

  private mutating func symbol(_ symbol: String) -> Bool {
    skipSpaces()
    let symbolCharacters = Array(symbol)
    guard position + symbolCharacters.count <= end,
      Array(characters[position..<position + symbolCharacters.count]) == symbolCharacters
    else { return false }
    position += symbolCharacters.count
    return true
  }

  private mutating func keyword(_ word: String) -> Bool {
    let saved = position
    guard symbol(word) else { return false }
    if position < end, characters[position].isLetter {
      position = saved
      return false
    }
    return true
  }

  private mutating func skipSpaces() {
    while position < end, characters[position] == " " { position += 1 }
  }

  private func error(_ message: String) -> PluralRuleSyntaxError {
    PluralRuleSyntaxError(text: text, column: position + 1, message: message)
  }
}
