#if canImport(SwiftUI)
public import SwiftUI

extension TextLayoutDirection {
  /// SwiftUI's layout direction.
  public var swiftUI: LayoutDirection {
    switch self {
    case .leftToRight: .leftToRight
    case .rightToLeft: .rightToLeft
    }
  }
}

extension View {
  /// Puts the controller in the environment (`@Environment(LocaleController.self)`) with its
  /// layout direction and locale, so the whole tree follows a language change.
  @MainActor public func localeController(_ controller: LocaleController) -> some View {
    environment(controller)
      .environment(\.layoutDirection, controller.layoutDirection.swiftUI)
      .environment(\.locale, controller.locale)
  }
}
#endif
