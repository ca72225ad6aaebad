/// The strength of an impact, as `UIImpactFeedbackGenerator.FeedbackStyle` names it.
public enum ImpactStyle: String, Hashable, Sendable, CaseIterable {
  /// A light tap: a small element snapping into place.
  case light
  /// A medium tap: a card settling, a toggle with weight.
  case medium
  /// A heavy tap: a large element landing.
  case heavy
}

/// The outcome a notification haptic reports, as `UINotificationFeedbackGenerator` names it.
public enum NotificationKind: String, Hashable, Sendable, CaseIterable {
  /// A task finished.
  case success
  /// A task needs attention.
  case warning
  /// A task failed.
  case error
}

/// One haptic the app can play.
public enum HapticFeedback: Hashable, Sendable {
  /// A selection changed (picker, segmented control).
  case selection
  /// A physical impact of the given strength.
  case impact(ImpactStyle)
  /// The outcome of a task.
  case notification(NotificationKind)

  /// Every feedback, in a stable order: for tables of test cases and for preparing everything.
  public static let allCases: [HapticFeedback] =
    [.selection] + ImpactStyle.allCases.map(Self.impact)
    + NotificationKind.allCases.map(Self.notification)

  /// The system generator that plays this feedback.
  ///
  /// Preparing a generator warms it for every feedback it plays: all notification kinds share
  /// one generator, while each impact style has its own.
  public var generator: HapticGenerator {
    switch self {
    case .selection: .selection
    case .impact(let style): .impact(style)
    case .notification: .notification
    }
  }
}

/// A system haptic generator, the unit `prepare` warms.
public enum HapticGenerator: Hashable, Sendable {
  /// `UISelectionFeedbackGenerator`.
  case selection
  /// `UIImpactFeedbackGenerator(style:)`.
  case impact(ImpactStyle)
  /// `UINotificationFeedbackGenerator`.
  case notification
}
