/// A position in a source file, as compilers report it.
///
/// `line` and `column` are 1-based; `column` counts UTF-8 bytes from the start of the line plus
/// one, exactly like `swiftc` and `swift-format`, so `path:line:column` is clickable in editors.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file's path as it was given to the scanner.
  public var path: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes.
  public var column: Int

  /// Creates a location.
  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// `path:line:column`, the form compilers print.
  public var description: String { "\(path):\(line):\(column)" }

  /// Orders by path, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }
}

/// The API through which a piece of source code asks for a localized string.
public enum LocalizationAPI: Hashable, Sendable, CustomStringConvertible {
  /// A project function or type from `ExtractionConfiguration.functions`, by its spec
  /// (`"locale.t"`, `"LocaleController.t"`, `"LocalizationKey"`).
  case projectFunction(String)
  /// `String(localized:defaultValue:table:bundle:locale:comment:)`.
  case stringLocalized
  /// `AttributedString(localized:defaultValue:table:bundle:locale:comment:)`.
  case attributedStringLocalized
  /// `NSLocalizedString(_:tableName:bundle:value:comment:)`.
  case nsLocalizedString
  /// `LocalizedStringResource(_:defaultValue:table:locale:bundle:comment:)`.
  case localizedStringResource
  /// `LocalizedStringKey(_:)`.
  case localizedStringKey
  /// A SwiftUI initializer (`"Text"`, `"Button"`...) or modifier (`".navigationTitle"`) that
  /// takes a `LocalizedStringKey` or `LocalizedStringResource`. Modifiers are named with a
  /// leading dot.
  case swiftUI(String)
  /// Another SDK API that takes a localizable type: App Intents (`"IntentDialog"`,
  /// `".result"`), WidgetKit (`".configurationDisplayName"`), Charts, or a literal of such a
  /// type (`"DisplayRepresentation"`).
  case sdk(String)
  /// The project's own declaration that takes or holds a localizable type: a function or
  /// initializer parameter (`"SettingRow"`, `"infoRow"`), an enum case payload
  /// (`".invalid"`), or a property, variable or return value declared with such a type
  /// (`"LocalizedStringKey"`, the type's name).
  case declared(String)
  /// A function named in Xcode's `LOCALIZED_STRING_MACRO_NAMES` build setting, called like
  /// `NSLocalizedString`.
  case macro(String)
  /// A key of a target's Info.plist (`NSCameraUsageDescription`), which Xcode extracts into
  /// the target's `InfoPlist` catalog.
  case infoPlist

  /// The API as it is spelled in source, for messages: `String(localized:)`, `Text`, `.help`.
  public var description: String {
    switch self {
    case .projectFunction(let spec): return spec
    case .stringLocalized: return "String(localized:)"
    case .attributedStringLocalized: return "AttributedString(localized:)"
    case .nsLocalizedString: return "NSLocalizedString"
    case .localizedStringResource: return "LocalizedStringResource"
    case .localizedStringKey: return "LocalizedStringKey"
    case .swiftUI(let name), .sdk(let name), .declared(let name), .macro(let name): return name
    case .infoPlist: return "Info.plist"
    }
  }

  /// Whether Xcode reads the API's key literal as text, as `genstrings` does (`NSLocalizedString`
  /// and the `LOCALIZED_STRING_MACRO_NAMES` functions), not as a Swift interpolation.
  var isMacroStyle: Bool {
    switch self {
    case .nsLocalizedString, .macro: return true
    default: return false
    }
  }

  /// Whether the API looks a `String` up as a key at run time: `NSLocalizedString(text,
  /// comment: "")`, the other `LOCALIZED_STRING_MACRO_NAMES` functions,
  /// `LocalizedStringKey(text)`, `String.LocalizationValue(text)` and
  /// `Bundle.localizedString(forKey:value:table:)`. Xcode extracts no key from a `String` given
  /// to one.
  var looksUpStringKey: Bool {
    isMacroStyle || self == .localizedStringKey || self == .sdk("String.LocalizationValue")
      || self == .sdk("Bundle.localizedString")
  }

