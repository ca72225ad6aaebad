/// The printf-style format specifiers of a catalog string (`%@`, `%lld`, `%2$@`, `%#@NAME@`,
/// `%arg`), and the rewriting Xcode applies between a catalog and its XLIFF.
public enum FormatSpecifiers {
  /// One specifier found in a string.
  public struct Specifier: Equatable, Sendable {
    /// Its UTF-8 byte range in the string.
    public var range: Range<Int>
    /// The explicit `N$` position, nil when implicit.
    public var position: Int?
    /// Everything after `%` and the position: flags, width, precision, length and conversion
    /// (`lld`, `@`, `.2f`, `#@NAME@`), or `arg`.
    public var body: String
    /// The substitution name for `%#@NAME@`.
    public var substitution: String? {
      // On UTF-8 bytes: counting characters costs more than the rest of an export of a unit.
      let bytes = body.utf8
      guard bytes.count > 3, bytes.starts(with: "#@".utf8), bytes.last == UInt8(ascii: "@")
      else { return nil }
      return String(Substring(bytes.dropFirst(2).dropLast()))
    }
    /// The argument type a translation must keep (length and conversion, no flags/width),
    /// e.g. `lld`, `@`, `f`; `%#@NAME@` is typed by its substitution name.
    public var type: String {
      if let substitution { return "#@\(substitution)@" }
      var scalars = Substring(body)
      while let first = scalars.first, "-+ #0'123456789.*".contains(first) {
        scalars = scalars.dropFirst()
      }
      return String(scalars)
    }
  }

