/// Which calls and declarations the extractor treats as localization.
public struct ExtractionConfiguration: Hashable, Sendable {
  /// The project's localization functions and key types, as specs.
  ///
  /// `"name"` matches a bare call `name(` and a member call `.name(`; `"recv.name"` matches only
  /// `recv.name(`, where `recv` is the receiver's last component (`self.locale.t(` matches
  /// `"locale.t"`). The first argument, whatever its label, is the key. A spec that starts with
  /// an upper-case letter and has no receiver (`"LocalizationKey"`) also names a type whose
  /// string literals are keys.
  public var functions: [String]
  /// Functions with `NSLocalizedString`'s shape (key first, then `tableName:`, `bundle:`,
  /// `value:`, `comment:`): Xcode's `LOCALIZED_STRING_MACRO_NAMES` build setting.
  public var macroNames: [String]
  /// Whether the SDK's APIs that take a localizable string are recognized (SwiftUI, App
  /// Intents, WidgetKit, Charts, Foundation; see `SDKLocalizableAPI`).
  public var recognizesSDK: Bool
  /// The project's own declarations that take or hold localizable types (the first pass of
  /// `KeyExtractor.scan(files:)`); a single-file scan sees only its own file's.
  public var declarations: ProjectDeclarations
  /// The project's Core Data models (`.xcdatamodeld`), whose generated classes' attributes type
  /// interpolations (see `CoreDataModel`).
  public var dataModels: [String]

  /// The project's defaults: `locale.t`, `LocaleController.t` and `LocalizationKey`.
  public static let defaultFunctions = ["locale.t", "LocaleController.t", "LocalizationKey"]

  /// Xcode's default `LOCALIZED_STRING_MACRO_NAMES`.
  public static let defaultMacroNames = ["NSLocalizedString", "CFCopyLocalizedString"]

  /// Creates a configuration; every argument defaults to the project's choices.
  public init(
    functions: [String] = ExtractionConfiguration.defaultFunctions,
    macroNames: [String] = ExtractionConfiguration.defaultMacroNames,
    recognizesSDK: Bool = true,
    declarations: ProjectDeclarations = ProjectDeclarations(), dataModels: [String] = []
  ) {
    self.functions = functions
    self.macroNames = macroNames
    self.recognizesSDK = recognizesSDK
    self.declarations = declarations
    self.dataModels = dataModels
  }

  /// The configured type names whose literals are keys (`LocalizationKey`).
  var keyTypes: [String] {
    functions.filter { !$0.contains(".") && $0.first?.isUppercase == true }
  }
}
