/// The translation problems of required languages, one kind per rule.
enum TranslationProblem: CaseIterable {
  case missing, stateNew, needsReview
}

/// One walk over every required language's localizations, shared by `missing_translation`,
/// `translation_state_new` and `needs_review` (computed once per lint run).
enum TranslationCheck {
  /// The violations of `kind`.
  static func violations(_ context: LintContext, _ kind: TranslationProblem) -> FindingChunks {
    context.cache.takeTranslationViolations(kind) { computeAll(context) }
  }

  private static func computeAll(_ context: LintContext) -> [TranslationProblem: FindingChunks] {
    // One list of chunks per kind, appended to directly. The messages are templates over the
    // key and language (``FindingText``): a big app mid-way through adding languages has
    // hundreds of thousands of these, and none of their sentences is built until it is written.
    var missing = FindingChunks()
    var stateNew = FindingChunks()
    var needsReview = FindingChunks()
    func add(_ problem: (TranslationProblem, Violation)?) {
      switch problem {
      case (.missing, let violation)?: missing.append(violation)
      case (.stateNew, let violation)?: stateNew.append(violation)
      case (.needsReview, let violation)?: needsReview.append(violation)
      case nil: break
      }
    }
    for loaded in context.catalogs {
      let source = context.sourceLanguage(of: loaded)
      var lookup = LanguageLookup(context.requiredLanguages(of: loaded))
      let languages = lookup.languages
      // Every finding of one catalog and language shares one scope.
      let scopes = languages.map {
        FindingScope(ruleID: "", path: loaded.path, language: $0)
      }
      for entry in loaded.catalog.entries
      where entry.shouldTranslate && entry.extractionState != ExtractionState.stale {
        // Both computed once per entry, and only for an entry that needs them: one with an
        // empty translation, one a language has no translation of.
        var known: (emptySource: Bool?, noWords: Bool?)
        func emptySource() -> Bool {
          remember(&known.emptySource) { hasEmptySource(entry, sourceLanguage: source) }
        }
        func noWords() -> Bool {
          remember(&known.noWords) { hasNoWords(entry, sourceLanguage: source) }
        }
        lookup.forEachLocalization(of: entry) { index, localization in
          let scope = scopes[index]
          // The common shape, a single string unit, is judged without building leaves.
          if let localization, let unit = CatalogWalk.singleUnit(of: localization) {
            if unit.value.isEmpty, emptySource() { return }
            add(
              judge(
                entry.key, scope, unit.value, unit.state, pathSuffix: "", at: unit.position))
            return
          }
          guard let localization, case let leaves = CatalogWalk.leaves(of: localization),
            !leaves.isEmpty
          else {
            let position = localization?.position ?? entry.position
            missing.append(
              Violation(
                noTranslationText(entry, language: languages[index], hasNoWords: noWords()),
                scope: scope, line: position.line, column: position.column, key: entry.key))
            return
          }
          for leaf in leaves where !(leaf.value?.isEmpty == true && emptySource()) {
            add(
              judge(
                entry.key, scope, leaf.value, leaf.state, pathSuffix: leaf.pathSuffix,
                at: leaf.position))
          }
        }
      }
    }
    return [.missing: missing, .stateNew: stateNew, .needsReview: needsReview]
  }

  /// `slot`'s value, computed by `compute` the first time.
  private static func remember(_ slot: inout Bool?, _ compute: () -> Bool) -> Bool {
    if let slot { return slot }
    let value = compute()
    slot = value
    return value
  }

  /// Whether the source text of `entry` is empty: the source language's texts when it has
  /// some, else the key. An empty text translates to nothing, so an empty translation is right:
  /// the empty key (`Toggle("", isOn: $on)`), an Info.plist value left empty
  /// (`INFOPLIST_KEY_NSHumanReadableCopyright = ""`, extracted with its empty value), a
  /// `defaultValue: ""`.
  static func hasEmptySource(_ entry: CatalogEntry, sourceLanguage: String) -> Bool {
    if let localization = entry.localization(for: sourceLanguage) {
      let leaves = CatalogWalk.leaves(of: localization)
      // A string set's leaf (no value) is the source text only of the empty key.
      if !leaves.isEmpty { return leaves.allSatisfy { $0.value?.isEmpty ?? entry.key.isEmpty } }
    }
    return entry.key.isEmpty
  }

  /// The message of a language that has no translation of `entry`: the template, or, for a key
  /// with no words (see `hasNoWords`), a sentence that also says what teams do with those.
  private static func noTranslationText(
    _ entry: CatalogEntry, language: String, hasNoWords: Bool
  ) -> FindingText {
    guard hasNoWords else { return .noTranslation }
    return .plain(
      "\"\(entry.key)\" has no \(language) translation; it has no words to translate: if it"
        + " reads the same in every language, mark it Don't Translate in Xcode"
        + " (\"shouldTranslate\" : false)")
  }

  /// Whether the source text of `entry` (its source-language texts, else its key) has no letter
  /// once its format specifiers are left out: `""`, `" "`, `"%lld"`, `"(%@)"`, `"%d%%"`.
  /// Xcode extracts such keys (`Toggle("", isOn:)`, `Text("\(count)")`) and counts them as
  /// untranslated until a translation is added or the key is marked Don't Translate.
  static func hasNoWords(_ entry: CatalogEntry, sourceLanguage: String) -> Bool {
    if let localization = entry.localization(for: sourceLanguage) {
      if let unit = CatalogWalk.singleUnit(of: localization) { return hasNoWords(unit.value) }
      let values = CatalogWalk.leaves(of: localization).compactMap(\.value)
      if !values.isEmpty { return values.allSatisfy(hasNoWords) }
    }
    return hasNoWords(entry.key)
  }

  /// Whether some language of `entry` shows other text than the key itself (`"/"` or `"%lld"`
  /// shown untranslated look the same).
  static func translates(_ entry: CatalogEntry, _ key: String) -> Bool {
    entry.localizations.contains { item in
      item.localization.leaves.contains { leaf in
        leaf.stringUnit.map { $0.value != key } ?? false
      }
    }
  }

  /// Whether `text` has no letter outside its format specifiers.
  static func hasNoWords(_ text: String) -> Bool {
    // Most texts have an ASCII letter before any `%`: words, found without parsing.
    for byte in text.utf8 {
      if byte == UInt8(ascii: "%") { break }
      if (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") { return false }
    }
    // The text's bytes outside its specifiers (each starts at a `%`, a scalar boundary).
    var bytes = Array(text.utf8)
    for specifier in FormatString(text).specifiers.sorted(by: { $0.offset > $1.offset }) {
      bytes.removeSubrange(specifier.offset..<(specifier.offset + specifier.text.utf8.count))
    }
    return !String(decoding: bytes, as: UTF8.self).contains(where: \.isLetter)
  }

  /// The problem of one leaf (value nil for a string set), if any.
  private static func judge(
    _ key: String, _ scope: FindingScope, _ value: String?, _ state: String?,
    pathSuffix: String, at position: SourcePosition
  ) -> (TranslationProblem, Violation)? {
    let text: (TranslationProblem, FindingText)
    if value?.isEmpty == true {
      text = (.missing, .emptyTranslation(pathSuffix: pathSuffix))
    } else if state == UnitState.new {
      text = (.stateNew, .stateNew(pathSuffix: pathSuffix))
    } else if state == UnitState.needsReview {
      text = (.needsReview, .needsReview(pathSuffix: pathSuffix))
    } else {
      return nil
    }
    return (
      text.0,
      Violation(text.1, scope: scope, line: position.line, column: position.column, key: key)
    )
  }
}
