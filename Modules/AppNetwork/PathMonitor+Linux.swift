#if os(Linux)
import Foundation
import Glibc

extension PathMonitorClient {
  /// The Linux monitor: a route-netlink socket subscribed to link, address and route changes.
  ///
  /// It dumps the current links, addresses and routes, reports the resulting path, then reports
  /// every change to it. A background thread reads the socket; ending the stream wakes the
  /// thread through a pipe and closes the socket.
  ///
  /// - Parameter networkNamespace: The path of a network namespace to watch (such as
  ///   `/var/run/netns/<name>`), or `nil` for the process's own. Entering another namespace
  ///   needs `CAP_SYS_ADMIN`; it only affects the reader thread.
  public static func rtnetlink(networkNamespace: String? = nil) -> PathMonitorClient {
    PathMonitorClient {
      let (stream, continuation) = AsyncStream.makeStream(of: NetworkPath.self)
      var wakePipe: [Int32] = [-1, -1]
      guard pipe(&wakePipe) == 0 else {
        continuation.finish()
        return stream
      }
      let (wakeRead, wakeWrite) = (wakePipe[0], wakePipe[1])
      // The read end closes only after `run` returns, and `run` finishes the stream first, so
      // `onTermination` always writes while the read end is open (no SIGPIPE).
      let thread = Thread {
        RouteNetlinkReader.run(
          namespace: networkNamespace, wakeFD: wakeRead, continuation: continuation)
        close(wakeRead)
      }
      thread.name = "Atelier.rtnetlink"
      continuation.onTermination = { _ in
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        close(wakeWrite)
      }
      thread.start()
      return stream
    }
  }
}

/// The reader thread's loop; every call here blocks, which is why it owns a thread.
private enum RouteNetlinkReader {
  static func run(
    namespace: String?, wakeFD: Int32, continuation: AsyncStream<NetworkPath>.Continuation
  ) {
    defer { continuation.finish() }
    if let namespace, !enterNetworkNamespace(namespace) { return }
    let socketFD = socket(AF_NETLINK, Int32(SOCK_RAW.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard socketFD >= 0 else { return }
    defer { close(socketFD) }
    // struct sockaddr_nl { sa_family_t nl_family; unsigned short nl_pad; __u32 nl_pid;
    // __u32 nl_groups; }: Glibc does not export it, so the 12 bytes are spelled out.
    var address: (UInt16, UInt16, UInt32, UInt32) = (
      UInt16(AF_NETLINK), 0, 0, RouteNetlink.monitoredGroups
    )
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketFD, $0, 12) }
    }
    guard bound == 0 else { return }

    var table = InterfaceTable()
    var lastReported: NetworkPath?
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var sequence: UInt32 = 0
    // Dumps run one at a time: the kernel refuses a second dump while one is in progress.
    var pendingDumps: [UInt16] = []
    var awaitedSequence: UInt32?

    func requestNextDump() -> Bool {
      guard !pendingDumps.isEmpty else { return true }
      sequence &+= 1
      awaitedSequence = sequence
      let request = RouteNetlink.dumpRequest(type: pendingDumps.removeFirst(), sequence: sequence)
      return request.withUnsafeBytes { send(socketFD, $0.baseAddress, $0.count, 0) } >= 0
    }
    func restartDumps() -> Bool {
      table = InterfaceTable()
      pendingDumps = [RouteNetlink.getLink, RouteNetlink.getAddress, RouteNetlink.getRoute]
      return requestNextDump()
    }
    guard restartDumps() else { return }

    while true {
      var descriptors = [
        pollfd(fd: socketFD, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return
      }
      if descriptors[1].revents != 0 { return }
      let count = buffer.withUnsafeMutableBytes {
        recv(socketFD, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
      }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        // ENOBUFS: the kernel dropped notifications; rebuild the table from fresh dumps.
        if errno == ENOBUFS, restartDumps() { continue }
        return
      }
      guard let messages = try? RouteNetlink.parse(Array(buffer[0..<count])) else { continue }
      for message in messages {
        table.apply(message)
        switch message {
        case .done(let done) where done == awaitedSequence,
          .error(_, let done) where done == awaitedSequence:
          awaitedSequence = nil
          guard requestNextDump() else { return }
        default:
          break
        }
      }
      // Report only once the initial dumps are complete, and only changes.
      guard awaitedSequence == nil, pendingDumps.isEmpty else { continue }
      let path = table.path
      if path != lastReported {
        lastReported = path
        continuation.yield(path)
      }
    }
  }

  /// Moves the calling thread into the network namespace at `path` with `setns(2)`, which the
  /// `Glibc` module does not export, so it is looked up by name.
  private static func enterNetworkNamespace(_ path: String) -> Bool {
    typealias SetNamespace = @convention(c) (Int32, Int32) -> Int32
    guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "setns") else {
      return false
    }
    let setNamespace = unsafeBitCast(symbol, to: SetNamespace.self)
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    let cloneNewNet: Int32 = 0x4000_0000
    return setNamespace(fd, cloneNewNet) == 0
  }
}
#endif
