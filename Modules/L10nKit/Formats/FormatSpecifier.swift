/// The type an argument of a printf-style format has, as far as mixing them up is a bug:
/// `%d` (32-bit) and `%lld` (64-bit, what Swift's `Int` interpolation produces) differ.
public enum FormatArgumentType: String, Sendable, Hashable {
  /// `%@`: an object.
  case object = "@"
  /// `%d %i %u %x %o %c` without a length modifier.
  case int32 = "d"
  /// `%ld`, `%lu`... (`long`).
  case long = "ld"
  /// `%lld`, `%llu`, `%qd`... (64-bit).
  case int64 = "lld"
  /// `%hd`, `%hhd`: short integers.
  case short = "hd"
  /// `%zd`, `%td`, `%jd`: size-like integers.
  case sizeLike = "zd"
  /// `%f %e %g %a` and their capitals, with or without `l`.
  case double = "f"
  /// `%Lf`.
  case longDouble = "Lf"
  /// `%c` with `l`, `%C`: a character.
  case character = "c"
  /// `%s`, `%S`: a C string.
  case cString = "s"
  /// `%p`.
  case pointer = "p"

  /// The type as an argument's size reads it on Apple's 64-bit platforms, where `long` and
  /// `size_t` are 64 bits: `%ld`, `%li`, `%zd` and `%lld` all read a Swift `Int`, so one may
  /// stand for another in a translation.
  public var width: FormatArgumentType {
    switch self {
    case .long, .sizeLike: .int64
    default: self
    }
  }

  /// Whether the type is an integer (plural arms may drop an integer count).
  public var isInteger: Bool {
    switch self {
    case .int32, .long, .int64, .short, .sizeLike: true
    default: false
    }
  }
}

/// One conversion in a format string, e.g. `%2$@` or `%lld` or `%#@files@`.
public struct FormatSpecifier: Sendable, Hashable {
  /// The specifier as written.
  public var text: String
  /// The UTF-8 offset of its `%` in the string.
  public var offset: Int
  /// The explicit `N$` position, when written.
  public var explicitPosition: Int?
  /// The argument it consumes (explicit, or the next sequential one).
  public var argument: Int?
  /// The argument's type; nil for `%#@name@`.
  public var type: FormatArgumentType?
  /// The substitution name for `%#@name@`.
  public var substitution: String?
}

/// A parsed format string: its specifiers, and every `%` that starts no valid specifier.
public struct FormatString: Sendable, Hashable {
  /// The specifiers in order of appearance.
  public var specifiers: [FormatSpecifier] = []
  /// UTF-8 offsets of `%` characters that start no valid specifier (a literal `%` must be
  /// `%%`).
  public var invalidPercents: [Int] = []
  /// UTF-8 offsets of `%arg` placeholders (in substitution arms only).
  public var argPlaceholders: [Int] = []

  /// Whether the string has no `%` sequence at all (plain text).
  public var isEmpty: Bool {
    specifiers.isEmpty && invalidPercents.isEmpty && argPlaceholders.isEmpty
  }

  /// Whether any specifier or `%arg` consumes an argument.
  public var hasArguments: Bool {
    !argPlaceholders.isEmpty || specifiers.contains { $0.argument != nil }
  }

  /// Names of the `%#@name@` substitutions referenced.
  public var substitutionNames: [String] { specifiers.compactMap(\.substitution) }

  /// Whether there is a specifier without an explicit position.
  public var hasImplicitPositions: Bool {
    specifiers.contains { $0.argument != nil && $0.explicitPosition == nil }
  }

  /// Argument position -> types used for it (more than one type is a conflict).
  public var argumentTypes: [Int: Set<FormatArgumentType>] {
    var result: [Int: Set<FormatArgumentType>] = [:]
    for specifier in specifiers {
      if let argument = specifier.argument, let type = specifier.type {
        result[argument, default: []].insert(type)
      }
    }
    return result
  }

