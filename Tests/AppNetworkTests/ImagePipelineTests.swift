import Foundation
import Testing

@testable import AppNetwork

@Suite("ImagePipeline against a real HTTP server on loopback", TestPacing.timeLimit)
struct ImagePipelineTests {
  /// A deterministic body per path, so a test can tell which image it got.
  static func body(_ path: String, size: Int = 1_000) -> [UInt8] {
    let seed = ImageDiskCache.fnv1a(Array(path.utf8))
    return (0..<size).map { UInt8(truncatingIfNeeded: seed >> (UInt64($0) % 56) &+ UInt64($0)) }
  }

  /// Serves `/img/...` as 1000-byte bodies; `/flaky` fails once with 503; `/broken` always
  /// answers 500; `/missing` 404.
  static func makeServer() throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer { path, attempt in
      switch path {
      case "/flaky" where attempt == 1: .init(status: 503, body: [])
      case "/broken": .init(status: 500, body: [])
      case "/missing": .init(status: 404, body: [])
      default: .init(status: 200, body: body(path))
      }
    }
  }

  let server: LoopbackHTTPServer
  let directory: URL

  init() throws {
    server = try Self.makeServer()
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("atelier-image-pipeline-\(UUID().uuidString)", isDirectory: true)
  }

  func makePipeline(memory: Int = 1 << 20, disk: Int = 1 << 20) -> ImagePipeline {
    ImagePipeline(
      fetch: .live, memoryByteLimit: memory, diskDirectory: directory, diskByteLimit: disk)
  }

  func cleanUp() {
    server.stop()
    try? FileManager.default.removeItem(at: directory)
  }

  @Test("a second request is served from memory without touching the network")
  func memoryHit() async throws {
    defer { cleanUp() }
    let pipeline = makePipeline()
    let first = try await pipeline.data(for: server.url("/img/a"))
    let second = try await pipeline.data(for: server.url("/img/a"))
    #expect(Array(first) == Self.body("/img/a"))
    #expect(second == first)
    #expect(server.requestCount("/img/a") == 1)
  }

  @Test("a new pipeline over the same directory is served from disk")
  func diskHit() async throws {
    defer { cleanUp() }
    _ = try await makePipeline().data(for: server.url("/img/a"))
    let data = try await makePipeline().data(for: server.url("/img/a"))
    #expect(Array(data) == Self.body("/img/a"))
    #expect(server.requestCount("/img/a") == 1)
  }

  @Test("the disk cache stays under its byte limit, evicting the least recently used entry")
  func diskEviction() async throws {
    defer { cleanUp() }
    // No memory cache, so every hit reads (and refreshes) the disk entry. One entry is about
    // 1060 bytes: the limit holds two.
    let pipeline = makePipeline(memory: 0, disk: 2_500)
    _ = try await pipeline.data(for: server.url("/img/1"))
    _ = try await pipeline.data(for: server.url("/img/2"))
    _ = try await pipeline.data(for: server.url("/img/1"))  // disk hit: 1 is now the newest
    _ = try await pipeline.data(for: server.url("/img/3"))  // evicts 2
    #expect(server.requestCount("/img/1") == 1)

    let cache = ImageDiskCache(directory: directory, byteLimit: 2_500)
    #expect(cache.totalSize() <= 2_500)
    let exists = { (path: String) in
      FileManager.default.fileExists(atPath: cache.fileURL(for: server.url(path)).path)
    }
    #expect(exists("/img/1"))
    #expect(!exists("/img/2"))
    #expect(exists("/img/3"))

    _ = try await pipeline.data(for: server.url("/img/2"))
    #expect(server.requestCount("/img/2") == 2)
    #expect(server.requestCount("/img/1") == 1)
  }

  enum Damage: String, CaseIterable { case garbage, truncated, flippedByte, otherURL }

  @Test("a damaged cache file is ignored, fetched again and replaced", arguments: Damage.allCases)
  func corruptFile(damage: Damage) async throws {
    defer { cleanUp() }
    let url = server.url("/img/a")
    _ = try await makePipeline().data(for: url)
    let file = ImageDiskCache(directory: directory, byteLimit: 1 << 20).fileURL(for: url)
    var contents = try Data(contentsOf: file)
    switch damage {
    case .garbage: contents = Data("not an image cache entry".utf8)
    case .truncated: contents = contents.prefix(contents.count - 7)
    case .flippedByte: contents[contents.count - 1] ^= 0xFF
    case .otherURL:
      contents = ImageDiskCache.encode(Data(Self.body("/img/b")), url: server.url("/img/b"))
    }
    try contents.write(to: file)

    let data = try await makePipeline().data(for: url)
    #expect(Array(data) == Self.body("/img/a"))
    #expect(server.requestCount("/img/a") == 2)
    let repaired = try Data(contentsOf: file)
    #expect(ImageDiskCache.decode(repaired, url: url) == data)
  }

  @Test("a transient failure is retried once")
  func retriesOnce() async throws {
    defer { cleanUp() }
    let data = try await makePipeline().data(for: server.url("/flaky"))
    #expect(Array(data) == Self.body("/flaky"))
    #expect(server.requestCount("/flaky") == 2)
  }

  @Test(
    "a failure that persists is reported after exactly one retry; client errors are not retried",
    arguments: [("/broken", 500, 2), ("/missing", 404, 1)])
  func failures(path: String, status: Int, requests: Int) async throws {
    defer { cleanUp() }
    let url = server.url(path)
    await #expect(throws: ImagePipelineError.httpStatus(status, url: url)) {
      try await makePipeline().data(for: url)
    }
    #expect(server.requestCount(path) == requests)
    #expect(ImageDiskCache(directory: directory, byteLimit: 1 << 20).totalSize() == 0)
  }

  @Test("concurrent requests for one URL share a single download")
  func coalescing() async throws {
    defer { cleanUp() }
    let pipeline = makePipeline()
    let url = server.url("/img/slow")
    server.hold("/img/slow")
    let tasks = (0..<5).map { _ in Task { try await pipeline.data(for: url) } }
    await server.waitForRequests("/img/slow", count: 1)
    await pipeline.waitUntilWaiting(5, for: url)
    #expect(await pipeline.waiterCount(for: url) == 5)
    server.release("/img/slow")
    for task in tasks {
      #expect(Array(try await task.value) == Self.body("/img/slow"))
    }
    #expect(server.requestCount("/img/slow") == 1)
  }

  @Test("a cancelled caller stops waiting at once; the others still get the image")
  func cancellingOneCaller() async throws {
    defer { cleanUp() }
    let pipeline = makePipeline()
    let url = server.url("/img/slow")
    server.hold("/img/slow")
    let leaving = Task { try await pipeline.data(for: url) }
    let staying = Task { try await pipeline.data(for: url) }
    await server.waitForRequests("/img/slow", count: 1)
    await pipeline.waitUntilWaiting(2, for: url)
    #expect(await pipeline.waiterCount(for: url) == 2)
    leaving.cancel()
    await #expect(throws: CancellationError.self) { try await leaving.value }
    #expect(await pipeline.waiterCount(for: url) == 1)
    server.release("/img/slow")
    #expect(Array(try await staying.value) == Self.body("/img/slow"))
    #expect(server.requestCount("/img/slow") == 1)
  }

  @Test("when the last caller cancels, the download is abandoned and nothing is cached")
  func cancellingEveryCaller() async throws {
    defer { cleanUp() }
    let pipeline = makePipeline()
    let url = server.url("/img/slow")
    server.hold("/img/slow")
    let task = Task { try await pipeline.data(for: url) }
    await server.waitForRequests("/img/slow", count: 1)
    await pipeline.waitUntilWaiting(1, for: url)
    #expect(await pipeline.waiterCount(for: url) == 1)
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(await pipeline.waiterCount(for: url) == 0)
    server.release("/img/slow")

    let data = try await pipeline.data(for: url)
    #expect(Array(data) == Self.body("/img/slow"))
    #expect(server.requestCount("/img/slow") == 2)
  }

  @Test("an already cancelled task gets CancellationError without a request")
  func cancelledBeforehand() async throws {
    defer { cleanUp() }
    let pipeline = makePipeline()
    let url = server.url("/img/a")
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await pipeline.data(for: url)
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(server.requestCount("/img/a") == 0)
  }
}