  /// Whether Xcode's source scan reads the API's first-argument literal where the compiler
  /// does not extract strings (see `ExtractedKey.isFoundBySourceScan`).
  var isFoundBySourceScan: Bool { isMacroStyle || self == .swiftUI("Text") }

  /// Whether the API looks its key up in the main bundle unless given another, in a package's
  /// code too: Foundation's and SwiftUI's (not the project's own functions or declarations,
  /// which may pass a bundle inside, nor other SDK APIs).
  var looksUpMainBundleByDefault: Bool {
    switch self {
    case .stringLocalized, .attributedStringLocalized, .nsLocalizedString,
      .localizedStringResource, .localizedStringKey, .swiftUI, .macro:
      return true
    case .projectFunction, .sdk, .declared, .infoPlist:
      return false
    }
  }

  /// Whether it is a SwiftUI view or modifier (which shows a `String` as it is).
  var isSwiftUI: Bool {
    if case .swiftUI = self { return true }
    return false
  }

  /// Whether the call is one of `LOCALIZED_STRING_MACRO_NAMES`' functions other than
  /// `NSLocalizedString` (a project's wrapper, which may pass its own bundle).
  var isCustomMacro: Bool {
    if case .macro = self { return true }
    return false
  }

  /// Whether the call itself takes a `bundle:` argument (SwiftUI's `Text` does, `Button` not).
  var takesBundle: Bool {
    switch self {
    case .stringLocalized, .attributedStringLocalized, .nsLocalizedString,
      .localizedStringResource, .macro:
      return true
    case .swiftUI(let name): return name == "Text"
    default: return false
    }
  }

  /// Whether the API is one whose literal arguments are shown to users through the bundle's
  /// lookup (SwiftUI, other SDK APIs, the project's own declared parameters), as opposed to a
  /// call that returns a localized `String` (`String(localized:)`, the project's functions).
  var showsLiteral: Bool {
    switch self {
    case .swiftUI, .sdk, .declared: return true
    default: return false
    }
  }
}

/// The `bundle:` argument of a localization call, which decides whose catalog holds the key.
public enum BundleReference: Hashable, Sendable {
  /// `.main` / `Bundle.main`: the app's own bundle (from a package target, still extracted into
  /// the package's catalog, but looked up in the app's).
  case main
  /// `.module` / `Bundle.module` / `#bundle`: the bundle of the target the code is in.
  case module
  /// Any other expression (`Bundle(for: Self.self)`, a variable): taken as the code's own
  /// target.
  case other
}

