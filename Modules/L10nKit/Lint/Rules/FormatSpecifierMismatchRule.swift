/// A translation's format specifiers differ in count, type or position from the source.
struct FormatSpecifierMismatchRule: LintRule {
  static let description = RuleDescription(
    id: "format_specifier_mismatch",
    summary: "A translation's format specifiers differ in count, type or position from the source.",
    rationale: """
      A translation that drops an argument, adds one, or passes `%d` where the source has \
      `%lld` (Swift's `Int`) shows wrong text or crashes. Every leaf is checked: plural and \
      device cases, substitution arms. The source's arguments are every position and type its \
      localization uses (or the key's, when it has none); positional `%2$@`, `%%`, \
      `%#@name@` (typed by the substitution's `formatSpecifier`) and `%arg` are understood. \
      `%ld`, `%li` and `%zd` stand for `%lld`: on Apple's 64-bit platforms they read the same \
      `Int`. \
      A plural arm for a fixed count (English `one`, Arabic `two`, an explicit `zero`) may \
      leave out an integer count, as in "one item"; Russian `one` (1, 21, 31...) may not, and \
      the message names the numbers CLDR uses such a case for. Stale keys are skipped: no \
      code shows them (delete them, or `stale_key_in_use` reports code that uses one again).
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        strings: """
          "%lld items" : { "extractionState" : "manual", "localizations" : { "de" : { \
          "stringUnit" : { "state" : "translated", "value" : "%d Einträge" } } } }
          """),
      RuleExample(
        strings: """
          "%@ sent %lld" : { "extractionState" : "manual", "localizations" : { "de" : { \
          "stringUnit" : { "state" : "translated", "value" : "%@ gesendet" } } } }
          """),
      RuleExample(
        strings: """
          "%lld files" : { "extractionState" : "manual", "localizations" : { "ru" : { \
          "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", \
          "value" : "один файл" } }, "few" : { "stringUnit" : { "state" : "translated", \
          "value" : "%lld файла" } }, "many" : { "stringUnit" : { "state" : "translated", \
          "value" : "%lld файлов" } }, "other" : { "stringUnit" : { "state" : "translated", \
          "value" : "%lld файла" } } } } } } }
          """, requiredLanguages: ["ru"], count: 1),
    ],
    nonTriggeringExamples: [
      // A stale key: the code that showed it is gone.
      RuleExample(
        strings: """
          "Radius: %.1f" : { "extractionState" : "stale", "localizations" : { "de" : { \
          "stringUnit" : { "state" : "translated", "value" : "Radius" } } } }
          """),
      RuleExample(
        strings: """
          "%lld items" : { "extractionState" : "manual", "localizations" : { "de" : { \
          "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", \
          "value" : "ein Eintrag" } }, "other" : { "stringUnit" : { "state" : "translated", \
          "value" : "%lld Einträge" } } } } } } }
          """),
      RuleExample(
        strings: """
          "%1$@ sent %2$lld" : { "extractionState" : "manual", "localizations" : { "de" : { \
          "stringUnit" : { "state" : "translated", "value" : "%2$lld von %1$@ gesendet" } } } }
          """),
      // `long` is 64 bits on Apple's platforms: the same `Int`.
      RuleExample(
        strings: """
          "%1$@ sent %2$lld" : { "extractionState" : "manual", "localizations" : { "de" : { \
          "stringUnit" : { "state" : "translated", "value" : "%2$ld von %1$@ gesendet" } }, \
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ a envoyé %2$li" } } } }
          """),
      RuleExample(
        strings: """
          "files" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : \
          { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : { \
          "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : { \
          "stringUnit" : { "state" : "translated", "value" : "%arg file" } }, "other" : { \
          "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } } } }, \
          "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" }, \
          "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : \
          { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : \
          "eine Datei" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : \
          "%arg Dateien" } } } } } } } } }
          """),
      RuleExample(
        strings: """
          "100%% sure" : { "extractionState" : "manual", "localizations" : { "de" : { \
          "stringUnit" : { "state" : "translated", "value" : "100%% sicher" } } } }
          """),
    ])

  func check(_ context: LintContext) -> [Violation] {
    FormatCheck(context: context, kind: .mismatch).run()
  }
}

extension FormatSpecifierMismatchRule: SharesLintWork {
  static var sharedWork: SharedLintWork { .formats }
}
