import Foundation

/// A small printf-style formatter over typed arguments, identical on Linux and Apple platforms.
///
/// Foundation's `String(format:)` takes `CVarArg`s, whose `%@` and `String` support differ
/// between platforms; here every specifier is parsed and formatted from a `FormatArgument`.
/// Supported: `%%`; `%@`, `%s`, `%c`; `%d`, `%i`, `%u`, `%x`, `%X`, `%o` with any length
/// modifier (`h`, `hh`, `l`, `ll`, `q`, `z`, `t`, `j`); `%f`, `%e`, `%g`, `%a` (and upper case);
/// the flags `-+ #0`, width and precision; positional arguments `%2$@`; `%#@name@`
/// substitutions, whose leaves use `%arg` for their argument.
///
/// Sequential specifiers take the argument after the last one used, so `%2$@ %@` formats the
/// second then the third argument. A specifier without an argument, or a malformed one, is
/// written as is: a bug shows on screen instead of crashing. Numbers are written as C's
/// `printf` writes them (`.` decimal separator, no grouping) so that text reads the same on
/// every platform; pass numbers that need the locale's formatting as text.
enum StringFormatter {
  private static let percentByte = UInt8(ascii: "%")

  /// What a `%#@name@` token expands to.
  struct Substitution {
    /// The leaf text (containing `%arg`) for the token's argument.
    var text: String
    /// The specifier for `%arg`, without `%`.
    var formatSpecifier: String
    /// 1-based argument number, or nil for the argument at the token's position.
    var argNum: Int?
  }

  /// Formats `template` with `arguments`; `substitution` resolves `%#@name@` given the name and
  /// the argument it applies to (nil leaves the token as is).
  static func format(
    _ template: String, arguments: [FormatArgument],
    substitution: (String, FormatArgument?) -> Substitution? = { _, _ in nil }
  ) -> String {
    // `utf8.contains`, not Foundation's `contains(_:)`, which bridges to `NSString`.
    guard template.utf8.contains(UInt8(ascii: "%")) else { return template }
    return withoutActuallyEscaping(substitution) { substitution in
      var state = State(arguments: arguments, substitution: substitution)
      return state.format(template, current: nil)
    }
  }

  private struct State {
    let arguments: [FormatArgument]
    let substitution: (String, FormatArgument?) -> Substitution?
    /// 0-based index of the next sequential argument.
    var next = 0
    var depth = 0

    /// `current` is the substitution argument (`%arg`) of a leaf being formatted.
    ///
    /// Works on UTF-8 bytes: every specifier is ASCII, and literal runs are copied whole.
    mutating func format(_ template: String, current: (index: Int, spec: String)?) -> String {
      let bytes = Array(template.utf8)
      var output = ""
      var literalStart = 0
      var position = 0
      func flushLiteral(upTo end: Int) {
        if literalStart < end {
          output += String(decoding: bytes[literalStart..<end], as: UTF8.self)
        }
      }
      while position < bytes.count {
        guard bytes[position] == StringFormatter.percentByte, position + 1 < bytes.count else {
          position += 1
          continue
        }
        flushLiteral(upTo: position)
        var end = position + 1
        if bytes[position + 1] == StringFormatter.percentByte {
          output += "%"
          end = position + 2
        } else if matches(bytes, at: position + 1, "#@"),
          let close = bytes[(position + 3)...].firstIndex(of: UInt8(ascii: "@"))
        {
          // An unknown substitution stays visible and takes no argument.
          let name = String(decoding: bytes[(position + 3)..<close], as: UTF8.self)
          output +=
            substitutionToken(named: name)
            ?? String(decoding: bytes[position...close], as: UTF8.self)
          end = close + 1
        } else if let current, matches(bytes, at: position + 1, "arg") {
          output += argumentText(index: current.index, specifier: "%" + current.spec)
          end = position + 4
        } else if let specifier = Specifier(bytes, at: position) {
          let index = specifier.position.map { $0 - 1 } ?? next
          if arguments.indices.contains(index) {
            next = index + 1
            output += specifier.format(arguments[index])
          } else {
            output += String(decoding: bytes[position..<specifier.end], as: UTF8.self)
          }
          end = specifier.end
        } else {
          output += "%"
        }
        position = end
        literalStart = end
      }
      flushLiteral(upTo: bytes.count)
      return output
    }

    /// Expands a `%#@name@` token, or nil when it is unresolved.
    private mutating func substitutionToken(named name: String) -> String? {
      guard depth < 8 else { return nil }
      let sequential = next
      // The argument is known only once the substitution's argNum is: ask with the
      // sequential one first, then again if argNum names another.
      guard let first = substitution(name, arguments.indices.contains(next) ? arguments[next] : nil)
      else { return nil }
      let index = first.argNum.map { $0 - 1 } ?? sequential
      var resolved = first
      if index != sequential {
        let argument = arguments.indices.contains(index) ? arguments[index] : nil
        guard let again = substitution(name, argument) else { return nil }
        resolved = again
      }
      next = index + 1
      depth += 1
      defer { depth -= 1 }
      return format(resolved.text, current: (index, resolved.formatSpecifier))
    }

    private func argumentText(index: Int, specifier: String) -> String {
      guard arguments.indices.contains(index) else { return "%arg" }
      guard let parsed = Specifier(Array(specifier.utf8), at: 0) else {
        return arguments[index].text
      }
      return parsed.format(arguments[index])
    }

