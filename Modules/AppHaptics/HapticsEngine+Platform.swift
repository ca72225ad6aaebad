// The module's one platform boundary: which engine `Haptics.shared` uses.

extension HapticsEngine {
  /// Real haptics where UIKit has feedback generators (iOS), no-op everywhere else.
  @MainActor
  static var platformDefault: HapticsEngine {
    #if canImport(UIKit) && os(iOS)
    return .live
    #else
    return .noop
    #endif
  }
}
