import AppClock
import Foundation
import Testing

@testable import AppNetwork

@MainActor
@Suite("NetworkObserver debounce, driven by a manual clock")
struct NetworkObserverTests {
  let clock = ManualClock()

  func makeObserver(debounce: Duration = .milliseconds(500)) -> NetworkObserver {
    NetworkObserver(client: .noop, initialPath: .wifi, debounce: debounce, clock: clock)
  }

  @Test("the first reported path is applied at once, without waiting for the debounce")
  func firstPathIsImmediate() {
    let observer = makeObserver()
    observer.receive(.offline)
    #expect(!observer.isOnline)
    #expect(observer.interface == NetworkInterfaceKind.none)
    #expect(clock.sleeperCount == 0)
  }

  @Test("a change is applied exactly when it has held for the debounce interval")
  func changeAppliesAtDeadline() async throws {
    let observer = makeObserver()
    observer.receive(.wifi)
    observer.receive(.offline)
    clock.advance(by: .milliseconds(499))
    #expect(observer.isOnline)
    clock.advance(by: .milliseconds(1))
    let pending = try #require(observer.pendingTask)
    await pending.value
    #expect(!observer.isOnline)
    #expect(clock.sleeperCount == 0)
  }

  @Test("a change that reverts before its deadline never reaches the UI")
  func revertedChangeIsDropped() async {
    let observer = makeObserver()
    observer.receive(.wifi)
    observer.receive(.offline)
    clock.advance(by: .milliseconds(200))
    observer.receive(.wifi)
    #expect(observer.pendingTask == nil)
    clock.advance(by: .seconds(5))
    #expect(observer.isOnline)
    #expect(clock.sleeperCount == 0)
  }

  @Test("each new path restarts the debounce: a flapping link settles on its last state")
  func flappingRestartsDebounce() async throws {
    let observer = makeObserver()
    observer.receive(.wifi)
    for step in 0..<10 {
      observer.receive(step.isMultiple(of: 2) ? .offline : .cellular)
      clock.advance(by: .milliseconds(100))
    }
    // The last path (.cellular) arrived at 900 ms: due at 1400 ms, now is 1000 ms.
    #expect(observer.path == .wifi)
    clock.advance(by: .milliseconds(399))
    #expect(observer.path == .wifi)
    clock.advance(by: .milliseconds(1))
    let pending = try #require(observer.pendingTask)
    await pending.value
    #expect(observer.path == .cellular)
    #expect(observer.interface == .cellular)
    #expect(observer.isExpensive)
    #expect(clock.sleeperCount == 0)
  }

  @Test("stop drops the pending change and its timer")
  func stopCancelsPending() async {
    let observer = makeObserver()
    observer.receive(.wifi)
    observer.receive(.offline)
    let pending = observer.pendingTask
    observer.stop()
    await pending?.value
    clock.advance(by: .seconds(1))
    #expect(observer.isOnline)
    #expect(clock.sleeperCount == 0)
  }

  @Test("run() feeds the monitor's paths through the debounce until the stream ends")
  func runConsumesClient() async {
    let observer = NetworkObserver(
      client: .sequence([.offline, .wired]), initialPath: .wifi, debounce: .zero, clock: clock)
    await observer.run()
    await observer.pendingTask?.value
    #expect(observer.path == .wired)
  }

  @Test("a started observer nobody keeps is released, and its monitor stops")
  func startedObserverIsReleased() async {
    let (stream, continuation) = AsyncStream.makeStream(of: NetworkPath.self)
    let stopped = StopFlag()
    continuation.onTermination = { _ in stopped.set() }
    weak var weakObserver: NetworkObserver?
    do {
      let observer = NetworkObserver(
        client: PathMonitorClient { stream }, initialPath: .wifi, clock: clock)
      observer.start()
      weakObserver = observer
    }
    #expect(weakObserver == nil)
    // The monitor's task ends on its own: the stream is terminated without the test closing it.
    for _ in 0..<100_000 where !stopped.isSet { await Task.yield() }
    #expect(stopped.isSet)
  }

  @Test("fixtures report what their names say")
  func fixtures() async {
    #expect(NetworkObserver.online.isOnline)
    #expect(!NetworkObserver.offline.isOnline)
    var offline = PathMonitorClient.offline.paths().makeAsyncIterator()
    #expect(await offline.next() == .offline)
    #expect(await offline.next() == nil)
  }

  @Test("the flapping fixture alternates on its clock and stops after its changes")
  func flappingFixture() async {
    var paths = PathMonitorClient.flapping(every: .seconds(1), changes: 3, clock: clock).paths()
      .makeAsyncIterator()
    #expect(await paths.next() == .wifi)
    clock.advance(by: .seconds(1))
    #expect(await paths.next() == .offline)
    clock.advance(by: .seconds(1))
    #expect(await paths.next() == .wifi)
    clock.advance(by: .seconds(1))
    #expect(await paths.next() == .offline)
    #expect(await paths.next() == nil)
  }

  @Test(
    "an offline path never claims an interface or a metered link",
    arguments: NetworkInterfaceKind.allCases)
  func offlinePathsAreNormalized(kind: NetworkInterfaceKind) {
    let path = NetworkPath(isOnline: false, interface: kind, isExpensive: true, isConstrained: true)
    #expect(path == .offline)
  }
}

/// Set once from any thread.
final class StopFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
