import Foundation

/// zxcvbn's six ranked frequency lists, read from AppUI's bundle on first use.
///
/// Each entry maps to its rank in every list (0 where a list does not have it), so a substring of
/// the password costs one hash lookup whatever the number of lists.
struct RankedDictionaries: Sendable {
  /// The lists, in the order matches are reported (zxcvbn's order).
  static let lists = PasswordWordList.allCases

  /// The entries, each to the index of its first rank in ``ranks``.
  private let entries: [String: Int]
  /// `lists.count` ranks per entry.
  private let ranks: [Int32]
  /// The longest entry, in characters: no longer substring needs a lookup.
  let longestEntry: Int

  /// The bundled lists, loaded lazily and once (a `static let` is initialised thread-safely).
  static let bundled = RankedDictionaries(loading: .module)

  /// Builds the lists from their text, one entry a line, most frequent first.
  init(texts: [PasswordWordList: String]) {
    var entries: [String: Int] = [:]
    var ranks: [Int32] = []
    var longest = 0
    for (listIndex, list) in Self.lists.enumerated() {
      var rank: Int32 = 0
      for line in (texts[list] ?? "").split(separator: "\n") {
        rank += 1
        let word = String(line)
        let base: Int
        if let existing = entries[word] {
          base = existing
        } else {
          base = ranks.count
          entries[word] = base
          ranks.append(contentsOf: repeatElement(0, count: Self.lists.count))
          longest = max(longest, word.count)
        }
        // A word listed twice keeps its last rank, as zxcvbn's `build_ranked_dict` does.
        ranks[base + listIndex] = rank
      }
    }
    self.entries = entries
    self.ranks = ranks
    self.longestEntry = longest
  }

  private init(loading bundle: Bundle) {
    var texts: [PasswordWordList: String] = [:]
    for list in Self.lists {
      let url = bundle.url(
        forResource: list.rawValue, withExtension: "txt", subdirectory: "PasswordStrength")
      if let url, let text = try? String(contentsOf: url, encoding: .utf8) {
        texts[list] = text
      } else {
        assertionFailure("AppUI's resource PasswordStrength/\(list.rawValue).txt is missing")
      }
    }
    self.init(texts: texts)
  }

  /// The number of distinct entries over all lists.
  var count: Int { entries.count }

  /// Calls `body` with each list that has `word` and its rank there, in ``lists`` order.
  func forEachRank(of word: String, _ body: (PasswordWordList, Int) -> Void) {
    guard let base = entries[word] else { return }
    for (index, list) in Self.lists.enumerated() where ranks[base + index] != 0 {
      body(list, Int(ranks[base + index]))
    }
  }

  /// The rank of `word` in `list`, if it is there.
  func rank(of word: String, in list: PasswordWordList) -> Int? {
    guard let base = entries[word], let index = Self.lists.firstIndex(of: list) else { return nil }
    let rank = ranks[base + index]
    return rank == 0 ? nil : Int(rank)
  }
}
