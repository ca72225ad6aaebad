/// Every API the second extraction pass can match a call against, indexed by how a call names
/// it: the SDK table, the project's declarations, the configured functions and the macros.
struct APIIndex: Sendable {
  /// Initializers by owner type (`Text`, `IntentParameter`, a project view).
  var initializers: [String: [CallableSignature]] = [:]
  /// Methods, static methods and enum cases by name, for `.name(` and `value.name(`.
  var members: [String: [CallableSignature]] = [:]
  /// Free functions and the project's methods by name, for a bare `name(` (a method called on
  /// `self` from inside its type).
  var functions: [String: [CallableSignature]] = [:]
  /// Owner aliases (`Parameter` -> `IntentParameter`).
  var aliases: [String: String] = [:]
  /// The names among `aliases` that are the project's own typealiases (`typealias Label =
  /// MyLabel`), which a module-qualified name (`SwiftUI.Label`) does not mean.
  var projectAliases: Set<String> = []
  /// The project's typealiases nested in types, by qualified name (`NS.Row`): the type each
  /// names.
  var nestedAliases: [String: String] = [:]
  /// The simple names of the nested types (and typealiases) with initializers that take keys
  /// (`Row` for `NS.Row`): a declaration of such a type may be a nested one's.
  var nestedInitializerNames: Set<String> = []
  /// Names of the project's properties of a localizable type, and whether the name is also
  /// declared with another type somewhere (then an assignment only may be a key).
  var properties: [String: Bool] = [:]
  /// Names of the project's functions declared to return a localizable type, and whether the
  /// name is also declared to return another type somewhere.
  var localizableFunctions: [String: Bool] = [:]
  /// Names of SDK properties of a localizable type (`title`, `displayRepresentation`): an
  /// assignment to one may be a key.
  var sdkProperties: Set<String> = []
  /// The localizable types, by spelling.
  var syntax: TypeSyntax
  /// Types whose literals are keys when written `T("literal")`.
  var literalTypes: [String: String]
  /// Types an initializer call of which is known not to localize unless the index says so: the
  /// SDK's, the standard library's and the project's. A literal given to any other type's
  /// initializer (a package's view) may be a key.
  var knownTypes: Set<String> = []
  /// The project's types declared at the top level of a file, which a call by their name
  /// means outside any type that nests another of that name.
  var topLevelTypes: Set<String> = []
  /// The project's nested types by simple name, and by qualified names (see
  /// `ProjectDeclarations.qualifiedNestedTypes`).
  var nestedTypes: Set<String> = []
  var qualifiedNestedTypes: Set<String> = []
  /// Names of the project's own functions and types (see `ProjectDeclarations.projectNames`).
  var projectNames: Set<String> = []
  /// Modules a file of the project re-exports (see `ProjectDeclarations.exportedModules`).
  var exportedModules: Set<String> = []
  /// The project's typealiases of number types (see `ProjectDeclarations.numberAliases`).
  var numberAliases: Set<String> = []
  /// The types the SDK and the standard library declare.
  var sdkTypes: Set<String> = []
  /// The configured project functions (`locale.t`), by name.
  var projectFunctions: [String: [ProjectFunction]] = [:]
  /// The configured key types (`LocalizationKey`).
  var keyTypes: Set<String> = []
  /// `LOCALIZED_STRING_MACRO_NAMES`.
  var macros: Set<String> = []
  /// Whether some indexed name starts with this byte: most identifiers are rejected at once.
  private(set) var initials = [Bool](repeating: false, count: 256)
  /// Every name a call can be matched by (callees, owners, aliases, literal types...).
  private(set) var names: Set<String> = []
  /// What each name can mean in a call, looked up once per call.
  private(set) var entries: [String: Entry] = [:]

  /// Everything a callee name can match, gathered so a call needs one lookup.
  struct Entry: Sendable {
    /// The configured functions of this name.
    var projectFunctions: [ProjectFunction] = []
    /// Whether it is a `LOCALIZED_STRING_MACRO_NAMES` function.
    var isMacro = false
    /// The type the name denotes (after aliases), and its initializers.
    var owner: String
    var initializers: [CallableSignature] = []
    /// Methods, statics and enum cases of this name.
    var members: [CallableSignature] = []
    /// Free functions and project methods of this name.
    var functions: [CallableSignature] = []
    /// The canonical localizable literal type the name denotes, if any.
    var literalType: String?
  }

