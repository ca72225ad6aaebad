/// A set of values for every ``SemanticColor`` in both ``Appearance``s.
///
/// Roles map to ``PaletteColor`` entries rather than raw numbers, so exports can keep the alias
/// (`{palette.indigo600}`) and a restyle changes one table. ``atelier`` is the app's theme; a
/// white-label build makes its own with ``init(name:roles:)`` and checks it with `theme lint`.
public struct Theme: Sendable, Hashable {
  /// A short identifier, used in exports and diagnostics.
  public var name: String
  /// The palette entry of each role in each appearance.
  ///
  /// A complete theme defines every role in both appearances; ``missingDefinitions`` lists the
  /// gaps, which the tests and `theme lint` report as errors.
  public var roles: [SemanticColor: [Appearance: PaletteColor]]

  /// Creates a theme from its role table.
  public init(name: String, roles: [SemanticColor: [Appearance: PaletteColor]]) {
    self.name = name
    self.roles = roles
  }

  /// Creates a theme from a table of `(role, light, dark)` rows.
  public init(name: String, rows: [(SemanticColor, light: PaletteColor, dark: PaletteColor)]) {
    var roles: [SemanticColor: [Appearance: PaletteColor]] = [:]
    for (role, light, dark) in rows {
      roles[role] = [.light: light, .dark: dark]
    }
    self.init(name: name, roles: roles)
  }

  /// The palette entry `role` uses in `appearance`, or nil when the theme leaves it undefined.
  public func paletteColor(_ role: SemanticColor, _ appearance: Appearance) -> PaletteColor? {
    roles[role]?[appearance]
  }

  /// The colour `role` resolves to in `appearance`.
  ///
  /// An undefined role falls back to its value in the other appearance, then to
  /// ``fallbackColor``: a loud magenta that cannot pass for a design decision.
  public func color(_ role: SemanticColor, _ appearance: Appearance) -> RGBAColor {
    let other: Appearance = appearance == .light ? .dark : .light
    return (paletteColor(role, appearance) ?? paletteColor(role, other))?.rgba ?? Self.fallbackColor
  }

  /// Every `(role, appearance)` the theme does not define, in declaration order.
  public var missingDefinitions: [(role: SemanticColor, appearance: Appearance)] {
    SemanticColor.allCases.flatMap { role in
      Appearance.allCases.filter { paletteColor(role, $0) == nil }.map { (role, $0) }
    }
  }

  /// Returns a copy with `role` set to `light` and `dark`: the one-line way to restyle a role.
  public func replacing(_ role: SemanticColor, light: PaletteColor, dark: PaletteColor) -> Theme {
    var copy = self
    copy.roles[role] = [.light: light, .dark: dark]
    return copy
  }

  /// What an undefined role draws with: magenta, so a gap is seen in review, never shipped.
  public static let fallbackColor = RGBAColor(hex: 0xFF00FF)

  /// The Atelier theme: indigo brand, slate neutrals, AA contrast for every pair in
  /// ``ContrastPairs/all`` in both appearances.
  ///
  /// Light mode puts dark text on white and slate-100 surfaces; dark mode follows the platform's
  /// grouped style (near-black background, slightly lifted surfaces) and switches fills to
  /// lighter steps with dark text on them, which keeps both the fill and its label readable.
  public static let atelier = Theme(
    name: "atelier",
    rows: [
      (.accent, light: .indigo600, dark: .indigo400),
      (.onAccent, light: .white, dark: .indigo950),
      (.secondary, light: .teal700, dark: .teal400),
      (.onSecondary, light: .white, dark: .slate950),
      (.destructive, light: .red700, dark: .red400),
      (.onDestructive, light: .white, dark: .slate950),
      (.success, light: .green700, dark: .green400),
      (.warning, light: .amber700, dark: .amber400),
      (.error, light: .red700, dark: .red400),
      (.info, light: .blue700, dark: .blue400),
      (.textPrimary, light: .slate900, dark: .slate50),
      (.textSecondary, light: .slate600, dark: .slate300),
      (.textTertiary, light: .slate550, dark: .slate400),
      (.background, light: .white, dark: .slate950),
      (.groupedBackground, light: .slate100, dark: .slate950),
      (.groupedSurface, light: .white, dark: .slate800),
      (.separator, light: .slate200, dark: .slate700),
      (.toastInfoTint, light: .blue700, dark: .blue400),
      (.toastSuccessTint, light: .green700, dark: .green400),
      (.toastErrorTint, light: .red700, dark: .red400),
      (.bannerBackground, light: .slate800, dark: .slate200),
      (.onBanner, light: .white, dark: .slate900),
    ]
  )
}
