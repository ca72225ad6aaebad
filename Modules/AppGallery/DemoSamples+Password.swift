public import AppUI
import Foundation

extension DemoSamples {
  /// The password strength demo's explanation of `estimate`: one line per pattern found, in the
  /// order they make up the password, then the total (`10^5.4 guesses: weak, zxcvbn score 1`).
  public static func passwordExplanation(_ estimate: PasswordStrengthEstimate) -> [String] {
    guard estimate.strength != .empty else { return ["Type a password to see why it rates so."] }
    let lines = estimate.sequence.map { match in
      "\"\(match.token)\": \(describe(match.pattern)), \(magnitude(match.guesses)) guesses"
    }
    return lines + [
      "\(magnitude(estimate.guesses)) guesses: \(estimate.strength), zxcvbn score \(estimate.score)"
    ]
  }

  /// `10^5.4`: a number of guesses as a power of ten, to one decimal.
  static func magnitude(_ guesses: Double) -> String {
    let tenths = (guesses.isFinite ? log10(max(guesses, 1)) * 10 : 3_080).rounded()
    return "10^\(Int(tenths) / 10).\(Int(tenths) % 10)"
  }

  static func describe(_ pattern: PasswordPattern) -> String {
    switch pattern {
    case .dictionary(let list, let word, let rank, let reversed, let substitutions):
      var text = "\(name(of: list)) #\(rank)"
      if reversed { text += ", reversed as \"\(word)\"" }
      if !substitutions.isEmpty {
        text += ", l33t " + substitutions.map { "\($0.l33t)→\($0.letter)" }.joined(separator: " ")
      }
      return text
    case .spatial(let layout, let turns, let shiftedCount):
      return "\(name(of: layout)) walk, \(turns) turn\(turns == 1 ? "" : "s")"
        + (shiftedCount > 0 ? ", \(shiftedCount) shifted" : "")
    case .repeated(let base, _, let count):
      return "\"\(base)\" × \(count)"
    case .sequence(let kind, let ascending):
      return "\(ascending ? "ascending" : "descending") \(kind.rawValue) sequence"
    case .recentYear:
      return "recent year"
    case .date(let year, let month, let day, _):
      return "date \(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    case .bruteForce:
      return "brute force"
    }
  }

  static func name(of list: PasswordWordList) -> String {
    switch list {
    case .passwords: "common password"
    case .englishWikipedia: "English word"
    case .femaleNames, .maleNames: "first name"
    case .surnames: "surname"
    case .usTVAndFilm: "film and TV word"
    }
  }

  static func name(of layout: KeyboardLayout) -> String {
    switch layout {
    case .qwerty: "QWERTY"
    case .azerty: "AZERTY"
    case .qwertz: "QWERTZ"
    case .dvorak: "Dvorak"
    case .keypad: "keypad"
    case .macKeypad: "Mac keypad"
    }
  }
}
