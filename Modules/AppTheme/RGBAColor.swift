import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha, each channel in `0...1`.
///
/// This is the value every token resolves to: the SwiftUI bridge draws it, the `theme` tool
/// exports it, and the contrast maths reads it. Keeping it a plain struct means the decisions
/// about colour are tested on Linux.
public struct RGBAColor: Hashable, Sendable {
  /// The red channel, gamma-encoded sRGB in `0...1`.
  public var red: Double
  /// The green channel, gamma-encoded sRGB in `0...1`.
  public var green: Double
  /// The blue channel, gamma-encoded sRGB in `0...1`.
  public var blue: Double
  /// The opacity in `0...1`; `1` is opaque.
  public var alpha: Double

  /// Creates a colour from channel values, clamping each one to `0...1`.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
  }

  /// Creates a colour from a `0xRRGGBB` literal, as design tools show it.
  ///
  /// Bits above the lowest 24 are ignored.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255,
      green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255,
      alpha: alpha
    )
  }

  /// The colour as `#RRGGBB` (opaque) or `#RRGGBBAA`, uppercase, channels rounded to 8 bits.
  public var hexString: String {
    var channels = [red, green, blue]
    if alpha < 1 { channels.append(alpha) }
    return "#" + channels.map { Self.hexByte(Int(($0 * 255).rounded())) }.joined()
  }

  /// The WCAG 2.x relative luminance: `0` for black, `1` for white.
  ///
  /// Uses the sRGB transfer function with the `0.04045` threshold (the IEC value; WCAG's
  /// `0.03928` gives the same result for 8-bit colours). Alpha is ignored: composite a
  /// translucent colour over its backdrop with ``composited(over:)`` first.
  public var relativeLuminance: Double {
    0.2126 * Self.linearize(red) + 0.7152 * Self.linearize(green) + 0.0722
      * Self.linearize(blue)
  }

  /// The WCAG 2.x contrast ratio between this colour and `other`, from `1` to `21`.
  ///
  /// Symmetric: the lighter colour's luminance goes on top of the fraction.
  public func contrastRatio(with other: RGBAColor) -> Double {
    let first = relativeLuminance
    let second = other.relativeLuminance
    return (max(first, second) + 0.05) / (min(first, second) + 0.05)
  }

  /// This colour painted over `backdrop` (source-over in gamma space, as browsers and Core
  /// Graphics do for sRGB), which is what the eye sees when the colour is translucent.
  public func composited(over backdrop: RGBAColor) -> RGBAColor {
    let outAlpha = alpha + backdrop.alpha * (1 - alpha)
    guard outAlpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
    func mix(_ top: Double, _ bottom: Double) -> Double {
      (top * alpha + bottom * backdrop.alpha * (1 - alpha)) / outAlpha
    }
    return RGBAColor(
      red: mix(red, backdrop.red), green: mix(green, backdrop.green),
      blue: mix(blue, backdrop.blue), alpha: outAlpha)
  }

  /// Pure white.
  public static let white = RGBAColor(hex: 0xFFFFFF)
  /// Pure black.
  public static let black = RGBAColor(hex: 0x000000)

  private static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  private static func linearize(_ channel: Double) -> Double {
    channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
  }

  private static func hexByte(_ value: Int) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[value / 16], digits[value % 16]])
  }
}
