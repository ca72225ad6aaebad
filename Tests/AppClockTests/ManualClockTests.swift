import AppClock
import Testing

@Suite("ManualClock")
struct ManualClockTests {
  @Test("time stands still until advanced")
  func standsStill() {
    let clock = ManualClock()
    #expect(clock.now == ManualClock.Instant(offset: .zero))
    #expect(clock.minimumResolution == .zero)
    #expect(clock.nextDeadline == nil)
    clock.advance(by: .milliseconds(250))
    #expect(clock.now.offset == .milliseconds(250))
  }

  @Test("a test can wait until the code is asleep, then see its deadline")
  func waitForSleepersThenDeadline() async throws {
    let clock = ManualClock()
    #expect(clock.sleeperCount == 0)
    let task = Task { try await clock.sleep(for: .seconds(2)) }
    #expect(await clock.waitForSleepers(1))
    #expect(clock.nextDeadline == ManualClock.Instant(offset: .seconds(2)))
    clock.advance(by: .seconds(2))
    try await task.value
  }

  @Test("a sleeper wakes exactly at its deadline, not a millisecond before")
  func wakesAtDeadline() async throws {
    let clock = ManualClock()
    let task = Task { try await clock.sleep(for: .seconds(2)) }
    #expect(await clock.waitForSleepers(1))
    clock.advance(by: .milliseconds(1_999))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(1))
    #expect(clock.sleeperCount == 0)
    try await task.value
    #expect(clock.now.offset == .seconds(2))
  }

  @Test("advance(to:) moves exactly to the instant and never backwards")
  func advanceToInstant() async throws {
    let clock = ManualClock()
    let task = Task { try await clock.sleep(until: .init(offset: .seconds(4)), tolerance: nil) }
    #expect(await clock.waitForSleepers(1))
    clock.advance(to: .init(offset: .milliseconds(3_999)))
    #expect(clock.sleeperCount == 1)
    clock.advance(to: .init(offset: .seconds(4)))
    try await task.value
    #expect(clock.now.offset == .seconds(4))
    clock.advance(to: .init(offset: .seconds(1)))
    #expect(clock.now.offset == .seconds(4))
  }

  @Test("a deadline already reached does not suspend")
  func pastDeadline() async throws {
    let clock = ManualClock()
    clock.advance(by: .seconds(10))
    try await clock.sleep(until: .init(offset: .seconds(5)), tolerance: nil)
    try await clock.sleep(for: .zero)
    #expect(clock.sleeperCount == 0)
    #expect(clock.now.offset == .seconds(10))
  }

  @Test("advanceToNextDeadline jumps to the earliest timer only")
  func nextDeadline() async throws {
    let clock = ManualClock()
    let first = Task { try await clock.sleep(for: .seconds(3)) }
    let second = Task { try await clock.sleep(for: .seconds(5)) }
    #expect(await clock.waitForSleepers(2))
    clock.advanceToNextDeadline()
    try await first.value
    #expect(clock.now.offset == .seconds(3))
    #expect(clock.sleeperCount == 1)
    clock.advanceToNextDeadline()
    try await second.value
    #expect(clock.now.offset == .seconds(5))
    clock.advanceToNextDeadline()
    #expect(clock.now.offset == .seconds(5))
  }

  @Test("many sleepers: one advance wakes exactly those that are due", arguments: [1, 5, 50])
  func manySleepers(count: Int) async throws {
    let clock = ManualClock()
    // Sleeper i sleeps i + 1 seconds.
    let tasks = (0..<count).map { index in
      Task { try await clock.sleep(for: .seconds(index + 1)) }
    }
    #expect(await clock.waitForSleepers(count))
    let half = count / 2
    clock.advance(by: .seconds(half))
    #expect(clock.sleeperCount == count - half)
    for task in tasks.prefix(half) { try await task.value }
    clock.advance(by: .seconds(count - half))
    #expect(clock.sleeperCount == 0)
    for task in tasks { try await task.value }
  }

  @Test("the next deadline is the earliest, whatever order the sleepers arrive in")
  func earliestDeadline() async throws {
    let clock = ManualClock()
    let late = Task { try await clock.sleep(for: .seconds(2)) }
    #expect(await clock.waitForSleepers(1))
    let early = Task { try await clock.sleep(for: .seconds(1)) }
    #expect(await clock.waitForSleepers(2))
    #expect(clock.nextDeadline == ManualClock.Instant(offset: .seconds(1)))
    clock.advance(by: .seconds(3))
    try await early.value
    try await late.value
    #expect(clock.nextDeadline == nil)
  }

  @Test("cancelling a sleeper throws CancellationError and forgets its timer")
  func cancellation() async {
    let clock = ManualClock()
    let task = Task { try await clock.sleep(for: .seconds(1)) }
    #expect(await clock.waitForSleepers(1))
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
    #expect(clock.nextDeadline == nil)
  }

  @Test("a task cancelled before it sleeps throws at once and leaves no timer")
  func cancelledBeforeSleeping() async {
    let clock = ManualClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
  }

  @Test("cancelling one sleeper leaves the others asleep")
  func cancelOne() async throws {
    let clock = ManualClock()
    let kept = Task { try await clock.sleep(for: .seconds(1)) }
    let dropped = Task { try await clock.sleep(for: .seconds(1)) }
    #expect(await clock.waitForSleepers(2))
    dropped.cancel()
    let result = await dropped.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .seconds(1))
    try await kept.value
  }
}

