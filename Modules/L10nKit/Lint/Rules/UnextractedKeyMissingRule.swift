/// A literal given as a `String` to the project's own view or function that looks it up with
/// `NSLocalizedString(title, comment: "")`, which no catalog has.
struct UnextractedKeyMissingRule: LintRule {
  static let description = RuleDescription(
    id: "unextracted_key_missing",
    summary: """
      A literal given as a `String` to the project's own view or function that looks it up \
      with `NSLocalizedString` is in no catalog: Xcode never extracts it.
      """,
    rationale: """
      `ListHintOverlay(text: "No files here")`, where `ListHintOverlay` declares `let text: \
      String` and shows `Text(NSLocalizedString(text, comment: ""))`, looks the literal up as \
      a key at run time, but Xcode extracts no key from a `String` argument: unless someone \
      adds the key to the catalog by hand (as a manual key), it reads in the development \
      language everywhere (katagaki/Tunetag's hint overlay, whose other keys its catalog has \
      as manual ones). Add the key to the catalog, or declare the parameter as \
      `LocalizedStringResource` (or `String.LocalizationValue`) and look it up with \
      `String(localized:)`, so that Xcode extracts it. The same for a function's `String` \
      parameter (`func caption(_ text: String) -> String { NSLocalizedString(text, comment: \
      "") }`), the other `LOCALIZED_STRING_MACRO_NAMES` functions, \
      `String(localized: String.LocalizationValue(text))`, `Bundle.main.localizedString(forKey: \
      text, value: nil, table: nil)` and \
      `Text(LocalizedStringKey(title))` (declare `title` as a `LocalizedStringKey` there), \
      and for a literal whose member, declared in the project's `extension String`, looks the \
      string itself up (`"Welcome back".localized`, with `var localized: String { \
      NSLocalizedString(self, comment: "") }`, `Bundle.main.localizedString(forKey: self, \
      value: nil, table: nil)`, `LocalizedStringKey(self)` or \
      `String.LocalizationValue(self)`, or another such member: `func localized(_ args: \
      CVarArg...)` that formats `self.localized`). Only literals with \
      words (a key-like identifier such as `onboarding.title` too, not a URL, path or \
      handle), outside previews, in targets that build a catalog; a key any catalog has is \
      not reported.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        swift: hint + """

          func sample() -> String { let text = "A local of the name before"; return text }
          func caption(_ text: String) -> String { NSLocalizedString(text, comment: "") }
          let hint = Hint(text: "No files here")
          let c = caption("Saved just now"), d = caption("onboarding.welcome.title")
          """, strings: "", count: 3),
      RuleExample(
        swift: """
          struct Badge: View {
            let title: String
            var body: some View { Text(LocalizedStringKey(title)) }
          }
          let b = Badge(title: "New arrivals")
          """, strings: ""),
      RuleExample(
        swift: """
          extension String {
            var localized: String { NSLocalizedString(self, comment: "") }
          }
          let title = "Welcome back".localized
          """, strings: ""),
    ],
    nonTriggeringExamples: [
      // In the catalog (a manual key); machine text; shown as it is (another rule).
      RuleExample(
        swift: hint + """

          let a = Hint(text: "No files here"), b = Hint(text: "@owner/repo")
          struct Plain: View { let text: String; var body: some View { Text(text) } }
          let p = Plain(text: "Shown as it is")
          // A method of a value of unknown type, not surely the project's `append`.
          struct Log { func append(_ s: String) -> String { NSLocalizedString(s, comment: "") } }
          var lines = [String]()
          lines.append("Array element words")
          // The first argument is `plain`, not the looked-up `title`.
          func row(_ plain: String, title: String) -> String { NSLocalizedString(title, comment: "") }
          let r = row("Plain first words", title: "Title words")
          """,
        strings: #"""
          "No files here" : { "extractionState" : "manual" },
          "Title words" : { "extractionState" : "manual" }
          """#),
      // In the catalog; a member that looks nothing up; a static one (its `self` is the type).
      RuleExample(
        swift: """
          extension String {
            var localized: String { NSLocalizedString(self, comment: "") }
            var shout: String { uppercased() }
          }
          let a = "Welcome back".localized, b = "Louder words".shout
          """,
        strings: #""Welcome back" : { "extractionState" : "manual" }"#),
    ])

  /// Whether `text` is one word of an address (a URL, a path, an e-mail address or a handle:
  /// `https://example.com`, `@owner`), which no one means as a key. A key-like identifier
  /// (`onboarding.welcome.title`, `SETTINGS_TITLE`) given to `NSLocalizedString` is one.
  static func isAddress(_ text: String) -> Bool {
    !text.contains(" ") && text.contains { "/@:".contains($0) }
  }

  /// The examples' view, which looks its `String` up with `NSLocalizedString`.
  private static let hint = """
    struct Hint: View {
      let text: String
      var body: some View { Text(NSLocalizedString(text, comment: "")) }
    }
    """

  func check(_ context: LintContext) -> [Violation] {
    let localizingFiles = LiteralShownVerbatimRule.filesOfTargetsWithCatalogs(context)
    let lookups = RuntimeLookup.all(in: context).filter {
      localizingFiles?.contains($0.path) ?? true
    }
    var result = receiverViolations(context, lookups.filter { $0.site == nil })
    let root = context.configuration.rootDirectory
    for argument in lookups {
      let literal = argument.key
      guard let site = argument.site, !TranslationCheck.hasNoWords(literal.key),
        !Self.isAddress(literal.key), !LiteralShownVerbatimRule.isQuantity(literal.key),
        !context.catalogs.contains(where: { $0.catalog[literal.key] != nil }),
        // The catalog of the table the call names, in its bundle: the module's own (the
        // view's file's targets), else the main bundle (the caller's app).
        let catalog = argument.catalogs(context).first
      else { continue }
      let declared =
        site.api == .localizedStringKey
        ? "as LocalizedStringKey and pass it as it is"
        : "as LocalizedStringResource and use String(localized:)"
      result.append(
        Violation(
          "\(argument.declarationName) gives \"\(literal.key.escapingControlCharacters)\" to "
            + "\(site.spelledCall) at \(PathUtilities.relative(site.location.path, to: root))"
            + ":\(site.location.line), which looks it up at run time, but Xcode extracts no key "
            + "from a String and no catalog has it; add it to "
            + "\(PathUtilities.relative(catalog, to: root)) by hand, or declare \(site.name) "
            + declared,
          at: context.location(literal.location), key: literal.key))
    }
    return result
  }

  /// `"Welcome back".localized`, where the project's `extension String` declares `localized`
  /// as `NSLocalizedString(self, comment: "")` (see ``StringLookupMember``).
  private func receiverViolations(_ context: LintContext, _ receivers: [RuntimeLookup])
    -> [Violation]
  {
    let root = context.configuration.rootDirectory
    var result: [Violation] = []
    for receiver in receivers {
      let text = receiver.key.key
      // In no catalog of the tables the member reads (any, when one is an expression).
      let tables = receiver.tables
      guard !TranslationCheck.hasNoWords(text), !Self.isAddress(text),
        !LiteralShownVerbatimRule.isQuantity(text),
        !context.catalogs.contains(where: {
          (receiver.hasDynamicTable || tables.contains($0.table)) && $0.catalog[text] != nil
        }),
        let catalog = receiver.catalogs(context).first
      else { continue }
      // `String(localized:)` in the member's table, which Xcode extracts the literal into.
      var replacement = "String(localized:)"
      if let named = receiver.key.table, named != "Localizable" {
        replacement = "String(localized: \"…\", table: \"\(named)\")"
      }
      // A catalog of another table has it: the lookup reads the member's own.
      let elsewhere = context.catalogs.first { $0.catalog[text] != nil }.map {
        "only \(PathUtilities.relative($0.path, to: root)), another table's catalog, has it"
      }
      result.append(
        Violation(
          "\(receiver.call) looks \"\(text.escapingControlCharacters)\" up at run time ("
            + receiver.how(relativeTo: root) + "), but Xcode extracts no key from it and "
            + (elsewhere ?? "no catalog has it") + "; add it "
            + (receiver.hasDynamicTable
              ? "by hand to the catalog of the table the member reads"
              : "to \(PathUtilities.relative(catalog, to: root)) by hand")
            + ", or use \(replacement) with the literal, which Xcode extracts",
          at: context.location(receiver.key.location), key: text))
    }
    return result
  }
}
