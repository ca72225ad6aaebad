import Foundation
import Testing

@testable import AppUI

@Suite("Section header and text field")
struct SectionHeaderAndTextFieldTests {
  @Test(
    "Uppercases with the locale's rules and keeps the original for VoiceOver",
    arguments: [
      ("en", "Appearance", "APPEARANCE"), ("tr", "istihdam bilgisi", "İSTİHDAM BİLGİSİ"),
      ("en", "istihdam", "ISTIHDAM"), ("de", "Straße", "STRASSE"), ("el", "Ήχος", "ΗΧΟΣ"),
      ("ar", "المظهر", "المظهر"), ("ja", "表示", "表示"),
    ])
  func uppercasing(language: String, title: String, display: String) {
    let content = SectionHeaderContent(title: title, locale: Locale(identifier: language))
    #expect(content.displayTitle == display)
    #expect(content.accessibilityLabel == title)
  }

  @Test(
    "Border follows error first, then focus",
    arguments: [
      (nil, false, AppTextFieldContent.Border.normal), (nil, true, .focused),
      ("Required", false, .error), ("Required", true, .error), ("  ", true, .focused),
    ] as [(String?, Bool, AppTextFieldContent.Border)])
  func border(error: String?, focused: Bool, expected: AppTextFieldContent.Border) {
    let content = AppTextFieldContent(label: "Email", errorMessage: error, isFocused: focused)
    #expect(content.border == expected)
    #expect(content.accessibilityHint == (expected == .error ? error : nil))
  }

  @Test("Secure fields mask until revealed and offer a toggle labelled with its action")
  func secure() throws {
    var content = AppTextFieldContent(label: "Password", isSecure: true)
    #expect(content.masksText)
    let hidden = try #require(content.revealToggle)
    #expect(hidden.symbol == "eye" && hidden.label == .key("appui.textfield.show"))
    content.isRevealed = true
    #expect(!content.masksText)
    let shown = try #require(content.revealToggle)
    #expect(shown.symbol == "eye.slash" && shown.label == .key("appui.textfield.hide"))
    let plain = AppTextFieldContent(label: "Name", isRevealed: true)
    #expect(!plain.masksText && plain.revealToggle == nil)
  }

  @Test(
    "Announces an error when it appears or changes, not when it stays or goes",
    arguments: [
      (nil, "Required", "Required"), ("Required", "Required", nil),
      ("Required", "Too short", "Too short"),
      ("Required", nil, nil), (nil, nil, nil), ("", "Required", "Required"),
    ] as [(String?, String?, String?)])
  func announcement(old: String?, new: String?, announced: String?) {
    let content = AppTextFieldContent(label: "Email", errorMessage: new)
    #expect(content.announcement(previousError: old) == announced)
  }
}
