#if os(Linux)
import Foundation
import Glibc
import Testing

@testable import AppNetwork

/// A throwaway network namespace driven with `ip`, deleted by `delete()`.
struct NetworkNamespaceLab {
  static let ipTool = ["/usr/sbin/ip", "/sbin/ip", "/usr/bin/ip", "/bin/ip"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Why the namespace tests cannot run here, or `nil` when they can.
  static var unavailableReason: String? {
    if ipTool == nil { return "`ip` (iproute2) is not installed: apt-get install -y iproute2" }
    if getuid() != 0 { return "creating network namespaces needs root" }
    return probeFailure
  }

  /// Creating and deleting a namespace once tells whether this machine allows it (a container
  /// without CAP_SYS_ADMIN does not, even as root).
  static let probeFailure: String? = {
    let probe = "atelier-probe-\(getpid())"
    do {
      try run(["netns", "add", probe])
      try run(["netns", "delete", probe])
      return nil
    } catch {
      return "cannot create network namespaces here (\(error)); needs CAP_SYS_ADMIN"
    }
  }()

  let name = "atelier-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
  var path: String { "/var/run/netns/\(name)" }

  struct CommandFailed: Error, CustomStringConvertible {
    var command: String
    var status: Int32
    var description: String { "`\(command)` exited with status \(status)" }
  }

  static func run(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ipTool ?? "ip")
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CommandFailed(
        command: "ip " + arguments.joined(separator: " "), status: process.terminationStatus)
    }
  }

  init() throws {
    try Self.run(["netns", "add", name])
  }

  /// Runs `ip -n <namespace> <command>`.
  func ip(_ command: String) throws {
    try Self.run(["-n", name] + command.split(separator: " ").map(String.init))
  }

  func delete() {
    try? Self.run(["netns", "delete", name])
  }
}

@Suite(
  "rtnetlink monitor against real interface changes in a network namespace",
  .enabled(
    if: NetworkNamespaceLab.unavailableReason == nil,
    "\(NetworkNamespaceLab.unavailableReason ?? "")"))
struct RouteNetlinkNamespaceTests {
  /// Reads paths until one matches; the suite's time limit bounds a monitor that never reports.
  func next(
    _ paths: inout AsyncStream<NetworkPath>.Iterator, where matches: (NetworkPath) -> Bool
  ) async -> NetworkPath? {
    while let path = await paths.next() {
      if matches(path) { return path }
    }
    return nil
  }

  @Test(
    "link, carrier, address and route changes flip the observed path",
    TestPacing.timeLimit)
  func flips() async throws {
    let lab = try NetworkNamespaceLab()
    defer { lab.delete() }
    try lab.ip("link add enp0s9 type veth peer name peer9")

    let stream = PathMonitorClient.rtnetlink(networkNamespace: lab.path).paths()
    var paths = stream.makeAsyncIterator()
    #expect(await paths.next() == .offline)

    try lab.ip("addr add 10.77.0.1/24 dev enp0s9")
    try lab.ip("link set enp0s9 up")
    try lab.ip("link set peer9 up")
    try lab.ip("route add default via 10.77.0.2 dev enp0s9")
    #expect(await next(&paths, where: \.isOnline) == .wired)

    // The peer going down takes the carrier away: the route stays, but the path is gone.
    try lab.ip("link set peer9 down")
    #expect(await next(&paths) { !$0.isOnline } == .offline)
    try lab.ip("link set peer9 up")
    #expect(await next(&paths, where: \.isOnline) == .wired)

    // Removing the address also removes the routes through it.
    try lab.ip("addr del 10.77.0.1/24 dev enp0s9")
    #expect(await next(&paths) { !$0.isOnline } == .offline)
    try lab.ip("addr add 10.77.0.1/24 dev enp0s9")
    try lab.ip("route add default via 10.77.0.2 dev enp0s9")
    #expect(await next(&paths, where: \.isOnline) == .wired)

    try lab.ip("link set enp0s9 down")
    #expect(await next(&paths) { !$0.isOnline } == .offline)
  }

  @Test(
    "a Wi-Fi-named interface in a fresh namespace is reported as Wi-Fi", TestPacing.timeLimit)
  func wifiKind() async throws {
    let lab = try NetworkNamespaceLab()
    defer { lab.delete() }
    try lab.ip("link add wlan7 type veth peer name peer7")
    try lab.ip("addr add 10.78.0.1/24 dev wlan7")
    try lab.ip("link set wlan7 up")
    try lab.ip("link set peer7 up")
    try lab.ip("route add default via 10.78.0.2 dev wlan7")

    // Started after the setup: the initial dump alone must report the path.
    let stream = PathMonitorClient.rtnetlink(networkNamespace: lab.path).paths()
    var paths = stream.makeAsyncIterator()
    #expect(await next(&paths, where: \.isOnline) == .wifi)
  }

  @Test("a namespace that does not exist ends the stream instead of hanging")
  func missingNamespace() async {
    var paths = PathMonitorClient.rtnetlink(networkNamespace: "/var/run/netns/atelier-missing")
      .paths().makeAsyncIterator()
    #expect(await paths.next() == nil)
  }
}
#endif
