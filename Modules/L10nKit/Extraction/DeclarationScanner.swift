/// What the first extraction pass learns from a project's own declarations: the functions,
/// initializers (explicit and memberwise) and enum cases that take a localizable type, the
/// properties that hold one, the typealiases that name one, and the types the project declares
/// (which hide SDK types of the same name).
///
/// Still no type checker: a declaration is known by its name, labels and the spelling of its
/// types, which is what the second pass can match a call against.
public struct ProjectDeclarations: Sendable, Hashable {
  /// Signatures with at least one localizable parameter, and the other overloads of their names
  /// (so a call that may mean either is known to be ambiguous).
  var signatures: [CallableSignature] = []
  /// Typealiases of localizable types (`typealias Titles = (a: LocalizedStringResource, ...)`).
  var typealiases: [String: LocalizableType] = [:]
  /// Typealiases of other named types (`typealias Header = SettingsRow`, `typealias Title =
  /// SwiftUI.Text`), by alias: the type named, without a module. One nested in a type is there
  /// by each of its qualified names (`NS.Row`).
  var typeAliases: [String: String] = [:]
  /// Names of stored or computed properties declared with a localizable type.
  var localizableProperties: Set<String> = []
  /// Names of properties declared with another type, among `localizableProperties`' names.
  var otherProperties: Set<String> = []
  /// Names of functions declared to return a localizable type (`func dialog(paused: Bool) ->
  /// IntentDialog`): a call of one is a value whose key was extracted where a literal made it.
  var localizableFunctions: Set<String> = []
  /// Names of functions declared to return another type (or nothing), among
  /// `localizableFunctions`' names.
  var otherFunctions: Set<String> = []
  /// Types the project declares (`struct`, `class`, `enum`, `actor`), which hide the SDK's
  /// types of the same name.
  var declaredTypes: Set<String> = []
  /// Types declared inside another type (`LocalizationKeys.Button`): known as types, but
  /// hiding nothing outside their enclosing type, where `Button` is still SwiftUI's.
  var nestedTypes: Set<String> = []
  /// The same types by every qualified name that ends with theirs (`Outer.Mid.Row` is also
  /// `Mid.Row`): a type's body names its own nested `Row` so, before any other `Row`.
  var qualifiedNestedTypes: Set<String> = []
  /// Names of every function and type the project declares, in any file: a literal passed to
  /// one of them may become a key inside it (see `KeyExtractor`).
  var projectNames: Set<String> = []
  /// The modules a file of the project re-exports (`@_exported import AppIntents`): every file
  /// that imports the project's module sees them, so an implicit member may be theirs.
  var exportedModules: Set<String> = []
  /// The names of the project's typealiases of number types (`typealias Meters = Double`),
  /// found by a byte search of every file (a superset: the interpolation types read each
  /// alias's declaration again).
  var numberAliases: Set<String> = []

  /// No declarations.
  public init() {}

