public import Observation

/// The app's haptics, named by intent: call `Haptics.shared.success()` when a save lands,
/// `selection()` when a picker moves.
///
/// Everything goes through the injected ``HapticsEngine``; ``isEnabled`` is the app's on/off
/// switch (the user's setting) and silences playing and preparing alike. The class is
/// `@Observable` so a settings toggle can bind to ``isEnabled`` directly.
@MainActor
@Observable
public final class Haptics {
  /// The app-wide instance: real haptics on iOS, silence elsewhere.
  public static let shared = Haptics(engine: .platformDefault)

  /// The engine the feedback goes to.
  public let engine: HapticsEngine

  /// Whether haptics play at all; false when the user turned them off.
  public var isEnabled: Bool

  /// Creates haptics over `engine`.
  public init(engine: HapticsEngine, isEnabled: Bool = true) {
    self.engine = engine
    self.isEnabled = isEnabled
  }

  /// Plays `feedback` unless haptics are off.
  public func play(_ feedback: HapticFeedback) {
    guard isEnabled else { return }
    engine.play(feedback)
  }

  /// A selection changed.
  public func selection() { play(.selection) }
  /// A light impact.
  public func light() { play(.impact(.light)) }
  /// A medium impact.
  public func medium() { play(.impact(.medium)) }
  /// A heavy impact.
  public func heavy() { play(.impact(.heavy)) }
  /// A task succeeded.
  public func success() { play(.notification(.success)) }
  /// A task needs attention.
  public func warning() { play(.notification(.warning)) }
  /// A task failed.
  public func error() { play(.notification(.error)) }

  /// Warms the generators that will play the given feedback, just before a moment known to
  /// fire one (a drag about to drop, a request about to finish).
  ///
  /// Each generator is prepared once even when several feedbacks share it (all notification
  /// kinds do). Does nothing when haptics are off.
  public func prepare(_ feedback: HapticFeedback, _ more: HapticFeedback...) {
    prepare([feedback] + more)
  }

  /// Warms the generators for every feedback in `feedbacks`, once each.
  public func prepare(_ feedbacks: [HapticFeedback]) {
    guard isEnabled else { return }
    var warmed: Set<HapticGenerator> = []
    for feedback in feedbacks where warmed.insert(feedback.generator).inserted {
      engine.prepare(feedback)
    }
  }
}
