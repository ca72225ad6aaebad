public import AppLocalization

/// A piece of user-facing text a component decided to show, before it is localized.
///
/// Component models return `UICopy` instead of strings so they stay testable without a
/// `LocaleController`; the SwiftUI layer resolves it with `LocaleController.t(...)`. Text the
/// caller already localized (a title, an error message) travels as ``verbatim(_:)``.
public enum UICopy: Hashable, Sendable {
  /// A key of the app's String Catalog, with no arguments.
  case key(LocalizationKey)
  /// A key whose format takes one integer (`%lld`), resolved with its plural variant.
  case counted(LocalizationKey, Int)
  /// Text that is already localized, shown as is.
  case verbatim(String)

  /// The catalog key, or `nil` for verbatim text.
  public var catalogKey: String? {
    switch self {
    case .key(let key), .counted(let key, _): key.rawValue
    case .verbatim: nil
    }
  }
}
