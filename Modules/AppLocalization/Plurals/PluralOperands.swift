/// CLDR's plural operands of a number (UTS #35, "Plural Operand Meanings").
public struct PluralOperands: Sendable, Hashable {
  /// The absolute value.
  public var n: Double
  /// The integer digits of `n`.
  public var i: UInt64
  /// The number of visible fraction digits, with trailing zeros.
  public var v: Int
  /// The number of visible fraction digits, without trailing zeros.
  public var w: Int
  /// The visible fraction digits, with trailing zeros, as an integer.
  public var f: UInt64
  /// The visible fraction digits, without trailing zeros, as an integer.
  public var t: UInt64
  /// The compact decimal exponent (`c`, formerly `e`): 6 for `1.2c6`.
  public var e: Int

  /// The operands of a non-negative integer.
  public init(integer: UInt64) {
    n = Double(integer)
    i = integer
    v = 0
    w = 0
    f = 0
    t = 0
    e = 0
  }

  /// The operands of decimal text such as `"1"`, `"-1.50"` or `"1.2c6"` (compact exponent, as
  /// in CLDR's samples); nil when the text is not such a number.
  public init?(_ text: String) {
    var body = Substring(text.strippingSpaces())
    if body.first == "-" || body.first == "+" { body = body.dropFirst() }
    var exponent = 0
    if let marker = body.firstIndex(where: { $0 == "c" || $0 == "e" }) {
      guard let value = Int(body[body.index(after: marker)...]), value >= 0, value < 20 else {
        return nil
      }
      exponent = value
      body = body[..<marker]
    }
    let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let integerPart = parts.first, !integerPart.isEmpty,
      integerPart.allSatisfy(isASCIIDigit)
    else { return nil }
    var integerDigits = String(integerPart)
    var fractionDigits = parts.count > 1 ? String(parts[1]) : ""
    guard fractionDigits.allSatisfy(isASCIIDigit), parts.count == 1 || !fractionDigits.isEmpty
    else { return nil }
    // Shift the decimal point right by the compact exponent: 1.2c6 is 1200000.
    let shift = min(exponent, fractionDigits.count)
    integerDigits += fractionDigits.prefix(shift)
    fractionDigits.removeFirst(shift)
    integerDigits += String(repeating: "0", count: exponent - shift)
    let trimmedInteger = integerDigits.drop(while: { $0 == "0" })
    let trimmedFraction = String(fractionDigits.reversed().drop(while: { $0 == "0" }).reversed())
    // Only the last 18 digits matter for the `%` tests CLDR uses.
    i = UInt64(trimmedInteger.suffix(18)) ?? 0
    v = fractionDigits.count
    w = trimmedFraction.count
    f = UInt64(fractionDigits.prefix(18)) ?? 0
    t = UInt64(trimmedFraction.prefix(18)) ?? 0
    e = exponent
    n = Double(integerDigits + (fractionDigits.isEmpty ? "" : "." + fractionDigits)) ?? 0
  }

  /// The value of operand `name` (`n`, `i`, `v`, `w`, `f`, `t`, `e` or `c`).
  func value(of name: Character) -> Double {
    switch name {
    case "n": n
    case "i": Double(i)
    case "v": Double(v)
    case "w": Double(w)
    case "f": Double(f)
    case "t": Double(t)
    default: Double(e)
    }
  }
}

private func isASCIIDigit(_ character: Character) -> Bool {
  character.isASCII && character.isNumber
}

extension String {
  fileprivate func strippingSpaces() -> String {
    var s = self[...]
    while s.first == " " { s = s.dropFirst() }
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}
