/// The user's choice of appearance in the app's settings.
public enum ThemePreference: String, Sendable, CaseIterable, Codable {
  /// Follow the system setting.
  case system
  /// Always light.
  case light
  /// Always dark.
  case dark

  /// The appearance to force, or nil to follow the system.
  public var appearanceOverride: Appearance? {
    switch self {
    case .system: nil
    case .light: .light
    case .dark: .dark
    }
  }
}
