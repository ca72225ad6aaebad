// SwiftUI bridges for the tokens: no decisions here, only conversions of values decided in the
// platform-neutral core.
#if canImport(SwiftUI)
public import SwiftUI

extension Appearance {
  /// Creates the appearance matching a SwiftUI colour scheme.
  public init(_ colorScheme: ColorScheme) {
    self = colorScheme == .dark ? .dark : .light
  }

  /// The SwiftUI colour scheme of this appearance.
  public var colorScheme: ColorScheme {
    switch self {
    case .light: .light
    case .dark: .dark
    }
  }
}

extension ThemeController {
  /// The scheme to pass to `.preferredColorScheme(_:)` at the root; nil follows the system.
  public var preferredColorScheme: ColorScheme? { colorSchemeOverride?.colorScheme }
}

extension Color {
  /// Creates a SwiftUI colour from a token value (sRGB).
  public init(_ rgba: RGBAColor) {
    self.init(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
  }

  /// The colour of `role` in a fixed appearance; prefer the `ShapeStyle` tokens
  /// (`.appAccent`), which follow the environment's colour scheme.
  public static func app(
    _ role: SemanticColor, _ appearance: Appearance, theme: Theme = .atelier
  ) -> Color {
    Color(theme.color(role, appearance))
  }
}

/// A semantic colour as a `ShapeStyle` that resolves against the environment's colour scheme,
/// so one value works in light and dark: `.foregroundStyle(.appTextPrimary)`,
/// `.background(.appGroupedSurface)`.
public struct AppColorStyle: ShapeStyle, Sendable {
  /// The role to draw.
  public var role: SemanticColor
  /// The theme to read it from.
  public var theme: Theme

  /// Creates a style for `role` in `theme`.
  public init(_ role: SemanticColor, theme: Theme = .atelier) {
    self.role = role
    self.theme = theme
  }

  /// The role's colour in the environment's colour scheme.
  public func resolve(in environment: EnvironmentValues) -> Color {
    Color(theme.color(role, Appearance(environment.colorScheme)))
  }
}

extension ShapeStyle where Self == AppColorStyle {
  /// ``SemanticColor/accent``.
  public static var appAccent: AppColorStyle { AppColorStyle(.accent) }
  /// ``SemanticColor/onAccent``.
  public static var appOnAccent: AppColorStyle { AppColorStyle(.onAccent) }
  /// ``SemanticColor/secondary``.
  public static var appSecondary: AppColorStyle { AppColorStyle(.secondary) }
  /// ``SemanticColor/onSecondary``.
  public static var appOnSecondary: AppColorStyle { AppColorStyle(.onSecondary) }
  /// ``SemanticColor/destructive``.
  public static var appDestructive: AppColorStyle { AppColorStyle(.destructive) }
  /// ``SemanticColor/onDestructive``.
  public static var appOnDestructive: AppColorStyle { AppColorStyle(.onDestructive) }
  /// ``SemanticColor/success``.
  public static var appSuccess: AppColorStyle { AppColorStyle(.success) }
  /// ``SemanticColor/warning``.
  public static var appWarning: AppColorStyle { AppColorStyle(.warning) }
  /// ``SemanticColor/error``.
  public static var appError: AppColorStyle { AppColorStyle(.error) }
  /// ``SemanticColor/info``.
  public static var appInfo: AppColorStyle { AppColorStyle(.info) }
  /// ``SemanticColor/textPrimary``.
  public static var appTextPrimary: AppColorStyle { AppColorStyle(.textPrimary) }
  /// ``SemanticColor/textSecondary``.
  public static var appTextSecondary: AppColorStyle { AppColorStyle(.textSecondary) }
  /// ``SemanticColor/textTertiary``.
  public static var appTextTertiary: AppColorStyle { AppColorStyle(.textTertiary) }
  /// ``SemanticColor/background``.
  public static var appBackground: AppColorStyle { AppColorStyle(.background) }
  /// ``SemanticColor/groupedBackground``.
  public static var appGroupedBackground: AppColorStyle { AppColorStyle(.groupedBackground) }
  /// ``SemanticColor/groupedSurface``.
  public static var appGroupedSurface: AppColorStyle { AppColorStyle(.groupedSurface) }
  /// ``SemanticColor/separator``.
  public static var appSeparator: AppColorStyle { AppColorStyle(.separator) }
  /// ``SemanticColor/toastInfoTint``.
  public static var appToastInfoTint: AppColorStyle { AppColorStyle(.toastInfoTint) }
  /// ``SemanticColor/toastSuccessTint``.
  public static var appToastSuccessTint: AppColorStyle { AppColorStyle(.toastSuccessTint) }
  /// ``SemanticColor/toastErrorTint``.
  public static var appToastErrorTint: AppColorStyle { AppColorStyle(.toastErrorTint) }
  /// ``SemanticColor/bannerBackground``.
  public static var appBannerBackground: AppColorStyle { AppColorStyle(.bannerBackground) }
  /// ``SemanticColor/onBanner``.
  public static var appOnBanner: AppColorStyle { AppColorStyle(.onBanner) }

  /// Any semantic colour, for roles chosen at run time.
  public static func app(_ role: SemanticColor) -> AppColorStyle { AppColorStyle(role) }
}

extension DynamicTypeStyle {
  /// The SwiftUI text style.
  public var fontTextStyle: Font.TextStyle {
    switch self {
    case .largeTitle: .largeTitle
    case .title: .title
    case .headline: .headline
    case .body: .body
    case .callout: .callout
    case .subheadline: .subheadline
    case .footnote: .footnote
    case .caption: .caption
    }
  }
}

extension FontWeight {
  /// The SwiftUI weight.
  public var fontWeight: Font.Weight {
    switch self {
    case .regular: .regular
    case .medium: .medium
    case .semibold: .semibold
    case .bold: .bold
    }
  }
}

extension Font {
  /// The font of a type token: the system font in the token's weight, scaling with its
  /// Dynamic Type text style.
  public static func app(_ token: TypographyToken) -> Font {
    .system(token.textStyle.fontTextStyle, design: .default, weight: token.weight.fontWeight)
  }

  /// ``TypographyToken/largeTitle``.
  public static var appLargeTitle: Font { app(.largeTitle) }
  /// ``TypographyToken/title``.
  public static var appTitle: Font { app(.title) }
  /// ``TypographyToken/headline``.
  public static var appHeadline: Font { app(.headline) }
  /// ``TypographyToken/body``.
  public static var appBody: Font { app(.body) }
  /// ``TypographyToken/callout``.
  public static var appCallout: Font { app(.callout) }
  /// ``TypographyToken/subheadline``.
  public static var appSubheadline: Font { app(.subheadline) }
  /// ``TypographyToken/footnote``.
  public static var appFootnote: Font { app(.footnote) }
  /// ``TypographyToken/caption``.
  public static var appCaption: Font { app(.caption) }
}
#endif
