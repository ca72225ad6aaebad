/// The CLDR plural rules of one language, evaluated in plain Swift on every platform.
///
/// The rule text comes from ICU through the generated table in
/// `Generated/PluralRules+CLDR.swift` (regenerate it with `l10n plurals --output ...`); ICU itself
/// is not public API on Apple platforms, so the runtime evaluates the rules here.
public struct PluralRules: Sendable, Equatable {
  /// A CLDR plural category, as String Catalogs name them in `variations.plural`.
  public enum Category: String, CaseIterable, Sendable, Comparable {
    /// Arabic 0, Latvian 0 and 10...
    case zero
    /// English 1, French 0 and 1, Russian 21...
    case one
    /// Arabic and Hebrew 2...
    case two
    /// Russian and Polish 2-4, Arabic 3-10...
    case few
    /// Russian and Polish 5-20, Arabic 11-99, French 1000000...
    case many
    /// Everything else.
    case other

    /// CLDR's order: zero, one, two, few, many, other.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// The rule locale the rules came from after fallback, e.g. `pt_PT` for `pt-PT` and `zh` for
  /// `zh-Hant-HK`; `root` when the language is unknown (everything is `other`).
  public let ruleLocale: String
  /// The rules in CLDR order; `other` has no condition and is the default.
  let rules: [(category: Category, condition: PluralCondition)]

  /// The rules of a BCP 47 or ICU language code, with locale fallback: `pt-PT` uses `pt_PT`,
  /// `zh-Hant-HK` uses `zh`, an unknown language uses `root` (everything is `other`).
  public init(language: String) {
    let locale = Self.ruleLocale(for: language)
    self.ruleLocale = locale
    // The generated table is checked by tests to parse; a failure here would be a generator
    // bug, so fall back to `other` rather than crash.
    self.rules = (try? Self.parse(Self.cldrRules[locale] ?? "")) ?? []
  }

  /// Rules parsed from CLDR rule text such as `one: i = 1 and v = 0; other: ` (samples after
  /// `@` are ignored).
  ///
  /// - Throws: `PluralRuleSyntaxError` naming the offending position.
  public init(ruleText: String, ruleLocale: String = "custom") throws {
    self.ruleLocale = ruleLocale
    self.rules = try Self.parse(ruleText)
  }

  /// The categories the language uses, in CLDR order (always including `other`).
  public var categories: [Category] {
    Set(rules.map(\.category) + [.other]).sorted()
  }

  /// The category of a number written as decimal text (`"1"`, `"1.50"`, `"-3"`, `"1.2c6"`):
  /// visible fraction digits count, so `"1.0"` may differ from `"1"`.
  public func category(forDecimal text: String) -> Category {
    guard let operands = PluralOperands(text) else { return .other }
    return category(for: operands)
  }

  /// The category of an integer.
  public func category(for value: Int) -> Category {
    category(for: PluralOperands(integer: UInt64(value.magnitude)))
  }

  /// The category of a formatting argument: integers as integers, a `Double` with no fraction
  /// as an integer, any other `Double` as its shortest decimal text, text parsed as a number
  /// (or `other`).
  public func category(for argument: FormatArgument) -> Category {
    switch argument {
    case .int(let value): return category(for: PluralOperands(integer: value.magnitude))
    case .uint(let value): return category(for: PluralOperands(integer: value))
    case .double(let value):
      guard value.isFinite else { return .other }
      if value == value.rounded(), value.magnitude < 1e18 {
        return category(for: PluralOperands(integer: UInt64(value.magnitude)))
      }
      return category(forDecimal: "\(value.magnitude)")
    case .string(let text): return category(forDecimal: text)
    }
  }

  /// The category of already computed operands.
  public func category(for operands: PluralOperands) -> Category {
    for rule in rules where rule.condition.matches(operands) { return rule.category }
    return .other
  }

  /// The generated table's locale for a language code: the longest prefix of its subtags that
  /// the table knows, else `root`.
  static func ruleLocale(for language: String) -> String {
    var subtags = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    if let first = subtags.first { subtags[0] = first.lowercased() }
    while !subtags.isEmpty {
      let candidate = subtags.joined(separator: "_")
      if cldrRules[candidate] != nil { return candidate }
      // ICU ids spell regions in upper case and scripts in title case.
      if subtags.count > 1 {
        let canonical = ([subtags[0]] + subtags.dropFirst().map(canonicalSubtag)).joined(
          separator: "_")
        if cldrRules[canonical] != nil { return canonical }
      }
      subtags.removeLast()
    }
    return "root"
  }

  private static func canonicalSubtag(_ subtag: String) -> String {
    subtag.count == 4
      ? subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
      : subtag.uppercased()
  }

  /// Whether both have the same rules from the same locale.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ruleLocale == rhs.ruleLocale && lhs.rules.map(\.category) == rhs.rules.map(\.category)
      && lhs.rules.map(\.condition) == rhs.rules.map(\.condition)
  }
}
