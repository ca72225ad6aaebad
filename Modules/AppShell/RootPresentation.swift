public import AppLocalization
public import AppTheme

/// What the root view applies, decided from the environment's controllers: whether the
/// offline banner shows, the colour scheme to force, and the layout direction.
public struct RootPresentation: Hashable, Sendable {
  /// Whether the offline banner is mounted above the content.
  public var showsOfflineBanner: Bool
  /// The appearance to force with `.preferredColorScheme`, or `nil` to follow the system.
  public var colorSchemeOverride: Appearance?
  /// The direction the whole tree lays out in (right-to-left for Arabic).
  public var layoutDirection: TextLayoutDirection

  /// Decides the presentation.
  ///
  /// - Parameters:
  ///   - isOnline: The debounced connectivity; the banner shows only when it is false (an
  ///     expensive or constrained connection is still online).
  ///   - colorSchemeOverride: The theme controller's override.
  ///   - layoutDirection: The locale controller's direction.
  public init(
    isOnline: Bool, colorSchemeOverride: Appearance?, layoutDirection: TextLayoutDirection
  ) {
    self.showsOfflineBanner = !isOnline
    self.colorSchemeOverride = colorSchemeOverride
    self.layoutDirection = layoutDirection
  }
}
