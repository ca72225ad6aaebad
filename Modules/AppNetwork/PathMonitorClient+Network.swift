#if canImport(Network)
import Dispatch
import Network

extension PathMonitorClient {
  /// `NWPathMonitor` adapted to the client: one monitor per stream, cancelled when the stream
  /// ends. It only translates `NWPath` into `NetworkPath`; the observer decides the rest.
  public static let networkFramework = PathMonitorClient {
    AsyncStream { continuation in
      let box = MonitorBox()
      box.monitor.pathUpdateHandler = { path in
        continuation.yield(NetworkPath(path))
      }
      box.monitor.start(queue: DispatchQueue(label: "Atelier.PathMonitorClient"))
      continuation.onTermination = { _ in box.monitor.cancel() }
    }
  }
}

/// Carries the monitor into the `@Sendable` termination handler whatever the SDK's `Sendable`
/// annotations say; `NWPathMonitor` is thread-safe (it delivers on its own queue).
private final class MonitorBox: @unchecked Sendable {
  let monitor = NWPathMonitor()
}

extension NetworkPath {
  /// Translates a Network framework path.
  init(_ path: NWPath) {
    let interface: NetworkInterfaceKind
    if path.usesInterfaceType(.wifi) {
      interface = .wifi
    } else if path.usesInterfaceType(.cellular) {
      interface = .cellular
    } else if path.usesInterfaceType(.wiredEthernet) {
      interface = .wired
    } else {
      interface = .other
    }
    self.init(
      isOnline: path.status == .satisfied, interface: interface,
      isExpensive: path.isExpensive, isConstrained: path.isConstrained)
  }
}
#endif
