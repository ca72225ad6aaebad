/// The translations one import has written into one catalog, so that a second translation of
/// the same unit (a duplicate `<trans-unit>` in one file, or the same unit in two files of one
/// `l10n import`) is noticed instead of silently replacing the first.
///
/// Only translations are recorded, not the plural cases an import fills with the source text.
/// Looked up by entry (an index into the catalog), then by unit id and language: one entry
/// holds a few units at most, so this costs one integer-keyed lookup per imported unit.
struct ImportLedger: Sendable {
  /// One imported translation and where it came from.
  struct Imported: Sendable {
    var language: String
    var id: TransUnitID
    var value: String
    var state: String
    var path: String
    var line: Int
  }

  /// What `admit` found.
  enum Verdict {
    /// The unit's first translation in this import: apply it.
    case first
    /// The same text and state as an earlier one: nothing to apply.
    case same
    /// Another text or state than `earlier`, which stays.
    case differs(earlier: Imported)
  }

  private var byEntry: [Int: [Imported]] = [:]

  /// An empty ledger.
  init() {}

  /// Records the translation when it is the unit's first in this import.
  mutating func admit(
    value: String, state: String, id: TransUnitID, entry: Int, language: String, path: String,
    line: Int
  ) -> Verdict {
    if let earlier = byEntry[entry]?.first(where: { $0.id == id && $0.language == language }) {
      return earlier.value == value && earlier.state == state ? .same : .differs(earlier: earlier)
    }
    byEntry[entry, default: []].append(
      Imported(
        language: language, id: id, value: value, state: state, path: path, line: line))
    return .first
  }

  /// Why a second, different translation of a unit is rejected.
  static func conflictMessage(_ value: String, _ state: String, _ earlier: Imported) -> String {
    let what =
      earlier.value == value
      ? "the same text in state \(earlier.state), not \(state)"
      : "\"\(earlier.value.escapingControlCharacters)\", not "
        + "\"\(value.escapingControlCharacters)\""
    return "translated twice in this import: \(earlier.path):\(earlier.line) gives \(what); "
      + "the first is imported and this one rejected; keep one of the two and import again"
  }
}
