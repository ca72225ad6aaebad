public import AppTheme
import Foundation

/// APCA lightness contrast (Lc), the candidate method for WCAG 3, reported beside the WCAG 2.x
/// ratio as information: it rates dark-on-light and light-on-dark differently, which the 2.x
/// ratio does not.
///
/// Implements APCA-W3 0.0.98G-4g (the constants published with `apca-w3` 0.1.9). Positive Lc is
/// dark text on a light background, negative is light on dark; |Lc| 75 is the usual target
/// for body text, 60 for large text, 45 for headlines and icons.
public enum APCA {
  /// The Lc of `text` drawn on `background`, from about -108 to 106.
  public static func lightnessContrast(text: RGBAColor, background: RGBAColor) -> Double {
    let textY = clampedLuminance(text)
    let backgroundY = clampedLuminance(background)
    guard abs(backgroundY - textY) >= 0.0005 else { return 0 }
    let output: Double
    if backgroundY > textY {
      let sapc = (pow(backgroundY, 0.56) - pow(textY, 0.57)) * 1.14
      output = sapc < 0.1 ? 0 : sapc - 0.027
    } else {
      let sapc = (pow(backgroundY, 0.65) - pow(textY, 0.62)) * 1.14
      output = sapc > -0.1 ? 0 : sapc + 0.027
    }
    return output * 100
  }

  /// APCA's screen luminance: a plain 2.4 power curve, then a soft clamp near black.
  static func clampedLuminance(_ color: RGBAColor) -> Double {
    let y =
      0.212_672_9 * pow(color.red, 2.4) + 0.715_152_2 * pow(color.green, 2.4) + 0.072_175
      * pow(color.blue, 2.4)
    return y > 0.022 ? y : y + pow(0.022 - y, 1.414)
  }
}
