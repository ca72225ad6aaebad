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
    print(
      "\(list): verdict agrees on \(agreed)/\(cases.count), score on \(sameScore)/\(cases.count)\n"
        + disagreements.joined(separator: "\n"))
  }
}
