// The SwiftUI root: it draws what `AppEnvironment.rootPresentation` decided and injects the
// controllers; no logic of its own.
#if canImport(SwiftUI)
import AppLocalization
import AppNetwork
import AppTheme
import AppToast
import AppUI
public import SwiftUI

/// The app's root view: mounts the content with the offline banner above it and the toast
/// overlay over it, applies the theme's colour scheme and the locale's layout direction, and
/// injects the environment, so any feature view can write:
///
/// ```swift
/// @Environment(AppEnvironment.self) private var env
/// @Environment(LocaleController.self) private var locale
/// // ...
/// env.toast.show(locale.t("todos.cleared"), variant: .success)
/// ```
///
/// In the app, build the environment once (`try await AppEnvironment.live()`) and wrap the
/// first screen: `RootView(environment: env) { TodoList() }`.
public struct RootView<Content: View>: View {
  private let environment: AppEnvironment
  private let content: Content

  /// Creates the root over `content`.
  public init(environment: AppEnvironment, @ViewBuilder content: () -> Content) {
    self.environment = environment
    self.content = content()
  }

  /// The content with the banner, the toast overlay and the environment.
  public var body: some View {
    let presentation = environment.rootPresentation
    content
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      // Always mounted: the banner shows itself while offline and announces the change.
      .safeAreaInset(edge: .top, spacing: 0) { OfflineBanner() }
      .toastHost(environment.toast)
      .environment(environment)
      .environment(environment.network)
      .environment(environment.theme)
      .environment(environment.toast)
      .localeController(environment.locale)
      .environment(\.layoutDirection, presentation.layoutDirection.swiftUI)
      .preferredColorScheme(presentation.colorSchemeOverride?.colorScheme)
      .task { environment.start() }
  }
}

#Preview("Offline, dark, Arabic") {
  RootView(
    environment: .fixture(
      locale: .preview(language: "ar"), network: .offline, themePreference: .dark)
  ) {
    Color.clear
  }
}
#endif
