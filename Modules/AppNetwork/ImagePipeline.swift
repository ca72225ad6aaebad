public import Foundation

/// Loads image bytes for `RemoteImage`: a memory cache, a size-bounded disk cache, request
/// coalescing and one retry.
///
/// - Concurrent requests for the same URL share one download; each caller can cancel its own
///   wait, and the download is cancelled when the last caller leaves.
/// - A failed download is retried once when the failure may be transient (transport errors,
///   HTTP 5xx, 408, 429); client errors such as 404 are not retried.
/// - Decoding is the view's job: the pipeline deals in `Data`, so it runs and is tested on
///   Linux.
public actor ImagePipeline {
  /// The app's pipeline: live fetching, 32 MB in memory, 128 MB in the caches directory.
  public static let shared = ImagePipeline(
    fetch: .live, memoryByteLimit: 32 << 20, diskDirectory: defaultDiskDirectory,
    diskByteLimit: 128 << 20)

  /// `<caches>/Atelier/Images`, or `nil` when the system reports no caches directory.
  public static var defaultDiskDirectory: URL? {
    FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?
      .appendingPathComponent("Atelier/Images", isDirectory: true)
  }

  private let fetch: ImageFetchClient
  private var memory: MemoryCache
  private var disk: ImageDiskCache?
  private var flights: [URL: Flight] = [:]
  private var nextID: UInt64 = 0
  /// Who waits for a number of callers to wait for a URL (`waitUntilWaiting`), by id.
  private var observers:
    [UInt64: (url: URL, count: Int, resume: CheckedContinuation<Void, Never>)] =
      [:]

  private struct Flight {
    var id: UInt64
    var task: Task<Void, Never>
    var waiters: [UInt64: CheckedContinuation<Data, any Error>]
  }

  /// Creates a pipeline.
  ///
  /// - Parameters:
  ///   - fetch: How bytes are downloaded.
  ///   - memoryByteLimit: The most bytes the in-memory cache keeps.
  ///   - diskDirectory: Where the disk cache lives; `nil` disables it.
  ///   - diskByteLimit: The most bytes the disk cache keeps, headers included.
  public init(
    fetch: ImageFetchClient = .live, memoryByteLimit: Int = 32 << 20,
    diskDirectory: URL?, diskByteLimit: Int = 128 << 20
  ) {
    self.fetch = fetch
    self.memory = MemoryCache(byteLimit: memoryByteLimit)
    self.disk = diskDirectory.map { ImageDiskCache(directory: $0, byteLimit: diskByteLimit) }
  }

  /// The bytes at `url`, from memory, disk or the network, in that order.
  ///
  /// - Throws: `CancellationError` when the calling task is cancelled (other callers waiting
  ///   for the same URL are not affected), `ImagePipelineError` or the transport's error when
  ///   the download fails twice.
  public func data(for url: URL) async throws -> Data {
    try Task.checkCancellation()
    if let data = memory.value(for: url) { return data }
    if let data = disk?.read(url) {
      memory.insert(data, for: url)
      return data
    }
    nextID += 1
    let waiter = nextID
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        join(url, waiter: waiter, continuation: continuation)
      }
    } onCancel: {
      Task { await self.leave(url, waiter: waiter) }
    }
  }

  /// Forgets the in-memory copies (for example on a memory warning); the disk cache stays.
  public func removeAllFromMemory() {
    memory = MemoryCache(byteLimit: memory.byteLimit)
  }

  /// How many callers wait for `url`'s download; 0 when none is in flight.
  func waiterCount(for url: URL) -> Int {
    flights[url]?.waiters.count ?? 0
  }

  /// Returns once exactly `count` callers wait for `url`'s download, or when the calling task
  /// is cancelled: tests order their steps on it instead of polling `waiterCount(for:)`.
  func waitUntilWaiting(_ count: Int, for url: URL) async {
    guard waiterCount(for: url) != count, !Task.isCancelled else { return }
    nextID += 1
    let id = nextID
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        observers[id] = (url, count, continuation)
      }
    } onCancel: {
      Task { await self.stopObserving(id) }
    }
  }

  private func stopObserving(_ id: UInt64) {
    observers.removeValue(forKey: id)?.resume.resume()
  }

  /// Resumes those waiting for `url`'s waiter count to be what it is now.
  private func notifyObservers(of url: URL) {
    let count = waiterCount(for: url)
    for (id, observer) in observers where observer.url == url && observer.count == count {
      observers[id] = nil
      observer.resume.resume()
    }
  }

  private func join(
    _ url: URL, waiter: UInt64, continuation: CheckedContinuation<Data, any Error>
  ) {
    defer { notifyObservers(of: url) }
    if flights[url] != nil {
      flights[url]?.waiters[waiter] = continuation
      return
    }
    nextID += 1
    let flightID = nextID
    let fetch = self.fetch
    let task = Task {
      let result: Result<Data, any Error>
      do {
        result = .success(try await Self.fetchRetryingOnce(url, with: fetch))
      } catch {
        result = .failure(error)
      }
      self.complete(url, flight: flightID, result: result)
    }
    flights[url] = Flight(id: flightID, task: task, waiters: [waiter: continuation])
  }

  private func leave(_ url: URL, waiter: UInt64) {
    guard let continuation = flights[url]?.waiters.removeValue(forKey: waiter) else { return }
    defer { notifyObservers(of: url) }
    continuation.resume(throwing: CancellationError())
    if let flight = flights[url], flight.waiters.isEmpty {
      flight.task.cancel()
      flights[url] = nil
    }
  }

  private func complete(_ url: URL, flight id: UInt64, result: Result<Data, any Error>) {
    guard let flight = flights[url], flight.id == id else { return }
    flights[url] = nil
    defer { notifyObservers(of: url) }
    if case .success(let data) = result {
      memory.insert(data, for: url)
      disk?.write(data, for: url)
    }
    for continuation in flight.waiters.values {
      continuation.resume(with: result)
    }
  }

  private static func fetchRetryingOnce(
    _ url: URL, with client: ImageFetchClient
  ) async throws -> Data {
    do {
      return try await client.fetch(url)
    } catch let error as ImagePipelineError where !error.isTransient {
      throw error
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      try Task.checkCancellation()
      return try await client.fetch(url)
    }
  }
}

/// The in-memory layer: least recently used entries evicted beyond a byte limit.
struct MemoryCache {
  let byteLimit: Int
  private var entries: [URL: (data: Data, tick: UInt64)] = [:]
  private var totalBytes = 0
  private var tick: UInt64 = 0

  init(byteLimit: Int) {
    self.byteLimit = byteLimit
  }

  mutating func value(for url: URL) -> Data? {
    guard let entry = entries[url] else { return nil }
    tick += 1
    entries[url]?.tick = tick
    return entry.data
  }

  mutating func insert(_ data: Data, for url: URL) {
    guard data.count <= byteLimit else { return }
    if let old = entries[url] { totalBytes -= old.data.count }
    tick += 1
    entries[url] = (data, tick)
    totalBytes += data.count
    while totalBytes > byteLimit, let oldest = entries.min(by: { $0.value.tick < $1.value.tick }) {
      entries[oldest.key] = nil
      totalBytes -= oldest.value.data.count
    }
  }
}
