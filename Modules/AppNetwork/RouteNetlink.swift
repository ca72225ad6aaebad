/// Decoding of Linux route-netlink (rtnetlink) messages and the interface table built from
/// them. Plain byte parsing with no system import, so it is tested on any platform with bytes
/// captured from a real kernel.
///
/// Netlink uses the host's byte order; the constants are the stable Linux ABI values from
/// `<linux/netlink.h>`, `<linux/rtnetlink.h>`, `<linux/if_link.h>` and `<linux/if_addr.h>`,
/// which the `Glibc` module does not export.
enum RouteNetlink {
  static let messageDone: UInt16 = 3
  static let messageError: UInt16 = 2
  static let messageOverrun: UInt16 = 4
  static let newLink: UInt16 = 16
  static let deleteLink: UInt16 = 17
  static let getLink: UInt16 = 18
  static let newAddress: UInt16 = 20
  static let deleteAddress: UInt16 = 21
  static let getAddress: UInt16 = 22
  static let newRoute: UInt16 = 24
  static let deleteRoute: UInt16 = 25
  static let getRoute: UInt16 = 26

  static let flagRequest: UInt16 = 0x1
  static let flagDump: UInt16 = 0x300

  /// Multicast groups: links, IPv4/IPv6 addresses and IPv4/IPv6 routes.
  static let monitoredGroups: UInt32 = 0x1 | 0x10 | 0x100 | 0x40 | 0x400

  static let headerSize = 16

  /// A request that dumps every link (`RTM_GETLINK`), address or route, as raw bytes.
  static func dumpRequest(type: UInt16, sequence: UInt32) -> [UInt8] {
    // The family header is an ifinfomsg (16 bytes), ifaddrmsg (8) or rtmsg (12), all zero:
    // AF_UNSPEC asks for both IPv4 and IPv6.
    let bodySize = type == getLink ? 16 : type == getAddress ? 8 : 12
    var bytes: [UInt8] = []
    bytes.append(native: UInt32(headerSize + bodySize))
    bytes.append(native: type)
    bytes.append(native: flagRequest | flagDump)
    bytes.append(native: sequence)
    bytes.append(native: UInt32(0))
    bytes.append(contentsOf: repeatElement(0, count: bodySize))
    return bytes
  }
}

/// Why a datagram could not be decoded.
struct RouteNetlinkParseError: Error, Equatable, CustomStringConvertible {
  /// Byte offset of the message or attribute that is cut short or inconsistent.
  var offset: Int
  /// What is wrong there.
  var reason: String

  var description: String { "rtnetlink datagram, byte \(offset): \(reason)" }
}

/// A link (network interface) as `RTM_NEWLINK` describes it.
struct LinkRecord: Hashable, Sendable {
  static let up: UInt32 = 0x1
  static let loopback: UInt32 = 0x8
  static let running: UInt32 = 0x40
  static let lowerUp: UInt32 = 0x1_0000

  var index: Int32
  var name: String
  var flags: UInt32

  /// Administratively up, with carrier, and not the loopback.
  var isUsable: Bool {
    flags & LinkRecord.up != 0 && flags & (LinkRecord.running | LinkRecord.lowerUp) != 0
      && flags & LinkRecord.loopback == 0
  }

  /// The interface kind guessed from the kernel's naming conventions (systemd predictable
  /// names and the classic ones): `wl*` Wi-Fi, `ww*` cellular, `en*`/`eth*` wired.
  var kind: NetworkInterfaceKind {
    if name.hasPrefix("wl") { return .wifi }
    if name.hasPrefix("ww") { return .cellular }
    if name.hasPrefix("en") || name.hasPrefix("eth") { return .wired }
    return .other
  }
}

/// An interface address as `RTM_NEWADDR`/`RTM_DELADDR` describe it.
struct AddressRecord: Hashable, Sendable {
  /// `RT_SCOPE_LINK`: link-local addresses (fe80::/10, 169.254/16) reach no router.
  static let linkScope: UInt8 = 253

  var interfaceIndex: Int32
  var family: UInt8
  var prefixLength: UInt8
  var scope: UInt8
  var address: [UInt8]

  /// Whether the address can carry traffic beyond the link (global or site scope).
  var isRoutable: Bool { scope < AddressRecord.linkScope }
}

