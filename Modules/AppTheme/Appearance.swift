/// The two colour schemes every semantic colour defines a value for.
///
/// Named after what the user sees rather than SwiftUI's `ColorScheme`, so the core stays
/// platform-neutral; the SwiftUI bridge converts between the two.
public enum Appearance: String, Sendable, CaseIterable, Codable {
  /// Dark text on light surfaces.
  case light
  /// Light text on dark surfaces.
  case dark
}
