import Testing

@testable import AppNetwork

@Suite("rtnetlink messages decoded from bytes captured on a real kernel")
struct RouteNetlinkParserTests {
  static func bytes(_ hex: String) throws -> [UInt8] {
    var result: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      result.append(try #require(UInt8(hex[index..<next], radix: 16)))
      index = next
    }
    return result
  }

  static func messages(_ dump: [String]) throws -> [RouteNetlinkMessage] {
    try dump.flatMap { try RouteNetlink.parse(bytes($0)) }
  }

  @Test("the link dump lists the loopback and both veth ends, with their flags")
  func links() throws {
    let links = try Self.messages(RouteNetlinkCapture.linkDump).compactMap { message in
      if case .newLink(let link) = message { return link }
      return nil
    }
    #expect(links.map(\.name).sorted() == ["enp0s1", "lo", "peer0"])
    let loopback = try #require(links.first { $0.name == "lo" })
    #expect(loopback.flags & LinkRecord.loopback != 0)
    #expect(!loopback.isUsable)
    let wired = try #require(links.first { $0.name == "enp0s1" })
    #expect(wired.isUsable)
    #expect(wired.kind == .wired)
    #expect(try Self.messages(RouteNetlinkCapture.linkDump).last == .done(sequence: 7))
  }

  @Test("the address dump holds 10.77.0.1/24 on the veth and the loopback addresses")
  func addresses() throws {
    let addresses = try Self.messages(RouteNetlinkCapture.addrDump).compactMap { message in
      if case .newAddress(let address) = message { return address }
      return nil
    }
    let ipv4 = try #require(addresses.first { $0.address == [10, 77, 0, 1] })
    #expect(ipv4.prefixLength == 24)
    #expect(ipv4.family == 2)
    #expect(ipv4.isRoutable)
    #expect(addresses.contains { $0.address == [127, 0, 0, 1] })
  }

  @Test("the route dump yields exactly one default route, through the veth, via 10.77.0.2")
  func defaultRoute() throws {
    let links = try Self.messages(RouteNetlinkCapture.linkDump)
    let routes = try Self.messages(RouteNetlinkCapture.routeDump).compactMap { message in
      if case .newDefaultRoute(let route) = message { return route }
      return nil
    }
    let route = try #require(routes.first)
    #expect(routes.count == 1)
    #expect(route.gateway == [10, 77, 0, 2])
    let wired = links.compactMap { message -> LinkRecord? in
      if case .newLink(let link) = message, link.name == "enp0s1" { return link }
      return nil
    }
    #expect(route.outputInterface == wired.first?.index)
  }

  @Test("the whole dump means online over the wired interface; each missing piece means offline")
  func derivedPath() throws {
    let links = try Self.messages(RouteNetlinkCapture.linkDump)
    let addresses = try Self.messages(RouteNetlinkCapture.addrDump)
    let routes = try Self.messages(RouteNetlinkCapture.routeDump)

    var table = InterfaceTable()
    (links + addresses + routes).forEach { table.apply($0) }
    #expect(table.path == .wired)

    var withoutRoute = InterfaceTable()
    (links + addresses).forEach { withoutRoute.apply($0) }
    #expect(withoutRoute.path == .offline)

    var withoutAddress = InterfaceTable()
    (links + routes).forEach { withoutAddress.apply($0) }
    #expect(withoutAddress.path == .offline)

    // The same link reported down (as RTM_NEWLINK does when `ip link set ... down` runs).
    let wired = try #require(
      links.compactMap { message -> LinkRecord? in
        if case .newLink(let link) = message, link.name == "enp0s1" { return link }
        return nil
      }.first)
    var down = table
    down.apply(.newLink(LinkRecord(index: wired.index, name: wired.name, flags: 0x1002)))
    #expect(down.path == .offline)
    var deleted = table
    deleted.apply(.deleteLink(index: wired.index))
    #expect(deleted.path == .offline)
  }

  @Test(
    "interface kinds follow the kernel's naming conventions",
    arguments: [
      ("wlp2s0", NetworkInterfaceKind.wifi), ("wlan0", .wifi), ("wwan0", .cellular),
      ("enp0s31f6", .wired), ("eth0", .wired), ("veth12", .other), ("tun0", .other),
    ])
  func kinds(name: String, kind: NetworkInterfaceKind) {
    #expect(LinkRecord(index: 2, name: name, flags: 0).kind == kind)
  }

  @Test("a cut datagram is an error that names the byte offset")
  func truncated() throws {
    let datagram = try Self.bytes(RouteNetlinkCapture.addrDump[0])
    #expect(throws: RouteNetlinkParseError.self) {
      try RouteNetlink.parse(Array(datagram.dropLast(10)))
    }
    do {
      _ = try RouteNetlink.parse(Array(datagram.prefix(20)))
      Issue.record("a 20-byte prefix of a longer message must not parse")
    } catch {
      #expect(error.offset == 0)
      #expect(error.description.contains("byte 0"))
    }
  }

  @Test("dump requests carry their type, REQUEST|DUMP, the sequence and a zero family header")
  func dumpRequest() throws {
    let request = RouteNetlink.dumpRequest(type: RouteNetlink.getAddress, sequence: 9)
    #expect(request.count == 24)
    let parsed = try RouteNetlink.parse(request)
    #expect(parsed == [.ignored(type: RouteNetlink.getAddress)])
    #expect(request[6] == 0x01 && request[7] == 0x03)
    #expect(request[8] == 9)
  }
}
