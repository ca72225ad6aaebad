/// A font weight, with the numeric value CSS and design tools use.
public enum FontWeight: String, Sendable, CaseIterable, Codable {
  /// 400.
  case regular
  /// 500.
  case medium
  /// 600.
  case semibold
  /// 700.
  case bold

  /// The CSS / OpenType weight: 400, 500, 600 or 700.
  public var numericValue: Int {
    switch self {
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    }
  }
}

/// The Dynamic Type text style a token scales with (SwiftUI's `Font.TextStyle` cases).
public enum DynamicTypeStyle: String, Sendable, CaseIterable, Codable {
  /// `Font.TextStyle.largeTitle`.
  case largeTitle
  /// `Font.TextStyle.title`.
  case title
  /// `Font.TextStyle.headline`.
  case headline
  /// `Font.TextStyle.body`.
  case body
  /// `Font.TextStyle.callout`.
  case callout
  /// `Font.TextStyle.subheadline`.
  case subheadline
  /// `Font.TextStyle.footnote`.
  case footnote
  /// `Font.TextStyle.caption`.
  case caption
}

/// A step of the type scale, largest first: what `.font(.appHeadline)` and friends draw.
///
/// Sizes are the values at the default Dynamic Type setting (Large); on device each token
/// scales with its ``textStyle``, so the ratios between steps are kept at every size.
public enum TypographyToken: String, CaseIterable, Sendable, Codable {
  /// Screen titles in a large navigation bar.
  case largeTitle
  /// Section and sheet titles.
  case title
  /// Row titles and emphasised body text.
  case headline
  /// Running text.
  case body
  /// Text beside a control or in a toast.
  case callout
  /// Secondary lines under a headline.
  case subheadline
  /// Footnotes under grouped sections.
  case footnote
  /// Captions, badges and timestamps.
  case caption

  /// The point size at the default Dynamic Type setting.
  public var size: Double {
    switch self {
    case .largeTitle: 34
    case .title: 28
    case .headline: 17
    case .body: 17
    case .callout: 16
    case .subheadline: 15
    case .footnote: 13
    case .caption: 12
    }
  }

  /// The line height at the default Dynamic Type setting, in points.
  public var lineHeight: Double {
    switch self {
    case .largeTitle: 41
    case .title: 34
    case .headline: 22
    case .body: 22
    case .callout: 21
    case .subheadline: 20
    case .footnote: 18
    case .caption: 16
    }
  }

  /// The weight the token is drawn in.
  public var weight: FontWeight {
    switch self {
    case .largeTitle, .title: .bold
    case .headline: .semibold
    case .body, .callout, .subheadline, .footnote, .caption: .regular
    }
  }

  /// The Dynamic Type style whose scaling the token follows.
  public var textStyle: DynamicTypeStyle {
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

  /// Whether text in this token counts as large text for WCAG (at least 18 pt, or 14 pt bold;
  /// a WCAG point is 4/3 of a CSS pixel, and an iOS point is one CSS pixel), which lowers its
  /// contrast minimum from 4.5:1 to 3:1.
  public var isLargeText: Bool {
    let minimum = weight.numericValue >= FontWeight.bold.numericValue ? 14.0 : 18.0
    return size >= minimum * 4 / 3
  }
}
