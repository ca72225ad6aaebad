import Foundation
import Testing

@testable import AppUI

/// One row of a table written by `Scripts/generate-password-cases` with zxcvbn 4.5.0.
struct ZxcvbnCase: CustomTestStringConvertible {
  var kind: String
  var password: String
  var score: Int
  var guessesLog10: Double

  var testDescription: String { "\(kind) \(password)" }

  /// zxcvbn's verdict in the bar's terms: score 0-1 weak, 2 fair, 3-4 strong.
  var strength: PasswordStrength { PasswordStrengthEstimator.strength(score: score) }

  static func load(_ name: String) throws -> [ZxcvbnCase] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/PasswordStrength/\(name)")
    let text = try String(contentsOf: url, encoding: .utf8)
    var cases: [ZxcvbnCase] = []
    for (index, line) in text.split(separator: "\n").enumerated().dropFirst() {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      let row = try #require(fields.count == 4 ? fields : nil, "\(name):\(index + 1): 4 fields")
      cases.append(
        ZxcvbnCase(
          kind: String(row[0]), password: String(row[1]), score: try #require(Int(row[2])),
          guessesLog10: try #require(Double(row[3]))))
    }
    return cases
  }
}

@Suite("Password strength: agreement with zxcvbn 4.5.0")
struct PasswordStrengthAgreementTests {
  @Test(
    "On each list: the three-way verdict agrees at least 95% and is never strong where zxcvbn scores 0-1",
    arguments: ["broad.tsv", "independent.tsv"])
  func agreement(list: String) throws {
    let cases = try ZxcvbnCase.load(list)
    #expect(cases.count > (list == "broad.tsv" ? 1_400 : 800))
    var agreed = 0
    var sameScore = 0
    var sameGuesses = 0
    var disagreements: [String] = []
    for testCase in cases {
      let estimate = PasswordStrengthEstimator.estimate(testCase.password)
      if estimate.strength == testCase.strength {
        agreed += 1
      } else {
        disagreements.append(
          "\(testCase.kind) \(testCase.password): \(estimate.strength) (log10 \(estimate.guessesLog10)), zxcvbn \(testCase.strength) (log10 \(testCase.guessesLog10))"
        )
      }
      if estimate.score == testCase.score { sameScore += 1 }
      if abs(estimate.guessesLog10 - testCase.guessesLog10) < 0.001 { sameGuesses += 1 }
      if testCase.score <= 1 {
        #expect(
          estimate.strength != .strong,
          "\(testCase.password) is strong; zxcvbn scores \(testCase.score)")
      }
    }
    let agreement = Double(agreed) / Double(cases.count)
    #expect(
      agreement >= 0.95,
      "\(list): \(agreed)/\(cases.count) agree\n\(disagreements.joined(separator: "\n"))")
    // One line for the record: how close the port is beyond the verdict.
    print(
      "\(list): verdict \(agreed)/\(cases.count), score \(sameScore)/\(cases.count), "
        + "guesses within 0.1% \(sameGuesses)/\(cases.count); differ: \(disagreements)")
  }
}

@Suite("Password strength: the verdict and the bar")
struct PasswordStrengthVerdictTests {
  @Test(
    "The issue's passwords are not strong, and say why",
    arguments: [
      ("!QAZ2wsx", "dictionary"),  // a keyboard walk that is also a leaked password
      ("Maritza@1", "dictionary"),  // a first name and a suffix
      ("Randal@1", "dictionary"),
      ("transcontinental!", "dictionary"),  // one English word
    ])
  func issueCases(password: String, firstPattern: String) {
    let estimate = PasswordStrengthEstimator.estimate(password)
    #expect(estimate.strength == .weak)
    #expect(estimate.sequence.first?.pattern.kindName == firstPattern)
  }

  @Test(
    "Long random digit strings are not weak",
    arguments: ["73950284619357", "8301947562038475", "590273846150293847", "4829105736"])
  func longDigits(password: String) {
    #expect(PasswordStrengthEstimator.strength(of: password) != .weak)
  }

