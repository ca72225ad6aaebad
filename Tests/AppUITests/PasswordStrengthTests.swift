import Testing

@testable import AppUI

@Suite("Password strength")
struct PasswordStrengthTests {
  @Test(
    "Verdicts for a table of passwords",
    arguments: [
      ("", PasswordStrength.empty),
      ("a", .weak),
      ("Ab1!xyz", .weak),  // 7 characters: too short whatever the variety
      ("password", .weak),  // common
      ("PASSWORD", .weak),  // common, case ignored
      ("Password1!", .weak),  // common stem with trailing digits and symbols
      ("monkey2024", .weak),
      ("qwertyuiop", .weak),
      ("abcdefgh", .weak),  // 8 letters, one class, a sequence
      ("aaaaaaaaaaaa", .weak),  // 12 equal letters
      ("sunflower42", .weak),  // 1 length + 1 variety
      ("Sunflowers42", .strong),  // 2 length + 2 variety
      ("Sunflower42", .fair),  // 1 length + 2 variety
      ("Tr0ub4dor&3", .strong),  // 1 length + 3 variety
      ("correcthorsebatterystaple", .strong),  // 4 length
      ("correcthorsebatt", .fair),  // 16 characters: 3 length
      ("Abcdefgh123", .weak),  // 1 + 2 - 1 (abc) - 0 ... = 2
      ("zzzzzzzzzzzzzzzzzzzz", .fair),  // 4 length - 1 repeat
      ("Зеленый-Чай-42", .strong),  // Cyrillic letters count as letters: 2 + 3
    ])
  func verdicts(password: String, expected: PasswordStrength) {
    #expect(PasswordStrengthEstimator.strength(of: password) == expected)
  }

  @Test(
    "Length points step at 8, 12, 16 and 20 characters",
    arguments: [
      (0, 0), (7, 0), (8, 1), (11, 1), (12, 2), (15, 2), (16, 3), (19, 3), (20, 4), (64, 4),
    ]
  )
  func lengthPoints(count: Int, points: Int) {
    #expect(PasswordStrengthEstimator.lengthPoints(count: count) == points)
  }

  @Test("Characters are counted as the user sees them")
  func graphemes() {
    // Three family emoji are three characters, not the nine scalars they are made of.
    let estimate = PasswordStrengthEstimator.estimate(String(repeating: "👨‍👩‍👧", count: 3) + "xY7!k")
    #expect(estimate.lengthPoints == 1)
    #expect(estimate.varietyPoints == 3)
  }

  @Test(
    "Runs of equal and consecutive characters",
    arguments: [
      ("aab", false, false), ("aaa", true, false), ("xaaay", true, false), ("abc", false, true),
      ("cba", false, true), ("789", false, true), ("acegik", false, false), ("ABC", false, true),
      ("13579", false, false),
    ])
  func runs(text: String, repeated: Bool, consecutive: Bool) {
    #expect(PasswordStrengthEstimator.hasRepeatedRun(Array(text)) == repeated)
    #expect(PasswordStrengthEstimator.hasConsecutiveRun(text) == consecutive)
  }

  @Test("Segments, visibility and labels follow the verdict")
  func presentation() {
    #expect(PasswordStrength.allCases.map(\.filledSegments) == [0, 1, 2, 3])
    #expect(PasswordStrength.allCases.map(\.isVisible) == [false, true, true, true])
    #expect(PasswordStrength.empty.label == nil)
    #expect(PasswordStrength.strong.label == .key("appui.password.strength.strong"))
    #expect(PasswordStrength.weak < .fair && PasswordStrength.fair < .strong)
  }

  @Test("The common list is lowercase so the case-insensitive match can find every entry")
  func commonListIsLowercase() {
    for entry in PasswordStrengthEstimator.commonPasswords {
      #expect(entry == entry.lowercased(), "\(entry)")
      #expect(PasswordStrengthEstimator.strength(of: entry) == .weak, "\(entry)")
    }
  }
}
