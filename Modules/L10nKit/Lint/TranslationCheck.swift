/// The translation problems of required languages, one kind per rule.
enum TranslationProblem: CaseIterable {
  case missing, stateNew, needsReview
}

/// One walk over every required language's localizations, shared by `missing_translation`,
/// `translation_state_new` and `needs_review` (computed once per lint run).
enum TranslationCheck {
  /// The violations of `kind`.
  static func violations(_ context: LintContext, _ kind: TranslationProblem) -> [Violation] {
    context.cache.takeTranslationViolations(kind) { computeAll(context) }
  }

  private static func computeAll(_ context: LintContext) -> [TranslationProblem: [Violation]] {
    var result: [TranslationProblem: [Violation]] = [:]
    func add(_ kind: TranslationProblem, _ violation: Violation) {
      result[kind, default: []].append(violation)
    }
    for loaded in context.catalogs {
      let languages = context.requiredLanguages(of: loaded)
      for entry in loaded.catalog.entries
      where entry.shouldTranslate && entry.extractionState != ExtractionState.stale {
        for language in languages {
          guard let localization = entry.localization(for: language),
            case let leaves = CatalogWalk.leaves(of: localization), !leaves.isEmpty
          else {
            add(
              .missing,
              Violation(
                "\"\(entry.key)\" has no \(language) translation",
                at: context.location(in: loaded, entry.position(for: language)),
                key: entry.key, language: language))
            continue
          }
          for leaf in leaves {
            let at = context.location(in: loaded, leaf.position)
            if leaf.value?.isEmpty == true {
              add(
                .missing,
                Violation(
                  "\"\(entry.key)\" has an empty \(language) translation\(leaf.pathSuffix)",
                  at: at, key: entry.key, language: language))
            } else if leaf.state == UnitState.new {
              add(
                .stateNew,
                Violation(
                  "\"\(entry.key)\" has a \(language) translation in state 'new'"
                    + "\(leaf.pathSuffix); translate it and mark it translated",
                  at: at, key: entry.key, language: language))
            } else if leaf.state == UnitState.needsReview {
              add(
                .needsReview,
                Violation(
                  "\"\(entry.key)\" has a \(language) translation that needs review"
                    + "\(leaf.pathSuffix)", at: at, key: entry.key, language: language))
            }
          }
        }
      }
    }
    return result
  }
}
