/// Names every component the gallery shows. The SwiftUI demo switch is exhaustive over it, so a
/// new case cannot ship without a demo on Apple platforms, and the tests check the catalog on
/// Linux.
public enum ComponentID: String, CaseIterable, Hashable, Sendable, Codable {
  /// `AppButton`.
  case button
  /// `ThemeToggle`.
  case themeToggle
  /// `Haptics`, every intent played on demand.
  case haptics
  /// `AppTextField`.
  case textField
  /// `PasswordStrengthBar`.
  case passwordStrength
  /// `OTPInputView`.
  case otpInput
  /// `AppCard`.
  case card
  /// `SectionHeader`.
  case sectionHeader
  /// `FlowLayout`.
  case flowLayout
  /// `LoadingState`.
  case loadingState
  /// `ErrorState`.
  case errorState
  /// `EmptyState`.
  case emptyState
  /// `OfflineBanner`.
  case offlineBanner
  /// `ToastHost` and `ToastController`.
  case toast
  /// `RemoteImage`.
  case remoteImage
}
