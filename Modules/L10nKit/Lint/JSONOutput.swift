/// A JSON value written deterministically (members in the order given, 2-space indent), for the
/// output formats, baselines and `l10n rules --format json`: output is a contract.
public indirect enum JSONOutput: Sendable, Equatable {
  /// A string.
  case string(String)
  /// An integer.
  case int(Int)
  /// A boolean.
  case bool(Bool)
  /// `null`.
  case null
  /// An array.
  case array([JSONOutput])
  /// An object whose members keep their order.
  case object([(String, JSONOutput)])

  /// Equality member by member, order included.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rendered() == rhs.rendered()
  }

  /// The value pretty-printed with a 2-space indent and `": "` separators.
  public func rendered() -> String {
    var out = ""
    write(into: &out, indent: 0)
    return out
  }

  /// The value on one line, e.g. for JSON Lines.
  public func compact() -> String {
    switch self {
    case .string(let s): return Self.quote(s)
    case .int(let i): return String(i)
    case .bool(let b): return b ? "true" : "false"
    case .null: return "null"
    case .array(let items): return "[" + items.map { $0.compact() }.joined(separator: ",") + "]"
    case .object(let members):
      return "{" + members.map { Self.quote($0.0) + ":" + $0.1.compact() }.joined(separator: ",")
        + "}"
    }
  }

  private func write(into out: inout String, indent: Int) {
    let pad = String(repeating: "  ", count: indent + 1)
    let closing = String(repeating: "  ", count: indent)
    switch self {
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += pad
        item.write(into: &out, indent: indent + 1)
        out += index == items.count - 1 ? "\n" : ",\n"
      }
      out += closing + "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, member) in members.enumerated() {
        out += pad + Self.quote(member.0) + ": "
        member.1.write(into: &out, indent: indent + 1)
        out += index == members.count - 1 ? "\n" : ",\n"
      }
      out += closing + "}"
    default:
      out += compact()
    }
  }

  /// A JSON string literal with the mandatory escapes.
  static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let s where s.value < 0x20:
        let hex = String(s.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