/// A localization key found in source: a literal passed to a localization API.
public struct ExtractedKey: Hashable, Sendable {
  /// The key as the catalog spells it: escapes decoded, multi-line literals dedented, and each
  /// interpolation replaced by the format specifier Xcode writes for its type where the code
  /// declares it (`%lld` for an `Int`, `%lf` for a `Double`, `%@` for a `String` or an
  /// unknown type); a literal `%` in an interpolated key is written `%%`.
  public var key: String
  /// Where the key's string literal starts (its opening quote or `#`).
  public var location: SourceLocation
  /// The API that was called.
  public var api: LocalizationAPI
  /// The `comment:` argument, when it is a plain literal.
  public var comment: String?
  /// The `table:` / `tableName:` argument, when it is a plain literal; `nil` means `Localizable`.
  public var table: String?
  /// The `table:` / `tableName:` argument's source text when it is not a literal (`table:
  /// Self.table`): Xcode extracts the key into the default table's catalog, while the call
  /// looks it up in the table the expression names at run time (see `table_not_literal`).
  public var dynamicTable: String?
  /// The `defaultValue:` (or `NSLocalizedString`'s `value:`) argument, when it is a literal.
  public var defaultValue: String?
  /// The `bundle:` argument, when one is given.
  public var bundle: BundleReference?
  /// Whether the key literal contains interpolations (`Text("Hello \(name)")`).
  public var isInterpolated: Bool
  /// Whether the literal is the call's first argument itself (`Text("Hi")`, not a branch of
  /// `Text(flag ? "Hi" : "Bye")`).
  public var isFirstArgument: Bool
  /// For the first phrase of an App Shortcut (the key Xcode extracts for it), every phrase of
  /// that shortcut, which Xcode writes as the source language's `stringSet`; nil otherwise.
  public var phrases: [String]?
  /// The platforms that compile the literal, when its `#if os(…)` branches leave out some
  /// (see ``PlatformConditions``): only targets that build for one of them extract it. Nil
  /// for every platform.
  public var platforms: PlatformSet?
  /// Whether every interpolation's specifier comes from a type the file states (`let name:
  /// String`, a number literal, `format:`), none from a type this extractor does not know
  /// (written `%@`) or one another file declares: such a key is what Xcode's compiler writes.
  public var isTyped = false
  /// For a possible key passed to the project's own function (`L10n.string("title", table:
  /// .settings)`), which may look it up in any table: it keeps a key of that spelling alive in
  /// every catalog of its targets, not only in `table`'s.
  public var isPossibleInAnyTable = false
  /// For a literal passed to the project's own function or initializer (`FormField(label:
  /// "Name")`), its argument's label (the property a memberwise initializer sets), or `_0`,
  /// `_1`… by position for an unlabeled one; for a possible key, only outside previews and
  /// dead code. Nil otherwise.
  public var argumentLabel: String?
  /// For a possible key with an ``argumentLabel``, whether the call is a method of a value
  /// (`items.append("…")`), whose type this extractor does not know: not surely the project's
  /// function of that name.
  public var isCalledOnValue = false
  /// For a possible key with an ``argumentLabel``, whether the call is a method of a string
  /// literal (`"Hi".localized("A comment")`): only a method the project's `extension String`
  /// declares is the one it calls.
  public var isCalledOnString = false
  /// For a possible key with an ``argumentLabel``, given to a bare call (or a call on `self`)
  /// in a type's body: that type, whose own method of the name the call may mean.
  public var callerType: String?
  /// For `LocalizedStringKey("k")` kept in a value or given to the project's own view (not to
  /// an SDK call), which looks nothing up itself: the bundle is the one of the call that shows
  /// it, which this key does not tell.
  public var isLookedUpWhereUsed = false
  /// For a possible key with an ``argumentLabel``, how many arguments the call passes,
  /// trailing closures included: an overload with fewer parameters is not the one it calls.
  public var argumentCount: Int?

  /// Creates an extracted key.
  public init(
    key: String, location: SourceLocation, api: LocalizationAPI, comment: String? = nil,
    table: String? = nil, defaultValue: String? = nil, bundle: BundleReference? = nil,
    isInterpolated: Bool = false, isFirstArgument: Bool = false, phrases: [String]? = nil
  ) {
    self.phrases = phrases
    self.key = key
    self.location = location
    self.api = api
    self.comment = comment
    self.table = table
    self.defaultValue = defaultValue
    self.bundle = bundle
    self.isInterpolated = isInterpolated
    self.isFirstArgument = isFirstArgument
  }

  /// Whether Xcode finds the key without the compiler, in a target with
  /// `SWIFT_EMIT_LOC_STRINGS = NO`: its source scan reads a literal written as the first
  /// argument of SwiftUI's `Text` (`LOCALIZED_STRING_SWIFTUI_SUPPORT`) or of a
  /// `LOCALIZED_STRING_MACRO_NAMES` function, and nothing else (`Button("…")`,
  /// `String(localized:)`, `Text(flag ? "…" : "…")`).
  public var isFoundBySourceScan: Bool { isFirstArgument && api.isFoundBySourceScan }
}

/// One call of a localization API, literal or not.
public struct LocalizationCallSite: Hashable, Sendable {
  /// The API that was called.
  public var api: LocalizationAPI
  /// Where the callee's name starts (`Text` in `Text("Hi")`, `t` in `locale.t("k")`).
  public var location: SourceLocation
  /// Whether the key argument is a single string literal (so its key was extracted).
  public var isLiteral: Bool

