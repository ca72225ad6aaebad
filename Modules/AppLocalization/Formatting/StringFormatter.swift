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
    guard template.contains("%") else { return template }
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
    mutating func format(_ template: String, current: (index: Int, spec: String)?) -> String {
      let scalars = Array(template.unicodeScalars)
      var output = String.UnicodeScalarView()
      var position = 0
      while position < scalars.count {
        let scalar = scalars[position]
        guard scalar == "%", position + 1 < scalars.count else {
          output.append(scalar)
          position += 1
          continue
        }
        if scalars[position + 1] == "%" {
          output.append("%")
          position += 2
          continue
        }
        if matches(scalars, at: position + 1, "#@"),
          let close = scalars[(position + 3)...].firstIndex(of: "@")
        {
          // An unknown substitution stays visible and takes no argument.
          let expanded = substitutionToken(scalars, at: position, close: close)
          output.append(
            contentsOf: expanded?.unicodeScalars
              ?? String.UnicodeScalarView(
                scalars[position...close]))
          position = close + 1
          continue
        }
        if let current, matches(scalars, at: position + 1, "arg") {
          let text = argumentText(index: current.index, specifier: "%" + current.spec)
          output.append(contentsOf: text.unicodeScalars)
          position += 4
          continue
        }
        guard let specifier = Specifier(scalars, at: position) else {
          output.append(scalar)
          position += 1
          continue
        }
        let index = specifier.position.map { $0 - 1 } ?? next
        if arguments.indices.contains(index) {
          next = index + 1
          output.append(contentsOf: specifier.format(arguments[index]).unicodeScalars)
        } else {
          output.append(contentsOf: scalars[position..<specifier.end])
        }
        position = specifier.end
      }
      return String(output)
    }

    /// Expands the `%#@name@` token at `position...close`, or nil when it is unresolved.
    private mutating func substitutionToken(
      _ scalars: [Unicode.Scalar], at position: Int, close: Int
    ) -> String? {
      guard depth < 8 else { return nil }
      let name = String(String.UnicodeScalarView(scalars[(position + 3)..<close]))
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
      let scalars = Array(specifier.unicodeScalars)
      guard arguments.indices.contains(index), let parsed = Specifier(scalars, at: 0) else {
        return arguments.indices.contains(index) ? arguments[index].text : "%arg"
      }
      return parsed.format(arguments[index])
    }

    private func matches(_ scalars: [Unicode.Scalar], at position: Int, _ text: String) -> Bool {
      let wanted = Array(text.unicodeScalars)
      return position + wanted.count <= scalars.count
        && Array(scalars[position..<position + wanted.count]) == wanted
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

    /// Parses the specifier starting with `%` at `start`, or nil when malformed.
    init?(_ scalars: [Unicode.Scalar], at start: Int) {
      var index = start + 1
      func digits() -> Int? {
        var value: Int?
        while index < scalars.count, let digit = Int(String(scalars[index])), digit >= 0,
          scalars[index].isASCII
        {
          value = (value ?? 0) * 10 + digit
          if value! > 10_000 { return nil }
          index += 1
        }
        return value
      }
      let save = index
      if let number = digits(), index < scalars.count, scalars[index] == "$", number > 0 {
        position = number
        index += 1
      } else {
        index = save
      }
      flags = ""
      while index < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[index]) {
        flags.unicodeScalars.append(scalars[index])
        index += 1
      }
      width = digits()
      if index < scalars.count, scalars[index] == "." {
        index += 1
        precision = digits() ?? 0
      }
      while index < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[index]) {
        index += 1
      }
      guard index < scalars.count, "@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars.contains(scalars[index])
      else { return nil }
      conversion = scalars[index]
      end = index + 1
    }

    /// The C-style prefix `%<flags><width>.<precision>` (without the `'` grouping flag).
    private var cPrefix: String {
      "%" + flags.filter { $0 != "'" } + (width.map(String.init) ?? "")
        + (precision.map { ".\($0)" } ?? "")
    }

    func format(_ argument: FormatArgument) -> String {
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
