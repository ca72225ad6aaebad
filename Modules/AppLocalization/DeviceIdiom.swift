/// The device families a String Catalog's `device` variations distinguish.
///
/// The raw values are the catalog's case names (FORMATS.md §1.5).
public enum DeviceIdiom: String, Sendable, CaseIterable {
  /// An iPhone.
  case iphone
  /// An iPad.
  case ipad
  /// An iPod touch.
  case ipod
  /// A Mac (including Mac Catalyst and iPad apps on Mac).
  case mac
  /// An Apple Watch.
  case applewatch
  /// An Apple TV.
  case appletv
  /// Apple Vision Pro.
  case applevision
  /// Anything else (Linux, for tests and tools).
  case other

  /// The device this process runs on: the module's one platform boundary.
  ///
  /// iOS asks UIKit (`DeviceIdiom+UIKit.swift`); the other platforms are known at compile time.
  @MainActor public static var current: DeviceIdiom {
    #if canImport(UIKit) && !os(watchOS)
    return .uiKitCurrent
    #elseif os(macOS)
    return .mac
    #elseif os(watchOS)
    return .applewatch
    #elseif os(Linux) || os(Windows) || os(Android) || os(WASI)
    return .other
    #else
    #warning("Platform-specific implementation missing")
    return .other
    #endif
  }
}
