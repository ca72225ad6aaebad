public import AppTheme

/// The colours and metrics of the components that are not computed per state, in one place, and
/// the list of every foreground-on-background pairing AppUI draws.
///
/// ``pairs`` is checked by the tests against AppTheme's `ContrastPairs.all`: a component may only
/// draw text or icons on a surface in a combination the theme holds to WCAG AA. Separator-coloured
/// hairlines and borders next to a filled field are decorative and not listed.
public enum AppUIPalette {
  /// The surfaces components are placed on by screens.
  public static let surfaces: [SemanticColor] = [.background, .groupedBackground, .groupedSurface]

  /// `AppCard`: its fill, corner radius and inner padding.
  public static let cardFill = SemanticColor.groupedSurface
  /// The corner radius of cards, text fields and OTP cells.
  public static let cardCornerRadius = CornerRadius.large
  /// The padding inside a card.
  public static let cardPadding = Spacing.l

  /// `SectionHeader`: the eyebrow's colour, on the grouped background it sits on.
  public static let sectionHeaderText = SemanticColor.textSecondary

  /// Text fields and OTP cells: the fill of the input.
  public static let inputFill = SemanticColor.groupedSurface
  /// The typed text.
  public static let inputText = SemanticColor.textPrimary
  /// The field's label (above the field) and leading icon.
  public static let inputLabel = SemanticColor.textSecondary
  /// Placeholder text.
  public static let inputPlaceholder = SemanticColor.textTertiary
  /// The inline error under a field.
  public static let inputError = SemanticColor.error

  /// Loading, error and empty states: the large symbol, the title and the message.
  public static let feedbackSymbol = SemanticColor.textTertiary
  /// The title of an error or empty state.
  public static let feedbackTitle = SemanticColor.textPrimary
  /// The message of a loading, error or empty state.
  public static let feedbackMessage = SemanticColor.textSecondary

  /// `RemoteImage`: the placeholder's fill and its symbol.
  public static let imagePlaceholderFill = SemanticColor.groupedSurface
  /// The symbol drawn on the placeholder and failure view.
  public static let imagePlaceholderSymbol = SemanticColor.textTertiary

  /// `OfflineBanner` and other banners: text and icon on the banner fill.
  public static let bannerText = SemanticColor.onBanner
  /// The banner's fill.
  public static let bannerFill = SemanticColor.bannerBackground

  /// Every text-or-icon-on-surface pairing the components draw, derived from the component
  /// models and the constants above.
  public static var pairs: [ColorPair] {
    var pairs: [ColorPair] = []
    func add(_ foreground: SemanticColor, on backgrounds: [SemanticColor], _ usage: String) {
      for background in backgrounds {
        pairs.append(ColorPair(foreground, on: background, requirement: .body, usage: usage))
      }
    }
    for variant in AppButtonVariant.allCases {
      let appearance = AppButtonStyleResolver.appearance(variant: variant)
      add(
        appearance.foreground, on: appearance.fill.map { [$0] } ?? surfaces,
        "AppButton \(variant.rawValue)")
    }
    for strength in PasswordStrength.allCases {
      if let color = strength.color { add(color, on: surfaces, "PasswordStrengthBar \(strength)") }
    }
    for border in AppTextFieldContent.Border.allCases {
      if let color = border.color { add(color, on: [inputFill], "AppTextField \(border) border") }
    }
    add(inputText, on: [inputFill], "AppTextField and OTPInputView text")
    add(inputPlaceholder, on: [inputFill], "AppTextField placeholder")
    add(inputLabel, on: surfaces + [inputFill], "AppTextField label and icon")
    add(inputError, on: surfaces, "AppTextField error")
    add(OTPCode.activeBorder, on: [inputFill], "OTPInputView active cell")
    add(sectionHeaderText, on: [.groupedBackground, .background], "SectionHeader")
    add(feedbackSymbol, on: surfaces, "feedback symbol")
    add(feedbackTitle, on: surfaces, "feedback title")
    add(feedbackMessage, on: surfaces, "feedback message")
    add(imagePlaceholderSymbol, on: [imagePlaceholderFill], "RemoteImage placeholder")
    add(bannerText, on: [bannerFill], "OfflineBanner")
    return pairs
  }
}

extension PasswordStrength {
  /// The colour of the filled segments and the label: error, warning, success.
  public var color: SemanticColor? {
    switch self {
    case .empty: nil
    case .weak: .error
    case .fair: .warning
    case .strong: .success
    }
  }

  /// The colour of unfilled segments (decorative: the label carries the meaning).
  public static let emptySegmentColor = SemanticColor.separator
}

extension AppTextFieldContent.Border {
  /// The border colour, or `nil` for the decorative separator hairline of an idle field.
  public var color: SemanticColor? {
    switch self {
    case .normal: nil
    case .focused: .accent
    case .error: .error
    }
  }

  /// The border width: thicker when focused or in error, so the state is not told by colour
  /// alone.
  public var width: Double { self == .normal ? 1 : 2 }
}

extension OTPCode {
  /// The border of the cell the next digit goes into.
  public static let activeBorder = SemanticColor.accent
  /// The border of the other cells (decorative).
  public static let inactiveBorder = SemanticColor.separator
}
