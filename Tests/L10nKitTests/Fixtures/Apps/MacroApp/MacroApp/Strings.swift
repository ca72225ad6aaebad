// A fixture of l10n's tests, written for them.
import Foundation

/// The app's own localization function, named in LOCALIZED_STRING_MACRO_NAMES.
func AppLocalized(_ key: String, comment: String) -> String {
  NSLocalizedString(key, comment: comment)
}

enum Messages {
  static let greeting = AppLocalized("Macro Greeting", comment: "Shown on launch")
  static let farewell = NSLocalizedString("Plain Farewell", tableName: "Extra", comment: "")
}
