/// Finds every pattern in a password: zxcvbn's `omnimatch`, matcher by matcher. The password is
/// an array of characters (grapheme clusters); ranges are positions in it.
struct PasswordMatcher {
  let dictionaries: RankedDictionaries

  /// zxcvbn's l33t table: each letter and the characters typed for it.
  static let l33tTable: [(letter: Character, subs: [Character])] = [
    ("a", ["4", "@"]), ("b", ["8"]), ("c", ["(", "{", "[", "<"]), ("e", ["3"]), ("g", ["6", "9"]),
    ("i", ["1", "!", "|"]), ("l", ["1", "|", "7"]), ("o", ["0"]), ("s", ["$", "5"]),
    ("t", ["+", "7"]), ("x", ["%"]), ("z", ["2"]),
  ]

  /// Every match, sorted by start then end (stable, so the matchers' order breaks ties).
  func matches(_ password: [Character]) -> [PasswordMatch] {
    let lowered = password.map(Self.lowercased)
    var all = dictionaryMatches(password, lowered: lowered)
    all += reversedDictionaryMatches(password, lowered: lowered)
    all += l33tMatches(password)
    all += spatialMatches(password)
    all += repeatMatches(password)
    all += sequenceMatches(password)
    all += recentYearMatches(password)
    all += dateMatches(password)
    return Self.sorted(all)
  }

  static func sorted(_ matches: [PasswordMatch]) -> [PasswordMatch] {
    matches.enumerated().sorted {
      ($0.element.i, $0.element.j, $0.offset) < ($1.element.i, $1.element.j, $1.offset)
    }.map(\.element)
  }

  /// A character lowercased, kept as it is when lowercasing would make more than one character
  /// (so positions in the lowered password are positions in the password).
  static func lowercased(_ character: Character) -> Character {
    if let ascii = character.asciiValue {
      return ascii >= 65 && ascii <= 90 ? Character(Unicode.Scalar(ascii + 32)) : character
    }
    guard character.isUppercase else { return character }
    let lower = character.lowercased()
    return lower.count == 1 ? Character(lower) : character
  }

  // MARK: Dictionaries

  /// Every substring of `lowered` that is an entry of a list, once per list.
  func dictionaryMatches(_ password: [Character], lowered: [Character]) -> [PasswordMatch] {
    let bytes = lowered.map { $0.asciiValue ?? 0 }
    var matches: [PasswordMatch] = []
    for i in lowered.indices {
      dictionaries.forEachEntry(in: bytes, from: i) { j, list, rank in
        matches.append(
          PasswordMatch(
            .dictionary(
              list, word: String(lowered[i...j]), rank: rank, reversed: false, substitutions: []),
            i: i, j: j, token: String(password[i...j])))
      }
    }
    return matches
  }

  /// Dictionary matches of the password read backwards (`drowssap`).
  func reversedDictionaryMatches(_ password: [Character], lowered: [Character]) -> [PasswordMatch] {
    let n = password.count
    let found = dictionaryMatches(password.reversed(), lowered: lowered.reversed())
    return Self.sorted(
      found.map { match in
        var match = match
        if case .dictionary(let list, let word, let rank, _, _) = match.pattern {
          match.pattern = .dictionary(
            list, word: word, rank: rank, reversed: true, substitutions: [])
        }
        match.token = String(match.token.reversed())
        match.range = (n - 1 - match.j)..<(n - match.i)
        return match
      })
  }

