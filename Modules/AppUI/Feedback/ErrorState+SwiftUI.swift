// The SwiftUI drawing of ErrorState; its copy comes from FeedbackContent.
#if canImport(SwiftUI)
import AppLocalization
import AppTheme
public import SwiftUI

/// An icon, a title, the error's message and an optional retry button, for `UiState.error`.
///
/// ```swift
/// ErrorState(message: message) { Task { await viewModel.load() } }
/// ```
public struct ErrorState: View {
  private let message: String
  private let retry: (() -> Void)?
  @Environment(LocaleController.self) private var locale

  /// Creates the view; `message` is already localized, `retry` adds a Retry button.
  public init(message: String, retry: (() -> Void)? = nil) {
    self.message = message
    self.retry = retry
  }

  /// The error.
  public var body: some View {
    VStack(spacing: Spacing.m) {
      Image(systemName: FeedbackContent.errorSymbol)
        .font(.appLargeTitle)
        .foregroundStyle(.app(AppUIPalette.feedbackSymbol))
        .accessibilityHidden(true)
      SwiftUI.Text(verbatim: locale.t(FeedbackContent.errorTitle))
        .font(.appHeadline)
        .foregroundStyle(.app(AppUIPalette.feedbackTitle))
        .accessibilityAddTraits(.isHeader)
      SwiftUI.Text(verbatim: locale.t(FeedbackContent.errorMessage(message)))
        .font(.appBody)
        .foregroundStyle(.app(AppUIPalette.feedbackMessage))
      if let retry {
        AppButton(
          locale.t(FeedbackContent.retryLabel), variant: .secondary, size: .compact,
          icon: FeedbackContent.retrySymbol, action: retry)
      }
    }
    .multilineTextAlignment(.center)
    .padding(Spacing.xl)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}
#endif
