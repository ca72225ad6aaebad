// The only file that knows which image library RemoteImage uses: the project's ImagePipeline for
// bytes (memory and disk caches, coalescing, one retry) and ImageIO for decoding. To swap the
// library, change this file; RemoteImageLoader's state machine stays.
#if canImport(SwiftUI) && canImport(ImageIO)
import AppLocalization
import AppNetwork
import AppTheme
import ImageIO
public import SwiftUI

/// An image loaded from a URL: a placeholder, a spinner while loading, a fade-in, a failure view,
/// and cancellation when the view disappears.
///
/// ```swift
/// RemoteImage(url: user.avatarURL, accessibilityLabel: user.name)
///   .frame(width: 48, height: 48).clipShape(Circle())
/// ```
public struct RemoteImage: View {
  private let url: URL?
  private let contentMode: ContentMode
  private let label: String?
  @State private var loader = RemoteImageLoader<DecodedImage>(fetch: RemoteImage.fetch)
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(LocaleController.self) private var locale

  /// Creates the view.
  ///
  /// - Parameters:
  ///   - url: The image's URL; `nil` shows the failure view.
  ///   - contentMode: Fill (crops) or fit (letterboxes) the frame it is given.
  ///   - accessibilityLabel: What the image shows, already localized; `nil` for decoration.
  public init(url: URL?, contentMode: ContentMode = .fill, accessibilityLabel: String? = nil) {
    self.url = url
    self.contentMode = contentMode
    self.label = accessibilityLabel
  }

  /// The image or its placeholder.
  public var body: some View {
    let phase = loader.phase
    ZStack {
      Rectangle().fill(.app(AppUIPalette.imagePlaceholderFill))
      if let symbol = phase.symbol {
        Image(systemName: symbol)
          .font(.appTitle)
          .foregroundStyle(.app(AppUIPalette.imagePlaceholderSymbol))
      }
      if phase.showsSpinner {
        ProgressView()
      }
      if case .loaded(let decoded) = phase {
        Image(decorative: decoded.cgImage, scale: 1)
          .resizable()
          .aspectRatio(contentMode: contentMode)
          .transition(.opacity)
      }
    }
    .clipped()
    .animation(
      .easeIn(duration: RemoteImageLoader<DecodedImage>.fadeInDuration(reduceMotion: reduceMotion)),
      value: phase.isLoaded
    )
    .task(id: url) { await loader.load(url) }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(SwiftUI.Text(verbatim: locale.t(phase.accessibilityLabel) ?? label ?? ""))
    .accessibilityHidden(label == nil && phase.accessibilityLabel == nil)
  }

  /// A decoded bitmap; `CGImage` is immutable, so sharing it across tasks is safe.
  struct DecodedImage: @unchecked Sendable {
    let cgImage: CGImage
  }

  /// Fetches through the shared pipeline and decodes off the main actor.
  private static let fetch: RemoteImageLoader<DecodedImage>.Fetch = { url in
    let data = try await ImagePipeline.shared.data(for: url)
    guard let source = CGImageSourceCreateWithData(data as CFData, nil),
      let image = CGImageSourceCreateImageAtIndex(source, 0, nil)
    else { throw UndecodableImageError(url: url) }
    return DecodedImage(cgImage: image)
  }
}
#endif
