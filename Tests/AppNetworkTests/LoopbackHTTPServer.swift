import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 and an ephemeral port, for testing the image pipeline
/// against real sockets. One thread accepts, one thread per connection answers, every
/// connection is closed after its response. Loopback only; every wait is bounded.
final class LoopbackHTTPServer: @unchecked Sendable {
  struct Response: Sendable {
    var status: Int
    var body: [UInt8]
  }

  /// Decides the answer from the request path and how many times that path was requested
  /// (1 for the first request).
  typealias Handler = @Sendable (_ path: String, _ attempt: Int) -> Response

  let port: UInt16
  private let listenFD: Int32
  private let handler: Handler
  private let lock = NSLock()
  private var counts: [String: Int] = [:]
  private var held: [String: DispatchSemaphore] = [:]
  private var waiters:
    [(path: String, count: Int, continuation: CheckedContinuation<Void, Never>)] =
      []

  struct SetupFailed: Error { var step: String }

  init(handler: @escaping Handler) throws {
    self.handler = handler
    #if canImport(Glibc)
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw SetupFailed(step: "socket") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard bound == 0, named == 0, listen(fd, 64) == 0 else {
      close(fd)
      throw SetupFailed(step: "bind/listen on 127.0.0.1")
    }
    listenFD = fd
    port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  /// The URL of `path` on this server.
  func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
  }

  /// How many requests `path` received.
  func requestCount(_ path: String) -> Int {
    lock.withLock { counts[path, default: 0] }
  }

  /// Returns once `path` has received `count` requests (the test's time limit bounds it).
  func waitForRequests(_ path: String, count: Int) async {
    await withCheckedContinuation { continuation in
      let ready = lock.withLock {
        if counts[path, default: 0] >= count { return true }
        waiters.append((path, count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Makes responses for `path` wait until `release(_:)` or `stop()` (or ten minutes, so a
  /// test that fails before releasing leaves no thread behind for long).
  func hold(_ path: String) {
    lock.withLock { held[path] = DispatchSemaphore(value: 0) }
  }

  /// Lets every held response for `path` go.
  func release(_ path: String) {
    let gate = lock.withLock { held.removeValue(forKey: path) }
    for _ in 0..<64 { gate?.signal() }
  }

  /// Stops accepting connections and lets every held response go.
  func stop() {
    shutdown(listenFD, Int32(SHUT_RDWR))
    close(listenFD)
    let gates = lock.withLock {
      defer { held.removeAll() }
      return Array(held.values)
    }
    for gate in gates { for _ in 0..<64 { gate.signal() } }
  }

  private func acceptLoop() {
    while true {
      let connection = accept(listenFD, nil, nil)
      guard connection >= 0 else { return }
      let thread = Thread { [self] in serve(connection) }
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    var request: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    // Read the head only (GET requests have no body), at most 64 KiB.
    while request.count < 65_536, !request.ends(with: [13, 10, 13, 10]) {
      let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return }
      request += chunk[0..<count]
    }
    let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self)
    let parts = line.split(separator: " ")
    guard parts.count >= 2 else { return }
    let path = String(parts[1])

    let (attempt, gate, ready) = lock.withLock {
      counts[path, default: 0] += 1
      let attempt = counts[path, default: 0]
      let ready = waiters.filter { $0.path == path && $0.count <= attempt }
      waiters.removeAll { $0.path == path && $0.count <= attempt }
      return (attempt, held[path], ready)
    }
    for waiter in ready { waiter.continuation.resume() }
    if let gate { _ = gate.wait(timeout: .now() + 600) }

    let response = handler(path, attempt)
    var bytes = Array(
      ("HTTP/1.1 \(response.status) Status\r\nContent-Length: \(response.body.count)\r\n"
        + "Content-Type: application/octet-stream\r\nConnection: close\r\n\r\n").utf8)
    bytes += response.body
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        send(connection, $0.baseAddress, $0.count, noSignal)
      }
      guard count > 0 else { return }
      sent += count
    }
  }
}

// A client that hung up (a cancelled download) must not kill the test process with SIGPIPE.
#if canImport(Glibc)
private let noSignal = Int32(MSG_NOSIGNAL)
#else
private let noSignal: Int32 = 0
#endif

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