  /// `@dDiuUxXoOfFeEgGcCsSpaAn`. (Byte switches: a `Set` lookup hashes every byte.)
  private static func isConversion(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "@"), UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"),
      UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "x"), UInt8(ascii: "X"),
      UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "f"), UInt8(ascii: "F"),
      UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
      UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"),
      UInt8(ascii: "p"), UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "n"):
      return true
    default: return false
    }
  }

  /// `hlqLztj`.
  private static func isLength(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"),
      UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"):
      return true
    default: return false
    }
  }

  /// `-+#0'`. No space flag: "50% of" is a literal percent, not `% o` (as the linter's
  /// `FormatString`).
  private static func isFlag(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "0"),
      UInt8(ascii: "'"):
      return true
    default: return false
    }
  }

  /// The specifiers in `text`, in order; `%%` is not one.
  public static func parse(_ text: String) -> [Specifier] {
    // Most strings have no `%`: nothing to copy.
    guard text.utf8.contains(0x25) else { return [] }
    let bytes = Array(text.utf8)
    var result: [Specifier] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x25 else {
        index += 1
        continue
      }
      let start = index
      var cursor = index + 1
      guard cursor < bytes.count else { break }
      if bytes[cursor] == 0x25 {
        index = cursor + 1
        continue
      }
      // %arg
      if bytes[cursor...].starts(with: Array("arg".utf8)) {
        result.append(Specifier(range: start..<cursor + 3, position: nil, body: "arg"))
        index = cursor + 3
        continue
      }
      var position: Int?
      var digits = cursor
      while digits < bytes.count, (0x30...0x39).contains(bytes[digits]) { digits += 1 }
      if digits > cursor, digits < bytes.count, bytes[digits] == 0x24 {
        position = Int(String(decoding: bytes[cursor..<digits], as: UTF8.self))
        cursor = digits + 1
      }
      let bodyStart = cursor
      // %#@NAME@
      if cursor + 1 < bytes.count, bytes[cursor] == 0x23, bytes[cursor + 1] == 0x40,
        let close = bytes[(cursor + 2)...].firstIndex(of: 0x40)
      {
        result.append(
          Specifier(
            range: start..<close + 1, position: position,
            body: String(decoding: bytes[bodyStart...close], as: UTF8.self)))
        index = close + 1
        continue
      }
      while cursor < bytes.count, isFlag(bytes[cursor]) { cursor += 1 }
      while cursor < bytes.count, (0x30...0x39).contains(bytes[cursor]) || bytes[cursor] == 0x2A {
        cursor += 1
      }
      if cursor < bytes.count, bytes[cursor] == 0x2E {
        cursor += 1
        while cursor < bytes.count, (0x30...0x39).contains(bytes[cursor]) || bytes[cursor] == 0x2A {
          cursor += 1
        }
      }
      while cursor < bytes.count, isLength(bytes[cursor]) { cursor += 1 }
      if cursor < bytes.count, isConversion(bytes[cursor]) {
        result.append(
          Specifier(
            range: start..<cursor + 1, position: position,
            body: String(decoding: bytes[bodyStart...cursor], as: UTF8.self)))
        index = cursor + 1
      } else {
        index = start + 1  // a lone `%` such as "50% of": not a specifier
      }
    }
    return result
  }

  /// The 1-based argument number of each specifier, implicit ones counted as printf does.
  public static func argumentNumbers(_ specifiers: [Specifier]) -> [Int] {
    var next = 1
    return specifiers.map { specifier in
      if let position = specifier.position {
        next = position + 1
        return position
      }
      defer { next += 1 }
      return next
    }
  }

  /// The argument number of substitution `name` in `format` (its `%#@name@`), or nil.
  public static func argumentNumber(ofSubstitution name: String, in format: String) -> Int? {
    let specifiers = parse(format).filter { $0.body != "arg" }
    let numbers = argumentNumbers(specifiers)
    return zip(specifiers, numbers).first { $0.0.substitution == name }?.1
  }

  /// Export: a substitution leaf's `%arg` becomes `%N$spec` (`%arg` → `%1$lld`).
  public static func exportLeaf(_ text: String, argument: Int, formatSpecifier: String) -> String {
    replace(in: text) { $0.body == "arg" ? "%\(argument)$\(formatSpecifier)" : nil }
  }

  /// Import: the inverse of `exportLeaf`; `%N$spec` for that argument becomes `%arg`.
  public static func importLeaf(_ text: String, argument: Int, formatSpecifier: String) -> String {
    replace(in: text) {
      $0.position == argument && $0.body == formatSpecifier ? "%arg" : nil
    }
  }

  /// Export: a format that references substitutions gets positional specifiers throughout
  /// (`This %@ has %#@strings@.` → `This %1$@ has %2$#@strings@.`); others are unchanged. A
  /// substitution reference takes its substitution's `argNum` from `argNums` (by name) when it has
  /// one, as Xcode 27 writes it (`Total %#@COUNT@`, argNum 2 → `Total %2$#@COUNT@`); every other
  /// specifier its printf position.
  public static func exportParent(_ text: String, argNums: [String: Int] = [:]) -> String {
    let specifiers = parse(text).filter { $0.body != "arg" }
    guard specifiers.contains(where: { $0.substitution != nil }) else { return text }
    let numbers = argumentNumbers(specifiers)
    // The implicit specifiers' numbers by byte offset (specifiers are in order; no hashing).
    var implicit: [(start: Int, number: Int)] = []
    for (specifier, number) in zip(specifiers, numbers) where specifier.position == nil {
      let argNum = argNums.isEmpty ? nil : specifier.substitution.flatMap { argNums[$0] }
      implicit.append((specifier.range.lowerBound, argNum ?? number))
    }
    var next = 0
    return replace(in: text) { specifier in
      while next < implicit.count && implicit[next].start < specifier.range.lowerBound {
        next += 1
      }
      guard next < implicit.count, implicit[next].start == specifier.range.lowerBound else {
        return nil
      }
      return "%\(implicit[next].number)$\(specifier.body)"
    }
  }

  /// Import: the inverse of `exportParent(_:argNums:)`. The positions go when they are exactly
  /// the ones the export writes (so the catalog value exports back to `text`); a translation
  /// that reorders its arguments keeps its explicit positions.
  public static func importParent(_ text: String, argNums: [String: Int] = [:]) -> String {
    let specifiers = parse(text).filter { $0.body != "arg" }
    guard specifiers.contains(where: { $0.substitution != nil }),
      specifiers.allSatisfy({ $0.position != nil })
    else { return text }
    let named = replace(in: text) { specifier in
      specifier.body == "arg" ? nil : "%\(specifier.body)"
    }
    return exportParent(named, argNums: argNums) == text ? named : text
  }

  /// Why `translation` cannot stand for `source`, or nil when their arguments match: the same
  /// argument numbers with the same types (`%@` for `%@`, `%lld` for `%lld`...), in any order,
  /// and the same `%#@NAME@` substitutions. Types come from the linter's `FormatString`.
  ///
  /// With `allowsDroppingIntegers` (plural cases), a translation may leave out integer arguments
  /// ("Ein Eintrag" for `one`), as the linter allows.
  public static func mismatch(
    source: String, translation: String, allowsDroppingIntegers: Bool = false
  ) -> String? {
    func signature(_ text: String) -> [Int: String] {
      let format = FormatString(text)
      var result: [Int: String] = [:]
      for (argument, types) in format.argumentTypes {
        result[argument] = types.map(\.rawValue).sorted().joined(separator: "|")
      }
      // The same substitutions in any order: a translation may reorder them.
      for (index, name) in Set(format.substitutionNames).sorted().enumerated() {
        result[-1 - index] = "#@\(name)@"
      }
      return result
    }
    let expected = signature(source)
    let found = signature(translation)
    guard expected != found else { return nil }
    if allowsDroppingIntegers {
      let integers = Set(
        FormatString(source).argumentTypes.filter { $0.value.allSatisfy(\.isInteger) }.keys)
      let kept = found.allSatisfy { expected[$0.key] == $0.value }
      let dropped = Set(expected.keys).subtracting(found.keys)
      if kept && dropped.isSubset(of: integers) { return nil }
    }
    func show(_ map: [Int: String]) -> String {
      guard !map.isEmpty else { return "none" }
      return map.sorted {
        ($0.key < 0 ? 1000 - $0.key : $0.key) < ($1.key < 0 ? 1000 - $1.key : $1.key)
      }
      .map { $0.key < 0 ? "%\($0.value)" : "%\($0.key)$(\($0.value))" }
      .joined(separator: " ")
    }
    return "format arguments \(show(found)) do not match the source's \(show(expected))"
  }

  private static func replace(in text: String, _ transform: (Specifier) -> String?) -> String {
    let specifiers = parse(text)
    guard !specifiers.isEmpty else { return text }
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 8)
    var last = 0
    for specifier in specifiers {
      guard let replacement = transform(specifier) else { continue }
      output.append(contentsOf: bytes[last..<specifier.range.lowerBound])
      output.append(contentsOf: replacement.utf8)
      last = specifier.range.upperBound
    }
    output.append(contentsOf: bytes[last...])
    return String(decoding: output, as: UTF8.self)
  }
}
