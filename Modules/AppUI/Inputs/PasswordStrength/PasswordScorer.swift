import Foundation

/// Guesses for each match and zxcvbn's minimum-guesses search (`most_guessable_match_sequence`).
///
/// Of all sequences of non-overlapping matches covering the password, with brute force filling
/// the gaps, the search keeps the one that minimises `l! × Π guesses + 10000^(l-1)` for a
/// sequence of `l` matches: the attacker must also guess the order of the patterns, and tries
/// shorter sequences first. A dynamic programme over the end position and `l` finds it in one
/// pass.
struct PasswordScorer {
  let matcher: PasswordMatcher

  /// The year the date and year guesses are counted from (zxcvbn 4.5's `REFERENCE_YEAR`): fixed,
  /// so the same password gets the same verdict every year.
  static let referenceYear = 2017
  static let minimumYearSpace = 20
  static let bruteForceCardinality = 10.0
  static let minimumGuessesBeforeGrowingSequence = 10_000.0
  static let minimumSubmatchGuessesSingleCharacter = 10.0
  static let minimumSubmatchGuessesMultipleCharacters = 50.0
  /// The most matches a sequence may have. zxcvbn has no limit, but a sequence of `l` matches
  /// costs more than 10000^(l-1) guesses, so one of more than 10 costs at least 10^40 (score 4
  /// whatever the rest): below that the result is zxcvbn's exactly, and the search stays linear
  /// in the length (long random strings would otherwise keep a candidate for every `l`).
  static let maximumSequenceLength = 10

  struct Analysis {
    var guesses: Double
    var sequence: [PasswordMatch]
  }

  /// Matches `password` and searches for the cheapest sequence.
  func mostGuessableSequence(_ password: [Character]) -> Analysis {
    mostGuessableSequence(password, matches: matcher.matches(password))
  }

  /// One candidate in the programme: the best length-`l` sequence ending at a position.
  private struct Entry {
    var length: Int
    var guesses: Double
    var product: Double
    var match: PasswordMatch
  }

