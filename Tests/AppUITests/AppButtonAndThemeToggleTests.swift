import AppHaptics
import AppTheme
import Testing

@testable import AppUI

@Suite("AppButton appearance and ThemeToggle")
struct AppButtonAndThemeToggleTests {
  @Test(
    "Colours per variant",
    arguments: [
      (AppButtonVariant.primary, SemanticColor.onAccent, SemanticColor?.some(.accent)),
      (.secondary, .onSecondary, .secondary), (.destructive, .onDestructive, .destructive),
      (.text, .accent, nil),
    ])
  func colours(variant: AppButtonVariant, foreground: SemanticColor, fill: SemanticColor?) {
    for state in Self.states {
      let appearance = AppButtonStyleResolver.appearance(variant: variant, state: state)
      #expect(appearance.foreground == foreground)
      #expect(appearance.fill == fill)
    }
  }

  static let states: [AppButtonState] = [false, true].flatMap { pressed in
    [false, true].flatMap { loading in
      [false, true].map { AppButtonState(isPressed: pressed, isLoading: loading, isDisabled: $0) }
    }
  }

  @Test(
    "State table: opacity, scale, label, spinner, hit testing, announcement, haptic",
    arguments: [
      // pressed, loading, disabled -> opacity, scale, label, spinner, taps
      (AppButtonState(), 1.0, 1.0, 1.0, false, true),
      (AppButtonState(isPressed: true), 0.85, 0.97, 1, false, true),
      (AppButtonState(isLoading: true), 1, 1, 0, true, false),
      (AppButtonState(isPressed: true, isLoading: true), 1, 1, 0, true, false),
      (AppButtonState(isDisabled: true), 0.4, 1, 1, false, false),
      (AppButtonState(isPressed: true, isDisabled: true), 0.4, 1, 1, false, false),
      (AppButtonState(isLoading: true, isDisabled: true), 0.4, 1, 0, true, false),
    ])
  func states(
    state: AppButtonState, opacity: Double, scale: Double, label: Double, spinner: Bool,
    taps: Bool
  ) {
    let appearance = AppButtonStyleResolver.appearance(variant: .primary, state: state)
    #expect(appearance.opacity == opacity)
    #expect(appearance.scale == scale)
    #expect(appearance.labelOpacity == label)
    #expect(appearance.showsSpinner == spinner)
    #expect(appearance.isHitTestingEnabled == taps)
    #expect(appearance.tapHaptic == (taps ? .impact(.light) : nil))
    #expect(appearance.accessibilityValue == (state.isLoading ? .key("common.loading") : nil))
  }

  @Test("A pressed text button dims more; Reduce Motion keeps the scale")
  func pressedDetails() {
    let pressed = AppButtonState(isPressed: true)
    #expect(AppButtonStyleResolver.appearance(variant: .text, state: pressed).opacity == 0.6)
    #expect(
      AppButtonStyleResolver.appearance(variant: .primary, state: pressed, reduceMotion: true)
        .scale == 1)
  }

  @Test("Sizes keep a 44 pt tap target", arguments: AppButtonSize.allCases)
  func sizes(size: AppButtonSize) {
    let appearance = AppButtonStyleResolver.appearance(variant: .primary, size: size)
    #expect(appearance.minTapHeight >= 44)
    #expect(appearance.minHeight == (size == .regular ? 50 : 36))
    #expect(appearance.typography == (size == .regular ? .headline : .subheadline))
    #expect(appearance.horizontalPadding == (size == .regular ? Spacing.l : Spacing.m))
  }

  @MainActor
  @Test("A tap plays a light haptic and runs the action, unless loading or disabled")
  func taps() {
    for state in Self.states {
      let recorder = RecordingHapticsEngine()
      let haptics = Haptics(engine: recorder.engine)
      var runs = 0
      let ran = AppButtonStyleResolver.handleTap(state: state, haptics: haptics) { runs += 1 }
      let expected = !state.isLoading && !state.isDisabled
      #expect(ran == expected)
      #expect(runs == (expected ? 1 : 0))
      #expect(recorder.played == (expected ? [.impact(.light)] : []))
    }
  }

  @MainActor
  @Test("ThemeToggle saves a new preference with a selection haptic, and ignores re-taps")
  func themeToggle() {
    let recorder = RecordingHapticsEngine()
    let haptics = Haptics(engine: recorder.engine)
    let store = ThemePreferenceStore.inMemory()
    let controller = ThemeController(store: store)
    #expect(controller.preference == .system)
    #expect(ThemeToggleModel.select(.dark, on: controller, haptics: haptics))
    #expect(controller.preference == .dark)
    #expect(store.load() == .dark)
    #expect(!ThemeToggleModel.select(.dark, on: controller, haptics: haptics))
    #expect(recorder.played == [.selection])
    #expect(ThemeToggleModel.options == ThemePreference.allCases)
    #expect(
      ThemeToggleModel.options.map(ThemeToggleModel.label(for:)) == [
        .key("theme.system"), .key("theme.light"), .key("theme.dark"),
      ])
  }
}

@Suite("AppUI colours")
struct AppUIPaletteTests {
  @Test("Every pair a component draws is one of AppTheme's contrast-checked pairs")
  func pairsAreChecked() {
    let pairs = AppUIPalette.pairs
    #expect(pairs.count > 20)
    for pair in pairs {
      let checked = ContrastPairs.all.first {
        $0.foreground == pair.foreground && $0.background == pair.background
      }
      #expect(
        checked != nil,
        "\(pair.usage): \(pair.foreground) on \(pair.background) is not in ContrastPairs.all")
      if let checked {
        #expect(checked.requirement.minimumRatio >= pair.requirement.minimumRatio)
      }
    }
  }

  @Test("Every pair passes AA in light and dark", arguments: Appearance.allCases)
  func pairsPass(appearance: Appearance) {
    for pair in AppUIPalette.pairs {
      #expect(pair.passes(in: .atelier, appearance), "\(pair.usage) in \(appearance)")
    }
  }

  @Test("State colours: strength segments and field borders")
  func stateColours() {
    #expect(PasswordStrength.allCases.map(\.color) == [nil, .error, .warning, .success])
    #expect(AppTextFieldContent.Border.allCases.map(\.color) == [nil, .accent, .error])
    #expect(AppTextFieldContent.Border.allCases.map(\.width) == [1, 2, 2])
  }
}