/// A default route (`0.0.0.0/0` or `::/0`, unicast, main table).
struct DefaultRouteRecord: Hashable, Sendable {
  var family: UInt8
  var outputInterface: Int32?
  var gateway: [UInt8]
  var priority: UInt32
}

/// One decoded message; kinds the monitor does not use are `.ignored`.
enum RouteNetlinkMessage: Hashable, Sendable {
  case newLink(LinkRecord)
  case deleteLink(index: Int32)
  case newAddress(AddressRecord)
  case deleteAddress(AddressRecord)
  case newDefaultRoute(DefaultRouteRecord)
  case deleteDefaultRoute(DefaultRouteRecord)
  /// The end of a dump (`NLMSG_DONE`), with the request's sequence number.
  case done(sequence: UInt32)
  /// An `NLMSG_ERROR` reply; 0 is an acknowledgement, otherwise `-errno`.
  case error(code: Int32, sequence: UInt32)
  case ignored(type: UInt16)
}

extension RouteNetlink {
  /// Decodes every message in one datagram.
  static func parse(_ bytes: [UInt8]) throws(RouteNetlinkParseError) -> [RouteNetlinkMessage] {
    var messages: [RouteNetlinkMessage] = []
    var offset = 0
    while offset + headerSize <= bytes.count {
      let length = Int(bytes.load(UInt32.self, at: offset))
      guard length >= headerSize, offset + length <= bytes.count else {
        throw RouteNetlinkParseError(
          offset: offset, reason: "message length \(length) does not fit the datagram")
      }
      let type = bytes.load(UInt16.self, at: offset + 4)
      let sequence = bytes.load(UInt32.self, at: offset + 8)
      let body = offset + headerSize
      let end = offset + length
      messages.append(
        try parseMessage(bytes, type: type, sequence: sequence, body: body, end: end))
      offset += aligned(length)
    }
    guard offset >= bytes.count else {
      throw RouteNetlinkParseError(offset: offset, reason: "trailing bytes shorter than a header")
    }
    return messages
  }

  private static func parseMessage(
    _ bytes: [UInt8], type: UInt16, sequence: UInt32, body: Int, end: Int
  ) throws(RouteNetlinkParseError) -> RouteNetlinkMessage {
    func require(_ size: Int) throws(RouteNetlinkParseError) {
      guard body + size <= end else {
        throw RouteNetlinkParseError(
          offset: body, reason: "message type \(type) is shorter than its \(size)-byte header")
      }
    }
    switch type {
    case messageDone:
      return .done(sequence: sequence)
    case messageError:
      try require(4)
      return .error(code: bytes.load(Int32.self, at: body), sequence: sequence)
    case newLink, deleteLink:
      try require(16)
      let index = bytes.load(Int32.self, at: body + 4)
      if type == deleteLink { return .deleteLink(index: index) }
      let flags = bytes.load(UInt32.self, at: body + 8)
      var name = ""
      for (kind, value) in try attributes(bytes, from: body + 16, to: end) where kind == 3 {
        name = String(decoding: value.prefix { $0 != 0 }, as: UTF8.self)
      }
      return .newLink(LinkRecord(index: index, name: name, flags: flags))
    case newAddress, deleteAddress:
      try require(8)
      var record = AddressRecord(
        interfaceIndex: Int32(bitPattern: bytes.load(UInt32.self, at: body + 4)),
        family: bytes[body], prefixLength: bytes[body + 1], scope: bytes[body + 3], address: [])
      var local: [UInt8]?
      var address: [UInt8]?
      for (kind, value) in try attributes(bytes, from: body + 8, to: end) {
        if kind == 1 { address = Array(value) }  // IFA_ADDRESS
        if kind == 2 { local = Array(value) }  // IFA_LOCAL
      }
      record.address = local ?? address ?? []
      return type == newAddress ? .newAddress(record) : .deleteAddress(record)
    case newRoute, deleteRoute:
      try require(12)
      let destinationLength = bytes[body + 1]
      var table = UInt32(bytes[body + 4])
      let routeType = bytes[body + 7]
      var route = DefaultRouteRecord(
        family: bytes[body], outputInterface: nil, gateway: [], priority: 0)
      for (kind, value) in try attributes(bytes, from: body + 12, to: end) {
        switch kind {
        case 4 where value.count >= 4:  // RTA_OIF
          route.outputInterface = value.withUnsafeBytes { $0.loadUnaligned(as: Int32.self) }
        case 5: route.gateway = Array(value)  // RTA_GATEWAY
        case 6 where value.count >= 4:  // RTA_PRIORITY
          route.priority = value.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
        case 15 where value.count >= 4:  // RTA_TABLE
          table = value.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
        default: break
        }
      }
      // RTN_UNICAST in RT_TABLE_MAIN with an empty destination prefix.
      guard destinationLength == 0, routeType == 1, table == 254 else {
        return .ignored(type: type)
      }
      return type == newRoute ? .newDefaultRoute(route) : .deleteDefaultRoute(route)
    default:
      return .ignored(type: type)
    }
  }

