/// The spacing scale, in points: padding, gaps between elements, insets.
///
/// A 4-point grid with a 2-point half step. Use the names, never literals, so a restyle is one
/// edit here; `theme lint` checks that the scale only grows.
public enum Spacing {
  /// 2 pt: between an icon and its badge.
  public static let xxs: Double = 2
  /// 4 pt: between tightly related lines.
  public static let xs: Double = 4
  /// 8 pt: between an icon and its label.
  public static let s: Double = 8
  /// 12 pt: between rows of a compact list.
  public static let m: Double = 12
  /// 16 pt: the standard content inset.
  public static let l: Double = 16
  /// 24 pt: between groups.
  public static let xl: Double = 24
  /// 32 pt: between sections of a screen.
  public static let xxl: Double = 32

  /// Every step with its name, smallest first.
  public static let scale: [(name: String, value: Double)] = [
    ("xxs", xxs), ("xs", xs), ("s", s), ("m", m), ("l", l), ("xl", xl), ("xxl", xxl),
  ]
}

/// The corner radii, in points, smallest first.
public enum CornerRadius {
  /// 4 pt: badges and tags.
  public static let small: Double = 4
  /// 8 pt: buttons and text fields.
  public static let medium: Double = 8
  /// 12 pt: cards and grouped surfaces.
  public static let large: Double = 12
  /// 20 pt: sheets and toasts.
  public static let extraLarge: Double = 20

  /// Every radius with its name, smallest first.
  public static let scale: [(name: String, value: Double)] = [
    ("small", small), ("medium", medium), ("large", large), ("extraLarge", extraLarge),
  ]
}
