/// Which calls the extractor treats as localization APIs.
public struct ExtractionConfiguration: Hashable, Sendable {
  /// The project's localization functions and key types, as specs.
  ///
  /// `"name"` matches a bare call `name(` and a member call `.name(`; `"recv.name"` matches only
  /// `recv.name(`, where `recv` is the receiver's last component (`self.locale.t(` matches
  /// `"locale.t"`). The first argument, whatever its label, is the key.
  public var functions: [String]
  /// SwiftUI initializers whose unlabeled first argument is a `LocalizedStringKey`. They match
  /// bare calls and `SwiftUI.Name(`.
  public var swiftUIInitializers: [String]
  /// SwiftUI modifiers whose unlabeled first argument is a `LocalizedStringKey`. They match
  /// member calls only (`.help("...")`), so a free function named `help(` is not taken for one.
  public var swiftUIModifiers: [String]
  /// Whether Apple's Foundation APIs are recognized: `String(localized:)`,
  /// `AttributedString(localized:)`, `NSLocalizedString`, `LocalizedStringResource` and
  /// `LocalizedStringKey`.
  public var recognizesFoundationAPIs: Bool

  /// The project's defaults: `locale.t`, `LocaleController.t` and `LocalizationKey`.
  public static let defaultFunctions = ["locale.t", "LocaleController.t", "LocalizationKey"]

  /// SwiftUI initializers that localize a literal first argument.
  public static let defaultSwiftUIInitializers = [
    "Text", "Button", "Label", "Toggle", "TextField", "SecureField", "Picker", "Section", "Link",
    "NavigationLink", "Menu", "Stepper", "DatePicker", "ColorPicker", "ProgressView",
    "ContentUnavailableView", "LabeledContent", "GroupBox", "DisclosureGroup", "Tab",
  ]

  /// SwiftUI modifiers that localize a literal first argument.
  public static let defaultSwiftUIModifiers = [
    "navigationTitle", "navigationSubtitle", "help", "accessibilityLabel", "accessibilityHint",
    "accessibilityValue", "alert", "confirmationDialog",
  ]

  /// Creates a configuration; every argument defaults to the project's choices.
  public init(
    functions: [String] = ExtractionConfiguration.defaultFunctions,
    swiftUIInitializers: [String] = ExtractionConfiguration.defaultSwiftUIInitializers,
    swiftUIModifiers: [String] = ExtractionConfiguration.defaultSwiftUIModifiers,
    recognizesFoundationAPIs: Bool = true
  ) {
    self.functions = functions
    self.swiftUIInitializers = swiftUIInitializers
    self.swiftUIModifiers = swiftUIModifiers
    self.recognizesFoundationAPIs = recognizesFoundationAPIs
  }
}
