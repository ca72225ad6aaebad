/// The translations one import has written into one catalog, so that a second translation of
/// the same unit (a duplicate `<trans-unit>` in one file, or the same unit in two files of one
/// `l10n import`) is noticed instead of silently replacing the first.
///
/// Only translations are recorded, not the plural cases an import fills with the source text.
/// Looked up by entry (an index into the catalog), then by unit id and language: one entry
/// holds a few units at most, so this costs one integer-keyed lookup per imported unit. A copy
/// the catalog already held (unchanged, so only counted) is found through an index of its
/// file's ids, built only once a unit of the import imports: an unedited import builds none.
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

  /// The units of one `<file>` merged into the catalog, to find a unit whose translation the
  /// catalog already held (an unchanged unit is only counted, not recorded as imported).
  struct FileUnits {
    var path: String
    var language: String
    var table: XLIFFUnitTable
    /// The units decided otherwise than unchanged or quietly skipped (imported, rejected,
    /// skipped with a reason, filled).
    var decided: Set<Int>
    /// The units by id, built when first needed.
    var ids: [String: [Int]]? = nil

    /// The first unit with `id` whose target the catalog already held, before `limit`, or
    /// anywhere but at `excluding`.
    mutating func unchanged(_ id: String, before limit: Int, excluding: Int? = nil) -> Int? {
      if ids == nil {
        var built: [String: [Int]] = [:]
        for index in table.records.indices {
          built[table.string(table.records[index].id), default: []].append(index)
        }
        ids = built
      }
      for index in ids?[id] ?? []
      where index < limit && index != excluding && !decided.contains(index) {
        let record = table.records[index]
        guard record.target != nil else { continue }
        if let state = record.state,
          XLIFFState.isIgnoredOnImport(table.bytes[state])
        {
          continue
        }
        return index
      }
      return nil
    }
  }

  private var byEntry: [Int: [Imported]] = [:]
  /// The `<file>`s merged before the one being merged.
  private var files: [FileUnits] = []

  /// An empty ledger.
  init() {}

  /// Whether the translation is the unit's first in this import (recording it), the same as an
  /// earlier one, or another.
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

  /// An earlier unit of this import with the unit's id (in an earlier `<file>` of its language,
  /// else before it in `current`) whose translation the catalog already held: the unit would
  /// replace what that one said. Its file, line and target text.
  mutating func unchangedEarlier(
    id: String, unit: Int, in current: inout FileUnits
  ) -> (path: String, line: Int, target: String)? {
    for index in files.indices where files[index].language == current.language {
      if let found = files[index].unchanged(id, before: .max) {
        let record = files[index].table.records[found]
        return (
          files[index].path, record.line, record.target.map(files[index].table.string) ?? ""
        )
      }
    }
    guard let found = current.unchanged(id, before: unit) else { return nil }
    let record = current.table.records[found]
    return (current.path, record.line, record.target.map(current.table.string) ?? "")
  }

  /// A unit after `unit` in `current`, with its id, whose translation the catalog already held
  /// (so it was only counted as unchanged), which the translation `unit` imports contradicts:
  /// its position and target text.
  static func unchangedLater(id: String, unit: Int, in current: inout FileUnits) -> (
    unit: Int, target: String
  )? {
    guard let found = current.unchanged(id, before: .max, excluding: unit), found > unit else {
      return nil
    }
    return (found, current.table.records[found].target.map(current.table.string) ?? "")
  }

  /// Keeps a merged `<file>`'s units for the files after it.
  mutating func finish(_ file: FileUnits) { files.append(file) }

  /// Why a second, different translation of a unit is rejected.
  static func conflictMessage(_ value: String, _ state: String, _ earlier: Imported) -> String {
    let what =
      earlier.value == value
      ? "the same text, imported as \(earlier.state), where this one would be \(state)"
      : "\(shown(earlier.value)), not \(shown(value))"
    return "translated twice in this import: \(earlier.path):\(earlier.line) gives \(what); "
      + "the first is imported and this one rejected; keep one of the two and import again"
  }

  /// Why a translation that differs from an earlier unit's, which the catalog already held,
  /// is rejected.
  static func conflictMessage(
    _ value: String, state: String, earlier: (path: String, line: Int, target: String)
  ) -> String {
    let what =
      earlier.target == value
      ? "the same text, as the catalog has it, where this one would make it \(state)"
      : "\(shown(earlier.target)), the translation the catalog has, not \(shown(value))"
    return "translated twice in this import: \(earlier.path):\(earlier.line) gives \(what); the "
      + "catalog keeps it and this one is rejected; keep one of the two and import again"
  }

  /// Why a later copy of a unit, the translation the catalog has, is rejected when an earlier
  /// copy imports another (`earlier`, at `path:line`).
  static func laterConflictMessage(
    _ target: String, earlier value: String, path: String, line: Int
  ) -> String {
    "translated twice in this import: \(path):\(line) gives \(shown(value)), not "
      + "\(shown(target)), the translation the catalog has; the first is imported and this one "
      + "rejected; keep one of the two and import again"
  }

  /// A value in a message: quoted, or App Shortcut phrases as a list.
  static func shown(_ value: String) -> String {
    if let phrases = XLIFFStringSet.phrases(in: value) {
      return "the phrases "
        + phrases.map { "\"\($0.escapingControlCharacters)\"" }
        .joined(separator: ", ")
    }
    return "\"\(value.escapingControlCharacters)\""
  }
}
