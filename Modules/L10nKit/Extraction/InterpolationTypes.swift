/// The format specifier Xcode writes for an interpolation, from the type the file declares for
/// the interpolated value.
///
/// Xcode knows every value's type; without a type checker this knows a name's type where the
/// same file declares it (`let count: Int`, a parameter `count: Int`, `var n = 3`), that
/// `.count` is an `Int`, and numeric literals and conversions (`Int(x)`). Anything else is `%@`,
/// which the lint rules and `extract` match against a catalog key with any specifier there.
struct InterpolationTypes {
  /// Declared type names by variable name, each with the byte offset of its declaration.
  private var declared: [String: [(offset: Int, type: String)]] = [:]

  /// Collects the simple type annotations of a file (`name: Type`, `let name = 42`).
  init(_ view: TokenView) {
    for index in 0..<view.count where view.isIdentifier(index) {
      if view.isPunctuation(index + 1, .colon), view.isIdentifier(index + 2),
        Self.specifiers[view.text(index + 2)] != nil,
        !view.isPunctuation(index + 3, .dot), !view.spells(index + 3, "<")
      {
        declared[view.text(index), default: []].append(
          (view[index].range.lowerBound, view.text(index + 2)))
      } else if view.spells(index, "let") || view.spells(index, "var"),
        view.isIdentifier(index + 1),
        view.spells(index + 2, "="), index + 3 < view.count, view[index + 3].kind == .number,
        index + 4 >= view.count || view[index + 4].line > view[index + 3].line
          || view.isPunctuation(index + 4, 0x3B)
      {
        declared[view.text(index + 1), default: []].append(
          (view[index + 1].range.lowerBound, Self.numberType(view.text(index + 3))))
      }
    }
  }

  /// The specifier for each `_FormatSpecifiable` type, as SwiftUI's `LocalizedStringKey` and
  /// Foundation's `String.LocalizationValue` write them (by the C type of `_arg`).
  static let specifiers: [String: String] = [
    "Int": "%lld", "Int64": "%lld", "Int8": "%d", "Int16": "%d", "Int32": "%d",
    "UInt": "%llu", "UInt64": "%llu", "UInt8": "%u", "UInt16": "%u", "UInt32": "%u",
    "Float": "%f", "Float32": "%f", "Double": "%lf", "Float64": "%lf", "CGFloat": "%lf",
    "TimeInterval": "%lf", "String": "%@", "Substring": "%@",
  ]

  private static func numberType(_ text: String) -> String {
    if text.hasPrefix("0x") || text.hasPrefix("0b") || text.hasPrefix("0o") { return "Int" }
    return text.contains(".") || text.contains("e") || text.contains("E") ? "Double" : "Int"
  }

  /// The specifier for an interpolation's tokens (`\(count)`, `\(value, specifier: "%.1f")`).
  func specifier(for tokens: [SwiftToken], in bytes: [UInt8]) -> String {
    let view = TokenView(bytes: bytes, tokens: tokens)
    let arguments = view.arguments(from: 0, to: view.count)
    for argument in arguments.dropFirst() {
      if argument.label == "specifier", argument.value.count == 1,
        let text = view[argument.value.lowerBound].stringLiteral?.plainText
      {
        return text
      }
    }
    guard arguments.count == 1, let value = arguments.first?.value, !value.isEmpty,
      arguments[0].label == nil
    else { return "%@" }
    return specifier(of: view, value) ?? "%@"
  }

  private func specifier(of view: TokenView, _ range: Range<Int>) -> String? {
    let range = view.unparenthesized(range)
    if range.count == 1, view[range.lowerBound].kind == .number {
      return Self.specifiers[Self.numberType(view.text(range.lowerBound))]
    }
    // `Int(x)`, `Double(y)`: a conversion names its type.
    if view.isIdentifier(range.lowerBound), view.isPunctuation(range.lowerBound + 1, .openParen),
      view.partner(range.lowerBound + 1) == range.upperBound - 1
    {
      return Self.specifiers[view.text(range.lowerBound)]
    }
    // `index + 1`: arithmetic with an integer literal has the other operand's type, an `Int`
    // unless declared otherwise.
    if let operation = (range.lowerBound..<range.upperBound).first(where: {
      view.isOperator($0) && ["+", "-", "*", "/", "%"].contains(view.text($0))
    }), operation > range.lowerBound, operation + 1 < range.upperBound {
      let left = range.lowerBound..<operation
      let right = (operation + 1)..<range.upperBound
      for (literal, other) in [(right, left), (left, right)]
      where literal.count == 1 && view[literal.lowerBound].kind == .number
        && Self.numberType(view.text(literal.lowerBound)) == "Int"
      {
        return specifier(of: view, other) ?? "%lld"
      }
      return nil
    }
    // `name`, `a.b.name`: the last name's declared type; `.count` is an `Int`.
    var names: [Int] = []
    var index = range.lowerBound
    while index < range.upperBound {
      if view.isIdentifier(index) {
        names.append(index)
      } else if !view.isPunctuation(index, .dot), !view.spells(index, "?"), !view.spells(index, "!")
      {
        return nil
      }
      index += 1
    }
    guard let last = names.last else { return nil }
    let name = view.text(last)
    if names.count > 1, name == "count" { return "%lld" }
    guard let declarations = declared[name] else { return nil }
    let offset = view[last].range.lowerBound
    let declaration = declarations.last { $0.offset < offset } ?? declarations[0]
    return Self.specifiers[declaration.type]
  }
}
