import Foundation
import Observation
import Testing

@testable import AppTheme

@MainActor
@Suite("ThemeController and its preference store")
struct ThemeControllerTests {
  @Test("starts from system when nothing was saved")
  func defaultsToSystem() {
    let controller = ThemeController(store: .inMemory())
    #expect(controller.preference == .system)
    #expect(controller.colorSchemeOverride == nil)
    #expect(controller.resolvedAppearance(system: .dark) == .dark)
  }

  @Test(
    "the preference decides the override",
    arguments: [
      (ThemePreference.system, Appearance?.none), (.light, .light), (.dark, .dark),
    ])
  func override(preference: ThemePreference, expected: Appearance?) {
    let controller = ThemeController(store: .inMemory(preference))
    #expect(controller.colorSchemeOverride == expected)
    for system in Appearance.allCases {
      #expect(controller.resolvedAppearance(system: system) == expected ?? system)
    }
  }

  @Test("setting the preference saves it and a new controller reads it back")
  func persists() {
    let store = ThemePreferenceStore.inMemory()
    let controller = ThemeController(store: store)
    controller.preference = .dark
    #expect(store.load() == .dark)
    #expect(ThemeController(store: store).preference == .dark)
    #expect(
      controller.color(.background, system: .light) == Theme.atelier.color(.background, .dark))
  }

  @Test("changes are observable")
  func observable() {
    let controller = ThemeController(store: .inMemory())
    let changed = ObservationFlag()
    withObservationTracking {
      _ = controller.colorSchemeOverride
    } onChange: {
      changed.set()
    }
    controller.preference = .light
    #expect(changed.isSet)
  }

  @Test("the UserDefaults store round-trips and ignores garbage")
  func userDefaults() throws {
    let suite = "atelier.tests.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let store = ThemePreferenceStore.userDefaults(key: "pref", suiteName: suite)
    #expect(store.load() == nil)
    store.save(.light)
    #expect(defaults.string(forKey: "pref") == "light")
    #expect(store.load() == .light)
    defaults.set("sepia", forKey: "pref")
    #expect(store.load() == nil)
    #expect(ThemeController(store: store).preference == .system)
  }
}

/// A flag set from an observation callback (which may run on any thread).
final class ObservationFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
