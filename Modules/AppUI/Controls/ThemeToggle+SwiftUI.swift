// The SwiftUI drawing of ThemeToggle; the options, labels and haptic come from ThemeToggleModel.
#if canImport(SwiftUI)
public import AppHaptics
import AppLocalization
import AppTheme
public import SwiftUI

/// The System / Light / Dark segmented picker bound to the environment's `ThemeController`,
/// with a selection haptic when the choice changes.
public struct ThemeToggle: View {
  @Environment(ThemeController.self) private var theme
  @Environment(LocaleController.self) private var locale
  private let haptics: Haptics?

  /// Creates the toggle; the haptic plays on `haptics` (`Haptics.shared` when nil).
  public init(haptics: Haptics? = nil) {
    self.haptics = haptics
  }

  /// The picker.
  public var body: some View {
    let selection = Binding<ThemePreference>(
      get: { theme.preference },
      set: { ThemeToggleModel.select($0, on: theme, haptics: haptics ?? .shared) }
    )
    Picker(selection: selection) {
      ForEach(ThemeToggleModel.options, id: \.self) { preference in
        SwiftUI.Text(verbatim: locale.t(ThemeToggleModel.label(for: preference)))
          .tag(preference)
      }
    } label: {
      SwiftUI.Text(verbatim: locale.t(ThemeToggleModel.title))
    }
    .pickerStyle(.segmented)
  }
}
#endif
