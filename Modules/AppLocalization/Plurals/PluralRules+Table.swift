extension PluralRules {
  /// The generated rule text by ICU locale id, parsed once on first use.
  static let cldrRules: [String: String] = parseTable(cldrRuleTable)

  /// Reads the generated table's layout: a locale id at column 0, rules indented by two spaces,
  /// continuation lines by four.
  static func parseTable(_ table: String) -> [String: String] {
    var result: [String: String] = [:]
    var locale: String?
    var rules: [String] = []
    func flush() {
      if let locale { result[locale] = rules.joined(separator: "; ") }
      rules = []
    }
    for line in table.split(separator: "\n") {
      let indent = line.prefix(while: { $0 == " " }).count
      let content = String(line.dropFirst(indent))
      switch indent {
      case 0:
        flush()
        locale = content
      case 2: rules.append(content)
      default: if !rules.isEmpty { rules[rules.count - 1] += " " + content }
      }
    }
    flush()
    return result
  }
}
