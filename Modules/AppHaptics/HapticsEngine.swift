/// The side effect behind ``Haptics``: a struct of closures, so the app plays real haptics,
/// Linux and macOS play nothing, and tests record what would have played.
public struct HapticsEngine: Sendable {
  /// Warms the generator that will play the feedback, cutting its latency.
  public var prepare: @Sendable @MainActor (HapticFeedback) -> Void
  /// Plays the feedback.
  public var play: @Sendable @MainActor (HapticFeedback) -> Void

  /// Creates an engine from its two operations.
  public init(
    prepare: @escaping @Sendable @MainActor (HapticFeedback) -> Void,
    play: @escaping @Sendable @MainActor (HapticFeedback) -> Void
  ) {
    self.prepare = prepare
    self.play = play
  }

  /// An engine that does nothing: for platforms without haptic hardware, and for previews.
  public static let noop = HapticsEngine(prepare: { _ in }, play: { _ in })

  /// An engine that appends every call to `recorder`, for tests.
  public static func recording(into recorder: RecordingHapticsEngine) -> HapticsEngine {
    HapticsEngine(
      prepare: { recorder.events.append(.prepared($0)) },
      play: { recorder.events.append(.played($0)) }
    )
  }
}

/// One call that reached a ``HapticsEngine``.
public enum HapticsEvent: Hashable, Sendable {
  /// `prepare` was called with this feedback.
  case prepared(HapticFeedback)
  /// `play` was called with this feedback.
  case played(HapticFeedback)
}

/// Records the calls made to its ``engine``, in order, so a test can assert what a component
/// would have played.
@MainActor
public final class RecordingHapticsEngine {
  /// Every call, oldest first.
  public var events: [HapticsEvent] = []

  /// Creates an empty recorder.
  public init() {}

  /// The engine to inject; it appends to ``events``.
  public var engine: HapticsEngine { .recording(into: self) }

  /// The feedback that was played, oldest first.
  public var played: [HapticFeedback] {
    events.compactMap { if case .played(let feedback) = $0 { feedback } else { nil } }
  }

  /// The feedback that was prepared, oldest first.
  public var prepared: [HapticFeedback] {
    events.compactMap { if case .prepared(let feedback) = $0 { feedback } else { nil } }
  }
}