  /// Dictionary matches once l33t characters are read as letters (`p4ssw0rd`): for each
  /// consistent choice of substitutions (zxcvbn's `enumerate_l33t_subs`), the matches that
  /// contain at least one.
  ///
  /// zxcvbn matches the whole password once per choice, and a long password with many l33t
  /// characters has over a hundred choices. Here one walk of the trie from each position follows
  /// all of them at once, splitting only where the choices read the next character differently,
  /// so it finds the same matches (each once, where zxcvbn repeats a match for every choice that
  /// reads its characters the same way) at a fraction of the cost.
  func l33tMatches(_ password: [Character]) -> [PasswordMatch] {
    let substitutions = Self.l33tSubstitutions(relevantTo: password)
    guard let first = substitutions.first, !first.isEmpty else { return [] }
    let lowered = password.map(Self.lowercased)
    // For each l33t character, the choices that read it as each letter (nil: as itself), as
    // bit sets over the choices.
    let width = (substitutions.count + 63) / 64
    var readingsOf: [Character: [(letter: Character?, choices: [UInt64])]] = [:]
    let l33tCharacters = Set(substitutions.flatMap(\.keys))
    for (index, substitution) in substitutions.enumerated() {
      for character in l33tCharacters {
        let letter = substitution[character]
        var readings = readingsOf[character] ?? []
        if let existing = readings.firstIndex(where: { $0.letter == letter }) {
          readings[existing].choices[index / 64] |= 1 << UInt64(index % 64)
        } else {
          var choices = [UInt64](repeating: 0, count: width)
          choices[index / 64] |= 1 << UInt64(index % 64)
          readings.append((letter, choices))
        }
        readingsOf[character] = readings
      }
    }
    var matches: [PasswordMatch] = []

    /// Extends the walk over `i..<j` (at trie `node`, read the same way by `choices`) with j.
    func walk(_ i: Int, _ j: Int, _ node: Int, _ choices: [UInt64], _ substituted: Bool) {
      guard j < password.count else { return }
      let character = lowered[j]
      let readings = readingsOf[character] ?? [(nil, choices)]
      for reading in readings {
        let byte = (reading.letter ?? character).asciiValue ?? 0
        guard let next = dictionaries.child(of: node, byte) else { continue }
        var remaining = choices
        var any: UInt64 = 0
        for index in remaining.indices {
          remaining[index] &= reading.choices[index]
          any |= remaining[index]
        }
        guard any != 0 else { continue }
        let isSubstituted = substituted || reading.letter != nil
        if isSubstituted && j > i {
          let token = password[i...j]
          let representative = remaining.firstIndex { $0 != 0 }.map {
            $0 * 64 + remaining[$0].trailingZeroBitCount
          }
          let sub = substitutions[representative ?? 0]
          let used = sub.filter { token.contains($0.key) }
            .map { PasswordSubstitution(l33t: $0.key, letter: $0.value) }
            .sorted { String($0.l33t) < String($1.l33t) }
          let text = String(lowered[i...j].map { sub[$0] ?? $0 })
          dictionaries.forEachRank(at: next) { list, rank in
            matches.append(
              PasswordMatch(
                .dictionary(list, word: text, rank: rank, reversed: false, substitutions: used),
                i: i, j: j, token: String(token)))
          }
        }
        walk(i, j + 1, next, remaining, isSubstituted)
      }
    }
    var all = [UInt64](repeating: 0, count: width)
    for index in substitutions.indices { all[index / 64] |= 1 << UInt64(index % 64) }
    for i in password.indices {
      walk(i, i, RankedDictionaries.root, all, false)
    }
    return Self.sorted(matches)
  }

  /// zxcvbn's `enumerate_l33t_subs` over the part of the table whose characters occur in the
  /// password: every way to read each l33t character as one letter.
  static func l33tSubstitutions(relevantTo password: [Character]) -> [[Character: Character]] {
    let present = Set(password)
    let table = l33tTable.compactMap { row -> (Character, [Character])? in
      let subs = row.subs.filter(present.contains)
      return subs.isEmpty ? nil : (row.letter, subs)
    }
    var subs: [[(l33t: Character, letter: Character)]] = [[]]
    for (letter, l33tCharacters) in table {
      var next: [[(l33t: Character, letter: Character)]] = []
      for l33t in l33tCharacters {
        for sub in subs {
          if let duplicate = sub.firstIndex(where: { $0.l33t == l33t }) {
            var alternative = sub
            alternative.remove(at: duplicate)
            alternative.append((l33t, letter))
            next.append(sub)
            next.append(alternative)
          } else {
            next.append(sub + [(l33t, letter)])
          }
        }
      }
      var seen: Set<[String]> = []
      subs = next.filter { sub in
        seen.insert(sub.map { String([$0.letter, $0.l33t]) }.sorted()).inserted
      }
    }
    return subs.map { sub in
      Dictionary(sub.map { ($0.l33t, $0.letter) }, uniquingKeysWith: { _, last in last })
    }
  }

