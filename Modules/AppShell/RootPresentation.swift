public import AppLocalization
public import AppTheme
public import AppUI

/// What the root view applies, decided from the environment's controllers: the banner, the
/// colour scheme to force, and the layout direction.
public struct RootPresentation: Hashable, Sendable {
  /// The banner above the content (the offline banner while there is no connection), or `nil`.
  public var banner: BannerContent?
  /// The appearance to force with `.preferredColorScheme`, or `nil` to follow the system.
  public var colorSchemeOverride: Appearance?
  /// The direction the whole tree lays out in (right-to-left for Arabic).
  public var layoutDirection: TextLayoutDirection

  /// Whether the offline banner shows above the content.
  public var showsOfflineBanner: Bool { banner == .offline }

  /// Decides the presentation.
  ///
  /// - Parameters:
  ///   - isOnline: The debounced connectivity; an expensive or constrained connection is still
  ///     online, so it shows no banner.
  ///   - colorSchemeOverride: The theme controller's override.
  ///   - layoutDirection: The locale controller's direction.
  public init(
    isOnline: Bool, colorSchemeOverride: Appearance?, layoutDirection: TextLayoutDirection
  ) {
    self.banner = BannerContent.forNetwork(isOnline: isOnline)
    self.colorSchemeOverride = colorSchemeOverride
    self.layoutDirection = layoutDirection
  }
}
