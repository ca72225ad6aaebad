/// A JSON value with ordered object keys, so exports list tokens in declaration order and
/// golden tests stay stable.
enum JSONValue: Equatable {
  case object([(String, JSONValue)])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }

  /// Pretty-printed with two-space indentation and a trailing newline.
  func rendered() -> String { render(indent: "") + "\n" }

  private func render(indent: String) -> String {
    let inner = indent + "  "
    switch self {
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let body = members.map { inner + Self.quote($0.0) + ": " + $0.1.render(indent: inner) }
      return "{\n" + body.joined(separator: ",\n") + "\n" + indent + "}"
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      if items.allSatisfy(\.isScalar) {
        return "[" + items.map { $0.render(indent: inner) }.joined(separator: ", ") + "]"
      }
      let body = items.map { inner + $0.render(indent: inner) }
      return "[\n" + body.joined(separator: ",\n") + "\n" + indent + "]"
    case .string(let text): return Self.quote(text)
    case .number(let value): return format(value, digits: 4)
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .object, .array: false
    default: true
    }
  }

  /// A JSON string literal with the required escapes.
  static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
