// The SwiftUI drawing of AppTextField; its decisions come from AppTextFieldContent.
#if canImport(SwiftUI)
import Accessibility
import AppLocalization
import AppTheme
public import SwiftUI

/// A labelled text field with an optional leading icon, secure entry with a reveal toggle, and
/// an inline error that VoiceOver also announces. It binds a `String`; it owns no value.
///
/// ```swift
/// AppTextField(locale.t("signup.password"), text: $model.password, icon: "lock",
///              isSecure: true, errorMessage: model.passwordError, focus: $focusedPassword)
/// ```
public struct AppTextField: View {
  private let label: String
  @Binding private var text: String
  private let icon: String?
  private let prompt: String?
  private let isSecure: Bool
  private let errorMessage: String?
  private let focus: FocusState<Bool>.Binding?

  @State private var isRevealed = false
  @FocusState private var ownFocus: Bool
  @Environment(LocaleController.self) private var locale

  /// Creates a field.
  ///
  /// - Parameters:
  ///   - label: The label above the field, already localized; also its VoiceOver label.
  ///   - text: The value the field edits.
  ///   - icon: An SF Symbol drawn at the leading edge.
  ///   - prompt: Placeholder text, already localized.
  ///   - isSecure: Masks the text and offers a reveal toggle.
  ///   - errorMessage: The inline error, already localized; `nil` when valid.
  ///   - focus: Lets the screen move focus (`@FocusState var focused: Bool` then `$focused`).
  public init(
    _ label: String, text: Binding<String>, icon: String? = nil, prompt: String? = nil,
    isSecure: Bool = false, errorMessage: String? = nil, focus: FocusState<Bool>.Binding? = nil
  ) {
    self.label = label
    self._text = text
    self.icon = icon
    self.prompt = prompt
    self.isSecure = isSecure
    self.errorMessage = errorMessage
    self.focus = focus
  }

  private var focusBinding: FocusState<Bool>.Binding { focus ?? $ownFocus }

  /// The field.
  public var body: some View {
    let content = AppTextFieldContent(
      label: label, leadingIcon: icon, isSecure: isSecure, isRevealed: isRevealed,
      errorMessage: errorMessage, isFocused: focusBinding.wrappedValue)
    VStack(alignment: .leading, spacing: Spacing.xs) {
      SwiftUI.Text(verbatim: content.label)
        .font(.appFootnote)
        .foregroundStyle(.app(AppUIPalette.inputLabel))
        .accessibilityHidden(true)
      HStack(spacing: Spacing.s) {
        if let icon = content.leadingIcon {
          Image(systemName: icon)
            .foregroundStyle(.app(AppUIPalette.inputLabel))
            .accessibilityHidden(true)
        }
        field(masked: content.masksText)
          .font(.appBody)
          .foregroundStyle(.app(AppUIPalette.inputText))
          .focused(focusBinding)
          .accessibilityLabel(SwiftUI.Text(verbatim: content.label))
          .accessibilityHint(SwiftUI.Text(verbatim: content.accessibilityHint ?? ""))
        if let toggle = content.revealToggle {
          Button {
            isRevealed.toggle()
            focusBinding.wrappedValue = true
          } label: {
            Image(systemName: toggle.symbol)
              .foregroundStyle(.app(AppUIPalette.inputLabel))
              .frame(minWidth: 44, minHeight: 44)
          }
          .buttonStyle(.plain)
          .accessibilityLabel(SwiftUI.Text(verbatim: locale.t(toggle.label)))
        }
      }
      .padding(.horizontal, Spacing.m)
      .frame(minHeight: 44)
      .background(
        RoundedRectangle(cornerRadius: CornerRadius.medium, style: .continuous)
          .fill(.app(AppUIPalette.inputFill))
      )
      .overlay(
        RoundedRectangle(cornerRadius: CornerRadius.medium, style: .continuous)
          .strokeBorder(.app(content.border.color ?? .separator), lineWidth: content.border.width)
      )
      if let error = content.visibleError {
        SwiftUI.Text(verbatim: error)
          .font(.appFootnote)
          .foregroundStyle(.app(AppUIPalette.inputError))
          .accessibilityHidden(true)
      }
    }
    .onChange(of: errorMessage) { old, _ in
      if let announcement = content.announcement(previousError: old) {
        AccessibilityNotification.Announcement(announcement).post()
      }
    }
  }

  @ViewBuilder
  private func field(masked: Bool) -> some View {
    let promptText = prompt.map { SwiftUI.Text(verbatim: $0) }
    if masked {
      SecureField(text: $text, prompt: promptText) { SwiftUI.Text(verbatim: label) }
    } else {
      TextField(text: $text, prompt: promptText) { SwiftUI.Text(verbatim: label) }
    }
  }
}
#endif