  @Test(
    "Guesses as zxcvbn 4.5.0 counts them",
    arguments: [
      ("!QAZ2wsx", 346_082.0), ("Maritza@1", 267_200), ("Randal@1", 175_200),
      ("transcontinental!", 243_970), ("p4ssw0rd", 9), ("drowssap", 5), ("13.05.1987", 43_801),
      ("aabaab", 2_003), ("abcabcabc", 40), ("9753", 33), ("1987", 31), ("7410", 2_154.333_333),
      ("zxcvbnm", 40),
    ])
  func guesses(password: String, guesses: Double) {
    let estimate = PasswordStrengthEstimator.estimate(password)
    #expect(abs(estimate.guesses - guesses) < 1e-3 * guesses, "\(estimate.guesses)")
  }

  @Test(
    "Scores and verdicts step at 10^3, 10^6, 10^8 and 10^10 guesses (+5)",
    arguments: [
      (1.0, 0, PasswordStrength.weak), (1_004, 0, .weak), (1_005, 1, .weak), (1_000_004, 1, .weak),
      (1_000_005, 2, .fair), (100_000_004, 2, .fair), (100_000_005, 3, .strong),
      (10_000_000_005, 4, .strong),
    ])
  func thresholds(guesses: Double, score: Int, strength: PasswordStrength) {
    #expect(PasswordStrengthEstimator.score(guesses: guesses) == score)
    #expect(PasswordStrengthEstimator.strength(score: score) == strength)
  }

  @Test("The empty password is empty: the bar is hidden")
  func empty() {
    let estimate = PasswordStrengthEstimator.estimate("")
    #expect(estimate.strength == .empty)
    #expect(estimate.sequence.isEmpty)
    #expect(!estimate.strength.isVisible)
  }

  @Test(
    "The explanation covers the password from the first character to the last",
    arguments: ["correcthorsebatterystaple", "Tr0ub4dor&3", "xK9#mQ2$vL7p", "Jessica1987!", "a"])
  func sequenceCovers(password: String) {
    let sequence = PasswordStrengthEstimator.estimate(password).sequence
    #expect(sequence.first?.range.lowerBound == 0)
    #expect(sequence.last?.range.upperBound == password.count)
    for (left, right) in zip(sequence, sequence.dropFirst()) {
      #expect(left.range.upperBound == right.range.lowerBound)
    }
    #expect(sequence.map(\.token).joined() == password)
  }

  @Test("Characters are counted as the user sees them")
  func graphemes() {
    let family = "👨‍👩‍👧"
    let estimate = PasswordStrengthEstimator.estimate(family + family + "xY7!k")
    #expect(estimate.sequence.last?.range.upperBound == 7)
  }

  @Test("Estimates are the same from many tasks at once (the lists load once, thread-safely)")
  func concurrent() async {
    let passwords = ["Maritza@1", "correcthorse", "qwerty123", "8301947562038475"]
    let expected = passwords.map(PasswordStrengthEstimator.estimate)
    await withTaskGroup(of: (Int, PasswordStrengthEstimate).self) { group in
      for round in 0..<16 {
        let index = round % passwords.count
        group.addTask { (index, PasswordStrengthEstimator.estimate(passwords[index])) }
      }
      for await (index, estimate) in group {
        #expect(estimate == expected[index])
      }
    }
  }

  @Test("Segments, visibility and labels follow the verdict")
  func presentation() {
    #expect(PasswordStrength.allCases.map(\.filledSegments) == [0, 1, 2, 3])
    #expect(PasswordStrength.allCases.map(\.isVisible) == [false, true, true, true])
    #expect(PasswordStrength.empty.label == nil)
    #expect(PasswordStrength.strong.label == .key("appui.password.strength.strong"))
    #expect(PasswordStrength.weak < .fair && PasswordStrength.fair < .strong)
    #expect(PasswordStrength.accessibilityLabel == .key("appui.password.strength.label"))
  }
}