  // MARK: Keyboards

  /// Walks of three or more adjacent keys on each layout.
  func spatialMatches(_ password: [Character]) -> [PasswordMatch] {
    var matches: [PasswordMatch] = []
    for layout in KeyboardLayout.allCases {
      matches += Self.spatialMatches(password, layout: layout, graph: layout.graph)
    }
    return Self.sorted(matches)
  }

  static func spatialMatches(_ password: [Character], layout: KeyboardLayout, graph: KeyboardGraph)
    -> [PasswordMatch]
  {
    var matches: [PasswordMatch] = []
    var i = 0
    while i < password.count - 1 {
      var j = i + 1
      var lastDirection: Int?
      var turns = 0
      var shiftedCount = !layout.isKeypad && graph.shifted.contains(password[i]) ? 1 : 0
      while true {
        var found = false
        if j < password.count, let around = graph.neighbours[password[j - 1]] {
          let current = password[j]
          for (direction, key) in around.enumerated() {
            guard let key, let index = key.firstIndex(of: current) else { continue }
            found = true
            if index == 1 { shiftedCount += 1 }
            if lastDirection != direction {
              turns += 1
              lastDirection = direction
            }
            break
          }
        }
        if found {
          j += 1
        } else {
          if j - i > 2 {
            matches.append(
              PasswordMatch(
                .spatial(layout, turns: turns, shiftedCount: shiftedCount), i: i, j: j - 1,
                token: String(password[i..<j])))
          }
          i = j
          break
        }
      }
    }
    return matches
  }

  // MARK: Repeats, sequences, years, dates

  /// Repeated strings (`aaa`, `abcabc`), found as zxcvbn's greedy and lazy `(.+)\1+` regexes
  /// find them; each base string is estimated on its own.
  func repeatMatches(_ password: [Character]) -> [PasswordMatch] {
    var matches: [PasswordMatch] = []
    var last = 0
    while last < password.count {
      guard let found = Self.repeatSearch(password, from: last) else { break }
      let base = Array(password[found.start..<(found.start + found.baseLength)])
      let analysis = PasswordScorer(matcher: self).mostGuessableSequence(base)
      let count = found.length / found.baseLength
      let end = found.start + found.length - 1
      matches.append(
        PasswordMatch(
          .repeated(base: String(base), baseGuesses: analysis.guesses, count: count),
          i: found.start, j: end, token: String(password[found.start...end])))
      last = end + 1
    }
    return matches
  }

  /// The leftmost repeat at or after `start`: the longer of the greedy match (longest base that
  /// repeats, then as many repeats as follow) and the lazy one (shortest base); for the greedy
  /// one the base is the shortest period of the whole repeated text.
  static func repeatSearch(_ password: [Character], from start: Int)
    -> (start: Int, length: Int, baseLength: Int)?
  {
    let n = password.count
    /// How many times the `length` characters at `s` occur in a row (`.` matches no line break).
    func repeats(_ s: Int, _ length: Int) -> Int {
      var count = 1
      while s + (count + 1) * length <= n {
        var offset = 0
        while offset < length, password[s + offset] == password[s + count * length + offset],
          password[s + offset] != "\n"
        {
          offset += 1
        }
        guard offset == length else { break }
        count += 1
      }
      return count
    }
    for s in start..<n where n - s >= 2 {
      let maximum = (n - s) / 2
      guard let shortest = (1...maximum).first(where: { repeats(s, $0) > 1 }),
        let longest = (shortest...maximum).reversed().first(where: { repeats(s, $0) > 1 })
      else { continue }
      let lazy = shortest * repeats(s, shortest)
      let greedy = longest * repeats(s, longest)
      if greedy > lazy {
        let text = Array(password[s..<(s + greedy)])
        let period =
          (1...greedy).first { length in
            greedy % length == 0 && greedy / length > 1
              && (0..<greedy).allSatisfy { text[$0] == text[$0 % length] }
          } ?? greedy
        return (s, greedy, period)
      }
      return (s, lazy, shortest)
    }
    return nil
  }

