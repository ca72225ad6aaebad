// The SwiftUI drawing of EmptyState; its copy comes from FeedbackContent.
#if canImport(SwiftUI)
import AppLocalization
import AppTheme
public import SwiftUI

/// An icon, a title, an optional message and an optional action, for loaded-but-empty data.
///
/// ```swift
/// EmptyState(icon: "tray", title: locale.t("example.empty"))
/// ```
public struct EmptyState: View {
  private let icon: String
  private let title: String?
  private let message: String?
  private let actionTitle: String?
  private let action: (() -> Void)?
  @Environment(LocaleController.self) private var locale

  /// Creates the view; all text is already localized. Without a title, the generic "Nothing
  /// here yet" and its message are shown. The action button appears when both `actionTitle` and
  /// `action` are given.
  public init(
    icon: String, title: String? = nil, message: String? = nil, actionTitle: String? = nil,
    action: (() -> Void)? = nil
  ) {
    self.icon = icon
    self.title = title
    self.message = message
    self.actionTitle = actionTitle
    self.action = action
  }

  /// The empty state.
  public var body: some View {
    VStack(spacing: Spacing.m) {
      Image(systemName: icon)
        .font(.appLargeTitle)
        .foregroundStyle(.app(AppUIPalette.feedbackSymbol))
        .accessibilityHidden(true)
      SwiftUI.Text(verbatim: locale.t(FeedbackContent.emptyTitle(title)))
        .font(.appHeadline)
        .foregroundStyle(.app(AppUIPalette.feedbackTitle))
        .accessibilityAddTraits(.isHeader)
      if let message = locale.t(FeedbackContent.emptyMessage(message, title: title)) {
        SwiftUI.Text(verbatim: message)
          .font(.appBody)
          .foregroundStyle(.app(AppUIPalette.feedbackMessage))
      }
      if let actionTitle, let action {
        AppButton(actionTitle, variant: .primary, size: .compact, action: action)
      }
    }
    .multilineTextAlignment(.center)
    .padding(Spacing.xl)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}
#endif
