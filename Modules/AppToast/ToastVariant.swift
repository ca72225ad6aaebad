public import AppHaptics
public import AppTheme

/// The three kinds of toast; each picks its icon, tint and haptic.
public enum ToastVariant: String, Hashable, Sendable, CaseIterable {
  /// Neutral information ("Copied to the clipboard").
  case info
  /// Something the user did worked ("Saved").
  case success
  /// Something failed ("Could not save. Check your connection.").
  case error

  /// The theme role that tints the toast's icon and edge.
  public var tint: SemanticColor {
    switch self {
    case .info: .toastInfoTint
    case .success: .toastSuccessTint
    case .error: .toastErrorTint
    }
  }

  /// The SF Symbol shown before the message.
  public var symbolName: String {
    switch self {
    case .info: "info.circle.fill"
    case .success: "checkmark.circle.fill"
    case .error: "exclamationmark.triangle.fill"
    }
  }

  /// The haptic that accompanies the toast: success and error confirm through touch, info
  /// stays silent so frequent notices do not buzz.
  public var haptic: HapticFeedback? {
    switch self {
    case .info: nil
    case .success: .notification(.success)
    case .error: .notification(.error)
    }
  }
}

/// One toast on screen: the caller's already localized text and how to present it.
public struct ToastMessage: Identifiable, Hashable, Sendable {
  /// Unique per `show` call, so SwiftUI animates a replacement even with identical text.
  public let id: UInt64
  /// The text, already localized by the caller (`locale.t("todos.cleared")`).
  public let message: String
  /// The variant, which chooses icon, tint and haptic.
  public let variant: ToastVariant
  /// How long the toast stays before it dismisses itself.
  public let duration: Duration

  /// What VoiceOver announces when the toast appears: the message itself, because the icon
  /// is decorative.
  public var announcement: String { message }
}

/// How the toast enters and leaves, decided from the Reduce Motion setting.
public enum ToastTransition: Hashable, Sendable {
  /// Slides in from the top edge while fading.
  case slideFromTop
  /// Only fades: no movement for people who asked for reduced motion.
  case fade

  /// The transition for the current accessibility setting.
  public static func resolve(reduceMotion: Bool) -> ToastTransition {
    reduceMotion ? .fade : .slideFromTop
  }

  /// Seconds the transition animation lasts.
  public var animationDuration: Double {
    switch self {
    case .slideFromTop: 0.35
    case .fade: 0.2
    }
  }
}
