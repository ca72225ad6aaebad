import AppClock
public import Observation

/// The app-wide view of connectivity that SwiftUI observes: online or offline, the interface
/// kind, and whether the path is expensive or constrained.
///
/// Changes are debounced: a new path is applied only once it has held for `debounce`, so a
/// flapping connection does not flicker the offline banner. The first path a monitor reports is
/// applied at once, and a change that reverts before its deadline is dropped.
@MainActor @Observable
public final class NetworkObserver {
  /// The path the UI shows (the last one that held for the debounce interval).
  public private(set) var path: NetworkPath

  /// Whether the device can reach the network.
  public var isOnline: Bool { path.isOnline }
  /// The interface the preferred path uses; `.none` when offline.
  public var interface: NetworkInterfaceKind { path.interface }
  /// Whether the path is metered (cellular, personal hotspot).
  public var isExpensive: Bool { path.isExpensive }
  /// Whether the user enabled Low Data Mode.
  public var isConstrained: Bool { path.isConstrained }

  /// How long a new path must hold before the observer applies it.
  public let debounce: Duration

  @ObservationIgnored private let client: PathMonitorClient
  @ObservationIgnored private let clock: ClockDriver
  @ObservationIgnored private var hasReceivedPath = false
  @ObservationIgnored private var pendingPath: NetworkPath?
  /// The task waiting for the pending path's deadline; tests await it after advancing the clock.
  @ObservationIgnored var pendingTask: Task<Void, Never>?
  @ObservationIgnored private var monitorTask: Task<Void, Never>?

  /// Creates an observer over `client`.
  ///
  /// - Parameters:
  ///   - client: The path monitor; `.live` in the app, a fixture in previews and tests.
  ///   - initialPath: What to show before the monitor reports (online, so the banner does not
  ///     flash at launch).
  ///   - debounce: How long a new path must hold before it is shown.
  ///   - clock: The clock the debounce waits on; a manual clock in tests.
  public init<C: Clock<Duration>>(
    client: PathMonitorClient, initialPath: NetworkPath = .wifi,
    debounce: Duration = .milliseconds(500), clock: C
  ) {
    self.client = client
    self.path = initialPath
    self.debounce = debounce
    self.clock = ClockDriver(clock)
  }

  /// Creates an observer that debounces on the real (continuous) clock.
  public convenience init(
    client: PathMonitorClient = .live, initialPath: NetworkPath = .wifi,
    debounce: Duration = .milliseconds(500)
  ) {
    self.init(
      client: client, initialPath: initialPath, debounce: debounce, clock: ContinuousClock())
  }

  deinit {
    monitorTask?.cancel()
    pendingTask?.cancel()
  }

  /// Starts monitoring in a task the observer owns; calling it again does nothing.
  public func start() {
    guard monitorTask == nil else { return }
    // The task holds the observer weakly between paths, so an observer nobody keeps (a
    // preview's) is released and its monitor stops with it.
    monitorTask = Task { [weak self, client] in
      for await path in client.paths() {
        guard let self else { return }
        self.receive(path)
      }
    }
  }

  /// Stops monitoring and drops any pending change.
  public func stop() {
    monitorTask?.cancel()
    monitorTask = nil
    pendingTask?.cancel()
    pendingTask = nil
    pendingPath = nil
  }

  /// Feeds every path the monitor reports into `receive(_:)` until the stream ends or the
  /// calling task is cancelled.
  public func run() async {
    for await path in client.paths() {
      receive(path)
    }
  }

  /// Takes one reported path through the debounce.
  public func receive(_ newPath: NetworkPath) {
    guard hasReceivedPath else {
      hasReceivedPath = true
      path = newPath
      return
    }
    pendingTask?.cancel()
    pendingTask = nil
    guard newPath != path else {
      pendingPath = nil
      return
    }
    pendingPath = newPath
    let deadline = clock.elapsed() + debounce
    let clock = self.clock
    pendingTask = Task { [weak self] in
      do { try await clock.sleepUntil(deadline) } catch { return }
      self?.applyPending(newPath)
    }
  }

  private func applyPending(_ newPath: NetworkPath) {
    guard pendingPath == newPath else { return }
    pendingPath = nil
    pendingTask = nil
    path = newPath
  }
}

extension NetworkObserver {
  /// An observer that is online over Wi-Fi, for previews and the gallery.
  public static var online: NetworkObserver {
    NetworkObserver(client: .online, initialPath: .wifi, debounce: .zero)
  }

  /// An observer that is offline, for previews and the gallery.
  public static var offline: NetworkObserver {
    NetworkObserver(client: .offline, initialPath: .offline, debounce: .zero)
  }

  /// An already started observer whose connection drops and returns every two seconds, with a
  /// short debounce so the change is visible.
  public static var flapping: NetworkObserver {
    let observer = NetworkObserver(
      client: .flapping, initialPath: .wifi, debounce: .milliseconds(300))
    observer.start()
    return observer
  }
}
