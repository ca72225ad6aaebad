/// A colour named by its job, the only kind of colour a component asks for.
///
/// Each role has a light and a dark value in a ``Theme``. The `on…` roles are the text and
/// icons drawn on the role of the same name; ``ContrastPairs`` lists every pairing components
/// use so the tests (and `theme lint`) can hold them to WCAG AA.
public enum SemanticColor: String, CaseIterable, Sendable, Codable {
  /// The brand colour: primary buttons, links, selection, the tint of controls.
  case accent
  /// Text and icons on an ``accent`` fill.
  case onAccent
  /// The secondary action colour: secondary buttons and badges.
  case secondary
  /// Text and icons on a ``secondary`` fill.
  case onSecondary
  /// Actions that delete or cannot be undone.
  case destructive
  /// Text and icons on a ``destructive`` fill.
  case onDestructive
  /// Positive outcomes: saved, sent, synced.
  case success
  /// Outcomes that need attention but did not fail.
  case warning
  /// Failures and validation messages.
  case error
  /// Neutral information.
  case info
  /// Body text, titles and primary icons.
  case textPrimary
  /// Supporting text: subtitles, metadata.
  case textSecondary
  /// The quietest readable text: captions, placeholders, timestamps.
  case textTertiary
  /// The plain screen background.
  case background
  /// The background behind grouped content (lists, settings).
  case groupedBackground
  /// The surface cards and grouped rows sit on (`AppCard`, `.appGroupedSurface`).
  case groupedSurface
  /// Hairlines between rows; decorative, so not held to a contrast minimum.
  case separator
  /// The icon and edge tint of an informational toast, drawn on ``groupedSurface``.
  case toastInfoTint
  /// The icon and edge tint of a success toast, drawn on ``groupedSurface``.
  case toastSuccessTint
  /// The icon and edge tint of an error toast, drawn on ``groupedSurface``.
  case toastErrorTint
  /// The fill of a full-width banner (offline, maintenance).
  case bannerBackground
  /// Text and icons on a ``bannerBackground``.
  case onBanner
}
