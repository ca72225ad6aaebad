/// `NSLocalizedString` called with an interpolated key, which is never found at run time.
struct NSLocalizedStringInterpolationRule: LintRule {
  static let description = RuleDescription(
    id: "nslocalizedstring_interpolation",
    summary: "NSLocalizedString's key is an interpolated literal, which is never localized.",
    rationale: """
      `NSLocalizedString("\\(count) files", comment: "")` looks up the interpolated text \
      ("3 files"), which no catalog has, so users always see it untranslated. Xcode reads \
      the literal as text and extracts the key `(count) files`, which nothing looks up. The \
      same holds for the functions of `LOCALIZED_STRING_MACRO_NAMES`. Use \
      `String(localized: "\\(count) files")`, whose key is the format `%lld files`, or a \
      literal key with `String(format:)`.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(swift: #"let s = NSLocalizedString("\(count) files", comment: "")"#)
    ],
    nonTriggeringExamples: [
      RuleExample(
        swift: #"let s = String(format: NSLocalizedString("%lld files", comment: ""), count)"#,
        strings: #""%lld files" : {}"#),
      RuleExample(
        swift: #"let s = String(localized: "\(count) files")"#, strings: #""%lld files" : {}"#),
    ])

  func check(_ context: LintContext) -> [Violation] {
    context.scans.flatMap { scan in
      scan.interpolatedMacroKeys.map { key in
        Violation(
          "\(key.api)'s key is interpolated, so the text looked up at run time is never in a"
            + " catalog (Xcode extracts \"\(key.key)\", which nothing looks up); use"
            + " String(localized:) with the interpolation, or a literal key with"
            + " String(format:)",
          at: context.location(key.location), key: key.key)
      }
    }
  }
}
