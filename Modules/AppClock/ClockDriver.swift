/// A `Clock` with its instant type erased: controllers (`ToastController`, `NetworkObserver`)
/// store it without becoming generic, and take a `ContinuousClock` in apps and a
/// ``ManualClock`` in tests and demos.
///
/// Deadlines are durations since the driver was made, computed synchronously when something is
/// scheduled, so a test clock that advances before the sleeping task starts still wakes it at
/// exactly the right instant.
public struct ClockDriver: Sendable {
  /// Time elapsed on the clock since the driver was made.
  public let elapsed: @Sendable () -> Duration
  /// Sleeps until `elapsed()` reaches the given offset; throws when the task is cancelled.
  public let sleepUntil: @Sendable (Duration) async throws -> Void

  /// Erases `clock`, taking its current instant as the origin of every offset.
  public init<C: Clock<Duration>>(_ clock: C) {
    let origin = clock.now
    elapsed = { origin.duration(to: clock.now) }
    sleepUntil = { offset in
      try await clock.sleep(until: origin.advanced(by: offset), tolerance: nil)
    }
  }
}