@Suite("ClockDriver")
struct ClockDriverTests {
  @Test("offsets count from the instant the driver was made")
  func offsetsFromOrigin() async throws {
    let clock = ManualClock()
    clock.advance(by: .seconds(10))
    let driver = ClockDriver(clock)
    #expect(driver.elapsed() == .zero)
    let sleeper = Task { try await driver.sleepUntil(.seconds(3)) }
    #expect(await clock.waitForSleepers(1))
    #expect(clock.nextDeadline == ManualClock.Instant(offset: .seconds(13)))
    clock.advance(by: .milliseconds(2_999))
    #expect(clock.sleeperCount == 1)
    #expect(driver.elapsed() == .milliseconds(2_999))
    clock.advance(by: .milliseconds(1))
    try await sleeper.value
    #expect(driver.elapsed() == .seconds(3))
  }

  @Test("a deadline already passed when the task starts wakes it at once")
  func pastOffset() async throws {
    let clock = ManualClock()
    let driver = ClockDriver(clock)
    clock.advance(by: .seconds(5))
    try await driver.sleepUntil(.seconds(2))
    #expect(clock.sleeperCount == 0)
  }

  @Test("cancelling a driver's sleep throws CancellationError")
  func cancellation() async {
    let clock = ManualClock()
    let driver = ClockDriver(clock)
    let sleeper = Task { try await driver.sleepUntil(.seconds(1)) }
    #expect(await clock.waitForSleepers(1))
    sleeper.cancel()
    let result = await sleeper.result
    #expect(throws: CancellationError.self) { try result.get() }
  }

  @Test("waiting for sleepers ends when their number changes to the one asked for")
  func waitEndsOnChange() async throws {
    let clock = ManualClock()
    #expect(await clock.waitForSleepers(0))
    // The waiter is parked before any sleeper exists: the sleepers' arrival resumes it.
    let waiter = Task { await clock.waitForSleepers(2) }
    let first = Task { try await clock.sleep(for: .seconds(1)) }
    let second = Task { try await clock.sleep(for: .seconds(3)) }
    #expect(await waiter.value)
    // Waking one and cancelling the other each change the count.
    let one = Task { await clock.waitForSleepers(1) }
    clock.advance(by: .seconds(1))
    try await first.value
    #expect(await one.value)
    let none = Task { await clock.waitForSleepers(0) }
    second.cancel()
    #expect(await none.value)
    #expect(clock.sleeperCount == 0)
  }

  @Test("a wait whose sleepers never come ends with false once its real-time guard passes")
  func waitTimesOut() async {
    let clock = ManualClock()
    #expect(await clock.waitForSleepers(1, timeout: .zero) == false)
    #expect(clock.sleeperCount == 0)
  }
}
