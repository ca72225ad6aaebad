import Testing

@testable import AppUI

@Suite("OTP code")
struct OTPCodeTests {
  @Test(
    "Normalizes digits of every script and drops everything else",
    arguments: [
      ("123456", "123456"), ("123 456", "123456"), ("123-456", "123456"),
      ("Your code: 123456.", "123456"), ("١٢٣٤٥٦", "123456"), ("۱۲۳۴۵۶", "123456"),
      ("１２３４５６", "123456"), ("१२३४५६", "123456"), ("12a3\u{200F}4", "1234"), ("", ""),
      ("①②③", ""),  // circled digits are not decimal digits
      ("½", ""),
    ])
  func normalization(input: String, digits: String) {
    #expect(OTPCode.normalizedDigits(input) == digits)
  }

  @Test("Completion fires once when the sixth digit lands")
  func firesOnce() {
    var code = OTPCode()
    var changes: [OTPCode.Change] = []
    for text in ["1", "12", "123", "1234", "12345", "123456", "1234567", "123456"] {
      changes.append(code.update(text))
    }
    #expect(changes.filter { $0 != .editing } == [.completed("123456")])
    #expect(changes[5] == .completed("123456"))
    #expect(code.text == "123456")
    #expect(code.isComplete)
  }

  @Test("Completion fires again only after an edit and a new completion")
  func firesAgainAfterEdit() {
    var code = OTPCode()
    #expect(code.update("123 456") == .completed("123456"))
    #expect(code.update("123456") == .editing)
    #expect(code.update("12345") == .editing)
    #expect(code.update("123456") == .completed("123456"))
    #expect(code.update("654-321") == .completed("654321"))  // a different full code is an edit
  }

  @Test("Paste truncates to the length; a custom length works")
  func truncation() {
    var code = OTPCode(length: 4)
    #expect(code.update("98765") == .completed("9876"))
    #expect(code.remaining == 0)
  }

  @Test("Cells show the digits and mark the next empty cell active")
  func cells() {
    var code = OTPCode()
    code.update("٤٢")
    let cells = code.cells
    #expect(cells.count == 6)
    #expect(cells.map(\.digit) == ["4", "2", nil, nil, nil, nil])
    #expect(cells.map(\.isActive) == [false, false, true, false, false, false])
    code.update("424242")
    #expect(code.cells.allSatisfy { !$0.isActive })
  }

  @Test("VoiceOver hears how many digits remain, then the code digit by digit")
  func accessibility() {
    var code = OTPCode()
    code.update("12")
    #expect(code.accessibilityValue == .counted("appui.otp.remaining", 4))
    code.update("123456")
    #expect(code.accessibilityValue == .verbatim("1 2 3 4 5 6"))
  }
}
