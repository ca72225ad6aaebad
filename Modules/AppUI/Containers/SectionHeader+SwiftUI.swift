// The SwiftUI drawing of SectionHeader; the uppercasing comes from SectionHeaderContent.
#if canImport(SwiftUI)
import AppTheme
public import SwiftUI

/// The uppercase eyebrow above a group, Settings style, uppercased with the current locale's
/// rules; VoiceOver reads the title as written, as a header.
public struct SectionHeader: View {
  private let title: String
  @Environment(\.locale) private var locale

  /// Creates a header; `title` is already localized and written in normal case.
  public init(_ title: String) {
    self.title = title
  }

  /// The header.
  public var body: some View {
    let content = SectionHeaderContent(title: title, locale: locale)
    SwiftUI.Text(verbatim: content.displayTitle)
      .font(.appFootnote)
      .foregroundStyle(.app(AppUIPalette.sectionHeaderText))
      .frame(maxWidth: .infinity, alignment: .leading)
      .accessibilityLabel(SwiftUI.Text(verbatim: content.accessibilityLabel))
      .accessibilityAddTraits(.isHeader)
  }
}
#endif
