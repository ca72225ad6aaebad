/// A key looked up in a table that a variable names, which Xcode extracts into the default one.
struct TableNotLiteralRule: LintRule {
  static let description = RuleDescription(
    id: "table_not_literal",
    summary: "A localization call names its table with an expression, not a literal: Xcode "
      + "extracts the key into Localizable, while the call looks it up in the other table.",
    rationale: """
      Xcode reads a table name only when it is a string literal. With `String(localized: \
      "Add photos", table: table)` (`private let table = "GrowthCards"`), or `Text("Title", \
      tableName: Self.table)`, it extracts the key into the default table, \
      `Localizable.xcstrings`, and the key never reaches `GrowthCards.xcstrings`: there Xcode \
      marks it stale, and the translations written for it are the ones the app shows, while \
      new keys are never offered to translators there (jaapstronks/ollie-app's \
      `Strings+GrowthCards.swift`, whose keys Xcode extracted into `Localizable.xcstrings` \
      and marked stale in `GrowthCards.xcstrings`). Write the table name as a literal at \
      each call (`table: "GrowthCards"`). `nil` names the default table: no finding. \
      Objective-C's `NSLocalizedStringFromTable(@"Title", kTable, nil)` is read the same way.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        swift: """
          let table = "Settings"
          let s = String(localized: "Title", table: table)
          let t = String(localized: "Title", table: "\\(table)")
          """, strings: #""Title" : {}"#, count: 2),
      RuleExample(
        swift: """
          struct Header {
            static let table = "Settings"
            var title: Text { Text("Title", tableName: Self.table) }
          }
          """, strings: #""Title" : {}"#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        swift: #"let s = String(localized: "Title", table: "Localizable")"#,
        strings: #""Title" : {}"#),
      RuleExample(
        swift: #"""
          let s = NSLocalizedString("Title", tableName: nil, comment: "")
          let t = String(localized: "Title", table: .none)
          """#,
        strings: #""Title" : {}"#),
    ])

  func check(_ context: LintContext) -> [Violation] {
    var result: [Violation] = []
    for (scanIndex, scan) in context.scans.enumerated() {
      for (keyIndex, key) in scan.keys.enumerated() {
        guard let table = key.dynamicTable else { continue }
        let catalogs = context.catalogs(forKey: keyIndex, ofScan: scanIndex).map {
          PathUtilities.relative($0.path, to: context.configuration.rootDirectory)
        }
        let into =
          catalogs.isEmpty ? "the default table (Localizable)" : catalogs.joined(separator: ", ")
        result.append(
          Violation(
            "\(key.api) looks \"\(key.key)\" up in the table that `\(table)` names, but Xcode reads "
              + "only a literal table name and extracts the key into \(into): unless `\(table)` "
              + "is that table, its catalog never gets the key from Xcode (an extracted one is "
              + "marked stale there); write the table name as a literal",
            at: context.location(key.location), key: key.key))
      }
    }
    return result
  }
}
