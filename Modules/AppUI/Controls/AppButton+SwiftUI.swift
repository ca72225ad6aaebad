// The SwiftUI drawing of AppButton; every value comes from AppButtonStyleResolver.
#if canImport(SwiftUI)
public import AppHaptics
import AppLocalization
import AppTheme
public import SwiftUI

/// The branded button: `primary`, `secondary`, `destructive` or `text`, with an optional leading
/// icon, a loading state that keeps its width, and a light haptic on tap.
///
/// ```swift
/// AppButton(locale.t("checkout.pay"), icon: "creditcard", isLoading: model.isPaying,
///           fullWidth: true) { Task { await model.pay() } }
/// ```
public struct AppButton: View {
  private let title: String
  private let variant: AppButtonVariant
  private let size: AppButtonSize
  private let icon: String?
  private let isLoading: Bool
  private let isDisabled: Bool
  private let fullWidth: Bool
  private let haptics: Haptics?
  private let action: () -> Void

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - title: The label, already localized (`locale.t("...")`).
  ///   - variant: The kind of action.
  ///   - size: Regular or compact.
  ///   - icon: An SF Symbol drawn before the title.
  ///   - isLoading: Shows a spinner in place of the label, ignores taps, announces "Loading".
  ///   - isDisabled: Dims the button and ignores taps.
  ///   - fullWidth: Stretches the button to the width of its container.
  ///   - haptics: Where the tap haptic plays; `Haptics.shared` when nil.
  ///   - action: What a tap does.
  public init(
    _ title: String, variant: AppButtonVariant = .primary, size: AppButtonSize = .regular,
    icon: String? = nil, isLoading: Bool = false, isDisabled: Bool = false,
    fullWidth: Bool = false, haptics: Haptics? = nil, action: @escaping () -> Void
  ) {
    self.title = title
    self.variant = variant
    self.size = size
    self.icon = icon
    self.isLoading = isLoading
    self.isDisabled = isDisabled
    self.fullWidth = fullWidth
    self.haptics = haptics
    self.action = action
  }

  /// The button.
  public var body: some View {
    let state = AppButtonState(isLoading: isLoading, isDisabled: isDisabled)
    Button {
      AppButtonStyleResolver.handleTap(state: state, haptics: haptics ?? .shared, action: action)
    } label: {
      if let icon {
        Label(title, systemImage: icon)
      } else {
        SwiftUI.Text(verbatim: title)
      }
    }
    .buttonStyle(
      AppButtonDrawing(
        variant: variant, size: size, isLoading: isLoading, isDisabled: isDisabled,
        fullWidth: fullWidth)
    )
    .disabled(isDisabled)
  }
}

/// Applies a resolved ``AppButtonAppearance``; the press state comes from SwiftUI.
private struct AppButtonDrawing: ButtonStyle {
  let variant: AppButtonVariant
  let size: AppButtonSize
  let isLoading: Bool
  let isDisabled: Bool
  let fullWidth: Bool
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(LocaleController.self) private var locale

  func makeBody(configuration: Configuration) -> some View {
    let appearance = AppButtonStyleResolver.appearance(
      variant: variant, size: size,
      state: AppButtonState(
        isPressed: configuration.isPressed, isLoading: isLoading, isDisabled: isDisabled),
      reduceMotion: reduceMotion)
    configuration.label
      .labelStyle(AppButtonLabelStyle(spacing: appearance.iconSpacing))
      .font(.app(appearance.typography))
      .multilineTextAlignment(.center)
      .opacity(appearance.labelOpacity)
      .overlay {
        if appearance.showsSpinner {
          ProgressView().tint(AppColorStyle(appearance.foreground))
        }
      }
      .foregroundStyle(.app(appearance.foreground))
      .padding(.horizontal, appearance.horizontalPadding)
      .padding(.vertical, Spacing.s)
      .frame(maxWidth: fullWidth ? .infinity : nil, minHeight: appearance.minHeight)
      .background {
        if let fill = appearance.fill {
          RoundedRectangle(cornerRadius: appearance.cornerRadius, style: .continuous)
            .fill(.app(fill))
        }
      }
      .frame(minHeight: appearance.minTapHeight)
      .contentShape(Rectangle())
      .opacity(appearance.opacity)
      .scaleEffect(appearance.scale)
      .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
      .allowsHitTesting(appearance.isHitTestingEnabled)
      .accessibilityValue(SwiftUI.Text(verbatim: locale.t(appearance.accessibilityValue) ?? ""))
  }
}

/// Icon and title side by side with the resolved spacing (mirrored in right-to-left).
private struct AppButtonLabelStyle: LabelStyle {
  let spacing: Double

  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: spacing) {
      configuration.icon
      configuration.title
    }
  }
}
#endif
