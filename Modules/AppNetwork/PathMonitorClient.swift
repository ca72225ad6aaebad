/// Watches the device's network path: a struct of closures with a live value per platform and
/// fixtures for previews, the gallery and tests (the isowords client shape).
///
/// This file is the module's one platform boundary: `live` picks `NWPathMonitor` on Apple
/// platforms and the rtnetlink monitor on Linux.
public struct PathMonitorClient: Sendable {
  /// Starts monitoring and returns the stream of paths: the current path first, then every
  /// change. Ending the iteration (or cancelling its task) stops the monitor.
  public var paths: @Sendable () -> AsyncStream<NetworkPath>

  /// Creates a client from its stream factory.
  public init(paths: @escaping @Sendable () -> AsyncStream<NetworkPath>) {
    self.paths = paths
  }

  /// The platform's real monitor.
  public static var live: PathMonitorClient {
    #if canImport(Network)
    return .networkFramework
    #elseif os(Linux)
    return .rtnetlink()
    #else
    #warning("Platform-specific implementation missing: the network path is never reported")
    return .noop
    #endif
  }

  /// A monitor that never reports anything and never finishes.
  public static let noop = PathMonitorClient {
    AsyncStream { _ in }
  }

  /// A monitor that reports the given paths in order, then finishes.
  public static func sequence(_ paths: [NetworkPath]) -> PathMonitorClient {
    PathMonitorClient {
      AsyncStream { continuation in
        for path in paths { continuation.yield(path) }
        continuation.finish()
      }
    }
  }

  /// Always online over Wi-Fi.
  public static let online = PathMonitorClient.sequence([.wifi])
  /// Always offline.
  public static let offline = PathMonitorClient.sequence([.offline])

  /// A connection that drops and comes back every `interval`, measured on `clock`, for
  /// `changes` changes (starting online), then stays where it ended.
  public static func flapping<C: Clock<Duration>>(
    every interval: Duration, changes: Int = 1_000, clock: C
  ) -> PathMonitorClient {
    PathMonitorClient {
      AsyncStream { continuation in
        // Deadlines count from the stream's creation, not from when the task first runs.
        let start = clock.now
        let task = Task {
          var online = true
          continuation.yield(.wifi)
          for change in 0..<max(0, changes) {
            let deadline = start.advanced(by: interval * (change + 1))
            do { try await clock.sleep(until: deadline, tolerance: nil) } catch { break }
            online.toggle()
            continuation.yield(online ? .wifi : .offline)
          }
          continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
  }

  /// A connection that drops and comes back every two seconds of real time, for the gallery.
  public static let flapping = PathMonitorClient.flapping(
    every: .seconds(2), clock: ContinuousClock())
}