  func mostGuessableSequence(_ password: [Character], matches: [PasswordMatch]) -> Analysis {
    let n = password.count
    guard n > 0 else { return Analysis(guesses: 1, sequence: []) }
    var byEnd = [[PasswordMatch]](repeating: [], count: n)
    for var match in matches {
      match.guesses = Self.guesses(of: match, passwordLength: n)
      byEnd[match.j].append(match)
    }
    for k in byEnd.indices {
      byEnd[k] = byEnd[k].enumerated().sorted {
        ($0.element.i, $0.offset) < ($1.element.i, $1.offset)
      }.map(\.element)
    }

    var optimal = [[Entry]](repeating: [], count: n)

    func update(_ match: PasswordMatch, length: Int) {
      guard length <= Self.maximumSequenceLength else { return }
      let k = match.j
      var product = match.guesses
      if length > 1 {
        guard let previous = optimal[match.i - 1].first(where: { $0.length == length - 1 }) else {
          return
        }
        product *= previous.product
      }
      var guesses = Self.factorial(length) * product
      guesses += Foundation.pow(Self.minimumGuessesBeforeGrowingSequence, Double(length - 1))
      for competing in optimal[k] where competing.length <= length && competing.guesses <= guesses {
        return
      }
      let entry = Entry(length: length, guesses: guesses, product: product, match: match)
      if let existing = optimal[k].firstIndex(where: { $0.length == length }) {
        optimal[k][existing] = entry
      } else {
        optimal[k].append(entry)
      }
    }

    /// A brute-force match; its token is filled in only if it ends up in the sequence.
    func bruteForce(_ i: Int, _ j: Int) -> PasswordMatch {
      var match = PasswordMatch(.bruteForce, i: i, j: j, token: "")
      match.guesses = Self.guesses(of: match, passwordLength: n)
      return match
    }

    // zxcvbn tries a brute-force match from every start i to k after every sequence ending at
    // i - 1 (never after brute force: two in a row are never optimal), which is quadratic. For
    // spans of two or more characters a span's guesses are 10^length, so between two starts
    // with the same sequence length l the ratio of their products never changes as k grows:
    // keeping, for each l, only the start with the smallest product (the earliest on a tie, as
    // zxcvbn's ascending loop keeps it) gives the same optimum in linear time. The one-character
    // span (at least 11 guesses, not 10) is tried on its own.
    var pool: [(length: Int, start: Int, product: Double)] = []
    func span(_ start: Int, _ k: Int) -> Double { Foundation.pow(10, Double(k - start + 1)) }

    for k in 0..<n {
      for match in byEnd[k] {
        if match.i > 0 {
          for length in optimal[match.i - 1].map(\.length) {
            update(match, length: length + 1)
          }
        } else {
          update(match, length: 1)
        }
      }
      update(bruteForce(0, k), length: 1)
      if k >= 2 {
        // Starts at k - 1 now span two characters: they join the pool.
        for previous in optimal[k - 2] where previous.match.pattern != .bruteForce {
          let start = k - 1
          if let index = pool.firstIndex(where: { $0.length == previous.length }) {
            let kept = pool[index]
            if previous.product * span(start, k) < kept.product * span(kept.start, k) {
              pool[index] = (previous.length, start, previous.product)
            }
          } else {
            pool.append((previous.length, start, previous.product))
          }
        }
      }
      for candidate in pool.sorted(by: { $0.start < $1.start }) {
        update(bruteForce(candidate.start, k), length: candidate.length + 1)
      }
      if k >= 1 {
        let match = bruteForce(k, k)
        for previous in optimal[k - 1] where previous.match.pattern != .bruteForce {
          update(match, length: previous.length + 1)
        }
      }
    }

    var best = optimal[n - 1][0]
    for candidate in optimal[n - 1].dropFirst() where candidate.guesses < best.guesses {
      best = candidate
    }
    var sequence: [PasswordMatch] = []
    var k = n - 1
    var length = best.length
    while k >= 0, let entry = optimal[k].first(where: { $0.length == length }) {
      var match = entry.match
      if match.pattern == .bruteForce { match.token = String(password[match.range]) }
      sequence.insert(match, at: 0)
      k = entry.match.i - 1
      length -= 1
    }
    return Analysis(guesses: best.guesses, sequence: sequence)
  }

  static func factorial(_ n: Int) -> Double {
    (1...max(1, n)).reduce(1.0) { $0 * Double($1) }
  }

  /// zxcvbn's `nCk` (in floating point, as its Python port computes it).
  static func choose(_ n: Int, _ k: Int) -> Double {
    if k > n { return 0 }
    if k == 0 { return 1 }
    var result = 1.0
    var n = Double(n)
    for d in 1...k {
      result *= n
      result /= Double(d)
      n -= 1
    }
    return result
  }

  // MARK: Guesses per pattern

  /// A match's guesses, never below 10 (one character) or 50 (more) when it is only part of the
  /// password.
  static func guesses(of match: PasswordMatch, passwordLength: Int) -> Double {
    let length = match.range.count
    var minimum = 1.0
    if length < passwordLength {
      minimum =
        length == 1
        ? minimumSubmatchGuessesSingleCharacter : minimumSubmatchGuessesMultipleCharacters
    }
    return max(patternGuesses(of: match), minimum)
  }

