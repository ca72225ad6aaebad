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
      Apps that switch language at run time through a function of their own (the \
      configuration's `localizationFunctions`; by default `locale.t` and \
      `LocaleController.t`) cannot use SwiftUI's own literal lookup: `Text("Save")` reads the \
      bundle's language, not the app's, and `Text(name ?? "Unknown")` shows its literal as it \
      is in every language. Outside `englishOnlyPaths`, pass that function's result \
      (`LocaleController.t("key")`) instead. Off by default, since plain SwiftUI apps \
      localize exactly this way; this repository turns it on.
      """,
    defaultSeverity: .error,
    isEnabledByDefault: false,
    triggeringExamples: [
      RuleExample(swift: #"let v = Text("Save")"#),
      RuleExample(swift: #"let v = Text(name ?? "Unknown")"#),
      RuleExample(swift: #"let v = Text("legacy".localized)"#),
      RuleExample(swift: #"let v = view.navigationTitle("Settings")"#),
    ],
    nonTriggeringExamples: [
      RuleExample(swift: #"let v = Text(LocaleController.t("save"))"#, strings: #""save" : {}"#),
      // Nothing to translate, shown as it is.
      RuleExample(swift: #"let v = Text(label ?? ""), w = Text(f.string(from: n) ?? "\(n)")"#),
      RuleExample(swift: #"let v = Text("Buttons")"#, swiftPath: "Sources/Gallery/Demo.swift"),
      RuleExample(swift: #"let v = Text(verbatim: "Save")"#),
    ])

  func check(_ context: LintContext) -> [Violation] {
    // The configured functions (not the key types among them) the advice names.
    let functions = context.configuration.localizationFunctions.filter {
      $0.first?.isLowercase == true || $0.contains(".")
    }
    let advice =
      functions.isEmpty
      ? "the app's localization function"
      : functions.map { "\($0)(...)" }.joined(separator: " or ")
    var result: [Violation] = []
    for scan in context.scans where !context.configuration.isEnglishOnly(scan.path) {
      // A literal shown as it is with no words (`Text(label ?? "")`, `?? "\(minutes)"`) has
      // nothing to translate.
      for literal in scan.userFacingLiterals
      where !(literal.isShownVerbatim && TranslationCheck.hasNoWords(literal.text)) {
        let what =
          literal.isShownVerbatim
          ? "shows \"\(literal.text)\" as it is, in every language"
          : "(\"\(literal.text)\") localizes through the bundle, bypassing the app's language"
        result.append(
          Violation(
            "\(literal.initializer)\(literal.isShownVerbatim ? " " : "")\(what); use \(advice)",
            at: context.location(literal.location), key: literal.text))
      }
    }
    return result
  }
}
