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
      // Every finding of one catalog and language shares one scope.
      let scopes = lookup.languages.map {
        FindingScope(ruleID: "", path: loaded.path, language: $0)
      }
      for entry in loaded.catalog.entries
      where entry.shouldTranslate && entry.extractionState != ExtractionState.stale {
        let emptySource = hasEmptySource(entry, sourceLanguage: source)
        lookup.forEachLocalization(of: entry) { index, localization in
          let scope = scopes[index]
          // The common shape, a single string unit, is judged without building leaves.
          if let localization, let unit = CatalogWalk.singleUnit(of: localization) {
            if emptySource, unit.value.isEmpty { return }
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
                .noTranslation, scope: scope, line: position.line, column: position.column,
                key: entry.key))
            return
          }
          for leaf in leaves where !(emptySource && leaf.value?.isEmpty == true) {
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

  /// Whether `entry` is the empty key (`Toggle("", isOn: $on)`) and the source language gives
  /// it no text: it translates to nothing, so an empty translation is right.
  static func hasEmptySource(_ entry: CatalogEntry, sourceLanguage: String) -> Bool {
    guard entry.key.isEmpty else { return false }
    guard let localization = entry.localization(for: sourceLanguage) else { return true }
    return CatalogWalk.leaves(of: localization).allSatisfy { $0.value?.isEmpty ?? true }
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
