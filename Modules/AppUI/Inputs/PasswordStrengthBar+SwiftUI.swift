// The SwiftUI drawing of PasswordStrengthBar; the verdict comes from PasswordStrengthEstimator.
#if canImport(SwiftUI)
import AppLocalization
import AppTheme
public import SwiftUI

/// Three segments and a label (Weak, Fair, Strong) driven purely by the password; hidden while
/// the password is empty.
public struct PasswordStrengthBar: View {
  private let password: String
  @Environment(LocaleController.self) private var locale

  /// Creates the bar for `password`.
  public init(password: String) {
    self.password = password
  }

  /// The bar.
  public var body: some View {
    let strength = PasswordStrengthEstimator.strength(of: password)
    if strength.isVisible {
      let color = strength.color ?? PasswordStrength.emptySegmentColor
      let label = locale.t(strength.label) ?? ""
      HStack(spacing: Spacing.s) {
        HStack(spacing: Spacing.xs) {
          ForEach(0..<3, id: \.self) { index in
            Capsule()
              .fill(
                .app(index < strength.filledSegments ? color : PasswordStrength.emptySegmentColor)
              )
              .frame(height: 4)
          }
        }
        SwiftUI.Text(verbatim: label)
          .font(.appFootnote)
          .foregroundStyle(.app(color))
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(SwiftUI.Text(verbatim: locale.t(PasswordStrength.accessibilityLabel)))
      .accessibilityValue(SwiftUI.Text(verbatim: label))
    }
  }
}
#endif
