/// Code in an English-only path (the gallery) that localizes.
struct EnglishOnlyLocalizedRule: LintRule {
  static let description = RuleDescription(
    id: "english_only_localized",
    summary: "Code in an English-only path calls a localization API or localizes a literal.",
    rationale: """
      Paths listed in `englishOnlyPaths` (a developer gallery, debug screens) are deliberately \
      not translated: their strings must not reach the catalog, where translators would pay \
      for them. SwiftUI initializers such as `Text("...")`, `Button("...")` and \
      `.navigationTitle("...")` localize a literal; use `Text(verbatim:)` or pass a `String` \
      variable. Calls of the localization functions and of `String(localized:)`, \
      `NSLocalizedString` or `LocalizedStringResource` are reported too.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(swift: #"let v = Text("Buttons")"#, swiftPath: "Sources/Gallery/Demo.swift"),
      RuleExample(
        swift: #"let s = locale.t("gallery.title")"#, swiftPath: "Sources/Gallery/Demo.swift"),
      RuleExample(
        swift: #"let v = Text(flag ? "On" : "Off")"#, swiftPath: "Sources/Gallery/Demo.swift",
        count: 2),
    ],
    nonTriggeringExamples: [
      RuleExample(
        swift: #"let v = Text(verbatim: "Buttons")"#, swiftPath: "Sources/Gallery/Demo.swift"),
      RuleExample(swift: #"let v = Text(title)"#, swiftPath: "Sources/Gallery/Demo.swift"),
      RuleExample(
        swift: #"let s = locale.t("title")"#,
        strings: """
          "title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", \
          "value" : "Titel" } } } }
          """),
    ])

  func check(_ context: LintContext) -> [Violation] {
    var result: [Violation] = []
    for scan in context.scans where context.configuration.isEnglishOnly(scan.path) {
      for call in scan.calls {
        if case .swiftUI = call.api { continue }
        result.append(
          Violation(
            "\(call.api) localizes, but this path is English-only; use a plain String",
            at: context.location(call.location)))
      }
      for literal in scan.userFacingLiterals {
        result.append(
          Violation(
            "\(literal.initializer)(\"\(literal.text)\") localizes its literal, but this path is "
              + "English-only; use \(literal.initializer)(verbatim:) or a String variable",
            at: context.location(literal.location)))
      }
    }
    return result
  }
}