  /// Runs of three or more characters whose code points step by the same amount (1 to 5, up or
  /// down), and pairs stepping by exactly 1.
  func sequenceMatches(_ password: [Character]) -> [PasswordMatch] {
    guard password.count > 1 else { return [] }
    let codes = password.map { Int($0.unicodeScalars.first?.value ?? 0) }
    var matches: [PasswordMatch] = []
    func add(_ i: Int, _ j: Int, _ delta: Int) {
      guard j - i > 1 || abs(delta) == 1, (1...5).contains(abs(delta)) else { return }
      let token = password[i...j]
      let kind: PasswordSequenceKind
      if token.allSatisfy(Self.isLowerASCII) {
        kind = .lower
      } else if token.allSatisfy(Self.isUpperASCII) {
        kind = .upper
      } else if token.allSatisfy(Self.isDigit) {
        kind = .digits
      } else {
        kind = .unicode
      }
      matches.append(
        PasswordMatch(.sequence(kind, ascending: delta > 0), i: i, j: j, token: String(token)))
    }
    var i = 0
    var lastDelta: Int?
    for k in 1..<codes.count {
      let delta = codes[k] - codes[k - 1]
      if lastDelta == nil { lastDelta = delta }
      if delta == lastDelta { continue }
      add(i, k - 1, lastDelta ?? 0)
      i = k - 1
      lastDelta = delta
    }
    add(i, codes.count - 1, lastDelta ?? 0)
    return matches
  }

  static func isDigit(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return ascii >= 48 && ascii <= 57
  }

  /// The value of an ASCII digit (0 for any other character).
  static func digitValue(_ character: Character) -> Int {
    isDigit(character) ? Int(character.asciiValue ?? 48) - 48 : 0
  }

  static func isLowerASCII(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return ascii >= 97 && ascii <= 122
  }

  static func isUpperASCII(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return ascii >= 65 && ascii <= 90
  }

  /// Years from 1900 to 2019 (zxcvbn's `19\d\d|200\d|201\d`), left to right, not overlapping.
  func recentYearMatches(_ password: [Character]) -> [PasswordMatch] {
    var matches: [PasswordMatch] = []
    var i = 0
    while i + 4 <= password.count {
      let token = password[i..<(i + 4)]
      if token.allSatisfy(Self.isDigit), let year = Int(String(token)), (1900...2019).contains(year)
      {
        matches.append(PasswordMatch(.recentYear, i: i, j: i + 3, token: String(token)))
        i += 4
      } else {
        i += 1
      }
    }
    return matches
  }

  /// How a run of 4 to 8 digits can be cut into three numbers (the second and third start at
  /// these offsets).
  static let dateSplits: [Int: [(Int, Int)]] = [
    4: [(1, 2), (2, 3)], 5: [(1, 3), (2, 3)], 6: [(1, 2), (2, 4), (4, 5)],
    7: [(1, 3), (2, 3), (4, 5), (4, 6)], 8: [(2, 4), (4, 6)],
  ]

  /// Dates of 4 to 8 digits (`1191`, `13051987`) and of 6 to 10 characters with a repeated
  /// separator (`1.1.91`, `1987-05-13`), without those inside a longer date.
  func dateMatches(_ password: [Character]) -> [PasswordMatch] {
    var found: [(i: Int, j: Int, date: DayMonthYear, separator: String)] = []
    let n = password.count
    // Both kinds start with a digit.
    let starts = password.indices.filter { Self.isDigit(password[$0]) }
    for i in starts where i < n - 3 {
      for j in (i + 3)..<(i + 8) where j < n {
        let token = password[i...j]
        guard token.allSatisfy(Self.isDigit), let splits = Self.dateSplits[token.count] else {
          continue
        }
        let digits = token.map(Self.digitValue)
        func number(_ range: Range<Int>) -> Int { digits[range].reduce(0) { $0 * 10 + $1 } }
        let candidates = splits.compactMap { k, l in
          DayMonthYear(number(0..<k), number(k..<l), number(l..<digits.count))
        }
        guard var best = candidates.first else { continue }
        for candidate in candidates.dropFirst()
        where abs(candidate.year - PasswordScorer.referenceYear)
          < abs(best.year - PasswordScorer.referenceYear)
        {
          best = candidate
        }
        found.append((i, j, best, ""))
      }
    }
    for i in starts where i < n - 5 {
      for j in (i + 5)..<(i + 10) where j < n {
        if let (date, separator) = Self.separatedDate(password[i...j]) {
          found.append((i, j, date, separator))
        }
      }
    }
    // Leave out dates inside another one. Each (i, j) is found once and a date spans at most 10
    // characters, so (i, j) is inside another one when a date starts at i and ends after j, or
    // starts at one of the 9 positions before i and ends at j or later.
    var longestEnd = [Int](repeating: -1, count: n)
    for date in found { longestEnd[date.i] = max(longestEnd[date.i], date.j) }
    var matches: [PasswordMatch] = []
    for date in found {
      let inside =
        longestEnd[date.i] > date.j
        || (max(0, date.i - 9)..<date.i).contains { longestEnd[$0] >= date.j }
      guard !inside else { continue }
      matches.append(
        PasswordMatch(
          .date(
            year: date.date.year, month: date.date.month, day: date.date.day,
            separator: date.separator),
          i: date.i, j: date.j, token: String(password[date.i...date.j])))
    }
    return Self.sorted(matches)
  }

