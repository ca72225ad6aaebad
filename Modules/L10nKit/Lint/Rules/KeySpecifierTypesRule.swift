/// A catalog key that code uses only when its specifiers' types are ignored.
struct KeySpecifierTypesRule: LintRule {
  static let description = RuleDescription(
    id: "key_specifier_types",
    summary: "A catalog key matches code only with its specifier types ignored: Xcode extracts "
      + "another key.",
    rationale: """
      `Text("\\(count) items")` with an `Int` count is looked up, and extracted by Xcode's \
      compiler, as `%lld items`. A catalog that has `%@ items` or `%d items` instead (written \
      while the target had `SWIFT_EMIT_LOC_STRINGS = NO`, whose source scan writes `%@` for \
      every interpolation, migrated from a `.stringsdict`, or by hand) never gives its \
      translations: the app shows the source text, and Xcode's next build adds `%lld items` \
      untranslated and marks `%@ items` stale. `l10n extract` matches keys by shape (its types \
      are inferred, and a wrong guess must not churn the catalog), so it keeps `%@ items`, \
      unless the file states the type of every interpolation of the string: then it does what \
      Xcode does, and the translations stay behind in the stale key. Rename the key, and the \
      specifiers of its translations, to the code's. A `%@` of the catalog is reported against \
      a number the code's types give; any other difference (`%d` for `%lld`, a number for \
      `%@`) only where the file states the type of every interpolation of the string (`let \
      name: String`, `format:`), since an interpolation whose type is unknown is written `%@`.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        swift: "let count = 3\nlet t = Text(\"\\(count) items\")", strings: #""%@ items" : {}"#),
      RuleExample(
        swift: "let name: String = owner.name\nlet t = Text(\"Owner \\(name)\")",
        strings: #""Owner %lld" : {}"#),
      RuleExample(
        swift: "let count = 3\nlet t = Text(\"\\(count) photos\")",
        strings: #""%d photos" : { "extractionState" : "migrated" }"#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        swift: "let count = 3\nlet t = Text(\"\\(count) items\")", strings: #""%lld items" : {}"#),
      RuleExample(
        swift: "let name = \"a\"\nlet t = Text(\"Hello \\(name)\")", strings: #""Hello %@" : {}"#),
      // A type this file does not state may be a number: `%@` here, `%lld` for the compiler.
      RuleExample(swift: #"let t = Text("Owner \(owner.id)")"#, strings: #""Owner %lld" : {}"#),
      RuleExample(
        swift: "let count = 3\nlet t = Text(\"\\(count) items\")",
        strings: #""%@ items" : { "extractionState" : "stale" }, "%lld items" : {}"#),
    ])

  func check(_ context: LintContext) -> [Violation] {
    var result: [Violation] = []
    for loaded in context.catalogs where context.isJudgedAgainstCode(loaded) {
      for entry in loaded.catalog.entries
      where entry.extractionState != ExtractionState.stale && entry.key.containsBytes("%") {
        let written = context.writtenKeys(of: entry.key, in: loaded)
        guard !written.isEmpty, !written.contains(where: { $0.key == entry.key }) else {
          continue
        }
        let specifiers = FormatString(entry.key).specifiers
        // A `%@` of the catalog where the code's type is a number; or, where the file states
        // every interpolation's type (`ExtractedKey.isTyped`), any other spelling than the
        // code's (`%d` for `%lld`, a number for `let name: String`): the key `extract` adds.
        let mismatch =
          written.first(where: { key, _ in
            loaded.catalog[key] == nil
              && zip(specifiers, FormatString(key).specifiers).contains { catalog, code in
                catalog.type == .object && code.type != nil && code.type != .object
              }
          })
          ?? written.lazy.map { ($0.use.key, $0.use) }.first(where: { key, use in
            use.isTyped && key != entry.key && loaded.catalog[key] == nil
          })
        guard let (typed, use) = mismatch else { continue }
        let place = PathUtilities.relative(
          use.location.path, to: context.configuration.rootDirectory)
        // Xcode (and `extract`) mark only a key they extracted stale, not a manual or migrated
        // one.
        let isExtracted = ExtractionState.isAutomatic(entry.extractionState)
        result.append(
          Violation(
            "\"\(entry.key)\" is looked up as \"\(typed)\" by the code at \(place):"
              + "\(use.location.line), whose interpolation has that type: Xcode extracts "
              + "\"\(typed)\"\(isExtracted ? " and marks this key stale" : " beside it"), and "
              + "its translations are never shown; rename the key and its translations' "
              + "specifiers to the code's",
            at: context.location(in: loaded, entry.position), key: entry.key))
      }
    }
    return result
  }
}
