// The live engine: the only file that imports UIKit. It adapts the system generators to the
// engine's closures and decides nothing.
#if canImport(UIKit) && os(iOS)
import UIKit

extension HapticsEngine {
  /// Plays feedback through `UISelectionFeedbackGenerator`, `UIImpactFeedbackGenerator` and
  /// `UINotificationFeedbackGenerator`, one generator of each kind kept alive for the engine.
  @MainActor
  public static var live: HapticsEngine {
    let generators = LiveFeedbackGenerators()
    return HapticsEngine(
      prepare: { generators.prepare($0) },
      play: { generators.play($0) }
    )
  }
}

/// The system generators, created once and reused so `prepare()` has something to warm.
@MainActor
private final class LiveFeedbackGenerators {
  private let selection = UISelectionFeedbackGenerator()
  private let light = UIImpactFeedbackGenerator(style: .light)
  private let medium = UIImpactFeedbackGenerator(style: .medium)
  private let heavy = UIImpactFeedbackGenerator(style: .heavy)
  private let notification = UINotificationFeedbackGenerator()

  func prepare(_ feedback: HapticFeedback) {
    generator(for: feedback).prepare()
  }

  func play(_ feedback: HapticFeedback) {
    switch feedback {
    case .selection:
      selection.selectionChanged()
    case .impact(let style):
      impact(style).impactOccurred()
    case .notification(let kind):
      notification.notificationOccurred(notificationType(kind))
    }
  }

  private func generator(for feedback: HapticFeedback) -> UIFeedbackGenerator {
    switch feedback {
    case .selection: return selection
    case .impact(let style): return impact(style)
    case .notification: return notification
    }
  }

  private func impact(_ style: ImpactStyle) -> UIImpactFeedbackGenerator {
    switch style {
    case .light: light
    case .medium: medium
    case .heavy: heavy
    }
  }

  private func notificationType(
    _ kind: NotificationKind
  ) -> UINotificationFeedbackGenerator.FeedbackType {
    switch kind {
    case .success: .success
    case .warning: .warning
    case .error: .error
    }
  }
}
#endif
