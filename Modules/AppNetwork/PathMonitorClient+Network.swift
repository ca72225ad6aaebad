#if canImport(Network)
import Dispatch
import Network

extension PathMonitorClient {
  /// `NWPathMonitor` adapted to the client: one monitor per stream, cancelled when the stream
  /// ends. It only translates `NWPath` into `NetworkPath`; the observer decides the rest.
  public static let networkFramework = PathMonitorClient {
    AsyncStream { continuation in
      let monitor = NWPathMonitor()
      monitor.pathUpdateHandler = { path in
        continuation.yield(NetworkPath(path))
      }
      monitor.start(queue: DispatchQueue(label: "Atelier.PathMonitorClient"))
      continuation.onTermination = { _ in monitor.cancel() }
    }
  }
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
