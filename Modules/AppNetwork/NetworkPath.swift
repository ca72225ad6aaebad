/// The kind of interface a network path goes through.
///
/// Views choose copy and icons from it (for example a cellular badge); the decision about being
/// online never depends on it.
public enum NetworkInterfaceKind: String, Hashable, Sendable, CaseIterable {
  /// A Wi-Fi (WLAN) interface.
  case wifi
  /// A cellular (WWAN) interface.
  case cellular
  /// A wired Ethernet interface.
  case wired
  /// Any other interface: VPN tunnels, bridges, virtual Ethernet pairs, loopback.
  case other
  /// No interface: the path is not satisfied.
  case none
}

/// One observation of the device's network path: a plain value that every platform monitor
/// produces and that `NetworkObserver` debounces.
public struct NetworkPath: Hashable, Sendable {
  /// Whether traffic can leave the device (a usable interface with an address and a route).
  public var isOnline: Bool
  /// The interface the preferred route uses; `.none` when offline.
  public var interface: NetworkInterfaceKind
  /// Whether the path is metered (cellular or a personal hotspot): apps should defer big
  /// downloads.
  public var isExpensive: Bool
  /// Whether the user asked to save data (Low Data Mode).
  public var isConstrained: Bool

  /// Creates a path; an offline path always reports `.none` as its interface.
  public init(
    isOnline: Bool, interface: NetworkInterfaceKind, isExpensive: Bool = false,
    isConstrained: Bool = false
  ) {
    self.isOnline = isOnline
    self.interface = isOnline ? interface : .none
    self.isExpensive = isOnline && isExpensive
    self.isConstrained = isOnline && isConstrained
  }

  /// An unsatisfied path: no interface can reach the network.
  public static let offline = NetworkPath(isOnline: false, interface: .none)
  /// A satisfied Wi-Fi path, neither expensive nor constrained.
  public static let wifi = NetworkPath(isOnline: true, interface: .wifi)
  /// A satisfied wired path.
  public static let wired = NetworkPath(isOnline: true, interface: .wired)
  /// A satisfied cellular path, which is expensive by nature.
  public static let cellular = NetworkPath(isOnline: true, interface: .cellular, isExpensive: true)
}
