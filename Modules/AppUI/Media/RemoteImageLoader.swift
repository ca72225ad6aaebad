public import Foundation
public import Observation

/// The phases a ``RemoteImage`` goes through.
public enum RemoteImagePhase: Hashable, Sendable {
  /// Nothing requested (no URL yet, or the view disappeared before the image arrived).
  case placeholder
  /// The request is in flight: the placeholder stays, with a spinner.
  case loading
  /// The image's bytes arrived; the view decodes and fades them in.
  case loaded(Data)
  /// The request failed (after the pipeline's own retry), or there is no URL: the failure view.
  case failed
}

/// The state machine behind ``RemoteImage``: placeholder, loading, then the image or the failure
/// view, with cancellation when the view disappears.
///
/// It knows nothing about caches or HTTP: it calls the `fetch` closure it was given. The view
/// file hands it the project's image pipeline, so swapping the image library means changing that
/// one file. The view runs ``load(_:)`` from `.task(id: url)`, which SwiftUI cancels when the view
/// disappears or the URL changes; a cancelled load returns to ``RemoteImagePhase/placeholder``
/// rather than showing a failure, and a late answer for an old URL is ignored.
@MainActor @Observable
public final class RemoteImageLoader {
  /// Fetches an image's bytes; throws on failure and on cancellation.
  public typealias Fetch = @Sendable (URL) async throws -> Data

  /// The current phase.
  public private(set) var phase: RemoteImagePhase = .placeholder
  /// The URL of the most recent request.
  public private(set) var url: URL?

  @ObservationIgnored private let fetch: Fetch
  @ObservationIgnored private var generation = 0

  /// Creates a loader that fetches with `fetch`.
  public init(fetch: @escaping Fetch) {
    self.fetch = fetch
  }

  /// Loads `url`, moving through the phases; returns when it succeeded, failed or was cancelled.
  ///
  /// A `nil` URL fails immediately (the caller has no image to show). Loading the URL whose image
  /// is already loaded does nothing.
  public func load(_ url: URL?) async {
    generation += 1
    let current = generation
    if url == self.url, case .loaded = phase { return }
    self.url = url
    guard let url else {
      phase = .failed
      return
    }
    phase = .loading
    let outcome: Result<Data, any Error>
    do {
      outcome = .success(try await fetch(url))
    } catch {
      outcome = .failure(error)
    }
    guard current == generation else { return }
    if Task.isCancelled {
      phase = .placeholder
      return
    }
    switch outcome {
    case .success(let data): phase = .loaded(data)
    case .failure(is CancellationError): phase = .placeholder
    case .failure: phase = .failed
    }
  }

  /// Marks the loaded bytes as undecodable (the view could not make an image of them), which
  /// shows the failure view.
  public func markUndecodable() {
    if case .loaded = phase { phase = .failed }
  }

  /// How long the image fades in once loaded: a short fade, or none when the user asked to
  /// reduce motion.
  public static func fadeInDuration(reduceMotion: Bool) -> Double {
    reduceMotion ? 0 : 0.25
  }

  /// The VoiceOver label while there is no image: "Loading" while loading, "Image unavailable"
  /// after a failure, `nil` otherwise (the caller's own label applies to the loaded image).
  public static func accessibilityLabel(for phase: RemoteImagePhase) -> UICopy? {
    switch phase {
    case .loading: .key("common.loading")
    case .failed: .key("appui.image.unavailable")
    case .placeholder, .loaded: nil
    }
  }
}