  /// Creates a call site.
  public init(api: LocalizationAPI, location: SourceLocation, isLiteral: Bool) {
    self.api = api
    self.location = location
    self.isLiteral = isLiteral
  }
}

/// A localization call whose key is a name (`Text(label)` in `struct FormField`, or in `func
/// caption(_ label: …)`), a property or parameter set from a literal elsewhere
/// (`FormField(label: "Name")`, `caption("Saved")`): where, in which bundle and whether as a
/// key at all (not a `String`), that literal is looked up.
public struct KeyForwarding: Hashable, Sendable {
  /// The type whose body makes the call (`FormField`), or the function whose parameter it
  /// shows (`sectionHeader` for `func sectionHeader(_ title: String)`).
  public var owner: String
  /// The type whose body makes the call (for a function's parameter, the function's type).
  public var scope: String
  /// The name passed (`label`, also for `self.label`).
  public var name: String
  /// The argument that gives it, as ``ExtractedKey/argumentLabel`` names it: the property's
  /// name for a memberwise initializer, the parameter's label for a function (`_0`, `_1`…
  /// by position for an unlabeled one).
  public var argument: String
  /// The API called (`Text`).
  public var api: LocalizationAPI
  /// The call's `bundle:` argument, if it has one (`.other` for a call the project's own
  /// overload may mean).
  public var bundle: BundleReference?
  /// The call's literal `table:` / `tableName:`, if it has one.
  public var table: String? = nil
  /// Whether `name` is a `String` (a stored property of `owner`, or a parameter of the
  /// function): the call, a SwiftUI one then, shows its text as it is, or, an
  /// `NSLocalizedString`-style one, looks it up as a key Xcode never extracts.
  public var isString: Bool
  /// Where the callee's name starts.
  public var location: SourceLocation
  /// For a function's or initializer's parameter, how many parameters it has (an overload
  /// with another count is another declaration); nil for a property.
  public var arity: Int?
  /// For a type's property, the types whose bodies hold the call, outermost first
  /// (`["SettingsView", "Row"]` in `extension SettingsView { struct Row { ... } }`); empty
  /// for a function's parameter.
  public var typePath: [String] = []

  /// The call as written, for messages: `Text(title)`, `String(localized: key)`,
  /// `NSLocalizedString(text)`.
  var spelledCall: String {
    let api = "\(self.api)"
    return api.hasSuffix(":)") ? "\(api.dropLast()) \(name))" : "\(api)(\(name))"
  }

  /// The `scans`' forwardings of `String`s (`isString`) or of keys, by owner and argument: a
  /// nested type's also by its qualified names (`SettingsView.Row`), which name it apart from
  /// another `Row`.
  static func index(
    _ scans: [SourceScan], isString: Bool, calling api: (LocalizationAPI) -> Bool = { _ in true }
  ) -> [String: [String: [KeyForwarding]]] {
    var result: [String: [String: [KeyForwarding]]] = [:]
    for scan in scans {
      for forwarding in scan.forwardedKeys
      where forwarding.isString == isString && api(forwarding.api) {
        result[forwarding.owner, default: [:]][forwarding.argument, default: []].append(
          forwarding)
        let path = forwarding.typePath
        guard path.count > 1, path.last == forwarding.owner else { continue }
        for start in 0..<(path.count - 1) {
          result[path[start...].joined(separator: "."), default: [:]][
            forwarding.argument, default: []
          ].append(forwarding)
        }
      }
    }
    return result
  }

