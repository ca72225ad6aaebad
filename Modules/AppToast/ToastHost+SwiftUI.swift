#if canImport(SwiftUI)
import Accessibility
import AppTheme
public import SwiftUI

/// The overlay that draws `ToastController.current`: mount it once, at the root
/// (`RootView` does), with `.toastHost(env.toast)`.
///
/// It only draws what the controller and `ToastTransition` decided: tapping dismisses, the
/// message is announced to VoiceOver when it appears, and Reduce Motion turns the slide into
/// a fade.
public struct ToastHost: View {
  /// The controller whose toast is drawn.
  public let controller: ToastController
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  /// Creates the overlay for `controller`.
  public init(controller: ToastController) {
    self.controller = controller
  }

  /// The toast, at the top edge, or nothing.
  public var body: some View {
    let transition = ToastTransition.resolve(reduceMotion: reduceMotion)
    VStack {
      if let toast = controller.current {
        ToastCard(toast: toast)
          .onTapGesture { controller.tap() }
          .accessibilityAction { controller.tap() }
          .transition(transition.anyTransition)
          .id(toast.id)
      }
      Spacer(minLength: 0)
    }
    .padding(.horizontal, Spacing.l)
    .padding(.top, Spacing.s)
    .animation(.easeInOut(duration: transition.animationDuration), value: controller.current?.id)
    .onChange(of: controller.current?.id) {
      if let toast = controller.current {
        AccessibilityNotification.Announcement(toast.announcement).post()
      }
    }
  }
}

/// The toast's card: icon tinted by the variant, the caller's text, the grouped surface.
private struct ToastCard: View {
  let toast: ToastMessage

  var body: some View {
    HStack(spacing: Spacing.s) {
      Image(systemName: toast.variant.symbolName)
        .foregroundStyle(AppColorStyle(toast.variant.tint))
        .accessibilityHidden(true)
      Text(verbatim: toast.message)
        .font(.appCallout)
        .foregroundStyle(.appTextPrimary)
        .multilineTextAlignment(.leading)
      Spacer(minLength: 0)
    }
    .padding(Spacing.m)
    .background(.appGroupedSurface, in: RoundedRectangle(cornerRadius: CornerRadius.extraLarge))
    .overlay(
      RoundedRectangle(cornerRadius: CornerRadius.extraLarge)
        .strokeBorder(AppColorStyle(toast.variant.tint), lineWidth: 1)
    )
    .shadow(radius: 8, y: 2)
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(.isButton)
  }
}

extension ToastTransition {
  /// The SwiftUI transition for this choice.
  fileprivate var anyTransition: AnyTransition {
    switch self {
    case .slideFromTop: .move(edge: .top).combined(with: .opacity)
    case .fade: .opacity
    }
  }
}

extension View {
  /// Overlays the app's toast on this view; mount it once, at the root.
  public func toastHost(_ controller: ToastController) -> some View {
    overlay(alignment: .top) { ToastHost(controller: controller) }
  }
}
#endif
