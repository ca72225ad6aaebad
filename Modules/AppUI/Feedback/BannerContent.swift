import AppLocalization

/// A slim banner across the top of a screen: what it says and how it looks.
///
/// ``OfflineBanner`` is the first user; the type is general so other app-wide conditions can
/// reuse the same look.
public struct BannerContent: Hashable, Sendable {
  /// An SF Symbol name drawn at the leading edge.
  public var symbol: String
  /// The message; it wraps rather than truncates at large Dynamic Type sizes.
  public var message: UICopy

  /// Creates a banner.
  public init(symbol: String, message: UICopy) {
    self.symbol = symbol
    self.message = message
  }

  /// The banner shown while the device is offline.
  public static let offline = BannerContent(
    symbol: "wifi.slash", message: .key(LocalizationKey.Components.offlineMessage))

  /// The banner to show for a network state: the offline banner when there is no connection,
  /// nothing otherwise (an expensive or constrained connection is still online).
  public static func forNetwork(isOnline: Bool) -> BannerContent? {
    isOnline ? nil : .offline
  }

  /// What VoiceOver should announce when the network state changes from `wasOnline` to
  /// `isOnline`: the banner's message when it appears, `nil` otherwise (the banner disappearing
  /// is good news the screen itself shows).
  public static func announcement(wasOnline: Bool, isOnline: Bool) -> UICopy? {
    wasOnline && !isOnline ? offline.message : nil
  }
}
