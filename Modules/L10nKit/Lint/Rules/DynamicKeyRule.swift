/// Keys built at run time, which no tool can check.
struct DynamicKeyRule: LintRule {
  static let description = RuleDescription(
    id: "dynamic_key",
    summary: "A localization call's key is not a string literal, so it cannot be checked.",
    rationale: """
      `locale.t(name)` or `String(localized: flag ? "a" : "b")` hides its keys from extraction \
      and from `missing_key`/`unused_key`: the catalog can drift without anyone noticing. \
      Prefer literal keys or `LocalizationKey` constants. A property the project declares only \
      with a localizable type (`let text: String.LocalizationValue`, `static let title: \
      LocalizedStringResource = "Alare"`), or a function it declares only to return one \
      (`func dialog(paused: Bool) -> IntentDialog`), is no dynamic key: its literals are \
      extracted where they are written. Off by default: some apps build keys on purpose.
      """,
    defaultSeverity: .warning,
    isEnabledByDefault: false,
    triggeringExamples: [
      RuleExample(swift: #"let s = locale.t(name)"#),
      RuleExample(swift: "func key() -> String { \"a\" }\nlet s = locale.t(key())"),
    ],
    nonTriggeringExamples: [
      RuleExample(swift: #"let s = locale.t("title")"#, strings: #""title" : {}"#),
      RuleExample(swift: #"let v = Text(title)"#),
      // A parameter of a localizable type: its callers' literals are the keys.
      RuleExample(
        swift: #"""
          func title(_ key: String.LocalizationValue) -> String { String(localized: key) }
          struct Row {
            init?(optional key: Foundation.LocalizedStringResource) { _ = String(localized: key) }
            subscript(key: String.LocalizationValue) -> String { String(localized: key) }
          }
          let t = title("Home")
          """#, strings: #""Home" : {}"#),
      // A value of a localizable type passes on a key extracted where a literal made it.
      RuleExample(
        swift: #"""
          struct Row { let text: String.LocalizationValue; var s: String { String(localized: text) } }
          let r = Row(text: "Open")
          """#, strings: #""Open" : {}"#),
      // So does a function declared to return one.
      RuleExample(
        swift: #"""
          func status(paused: Bool) -> LocalizedStringResource { paused ? "Paused" : "Running" }
          let s = String(localized: status(paused: true))
          """#, strings: #""Paused" : {}, "Running" : {}"#),
    ])

  func check(_ context: LintContext) -> [Violation] {
    var result: [Violation] = []
    for scan in context.scans {
      for site in scan.dynamicKeys {
        // `Text(string)` shows a String as is; it is not a dynamic key.
        if case .swiftUI = site.api { continue }
        result.append(
          Violation(
            "\(site.api) is called with a key that is not a literal; it cannot be checked "
              + "against the catalog", at: context.location(site.location)))
      }
    }
    return result
  }
}
