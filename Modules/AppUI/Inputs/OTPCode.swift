import AppLocalization

/// The model behind ``OTPInputView``: the digits typed so far and when the code completes.
///
/// The view binds a hidden text field (with `.oneTimeCode` autofill) to ``text`` and draws
/// ``cells``. Whatever arrives - typing, a pasted `123 456` or `123-456`, an SMS autofill, digits
/// from another script - goes through ``update(_:)``, which keeps only digits, converts them to
/// ASCII, and reports completion exactly once per completed code.
public struct OTPCode: Hashable, Sendable {
  /// The number of cells, six by default.
  public let length: Int
  /// The ASCII digits entered so far, never longer than ``length``.
  public private(set) var text: String = ""
  /// The code last reported as complete; cleared as soon as the code is edited below full length.
  private var reportedCode: String?

  /// Creates an empty code of `length` digits.
  public init(length: Int = 6) {
    precondition(length > 0, "An OTP code needs at least one digit")
    self.length = length
  }

  /// What an edit did, so the view knows whether to call `onComplete`.
  public enum Change: Hashable, Sendable {
    /// The code is still being typed, or the edit changed nothing.
    case editing
    /// This edit completed the code: call `onComplete` with it.
    case completed(String)
  }

  /// Replaces the entry with `input` (what the text field now holds) and reports whether this
  /// edit completed the code.
  ///
  /// Completion fires once when the last digit lands; typing more, or the field re-sending the
  /// same text, does not fire again. It fires again only after the code was edited (a digit
  /// deleted, or a different full code pasted) and completed anew.
  @discardableResult
  public mutating func update(_ input: String) -> Change {
    text = String(Self.normalizedDigits(input).prefix(length))
    guard isComplete else {
      reportedCode = nil
      return .editing
    }
    guard reportedCode != text else { return .editing }
    reportedCode = text
    return .completed(text)
  }

  /// Whether every cell holds a digit.
  public var isComplete: Bool { text.count == length }

  /// The number of digits still missing.
  public var remaining: Int { length - text.count }

  /// One cell of the row the view draws.
  public struct Cell: Hashable, Sendable, Identifiable {
    /// The cell's position, from 0.
    public var id: Int
    /// The digit in the cell, or `nil` when it is still empty.
    public var digit: Character?
    /// Whether this is the cell the next digit goes into (drawn with the accent border).
    public var isActive: Bool
  }

  /// The cells, in reading order; the active one is the first empty cell (none when complete).
  public var cells: [Cell] {
    let digits = Array(text)
    return (0..<length).map { index in
      Cell(
        id: index, digit: index < digits.count ? digits[index] : nil,
        isActive: index == digits.count)
    }
  }

  /// The VoiceOver value of the field: how many digits are still missing, or the code itself
  /// once complete so the user can check it.
  public var accessibilityValue: UICopy {
    isComplete
      ? .verbatim(text.map(String.init).joined(separator: " "))
      : .counted(LocalizationKey.Components.otpRemaining, remaining)
  }

  /// The field's VoiceOver label.
  public static let accessibilityLabel = UICopy.key(LocalizationKey.Components.otpLabel)

  /// Keeps the decimal digits of `input`, in order, as ASCII `0`-`9`.
  ///
  /// Digits of any script map to their value (Arabic-Indic `٣`, Persian `۳`, full-width `３`,
  /// Devanagari `३` all become `3`); spaces, dashes and every other character are dropped, so a
  /// pasted `123 456`, `123-456` or `Your code: 123456` all read as `123456`.
  public static func normalizedDigits(_ input: String) -> String {
    var result = ""
    for scalar in input.unicodeScalars {
      guard scalar.properties.numericType == .decimal,
        let value = scalar.properties.numericValue, (0...9).contains(value)
      else { continue }
      result.append(Character(String(Int(value))))
    }
    return result
  }
}
