import Foundation

/// Where the user's language choice is kept between launches: a struct of closures, so tests
/// and previews inject an in-memory store and the app uses `UserDefaults`.
public struct LanguagePreferenceStore: Sendable {
  /// Reads the stored choice; nil means "follow the system".
  public var load: @Sendable () -> String?
  /// Stores a choice; nil clears it (follow the system again).
  public var save: @Sendable (String?) -> Void

  /// A store made of two closures.
  public init(
    load: @escaping @Sendable () -> String?, save: @escaping @Sendable (String?) -> Void
  ) {
    self.load = load
    self.save = save
  }

  /// Keeps the choice in `UserDefaults` (the standard suite, or the named one) under `key`.
  public static func userDefaults(
    key: String = "atelier.language", suiteName: String? = nil
  ) -> Self {
    // `UserDefaults` is thread-safe but not `Sendable`: look it up inside each closure.
    let defaults: @Sendable () -> UserDefaults = {
      suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
    }
    return Self(
      load: { defaults().string(forKey: key) },
      save: { value in
        if let value {
          defaults().set(value, forKey: key)
        } else {
          defaults().removeObject(forKey: key)
        }
      })
  }

  /// Keeps the choice in memory only, starting from `initial` (for tests and previews).
  public static func inMemory(_ initial: String? = nil) -> Self {
    let box = LockedValue(initial)
    return Self(load: { box.value }, save: { box.value = $0 })
  }

  /// Remembers nothing: always follows the system.
  public static let none = Self(load: { nil }, save: { _ in })
}

/// A value behind a lock, for the in-memory store (the package supports macOS 14, which lacks
/// `Synchronization.Mutex`).
final class LockedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
