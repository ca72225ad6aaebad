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

  /// Whether `localization` is a plain string: no variations, no substitutions, and no `%` in
  /// its string unit's value, so none of its leaves has a format (`FormatString.isEmpty`).
  /// Decided from the members alone, much faster than ``leaves(of:)``; false when unsure.
  static func isPlainText(_ localization: CatalogLocalization) -> Bool {
    for member in localization.object.members {
      switch member.key {
      case "stringSet":
        continue
      case "stringUnit":
        guard case .object(let unit) = member.value,
          case .string(let value)? = unit["value"]
        else { continue }
        if value.containsBytes("%") { return false }
      case "variations", "substitutions":
        return false
      default:
        continue
      }
    }
    return true
  }

  /// The one leaf of a localization that is just a string unit (no string set, variations or
  /// substitutions), read straight from its members: what ``leaves(of:)`` would return for it,
  /// without building a ``LeafVisit``. Nil for any other shape.
  static func singleUnit(
    of localization: CatalogLocalization
  ) -> (value: String, state: String?, position: SourcePosition)? {
    var unit: JSONMember? = nil
    for member in localization.object.members {
      switch member.key {
      case "stringUnit": unit = member
      case "stringSet", "variations", "substitutions": return nil
      default: continue
      }
    }
    guard let unit, case .object(let object) = unit.value else { return nil }
    return (object["value"]?.stringValue ?? "", object["state"]?.stringValue, unit.position)
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

/// One plural variation found by ``PluralCheck``, with its language's plural facts.
struct PluralRecord: Sendable {
  var catalog: Int
  var entry: Int
  var language: String
  var plurals: LanguagePlurals
  var variation: PluralVisit
}

/// The walk both plural rules share, done once per lint run: every plural variation of every
/// localization whose language has CLDR plural rules, in catalog and file order.
enum PluralCheck {
  /// Calls `body` with each variation, its language and the language's plural facts.
  static func forEachVariation(
    _ context: LintContext,
    _ body: (
      _ loaded: LoadedCatalog, _ entry: CatalogEntry, _ language: String,
      _ plurals: LanguagePlurals, _ variation: PluralVisit
    ) -> Void
  ) {
    for record in context.cache.pluralRecords({ records(context) }) {
      let loaded = context.catalogs[record.catalog]
      body(
        loaded, loaded.catalog.entries[record.entry], record.language, record.plurals,
        record.variation)
    }
  }

  private static func records(_ context: LintContext) -> [PluralRecord] {
    var result: [PluralRecord] = []
    for (c, loaded) in context.catalogs.enumerated() {
      for (e, entry) in loaded.catalog.entries.enumerated() {
        for (language, localization) in entry.localizations
        where CatalogWalk.mayHavePlurals(localization) {
          guard let plurals = context.plurals(for: language) else { continue }
          for variation in CatalogWalk.plurals(of: localization) {
            result.append(
              PluralRecord(
                catalog: c, entry: e, language: language, plurals: plurals,
                variation: variation))
          }
        }
      }
    }
    return result
  }
}

extension CatalogWalk {
  /// Whether `localization` has variations or substitutions, where plurals live; false means
  /// ``plurals(of:)`` is empty.
  static func mayHavePlurals(_ localization: CatalogLocalization) -> Bool {
    localization.object.members.contains { $0.key == "variations" || $0.key == "substitutions" }
  }
}