  /// Declarations of several files as one project's: overloads that do not localize are kept
  /// only for names that have a localizing overload, in the project or, for initializers, in
  /// the SDK (`extension Link { init(_ title: String, ...) }` is an overload a call may mean).
  init(merging files: [FileDeclarations]) {
    // Names with a localizing overload, and the types built by one; then, until nothing is
    // added, the declarations taking such a type (`entry(_ info: InfoEntry)`, where
    // `InfoEntry.init(_ title: LocalizedStringResource)`), whose `.init(...)` arguments are.
    var localizing: Set<String> = []
    var types: Set<String> = []
    let all = files.flatMap(\.signatures)
    // The typealiases of each type (`NS.Key` for `Pill`), by their simple name too: a
    // parameter of the alias's type takes the type's `.init(...)`.
    var aliasesOf: [String: [String]] = [:]
    for file in files {
      for (alias, target) in file.typeAliases {
        aliasesOf[target, default: []].append(alias)
        if let dot = alias.lastIndex(of: ".") {
          aliasesOf[target, default: []].append(String(alias[alias.index(after: dot)...]))
        }
      }
    }
    var added = true
    while added {
      added = false
      for signature in all {
        let name = signature.name == "init" ? signature.owner ?? "" : signature.name
        guard !localizing.contains(name),
          signature.localizes
            || signature.parameters.contains(where: {
              $0.context.map { types.contains($0.name) } == true
            })
        else { continue }
        localizing.insert(name)
        if signature.kind == .initializer, let owner = signature.owner {
          types.insert(owner)
          types.formUnion(aliasesOf[owner] ?? [])
        }
        added = true
      }
    }
    var seen: Set<CallableSignature> = []
    var otherProperties: Set<String> = []
    for file in files {
      for signature in file.signatures {
        let name = signature.name == "init" ? signature.owner ?? "" : signature.name
        // A nested type's initializer under its qualified name (`B.Row`) is kept with the
        // others of its simple name: the call in `B`'s body means it, whichever localizes.
        let simpleName = name.split(separator: ".").last.map(String.init) ?? name
        guard
          localizing.contains(name) || localizing.contains(simpleName)
            || (signature.kind == .initializer && Self.sdkInitializerOwners.contains(simpleName))
            || (signature.kind == .enumCase && Self.sdkCaseNames.contains(name)),
          seen.insert(signature).inserted
        else { continue }
        signatures.append(signature)
      }
      typealiases.merge(file.typealiases) { first, _ in first }
      typeAliases.merge(file.typeAliases) { first, _ in first }
      localizableProperties.formUnion(file.localizableProperties)
      otherProperties.formUnion(file.otherProperties)
      localizableFunctions.formUnion(file.localizableFunctions)
      otherFunctions.formUnion(file.otherFunctions)
      declaredTypes.formUnion(file.declaredTypes)
      nestedTypes.formUnion(file.nestedTypes)
      qualifiedNestedTypes.formUnion(file.qualifiedNestedTypes)
      projectNames.formUnion(file.projectNames)
    }
    self.otherProperties = otherProperties.intersection(localizableProperties)
    self.otherFunctions = otherFunctions.intersection(localizableFunctions)
  }

  /// The names of the SDK's enum cases and static members that localize an unlabeled first
  /// argument (`.custom(_:)` of RealityKit's `RotorType`, Charts' `.value(_:_:)`): a project
  /// enum's case of the same name (`case custom(String)`) is an overload a `.custom("x")` may
  /// mean, which makes its literal only possibly a key.
  static let sdkCaseNames = Set(
    SDKLocalizableAPI.table.signatures.compactMap {
      ($0.kind == .enumCase || $0.kind == .staticMethod) && $0.parameters.first?.label == nil
        && $0.name.first?.isLetter == true ? $0.name : nil
    })

  /// The SDK types with an initializer that localizes.
  static let sdkInitializerOwners = Set(
    SDKLocalizableAPI.table.signatures.compactMap { $0.kind == .initializer ? $0.owner : nil })

  /// Whether nothing was declared.
  public var isEmpty: Bool {
    signatures.isEmpty && typealiases.isEmpty && typeAliases.isEmpty
      && localizableProperties.isEmpty
      && localizableFunctions.isEmpty && declaredTypes.isEmpty && nestedTypes.isEmpty
      && qualifiedNestedTypes.isEmpty
      && projectNames.isEmpty && exportedModules.isEmpty && numberAliases.isEmpty
  }
}

/// The declarations of one file (see `ProjectDeclarations`).
struct FileDeclarations: Sendable, Hashable {
  var signatures: [CallableSignature] = []
  var typealiases: [String: LocalizableType] = [:]
  var typeAliases: [String: String] = [:]
  /// Top-level `private` (and `fileprivate`) typealiases of named types: this file's alone.
  var privateTypeAliases: [String: String] = [:]
  var localizableProperties: Set<String> = []
  var otherProperties: Set<String> = []
  var localizableFunctions: Set<String> = []
  var otherFunctions: Set<String> = []
  var declaredTypes: Set<String> = []
  var nestedTypes: Set<String> = []
  var qualifiedNestedTypes: Set<String> = []
  var projectNames: Set<String> = []
  /// The stored `String` properties of each struct that its initializer sets from an
  /// argument: the memberwise one (no `init` in its body), or an explicit one that stores it
  /// as given (`self.title = title`, or `self.heading = title` from a parameter of another
  /// name). Shown with `Text(title)`, such a property is shown as it is, never localized.
  var stringProperties: [String: Set<String>] = [:]
  /// The stored `String` properties of each struct declared with a literal default value
  /// (`var title: String = "Untitled"`), by name: the literal's token index.
  var stringDefaults: [String: [String: Int]] = [:]
}

