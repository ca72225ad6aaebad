public import AppHaptics
import AppLocalization
public import AppTheme

/// The decisions behind ``ThemeToggle``, the System / Light / Dark segmented picker.
public enum ThemeToggleModel {
  /// The picker's VoiceOver label.
  public static let title = UICopy.key(LocalizationKey.Theme.title)

  /// The segments, in order.
  public static let options: [ThemePreference] = [.system, .light, .dark]

  /// A segment's label.
  public static func label(for preference: ThemePreference) -> UICopy {
    switch preference {
    case .system: .key(LocalizationKey.Theme.system)
    case .light: .key(LocalizationKey.Theme.light)
    case .dark: .key(LocalizationKey.Theme.dark)
    }
  }

  /// Applies the user's pick: saves it on the controller and plays the selection haptic, only
  /// when it changes the preference (re-tapping the selected segment does nothing).
  ///
  /// - Returns: Whether the preference changed.
  @MainActor @discardableResult
  public static func select(
    _ preference: ThemePreference, on controller: ThemeController, haptics: Haptics
  ) -> Bool {
    guard controller.preference != preference else { return false }
    controller.preference = preference
    haptics.selection()
    return true
  }
}
