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
  /// Names of the project's properties of a localizable type, and whether the name is also
  /// declared with another type somewhere (then an assignment only may be a key).
  var properties: [String: Bool] = [:]
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
  /// Names of the project's own functions and types (see `ProjectDeclarations.projectNames`).
  var projectNames: Set<String> = []
  /// The configured project functions (`locale.t`), by name.
  var projectFunctions: [String: [ProjectFunction]] = [:]
  /// The configured key types (`LocalizationKey`).
  var keyTypes: Set<String> = []
  /// `LOCALIZED_STRING_MACRO_NAMES`.
  var macros: Set<String> = []
  /// Whether some indexed name starts with this byte: most identifiers are rejected at once.
  private(set) var initials = [Bool](repeating: false, count: 256)

  /// A configured function: `"name"` or `"receiver.name"`.
  struct ProjectFunction: Sendable {
    var spec: String
    var receiver: String?
  }

  init(configuration: ExtractionConfiguration) {
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
    let declarations = configuration.declarations
    var wrapped: [String: LocalizableType] = [:]
    for (alias, type) in declarations.typealiases {
      if type.wrapper == .direct, let base = bases[type.base] {
        bases[alias] = base
      } else if type.wrapper != .direct {
        wrapped[alias] = type
      }
    }
    syntax = TypeSyntax(bases: bases, wrappedAliases: wrapped)
    self.literalTypes = literalTypes
    aliases = sdk.aliases
    keyTypes = Set(configuration.keyTypes)
    macros = Set(configuration.macroNames)
    sdkProperties = Set(sdk.properties.keys)
    knownTypes = sdk.knownTypes.union(declarations.declaredTypes).union(literalTypes.keys)
    projectNames = declarations.projectNames
    for name in declarations.localizableProperties {
      properties[name] = declarations.otherProperties.contains(name)
    }

    // The project's declarations hide the SDK's types of the same name; its extensions add.
    var seen: Set<CallableSignature> = []
    for signature in sdk.signatures {
      // View and ModifiedContent declare the same modifiers: one copy is enough to match.
      var key = signature
      key.owner = signature.kind == .initializer ? signature.owner : nil
      guard seen.insert(key).inserted else { continue }
      switch signature.kind {
      case .initializer:
        guard let owner = signature.owner, !declarations.declaredTypes.contains(owner) else {
          continue
        }
        initializers[owner, default: []].append(signature)
      case .method, .staticMethod, .enumCase, .function:
        members[signature.name, default: []].append(signature)
      }
    }
    for signature in declarations.signatures {
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
    for spec in configuration.functions {
      let parts = spec.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
      guard let name = parts.last else { continue }
      projectFunctions[name, default: []].append(
        ProjectFunction(spec: spec, receiver: parts.count > 1 ? parts[parts.count - 2] : nil))
    }
    var names = Set(initializers.keys).union(members.keys).union(functions.keys)
    names.formUnion(aliases.keys)
    names.formUnion(literalTypes.keys)
    names.formUnion(projectFunctions.keys)
    names.formUnion(macros)
    names.formUnion(["init"])
    for name in names {
      if let first = name.utf8.first { initials[Int(first)] = true }
    }
    // Any type's initializer may be an unknown type's (see `KeyExtractor`).
    for letter in UInt8(ascii: "A")...UInt8(ascii: "Z") { initials[Int(letter)] = true }
  }
}