    private func matches(_ bytes: [UInt8], at position: Int, _ text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard position + count <= bytes.count else { return false }
      return text.withUTF8Buffer { wanted in
        wanted.indices.allSatisfy { bytes[position + $0] == wanted[$0] }
      }
    }
  }

  /// One parsed `%...` specifier.
  struct Specifier {
    /// 1-based position of `%N$`.
    var position: Int?
    var flags: String
    var width: Int?
    var precision: Int?
    var conversion: Unicode.Scalar
    /// Index just past the specifier.
    var end: Int

    /// Parses the specifier starting with `%` at `start` in UTF-8 `bytes`, or nil when
    /// malformed.
    init?(_ bytes: [UInt8], at start: Int) {
      var index = start + 1
      func digits() -> Int? {
        var value: Int?
        while index < bytes.count, (48...57).contains(bytes[index]) {
          value = (value ?? 0) * 10 + Int(bytes[index] - 48)
          if let value, value > 10_000 { return nil }
          index += 1
        }
        return value
      }
      if let number = digits(), index < bytes.count, bytes[index] == UInt8(ascii: "$"), number > 0 {
        position = number
        index += 1
      } else {
        index = start + 1
      }
      var flags = ""
      while index < bytes.count, let flag = Self.flag(bytes[index]) {
        flags.append(flag)
        index += 1
      }
      self.flags = flags
      width = digits()
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        precision = digits() ?? 0
      }
      while index < bytes.count, Self.isLengthModifier(bytes[index]) { index += 1 }
      guard index < bytes.count, Self.isConversion(bytes[index]) else { return nil }
      conversion = Unicode.Scalar(bytes[index])
      end = index + 1
    }

    private static func flag(_ byte: UInt8) -> Character? {
      switch byte {
      case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"),
        UInt8(ascii: "0"), UInt8(ascii: "'"):
        Character(Unicode.Scalar(byte))
      default: nil
      }
    }

    private static func isLengthModifier(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"),
        UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"):
        true
      default: false
      }
    }

    private static func isConversion(_ byte: UInt8) -> Bool {
      switch Unicode.Scalar(byte) {
      case "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "a",
        "A", "c", "C", "s", "S", "p":
        true
      default: false
      }
    }

    /// The C-style prefix `%<flags><width>.<precision>` (without the `'` grouping flag).
    private var cPrefix: String {
      "%" + flags.filter { $0 != "'" } + (width.map(String.init) ?? "")
        + (precision.map { ".\($0)" } ?? "")
    }

    func format(_ argument: FormatArgument) -> String {
      // The common plain cases skip Foundation's `String(format:)`, which costs microseconds.
      if flags.isEmpty, width == nil, precision == nil {
        switch (conversion, argument) {
        case ("d", .int(let value)), ("i", .int(let value)), ("D", .int(let value)):
          return String(value)
        case ("u", .uint(let value)), ("U", .uint(let value)):
          return String(value)
        case ("u", .int(let value)) where value >= 0, ("U", .int(let value)) where value >= 0:
          return String(value)
        case ("@", _):
          return argument.text
        default: break
        }
      }
      switch conversion {
      case "d", "i", "D":
        guard let value = argument.int64 else { return pad(argument.text) }
        return String(format: cPrefix + "lld", value)
      case "u", "U", "x", "X", "o", "O":
        guard let value = argument.uint64 else { return pad(argument.text) }
        let letter = conversion == "U" ? "u" : conversion == "O" ? "o" : String(conversion)
        return String(format: cPrefix + "ll" + letter, value)
      case "f", "F", "e", "E", "g", "G", "a", "A":
        guard let value = argument.double else { return pad(argument.text) }
        return String(format: cPrefix + String(conversion), value)
      case "c", "C":
        if let code = argument.int64, let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code))
        {
          return pad(String(scalar))
        }
        return pad(argument.text)
      default:
        var text = argument.text
        if let precision, conversion == "s" || conversion == "S" {
          text = String(text.prefix(precision))
        }
        return pad(text)
      }
    }

    /// Pads text to the width, on the left unless the `-` flag asks for the right.
    private func pad(_ text: String) -> String {
      guard let width, text.count < width else { return text }
      let padding = String(repeating: " ", count: width - text.count)
      return flags.contains("-") ? text + padding : padding + text
    }
  }
}

extension FormatArgument {
  /// The argument as `%@` shows it: integers in decimal, whole doubles without `.0`.
  var text: String {
    switch self {
    case .int(let value): String(value)
    case .uint(let value): String(value)
    case .double(let value):
      value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : "\(value)"
    case .string(let value): value
    }
  }

  var int64: Int64? {
    switch self {
    case .int(let value): value
    case .uint(let value): Int64(truncatingIfNeeded: value)
    case .double(let value): value.isFinite ? Int64(exactly: value.rounded(.towardZero)) : nil
    case .string(let value): Int64(value)
    }
  }

  var uint64: UInt64? {
    switch self {
    case .int(let value): UInt64(bitPattern: value)
    case .uint(let value): value
    case .double, .string: int64.map { UInt64(bitPattern: $0) }
    }
  }

  var double: Double? {
    switch self {
    case .int(let value): Double(value)
    case .uint(let value): Double(value)
    case .double(let value): value
    case .string(let value): Double(value)
    }
  }
}
