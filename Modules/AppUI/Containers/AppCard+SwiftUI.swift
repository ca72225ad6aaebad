// The SwiftUI drawing of AppCard; its fill, radius and padding come from AppUIPalette.
#if canImport(SwiftUI)
import AppTheme
public import SwiftUI

/// A grouped-surface card with rounded corners around any content.
///
/// ```swift
/// AppCard { Text(item.title).font(.appHeadline) }
/// ```
public struct AppCard<Content: View>: View {
  private let content: Content

  /// Wraps `content` in a card.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The card.
  public var body: some View {
    content
      .padding(AppUIPalette.cardPadding)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(
        RoundedRectangle(cornerRadius: AppUIPalette.cardCornerRadius, style: .continuous)
          .fill(.app(AppUIPalette.cardFill))
      )
  }
}
#endif
