public import Foundation

/// What a ``SectionHeader`` shows and what VoiceOver reads.
///
/// The eyebrow above a group of settings is drawn in capitals, uppercased with the rules of the
/// current language: Turkish `i` becomes `İ`, German `ß` becomes `SS`, Greek drops its accents.
/// VoiceOver reads the title as written, because all-capital words are often spelled out letter
/// by letter.
public struct SectionHeaderContent: Hashable, Sendable {
  /// The title as the caller localized it.
  public var title: String
  /// The title uppercased for display.
  public var displayTitle: String
  /// The label VoiceOver reads (the original title); the view also adds the header trait.
  public var accessibilityLabel: String { title }

  /// Prepares `title` for display in `locale`.
  public init(title: String, locale: Foundation.Locale) {
    self.title = title
    self.displayTitle = title.uppercased(with: locale)
  }
}
