// The SwiftUI drawing of OfflineBanner; what it shows and announces comes from BannerContent.
#if canImport(SwiftUI)
import Accessibility
import AppLocalization
import AppNetwork
import AppTheme
public import SwiftUI

/// A slim banner that slides in at the top while the environment's `NetworkObserver` reports no
/// connection, and is announced to VoiceOver when it appears.
///
/// ```swift
/// content.safeAreaInset(edge: .top, spacing: 0) { OfflineBanner() }
/// ```
public struct OfflineBanner: View {
  @Environment(NetworkObserver.self) private var network
  @Environment(LocaleController.self) private var locale
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  /// Creates the banner.
  public init() {}

  /// The banner, or nothing while online.
  public var body: some View {
    VStack(spacing: 0) {
      if let banner = BannerContent.forNetwork(isOnline: network.isOnline) {
        HStack(spacing: Spacing.s) {
          Image(systemName: banner.symbol)
            .accessibilityHidden(true)
          SwiftUI.Text(verbatim: locale.t(banner.message))
            .font(.appFootnote)
        }
        .foregroundStyle(.app(AppUIPalette.bannerText))
        .padding(.horizontal, Spacing.l)
        .padding(.vertical, Spacing.s)
        .frame(maxWidth: .infinity)
        .background(.app(AppUIPalette.bannerFill))
        .accessibilityElement(children: .combine)
        .transition(
          reduceMotion
            ? AnyTransition.opacity : AnyTransition.move(edge: .top).combined(with: .opacity))
      }
    }
    .animation(.easeInOut(duration: 0.25), value: network.isOnline)
    .onChange(of: network.isOnline) { wasOnline, isOnline in
      if let announcement = BannerContent.announcement(wasOnline: wasOnline, isOnline: isOnline) {
        AccessibilityNotification.Announcement(locale.t(announcement)).post()
      }
    }
  }
}
#endif
