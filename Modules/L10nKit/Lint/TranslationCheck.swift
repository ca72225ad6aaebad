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
          let localization = entry.localization(for: language)
          // The common shape, a single string unit, is judged without building leaves.
          if let localization, let unit = CatalogWalk.singleUnit(of: localization) {
            if let (kind, violation) = judge(
              entry, language, unit.value, unit.state, pathSuffix: "",
              at: context.location(in: loaded, unit.position))
            {
              add(kind, violation)
            }
            continue
          }
          guard let localization, case let leaves = CatalogWalk.leaves(of: localization),
            !leaves.isEmpty
          else {
            add(
              .missing,
              Violation(
                "\"\(entry.key)\" has no \(language) translation",
                at: context.location(in: loaded, localization?.position ?? entry.position),
                key: entry.key, language: language))
            continue
          }
          for leaf in leaves {
            if let (kind, violation) = judge(
              entry, language, leaf.value, leaf.state, pathSuffix: leaf.pathSuffix,
              at: context.location(in: loaded, leaf.position))
            {
              add(kind, violation)
            }
          }
        }
      }
    }
    return result
  }

  /// The problem of one leaf (value nil for a string set), if any.
  private static func judge(
    _ entry: CatalogEntry, _ language: String, _ value: String?, _ state: String?,
    pathSuffix: String, at location: FindingLocation
  ) -> (TranslationProblem, Violation)? {
    if value?.isEmpty == true {
      return (
        .missing,
        Violation(
          "\"\(entry.key)\" has an empty \(language) translation\(pathSuffix)",
          at: location, key: entry.key, language: language)
      )
    } else if state == UnitState.new {
      return (
        .stateNew,
        Violation(
          "\"\(entry.key)\" has a \(language) translation in state 'new'"
            + "\(pathSuffix); translate it and mark it translated",
          at: location, key: entry.key, language: language)
      )
    } else if state == UnitState.needsReview {
      return (
        .needsReview,
        Violation(
          "\"\(entry.key)\" has a \(language) translation that needs review"
            + "\(pathSuffix)", at: location, key: entry.key, language: language)
      )
    }
    return nil
  }
}
