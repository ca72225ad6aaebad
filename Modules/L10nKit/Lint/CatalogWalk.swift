/// One string unit or string set inside a localization, with what rules need to judge it.
struct LeafVisit {
  /// The path from the localization (`["plural", "one"]`, `["substitutions", "n", "plural",
  /// "other"]`, `[]`).
  var path: [String]
  /// The unit's value, or nil for a string set.
  var value: String?
  /// The unit's or set's state.
  var state: String?
  /// Where the leaf is in the file.
  var position: SourcePosition
  /// The nearest enclosing plural case.
  var pluralCategory: String?
  /// The substitution whose arm this is.
  var substitution: String?
  /// Substitutions visible from this leaf (its own localization's, then enclosing ones).
  var substitutions: [String: Substitution]

  /// `plural.one` or `substitutions.n.plural.other`, for messages; empty at the root.
  var pathLabel: String { path.joined(separator: ".") }

  /// ` (plural.one)` or nothing, to append to messages.
  var pathSuffix: String { path.isEmpty ? "" : " (\(pathLabel))" }

  /// The leaf's parsed format (substitution arms recognise `%arg`), parsed once.
  var format: FormatString?
}

/// A `variations.plural` object found in a localization.
struct PluralVisit {
  var path: [String]
  var categories: [String]
  var position: SourcePosition
}

/// Walks localizations depth first in file order.
enum CatalogWalk {
  /// Every leaf of `localization`.
  static func leaves(of localization: CatalogLocalization) -> [LeafVisit] {
    var result: [LeafVisit] = []
    walk(
      localization, path: [], plural: nil, substitution: nil, visible: [:], into: &result)
    return result
  }

  private static func walk(
    _ localization: CatalogLocalization, path: [String], plural: String?,
    substitution: String?, visible: [String: Substitution], into result: inout [LeafVisit]
  ) {
    var visible = visible
    for (name, value) in localization.substitutions { visible[name] = value }
    if let unit = localization.stringUnit {
      result.append(
        LeafVisit(
          path: path, value: unit.value, state: unit.state, position: unit.position,
          pluralCategory: plural, substitution: substitution, substitutions: visible,
          format: FormatString(unit.value, allowsArgPlaceholder: substitution != nil)))
    }
    if let set = localization.stringSet {
      result.append(
        LeafVisit(
          path: path, value: nil, state: set.state, position: set.position,
          pluralCategory: plural, substitution: substitution, substitutions: visible,
          format: nil))
    }
    if let variations = localization.variations {
      for kind in variations.kinds {
        for (name, child) in variations.cases(kind) {
          walk(
            child, path: path + [kind, name], plural: kind == "plural" ? name : plural,
            substitution: substitution, visible: visible, into: &result)
        }
      }
    }
    for (name, value) in localization.substitutions {
      guard let variations = value.variations else { continue }
      for kind in variations.kinds {
        for (caseName, child) in variations.cases(kind) {
          walk(
            child, path: path + ["substitutions", name, kind, caseName],
            plural: kind == "plural" ? caseName : nil, substitution: name, visible: visible,
            into: &result)
        }
      }
    }
  }

  /// Every plural variation in `localization`, including those in device cases and
  /// substitutions.
  static func plurals(of localization: CatalogLocalization) -> [PluralVisit] {
    var result: [PluralVisit] = []
    collectPlurals(localization, path: [], into: &result)
    return result
  }

  private static func collectPlurals(
    _ localization: CatalogLocalization, path: [String], into result: inout [PluralVisit]
  ) {
    if let variations = localization.variations {
      visit(variations, path: path, into: &result)
    }
    for (name, substitution) in localization.substitutions {
      if let variations = substitution.variations {
        visit(variations, path: path + ["substitutions", name], into: &result)
      }
    }
  }

  private static func visit(
    _ variations: CatalogVariations, path: [String], into result: inout [PluralVisit]
  ) {
    let plural = variations.plural
    if !plural.isEmpty {
      result.append(
        PluralVisit(
          path: path + ["plural"], categories: plural.map(\.name),
          position: plural.first?.localization.position ?? variations.position))
    }
    for kind in variations.kinds {
      for (name, child) in variations.cases(kind) {
        collectPlurals(child, path: path + [kind, name], into: &result)
      }
    }
  }
}