@Suite("Password strength: matchers")
struct PasswordMatcherTests {
  let matcher = PasswordMatcher(dictionaries: .bundled)

  func matches(_ password: String, _ kind: String) -> [PasswordMatch] {
    matcher.matches(Array(password)).filter { $0.pattern.kindName == kind }
  }

  @Test("The bundled lists load with zxcvbn's ranks")
  func lists() {
    let lists = RankedDictionaries.bundled
    #expect(lists.count > 90_000)
    #expect(lists.longestEntry == 23)
    #expect(lists.rank(of: "password", in: .passwords) == 2)
    #expect(lists.rank(of: "maritza", in: .femaleNames) == 643)
    #expect(lists.rank(of: "randal", in: .maleNames) == 413)
    #expect(lists.rank(of: "transcontinental", in: .englishWikipedia) == 10_635)
    #expect(lists.rank(of: "password", in: .surnames) == nil)
  }

  @Test("Lists built from text: a word in two lists has a rank in each")
  func listsFromText() {
    let lists = RankedDictionaries(texts: [.passwords: "alpha\nbeta\n", .surnames: "beta\ngamma"])
    var found: [String] = []
    lists.forEachRank(of: "beta") { list, rank in found.append("\(list.rawValue) \(rank)") }
    #expect(found == ["passwords 2", "surnames 1"])
    #expect(lists.longestEntry == 5)
  }

