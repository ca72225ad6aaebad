import Foundation

/// A `Clock` you advance by hand, for tests, previews and demos (the pointfreeco `TestClock`
/// idea, in a few lines).
///
/// Time stands still until ``advance(by:)``, ``advance(to:)`` or ``advanceToNextDeadline()``
/// moves it; sleepers whose deadline has come then wake, earliest first. A test waits until the
/// code under test is asleep (``waitForSleepers(_:timeout:)``), advances exactly to the
/// deadline and asserts, with no real sleeping and no flakiness; the gallery's toast demo runs
/// its `ToastController` on one so a designer can hold a toast on screen and step to the moment
/// it dismisses itself.
///
/// Cancelling a sleeping task wakes it at once with `CancellationError` and forgets its timer.
public final class ManualClock: Clock, @unchecked Sendable {
  /// A point on the clock: the time advanced since it was created.
  public struct Instant: InstantProtocol {
    /// Time since the clock's start.
    public var offset: Duration

    /// Creates an instant `offset` after the clock's start.
    public init(offset: Duration) { self.offset = offset }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }

    /// Earlier instants sort first.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var id: UInt64
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct Waiter {
    var id: UInt64
    var count: Int
    var continuation: CheckedContinuation<Bool, Never>
  }

  // Every stored property is guarded by `lock`, hence `@unchecked Sendable`.
  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var cancelled: Set<UInt64> = []
  private var waiters: [Waiter] = []
  private var timedOut: Set<UInt64> = []
  private var nextID: UInt64 = 0

  /// Creates a clock at offset zero.
  public init() {}

  /// The current instant.
  public var now: Instant { lock.withLock { current } }

  /// Any duration can be slept.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are asleep on the clock.
  public var sleeperCount: Int { lock.withLock { sleepers.count } }

  /// Suspends until exactly `count` tasks sleep on this clock and returns true: the code under
  /// test sleeps on other tasks, so a test waits for it to reach its deadline without sleeping
  /// itself. The wait ends the moment the number of sleepers becomes `count` (it is resumed by
  /// the change, not by polling, so a busy machine cannot make it give up early). `timeout`, in
  /// real time, only guards against a test that would otherwise hang: when it passes first, the
  /// result is false.
  public func waitForSleepers(_ count: Int, timeout: Duration = .seconds(60)) async -> Bool {
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    let guardTask = Task { [weak self] in
      try? await Task.sleep(for: timeout)
      self?.timeOut(waiter: id)
    }
    defer { guardTask.cancel() }
    return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let result: Bool? = lock.withLock {
        if timedOut.remove(id) != nil { return sleepers.count == count }
        if sleepers.count == count { return true }
        waiters.append(Waiter(id: id, count: count, continuation: continuation))
        return nil
      }
      if let result { continuation.resume(returning: result) }
    }
  }

  /// Ends the wait `id` with false, or marks it so that it ends at once when it starts.
  private func timeOut(waiter id: UInt64) {
    let waiter: Waiter? = lock.withLock {
      guard let index = waiters.firstIndex(where: { $0.id == id }) else {
        timedOut.insert(id)
        return nil
      }
      return waiters.remove(at: index)
    }
    waiter?.continuation.resume(returning: false)
  }

  /// Removes and returns the waiters the current number of sleepers satisfies; `lock` is held.
  private func satisfiedWaiters() -> [Waiter] {
    let count = sleepers.count
    let ready = waiters.filter { $0.count == count }
    if !ready.isEmpty { waiters.removeAll { $0.count == count } }
    return ready
  }

  /// The earliest pending deadline, if any task sleeps.
  public var nextDeadline: Instant? { lock.withLock { sleepers.map(\.deadline).min() } }

  /// Suspends until the clock has been advanced to `deadline`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        enum Outcome { case wait([Waiter]), wake, cancel }
        let outcome: Outcome = lock.withLock {
          if cancelled.remove(id) != nil { return .cancel }
          if deadline <= current { return .wake }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .wait(satisfiedWaiters())
        }
        switch outcome {
        case .wait(let ready): for waiter in ready { waiter.continuation.resume(returning: true) }
        case .wake: continuation.resume()
        case .cancel: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let (sleeper, ready): (Sleeper?, [Waiter]) = lock.withLock {
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
          cancelled.insert(id)
          return (nil, [])
        }
        let sleeper = sleepers.remove(at: index)
        return (sleeper, satisfiedWaiters())
      }
      sleeper?.continuation.resume(throwing: CancellationError())
      for waiter in ready { waiter.continuation.resume(returning: true) }
    }
  }

  /// Moves time forward by `duration` and wakes every sleeper whose deadline has come,
  /// earliest first.
  public func advance(by duration: Duration) {
    let (due, ready): ([Sleeper], [Waiter]) = lock.withLock {
      current = current.advanced(by: duration)
      let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
      if due.isEmpty { return ([], []) }
      sleepers.removeAll { $0.deadline <= current }
      return (due, satisfiedWaiters())
    }
    for sleeper in due { sleeper.continuation.resume() }
    for waiter in ready { waiter.continuation.resume(returning: true) }
  }

  /// Moves time forward to `deadline` and wakes every sleeper whose deadline has come, earliest
  /// first; does nothing when `deadline` is not after ``now``.
  public func advance(to deadline: Instant) {
    let duration = now.duration(to: deadline)
    if duration > .zero { advance(by: duration) }
  }

  /// Moves time to the earliest pending deadline and wakes its sleepers; does nothing when no
  /// task sleeps.
  public func advanceToNextDeadline() {
    guard let deadline = nextDeadline else { return }
    advance(to: deadline)
  }
}
