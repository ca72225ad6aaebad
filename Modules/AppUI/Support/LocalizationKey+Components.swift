public import AppLocalization

extension LocalizationKey {
  /// The text AppUI's components show or announce on their own (the rest is passed in by
  /// callers, already localized). Their translations are in the app's String Catalog,
  /// `Localization/Localizable.xcstrings`.
  public enum Components {
    /// "Weak": the password strength label with one segment.
    public static let passwordWeak = LocalizationKey("appui.password.strength.weak")
    /// "Fair": the password strength label with two segments.
    public static let passwordFair = LocalizationKey("appui.password.strength.fair")
    /// "Strong": the password strength label with three segments.
    public static let passwordStrong = LocalizationKey("appui.password.strength.strong")
    /// "Password strength": the strength bar's VoiceOver label.
    public static let passwordStrength = LocalizationKey("appui.password.strength.label")
    /// "Show password": the reveal toggle's VoiceOver label.
    public static let showPassword = LocalizationKey("appui.textfield.show")
    /// "Hide password": the reveal toggle's VoiceOver label once revealed.
    public static let hidePassword = LocalizationKey("appui.textfield.hide")
    /// "Verification code": the one-time code field's VoiceOver label.
    public static let otpLabel = LocalizationKey("appui.otp.label")
    /// "%lld digits remaining", plural: the one-time code field's VoiceOver value.
    public static let otpRemaining = LocalizationKey("appui.otp.remaining")
    /// "You're offline. Changes will sync when you reconnect.": the offline banner.
    public static let offlineMessage = LocalizationKey("appui.offline.message")
    /// "Image unavailable": a remote image that failed, for VoiceOver.
    public static let imageUnavailable = LocalizationKey("appui.image.unavailable")
  }
}
