import AppClock
import AppHaptics
import AppLocalization
import AppNetwork
import AppTheme
import AppToast
import AppUI
import Foundation
import Observation
import Testing

@testable import AppShell

@MainActor
@Suite("AppEnvironment: the composition root, built from fixtures")
struct AppEnvironmentTests {
  let clock = ManualClock()
  let recorder = RecordingHapticsEngine()

  static let strings = [
    "todos.cleared": ["en": "List cleared", "de": "Liste geleert", "ar": "تم مسح القائمة"]
  ]

  func makeEnvironment(
    language: String = "en", network: NetworkObserver? = nil,
    themePreference: ThemePreference = .system
  ) -> AppEnvironment {
    AppEnvironment.fixture(
      locale: .fixture(Self.strings, language: language), network: network,
      themePreference: themePreference, hapticsEngine: recorder.engine, clock: clock)
  }

  @Test("the issue's example: a localized success toast, with its haptic")
  func issueExample() {
    let env = makeEnvironment(language: "de")
    env.toast.show(env.locale.t("todos.cleared"), variant: .success)
    #expect(env.toast.current?.message == "Liste geleert")
    #expect(recorder.played == [.notification(.success)])
  }

  @Test("toasts play through the environment's haptics, so the user's switch silences them")
  func toastUsesSharedHaptics() {
    let env = makeEnvironment()
    env.haptics.isEnabled = false
    env.toast.show("Failed", variant: .error)
    #expect(env.toast.current != nil)
    #expect(recorder.played.isEmpty)
    env.haptics.isEnabled = true
    env.toast.show("Failed", variant: .error)
    #expect(recorder.played == [.notification(.error)])
  }

  @Test("toast timers run on the injected clock")
  func toastClock() async {
    let env = makeEnvironment()
    env.toast.show("Saved")
    clock.advance(by: .milliseconds(2_999))
    #expect(env.toast.current != nil)
    clock.advance(by: .milliseconds(1))
    // Yield (bounded) until the woken timer has run on the main actor.
    for _ in 0..<100_000 where env.toast.current != nil { await Task.yield() }
    #expect(env.toast.current == nil)
  }

  @Test(
    "the root presentation follows network, theme and language",
    arguments: [
      (NetworkPath.wifi, ThemePreference.system, "en", false, Appearance?.none, "leftToRight"),
      (.offline, .dark, "de", true, .dark, "leftToRight"),
      (.cellular, .light, "ar", false, .light, "rightToLeft"),
      (.offline, .system, "ar", true, nil, "rightToLeft"),
    ])
  func presentation(
    path: NetworkPath, preference: ThemePreference, language: String, banner: Bool,
    scheme: Appearance?, direction: String
  ) {
    let network = NetworkObserver(client: .noop, initialPath: path, clock: clock)
    let env = makeEnvironment(
      language: language, network: network, themePreference: preference)
    let presentation = env.rootPresentation
    #expect(presentation.showsOfflineBanner == banner)
    #expect(presentation.banner == (banner ? BannerContent.offline : nil))
    #expect(presentation.colorSchemeOverride == scheme)
    #expect(presentation.layoutDirection.rawValue == direction)
  }

  @Test("changing a controller invalidates the root presentation (the root view re-renders)")
  func presentationIsObserved() {
    let network = NetworkObserver(client: .noop, initialPath: .wifi, clock: clock)
    let env = makeEnvironment(network: network)
    let changes = ChangeCounter()
    withObservationTracking {
      _ = env.rootPresentation
    } onChange: {
      changes.increment()
    }
    env.network.receive(.offline)
    #expect(changes.count == 1)
    #expect(env.rootPresentation.showsOfflineBanner)

    withObservationTracking {
      _ = env.rootPresentation
    } onChange: {
      changes.increment()
    }
    env.theme.preference = .dark
    #expect(changes.count == 2)
    #expect(env.rootPresentation.colorSchemeOverride == .dark)

    withObservationTracking {
      _ = env.rootPresentation
    } onChange: {
      changes.increment()
    }
    env.locale.setLanguage("ar")
    #expect(changes.count == 3)
    #expect(env.rootPresentation.layoutDirection == .rightToLeft)
  }

  @Test("start() begins network monitoring once; stop() ends it")
  func startMonitoring() async {
    let network = NetworkObserver(
      client: .sequence([.offline]), initialPath: .wifi, debounce: .zero, clock: clock)
    let env = makeEnvironment(network: network)
    env.start()
    env.start()
    for _ in 0..<100_000 where env.network.isOnline { await Task.yield() }
    #expect(!env.network.isOnline)
    env.stop()
  }

  @Test("fixtures persist nothing: a theme choice stays in its own environment")
  func fixturesAreIsolated() {
    let first = makeEnvironment()
    first.theme.preference = .dark
    let second = makeEnvironment()
    #expect(second.theme.preference == .system)
  }

  @Test("the live environment loads the bundled catalog in nine languages")
  func live() async throws {
    let env = try await AppEnvironment.live()
    for language in ["en", "de", "fr", "es", "ja", "zh-Hans", "ru", "ar", "pl"] {
      #expect(env.locale.availableLanguages.contains(language))
    }
    #expect(env.haptics === Haptics.shared)
    #expect(env.locale.t("common.retry") != "common.retry")
  }
}

/// Counts observation callbacks, which may arrive on any thread.
final class ChangeCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  var count: Int { lock.withLock { value } }

  func increment() { lock.withLock { value += 1 } }
}
