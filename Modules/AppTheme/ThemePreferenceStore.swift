import Foundation

/// Where ``ThemeController`` keeps the user's ``ThemePreference``: a struct of closures, so the
/// app persists it in `UserDefaults` and tests keep it in memory.
public struct ThemePreferenceStore: Sendable {
  /// Reads the saved preference; nil when nothing (or nothing valid) was saved.
  public var load: @Sendable () -> ThemePreference?
  /// Saves a preference.
  public var save: @Sendable (ThemePreference) -> Void

  /// Creates a store from its two operations.
  public init(
    load: @escaping @Sendable () -> ThemePreference?,
    save: @escaping @Sendable (ThemePreference) -> Void
  ) {
    self.load = load
    self.save = save
  }

  /// The live store: the preference's raw value under `key` in `UserDefaults`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - suiteName: A defaults suite (an app group shares the choice with extensions); nil for
  ///     `UserDefaults.standard`.
  public static func userDefaults(
    key: String = "atelier.themePreference", suiteName: String? = nil
  ) -> ThemePreferenceStore {
    // `UserDefaults` is looked up on each call rather than captured, so the closures stay
    // `Sendable` on every platform whatever the SDK says about the class.
    @Sendable func defaults() -> UserDefaults {
      suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
    }
    return ThemePreferenceStore(
      load: { defaults().string(forKey: key).flatMap(ThemePreference.init(rawValue:)) },
      save: { defaults().set($0.rawValue, forKey: key) }
    )
  }

  /// A store that keeps the preference in memory, starting from `initial`: for tests and
  /// previews. Copies of the store share the value.
  public static func inMemory(_ initial: ThemePreference? = nil) -> ThemePreferenceStore {
    let box = LockedBox(initial)
    return ThemePreferenceStore(load: { box.value }, save: { box.value = $0 })
  }
}

/// A value behind a lock. (`Synchronization.Mutex` needs iOS 18; the package targets iOS 17.)
private final class LockedBox<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: Value

  init(_ value: Value) { storage = value }

  var value: Value {
    get { lock.withLock { storage } }
    set { lock.withLock { storage = newValue } }
  }
}
