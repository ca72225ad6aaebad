/// A ranked frequency list the estimator matches words against: zxcvbn's lists, bundled as
/// AppUI resources (`Resources/PasswordStrength/<rawValue>.txt`, rank = line number).
public enum PasswordWordList: String, Hashable, Sendable, CaseIterable {
  /// Leaked passwords, most common first.
  case passwords
  /// Words of English Wikipedia.
  case englishWikipedia = "english_wikipedia"
  /// US census first names, women.
  case femaleNames = "female_names"
  /// US census surnames.
  case surnames
  /// Words of US television and film subtitles.
  case usTVAndFilm = "us_tv_and_film"
  /// US census first names, men.
  case maleNames = "male_names"
}

/// A keyboard whose adjacent keys make a spatial pattern (`qwerty`, `zxcvbn`, `7410`).
public enum KeyboardLayout: String, Hashable, Sendable, CaseIterable {
  /// US QWERTY.
  case qwerty
  /// French AZERTY.
  case azerty
  /// German QWERTZ.
  case qwertz
  /// US Dvorak.
  case dvorak
  /// A PC numeric keypad.
  case keypad
  /// A Mac numeric keypad.
  case macKeypad = "mac_keypad"

  /// Whether this is a numeric keypad (keys aligned in columns) rather than a keyboard (rows
  /// slanted to the right).
  public var isKeypad: Bool { self == .keypad || self == .macKeypad }
}

/// One l33t substitution found in a dictionary match: `l33t` typed for `letter` (`4` for `a`).
public struct PasswordSubstitution: Hashable, Sendable {
  /// The character typed.
  public var l33t: Character
  /// The letter it stands for.
  public var letter: Character
}

/// The kind of pattern a part of a password matched, with what the guess count was computed from.
public enum PasswordPattern: Hashable, Sendable {
  /// A word of a ranked list: guesses = rank × capitalisation variants × l33t variants × 2 if
  /// typed backwards.
  case dictionary(
    PasswordWordList, word: String, rank: Int, reversed: Bool, substitutions: [PasswordSubstitution]
  )
  /// A walk over adjacent keys, with the number of direction changes and of shifted keys.
  case spatial(KeyboardLayout, turns: Int, shiftedCount: Int)
  /// A base string typed `count` times (`abcabc`), guessed as the base's guesses × `count`.
  case repeated(base: String, baseGuesses: Double, count: Int)
  /// Characters whose code points step by the same amount, at most 5 (`abcd`, `9753`).
  case sequence(PasswordSequenceKind, ascending: Bool)
  /// A year from 1900 to 2019.
  case recentYear
  /// A day, month and year, with or without a repeated separator (`13.05.1987`, `130587`).
  case date(year: Int, month: Int, day: Int, separator: String)
  /// None of the above: 10 guesses per character.
  case bruteForce

  /// The pattern's kind as a short stable name (`dictionary`, `spatial`, `repeat`, `sequence`,
  /// `year`, `date`, `bruteforce`).
  public var kindName: String {
    switch self {
    case .dictionary: "dictionary"
    case .spatial: "spatial"
    case .repeated: "repeat"
    case .sequence: "sequence"
    case .recentYear: "year"
    case .date: "date"
    case .bruteForce: "bruteforce"
    }
  }
}

/// Which alphabet a ``PasswordPattern/sequence(_:ascending:)`` runs through.
public enum PasswordSequenceKind: String, Hashable, Sendable {
  /// `a`-`z`.
  case lower
  /// `A`-`Z`.
  case upper
  /// `0`-`9`.
  case digits
  /// Any other code points.
  case unicode
}

/// A part of the password and the pattern it matched: one step of the explanation in
/// ``PasswordStrengthEstimate/sequence``.
public struct PasswordMatch: Hashable, Sendable {
  /// What was found.
  public var pattern: PasswordPattern
  /// The characters (grapheme clusters) of the password this match covers.
  public var range: Range<Int>
  /// The matched text, as typed.
  public var token: String
  /// How many guesses an attacker needs for this part alone (at least 10 for one character and
  /// 50 for more when the part is not the whole password, as in zxcvbn).
  public var guesses: Double

  var i: Int { range.lowerBound }
  var j: Int { range.upperBound - 1 }

  init(_ pattern: PasswordPattern, i: Int, j: Int, token: String, guesses: Double = 0) {
    self.pattern = pattern
    self.range = i..<(j + 1)
    self.token = token
    self.guesses = guesses
  }
}
