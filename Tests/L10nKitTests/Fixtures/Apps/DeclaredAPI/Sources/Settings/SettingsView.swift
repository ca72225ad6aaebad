// A fixture of l10n's tests, written for them.
import SwiftUI

struct SettingsView: View {
  let scale: Double = 1.5
  @State private var error: ValidationError?

  var body: some View {
    Form {
      SettingItemView(title: "config.dpi", value: "300")
      CopyButton(buttonText: "Copy Solve")
      Text("\(scale) scale", bundle: .module)
      ForEach(Appearance.allCases, id: \.self) { appearance in
        Text(appearance.title)
      }
    }
    .onAppear {
      error = .invalid(description: "Too many characters")
      show(
        .init(
          "Characters:", table: "AdvancedCharacterCount",
          bundle: .atURL(Bundle.module.bundleURL)))
      let back: String = .init(localized: "Go Back", bundle: .module)
      print(back)
    }
  }
}
