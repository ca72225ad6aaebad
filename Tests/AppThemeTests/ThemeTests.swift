import Testing

@testable import AppTheme

@Suite("The Atelier theme's tokens")
struct ThemeTests {
  @Test("every semantic colour is defined for both appearances")
  func complete() {
    #expect(Theme.atelier.missingDefinitions.isEmpty)
    for role in SemanticColor.allCases {
      for appearance in Appearance.allCases {
        #expect(Theme.atelier.paletteColor(role, appearance) != nil, "\(role) \(appearance)")
      }
    }
  }

  @Test("a theme reports its gaps and falls back visibly")
  func gaps() {
    var theme = Theme.atelier
    theme.roles[.info] = [.light: .blue700]
    theme.roles[.onBanner] = nil
    let missing = theme.missingDefinitions.map { "\($0.role).\($0.appearance)" }
    #expect(missing == ["info.dark", "onBanner.light", "onBanner.dark"])
    #expect(theme.color(.info, .dark) == PaletteColor.blue700.rgba)
    #expect(theme.color(.onBanner, .light) == Theme.fallbackColor)
  }

  @Test("replacing a role restyles it in both appearances and nothing else")
  func replacing() {
    let theme = Theme.atelier.replacing(.accent, light: .teal700, dark: .teal300)
    #expect(theme.color(.accent, .light) == PaletteColor.teal700.rgba)
    #expect(theme.color(.accent, .dark) == PaletteColor.teal300.rgba)
    for role in SemanticColor.allCases where role != .accent {
      #expect(theme.roles[role] == Theme.atelier.roles[role])
    }
  }

  @Test("light and dark differ for every surface and text role")
  func appearancesDiffer() {
    let roles: [SemanticColor] = [
      .background, .groupedSurface, .textPrimary, .textSecondary, .textTertiary, .accent,
    ]
    for role in roles {
      #expect(Theme.atelier.color(role, .light) != Theme.atelier.color(role, .dark), "\(role)")
    }
  }

  @Test("palette names are unique and values distinct")
  func palette() {
    let values = PaletteColor.allCases.map(\.hex)
    #expect(Set(values).count == values.count)
    #expect(PaletteColor.indigo600.rgba.hexString == "#4F46E5")
  }

  @Test("the type scale never grows from one step to the next")
  func typeScale() {
    let sizes = TypographyToken.allCases.map(\.size)
    #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 >= $1 })
    for token in TypographyToken.allCases {
      #expect(token.lineHeight > token.size, "\(token)")
      #expect(token.textStyle.rawValue == token.rawValue)
    }
  }

  @Test(
    "large text follows WCAG's 18 pt / 14 pt bold rule",
    arguments: [
      (TypographyToken.largeTitle, true), (.title, true), (.headline, false), (.body, false),
      (.caption, false),
    ])
  func largeText(token: TypographyToken, isLarge: Bool) {
    #expect(token.isLargeText == isLarge)
  }

  @Test("spacing and corner radii grow strictly")
  func scales() {
    for scale in [Spacing.scale, CornerRadius.scale] {
      let values = scale.map(\.value)
      #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
      #expect(Set(scale.map(\.name)).count == scale.count)
    }
    #expect(Spacing.scale.map(\.value) == [2, 4, 8, 12, 16, 24, 32])
  }
}