  /// Parses `text`. With `allowsArgPlaceholder`, `%arg` (a substitution arm's own argument) is
  /// recognised instead of being read as `%a` followed by `rg`.
  public init(_ text: String, allowsArgPlaceholder: Bool = false) {
    // Most strings have no `%` at all: skip them without copying.
    guard text.utf8.contains(UInt8(ascii: "%")) else { return }
    let bytes = Array(text.utf8)
    func byte(_ i: Int) -> UInt8? { i < bytes.count ? bytes[i] : nil }
    func isDigit(_ b: UInt8?) -> Bool { b.map { (0x30...0x39).contains($0) } ?? false }
    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    var index = 0
    var nextArgument = 1
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      let start = index
      index += 1
      if byte(index) == UInt8(ascii: "%") {
        index += 1
        continue
      }
      if allowsArgPlaceholder, bytes[index...].starts(with: "arg".utf8) {
        argPlaceholders.append(start)
        index += 3
        continue
      }
      // Optional `N$`.
      var explicitPosition: Int?
      var lookahead = index
      var digits = 0
      while isDigit(byte(lookahead)), digits < 1_000_000 {
        digits = digits * 10 + Int(bytes[lookahead] - 0x30)
        lookahead += 1
      }
      if lookahead > index, byte(lookahead) == UInt8(ascii: "$"), digits > 0 {
        explicitPosition = digits
        index = lookahead + 1
      }
      // `%#@name@`.
      if bytes[index...].starts(with: "#@".utf8) {
        var end = index + 2
        while let b = byte(end), b != UInt8(ascii: "@"), b != UInt8(ascii: "%") { end += 1 }
        if byte(end) == UInt8(ascii: "@"), end > index + 2 {
          let name = string((index + 2)..<end)
          // Like any conversion, a reference takes the next argument unless it has `N$`; the
          // substitution's `argNum` overrides both.
          let argument = explicitPosition ?? nextArgument
          if explicitPosition == nil { nextArgument += 1 }
          specifiers.append(
            FormatSpecifier(
              text: string(start..<(end + 1)), offset: start,
              explicitPosition: explicitPosition, argument: argument, type: nil,
              substitution: name))
          index = end + 1
          continue
        }
        invalidPercents.append(start)
        continue
      }
      // Flags (a space flag is not accepted: "100% sure" is a literal percent, not `% s`).
      while let b = byte(index), "-+#0'".utf8.contains(b) { index += 1 }
      var starArguments = 0
      // Width.
      if byte(index) == UInt8(ascii: "*") {
        starArguments += 1
        index += 1
      } else {
        while isDigit(byte(index)) { index += 1 }
      }
      // Precision.
      if byte(index) == UInt8(ascii: ".") {
        index += 1
        if byte(index) == UInt8(ascii: "*") {
          starArguments += 1
          index += 1
        } else {
          while isDigit(byte(index)) { index += 1 }
        }
      }
      // Length modifier.
      let lengthStart = index
      while let b = byte(index), "hlqLzjt".utf8.contains(b), index - lengthStart < 2 { index += 1 }
      let length = string(lengthStart..<index)
      guard let conversion = byte(index),
        let type = Self.type(conversion: Character(Unicode.Scalar(conversion)), length: length)
      else {
        invalidPercents.append(start)
        index = start + 1
        continue
      }
      index += 1
      let argument: Int
      if let explicitPosition {
        argument = explicitPosition
      } else {
        nextArgument += starArguments
        argument = nextArgument
        nextArgument += 1
      }
      specifiers.append(
        FormatSpecifier(
          text: string(start..<index), offset: start,
          explicitPosition: explicitPosition, argument: argument, type: type, substitution: nil))
    }
  }

  /// The argument type of a conversion character with a length modifier; nil when invalid.
  static func type(conversion: Character, length: String) -> FormatArgumentType? {
    switch conversion {
    case "@": return length.isEmpty ? .object : nil
    case "d", "i", "u", "x", "X", "o":
      switch length {
      case "": return .int32
      case "l": return .long
      case "ll", "q": return .int64
      case "h", "hh": return .short
      case "z", "t", "j": return .sizeLike
      default: return nil
      }
    case "D", "U", "O": return length.isEmpty ? .long : nil
    case "f", "F", "e", "E", "g", "G", "a", "A":
      switch length {
      case "", "l": return .double
      case "L": return .longDouble
      default: return nil
      }
    case "c": return length.isEmpty ? .int32 : (length == "l" ? .character : nil)
    case "C": return length.isEmpty ? .character : nil
    case "s", "S": return length.isEmpty || length == "l" ? .cString : nil
    case "p": return length.isEmpty ? .pointer : nil
    default: return nil
    }
  }

  /// The argument type a substitution's `formatSpecifier` (`lld`, `@`, without `%`) names.
  public static func type(ofSubstitutionSpecifier specifier: String) -> FormatArgumentType? {
    guard let conversion = specifier.last else { return nil }
    return type(conversion: conversion, length: String(specifier.dropLast()))
  }
}
