// A fixture of l10n's tests, written for them.
import SwiftUI

/// A row whose title is a key: its memberwise initializer takes one.
struct SettingItemView: View {
  let title: LocalizedStringKey
  var value: String = ""

  var body: some View {
    // Shown from the package's bundle, where Xcode extracts the callers' literals.
    LabeledContent {
      Text(value)
    } label: {
      Text(title, bundle: .module)
    }
  }
}

struct CopyButton: View {
  let label: LocalizedStringKey

  init(buttonText: LocalizedStringKey) {
    label = buttonText
  }

  var body: some View {
    Button(label) {}
  }
}

enum ValidationError: Error {
  case invalid(description: LocalizedStringResource)
  case tooLong(limit: Int)
}

enum Appearance: CaseIterable {
  case light, dark

  var title: LocalizedStringKey {
    switch self {
    case .light: "Light"
    case .dark: return "Dark"
    }
  }
}

func itemCountTitle(_ count: Int) -> LocalizedStringResource {
  count == 1 ? "One Item" : "Several Items"
}

func show(_ resource: LocalizedStringResource) {}

enum Counts {
  static let encoding: LocalizedStringResource = .init(
    "Encoding:", table: "AdvancedCharacterCount", bundle: .atURL(Bundle.module.bundleURL))
}
