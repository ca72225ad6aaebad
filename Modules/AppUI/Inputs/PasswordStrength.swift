import AppLocalization

/// How strong a password looks, as the three-segment ``PasswordStrengthBar`` shows it.
public enum PasswordStrength: Int, Sendable, CaseIterable, Comparable {
  /// No password typed: the bar is hidden.
  case empty
  /// Short, common, or predictable: one segment.
  case weak
  /// Acceptable but improvable: two segments.
  case fair
  /// Long and varied: all three segments.
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

/// The outcome of ``PasswordStrengthEstimator/estimate(_:)``, with the points that produced it so
/// tests and the gallery can explain a verdict.
public struct PasswordStrengthEstimate: Hashable, Sendable {
  /// The verdict.
  public var strength: PasswordStrength
  /// Points for length: 0 below 8 characters, then 1, 2, 3 and 4 from 8, 12, 16 and 20.
  public var lengthPoints: Int
  /// Points for variety: one per character class beyond the first (lowercase, uppercase,
  /// digits, everything else).
  public var varietyPoints: Int
  /// Points taken off for a run of three or more equal characters and for a run of three or
  /// more consecutive ones (`abc`, `321`): at most one each.
  public var penalty: Int
  /// Whether the password (ignoring case and trailing digits and symbols) is on the common list.
  public var isCommon: Bool

  /// `lengthPoints + varietyPoints - penalty`.
  public var score: Int { lengthPoints + varietyPoints - penalty }
}

/// A small, deterministic password strength estimate: the same string always gets the same
/// verdict, on every platform, with no network and no dictionary beyond a short bundled list.
///
/// The rules, in order:
/// 1. An empty password is ``PasswordStrength/empty``.
/// 2. A common password is ``PasswordStrength/weak``: the lowercased password, or the lowercased
///    password without its trailing digits and symbols (`Password1!`, `monkey2024`), is on
///    ``commonPasswords``.
/// 3. Fewer than 8 characters is ``PasswordStrength/weak``.
/// 4. Otherwise the score is length points + variety points - penalty (see
///    ``PasswordStrengthEstimate``): 2 or less is weak, 3 is fair, 4 or more is strong.
///
/// Characters are counted as the user sees them (grapheme clusters), so an emoji counts once.
/// It is a nudge, not a security guarantee: the server still enforces its own policy.
public enum PasswordStrengthEstimator {
  /// The bundled list of passwords so common that any attacker tries them first.
  public static let commonPasswords: Set<String> = [
    "123456", "123456789", "12345678", "1234567890", "qwerty", "qwertyuiop", "qwerty123",
    "password", "passw0rd", "p@ssw0rd", "p@ssword", "111111", "000000", "123123", "abc123",
    "letmein", "welcome", "monkey", "dragon", "football", "baseball", "iloveyou", "admin",
    "administrator", "login", "master", "sunshine", "princess", "shadow", "superman", "batman",
    "trustno1", "starwars", "whatever", "freedom", "hello", "charlie", "donald", "secret",
    "azerty", "asdfghjk", "asdfghjkl", "zxcvbnm", "1q2w3e4r", "1qaz2wsx", "qazwsx", "changeme",
    "passwort", "motdepasse", "contraseña", "hallo", "parol", "haslo", "zaq12wsx",
  ]

  /// Estimates `password`'s strength with the documented rules.
  public static func estimate(_ password: String) -> PasswordStrengthEstimate {
    let characters = Array(password)
    let isCommon = isCommonPassword(password)
    let lengthPoints = lengthPoints(count: characters.count)
    let varietyPoints = max(0, characterClasses(in: characters).count - 1)
    let penalty =
      (hasRepeatedRun(characters) ? 1 : 0) + (hasConsecutiveRun(password) ? 1 : 0)
    var estimate = PasswordStrengthEstimate(
      strength: .weak, lengthPoints: lengthPoints, varietyPoints: varietyPoints,
      penalty: penalty, isCommon: isCommon)
    if characters.isEmpty {
      estimate.strength = .empty
    } else if isCommon || characters.count < 8 {
      estimate.strength = .weak
    } else {
      switch estimate.score {
      case ...2: estimate.strength = .weak
      case 3: estimate.strength = .fair
      default: estimate.strength = .strong
      }
    }
    return estimate
  }

  /// The strength alone: ``estimate(_:)``'s verdict.
  public static func strength(of password: String) -> PasswordStrength {
    estimate(password).strength
  }

  static func lengthPoints(count: Int) -> Int {
    switch count {
    case ..<8: 0
    case 8..<12: 1
    case 12..<16: 2
    case 16..<20: 3
    default: 4
    }
  }

  enum CharacterClass: Hashable { case lowercase, uppercase, digit, other }

  static func characterClasses(in characters: [Character]) -> Set<CharacterClass> {
    Set(
      characters.map { character in
        if character.isNumber { return .digit }
        if character.isLowercase { return .lowercase }
        if character.isUppercase { return .uppercase }
        return .other
      })
  }

  static func isCommonPassword(_ password: String) -> Bool {
    let lowered = password.lowercased()
    if commonPasswords.contains(lowered) { return true }
    let stem = String(lowered.reversed().drop { !$0.isLetter }.reversed())
    return !stem.isEmpty && commonPasswords.contains(stem)
  }

  /// Three or more equal characters in a row (`aaa`, `111`).
  static func hasRepeatedRun(_ characters: [Character]) -> Bool {
    guard characters.count >= 3 else { return false }
    for index in 2..<characters.count
    where characters[index] == characters[index - 1] && characters[index] == characters[index - 2] {
      return true
    }
    return false
  }

  /// Three or more consecutive code points in a row, up or down (`abc`, `789`, `cba`).
  static func hasConsecutiveRun(_ password: String) -> Bool {
    let values = password.lowercased().unicodeScalars.map { Int($0.value) }
    guard values.count >= 3 else { return false }
    for index in 2..<values.count {
      let step = values[index] - values[index - 1]
      if abs(step) == 1 && values[index - 1] - values[index - 2] == step { return true }
    }
    return false
  }
}
