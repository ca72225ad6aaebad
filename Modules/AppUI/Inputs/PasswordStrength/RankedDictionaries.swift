import Foundation

/// zxcvbn's six ranked frequency lists, read from AppUI's bundle on first use and kept as one
/// trie over ASCII bytes (every entry of the lists is lowercase ASCII).
///
/// Walking the trie from a position of the password finds every entry that starts there in one
/// step per character, and stops as soon as no entry continues: a random string costs a few
/// steps per position whatever the size of the lists.
struct RankedDictionaries: Sendable {
  /// The lists, in the order matches are reported (zxcvbn's order).
  static let lists = PasswordWordList.allCases

  /// Child nodes, keyed by `node << 7 | byte`.
  private let children: [Int: Int32]
  /// For each node, the index of its first rank in ``ranks``, or -1 when no entry ends there.
  private let rankBase: [Int32]
  /// `lists.count` ranks per entry (0: not in that list).
  private let ranks: [Int32]
  /// The number of distinct entries over all lists.
  let count: Int
  /// The longest entry, in characters.
  let longestEntry: Int

  /// The bundled lists, loaded lazily and once (a `static let` is initialised thread-safely).
  static let bundled = RankedDictionaries(loading: .module)

  /// Builds the lists from their text, one entry a line, most frequent first. Entries that are
  /// not ASCII are left out (zxcvbn's lists have none).
  init(texts: [PasswordWordList: String]) {
    var children: [Int: Int32] = [:]
    // About one node per two bytes of text (shared prefixes): reserving avoids rehashing.
    children.reserveCapacity(texts.values.reduce(0) { $0 + $1.utf8.count } / 2)
    var rankBase: [Int32] = [-1]
    var ranks: [Int32] = []
    var longest = 0
    for (listIndex, list) in Self.lists.enumerated() {
      var rank: Int32 = 0
      for line in (texts[list] ?? "").utf8.split(separator: UInt8(ascii: "\n")) {
        rank += 1
        guard line.allSatisfy({ $0 < 128 }) else { continue }
        var node = 0
        for byte in line {
          let key = node << 7 | Int(byte)
          if let child = children[key] {
            node = Int(child)
          } else {
            let child = rankBase.count
            rankBase.append(-1)
            children[key] = Int32(child)
            node = child
          }
        }
        if rankBase[node] < 0 {
          rankBase[node] = Int32(ranks.count)
          ranks.append(contentsOf: repeatElement(0, count: Self.lists.count))
          longest = max(longest, line.count)
        }
        // A word listed twice keeps its last rank, as zxcvbn's `build_ranked_dict` does.
        ranks[Int(rankBase[node]) + listIndex] = rank
      }
    }
    self.children = children
    self.rankBase = rankBase
    self.ranks = ranks
    self.count = ranks.count / Self.lists.count
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

  /// Calls `body` with the end `j` of each entry that starts at `start` in `bytes` (lowercase
  /// ASCII, 0 for any other character), then each list that has it and its rank there, in
  /// ``lists`` order.
  func forEachEntry(
    in bytes: [UInt8], from start: Int, _ body: (_ j: Int, PasswordWordList, _ rank: Int) -> Void
  ) {
    var node = 0
    var j = start
    while j < bytes.count, bytes[j] != 0, let child = children[node << 7 | Int(bytes[j])] {
      node = Int(child)
      let base = Int(rankBase[node])
      if base >= 0 {
        for (index, list) in Self.lists.enumerated() where ranks[base + index] != 0 {
          body(j, list, Int(ranks[base + index]))
        }
      }
      j += 1
    }
  }

  /// The trie's root node.
  static let root = 0

  /// The node reached from `node` by `byte`, if an entry continues that way.
  func child(of node: Int, _ byte: UInt8) -> Int? {
    guard byte != 0, byte < 128, let child = children[node << 7 | Int(byte)] else { return nil }
    return Int(child)
  }

  /// Calls `body` with each list that has the entry ending at `node` and its rank there.
  func forEachRank(at node: Int, _ body: (PasswordWordList, Int) -> Void) {
    let base = Int(rankBase[node])
    guard base >= 0 else { return }
    for (index, list) in Self.lists.enumerated() where ranks[base + index] != 0 {
      body(list, Int(ranks[base + index]))
    }
  }

  /// Calls `body` with each list that has `word` and its rank there, in ``lists`` order.
  func forEachRank(of word: String, _ body: (PasswordWordList, Int) -> Void) {
    let bytes = Array(word.utf8)
    guard bytes.allSatisfy({ $0 < 128 && $0 != 0 }) else { return }
    forEachEntry(in: bytes, from: 0) { j, list, rank in
      if j == bytes.count - 1 { body(list, rank) }
    }
  }

  /// The rank of `word` in `list`, if it is there.
  func rank(of word: String, in list: PasswordWordList) -> Int? {
    var found: Int?
    forEachRank(of: word) { other, rank in if other == list { found = rank } }
    return found
  }
}