/// The first pass: reads a file's declarations.
struct DeclarationScanner {
  let view: TokenView
  let syntax: TypeSyntax

  /// A type body being read.
  private struct Scope {
    var kind: String
    var name: String
    /// The body's closing brace.
    var end: Int
    /// The brace depth inside the body.
    var depth: Int
    /// Stored properties in order, for a struct's memberwise initializer.
    var stored: [CallableSignature.Parameter] = []
    /// Whether the body declares an initializer (which suppresses the memberwise one).
    var hasInitializer = false
    /// The stored properties of type `String` (or `String?`).
    var strings: Set<String> = []
    /// The properties an initializer of the body stores as it gets them (`self.title =
    /// title`), so that its argument of that label sets them.
    var storedAsGiven: Set<String> = []
    /// The token ranges of the body's initializers' bodies (where `title = title` is a store
    /// too).
    var initializerBodies: [Range<Int>] = []
  }

  /// The property `self.heading = title` (at `index`'s `self`) stores, alone on its line; in
  /// one of `initializerBodies`, also `heading = title` (at `index`'s `heading`).
  static func storedName(at index: Int, in view: TokenView, initializerBodies: [Range<Int>])
    -> String?
  {
    let property: Int
    if view.spells(index, "self"), view.isPunctuation(index + 1, .dot) {
      property = index + 2
    } else if !view.isPunctuation(index - 1, .dot), view.spells(index + 1, "="),
      initializerBodies.contains(where: { $0.contains(index) })
    {
      property = index
    } else {
      return nil
    }
    let value = property + 2
    guard view.isIdentifier(property), view.spells(property + 1, "="), view.isIdentifier(value),
      value + 1 >= view.count || view[value + 1].line > view[value].line
        || view.isPunctuation(value + 1, .closeBrace) || view.isPunctuation(value + 1, 0x3B)
    else { return nil }
    return view.text(property)
  }

