/// An App Shortcut's phrases (a localization's `stringSet`) in XLIFF.
///
/// Xcode 26 exports them as `<mrk mtype="x-set" mid="0">` elements, one per phrase, each on a
/// line of its own inside `<source>` (JiZPaper/Kitsune-Translations' `AppShortcuts.xcstrings`,
/// Xcode 26.2 and 26.3):
///
/// ```
///         <source>
///           <mrk mtype="x-set" mid="0">Search on ${applicationName}</mrk>
///         </source>
/// ```
///
/// Inside `l10n`, a unit's text that holds phrases is the phrases each preceded by `\0`, a
/// character XML text can never hold: the exporter, the reader, the importer's comparisons and
/// the writer pass it along as any text, and only the catalog side (`exportedUnit`,
/// `XLIFFImporter.apply`) and the writer read it as phrases.
enum XLIFFStringSet {
  /// `mtype` of a phrase in XLIFF 1.2.
  static let mtype = "x-set"
  /// `type` of a phrase in XLIFF 2.0, which has no `mtype` (a custom type needs a prefix).
  static let type20 = "xcode:x-set"
  /// Whether an `<mrk>` with these attributes is a phrase: `mtype="x-set"` (1.2, in any case)
  /// or `type="xcode:x-set"` (2.0; also `x-set`, as a tool may write it).
  static func isPhraseMark(mtype: String?, type: String?) -> Bool {
    if let mtype, mtype.lowercased() == Self.mtype { return true }
    guard let type = type?.lowercased() else { return false }
    return type == type20 || type == Self.mtype
  }

  /// What precedes each phrase in the text.
  static let separator: Character = "\u{0}"

  /// The text of `phrases`.
  static func text(of phrases: [String]) -> String {
    phrases.map { "\u{0}" + $0 }.joined()
  }

  /// The phrases `text` holds; nil for a text that is no set of phrases.
  static func phrases(in text: String) -> [String]? {
    guard text.utf8.first == 0 else { return nil }
    return text.split(separator: separator, omittingEmptySubsequences: false).dropFirst().map(
      String.init)
  }
}
