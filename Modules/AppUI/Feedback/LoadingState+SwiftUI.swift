// The SwiftUI drawing of LoadingState; its copy comes from FeedbackContent.
#if canImport(SwiftUI)
import AppLocalization
import AppTheme
public import SwiftUI

/// A centred spinner with an optional message, for `UiState.idle` and `.loading`.
public struct LoadingState: View {
  private let message: String?
  @Environment(LocaleController.self) private var locale

  /// Creates the view; `message` is already localized (VoiceOver says "Loading" without one).
  public init(message: String? = nil) {
    self.message = message
  }

  /// The spinner.
  public var body: some View {
    VStack(spacing: Spacing.m) {
      ProgressView()
        .controlSize(.large)
      if let message = locale.t(FeedbackContent.loadingMessage(message)) {
        SwiftUI.Text(verbatim: message)
          .font(.appSubheadline)
          .foregroundStyle(.app(AppUIPalette.feedbackMessage))
          .multilineTextAlignment(.center)
      }
    }
    .padding(Spacing.xl)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(
      SwiftUI.Text(verbatim: locale.t(FeedbackContent.loadingAccessibilityLabel(message))))
  }
}
#endif