  func scan() -> FileDeclarations {
    var result = FileDeclarations()
    var scopes: [Scope] = []
    var depth = 0
    var index = 0
    // A nested type's initializer, also under its qualified names (`B.Row`, and `A.B.Row`
    // inside `A`), so that a call naming it so (`B.Row(title: "…")`), or made in `B`'s body
    // (`Row(title: "…")`), is its own and not another `Row`'s of the project.
    func appendInitializer(_ signature: CallableSignature, enclosing: ArraySlice<Scope>) {
      var signature = signature
      signature.isNested = !enclosing.isEmpty
      result.signatures.append(signature)
      guard let owner = signature.owner else { return }
      for qualified in Self.qualifiedNames(of: owner, in: enclosing) {
        var copy = signature
        copy.owner = qualified
        result.signatures.append(copy)
      }
    }
    func close(_ scope: Scope) {
      if scope.kind == "struct", !scope.strings.isEmpty {
        // Set by the memberwise initializer, or stored as given by an explicit one (a public
        // view of a package has one).
        let set =
          scope.hasInitializer ? scope.strings.intersection(scope.storedAsGiven) : scope.strings
        if !set.isEmpty { result.stringProperties[scope.name, default: []].formUnion(set) }
      }
      guard scope.kind == "struct", !scope.hasInitializer,
        scope.stored.contains(where: { $0.type != nil || $0.context != nil })
      else { return }
      appendInitializer(
        CallableSignature(
          kind: .initializer, owner: scope.name, name: "init", parameters: scope.stored),
        enclosing: scopes[...])
    }
    while index < view.count {
      while let last = scopes.last, index > last.end {
        close(scopes.removeLast())
      }
      if view.isPunctuation(index, .openBrace) {
        depth += 1
      } else if view.isPunctuation(index, .closeBrace) {
        depth -= 1
      }
      guard view.isIdentifier(index) else {
        index += 1
        continue
      }
      let atMemberLevel = scopes.last.map { $0.depth == depth } ?? (depth == 0)
      let owner = scopes.last?.name
      // `self.title = title` (or `self.heading = title`, or in an initializer's body `heading
      // = title`), alone on its line: an initializer stores its argument as given.
      if let scope = scopes.last, scope.kind == "struct",
        let property = Self.storedName(
          at: index, in: view, initializerBodies: scope.initializerBodies)
      {
        scopes[scopes.count - 1].storedAsGiven.insert(property)
      }
      if view.spells(index, "struct") || view.spells(index, "class") || view.spells(index, "enum")
        || view.spells(index, "actor") || view.spells(index, "protocol")
        || view.spells(index, "extension"),
        let scope = typeScope(at: index, depth: depth)
      {
        if scope.kind != "extension", scope.kind != "protocol" {
          if scopes.isEmpty {
            result.declaredTypes.insert(scope.name)
          } else {
            result.nestedTypes.insert(scope.name)
            result.qualifiedNestedTypes.formUnion(
              Self.qualifiedNames(of: scope.name, in: scopes[...]))
          }
          result.projectNames.insert(scope.name)
        }
        scopes.append(scope)
        index += 2
        continue
      }
      if view.spells(index, "func"), view.isIdentifier(index + 1) {
        result.projectNames.insert(view.text(index + 1))
        let kind: CallableSignature.Kind =
          owner == nil ? .function : isStatic(before: index) ? .staticMethod : .method
        if case (var signature, let next)? = callable(
          at: index + 2, kind: kind, owner: owner, name: view.text(index + 1))
        {
          signature.isDisfavored = isDisfavored(before: index)
          result.signatures.append(signature)
          if returnsLocalizableType(after: next) {
            result.localizableFunctions.insert(signature.name)
          } else {
            result.otherFunctions.insert(signature.name)
          }
          index = next
          continue
        }
      } else if view.spells(index, "init"), !view.isPunctuation(index - 1, .dot), let owner {
        var start = index + 1
        if view.spells(start, "?") || view.spells(start, "!") { start += 1 }
        if case (var signature, let next)? = callable(
          at: start, kind: .initializer, owner: owner, name: "init")
        {
          if atMemberLevel {
            scopes[scopes.count - 1].hasInitializer = true
            var brace = next
            while brace < view.count, brace < next + 32, !view.isPunctuation(brace, .openBrace) {
              brace += 1
            }
            if view.isPunctuation(brace, .openBrace), let end = view.partner(brace) {
              scopes[scopes.count - 1].initializerBodies.append(brace..<end)
            }
          }
          signature.isDisfavored = isDisfavored(before: index)
          appendInitializer(signature, enclosing: scopes.dropLast())
          index = next
          continue
        }
      } else if view.spells(index, "case"), scopes.last?.kind == "enum", atMemberLevel {
        index = enumCases(at: index + 1, owner: owner, into: &result)
        continue
      } else if view.spells(index, "typealias"), view.isIdentifier(index + 1),
        let equals = aliasEquals(after: index + 1)
      {
        // Read as a type: `typealias Tags = Set<String>` ends at its line's `>`.
        let end = typeEnd(from: equals + 1)
        if let type = syntax.type(in: view, (equals + 1)..<end) {
          result.typealiases[view.text(index + 1)] = type
        } else if atMemberLevel, let target = typeName(in: (equals + 1)..<end) {
          // (Not one in a function's body, which is that body's alone.)
          let alias = view.text(index + 1)
          if scopes.isEmpty {
            // `typealias Header = SettingsRow`: a call `Header(title: "…")` is
            // `SettingsRow`'s (`typealias Btn<L: View> = Button<L>` too). A private one is
            // its file's alone.
            if !view.spells(index - 1, "private"), !view.spells(index - 1, "fileprivate") {
              result.typeAliases[alias] = target
            } else {
              result.privateTypeAliases[alias] = target
            }
          } else {
            // In a type's body, a nested type of its own (`enum NS { typealias Row = Pill }`:
            // `NS.Row(…)`, and `Row(…)` in `NS`'s body).
            result.nestedTypes.insert(alias)
            for qualified in Self.qualifiedNames(of: alias, in: scopes[...]) {
              result.qualifiedNestedTypes.insert(qualified)
              result.typeAliases[qualified] = target
            }
          }
        }
        index = end
        continue
      } else if view.spells(index, "let") || view.spells(index, "var"),
        view.isIdentifier(index + 1),
        view.isPunctuation(index + 2, .colon)
      {
        let name = view.text(index + 1)
        let typeEnd = typeEnd(from: index + 3)
        let type = syntax.type(in: view, (index + 3)..<typeEnd)
        if type != nil {
          result.localizableProperties.insert(name)
        } else {
          result.otherProperties.insert(name)
        }
        if atMemberLevel, scopes.last?.kind == "struct", !isStatic(before: index) {
          let hasValue = view.spells(typeEnd, "=")
          let isComputed = view.isPunctuation(typeEnd, .openBrace)
          let isOptionalVar =
            view.spells(index, "var")
            && (view.spells(typeEnd - 1, "?") || view.spells(typeEnd - 1, "!"))
          // `@EnvironmentObject var theme: Theme`: the wrapper initializes itself, so the
          // memberwise parameter has a default.
          let selfInitialized = attributes(before: index).contains {
            Self.selfInitializingWrappers.contains($0)
          }
          let isString =
            (typeEnd == index + 4 || (typeEnd == index + 5 && view.spells(index + 4, "?")))
            && view.spells(index + 3, "String")
          if !isComputed, !(view.spells(index, "let") && hasValue), isString {
            scopes[scopes.count - 1].strings.insert(name)
          }
          // `var title: String = "Untitled"`: the text shown when no argument replaces it (not
          // a wrapped one's, `@State var name: String = "Calendar"`: state, often data).
          if isString, hasValue, typeEnd + 1 < view.count, attributes(before: index).isEmpty,
            let literal = view[typeEnd + 1].stringLiteral,
            !literal.isInterpolated,
            typeEnd + 2 >= view.count || view[typeEnd + 2].line > view[typeEnd + 1].line
              || view.isPunctuation(typeEnd + 2, .closeBrace)
              || view.isPunctuation(typeEnd + 2, 0x3B)
          {
            result.stringDefaults[scopes[scopes.count - 1].name, default: [:]][name] = typeEnd + 1
          }
          if !isComputed, !(view.spells(index, "let") && hasValue) {
            // A result builder (`@ViewBuilder let content: Content`) makes the memberwise
            // parameter a builder closure, which a trailing closure fills.
            let closure =
              ((index + 3)..<typeEnd).contains { view.spells($0, "->") }
              || hasResultBuilder(before: index)
            scopes[scopes.count - 1].stored.append(
              CallableSignature.Parameter(
                label: name, hasDefault: hasValue || isOptionalVar || selfInitialized,
                takesClosure: closure,
                type: type,
                context: type == nil ? syntax.context(in: view, (index + 3)..<typeEnd) : nil))
          }
        }
        index = typeEnd
        continue
      } else if view.spells(index, "var"), view.isIdentifier(index + 1),
        view.spells(index + 2, "="),
        atMemberLevel, scopes.last?.kind == "struct", !isStatic(before: index)
      {
        // `var count = 0`: a memberwise parameter with a default, of a type not written here.
        scopes[scopes.count - 1].stored.append(
          CallableSignature.Parameter(label: view.text(index + 1), hasDefault: true))
      }
      index += 1
    }
    while let last = scopes.popLast() { close(last) }
    return result
  }