  /// The calls of `forwardings` a literal argument of the project's own declaration (an
  /// ``ExtractedKey/argumentLabel`` of `.declared(owner)`, in `scan`) reaches: those of the
  /// type or function it calls, by the argument's label (the first unlabeled argument of an
  /// initializer that stores it, `init(_ title: String) { self.title = title }`, the type's
  /// one such property); a type or function of that name its file declares before any other,
  /// and a method of the caller's own type (`declaredMethods`, `Type.name`); not an overload
  /// with fewer parameters than the call passes (`FormTextItem("State", "power") { … }` calls
  /// the one whose second is an icon), nor in previews, nor a method of a value
  /// (`items.append("…")`, whose type is not known).
  static func sites(
    for literal: ExtractedKey, in scan: SourceScan,
    of forwardings: [String: [String: [KeyForwarding]]], declaredMethods: Set<String>
  ) -> [KeyForwarding] {
    guard case .declared(let owner) = literal.api, let label = literal.argumentLabel,
      !literal.isCalledOnValue, !owner.hasSuffix("Previews"),
      let byName = sites(of: owner, in: forwardings),
      var sites = byName[label] ?? onlyProperty(of: byName, for: literal)
    else { return [] }
    if scan.calledOwnNames.contains(owner) { sites.removeAll { $0.location.path != scan.path } }
    let caller = literal.callerType ?? ""
    if declaredMethods.contains(caller + "." + owner) {
      sites.removeAll { $0.scope != caller }
    }
    if literal.isCalledOnString { sites.removeAll { $0.scope != "String" } }
    if let count = literal.argumentCount { sites.removeAll { ($0.arity ?? count) < count } }
    return sites
  }

  /// For the first unlabeled argument of an initializer call (`Banner("Sync paused")`,
  /// `init(_ message: String) { self.message = message }`), the calls that show the type's
  /// one property shown so; nil for another argument, or a function's parameter (`row(_
  /// plain: String, title: String)`'s first argument is not `title`).
  private static func onlyProperty(
    of byName: [String: [KeyForwarding]], for literal: ExtractedKey
  ) -> [KeyForwarding]? {
    guard literal.argumentLabel == "_0", byName.count == 1,
      let sites = byName.first?.value, sites.allSatisfy({ $0.arity == nil })
    else { return nil }
    return sites
  }

  /// Of `forwardings`, those of the type or function `owner` names: by its qualified name
  /// (`SettingsView.Row`), or else by its simple name those not made in another type's body
  /// (`Row`'s own `extension`, a top-level `Row`), never another type's nested `Row`.
  static func sites(
    of owner: String, in forwardings: [String: [String: [KeyForwarding]]]
  ) -> [String: [KeyForwarding]]? {
    if var exact = forwardings[owner] {
      // A simple name (`Row`) is the top-level type's where one shows it, not another type's
      // nested `Row`.
      if !owner.contains("."),
        exact.values.contains(where: { $0.contains { $0.typePath.count <= 1 } })
      {
        exact = exact.compactMapValues { sites in
          let kept = sites.filter { $0.typePath.count <= 1 }
          return kept.isEmpty ? nil : kept
        }
      }
      return exact
    }
    guard let last = owner.split(separator: ".").last, last.count < owner.count,
      let byName = forwardings[String(last)]
    else { return nil }
    let unnested = byName.compactMapValues { sites in
      let kept = sites.filter { $0.typePath.count <= 1 }
      return kept.isEmpty ? nil : kept
    }
    return unnested.isEmpty ? nil : unnested
  }
}

/// A string literal shown to the user through a SwiftUI initializer or modifier.
///
/// The English-only lint rule reports these: in the app modules every user-facing string must go
/// through `LocaleController.t(...)`.
public struct UserFacingLiteral: Hashable, Sendable {
  /// The literal's text, decoded like `ExtractedKey.key`.
  public var text: String
  /// Where the literal starts.
  public var location: SourceLocation
  /// The initializer (`"Text"`) or modifier (`".navigationTitle"`) it was passed to.
  public var initializer: String
  /// Whether it is part of a `String` expression the initializer shows as it is (`Text(name
  /// ?? "Unknown")`), not a key it looks up.
  public var isShownVerbatim = false

  /// Creates a user-facing literal.
  public init(
    text: String, location: SourceLocation, initializer: String, isShownVerbatim: Bool = false
  ) {
    self.text = text
    self.location = location
    self.initializer = initializer
    self.isShownVerbatim = isShownVerbatim
  }
}

