import Foundation
import Testing

@testable import AppUI

/// A fake image source whose requests wait until the test answers them, so every phase can be
/// observed without sleeping.
actor FakeImageSource {
  private var pending: [(url: URL, continuation: CheckedContinuation<Data, any Error>)] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private(set) var requested: [URL] = []
  private(set) var cancelled: [URL] = []

  func fetch(_ url: URL) async throws -> Data {
    requested.append(url)
    let id = requested.count
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        pending.append((url, continuation))
        let ready = waiters.filter { $0.count <= pending.count }
        waiters.removeAll { $0.count <= pending.count }
        ready.forEach { $0.continuation.resume() }
      }
    } onCancel: {
      Task { await self.cancel(id: id, url: url) }
    }
  }

  private func cancel(id: Int, url: URL) {
    guard let index = pending.firstIndex(where: { $0.url == url }) else { return }
    cancelled.append(url)
    pending.remove(at: index).continuation.resume(throwing: CancellationError())
  }

  /// Waits until `count` requests are pending.
  func waitForRequest(count: Int = 1) async {
    if pending.count >= count { return }
    await withCheckedContinuation { waiters.append((count, $0)) }
  }

  func answer(with result: Result<Data, any Error>) {
    guard !pending.isEmpty else { return }
    pending.removeFirst().continuation.resume(with: result)
  }
}

@MainActor
@Suite("Remote image state machine")
struct RemoteImageLoaderTests {
  struct Offline: Error {}
  let url = URL(string: "https://example.com/a.png")
  let bytes = Data([0x89, 0x50, 0x4E, 0x47])

  @Test("Placeholder, loading, then the image")
  func success() async throws {
    let source = FakeImageSource()
    let loader = RemoteImageLoader<Data> { try await source.fetch($0) }
    #expect(loader.phase == .placeholder)
    let task = Task { await loader.load(url) }
    await source.waitForRequest()
    #expect(loader.phase == .loading)
    #expect(loader.phase.accessibilityLabel == .key("common.loading"))
    await source.answer(with: .success(bytes))
    await task.value
    #expect(loader.phase == .loaded(bytes))
    // The same URL again does not refetch.
    await loader.load(url)
    #expect(await source.requested.count == 1)
  }

  @Test("A failure shows the failure view; no URL fails at once")
  func failure() async {
    let source = FakeImageSource()
    let loader = RemoteImageLoader<Data> { try await source.fetch($0) }
    let task = Task { await loader.load(url) }
    await source.waitForRequest()
    await source.answer(with: .failure(Offline()))
    await task.value
    #expect(loader.phase == .failed)
    await loader.load(nil)
    #expect(loader.phase == .failed)
    #expect(await source.requested.count == 1)
  }

  @Test("Disappearing cancels the request and returns to the placeholder")
  func cancellation() async throws {
    let source = FakeImageSource()
    let loader = RemoteImageLoader<Data> { try await source.fetch($0) }
    let task = Task { await loader.load(url) }
    await source.waitForRequest()
    task.cancel()
    await task.value
    #expect(loader.phase == .placeholder)
    #expect(await source.cancelled == [try #require(url)])
  }

  @Test("A late answer for an old URL is ignored")
  func staleAnswer() async throws {
    let source = FakeImageSource()
    let loader = RemoteImageLoader<Data> { try await source.fetch($0) }
    let other = try #require(URL(string: "https://example.com/b.png"))
    let first = Task { await loader.load(url) }
    await source.waitForRequest()
    let second = Task { await loader.load(other) }
    await source.waitForRequest(count: 2)
    await source.answer(with: .success(Data([1])))  // the old request answers late
    await first.value
    #expect(loader.phase == .loading)
    await source.answer(with: .success(Data([2])))
    await second.value
    #expect(loader.phase == .loaded(Data([2])))
    #expect(loader.url == other)
  }

  @Test("Bytes that are not an image show the failure view")
  func undecodable() async throws {
    let url = try #require(self.url)
    let loader = RemoteImageLoader<Data> { throw UndecodableImageError(url: $0) }
    await loader.load(url)
    #expect(loader.phase == .failed)
  }

  @Test(
    "Symbols, spinner and VoiceOver labels per phase",
    arguments: [
      (RemoteImagePhase<Data>.placeholder, "photo", false, nil),
      (.loading, "photo", true, UICopy.key("common.loading")),
      (.loaded(Data([1])), nil, false, nil),
      (.failed, "exclamationmark.triangle", false, .key("appui.image.unavailable")),
    ] as [(RemoteImagePhase<Data>, String?, Bool, UICopy?)])
  func presentation(
    phase: RemoteImagePhase<Data>, symbol: String?, spinner: Bool, label: UICopy?
  ) {
    #expect(phase.symbol == symbol)
    #expect(phase.showsSpinner == spinner)
    #expect(phase.accessibilityLabel == label)
    #expect(phase.isLoaded == (symbol == nil))
  }

  @Test("The fade-in respects Reduce Motion")
  func fade() {
    #expect(RemoteImageLoader<Data>.fadeInDuration(reduceMotion: false) > 0)
    #expect(RemoteImageLoader<Data>.fadeInDuration(reduceMotion: true) == 0)
  }
}