  /// Whether the declaration keyword at `index` has the `@_disfavoredOverload` attribute.
  private func isDisfavored(before index: Int) -> Bool {
    var position = index - 1
    while position >= 0, index - position <= 12, !view.isPunctuation(position, .openBrace),
      !view.isPunctuation(position, .closeBrace), !view.isPunctuation(position, 0x3B)
    {
      if view.spells(position, "_disfavoredOverload"), view.isPunctuation(position - 1, 0x40) {
        return true
      }
      position -= 1
    }
    return false
  }

  /// Whether the declaration keyword at `index` has a result builder attribute (`@ViewBuilder`,
  /// `@SceneBuilder`, a project's `@ItemsBuilder`: by convention their names end in `Builder`),
  /// among its attributes and modifiers.
  private func hasResultBuilder(before index: Int) -> Bool {
    attributes(before: index).contains { $0.hasSuffix("Builder") }
  }

  /// The property wrappers SwiftUI and SwiftData initialize themselves (they have `init()` and
  /// no `init(wrappedValue:)`): a stored property they wrap needs no memberwise argument.
  static let selfInitializingWrappers: Set<String> = [
    "EnvironmentObject", "Environment", "FocusState", "AccessibilityFocusState", "Namespace",
    "Query", "FetchRequest", "SectionedFetchRequest", "FocusedValue", "FocusedObject",
    "FocusedBinding",
  ]