/// A problem found while lexing, such as an unterminated string; scanning goes on after it.
public struct ExtractionDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// Where the problem starts.
  public var location: SourceLocation
  /// What is wrong and what to do about it.
  public var message: String

  /// Creates a diagnostic.
  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// `path:line:column: warning: message`, the form compilers print.
  public var description: String { "\(location): warning: \(message)" }
}

/// Everything the extractor found in one source file, in source order.
public struct SourceScan: Hashable, Sendable {
  /// The file's path as it was given to the scanner.
  public var path: String
  /// Keys passed as literals to a localization API.
  public var keys: [ExtractedKey]
  /// Literals that may be keys: passed where some overload of the API localizes them and
  /// another does not, or to an API whose parameters could not all be matched. They are never
  /// reported missing or added to a catalog, but a catalog key they spell is not unused.
  public var possibleKeys: [ExtractedKey]
  /// Every call of a localization API, literal or not.
  public var calls: [LocalizationCallSite]
  /// Calls whose key argument is not a single string literal (a variable, `"a" + "b"`...): their
  /// keys cannot be extracted.
  public var dynamicKeys: [LocalizationCallSite]
  /// String literals given to SwiftUI initializers and modifiers that localize them.
  public var userFacingLiterals: [UserFacingLiteral]
  /// String literals given to an SDK API that shows them as they are, although an overload of
  /// it localizes (`Annotation("Home", coordinate: c)`, whose `StringProtocol` overload a
  /// literal calls): never extracted, never translated.
  public var verbatimLiterals: [UserFacingLiteral] = []
  /// Lexing problems (unterminated literals or comments).
  public var diagnostics: [ExtractionDiagnostic]
  /// Keys of `NSLocalizedString` (or another `LOCALIZED_STRING_MACRO_NAMES` function) written
  /// as an interpolated literal: Xcode extracts the text (`(count) files`), but the key looked
  /// up at run time is the interpolated one, which no catalog has.
  public var interpolatedMacroKeys: [ExtractedKey] = []
  /// Calls whose key is a name inside a type, which may hold a key made elsewhere.
  public var forwardedKeys: [KeyForwarding] = []
  /// The literal default values of `String` properties that the type shows as they are
  /// (`var message: String = "No items yet"` and `Text(message)`), as keys of `.declared(type)`
  /// with the property as ``ExtractedKey/argumentLabel``: never extracted, never localized.
  public var stringDefaults: [ExtractedKey] = []
  /// The types and functions this file declares that it calls with a literal argument: such
  /// a call means the file's own, whatever other files declare of that name.
  public var calledOwnNames: Set<String> = []
  /// `Type.name` (`.name` for a global one) of the file's functions that take a `String` or
  /// `LocalizedStringKey` parameter, when some call of the file shows a name: a call in that
  /// type means its own.
  public var declaredMethods: Set<String> = []

  /// The members of the file's `extension String` that look the string itself up as a key
  /// (`var localized: String { NSLocalizedString(self, comment: "") }`), or may through
  /// another member: see ``StringLookupMember``.
  public var stringLookupMembers: [StringLookupMember] = []
  /// String literals (not interpolated) whose member is called (`"Welcome back".localized`):
  /// a key the project's ``StringLookupMember`` of that name may look up at run time, which
  /// Xcode never extracts. Outside previews and dead code.
  public var literalReceivers: [LiteralReceiver] = []

  /// Creates a scan result.
  public init(
    path: String, keys: [ExtractedKey] = [], possibleKeys: [ExtractedKey] = [],
    calls: [LocalizationCallSite] = [],
    dynamicKeys: [LocalizationCallSite] = [], userFacingLiterals: [UserFacingLiteral] = [],
    diagnostics: [ExtractionDiagnostic] = []
  ) {
    self.path = path
    self.keys = keys
    self.possibleKeys = possibleKeys
    self.calls = calls
    self.dynamicKeys = dynamicKeys
    self.userFacingLiterals = userFacingLiterals
    self.diagnostics = diagnostics
  }
}
