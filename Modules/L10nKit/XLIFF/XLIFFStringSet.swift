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

/// What XML 1.0 text can hold: every character but the C0 controls other than tab, line feed and
/// carriage return, and U+FFFE and U+FFFF, which are not even allowed as character references
/// (`&#1;`). A String Catalog's JSON holds them (`\u0001`); an XLIFF cannot.
enum XMLCharacters {
  /// Whether `text` has only characters XML can hold; App Shortcut phrases (`XLIFFStringSet`)
  /// are judged without the `\0` before each.
  static func canHold(_ text: String) -> Bool {
    var utf8 = text.utf8[...]
    let isSet = utf8.first == 0
    if isSet { utf8 = utf8.dropFirst() }
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in utf8 {
      if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D, !(isSet && byte == 0) {
        return false
      }
      // U+FFFE and U+FFFF: EF BF BE and EF BF BF.
      if byte >= 0xBE, byte <= 0xBF, previous == (0xEF, 0xBF) { return false }
      previous = (previous.1, byte)
    }
    return true
  }
}
