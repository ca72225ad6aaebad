public import AppHaptics
import AppLocalization
public import AppTheme

/// The four kinds of ``AppButton``.
public enum AppButtonVariant: String, Hashable, Sendable, CaseIterable {
  /// The one main action of a screen: accent fill.
  case primary
  /// A supporting action: secondary fill.
  case secondary
  /// An action that deletes or cannot be undone: destructive fill.
  case destructive
  /// A low-emphasis action: accent text, no fill.
  case text
}

/// The two sizes of ``AppButton``.
public enum AppButtonSize: String, Hashable, Sendable, CaseIterable {
  /// The default: 50 pt tall, headline text.
  case regular
  /// For dense rows and toolbars: 36 pt tall, subheadline text (the tap target stays 44 pt).
  case compact
}

/// The interaction state of an ``AppButton``.
public struct AppButtonState: Hashable, Sendable {
  /// The finger is down on the button.
  public var isPressed: Bool
  /// The action is running: a spinner replaces the label.
  public var isLoading: Bool
  /// The action is unavailable.
  public var isDisabled: Bool

  /// Creates a state; all flags default to `false`.
  public init(isPressed: Bool = false, isLoading: Bool = false, isDisabled: Bool = false) {
    self.isPressed = isPressed
    self.isLoading = isLoading
    self.isDisabled = isDisabled
  }

  /// Whether a tap runs the action: not while loading, not when disabled.
  public var acceptsTaps: Bool { !isLoading && !isDisabled }
}

/// Everything an ``AppButton`` draws, decided from its variant, size and state (the Spark
/// "use case" pattern): the view only applies these values.
public struct AppButtonAppearance: Hashable, Sendable {
  /// The label, icon and spinner colour.
  public var foreground: SemanticColor
  /// The fill, or `nil` for the text variant.
  public var fill: SemanticColor?
  /// The opacity of the whole button: lowered when pressed or disabled.
  public var opacity: Double
  /// The scale of the whole button: slightly smaller while pressed, unless motion is reduced.
  public var scale: Double
  /// The label's opacity: 0 while loading, so the label still sizes the button and its width
  /// does not jump when the spinner replaces it.
  public var labelOpacity: Double
  /// Whether to draw the spinner over the (invisible) label.
  public var showsSpinner: Bool
  /// Whether the button reacts to touches.
  public var isHitTestingEnabled: Bool
  /// The VoiceOver value: "Loading" while busy, so the state is announced; `nil` otherwise.
  public var accessibilityValue: UICopy?
  /// The feedback to play on a tap that runs the action.
  public var tapHaptic: HapticFeedback?
  /// The minimum height of the drawn button, in points (Dynamic Type can make it taller).
  public var minHeight: Double
  /// The minimum height of the tappable area, never below the 44 pt of the HIG.
  public var minTapHeight: Double
  /// The padding at the leading and trailing edges.
  public var horizontalPadding: Double
  /// The gap between the leading icon and the label.
  public var iconSpacing: Double
  /// The corner radius of the fill.
  public var cornerRadius: Double
  /// The label's text style (it scales with Dynamic Type).
  public var typography: TypographyToken
}

/// Resolves an ``AppButton``'s appearance.
public enum AppButtonStyleResolver {
  /// The opacity of a pressed filled button.
  public static let pressedFillOpacity = 0.85
  /// The opacity of a pressed text button, which has no fill to darken.
  public static let pressedTextOpacity = 0.6
  /// The opacity of a disabled button (WCAG exempts inactive controls from contrast minimums).
  public static let disabledOpacity = 0.4

  /// The appearance of a button of `variant` and `size` in `state`.
  public static func appearance(
    variant: AppButtonVariant, size: AppButtonSize = .regular, state: AppButtonState = .init(),
    reduceMotion: Bool = false
  ) -> AppButtonAppearance {
    let (foreground, fill): (SemanticColor, SemanticColor?) =
      switch variant {
      case .primary: (.onAccent, .accent)
      case .secondary: (.onSecondary, .secondary)
      case .destructive: (.onDestructive, .destructive)
      case .text: (.accent, nil)
      }
    let opacity: Double =
      if state.isDisabled {
        disabledOpacity
      } else if state.isPressed && !state.isLoading {
        fill == nil ? pressedTextOpacity : pressedFillOpacity
      } else {
        1
      }
    let pressedScale = state.isPressed && state.acceptsTaps && !reduceMotion
    return AppButtonAppearance(
      foreground: foreground,
      fill: fill,
      opacity: opacity,
      scale: pressedScale ? 0.97 : 1,
      labelOpacity: state.isLoading ? 0 : 1,
      showsSpinner: state.isLoading,
      isHitTestingEnabled: state.acceptsTaps,
      accessibilityValue: state.isLoading ? .key(LocalizationKey.Common.loading) : nil,
      tapHaptic: tapHaptic(for: state),
      minHeight: size == .regular ? 50 : 36,
      minTapHeight: 44,
      horizontalPadding: size == .regular ? Spacing.l : Spacing.m,
      iconSpacing: size == .regular ? Spacing.s : Spacing.xs,
      cornerRadius: CornerRadius.medium,
      typography: size == .regular ? .headline : .subheadline
    )
  }

  /// The feedback a tap plays: a light impact, or none when the tap is ignored.
  public static func tapHaptic(for state: AppButtonState) -> HapticFeedback? {
    state.acceptsTaps ? .impact(.light) : nil
  }

  /// Handles a tap: plays ``tapHaptic(for:)`` and runs `action`, or does nothing when the
  /// button is loading or disabled (a second tap on a busy button must not submit twice).
  ///
  /// - Returns: Whether the action ran.
  @MainActor @discardableResult
  public static func handleTap(
    state: AppButtonState, haptics: Haptics, action: () -> Void
  ) -> Bool {
    guard let feedback = tapHaptic(for: state) else { return false }
    haptics.play(feedback)
    action()
    return true
  }
}