  /// zxcvbn's `^(\d{1,4})([\s/\\_.-])(\d{1,2})\2(\d{1,4})$` read as a date.
  static func separatedDate(_ token: ArraySlice<Character>) -> (DayMonthYear, String)? {
    let characters = Array(token)
    func digitRun(from start: Int) -> Int {
      var end = start
      while end < characters.count, isDigit(characters[end]) { end += 1 }
      return end
    }
    func number(_ range: Range<Int>) -> Int {
      characters[range].map(Self.digitValue).reduce(0) { $0 * 10 + $1 }
    }
    let firstEnd = digitRun(from: 0)
    guard (1...4).contains(firstEnd), firstEnd < characters.count else { return nil }
    let separator = characters[firstEnd]
    guard separator.isWhitespace || "/\\_.-".contains(separator) else { return nil }
    let secondEnd = digitRun(from: firstEnd + 1)
    guard (1...2).contains(secondEnd - firstEnd - 1), secondEnd < characters.count,
      characters[secondEnd] == separator
    else { return nil }
    let thirdEnd = digitRun(from: secondEnd + 1)
    guard thirdEnd == characters.count, (1...4).contains(thirdEnd - secondEnd - 1) else {
      return nil
    }
    let date = DayMonthYear(
      number(0..<firstEnd), number((firstEnd + 1)..<secondEnd), number((secondEnd + 1)..<thirdEnd))
    return date.map { ($0, String(separator)) }
  }
}

/// Three numbers read as a date the way zxcvbn's `map_ints_to_dmy` reads them.
struct DayMonthYear: Hashable {
  var day: Int
  var month: Int
  var year: Int

  static let years = 1000...2050

  init?(_ first: Int, _ second: Int, _ third: Int) {
    let ints = [first, second, third]
    guard second <= 31, second > 0 else { return nil }
    if ints.contains(where: {
      ($0 > 99 && $0 < Self.years.lowerBound) || $0 > Self.years.upperBound
    }) {
      return nil
    }
    if ints.count(where: { $0 > 31 }) >= 2 || ints.count(where: { $0 > 12 }) == 3
      || ints.count(where: { $0 <= 0 }) >= 2
    {
      return nil
    }
    let splits = [(third, (first, second)), (first, (second, third))]
    for (year, rest) in splits where Self.years.contains(year) {
      guard let (day, month) = Self.dayMonth(rest) else { return nil }
      self.init(day: day, month: month, year: year)
      return
    }
    for (year, rest) in splits {
      if let (day, month) = Self.dayMonth(rest) {
        self.init(
          day: day, month: month, year: year > 99 ? year : year > 50 ? year + 1900 : year + 2000)
        return
      }
    }
    return nil
  }

  init(day: Int, month: Int, year: Int) {
    self.day = day
    self.month = month
    self.year = year
  }

  static func dayMonth(_ pair: (Int, Int)) -> (day: Int, month: Int)? {
    for (day, month) in [pair, (pair.1, pair.0)]
    where (1...31).contains(day) && (1...12).contains(month) {
      return (day, month)
    }
    return nil
  }
}
