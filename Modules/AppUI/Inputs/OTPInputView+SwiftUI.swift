// The SwiftUI drawing of OTPInputView; filtering, normalization and completion live in OTPCode.
#if canImport(SwiftUI)
import AppLocalization
import AppTheme
public import SwiftUI

/// Six digit cells over one invisible text field with one-time-code autofill. Accepts typing,
/// pasted codes (`123 456`, `123-456`) and digits of any script; `onComplete` fires once when the
/// last digit lands, and again only after the code was edited and completed anew.
///
/// Codes read left to right in every language, so the cells do not mirror in right-to-left.
public struct OTPInputView: View {
  @Binding private var code: String
  private let onComplete: (String) -> Void
  @State private var model: OTPCode
  @FocusState private var isFocused: Bool
  @Environment(LocaleController.self) private var locale

  /// Creates the input.
  ///
  /// - Parameters:
  ///   - code: The ASCII digits entered so far; set it to `""` to clear the cells.
  ///   - length: The number of cells, six by default.
  ///   - onComplete: Called with the code when it completes.
  public init(
    code: Binding<String>, length: Int = 6, onComplete: @escaping (String) -> Void
  ) {
    self._code = code
    self.onComplete = onComplete
    self._model = State(initialValue: OTPCode(length: length))
  }

  /// The cells.
  public var body: some View {
    let entry = Binding<String>(
      get: { model.text },
      set: { input in
        let change = model.update(input)
        code = model.text
        if case .completed(let completed) = change { onComplete(completed) }
      }
    )
    ZStack {
      HStack(spacing: Spacing.s) {
        ForEach(model.cells) { cell in
          SwiftUI.Text(verbatim: cell.digit.map { String($0) } ?? "")
            .font(.appTitle.monospacedDigit())
            .foregroundStyle(.app(AppUIPalette.inputText))
            .frame(minWidth: 44, maxWidth: 56, minHeight: 56)
            .background(
              RoundedRectangle(cornerRadius: CornerRadius.medium, style: .continuous)
                .fill(.app(AppUIPalette.inputFill))
            )
            .overlay(
              RoundedRectangle(cornerRadius: CornerRadius.medium, style: .continuous)
                .strokeBorder(
                  .app(cell.isActive && isFocused ? OTPCode.activeBorder : OTPCode.inactiveBorder),
                  lineWidth: cell.isActive && isFocused ? 2 : 1)
            )
        }
      }
      .accessibilityHidden(true)
      TextField(text: entry) { SwiftUI.Text(verbatim: locale.t(OTPCode.accessibilityLabel)) }
        .oneTimeCodeEntry()
        .focused($isFocused)
        .foregroundStyle(.clear)
        .tint(Color.clear)
        .accessibilityLabel(SwiftUI.Text(verbatim: locale.t(OTPCode.accessibilityLabel)))
        .accessibilityValue(SwiftUI.Text(verbatim: locale.t(model.accessibilityValue)))
    }
    .environment(\.layoutDirection, .leftToRight)
    .contentShape(Rectangle())
    .onTapGesture { isFocused = true }
    .onAppear { model.update(code) }
    .onChange(of: code) { _, newValue in
      if newValue != model.text { model.update(newValue) }
    }
  }
}
#endif