  @Test("Dictionary words are found in any case, with their rank and list")
  func dictionary() throws {
    let found = matches("xPassWordx", "dictionary").filter { $0.token == "PassWord" }
    let match = try #require(found.first { $0.pattern.kindName == "dictionary" })
    #expect(
      match.pattern
        == .dictionary(.passwords, word: "password", rank: 2, reversed: false, substitutions: []))
    #expect(match.range == 1..<9)
  }

  @Test("Reversed words are found and cost twice as much")
  func reversed() throws {
    let match = try #require(
      matches("drowssap", "dictionary").first {
        if case .dictionary(_, "password", _, true, _) = $0.pattern { true } else { false }
      })
    #expect(match.token == "drowssap")
    #expect(PasswordScorer.patternGuesses(of: match) == 4)
  }

  @Test("l33t substitutions are read as letters and counted")
  func l33t() throws {
    let match = try #require(
      matches("p4ssw0rd", "dictionary").first {
        if case .dictionary(.passwords, "password", _, false, let subs) = $0.pattern {
          !subs.isEmpty
        } else {
          false
        }
      })
    guard case .dictionary(_, _, _, _, let substitutions) = match.pattern else { return }
    #expect(substitutions == [.init(l33t: "0", letter: "o"), .init(l33t: "4", letter: "a")])
    #expect(PasswordScorer.l33tVariations(Array("p4ssw0rd"), substitutions) == 4)
  }

  @Test("l33t choices: a character standing for two letters gives two readings")
  func l33tSubstitutions() {
    let subs = PasswordMatcher.l33tSubstitutions(relevantTo: Array("1x"))
    #expect(Set(subs) == [["1": "i"], ["1": "l"]])
    #expect(PasswordMatcher.l33tSubstitutions(relevantTo: Array("abc")) == [[:]])
  }

  @Test(
    "Keyboard walks on each layout",
    arguments: [
      ("qwertyui", KeyboardLayout.qwerty, 1, 0), ("azertyu", .azerty, 1, 0),
      ("qwertzu", .qwertz, 1, 0), ("!QAZ", .qwerty, 1, 4), ("2wsx", .qwerty, 1, 0),
      ("7410", .keypad, 2, 0),
      ("aoeuid", .dvorak, 1, 0), ("=/*-+", .macKeypad, 2, 0),
    ])
  func spatial(password: String, layout: KeyboardLayout, turns: Int, shifted: Int) {
    let found = matches(password, "spatial").filter { $0.range == 0..<password.count }
    #expect(found.contains { $0.pattern == .spatial(layout, turns: turns, shiftedCount: shifted) })
  }

  @Test("The graphs generated from the layout drawings are zxcvbn's")
  func graphsAreZxcvbns() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/PasswordStrength/zxcvbn-adjacency.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    var keys: [String: Int] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      let layout = try #require(KeyboardLayout(rawValue: String(fields[0])))
      let key = try #require(fields[1].first)
      let expected = fields.dropFirst(2).map { $0.isEmpty ? nil : Array($0) }
      #expect(layout.graph.neighbours[key] == expected, "\(layout) \(key)")
      keys[layout.rawValue, default: 0] += 1
    }
    for layout in [KeyboardLayout.qwerty, .dvorak, .keypad, .macKeypad] {
      #expect(layout.graph.neighbours.count == keys[layout.rawValue], "\(layout)")
    }
    #expect(KeyboardLayout.azerty.graph.neighbours.count == 96)
    #expect(KeyboardLayout.qwertz.graph.neighbours.count == 96)
  }

  @Test(
    "Repeats: the shortest base that repeats, or the longest when it covers more",
    arguments: [
      ("aaaa", "a", 4), ("abcabcabc", "abc", 3), ("aabaab", "aab", 2), ("x1x1!", "x1", 2),
    ])
  func repeats(password: String, base: String, count: Int) throws {
    let match = try #require(matches(password, "repeat").first)
    guard case .repeated(let found, let baseGuesses, let repeats) = match.pattern else { return }
    #expect(found == base)
    #expect(repeats == count)
    #expect(
      baseGuesses == PasswordScorer(matcher: matcher).mostGuessableSequence(Array(base)).guesses)
  }

  @Test(
    "Sequences step by the same amount",
    arguments: [
      ("abcdef", PasswordSequenceKind.lower, true), ("9753", .digits, false),
      ("ZYX", .upper, false), ("αβγδ", .unicode, true),
    ])
  func sequences(password: String, kind: PasswordSequenceKind, ascending: Bool) {
    #expect(
      matches(password, "sequence").map(\.pattern) == [.sequence(kind, ascending: ascending)])
  }

  @Test("Years from 1900 to 2019, not overlapping")
  func years() {
    #expect(matches("x19872019", "year").map(\.token) == ["1987", "2019"])
    #expect(matches("2024", "year").isEmpty)
  }

  @Test(
    "Dates with and without separators",
    arguments: [
      ("13.05.1987", 1987, 5, 13, "."), ("130587", 1987, 5, 13, ""),
      ("1987-05-13", 1987, 5, 13, "-"),
      ("1/1/91", 1991, 1, 1, "/"), ("111504", 2004, 11, 15, ""),
    ])
  func dates(password: String, year: Int, month: Int, day: Int, separator: String) {
    let found = matches(password, "date")
    #expect(
      found.map(\.pattern) == [.date(year: year, month: month, day: day, separator: separator)])
    #expect(found.first?.range == 0..<password.count)
  }

  @Test("Not dates: a month over 12 twice, a day over 31, a year out of range")
  func notDates() {
    for password in ["13.13.13", "1.40.1990", "5.5.0500"] {
      #expect(
        matches(password, "date").allSatisfy { $0.range != 0..<password.count }, "\(password)")
    }
  }

  @Test("Random characters are brute force: 10 guesses each")
  func bruteForce() throws {
    let estimate = PasswordStrengthEstimator.estimate("xq#k")
    let only = try #require(estimate.sequence.count == 1 ? estimate.sequence.first : nil)
    #expect(only.pattern == .bruteForce)
    #expect(only.token == "xq#k")
    #expect(estimate.guesses == 10_001)
  }

  @Test(
    "Capitalisation variants",
    arguments: [
      ("word", 1.0), ("Word", 2), ("worD", 2), ("WORD", 2), ("wOrD", 10), ("WoRd", 10),
      ("wORDs", 15),
    ])
  func uppercase(word: String, variations: Double) {
    #expect(PasswordScorer.uppercaseVariations(Array(word)) == variations)
  }
}