  static func patternGuesses(of match: PasswordMatch) -> Double {
    let length = match.range.count
    switch match.pattern {
    case .bruteForce:
      let minimum =
        length == 1
        ? minimumSubmatchGuessesSingleCharacter + 1 : minimumSubmatchGuessesMultipleCharacters + 1
      return max(Foundation.pow(bruteForceCardinality, Double(length)), minimum)
    case .dictionary(_, _, let rank, let reversed, let substitutions):
      let token = Array(match.token)
      return Double(rank) * uppercaseVariations(token) * l33tVariations(token, substitutions)
        * (reversed ? 2 : 1)
    case .spatial(let layout, let turns, let shiftedCount):
      return spatialGuesses(layout: layout, length: length, turns: turns, shifted: shiftedCount)
    case .repeated(_, let baseGuesses, let count):
      return baseGuesses * Double(count)
    case .sequence(_, let ascending):
      let first = match.token.first ?? "a"
      var base: Double
      if "aAzZ019".contains(first) {
        base = 4
      } else if PasswordMatcher.isDigit(first) {
        base = 10
      } else {
        base = 26
      }
      if !ascending { base *= 2 }
      return base * Double(length)
    case .recentYear:
      let year = Int(match.token) ?? referenceYear
      return Double(max(abs(year - referenceYear), minimumYearSpace))
    case .date(let year, _, _, let separator):
      let space = Double(max(abs(year - referenceYear), minimumYearSpace)) * 365
      return separator.isEmpty ? space : space * 4
    }
  }

  static func spatialGuesses(layout: KeyboardLayout, length: Int, turns: Int, shifted: Int)
    -> Double
  {
    let (starts, degree) = KeyboardGraph.walkSpace(for: layout)
    var guesses = 0.0
    if length >= 2 {
      for i in 2...length {
        let possibleTurns = min(turns, i - 1)
        if possibleTurns >= 1 {
          for j in 1...possibleTurns {
            guesses += choose(i - 1, j - 1) * starts * Foundation.pow(degree, Double(j))
          }
        }
      }
    }
    if shifted > 0 {
      let unshifted = length - shifted
      if unshifted == 0 {
        guesses *= 2
      } else {
        var variations = 0.0
        for i in 1...min(shifted, unshifted) { variations += choose(shifted + unshifted, i) }
        guesses *= variations
      }
    }
    return guesses
  }

  /// Capitalisation variants of a word: 1 when all lowercase, 2 for a capital first or last
  /// letter or all capitals, else the ways to place that many capitals.
  static func uppercaseVariations(_ word: [Character]) -> Double {
    func isUpper(_ c: Character) -> Bool { ("A"..."Z").contains(c) }
    func isLower(_ c: Character) -> Bool { ("a"..."z").contains(c) }
    if !word.contains(where: isUpper) || word.map(PasswordMatcher.lowercased) == word { return 1 }
    let startUpper =
      word.count > 1 && isUpper(word[0]) && !word.dropFirst().contains(where: isUpper)
    let endUpper =
      word.count > 1 && isUpper(word[word.count - 1]) && !word.dropLast().contains(where: isUpper)
    let allUpper = !word.contains(where: isLower)
    if startUpper || endUpper || allUpper { return 2 }
    let upper = word.count { $0.isUppercase }
    let lower = word.count { $0.isLowercase }
    var variations = 0.0
    if min(upper, lower) >= 1 {
      for i in 1...min(upper, lower) { variations += choose(upper + lower, i) }
    }
    return variations
  }

  /// l33t variants: for each substitution, 2 when every such letter is substituted, else the ways
  /// to choose which are.
  static func l33tVariations(_ word: [Character], _ substitutions: [PasswordSubstitution]) -> Double
  {
    guard !substitutions.isEmpty else { return 1 }
    let lowered = word.map(PasswordMatcher.lowercased)
    var variations = 1.0
    for substitution in substitutions {
      let subbed = lowered.count { $0 == substitution.l33t }
      let unsubbed = lowered.count { $0 == substitution.letter }
      if subbed == 0 || unsubbed == 0 {
        variations *= 2
      } else {
        var possibilities = 0.0
        for i in 1...min(subbed, unsubbed) { possibilities += choose(subbed + unsubbed, i) }
        variations *= possibilities
      }
    }
    return variations
  }
}