  /// A configured function: `"name"` or `"receiver.name"`.
  struct ProjectFunction: Sendable {
    var spec: String
    var receiver: String?
  }

  /// The SDK's signatures by how a call names them, computed once: every extractor starts
  /// from these.
  private struct SDKSignatures: Sendable {
    var initializers: [String: [CallableSignature]] = [:]
    var members: [String: [CallableSignature]] = [:]
    /// The table's properties' names, known types, and every name a call can match.
    var properties: Set<String>
    var knownTypes: Set<String>
    var names: Set<String> = []

    init(_ table: SDKLocalizableAPI.Table) {
      properties = Set(table.properties.keys)
      knownTypes = table.knownTypes.union(table.literalTypes.keys)
      var seen: Set<CallableSignature> = []
      for signature in table.signatures {
        // View and ModifiedContent declare the same modifiers: one copy is enough to match.
        var key = signature
        key.owner = signature.kind == .initializer ? signature.owner : nil
        guard seen.insert(key).inserted else { continue }
        var signature = signature
        signature.api = signature.defaultAPI
        switch signature.kind {
        case .initializer:
          if let owner = signature.owner { initializers[owner, default: []].append(signature) }
        case .method, .staticMethod, .enumCase, .function:
          members[signature.name, default: []].append(signature)
        }
      }
      // A nested type's initializers are the table's `Outer.Inner`, called by its last name.
      let nestedNames = initializers.keys.compactMap { owner in
        owner.contains(".") ? owner.split(separator: ".").last.map(String.init) : nil
      }
      names = Set(initializers.keys).union(members.keys).union(table.aliases.keys)
        .union(table.literalTypes.keys).union(nestedNames)
    }
  }

  private static let sdk = SDKSignatures(SDKLocalizableAPI.table)
  private static let noSDK = SDKSignatures(SDKLocalizableAPI.Table())

  /// The localizable types' spellings for `configuration` (its key types and typealiases), and
  /// the types whose literals are keys: all the first pass over declarations needs.
  static func syntax(for configuration: ExtractionConfiguration)
    -> (syntax: TypeSyntax, literalTypes: [String: String])
  {
    var bases: [String: String] = [:]
    var literalTypes: [String: String] = [:]
    let sdk = configuration.recognizesSDK ? SDKLocalizableAPI.table : SDKLocalizableAPI.Table()
    for (name, canonical) in sdk.literalTypes {
      bases[name] = canonical
      literalTypes[name] = canonical
    }
    for type in configuration.keyTypes {
      bases[type] = type
      literalTypes[type] = type
    }
    var wrapped: [String: LocalizableType] = [:]
    for (alias, type) in configuration.declarations.typealiases {
      if type.wrapper == .direct, let base = bases[type.base] {
        bases[alias] = base
      } else if type.wrapper != .direct {
        wrapped[alias] = type
      }
    }
    return (TypeSyntax(bases: bases, wrappedAliases: wrapped), literalTypes)
  }

  /// The type the project's typealias `alias` (of `target`) names in the end: through the
  /// project's other aliases and `aliases`, up to a type the project declares (a cycle ends).
  private static func aliasedType(
    _ alias: String, _ target: String, _ declarations: ProjectDeclarations,
    _ aliases: [String: String]
  ) -> String {
    var type = target
    var seen: Set<String> = [alias]
    while !declarations.declaredTypes.contains(type),
      let next = declarations.typeAliases[type] ?? aliases[type], seen.insert(type).inserted
    {
      type = next
    }
    return type
  }

