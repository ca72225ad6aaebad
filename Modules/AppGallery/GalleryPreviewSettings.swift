public import AppTheme

/// How the detail screen presents a demo: appearance, text size and reading direction, so every
/// component can be checked in light and dark, at every Dynamic Type size and right to left.
public struct GalleryPreviewSettings: Hashable, Sendable {
  /// Forced appearance; `nil` follows the system.
  public var appearance: Appearance?
  /// The Dynamic Type size the demo is drawn at.
  public var textSize: DemoTextSize
  /// Whether the demo is laid out right to left (as in Arabic or Hebrew).
  public var isRightToLeft: Bool

  /// Creates settings; the defaults follow the system at the default text size, left to right.
  public init(
    appearance: Appearance? = nil, textSize: DemoTextSize = .large, isRightToLeft: Bool = false
  ) {
    self.appearance = appearance
    self.textSize = textSize
    self.isRightToLeft = isRightToLeft
  }

  /// Whether anything differs from the defaults (the detail screen then offers a reset).
  public var isCustomized: Bool { self != GalleryPreviewSettings() }

  /// A short English description for the preview's caption, e.g. "Dark, Accessibility 3, RTL".
  public var caption: String {
    let appearanceName =
      switch appearance {
      case nil: "System appearance"
      case .light: "Light"
      case .dark: "Dark"
      }
    var parts = [appearanceName, textSize.title]
    if isRightToLeft { parts.append("Right to left") }
    return parts.joined(separator: ", ")
  }

  /// Moves the text size one step larger or smaller, stopping at the ends of the scale.
  public mutating func stepTextSize(by steps: Int) {
    let all = DemoTextSize.allCases
    guard let index = all.firstIndex(of: textSize) else { return }
    textSize = all[min(max(index + steps, 0), all.count - 1)]
  }
}

/// The Dynamic Type sizes, smallest first; mirrors SwiftUI's `DynamicTypeSize` so the choice
/// is tested on Linux.
public enum DemoTextSize: String, CaseIterable, Hashable, Sendable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the system default.
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large, the largest non-accessibility size.
  case xxxLarge
  /// Accessibility size 1.
  case accessibility1
  /// Accessibility size 2.
  case accessibility2
  /// Accessibility size 3.
  case accessibility3
  /// Accessibility size 4.
  case accessibility4
  /// Accessibility size 5, the largest.
  case accessibility5

  /// Whether this is one of the accessibility sizes, where layouts must stack and wrap.
  public var isAccessibilitySize: Bool { rawValue.hasPrefix("accessibility") }

  /// The English name shown in the picker.
  public var title: String {
    switch self {
    case .xSmall: "Extra small"
    case .small: "Small"
    case .medium: "Medium"
    case .large: "Large (default)"
    case .xLarge: "Extra large"
    case .xxLarge: "Extra extra large"
    case .xxxLarge: "Extra extra extra large"
    case .accessibility1: "Accessibility 1"
    case .accessibility2: "Accessibility 2"
    case .accessibility3: "Accessibility 3"
    case .accessibility4: "Accessibility 4"
    case .accessibility5: "Accessibility 5"
    }
  }
}