  /// The names of the attributes of the declaration keyword at `index` (`@Environment(\.x)`
  /// gives `Environment`), across its modifiers.
  private func attributes(before index: Int) -> [String] {
    var names: [String] = []
    var position = index - 1
    while position >= 0 {
      if view.isPunctuation(position, .closeParen), let open = view.partner(position) {
        position = open - 1  // an attribute's arguments: `@available(iOS 17, *)`
        continue
      }
      guard view.isIdentifier(position) else { break }
      if view.isPunctuation(position - 1, 0x40) {  // @Attribute
        names.append(view.text(position))
        position -= 2
        continue
      }
      guard Self.modifiers.contains(view.text(position)) else { break }
      position -= 1
    }
    return names
  }

  /// Declaration modifiers that may stand between attributes and `let`/`var`.
  private static let modifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "package", "open", "lazy", "weak",
    "unowned", "nonisolated", "final", "override", "dynamic",
  ]

  /// Whether the declaration keyword at `index` is preceded by `static` or `class` (among its
  /// modifiers on the same line).
  private func isStatic(before index: Int) -> Bool {
    var position = index - 1
    while position >= 0, view.isIdentifier(position), view[position].line == view[index].line {
      if view.spells(position, "static") || view.spells(position, "class") { return true }
      position -= 1
    }
    return false
  }

  /// The type scope declared at `index` (`struct Name ... {`), if its body is found.
  /// The qualified names of a type `name` declared in the `enclosing` type bodies, innermost
  /// first (`B.Row`, then `A.B.Row`).
  private static func qualifiedNames(of name: String, in enclosing: ArraySlice<Scope>)
    -> [String]
  {
    var names: [String] = []
    var qualified = name
    for scope in enclosing.reversed() {
      qualified = scope.name + "." + qualified
      names.append(qualified)
    }
    return names
  }

  private func typeScope(at index: Int, depth: Int) -> Scope? {
    guard view.isIdentifier(index + 1) else { return nil }
    // `class func`, `class var`: a modifier, not a declaration.
    if view.spells(index, "class"),
      view.spells(index + 1, "func") || view.spells(index + 1, "var")
        || view.spells(index + 1, "let")
        || view.spells(index + 1, "subscript") || view.spells(index + 1, "init")
        || view.spells(index + 1, "override") || view.spells(index + 1, "final")
    {
      return nil
    }
    var name = view.text(index + 1)
    var position = index + 2
    // `extension Outer.Inner`: the last component names the type.
    while view.isPunctuation(position, .dot), view.isIdentifier(position + 1) {
      name = view.text(position + 1)
      position += 2
    }
    while position < view.count, !view.isPunctuation(position, .openBrace) {
      if view.isPunctuation(position, .closeBrace) || view.isPunctuation(position, 0x3B) {
        return nil
      }
      position = view.after(position)
    }
    guard let end = view.partner(position) else { return nil }
    return Scope(kind: view.text(index), name: name, end: end, depth: depth + 1)
  }

  /// The named type `range` spells, a name or a dotted path without generic arguments
  /// (`SettingsRow`, `Settings.Row`), without its module (`SwiftUI.Text` is `Text`); nil for
  /// anything else.
  private func typeName(in range: Range<Int>) -> String? {
    var range = range
    // `Button<Text>`: the generic type's initializers are the specialization's.
    if range.count > 3, view.spells(range.upperBound - 1, ">"),
      let open = (range.lowerBound..<range.upperBound).first(where: { view.spells($0, "<") })
    {
      range = range.lowerBound..<open
    }
    guard range.count % 2 == 1, view.isTypeName(range.lowerBound) else { return nil }
    var parts = [view.text(range.lowerBound)]
    var index = range.lowerBound + 1
    while index + 1 < range.upperBound {
      guard view.isPunctuation(index, .dot), view.isTypeName(index + 1) else { return nil }
      parts.append(view.text(index + 1))
      index += 2
    }
    if parts.count > 1, TypeSyntax.modules.contains(parts[0]) { parts.removeFirst() }
    return parts.joined(separator: ".")
  }

  /// The `=` of a typealias whose name is at `name`, after its generic parameters if any
  /// (`typealias Btn<L: View> = Button<L>`).
  private func aliasEquals(after name: Int) -> Int? {
    if view.spells(name + 1, "=") { return name + 1 }
    guard view.spells(name + 1, "<") else { return nil }
    var index = name + 2
    while index < view.count, index < name + 32, !view.spells(index, "=") {
      if view.isPunctuation(index, .openBrace) || view.isPunctuation(index, .closeBrace) {
        return nil
      }
      index += 1
    }
    return view.spells(index, "=") && view.spells(index - 1, ">") ? index : nil
  }

  /// The end (exclusive) of a declared type starting at `start`: up to a top-level `=`, `{`,
  /// `,`, `)` or the end of the line.
  private func typeEnd(from start: Int) -> Int {
    var index = start
    // Open angle brackets: a comma in `Task<Void, Never>` does not end the type.
    var angles = 0
    while index < view.count {
      if view.spells(index, "=") || view.isPunctuation(index, .openBrace)
        || (view.isPunctuation(index, .comma) && angles == 0)
        || view.isPunctuation(index, .closeParen)
        || view.isPunctuation(index, .closeBrace) || view.isPunctuation(index, 0x3B)
      {
        return index
      }
      if view.spells(index, "<") {
        angles += 1
      } else if angles > 0, view.closesType(index) {
        angles = max(0, angles - view[index].range.count { view.bytes[$0] == 0x3E })
      }
      let next = view.after(index)
      if next < view.count, view[next].line > view[next - 1].line,
        !view.continuesLine(after: next - 1) || view.closesType(next - 1),
        !view.continuesPreviousLine(next)
      {
        return next
      }
      index = next
    }
    return view.count
  }

  /// Whether the function whose parameter list ends before `index` is declared to return a
  /// localizable type (after its effects: `async throws -> LocalizedStringResource`).
  private func returnsLocalizableType(after index: Int) -> Bool {
    var arrow = index
    while arrow < view.count,
      view.spells(arrow, "async") || view.spells(arrow, "throws") || view.spells(arrow, "rethrows")
    {
      arrow += 1
      // `throws(SomeError)`
      if view.isPunctuation(arrow, .openParen), let close = view.partner(arrow) {
        arrow = close + 1
      }
    }
    guard arrow < view.count, view.spells(arrow, "->") else { return false }
    return syntax.type(in: view, (arrow + 1)..<typeEnd(from: arrow + 1)) != nil
  }

  /// The signature whose generic clause or parameter list starts at `start`, and the index to
  /// go on from.
  private func callable(
    at start: Int, kind: CallableSignature.Kind, owner: String?, name: String
  ) -> (CallableSignature, Int)? {
    var open = start
    if view.spells(open, "<") {
      // Generic parameters: skip to the `(` (parameter lists never nest in them).
      while open < view.count, !view.isPunctuation(open, .openParen) {
        if view.isPunctuation(open, .openBrace) { return nil }
        open += 1
      }
    }
    guard view.isPunctuation(open, .openParen), let close = view.partner(open) else {
      return nil
    }
    let parameters = view.parameters(from: open + 1, to: close).map { parameter(range($0)) }
    return (
      CallableSignature(kind: kind, owner: owner, name: name, parameters: parameters),
      close + 1
    )
  }

  /// An argument's whole token range (label included).
  private func range(_ argument: TokenView.Argument) -> Range<Int> {
    argument.label == nil
      ? argument.value : (argument.value.lowerBound - 2)..<argument.value.upperBound
  }

  /// One parameter: `label name: Type = default`, `_ name: Type`, `name: Type`, or for enum
  /// payloads also a bare `Type`.
  private func parameter(_ range: Range<Int>) -> CallableSignature.Parameter {
    // The colon after the names: only names and attributes may come before it.
    let head = range.prefix { view.isIdentifier($0) || view.isPunctuation($0, 0x40) }
    let colon =
      head.upperBound < range.upperBound && view.isPunctuation(head.upperBound, .colon)
      ? head.upperBound : nil
    guard let colon else {
      // `case value(LocalizedStringKey)`: an unlabeled payload.
      let end = defaultStart(in: range) ?? range.upperBound
      return makeParameter(label: nil, type: range.lowerBound..<end, range: range)
    }
    // Names before the colon, attribute names (`@ViewBuilder`) left out.
    let names = (range.lowerBound..<colon).filter {
      view.isIdentifier($0) && !view.isPunctuation($0 - 1, 0x40)
    }
    let label = names.first.map(view.text).flatMap { $0 == "_" ? nil : $0 }
    let end = defaultStart(in: (colon + 1)..<range.upperBound) ?? range.upperBound
    return makeParameter(label: label, type: (colon + 1)..<end, range: range)
  }

  private func makeParameter(label: String?, type: Range<Int>, range: Range<Int>)
    -> CallableSignature.Parameter
  {
    let hasDefault = defaultStart(in: range) != nil
    let closure = type.contains { view.spells($0, "->") }
    let variadic =
      type.upperBound > type.lowerBound
      && (view.spells(type.upperBound - 1, "...") || view.endsWithEllipsis(type.upperBound))
    let localizable = syntax.type(in: view, type)
    return CallableSignature.Parameter(
      label: label, hasDefault: hasDefault, takesClosure: closure, isVariadic: variadic,
      type: localizable, context: localizable == nil ? syntax.context(in: view, type) : nil)
  }

  /// The index of a top-level `=` in `range`.
  private func defaultStart(in range: Range<Int>) -> Int? {
    view.firstTopLevel(in: range) { view.spells($0, "=") }
  }

  /// Reads `name(payload), other(payload)` after `case`; returns where to go on.
  private func enumCases(at start: Int, owner: String?, into result: inout FileDeclarations)
    -> Int
  {
    var index = start
    while view.isIdentifier(index) {
      let name = view.text(index)
      var next = index + 1
      if view.isPunctuation(next, .openParen), let close = view.partner(next) {
        let parameters = view.parameters(from: next + 1, to: close).map { parameter(range($0)) }
        result.signatures.append(
          CallableSignature(kind: .enumCase, owner: owner, name: name, parameters: parameters))
        next = close + 1
      }
      if view.spells(next, "=") { next += 2 }  // a raw value
      guard view.isPunctuation(next, .comma) else { return next }
      index = next + 1
    }
    return index
  }
}
