/// The localizations of a catalog's entries for a fixed list of languages, entry by entry:
/// what `CatalogEntry.localization(for:)` gives for each language, found by walking the entry's
/// `localizations` once instead of searching it once per language (a check of 34 languages
/// over an entry with 8 localizations compares 8 names rather than about 270).
struct LanguageLookup {
  /// The languages, in the order `forEachLocalization` visits them.
  let languages: [String]
  /// A language's place in `languages`; nil when two languages are equal as Swift strings
  /// (canonically equivalent), which a dictionary would merge: then each is searched for.
  private let places: [String: Int]?
  /// For each language, the index + 1 of its member in the current entry's `localizations`
  /// (0: none). All 0 between calls.
  private var slots: [Int]

  /// A lookup of `languages` (any order; repeats allowed).
  init(_ languages: [String]) {
    self.languages = languages
    var places: [String: Int] = [:]
    for (index, language) in languages.enumerated() where places[language] == nil {
      places[language] = index
    }
    self.places = places.count == languages.count ? places : nil
    slots = Array(repeating: 0, count: languages.count)
  }

  /// Calls `body` with each language's index in `languages` and `entry`'s localization for it,
  /// in the order of `languages`.
  mutating func forEachLocalization(
    of entry: CatalogEntry, _ body: (Int, CatalogLocalization?) -> Void
  ) {
    guard let places else {
      for index in languages.indices { body(index, entry.localization(for: languages[index])) }
      return
    }
    let members = entry.object["localizations"]?.objectValue?.members ?? []
    // The first member of each name, as `JSONObject.member(_:)` finds it; names compared by
    // their bytes, as there.
    for (position, member) in members.enumerated() {
      if let place = places[member.key], slots[place] == 0,
        languages[place].hasSameUTF8(as: member.key)
      {
        slots[place] = position + 1
      }
    }
    for index in languages.indices {
      let slot = slots[index]
      guard slot > 0 else {
        body(index, nil)
        continue
      }
      slots[index] = 0
      let member = members[slot - 1]
      body(
        index,
        member.value.objectValue.map { CatalogLocalization(object: $0, position: member.position) })
    }
  }
}
