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
    // One array per kind, appended to directly. The messages are templates over the key and
    // language (``FindingText``): a big app mid-way through adding languages has hundreds of
    // thousands of these, and none of their sentences is built until it is written.
    var missing: [Violation] = []
    var stateNew: [Violation] = []
    var needsReview: [Violation] = []
    func add(_ problem: (TranslationProblem, Violation)?) {
      switch problem {
      case (.missing, let violation)?: missing.append(violation)
      case (.stateNew, let violation)?: stateNew.append(violation)
      case (.needsReview, let violation)?: needsReview.append(violation)
      case nil: break
      }
    }
    for loaded in context.catalogs {
      let languages = context.requiredLanguages(of: loaded)
      for entry in loaded.catalog.entries
      where entry.shouldTranslate && entry.extractionState != ExtractionState.stale {
        for language in languages {
          let localization = entry.localization(for: language)
          // The common shape, a single string unit, is judged without building leaves.
          if let localization, let unit = CatalogWalk.singleUnit(of: localization) {
            add(
              judge(
                entry.key, language, unit.value, unit.state, pathSuffix: "",
                at: context.location(in: loaded, unit.position)))
            continue
          }
          guard let localization, case let leaves = CatalogWalk.leaves(of: localization),
            !leaves.isEmpty
          else {
            missing.append(
              Violation(
                .noTranslation,
                at: context.location(in: loaded, localization?.position ?? entry.position),
                key: entry.key, language: language))
            continue
          }
          for leaf in leaves {
            add(
              judge(
                entry.key, language, leaf.value, leaf.state, pathSuffix: leaf.pathSuffix,
                at: context.location(in: loaded, leaf.position)))
          }
        }
      }
    }
    return [.missing: missing, .stateNew: stateNew, .needsReview: needsReview]
  }

  /// The problem of one leaf (value nil for a string set), if any.
  private static func judge(
    _ key: String, _ language: String, _ value: String?, _ state: String?,
    pathSuffix: String, at location: FindingLocation
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
    return (text.0, Violation(text.1, at: location, key: key, language: language))
  }
}