  init(configuration: ExtractionConfiguration) {
    (syntax, literalTypes) = Self.syntax(for: configuration)
    let sdk = configuration.recognizesSDK ? SDKLocalizableAPI.table : SDKLocalizableAPI.Table()
    let declarations = configuration.declarations
    aliases = sdk.aliases
    keyTypes = Set(configuration.keyTypes)
    macros = Set(configuration.macroNames)
    let base = configuration.recognizesSDK ? Self.sdk : Self.noSDK
    sdkProperties = base.properties
    knownTypes = base.knownTypes.union(declarations.declaredTypes)
      .union(declarations.nestedTypes).union(configuration.keyTypes)
    projectNames = declarations.projectNames
    topLevelTypes = declarations.declaredTypes
    nestedTypes = declarations.nestedTypes
    qualifiedNestedTypes = declarations.qualifiedNestedTypes
    exportedModules = declarations.exportedModules
    numberAliases = declarations.numberAliases
    sdkTypes = base.knownTypes
    for name in declarations.localizableProperties {
      properties[name] = declarations.otherProperties.contains(name)
    }
    for name in declarations.localizableFunctions {
      localizableFunctions[name] = declarations.otherFunctions.contains(name)
    }

    // The project's declarations hide the SDK's types of the same name; its extensions add.
    initializers = base.initializers
    members = base.members
    for owner in declarations.declaredTypes where initializers[owner] != nil {
      initializers[owner] = nil
    }
    for var signature in declarations.signatures {
      signature.api = signature.defaultAPI
      switch signature.kind {
      case .initializer:
        initializers[signature.owner ?? "", default: []].append(signature)
      case .method, .staticMethod:
        members[signature.name, default: []].append(signature)
        functions[signature.name, default: []].append(signature)
      case .enumCase:
        members[signature.name, default: []].append(signature)
      case .function:
        functions[signature.name, default: []].append(signature)
      }
    }
    // A typealias nested in a type (`NS.Row`, with `typealias Row = Pill` in `NS`) is known by
    // its qualified names, with the initializers of the type it names.
    var nestedAliasNames: Set<String> = []
    for (alias, target) in declarations.typeAliases where alias.contains(".") {
      let type = Self.aliasedType(alias, target, declarations, aliases)
      initializers[alias] = initializers[type] ?? []
      nestedAliases[alias] = type
      nestedAliasNames.insert(String(alias[alias.index(after: alias.lastIndex(of: ".")!)...]))
    }
    for spec in configuration.functions {
      let parts = spec.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
      guard let name = parts.last else { continue }
      projectFunctions[name, default: []].append(
        ProjectFunction(spec: spec, receiver: parts.count > 1 ? parts[parts.count - 2] : nil))
    }
    var names = base.names
    names.formUnion(nestedAliasNames)
    // The project's aliases of named types (`typealias Header = SettingsRow`): a call of the
    // alias is one of the type it names (through another alias of the project's, or the SDK's).
    for (alias, target) in declarations.typeAliases.sorted(by: { $0.key < $1.key })
    where !declarations.declaredTypes.contains(alias) && !alias.contains(".") {
      aliases[alias] = Self.aliasedType(alias, target, declarations, aliases)
      projectAliases.insert(alias)
      knownTypes.insert(alias)
      names.insert(alias)
    }
    // `typealias LSR = LocalizedStringResource`: `LSR("Title")` is the type's literal
    // initializer (SE-0213).
    for (alias, type) in declarations.typealiases
    where type.wrapper == .direct && literalTypes[type.base] != nil
      && !declarations.declaredTypes.contains(alias) && aliases[alias] == nil
    {
      aliases[alias] = type.base
      projectAliases.insert(alias)
      knownTypes.insert(alias)
      names.insert(alias)
    }
    for signature in declarations.signatures {
      names.insert(signature.kind == .initializer ? signature.owner ?? "" : signature.name)
    }
    names.formUnion(configuration.keyTypes)
    names.formUnion(projectFunctions.keys)
    names.formUnion(macros)
    names.insert("init")
    for name in names {
      if let first = name.utf8.first { initials[Int(first)] = true }
    }
    self.names = names
    for owner in initializers.keys {
      if let dot = owner.lastIndex(of: ".") {
        nestedInitializerNames.insert(String(owner[owner.index(after: dot)...]))
      }
    }
    for name in names {
      // A type the project declares hides an SDK alias of its name in calls (`struct Summary`
      // of the app's model is not an intent's parameter summary); attributes keep the alias
      // (`@Parameter(title:)`, see `KeyExtractor`).
      let owner = declarations.declaredTypes.contains(name) ? name : aliases[name] ?? name
      entries[name] = Entry(
        projectFunctions: projectFunctions[name] ?? [], isMacro: macros.contains(name),
        owner: owner, initializers: initializers[owner] ?? [], members: members[name] ?? [],
        functions: functions[name] ?? [], literalType: literalTypes[name] ?? literalTypes[owner])
    }
    // Any type's initializer may be an unknown type's (see `KeyExtractor`).
    for letter in UInt8(ascii: "A")...UInt8(ascii: "Z") { initials[Int(letter)] = true }
  }
}
