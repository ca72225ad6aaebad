/// A SwiftUI literal outside the English-only paths that bypasses the project's localization
/// functions.
struct UnlocalizedLiteralRule: LintRule {
  static let description = RuleDescription(
    id: "literal_bypasses_localization",
    summary: """
      A literal passed to a localizing SwiftUI initializer bypasses the project's localization \
      functions.
      """,
    rationale: """
      Apps that switch language at run time (through `LocaleController.t(...)`) cannot use \
      SwiftUI's own literal lookup: `Text("Save")` reads the bundle's language, not the app's. \
      Outside `englishOnlyPaths`, pass `LocaleController.t("key")` instead. Off by default, \
      since plain SwiftUI apps localize exactly this way; this repository turns it on.
      """,
    defaultSeverity: .error,
    isEnabledByDefault: false,
    triggeringExamples: [
      RuleExample(swift: #"let v = Text("Save")"#),
      RuleExample(swift: #"let v = view.navigationTitle("Settings")"#),
    ],
    nonTriggeringExamples: [
      RuleExample(swift: #"let v = Text(LocaleController.t("save"))"#, strings: #""save" : {}"#),
      RuleExample(swift: #"let v = Text("Buttons")"#, swiftPath: "Sources/Gallery/Demo.swift"),
      RuleExample(swift: #"let v = Text(verbatim: "Save")"#),
    ])

  func check(_ context: LintContext) -> [Violation] {
    var result: [Violation] = []
    for scan in context.scans where !context.configuration.isEnglishOnly(scan.path) {
      for literal in scan.userFacingLiterals {
        result.append(
          Violation(
            "\(literal.initializer)(\"\(literal.text)\") localizes through the bundle, bypassing "
              + "the app's language; use LocaleController.t(...)",
            at: context.location(literal.location), key: literal.text))
      }
    }
    return result
  }
}
