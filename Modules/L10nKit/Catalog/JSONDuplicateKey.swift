/// A key that appears a second time in one JSON object with a different value: JSON leaves
/// open which of the two counts, so the file is ambiguous.
///
/// A strict read (``DuplicateKeyPolicy/rejectConflicting``) stops at it; a tolerant one
/// (``DuplicateKeyPolicy/keepFirst``) keeps the first occurrence and records the second as this,
/// so `l10n lint` can report it and still lint everything else.
public struct JSONDuplicateKey: Sendable, Hashable {
  /// The repeated key.
  public var key: String
  /// Where the second occurrence's key is (the one left out).
  public var position: SourcePosition
  /// Where the first occurrence's key is (the one kept).
  public var firstPosition: SourcePosition
  /// How deeply the object holding both is nested: 1 for the document's top-level object, 2 for
  /// an object that is a member or element of it, and so on (a catalog's entry keys are at 2).
  public var depth: Int

  /// What is wrong and what to do, naming both occurrences (the second by its location).
  public var message: String {
    "duplicate key \"\(key.escapingControlCharacters)\" with a different value (first at \(firstPosition)); "
      + "keep only one of them"
  }
}

/// What a JSON read does with a key that appears twice in one object.
public enum DuplicateKeyPolicy: Sendable {
  /// Any repeat is an error, found before its value is read: right for hand-written settings
  /// (`l10n.json`), where a repeated field is a mistake whichever value it has.
  case rejectAll
  /// A repeat with the same value is read once (hand-edited catalogs have them, harmlessly); one
  /// with a different value is an error. Right for commands that write the file back, since
  /// either choice of value could lose what its author meant.
  case rejectConflicting
  /// Like ``rejectConflicting``, but a repeat with a different value is left out and recorded
  /// (a ``JSONDuplicateKey``) instead of stopping the read: right for commands that only look
  /// at the file (`l10n lint`, `l10n status`) and report the duplicate themselves.
  case keepFirst
}
