/// The WCAG 2.x AA minimum a pairing must meet.
public enum ContrastRequirement: String, Sendable, CaseIterable, Codable {
  /// Body text: 4.5:1 (success criterion 1.4.3).
  case body
  /// Large text (18 pt, or 14 pt bold): 3:1 (1.4.3).
  case large
  /// Icons, control borders and other parts needed to understand the UI: 3:1 (1.4.11).
  case ui

  /// The minimum contrast ratio.
  public var minimumRatio: Double {
    switch self {
    case .body: 4.5
    case .large, .ui: 3
    }
  }
}

/// A foreground role drawn on a background role, and the contrast it needs.
public struct ColorPair: Hashable, Sendable {
  /// The text or icon colour.
  public var foreground: SemanticColor
  /// The surface it is drawn on.
  public var background: SemanticColor
  /// The WCAG minimum the pair must meet.
  public var requirement: ContrastRequirement
  /// Where components use the pair, for diagnostics.
  public var usage: String

  /// Creates a pair.
  public init(
    _ foreground: SemanticColor, on background: SemanticColor,
    requirement: ContrastRequirement, usage: String
  ) {
    self.foreground = foreground
    self.background = background
    self.requirement = requirement
    self.usage = usage
  }

  /// The pair's contrast ratio in `theme` and `appearance`.
  public func contrastRatio(in theme: Theme, _ appearance: Appearance) -> Double {
    let background = theme.color(background, appearance)
    let foreground = theme.color(foreground, appearance).composited(over: background)
    return foreground.contrastRatio(with: background)
  }

  /// Whether the pair meets its requirement in `theme` and `appearance`.
  public func passes(in theme: Theme, _ appearance: Appearance) -> Bool {
    contrastRatio(in: theme, appearance) >= requirement.minimumRatio
  }
}

/// Every text-on-surface and icon-on-surface pairing the components use.
///
/// This is the contract between the tokens and the components: a component that draws a new
/// combination adds it here, and the tests and `theme lint` then hold it to AA in both
/// appearances. Status colours are used as text (validation messages, destructive text
/// buttons), so they need 4.5:1, not just the 3:1 of icons.
public enum ContrastPairs {
  /// The surfaces content is drawn on.
  static let surfaces: [SemanticColor] = [.background, .groupedBackground, .groupedSurface]

  /// Every pair, grouped by foreground.
  public static let all: [ColorPair] =
    [
      ColorPair(.onAccent, on: .accent, requirement: .body, usage: "primary button label"),
      ColorPair(.onSecondary, on: .secondary, requirement: .body, usage: "secondary button label"),
      ColorPair(
        .onDestructive, on: .destructive, requirement: .body, usage: "destructive button label"),
      ColorPair(.onBanner, on: .bannerBackground, requirement: .body, usage: "banner text"),
    ]
    + onSurfaces(.textPrimary, .body, "text")
    + onSurfaces(.textSecondary, .body, "secondary text")
    + onSurfaces(.textTertiary, .body, "captions and placeholders")
    + onSurfaces(.accent, .body, "links and plain buttons")
    + onSurfaces(.destructive, .body, "destructive text buttons")
    + onSurfaces(.success, .body, "success messages")
    + onSurfaces(.warning, .body, "warning messages")
    + onSurfaces(.error, .body, "validation errors")
    + onSurfaces(.info, .body, "informational messages")
    + [
      ColorPair(.toastInfoTint, on: .groupedSurface, requirement: .ui, usage: "info toast icon"),
      ColorPair(
        .toastSuccessTint, on: .groupedSurface, requirement: .ui, usage: "success toast icon"),
      ColorPair(.toastErrorTint, on: .groupedSurface, requirement: .ui, usage: "error toast icon"),
    ]

  private static func onSurfaces(
    _ foreground: SemanticColor, _ requirement: ContrastRequirement, _ usage: String
  ) -> [ColorPair] {
    surfaces.map { ColorPair(foreground, on: $0, requirement: requirement, usage: usage) }
  }
}
