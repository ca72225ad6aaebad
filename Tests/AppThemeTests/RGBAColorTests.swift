import Testing

@testable import AppTheme

@Suite("RGBAColor and the WCAG 2.x maths")
struct RGBAColorTests {
  @Test("hex literals decode to channels")
  func hexDecoding() {
    let color = RGBAColor(hex: 0x4F46E5)
    #expect(abs(color.red - 0x4F / 255) < 1e-12)
    #expect(abs(color.green - 0x46 / 255) < 1e-12)
    #expect(abs(color.blue - 0xE5 / 255) < 1e-12)
    #expect(color.alpha == 1)
    #expect(color.hexString == "#4F46E5")
    #expect(RGBAColor(hex: 0x102030, alpha: 0.5).hexString == "#10203080")
  }

  @Test("channels are clamped to 0...1")
  func clamping() {
    let color = RGBAColor(red: 2, green: -1, blue: .nan, alpha: 3)
    #expect(color == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
  }

  /// Reference luminances from the WCAG definition (and WebAIM's checker).
  @Test(
    "relative luminance matches published values",
    arguments: [
      (UInt32(0xFFFFFF), 1.0), (0x000000, 0.0), (0xFF0000, 0.2126), (0x00FF00, 0.7152),
      (0x0000FF, 0.0722), (0x808080, 0.2158605),
    ])
  func luminance(hex: UInt32, expected: Double) {
    #expect(abs(RGBAColor(hex: hex).relativeLuminance - expected) < 1e-6)
  }

  /// Ratios as WebAIM's contrast checker reports them (rounded to two decimals there).
  @Test(
    "contrast ratios match the WebAIM checker",
    arguments: [
      (UInt32(0x000000), UInt32(0xFFFFFF), 21.0), (0xFFFFFF, 0xFFFFFF, 1.0),
      (0x767676, 0xFFFFFF, 4.54), (0x777777, 0xFFFFFF, 4.48), (0x0000FF, 0xFFFFFF, 8.59),
      (0xFF0000, 0xFFFFFF, 4.0), (0x4F46E5, 0xFFFFFF, 6.29),
    ])
  func contrast(foreground: UInt32, background: UInt32, expected: Double) {
    let ratio = RGBAColor(hex: foreground).contrastRatio(with: RGBAColor(hex: background))
    #expect(abs(ratio - expected) < 0.005)
    #expect(ratio == RGBAColor(hex: background).contrastRatio(with: RGBAColor(hex: foreground)))
  }

  @Test("compositing a translucent colour mixes it with the backdrop")
  func compositing() {
    let half = RGBAColor(hex: 0x000000, alpha: 0.5).composited(over: .white)
    #expect(abs(half.red - 0.5) < 1e-12)
    #expect(half.alpha == 1)
    #expect(RGBAColor(hex: 0x123456).composited(over: .white) == RGBAColor(hex: 0x123456))
    #expect(RGBAColor(hex: 0x123456, alpha: 0).composited(over: .black) == .black)
  }
}
