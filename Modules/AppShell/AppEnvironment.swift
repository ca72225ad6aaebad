public import AppHaptics
public import AppLocalization
public import AppNetwork
public import AppTheme
public import AppToast
import Foundation
public import Observation

/// The composition root: the app-wide controllers a feature reaches with
/// `@Environment(AppEnvironment.self) private var env`.
///
/// ```swift
/// env.toast.show(locale.t("todos.cleared"), variant: .success)
/// ```
///
/// Built once with live values in the app (`live()`), and with fixtures in tests and previews
/// (`fixture(...)`). Toasts play their haptics through the same `haptics` instance, so the
/// user's haptics switch silences them too.
@MainActor @Observable
public final class AppEnvironment {
  /// One toast at a time, over the root view.
  public let toast: ToastController
  /// The appearance preference and the theme's tokens.
  public let theme: ThemeController
  /// The language and its text: every user-facing string goes through `locale.t(...)`.
  public let locale: LocaleController
  /// Online/offline and the kind of connection, debounced.
  public let network: NetworkObserver
  /// Intent-named haptics, with the user's on/off switch.
  public let haptics: Haptics
  /// Image bytes with memory and disk caches, for `RemoteImage`.
  public let images: ImagePipeline

  @ObservationIgnored private var isStarted = false

  /// Creates an environment from controllers built elsewhere; prefer `live()` or `fixture(...)`.
  public init(
    toast: ToastController, theme: ThemeController, locale: LocaleController,
    network: NetworkObserver, haptics: Haptics, images: ImagePipeline
  ) {
    self.toast = toast
    self.theme = theme
    self.locale = locale
    self.network = network
    self.haptics = haptics
    self.images = images
  }

  /// Starts what runs for the app's lifetime (network monitoring). Calling it again does
  /// nothing; `RootView` calls it when it appears.
  public func start() {
    guard !isStarted else { return }
    isStarted = true
    network.start()
  }

  /// Stops network monitoring (for tests and previews that outlive their scene).
  public func stop() {
    network.stop()
    isStarted = false
  }

  /// What the root view applies for the current state of the controllers.
  public var rootPresentation: RootPresentation {
    RootPresentation(
      isOnline: network.isOnline, colorSchemeOverride: theme.colorSchemeOverride,
      layoutDirection: locale.layoutDirection)
  }
}

extension AppEnvironment {
  /// The app's environment: the bundled String Catalog in the system's languages, preferences
  /// in `UserDefaults`, the platform's path monitor and haptics, the shared image pipeline.
  ///
  /// - Throws: `LocalizationCatalogError` when the bundled catalog is missing or malformed.
  public static func live() async throws -> AppEnvironment {
    let catalog = try await LocalizationCatalog.bundled()
    let haptics = Haptics.shared
    return AppEnvironment(
      toast: ToastController(haptics: haptics),
      theme: ThemeController(store: .userDefaults()),
      locale: LocaleController(
        catalog: catalog, preferredLanguages: Foundation.Locale.preferredLanguages,
        store: .userDefaults()),
      network: NetworkObserver(client: .live),
      haptics: haptics,
      images: .shared)
  }

  /// An environment for tests, previews and the gallery: nothing is persisted, no haptic
  /// plays unless `hapticsEngine` records it, images are never cached on disk.
  ///
  /// - Parameters:
  ///   - locale: The text (default: the bundled catalog in English, read synchronously).
  ///   - network: The connection (`.online`, `.offline`, `.flapping`).
  ///   - themePreference: The user's appearance choice.
  ///   - hapticsEngine: Where haptics go; a `RecordingHapticsEngine`'s engine in tests.
  ///   - clock: The clock toast timers run on; a manual clock in tests.
  public static func fixture<C: Clock<Duration>>(
    locale: LocaleController? = nil, network: NetworkObserver? = nil,
    themePreference: ThemePreference = .system, hapticsEngine: HapticsEngine = .noop,
    clock: C
  ) -> AppEnvironment {
    let haptics = Haptics(engine: hapticsEngine)
    return AppEnvironment(
      toast: ToastController(haptics: haptics, clock: clock),
      theme: ThemeController(store: .inMemory(themePreference)),
      locale: locale ?? .preview(),
      network: network ?? .online,
      haptics: haptics,
      images: ImagePipeline(diskDirectory: nil))
  }

  /// An environment for previews, on the real clock.
  public static func fixture(
    locale: LocaleController? = nil, network: NetworkObserver? = nil,
    themePreference: ThemePreference = .system, hapticsEngine: HapticsEngine = .noop
  ) -> AppEnvironment {
    fixture(
      locale: locale, network: network, themePreference: themePreference,
      hapticsEngine: hapticsEngine, clock: ContinuousClock())
  }
}
