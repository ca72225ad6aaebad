import AppTheme
import Testing

@testable import ThemeKit

@Suite("APCA lightness contrast")
struct APCATests {
  /// Reference values published with APCA-W3 0.0.98G-4g (the apca-w3 README and test suite).
  @Test(
    "matches the published reference values",
    arguments: [
      (UInt32(0x888888), UInt32(0xFFFFFF), 63.056469930209424),
      (0xFFFFFF, 0x888888, -68.54146436644962),
      (0x000000, 0xAAAAAA, 58.146262578561334),
      (0xAAAAAA, 0x000000, -56.24113336839742),
      (0x000000, 0xFFFFFF, 106.04067321268862),
      (0xFFFFFF, 0x000000, -107.88473318309848),
    ])
  func reference(text: UInt32, background: UInt32, expected: Double) {
    let lc = APCA.lightnessContrast(
      text: RGBAColor(hex: text), background: RGBAColor(hex: background))
    #expect(abs(lc - expected) < 0.001)
  }

  @Test("identical or nearly identical colours have no contrast")
  func none() {
    #expect(APCA.lightnessContrast(text: .white, background: .white) == 0)
    let gray = RGBAColor(hex: 0x777777)
    #expect(APCA.lightnessContrast(text: gray, background: RGBAColor(hex: 0x787878)) == 0)
  }
}
