import AppLocalization
public import Foundation
public import Observation

/// The phases a ``RemoteImage`` goes through.
public enum RemoteImagePhase<Content: Sendable>: Sendable {
  /// Nothing requested (no URL yet, or the view disappeared before the image arrived).
  case placeholder
  /// The request is in flight: the placeholder stays, with a spinner.
  case loading
  /// The image arrived and was decoded; the view fades it in.
  case loaded(Content)
  /// The request failed (after the pipeline's own retry), the bytes were not an image, or there
  /// is no URL: the failure view.
  case failed

  /// Whether the image is showing; the view animates changes of this flag (the fade-in).
  public var isLoaded: Bool {
    if case .loaded = self { return true }
    return false
  }

  /// The SF Symbol drawn on the placeholder: a photo while waiting, a warning after a failure,
  /// none once the image shows.
  public var symbol: String? {
    switch self {
    case .placeholder, .loading: "photo"
    case .failed: "exclamationmark.triangle"
    case .loaded: nil
    }
  }

  /// Whether to draw the spinner.
  public var showsSpinner: Bool {
    if case .loading = self { return true }
    return false
  }

  /// The VoiceOver label while there is no image: "Loading" while loading, "Image unavailable"
  /// after a failure, `nil` otherwise (the caller's own label applies to the image).
  public var accessibilityLabel: UICopy? {
    switch self {
    case .loading: .key(LocalizationKey.Common.loading)
    case .failed: .key(LocalizationKey.Components.imageUnavailable)
    case .placeholder, .loaded: nil
    }
  }
}

extension RemoteImagePhase: Equatable where Content: Equatable {}

/// Thrown by a fetch closure when the bytes it got are not an image.
public struct UndecodableImageError: Error, Hashable, Sendable {
  /// The URL whose bytes could not be decoded.
  public var url: URL

  /// Creates the error for `url`.
  public init(url: URL) { self.url = url }
}

/// The state machine behind ``RemoteImage``: placeholder, loading, then the image or the failure
/// view, with cancellation when the view disappears.
///
/// It knows nothing about caches, HTTP or image formats: it calls the `fetch` closure it was
/// given, which returns a decoded image (`Content`) or throws. The view file hands it the
/// project's image pipeline and decoder, so swapping the image library means changing that one
/// file. The view runs ``load(_:)`` from `.task(id: url)`, which SwiftUI cancels when the view
/// disappears or the URL changes; a cancelled load returns to ``RemoteImagePhase/placeholder``
/// rather than showing a failure, and a late answer for an old URL is ignored.
@MainActor @Observable
public final class RemoteImageLoader<Content: Sendable> {
  /// Fetches and decodes an image; throws on failure and on cancellation.
  public typealias Fetch = @Sendable (URL) async throws -> Content

  /// The current phase.
  public private(set) var phase: RemoteImagePhase<Content> = .placeholder
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
  /// is already showing does nothing.
  public func load(_ url: URL?) async {
    generation += 1
    let current = generation
    if url == self.url, phase.isLoaded { return }
    self.url = url
    guard let url else {
      phase = .failed
      return
    }
    phase = .loading
    let outcome: Result<Content, any Error>
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
    case .success(let image): phase = .loaded(image)
    case .failure(is CancellationError): phase = .placeholder
    case .failure: phase = .failed
    }
  }

  /// How long the image fades in once loaded: a short fade, or none when the user asked to
  /// reduce motion.
  public static func fadeInDuration(reduceMotion: Bool) -> Double {
    reduceMotion ? 0 : 0.25
  }
}