  /// The `rtattr` list between two offsets, as (type, value) pairs.
  private static func attributes(
    _ bytes: [UInt8], from start: Int, to end: Int
  ) throws(RouteNetlinkParseError) -> [(UInt16, ArraySlice<UInt8>)] {
    var result: [(UInt16, ArraySlice<UInt8>)] = []
    var offset = start
    while offset + 4 <= end {
      let length = Int(bytes.load(UInt16.self, at: offset))
      guard length >= 4, offset + length <= end else {
        throw RouteNetlinkParseError(
          offset: offset, reason: "attribute length \(length) does not fit its message")
      }
      // The top bits of the type are the NLA_F_NESTED / NLA_F_NET_BYTEORDER flags.
      let type = bytes.load(UInt16.self, at: offset + 2) & 0x3FFF
      result.append((type, bytes[(offset + 4)..<(offset + length)]))
      offset += aligned(length)
    }
    return result
  }

  private static func aligned(_ length: Int) -> Int { (length + 3) & ~3 }
}

/// The kernel's view of links, addresses and default routes, kept current by applying every
/// message, and the network path it implies.
struct InterfaceTable: Sendable, Equatable {
  private(set) var links: [Int32: LinkRecord] = [:]
  private(set) var addresses: [Int32: Set<AddressRecord>] = [:]
  private(set) var defaultRoutes: Set<DefaultRouteRecord> = []

  mutating func apply(_ message: RouteNetlinkMessage) {
    switch message {
    case .newLink(let link):
      links[link.index] = link
    case .deleteLink(let index):
      links[index] = nil
      addresses[index] = nil
      defaultRoutes = defaultRoutes.filter { $0.outputInterface != index }
    case .newAddress(let address):
      addresses[address.interfaceIndex, default: []].update(with: address)
    case .deleteAddress(let address):
      addresses[address.interfaceIndex]?.remove(address)
    case .newDefaultRoute(let route):
      defaultRoutes.insert(route)
    case .deleteDefaultRoute(let route):
      defaultRoutes.remove(route)
    case .done, .error, .ignored:
      break
    }
  }

  /// Whether an interface is up, has carrier, is not the loopback and has a routable address.
  func isUsable(_ index: Int32) -> Bool {
    guard let link = links[index], link.isUsable else { return false }
    return addresses[index]?.contains(where: \.isRoutable) ?? false
  }

  /// Online when a default route leaves through a usable interface; the interface kind is the
  /// one of the preferred (lowest metric) such route.
  var path: NetworkPath {
    let candidates = defaultRoutes.compactMap { route -> (UInt32, LinkRecord?)? in
      if let index = route.outputInterface {
        return isUsable(index) ? (route.priority, links[index]) : nil
      }
      // A multipath route names no single interface: any usable one carries it.
      return links.keys.contains(where: isUsable) ? (route.priority, nil) : nil
    }
    guard let best = candidates.min(by: { $0.0 < $1.0 }) else { return .offline }
    let kind = best.1?.kind ?? .other
    return NetworkPath(isOnline: true, interface: kind, isExpensive: kind == .cellular)
  }
}

extension [UInt8] {
  /// Reads a host-order integer at a byte offset the caller has bounds-checked.
  fileprivate func load<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T {
    self[offset..<(offset + MemoryLayout<T>.size)].withUnsafeBytes { $0.loadUnaligned(as: T.self) }
  }

  /// Appends an integer in host order.
  fileprivate mutating func append<T: FixedWidthInteger>(native value: T) {
    Swift.withUnsafeBytes(of: value) { append(contentsOf: $0) }
  }
}
