public import Observation

/// The app's theme state: the user's appearance preference, persisted, and what it means for
/// the root view.
///
/// The SwiftUI root applies ``colorSchemeOverride`` with `.preferredColorScheme(...)`; the
/// settings screen binds a picker to ``preference``. Every change is saved through the
/// injected ``ThemePreferenceStore`` at once.
@MainActor
@Observable
public final class ThemeController {
  /// The user's choice; setting it saves it.
  public var preference: ThemePreference {
    didSet { store.save(preference) }
  }

  /// The tokens the app draws with.
  public let theme: Theme

  @ObservationIgnored private let store: ThemePreferenceStore

  /// Creates a controller that starts from the saved preference (``ThemePreference/system``
  /// when none was saved).
  public init(store: ThemePreferenceStore, theme: Theme = .atelier) {
    self.store = store
    self.theme = theme
    self.preference = store.load() ?? .system
  }

  /// The appearance to force at the root, or nil to follow the system.
  public var colorSchemeOverride: Appearance? { preference.appearanceOverride }

  /// The appearance the app shows when the system is in `system`.
  public func resolvedAppearance(system: Appearance) -> Appearance {
    colorSchemeOverride ?? system
  }

  /// The colour of `role` when the system is in `system`, after the user's override.
  public func color(_ role: SemanticColor, system: Appearance) -> RGBAColor {
    theme.color(role, resolvedAppearance(system: system))
  }
}
