import AppLocalization
import Foundation

/// How strong a password looks, as the three-segment ``PasswordStrengthBar`` shows it.
public enum PasswordStrength: Int, Sendable, CaseIterable, Comparable {
  /// No password typed: the bar is hidden.
  case empty
  /// Fewer than a million guesses (zxcvbn score 0 or 1): one segment.
  case weak
  /// Fewer than 100 million guesses (zxcvbn score 2): two segments.
  case fair
  /// 100 million guesses or more (zxcvbn score 3 or 4): all three segments.
  case strong

  /// The number of the bar's three segments that are filled.
  public var filledSegments: Int { rawValue }

  /// Whether the bar is shown at all.
  public var isVisible: Bool { self != .empty }

  /// The localized label shown beside the bar (and read by VoiceOver as its value).
  public var label: UICopy? {
    switch self {
    case .empty: nil
    case .weak: .key(LocalizationKey.Components.passwordWeak)
    case .fair: .key(LocalizationKey.Components.passwordFair)
    case .strong: .key(LocalizationKey.Components.passwordStrong)
    }
  }

  /// The bar's VoiceOver label; its value is ``label``.
  public static let accessibilityLabel = UICopy.key(LocalizationKey.Components.passwordStrength)

  /// Compares by strength.
  public static func < (lhs: PasswordStrength, rhs: PasswordStrength) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// The outcome of ``PasswordStrengthEstimator/estimate(_:)``: the verdict, the guesses it comes
/// from, and the patterns that explain them.
public struct PasswordStrengthEstimate: Hashable, Sendable {
  /// The verdict.
  public var strength: PasswordStrength
  /// The estimated number of guesses an attacker who knows these patterns needs (1 for the empty
  /// password).
  public var guesses: Double
  /// zxcvbn's score, 0 to 4, for ``guesses`` (see ``PasswordStrengthEstimator/score(guesses:)``).
  public var score: Int
  /// The cheapest way found to build the password: non-overlapping matches covering it from the
  /// first character to the last, brute force filling the gaps. Empty for the empty password.
  public var sequence: [PasswordMatch]

  /// `log10(guesses)`: the number of decimal digits an attacker must find.
  public var guessesLog10: Double { log10(guesses) }
}

/// A zxcvbn-style password strength estimate (Wheeler, "zxcvbn: Low-Budget Password Strength
/// Estimation", USENIX Security 2016; a port of its Python release 4.5.0): deterministic, with no
/// network, the same verdict on every platform.
///
/// The password (as grapheme clusters) is matched against every pattern an attacker tries first:
/// - words of six ranked lists (``PasswordWordList``: leaked passwords, English words, first
///   names, surnames, film and TV words), capitalised, in l33t (`p4$$w0rd`) or backwards;
/// - walks over adjacent keys on QWERTY, AZERTY, QWERTZ, Dvorak and numeric keypads
///   (``KeyboardLayout``), with turns and Shift;
/// - repeats (`aaa`, `abcabc`), sequences (`abcd`, `9753`), years 1900-2019 and dates;
/// - brute force (10 guesses per character) for everything else.
///
/// Each match gets a number of guesses, and a dynamic programme picks the sequence of matches
/// that covers the password with the fewest guesses (see ``PasswordStrengthEstimate/sequence``).
/// The guesses map to zxcvbn's score and to the verdict:
///
/// | guesses            | score | verdict                        |
/// |--------------------|-------|--------------------------------|
/// | < 10^3 + 5         | 0     | ``PasswordStrength/weak``      |
/// | < 10^6 + 5         | 1     | ``PasswordStrength/weak``      |
/// | < 10^8 + 5         | 2     | ``PasswordStrength/fair``      |
/// | < 10^10 + 5        | 3     | ``PasswordStrength/strong``    |
/// | otherwise          | 4     | ``PasswordStrength/strong``    |
///
/// The word lists load from AppUI's bundle on the first estimate (a few tens of milliseconds,
/// once, thread-safely); an estimate then takes microseconds, growing linearly with the length.
/// It is a nudge, not a security guarantee: the server still enforces its own policy.
public enum PasswordStrengthEstimator {
  /// Estimates `password`'s strength and explains it.
  public static func estimate(_ password: String) -> PasswordStrengthEstimate {
    let characters = Array(password)
    guard !characters.isEmpty else {
      return PasswordStrengthEstimate(strength: .empty, guesses: 1, score: 0, sequence: [])
    }
    let scorer = PasswordScorer(matcher: PasswordMatcher(dictionaries: .bundled))
    let analysis = scorer.mostGuessableSequence(characters)
    let score = score(guesses: analysis.guesses)
    return PasswordStrengthEstimate(
      strength: strength(score: score), guesses: analysis.guesses, score: score,
      sequence: analysis.sequence)
  }

  /// Loads the word lists and keyboard graphs now, for example from a background task when a
  /// sign-up screen appears, so that the first keystroke does not wait for them. Safe to call
  /// from any thread, any number of times; the first ``estimate(_:)`` does the same.
  public static func preload() {
    _ = RankedDictionaries.bundled.count
    _ = KeyboardGraph.all.count
  }

  /// The strength alone: ``estimate(_:)``'s verdict.
  public static func strength(of password: String) -> PasswordStrength {
    estimate(password).strength
  }

  /// zxcvbn's score for a number of guesses: 0 below 10^3 + 5, 1 below 10^6 + 5, 2 below
  /// 10^8 + 5, 3 below 10^10 + 5, else 4.
  public static func score(guesses: Double) -> Int {
    let delta = 5.0
    if guesses < 1e3 + delta { return 0 }
    if guesses < 1e6 + delta { return 1 }
    if guesses < 1e8 + delta { return 2 }
    if guesses < 1e10 + delta { return 3 }
    return 4
  }

  /// The verdict for a zxcvbn score: 0-1 weak, 2 fair, 3-4 strong.
  public static func strength(score: Int) -> PasswordStrength {
    switch score {
    case ...1: .weak
    case 2: .fair
    default: .strong
    }
  }
}
