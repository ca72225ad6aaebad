import AppLocalization

/// The decisions behind an ``AppTextField``: which field to draw, which reveal control to offer,
/// and what VoiceOver reads and announces.
///
/// The field never owns its text (the view binds a `String`); this type only looks at the
/// configuration and the reveal and focus state.
public struct AppTextFieldContent: Hashable, Sendable {
  /// The visible label above the field (already localized).
  public var label: String
  /// An SF Symbol name shown at the leading edge, if any.
  public var leadingIcon: String?
  /// Whether this is a password-style field.
  public var isSecure: Bool
  /// Whether the user revealed a secure field's text.
  public var isRevealed: Bool
  /// The inline error (already localized), or `nil` when the value is valid.
  public var errorMessage: String?
  /// Whether the field has keyboard focus.
  public var isFocused: Bool

  /// Describes a field.
  public init(
    label: String, leadingIcon: String? = nil, isSecure: Bool = false, isRevealed: Bool = false,
    errorMessage: String? = nil, isFocused: Bool = false
  ) {
    self.label = label
    self.leadingIcon = leadingIcon
    self.isSecure = isSecure
    self.isRevealed = isRevealed
    self.errorMessage = errorMessage
    self.isFocused = isFocused
  }

  /// Whether to draw a `SecureField` (dots) rather than a `TextField`.
  public var masksText: Bool { isSecure && !isRevealed }

  /// The error to show, with blank messages treated as no error.
  public var visibleError: String? {
    guard let message = errorMessage, !message.allSatisfy(\.isWhitespace) else { return nil }
    return message
  }

  /// The border state, from which the view picks its colour.
  public var border: Border {
    if visibleError != nil { return .error }
    return isFocused ? .focused : .normal
  }

  /// The field's border states.
  public enum Border: String, Hashable, Sendable, CaseIterable {
    /// Not focused, valid.
    case normal
    /// Has focus: the accent colour.
    case focused
    /// Shows an error: the error colour, whatever the focus.
    case error
  }

  /// The reveal toggle of a secure field: the symbol to draw and its VoiceOver label, which says
  /// what tapping it will do. `nil` for a plain field.
  public var revealToggle: (symbol: String, label: UICopy)? {
    guard isSecure else { return nil }
    return isRevealed
      ? ("eye.slash", .key(LocalizationKey.Components.hidePassword))
      : ("eye", .key(LocalizationKey.Components.showPassword))
  }

  /// The hint VoiceOver reads after the label: the error, so it is heard when the field is
  /// focused, not only seen.
  public var accessibilityHint: String? { visibleError }

  /// The text to announce when the error changes from `old` to this field's error: the new
  /// message when one appears or changes, `nil` when it disappears or stays the same.
  public func announcement(previousError old: String?) -> String? {
    guard let current = visibleError else { return nil }
    let previous = AppTextFieldContent(label: label, errorMessage: old).visibleError
    return current == previous ? nil : current
  }
}
