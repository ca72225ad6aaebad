import AppLocalization

/// The text the feedback views (``LoadingState``, ``ErrorState``, ``EmptyState``) show, decided
/// here so every screen words loading, failure and emptiness the same way.
public enum FeedbackContent {
  /// The line under the spinner: the caller's message, or nothing when none (or a blank one)
  /// is given.
  public static func loadingMessage(_ message: String?) -> UICopy? {
    nonBlank(message).map(UICopy.verbatim)
  }

  /// What VoiceOver reads for a loading state: the caller's message, or the generic
  /// "Loading..." so a bare spinner is never silent.
  public static func loadingAccessibilityLabel(_ message: String?) -> UICopy {
    loadingMessage(message) ?? .key(LocalizationKey.Common.loading)
  }

  /// The symbol above an error state's message.
  public static let errorSymbol = "exclamationmark.triangle"

  /// The symbol on an error state's retry button.
  public static let retrySymbol = "arrow.clockwise"

  /// The title of an error state.
  public static let errorTitle = UICopy.key(LocalizationKey.Common.errorTitle)

  /// The error's explanation: the caller's message, or the generic one when it is blank (an
  /// empty `error("")` must never show an empty screen).
  public static func errorMessage(_ message: String) -> UICopy {
    nonBlank(message).map(UICopy.verbatim) ?? .key(LocalizationKey.Common.errorGeneric)
  }

  /// The label of the retry button, shown only when a retry action is given.
  public static let retryLabel = UICopy.key(LocalizationKey.Common.retry)

  /// The title of an empty state: the caller's, or the generic "Nothing here yet".
  public static func emptyTitle(_ title: String?) -> UICopy {
    nonBlank(title).map(UICopy.verbatim) ?? .key(LocalizationKey.Common.emptyTitle)
  }

  /// The message under an empty state's title: the caller's, or none. The generic message is
  /// used only when neither a title nor a message was given.
  public static func emptyMessage(_ message: String?, title: String?) -> UICopy? {
    if let message = nonBlank(message) { return .verbatim(message) }
    return nonBlank(title) == nil ? .key(LocalizationKey.Common.emptyMessage) : nil
  }

  private static func nonBlank(_ text: String?) -> String? {
    guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
    return text
  }
}
