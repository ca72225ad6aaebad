/// Finds localization keys, localization calls and user-facing literals in Swift source.
///
/// Xcode extracts a string literal when the compiler gives it a localizable type
/// (`LocalizedStringKey`, `LocalizedStringResource`, `String.LocalizationValue` or an App
/// Intents literal type such as `IntentDialog`). Without a type checker, this extractor finds
/// the places where a literal gets such a type from what is declared (the SDK's table and the
/// project's own declarations, see `ProjectDeclarations`), on the token stream of `SwiftLexer`
/// (so nothing in a comment or a string counts as code):
/// - an argument of a call that matches a declaration by name and labels, where the parameter
///   is localizable (`Text("Hi")`, `.navigationBarTitle("Inbox", displayMode: .inline)`,
///   `@Parameter(title: "Name")`, a project view `SettingRow(title: "Dark mode")`, a memberwise
///   initializer, an enum case payload `.invalid(description: "Too long")`);
/// - the value of a declaration with a localizable type (`let title: LocalizedStringKey = "A"`,
///   a parameter default, `static var title: LocalizedStringResource = "Open"`), the return
///   values of a function or computed property returning one (`case .a: return "A"`, an
///   implicit `"A"` in a `switch` case), an assignment to a property declared with one;
/// - `T("literal")` for a localizable literal type `T` (`LocalizedStringKey("k")`);
/// - the configured project functions (`locale.t("k")`) and `LOCALIZED_STRING_MACRO_NAMES`
///   (`NSLocalizedString("k", comment: "")`).
/// Both branches of a ternary (`flag ? "On" : "Off"`) and the elements of an array literal
/// passed as `[LocalizedStringKey]` are keys; `.init("k", table: "T")` where a
/// `LocalizedStringResource` is expected is that type's initializer. Where the code is
/// ambiguous (an overload that takes a `String`, labels no declaration accepts, the right side
/// of `??`), the literal is only a *possible* key (`SourceScan.possibleKeys`). A key argument
/// that is not a literal is a dynamic key; a view passed in place of a key (`.help(Text("k"))`)
/// makes the outer call no localization call. Interpolations become the specifier Xcode writes
/// for the value's declared type (`InterpolationTypes`), or the literal given as `specifier:`.
public struct KeyExtractor: Sendable {
  /// The APIs this extractor recognizes.
  public let configuration: ExtractionConfiguration
  let index: APIIndex
  /// Whether `configuration.declarations` are the whole project's (collected by
  /// `scan(files:)`), so a file's own declarations need no second look even when there are none.
  let hasProjectDeclarations: Bool

  /// Creates an extractor for `configuration`.
  public init(configuration: ExtractionConfiguration = ExtractionConfiguration()) {
    self.init(configuration: configuration, hasProjectDeclarations: false)
  }

  init(configuration: ExtractionConfiguration, hasProjectDeclarations: Bool) {
    self.configuration = configuration
    self.index = APIIndex(configuration: configuration)
    self.hasProjectDeclarations = hasProjectDeclarations
  }

  /// Scans one file's source text; `path` is only used in the results.
  public func scan(source: String, path: String) -> SourceScan {
    scan(source: Array(source.utf8), path: path)
  }

  /// Scans one file's UTF-8 bytes; `path` is only used in the results. Declarations in the file
  /// itself are recognized even when the configuration's project declarations lack them.
  public func scan(source: [UInt8], path: String) -> SourceScan {
    Self.resolvingPending([scanInProject(source: source, path: path)])[0]
  }

  /// ``scan(source:path:)`` as one file of a project: also the placeholders whose type another
  /// file may declare, and what this file's annotations declare for the other files
  /// (``InterpolationTypes/exports(of:)``, only when there are project declarations).
  func scanInProject(source: [UInt8], path: String) -> FileScan {
    let lexer = SwiftLexer(source, keepsComments: false)
    // One look for directives serves the three passes that read them.
    let hasDirectives = lexer.tokens.contains { $0.kind == .directive }
    let view = TokenView(
      bytes: source,
      tokens: hasDirectives ? lexer.tokens.filter { $0.kind != .directive } : lexer.tokens)
    var index = self.index
    if !hasProjectDeclarations && configuration.declarations.isEmpty {
      // A file scanned alone: its own declarations are all the project's there are.
      var own = ProjectDeclarations(
        merging: [DeclarationScanner(view: view, syntax: index.syntax).scan()])
      if !own.typealiases.isEmpty {
        // Read again knowing the file's typealiases (`typealias Key = LocalizedStringKey`).
        var configuration = self.configuration
        configuration.declarations = own
        let syntax = APIIndex.syntax(for: configuration).syntax
        own = ProjectDeclarations(merging: [DeclarationScanner(view: view, syntax: syntax).scan()])
      }
      if !own.isEmpty {
        var configuration = self.configuration
        configuration.declarations = own
        index = APIIndex(configuration: configuration)
      }
    }
    if hasProjectDeclarations, Self.mayDeclarePrivateAlias(source) {
      // `private typealias Text = MyBox`: this file's own calls of the name are the type's.
      let own = DeclarationScanner(view: view, syntax: index.syntax).scan()
      if !own.privateTypeAliases.isEmpty {
        var configuration = self.configuration
        configuration.declarations.typeAliases.merge(own.privateTypeAliases) { _, own in own }
        index = APIIndex(configuration: configuration)
      }
    }
    var walker = Walker(bytes: source, path: path, index: index, view: view)
    walker.possibleOnlyCode =
      Self.deadCode(hasDirectives ? lexer.tokens : [], in: view) + Self.previewBodies(in: view)
    walker.process(view)
    if walker.extendsString {
      walker.result.stringLookupMembers = StringLookupMember.members(
        in: view, bodies: walker.typeBodies, macros: index.macros, path: path)
    }
    if !walker.candidateForwardings.isEmpty {
      // Which names the calls show are parameters of the function (or initializer) around
      // them, `String` or `LocalizedStringKey`, and which are `String` properties of a
      // memberwise struct.
      var declarations: FileDeclarations?
      let functions = Self.shownParameters(in: view, spans: walker.functionSpans)
      // Each function's type (none for a global one), so that a call in a type finds its own.
      for function in functions where function.name != "init" {
        let type = walker.enclosingType(at: function.body.lowerBound) ?? ""
        walker.result.declaredMethods.insert(type + "." + function.name)
      }
      for (var forwarding, offset, isRebound) in walker.candidateForwardings {
        // A name some type declares localizable was taken for a key as it was found
        // (`recordForwarding`); if it is a parameter here, or this type's own `String`
        // property, that guess is replaced.
        let guess = forwarding
        var forwardings: [KeyForwarding] = []
        if let function = functions.last(where: { $0.body.contains(offset) }),
          let parameter = function.parameters[forwarding.name]
        {
          // The parameter, unless the body binds its name again before; a `String` one only
          // when SwiftUI shows it or `NSLocalizedString` looks it up.
          guard let use = view.tokenIndex(at: offset),
            !Walker.isRebound(
              forwarding.name, before: use, after: function.body.lowerBound, in: view),
            !parameter.isString || forwarding.api.isSwiftUI || forwarding.api.looksUpStringKey
          else { continue }
          if function.name != "init" {
            forwarding.owner = function.name
            forwarding.typePath = []
          }
          // `scope` stays the type around the function: a call in that type means its own.
          forwarding.argument = parameter.argument
          forwarding.isString = parameter.isString
          forwarding.arity = function.arity
        } else if isRebound {
          continue
        } else if forwarding.api.isSwiftUI || forwarding.api.looksUpStringKey {
          if declarations == nil {
            declarations = DeclarationScanner(view: view, syntax: index.syntax).scan()
          }
          // A default value SwiftUI shows as it is (`NSLocalizedString(title, comment: "")`
          // looks the property up instead).
          let defaultValue =
            forwarding.api.isSwiftUI
            ? declarations?.stringDefaults[forwarding.owner]?[forwarding.name] : nil
          // This type's own `String` property, whatever another type declares of its name
          // (`let title: String` here, `let title: LocalizedStringKey` in another view).
          guard
            defaultValue != nil
              || declarations?.stringProperties[forwarding.owner]?.contains(forwarding.name) == true
          else { continue }
          forwarding.isString = true
          // Its default value is shown as it is too, unless an argument replaces it.
          if let defaultValue, let literal = view[defaultValue].stringLiteral {
            let location = walker.location(of: view[defaultValue])
            if !walker.result.stringDefaults.contains(where: { $0.location == location }) {
              var shown = ExtractedKey(
                key: walker.key(of: literal), location: location,
                api: .declared(forwarding.owner))
              shown.argumentLabel = forwarding.name
              walker.result.stringDefaults.append(shown)
            }
          }
          forwardings.append(
            contentsOf: Self.storingInitializers(
              of: forwarding, at: offset, functions: functions, bodies: walker.typeBodies,
              in: view))
        } else {
          continue
        }
        if !guess.isString, forwarding != guess {
          walker.result.forwardedKeys.removeAll { $0 == guess }
        }
        forwardings.insert(forwarding, at: 0)
        for forwarding in forwardings where !walker.result.forwardedKeys.contains(forwarding) {
          walker.result.forwardedKeys.append(forwarding)
        }
      }
    }
    var scan = walker.result
    scan.diagnostics = lexer.diagnostics.map {
      ExtractionDiagnostic(
        location: SourceLocation(path: path, line: $0.line, column: $0.column),
        message: $0.message)
    }
    // One file: order by line and column (interpolations are collected out of order).
    func precedes(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
      (a.line, a.column) < (b.line, b.column)
    }
    scan.keys.sort { precedes($0.location, $1.location) }
    scan.possibleKeys.sort { precedes($0.location, $1.location) }
    if hasDirectives { Self.markPlatforms(&scan, lexer.tokens, source) }
    scan.calls.sort { precedes($0.location, $1.location) }
    scan.dynamicKeys.sort { precedes($0.location, $1.location) }
    scan.userFacingLiterals.sort { precedes($0.location, $1.location) }
    scan.verbatimLiterals.sort { precedes($0.location, $1.location) }
    var memberTypes: [InterpolationTypes.MemberType] = []
    let exports =
      hasProjectDeclarations
      ? InterpolationTypes.exports(
        of: view, numberAliases: index.numberAliases, memberTypes: &memberTypes) : [:]
    return FileScan(
      scan: scan, pending: walker.pending, exports: exports, memberTypes: memberTypes,
      memberFallbacks: walker.memberFallbacks)
  }

  /// Gives the keys in `#if os(…)` branches the platforms that compile them.
  static func markPlatforms(_ scan: inout SourceScan, _ tokens: [SwiftToken], _ source: [UInt8]) {
    guard !scan.keys.isEmpty || !scan.possibleKeys.isEmpty else { return }
    let regions = PlatformConditions.regions(tokens, bytes: source)
    guard !regions.isEmpty else { return }
    // Each region's bounds as (line, column), as keys are located.
    var lineStarts = [0]
    for (offset, byte) in source.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
    func position(_ offset: Int) -> (line: Int, column: Int) {
      var low = 0
      var high = lineStarts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
      }
      return (low + 1, offset - lineStarts[low] + 1)
    }
    let bounds = regions.map { region in
      (
        start: position(region.range.lowerBound), end: position(region.range.upperBound),
        platforms: region.platforms
      )
    }
    func mark(_ keys: inout [ExtractedKey]) {
      for index in keys.indices {
        let at = (keys[index].location.line, keys[index].location.column)
        // The innermost region holding the key (regions nest; inner ones come first).
        for region in bounds where region.start <= at && at < region.end {
          keys[index].platforms = region.platforms.intersection(keys[index].platforms ?? .all)
        }
      }
    }
    mark(&scan.keys)
    mark(&scan.possibleKeys)
  }

  /// Whether `source` may declare a `private` or `fileprivate` typealias (one byte search).
  static func mayDeclarePrivateAlias(_ source: [UInt8]) -> Bool {
    source.withUnsafeBufferPointer { bytesFind(Array("private typealias".utf8), in: $0, from: 0) }
      != nil
  }

  /// A function or initializer `shownParameters` finds.
  typealias ShownFunction = (
    name: String, body: Range<Int>, parameters: [String: (argument: String, isString: Bool)],
    arity: Int
  )

  /// The functions and initializers of a file with a parameter of type `String`,
  /// `LocalizedStringKey` or `String.LocalizationValue` (`func sectionHeader(_ title: String) ->
  /// some View { Text(title) }`):
  /// each one's name (`init` for an initializer), the byte range of its body, and those
  /// parameters, by the name its body uses, with the argument that gives each (its label, or
  /// `_0`, `_1`… by position for an unlabeled one) and whether it is a `String`. Innermost
  /// last.
  static func shownParameters(in view: TokenView, spans: [FunctionSpan]) -> [ShownFunction] {
    var result: [ShownFunction] = []
    for span in spans where span.name != "subscript" {
      var parameters: [String: (argument: String, isString: Bool)] = [:]
      let declared = view.parameters(
        from: span.parameters.lowerBound, to: span.parameters.upperBound)
      for (index, parameter) in declared.enumerated() {
        guard let (names, type) = Self.nameAndType(of: parameter, in: view) else { continue }
        // `String`, `LocalizedStringKey` or `String.LocalizationValue` (which
        // `String(localized: value, table: "T")` looks up in a table of its own).
        let isValue =
          view.spells(type, "String") && view.isPunctuation(type + 1, .dot)
          && view.spells(type + 2, "LocalizationValue")
        let isString = !isValue && view.spells(type, "String")
        // The type, maybe optional (`String?`), then the end or a default value.
        let typeEnd = isValue ? type + 3 : type + 1
        let after = view.spells(typeEnd, "?") ? typeEnd + 1 : typeEnd
        guard isString || isValue || view.spells(type, "LocalizedStringKey"),
          after == parameter.value.upperBound || view.spells(after, "="),
          let inner = names.last, names.count <= 2
        else { continue }
        let external = view.text(names[0])
        parameters[view.text(inner)] = (external == "_" ? "_\(index)" : external, isString)
      }
      guard !parameters.isEmpty else { continue }
      result.append(
        (
          span.name,
          view[span.body.lowerBound].range.lowerBound..<view[span.body.upperBound].range.upperBound,
          parameters, declared.count
        ))
    }
    return result
  }

  /// A function, initializer or subscript a file declares: its name (`init`, `subscript` for
  /// those), and as token indices the inside of its parameter list and its body, from `{` to
  /// `}`.
  struct FunctionSpan {
    var name: String
    var parameters: Range<Int>
    var body: ClosedRange<Int>
  }

  /// The functions, initializers (`init?(` too) and subscripts `view` declares, in order (a
  /// nested one after the one around it); not `.init(…)`, `self.init(…)` or `super.init(…)`
  /// calls, nor operator functions.
  static func functionSpans(in view: TokenView) -> [FunctionSpan] {
    var result: [FunctionSpan] = []
    for position in 0..<view.count {
      var open: Int
      let name: String
      if view.spells(position, "func"), view.isIdentifier(position + 1) {
        name = view.text(position + 1)
        open = position + 2
      } else if view.spells(position, "init") || view.spells(position, "subscript"),
        !view.isPunctuation(position - 1, .dot)
      {
        name = view.text(position)
        open = position + 1
        if view.spells(open, "?") || view.spells(open, "!") { open += 1 }
      } else {
        continue
      }
      if view.spells(open, "<") {
        // Generic parameters: `func section<Content: View>(_ title: String, …)`.
        var depth = 0
        repeat {
          if view.spells(open, "<") { depth += 1 } else if view.spells(open, ">") { depth -= 1 }
          open += 1
        } while depth > 0 && open < view.count && open < position + 64
      }
      guard view.isPunctuation(open, .openParen), let close = view.partner(open) else {
        continue
      }
      var body = close + 1
      while body < view.count, !view.isPunctuation(body, .openBrace) {
        if view.isPunctuation(body, .closeBrace) || view.spells(body, "func") { break }
        body = view.after(body)
      }
      guard view.isPunctuation(body, .openBrace), let end = view.partner(body), end < view.count
      else { continue }
      result.append(FunctionSpan(name: name, parameters: (open + 1)..<close, body: body...end))
    }
    return result
  }

  /// A declared parameter's names (`label name`, `_ name` or `name`, before the colon) and
  /// where its type starts; nil without a colon.
  static func nameAndType(of parameter: TokenView.Argument, in view: TokenView) -> (
    names: [Int], type: Int
  )? {
    // `label name: String` and `name: String` are read as a label and a value.
    let start =
      parameter.label == nil ? parameter.value.lowerBound : parameter.value.lowerBound - 2
    var names: [Int] = []
    var colon = start
    while colon < parameter.value.upperBound, view.isIdentifier(colon) {
      names.append(colon)
      colon += 1
    }
    guard view.isPunctuation(colon, .colon), !names.isEmpty else { return nil }
    return (names, colon + 1)
  }

  /// For a `String` property a type's body shows (`forwarding`, found at byte `offset`), the
  /// same forwarding by each initializer of that body (or of an extension of the type in the
  /// file) that stores a `String` parameter of another label in it (`init(title: String) { self.heading = title }`): `Card(title: "…")`
  /// gives the property too. Not when the initializer binds the name again before
  /// (`let title = NSLocalizedString(title, comment: "")`), nor for a label another
  /// initializer of the type takes without storing it so (which one a call means is not
  /// known here).
  static func storingInitializers(
    of forwarding: KeyForwarding, at offset: Int,
    functions: [ShownFunction], bodies: [(range: Range<Int>, name: String, path: [String])],
    in view: TokenView
  ) -> [KeyForwarding] {
    guard
      let type = bodies.last(where: { $0.range.contains(offset) && $0.name == forwarding.owner })
    else { return [] }
    var stored: [KeyForwarding] = []
    var otherLabels: Set<String> = []
    // A top-level body of the name is the type's or an extension's; a nested one may be
    // another type's (`A.Row`, `B.Row`).
    func isTopLevel(_ range: Range<Int>) -> Bool {
      !bodies.contains { $0.range != range && $0.range.contains(range.lowerBound) }
    }
    for initializer in functions where initializer.name == "init" {
      // The type's own initializer (in its body or an extension of it in this file), not a
      // nested type's.
      guard
        let around = bodies.last(where: { $0.range.contains(initializer.body.lowerBound) }),
        around.range == type.range
          || (around.name == type.name && around.path == type.path
            && isTopLevel(around.range) && isTopLevel(type.range)),
        let open = view.tokenIndex(at: initializer.body.lowerBound),
        let close = view.partner(open), open + 2 < close
      else { continue }
      var storedLabels: Set<String> = []
      for equals in (open + 2)..<close where view.spells(equals, "=") {
        // `self.heading = title` or `heading = title`, `title` the whole value (as
        // `DeclarationScanner` reads it).
        let target = equals - 1
        guard view.isIdentifier(target), view.text(target) == forwarding.name,
          view.isPunctuation(target - 1, .dot) ? view.spells(target - 2, "self") : true,
          view.isIdentifier(equals + 1),
          let parameter = initializer.parameters[view.text(equals + 1)], parameter.isString,
          !view.isPunctuation(equals + 2, .dot), !view.isPunctuation(equals + 2, .openParen),
          !view.isOperator(equals + 2),
          !Walker.isRebound(
            view.text(equals + 1), before: equals + 1, after: initializer.body.lowerBound,
            in: view)
        else { continue }
        storedLabels.insert(parameter.argument)
        guard parameter.argument != forwarding.argument else { continue }
        var copy = forwarding
        copy.argument = parameter.argument
        copy.arity = initializer.arity
        stored.append(copy)
      }
      otherLabels.formUnion(
        initializer.parameters.values.map(\.argument).filter { !storedLabels.contains($0) })
    }
    return stored.filter { !otherLabels.contains($0.argument) }
  }

  /// Byte ranges of `#Preview { ... }` bodies (after the macro's arguments, if any) and of
  /// preview providers' bodies, whose literals are only possibly keys: Xcode 15 extracted them
  /// (BortoAle/Roomie's catalog holds three keys only its previews use), Xcode 16 and later do
  /// not (ComeEdo/Voci-di-Corridoio's, at the same commit as its code, none of four), so they
  /// are neither reported missing nor added, nor called unused.
  static func previewBodies(in view: TokenView) -> [Range<Int>] {
    var bodies: [Range<Int>] = []
    for position in 0..<view.count where view.spells(position, "#Preview") {
      var next = position + 1
      if view.isPunctuation(next, .openParen) {
        // `#Preview("Name", body: { … })`: the closure is an argument.
        let arguments = view.arguments(from: next + 1, to: view.partner(next) ?? next + 1)
        if let body = arguments.first(where: { $0.label == "body" }),
          view.isPunctuation(body.value.lowerBound, .openBrace)
        {
          next = body.value.lowerBound
        } else {
          next = view.after(next)
        }
      }
      guard view.isPunctuation(next, .openBrace), let close = view.partner(next),
        close < view.count
      else { continue }
      bodies.append(view[next].range.lowerBound..<view[close].range.upperBound)
    }
    return bodies + previewProviders(in: view).map(\.body)
  }

  /// The preview providers a file declares or extends (`struct Row_Previews:
  /// PreviewProvider`, `extension Row: PreviewProvider`): each one's name and body's byte
  /// range. Xcode 16 and later leave their literals out as they do `#Preview`'s
  /// (Kanunnikoff/GlagolitsaKeyboard-iOS's `Text("Detail")`), Xcode 15 extracted them.
  static func previewProviders(in view: TokenView) -> [(name: String, body: Range<Int>)] {
    // Most files name no preview provider: one byte search tells.
    guard
      view.bytes.withUnsafeBufferPointer({
        bytesFind(Array("PreviewProvider".utf8), in: $0, from: 0) != nil
      })
    else { return [] }
    func declares(_ position: Int) -> Bool {
      view.spells(position, "struct") || view.spells(position, "extension")
        || view.spells(position, "class") || view.spells(position, "enum")
    }
    var providers: [(name: String, body: Range<Int>)] = []
    for position in 0..<view.count where view.spells(position, "PreviewProvider") {
      // A conformance: `: PreviewProvider`, `, PreviewProvider`, `SwiftUI.PreviewProvider`.
      let named = view.spells(position - 2, "SwiftUI") ? position - 2 : position
      guard view.isPunctuation(named - 1, .colon) || view.isPunctuation(named - 1, .comma)
      else { continue }
      // Back to the declaration whose header names the conformance, then on to its body.
      var back = position - 1
      while back > 0, position - back < 40, !view.isPunctuation(back, .openBrace),
        !view.isPunctuation(back, .closeBrace), !declares(back)
      {
        back -= 1
      }
      guard declares(back), view.isIdentifier(back + 1) else { continue }
      var brace = position + 1
      while brace < view.count, !view.isPunctuation(brace, .openBrace),
        !view.isPunctuation(brace, .closeBrace)
      {
        brace = view.after(brace)
      }
      guard view.isPunctuation(brace, .openBrace), let close = view.partner(brace),
        close < view.count
      else { continue }
      providers.append(
        (view.text(back + 1), view[brace].range.lowerBound..<view[close].range.upperBound))
    }
    return providers
  }

  /// Byte ranges of code that is never compiled or never runs: `#if false` blocks and
  /// `if false { ... }`. Xcode extracts nothing there; its literals are only possibly keys.
  static func deadCode(_ tokens: [SwiftToken], in view: TokenView) -> [Range<Int>] {
    var dead: [Range<Int>] = []
    var stack: [(start: Int, isDead: Bool)] = []
    // By index: a `for token in tokens` loop copies every token, literals included.
    for index in tokens.indices where tokens[index].kind == .directive {
      let token = tokens[index]
      let text = String(decoding: view.bytes[token.range], as: UTF8.self)
      let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let keyword = words.first else { continue }
      let isFalse = words.count == 2 && (words[1] == "false" || words[1] == "0")
      switch keyword {
      case "#if":
        stack.append((token.range.upperBound, isFalse))
      case "#elseif", "#else", "#endif":
        if let open = stack.popLast(), open.isDead {
          dead.append(open.start..<token.range.lowerBound)
        }
        if keyword != "#endif" {
          stack.append((token.range.upperBound, keyword == "#elseif" && isFalse))
        }
      default:
        continue
      }
    }
    for position in 0..<view.count
    where view.spells(position, "if") && view.spells(position + 1, "false")
      && view.isPunctuation(position + 2, .openBrace)
    {
      if let close = view.partner(position + 2), close < view.count {
        dead.append(view[position + 2].range.lowerBound..<view[close].range.upperBound)
      }
    }
    return dead
  }

  /// The first pass for one file: its declarations that take or hold localizable types.
  static func declarations(in source: [UInt8], syntax: TypeSyntax) -> FileDeclarations {
    let lexer = SwiftLexer(source, keepsComments: false)
    return DeclarationScanner(
      view: TokenView(bytes: source, tokens: lexer.tokensWithoutDirectives), syntax: syntax
    )
    .scan()
  }
}

/// Keywords an operand follows (`return .init(...)`): never a receiver before a `.`.
private let operandKeywords: Set<String> = [
  "return", "throw", "try", "await", "in", "else", "case", "where", "is", "as", "then", "yield",
]

/// Words that start a statement that is no expression (so never an implicit return).
private let statementKeywords: Set<String> = [
  "let", "var", "func", "throw", "defer", "typealias", "struct", "class", "enum", "actor",
  "extension", "import", "break", "continue", "fallthrough", "init", "deinit", "subscript",
  "static", "private", "fileprivate", "public", "internal", "open", "final", "lazy", "weak",
  "unowned", "mutating", "nonmutating", "override", "convenience", "required", "case", "default",
  "protocol", "operator", "precedencegroup", "associatedtype",
]

/// Views SwiftUI initializers and modifiers accept in place of a key.
private let viewArguments: Set<String> = ["Text", "Image", "Label"]

/// Labels of an SDK call whose literal values describe its key.
private enum MetadataLabels {
  case sdk, nsLocalizedString, projectFunction, none
}

/// A call matched to localization APIs, before it is recorded.
private struct ResolvedCall {
  /// The key arguments: their index, the type they take, and whether every matching
  /// declaration localizes them.
  struct KeyArgument {
    var argument: Int
    var type: LocalizableType
    var isCertain: Bool
    /// Whether the argument's expression is known to have `type`: every matching declaration
    /// takes a localizable type there and none has a `String` or `StringProtocol` overload
    /// beside it (Foundation's and App Intents' APIs, the project's own), so a literal on the
    /// right of `??` or beside a name in a ternary is a key too. SwiftUI's, WidgetKit's and
    /// Charts' titles have verbatim overloads the SDK table leaves out.
    var isTyped = false
    /// The other localizable types matching declarations take there, tried in turn for an
    /// implicit `.init(...)` (`String(localized: .init("k", defaultValue: "Value"))` builds a
    /// `LocalizedStringResource`, not a `String.LocalizationValue`).
    var alternatives: [String] = []
  }

  var callee: Int
  var api: LocalizationAPI
  var arguments: [TokenView.Argument]
  var keyArguments: [KeyArgument]
  var metadata: MetadataLabels
  /// Arguments of another named type (`entry(.init("Title", value: v))`), whose implicit
  /// `.init(...)` is that type's.
  var contextArguments: [(argument: Int, context: ContextType)] = []
  /// The argument whose literal is the default value when the key is a separate
  /// `StaticString` (`String(localized: "k", defaultValue: "Value")`).
  var defaultValueArgument: Int?
  /// The literals (token indices) of arguments that call an overload taking a
  /// `StringProtocol` beside the localizing one, and so are shown as they are (see
  /// `CallableSignature.literalCallsStringOverload`).
  var verbatimLiterals: [Int] = []
  /// Whether the project declares an overload of the SDK's API that the call may mean
  /// (`extension Text { init(_ key: LocalizedStringKey) { self.init(key, bundle: .module) } }`):
  /// the bundle the key is looked up in is then the project's to decide.
  var mayBeProjectOverload = false
}

/// The literals of an expression that take its localizable type.
private struct Leaves {
  var literals: [(index: Int, isCertain: Bool)] = []
  /// Whether something in the expression was handled otherwise (an `.init(...)` call, App
  /// Shortcut phrases), so the expression is no dynamic key.
  var handled = false

  mutating func append(_ other: Leaves) {
    literals += other.literals
    handled = handled || other.handled
  }
}

/// A file's facts a `Walker` computes on first use (a class, so non-mutating code can fill it).
private final class FileFacts {
  let view: TokenView
  var types: InterpolationTypes?
  var localProperties: [String: [(offset: Int, expected: Walker.Expected)]]?
  var typeBodies: [(range: Range<Int>, name: String, path: [String])]?
  var ownNames: Set<String>?
  var importedModules: Set<String>?
  var previewProviders: Set<String>?
  /// The file's functions, initializers and subscripts (see `KeyExtractor.functionSpans`).
  var functionSpans: [KeyExtractor.FunctionSpan]?

  init(view: TokenView) { self.view = view }
}

/// Walks a token list (and the tokens of its interpolations) and collects the results.
private struct Walker {
  let bytes: [UInt8]
  let path: String
  let index: APIIndex
  var result: SourceScan
  /// Byte offsets of literals already recorded, so two ways of reaching one literal record it
  /// once.
  var recorded: Set<Int> = []
  /// Byte ranges of dead code and of `#Preview` bodies (see `KeyExtractor.deadCode` and
  /// `KeyExtractor.previewBodies`): their literals are only possibly keys.
  var possibleOnlyCode: [Range<Int>] = []
  /// Calls that show a name: a parameter of the function around them, or a `String` property
  /// of a memberwise struct, is a `KeyForwarding` (see `KeyExtractor.scanInProject`).
  /// `isRebound`: the name is bound again before the call in the type's body (or the file,
  /// outside any type), so it is not the type's property (it may still be a parameter of the
  /// function around the call, which binds it again in its own body only if it does so there).
  var candidateForwardings: [(forwarding: KeyForwarding, offset: Int, isRebound: Bool)] = []
  /// The `bundle:` of calls whose key is another call, by that call's callee (recorded after).
  var bundlesOfInnerKeys: [Int: BundleReference] = [:]
  /// The literal `table:` of calls whose key is another call, by that call's callee: where
  /// `Text(LocalizedStringKey(label), tableName: "About")` looks `label` up at run time.
  var tablesOfInnerKeys: [Int: String] = [:]
  /// The callees of calls that are an SDK call's key (`LocalizedStringKey("k")` in
  /// `Text(LocalizedStringKey("k"))`).
  var innerKeyCallees: Set<Int> = []
  /// While true, keys found are only possible keys (see `typedDeclaration`).
  var onlyPossible = false
  /// Whether the file extends `String` or `StringProtocol` (see `StringLookupMember`).
  var extendsString = false
  /// While true, the branches of the `switch` or `if` expression being recorded that are
  /// tuples hold only possible keys (see `typedDeclaration`).
  var tupleBranchesOnlyPossible = false
  /// The keys with placeholders another file's declarations may type.
  var pending: [PendingSpecifier] = []
  /// The possible keys that are the `??` fallback of a member (`day.workoutName ?? "Training"`):
  /// no key at all when the project declares that member only as a `String` (see
  /// `KeyExtractor.resolvingPending`).
  var memberFallbacks: [MemberFallback] = []
  /// What is read from the whole file only when first needed (most files need none of it).
  private let file: FileFacts

  init(bytes: [UInt8], path: String, index: APIIndex, view: TokenView) {
    self.bytes = bytes
    self.path = path
    self.index = index
    self.result = SourceScan(path: path)
    self.file = FileFacts(view: view)
  }

  /// The file's functions, initializers and subscripts (see `KeyExtractor.functionSpans`),
  /// computed on first use.
  var functionSpans: [KeyExtractor.FunctionSpan] {
    if let known = file.functionSpans { return known }
    let spans = KeyExtractor.functionSpans(in: file.view)
    file.functionSpans = spans
    return spans
  }

  /// The declared types of the file's names, for interpolation specifiers.
  var types: InterpolationTypes {
    if let known = file.types { return known }
    let made = InterpolationTypes(file.view, numberAliases: index.numberAliases)
    file.types = made
    return made
  }

  /// Names this file declares with a localizable type (`var title: LocalizedStringKey`) or a
  /// project type with key-taking initializers: an assignment to one of them here is a key (or
  /// that type's `.init(...)`).
  var localProperties: [String: [(offset: Int, expected: Expected)]] {
    if let known = file.localProperties { return known }
    let view = file.view
    var declared: [String: [(offset: Int, expected: Expected)]] = [:]
    for position in 0..<view.count
    where (view.spells(position, "let") || view.spells(position, "var"))
      && view.isIdentifier(position + 1)
      && view.isPunctuation(position + 2, .colon)
    {
      var end = position + 3
      while end < view.count, view[end].line == view[position].line,
        view.isIdentifier(end) || view.isPunctuation(end, .dot)
          || view.isPunctuation(end, .openBracket) || view.isPunctuation(end, .closeBracket)
          || view.isPunctuation(end, .openParen)
          || view.isPunctuation(end, .colon) || view.spells(end, "?") || view.spells(end, "!")
      {
        // A tuple type, whole: `[(label: LocalizedStringResource, value: String)]`.
        end = view.isPunctuation(end, .openParen) ? view.after(end) : end + 1
      }
      if let expected = expected(in: view, (position + 3)..<end) {
        declared[view.text(position + 1), default: []].append(
          (view[position].range.lowerBound, expected))
      }
    }
    file.localProperties = declared
    return declared
  }

  /// The functions and types this file declares (its private ones are called only here).
  var ownNames: Set<String> {
    if let known = file.ownNames { return known }
    let view = file.view
    var names: Set<String> = []
    for position in 0..<view.count
    where view.isIdentifier(position + 1)
      && (view.spells(position, "func") || view.spells(position, "struct")
        || view.spells(position, "class") || view.spells(position, "enum")
        || view.spells(position, "actor"))
    {
      names.insert(view.text(position + 1))
    }
    file.ownNames = names
    return names
  }

  /// The modules this file imports (`import AppIntents`, `@preconcurrency import Charts`,
  /// `import struct RealityKit.AccessibilityComponent`), by their first component; not in code
  /// no platform compiles (`#if false`).
  var importedModules: Set<String> {
    if let known = file.importedModules { return known }
    let view = file.view
    var modules: Set<String> = []
    for position in 0..<view.count
    where view.spells(position, "import") && !view.isPunctuation(position - 1, .dot)
      && !possibleOnlyCode.contains(where: { $0.contains(view[position].range.lowerBound) })
    {
      var module = position + 1
      if view.isIdentifier(module + 1), KeyExtractor.importKinds.contains(view.text(module)) {
        module += 1
      }
      if view.isIdentifier(module) { modules.insert(view.text(module)) }
    }
    file.importedModules = modules
    return modules
  }

  /// Whether `type` is a preview provider: named so (`Row_Previews`), or declared or extended
  /// in this file with the conformance (`struct Demo: PreviewProvider`, `extension Row:
  /// PreviewProvider`). Its calls show sample text.
  func isPreview(_ type: String?) -> Bool {
    guard let type else { return false }
    // `Row_Previews`, `RowPreviews`; not a view named for what it shows (`LinkPreviewView`).
    if type.hasSuffix("Previews") { return true }
    if let known = file.previewProviders { return known.contains(type) }
    let providers = Set(KeyExtractor.previewProviders(in: file.view).map(\.name))
    file.previewProviders = providers
    return providers.contains(type)
  }

  /// Whether a declaration of the SDK `module` (nil: the project's) can be what an implicit
  /// member whose type is unknown means: the file imports the module (a SwiftUI overlay's is
  /// the framework's: `_AppIntents_SwiftUI` is App Intents'), or a file of the project
  /// re-exports it (`@_exported import AppIntents`). `FontFamily(.custom("Metropolis"))`, a
  /// package's type, is not RealityKit's `RotorType.custom(_:)` in a file that does not
  /// import RealityKit.
  func isVisible(module: String?) -> Bool {
    guard let module, module != "SwiftUI", module != "Foundation" else { return true }
    var names = [module]
    if module.hasPrefix("_"), module.hasSuffix("_SwiftUI") {
      names = [String(module.dropFirst().dropLast("_SwiftUI".count))]
    } else if module == "RealityFoundation" {
      names.append("RealityKit")
    }
    let imported = importedModules
    return names.contains { imported.contains($0) || index.exportedModules.contains($0) }
  }

  /// Type bodies (`struct Name { ... }`, extensions too) by byte range, innermost last, for
  /// what `Self` means; with the name as written (`["Outer", "Inner"]` for `extension
  /// Outer.Inner`).
  var typeBodies: [(range: Range<Int>, name: String, path: [String])] {
    if let known = file.typeBodies { return known }
    let view = file.view
    var bodies: [(range: Range<Int>, name: String, path: [String])] = []
    for position in 0..<view.count
    where
      (view.spells(position, "struct") || view.spells(position, "class")
      || view.spells(position, "enum") || view.spells(position, "actor")
      || view.spells(position, "extension")) && view.isTypeName(position + 1)
    {
      var brace = position + 2
      while brace < view.count, !view.isPunctuation(brace, .openBrace),
        !view.isPunctuation(brace, .closeBrace), !view.isPunctuation(brace, 0x3B)
      {
        brace = view.after(brace)
      }
      var path = [view.text(position + 1)]
      var component = position + 2
      while view.isPunctuation(component, .dot), view.isTypeName(component + 1) {
        path.append(view.text(component + 1))  // `extension Outer.Inner`
        component += 2
      }
      if view.isPunctuation(brace, .openBrace), let close = view.partner(brace), close < view.count
      {
        bodies.append(
          (view[brace].range.lowerBound..<view[close].range.upperBound, path[path.count - 1], path))
      }
    }
    file.typeBodies = bodies
    return bodies
  }

  /// The type whose body holds the byte at `offset` (what `Self` is there).
  func enclosingType(at offset: Int) -> String? {
    typeBodies.last { $0.range.contains(offset) }?.name
  }

  /// The class the class whose body holds the byte at `offset` inherits from: the first name
  /// after the colon of `class Sub: Base {` (what `super.init` is there); nil in another type,
  /// or in a class without one.
  func superclass(at offset: Int, in view: TokenView) -> String? {
    guard let body = typeBodies.last(where: { $0.range.contains(offset) }),
      let brace = view.tokenIndex(at: body.range.lowerBound)
    else { return nil }
    // The keyword that declares the body: only a `class` has a superclass (an `extension`'s
    // is declared elsewhere).
    var position = brace - 1
    let keywords: Set<String> = ["class", "struct", "enum", "actor", "extension", "protocol"]
    while position > 0, !keywords.contains(view.text(position)),
      !view.isPunctuation(position, .openBrace), !view.isPunctuation(position, .closeBrace),
      brace - position < 64
    {
      position -= 1
    }
    guard view.spells(position, "class"), view.isTypeName(position + 1) else { return nil }
    var colon = position + 2
    // `class Box<T>: Base`: past the generic parameters.
    if view.spells(colon, "<") {
      while colon < brace, !view.spells(colon, ">") { colon += 1 }
      colon += 1
    }
    guard view.isPunctuation(colon, .colon), view.isTypeName(colon + 1) else { return nil }
    return view.text(colon + 1)
  }

  /// The localizable base `Self` names at `position`, in an extension of a localizable type
  /// (`LocalizedStringResource`, `String.LocalizationValue`, a typealias of one), if it does.
  func localizableSelf(_ view: TokenView, at position: Int) -> String? {
    guard view.spells(position, "Self"),
      let name = enclosingType(at: view[position].range.lowerBound)
    else { return nil }
    let bases = index.syntax.bases
    return bases[name] ?? (name == "LocalizationValue" ? bases["String.LocalizationValue"] : nil)
  }

  func location(of token: SwiftToken) -> SourceLocation {
    SourceLocation(path: path, line: token.line, column: token.column)
  }

  mutating func process(_ view: TokenView) {
    var calls: [ResolvedCall] = []
    for position in 0..<view.count {
      let token = view[position]
      if case .string(let literal) = token.kind {
        if literal.isInterpolated {
          for case .interpolation(let inner) in literal.segments {
            process(TokenView(bytes: bytes, tokens: inner))
          }
        }
        // `"Welcome back".localized`: maybe the project's own lookup of the string itself.
        if !literal.isInterpolated, literal.isTerminated, view.isPunctuation(position + 1, .dot),
          view.isIdentifier(position + 2),
          !possibleOnlyCode.contains(where: { $0.contains(token.range.lowerBound) })
        {
          var labels: [String]? = nil
          if view.isPunctuation(position + 3, .openParen), let close = view.partner(position + 3) {
            labels = view.arguments(from: position + 4, to: close).map { $0.label ?? "_" }
          }
          result.literalReceivers.append(
            LiteralReceiver(
              key: ExtractedKey(
                key: key(of: literal), location: location(of: token), api: .declared("String")),
              member: view.text(position + 2), argumentLabels: labels))
        }
        // `"Save" as LocalizedStringKey`: the literal made that type, as a declaration's is.
        if view.spells(position + 1, "as"), view.isIdentifier(position + 2) {
          var end = position + 3
          while view.isPunctuation(end, .dot), view.isIdentifier(end + 1) { end += 2 }
          if let cast = expected(in: view, (position + 2)..<end), case .localizable = cast {
            record(position..<(position + 1), as: cast, in: view)
          }
        }
        continue
      }
      guard token.kind == .identifier else { continue }
      if view.spells(position, "let") || view.spells(position, "var") {
        typedDeclaration(view, at: position)
        continue
      }
      if view.spells(position, "enum") {
        rawValueEnum(view, at: position)
        continue
      }
      if view.spells(position, "extension"),
        view.spells(position + 1, "String") || view.spells(position + 1, "StringProtocol")
          || view.spells(position + 1, "Swift")
      {
        extendsString = true
        continue
      }
      if view.spells(position, "func")
        || (view.spells(position, "init") && !view.isPunctuation(position - 1, .dot))
      {
        functionDeclaration(view, at: position)
        continue
      }
      if view.spells(position + 1, "=") {
        assignment(view, at: position)
        continue
      }
      if view.spells(position + 1, "+="), isOwnName(view, at: position) {
        appendedElements(view, at: position)
        continue
      }
      if view.spells(position, "append") || view.spells(position, "insert"),
        view.isPunctuation(position - 1, .dot), view.isPunctuation(position + 1, .openParen)
      {
        appended(view, at: position)
      }
      if view.isPunctuation(position + 1, .openParen),
        view.spells(position, "LocalizationValue") || view.spells(position, "localizedString")
      {
        nameLookup(view, at: position)
      }
      // `name(`, or a type given generic arguments (`ValueRow<Int>(`).
      guard
        view.isPunctuation(position + 1, .openParen)
          || (view.isOperator(position + 1)
            && view.isPunctuation(view.callOpen(position), .openParen)),
        index.initials[Int(bytes[token.range.lowerBound])],
        let call = resolve(view, at: position, contextType: nil)
      else { continue }
      calls.append(call)
    }
    // Calls are recorded once all are known, so an outer call can tell whether its argument is
    // a localization call itself.
    let callees = Set(calls.map(\.callee))
    for call in calls { record(call, in: view, callees: callees) }
    // The project's own calls' other literals too (`TitleView(text: "Shown as is", key: "K")`,
    // `text: String`): recorded keys stay keys.
    recordArgumentLiterals(
      view,
      skipping: Set(
        calls.compactMap { call in
          if case .declared = call.api { return nil }
          return call.callee
        }))
  }

  /// A literal passed to the project's own function or type (`row(title: "Dark mode")` where
  /// `func row(title: String)`), or to a type it does not know (a package's view), is a
  /// possible key: the function may localize it with `LocalizedStringKey(title)` or
  /// `String(localized: .init(title))`, so a catalog key it spells is not called unused. It is
  /// never reported missing nor added to a catalog. Calls already matched (`skipping`) say
  /// what each argument is.
  mutating func recordArgumentLiterals(_ view: TokenView, skipping matched: Set<Int>) {
    // How many string literals come before each token, so that whether a call's parentheses
    // hold one costs the same however long they are (nested calls would make it quadratic).
    var literalsBefore = [Int32](repeating: 0, count: view.count + 1)
    for position in 0..<view.count {
      let isLiteral: Bool
      if case .string = view[position].kind { isLiteral = true } else { isLiteral = false }
      literalsBefore[position + 1] = literalsBefore[position] + (isLiteral ? 1 : 0)
    }
    for position in 0..<view.count
    where view.isIdentifier(position) && view.isPunctuation(position + 1, .openParen)
      && !view.spells(position - 1, "func") && !view.spells(position - 1, "case")
      && !matched.contains(position)
    {
      // Most calls pass no literal at all.
      guard let close = view.partner(position + 1), close > position + 2,
        literalsBefore[min(close, view.count)] > literalsBefore[position + 2]
      else { continue }
      let name = view.text(position)
      // A nested type by its qualified name (`B.Row`), as written or as a type's body means it.
      let nested = nestedType(at: position, in: view)
      // `typealias Badge = Pill` (or one nested in a type): `Badge(title: "…")` calls the
      // project's `Pill`.
      let aliased =
        nested.flatMap { index.nestedAliases[$0] }
        ?? (index.projectAliases.contains(name) ? index.aliases[name] : nil)
      guard
        index.projectNames.contains(name) || ownNames.contains(name)
          || aliased.map(index.projectNames.contains) == true
          || (view.isTypeName(position) && !index.knownTypes.contains(name))
      else { continue }
      let api = LocalizationAPI.declared(aliased ?? nested ?? name)
      // A type or function this file declares is the one its calls mean (a `private struct
      // Row` here, another `Row` elsewhere).
      if ownNames.contains(name) { result.calledOwnNames.insert(name) }
      // The argument's literal, or the literals of its ternary's branches, nested or not, and
      // the fallback of `name ?? "Default"`.
      func literals(of range: Range<Int>) -> [Int] {
        let value = view.unparenthesized(range)
        if let branches = view.ternaryBranches(in: value) {
          return literals(of: branches.first) + literals(of: branches.second)
        }
        if let coalescing = view.firstTopLevel(in: value, where: { view.spells($0, "??") }) {
          return literals(of: (coalescing + 1)..<value.upperBound)
        }
        return value.count == 1 && view[value.lowerBound].stringLiteral != nil
          ? [value.lowerBound] : []
      }
      // A bare (or `self.`) call in a type may mean that type's own method. A call in a
      // preview provider (`struct Row_Previews: PreviewProvider`) shows sample text.
      let enclosing = enclosingType(at: view[position].range.lowerBound)
      let inPreview = isPreview(enclosing)
      let callerType =
        !view.isPunctuation(position - 1, .dot) || view.spells(position - 2, "self")
        ? enclosing : nil
      // `items.append("…")`, `label.text("…")`: a method of a value of a type not known here.
      let isCalledOnValue = isMethodOfValue(at: position, in: view)
      // `"Hi".localized("A comment")`: a method of `String`, the one the project's `extension
      // String` declares, if any.
      let isCalledOnLiteral =
        view.isPunctuation(position - 1, .dot) && position >= 2
        && view[position - 2].stringLiteral != nil
      let arguments = view.callArguments(open: position + 1)
      // Trailing closures count: `row("Title", "star") { … }` calls a three-parameter overload.
      let argumentCount = arguments.count + view.trailingClosures(after: close)
      for (argumentIndex, argument) in arguments.enumerated() {
        for literal in literals(of: argument.value) {
          // By its label, the property a memberwise initializer sets or the parameter it is
          // (outside previews and dead code), which may be shown as it is (`Text(title)`,
          // `title: String`; see `KeyForwarding`).
          let offset = view[literal].range.lowerBound
          let label =
            inPreview || isPossible(at: offset, isCertain: true)
            ? nil : argument.label ?? "_\(argumentIndex)"
          let appended = result.possibleKeys.count
          append(
            literal: literal, in: view, api: api, isCertain: false, inAnyTable: true,
            argumentLabel: label, callerType: label == nil ? nil : callerType,
            argumentCount: label == nil ? nil : argumentCount)
          if isCalledOnValue, label != nil, result.possibleKeys.count > appended {
            result.possibleKeys[result.possibleKeys.count - 1].isCalledOnValue = true
          }
          if isCalledOnLiteral, label != nil, result.possibleKeys.count > appended {
            result.possibleKeys[result.possibleKeys.count - 1].isCalledOnString = true
          }
        }
      }
    }
  }

  // MARK: Calls

  /// Whether the callee at `position` follows a `.`, and the receiver's last component if it
  /// is a plain name (`locale` in `self.locale?.t(`).
  func receiver(of position: Int, in view: TokenView) -> (isMember: Bool, name: String?) {
    guard view.isPunctuation(position - 1, .dot) else { return (false, nil) }
    var before = position - 2
    while view.spells(before, "?") || view.spells(before, "!") { before -= 1 }
    // `return .init(...)`, `in .init(...)`: a keyword before the dot is no receiver, the call
    // is an implicit member of the expected type.
    guard view.isIdentifier(before), !operandKeywords.contains(view.text(before)) else {
      return (true, nil)
    }
    return (true, view.text(before))
  }

  /// The call whose callee is at `position`, matched against every API of its name; `nil` when
  /// no API of that name localizes anything. `contextType` is the type an implicit `.init(` is
  /// known to build.
  func resolve(_ view: TokenView, at position: Int, contextType: String?) -> ResolvedCall? {
    var name = view.text(position)
    // `Self("Welcome")` in an extension of a localizable type is that type's initializer, and
    // in the project's own type (`Self(text: "Welcome")`), that type's.
    if name == "Self", !view.isPunctuation(position - 1, .dot),
      let type = enclosingType(at: view[position].range.lowerBound),
      localizableSelf(view, at: position) != nil || index.initializers[type] != nil
    {
      name = type
    }
    // Declarations and patterns are not calls.
    if view.spells(position - 1, "func") || view.spells(position - 1, "case")
      || (view.isPunctuation(position - 1, .dot) && view.spells(position - 2, "case"))
    {
      return nil
    }
    // `String.LocalizationValue("k")`: a literal type named by its qualified name is its
    // literal (SE-0213), whose `init(stringLiteral:)` Xcode extracts.
    if view.isPunctuation(position - 1, .dot), view.isTypeName(position - 2),
      view.isTypeName(position),
      let base = index.literalTypes[view.text(position - 2) + "." + name]
    {
      let arguments = view.callArguments(open: position + 1)
      guard arguments.count == 1, arguments[0].label == nil, arguments[0].value.count == 1,
        view[arguments[0].value.lowerBound].stringLiteral != nil
      else { return nil }
      return ResolvedCall(
        callee: position, api: .sdk(view.text(position - 2) + "." + name), arguments: arguments,
        keyArguments: [
          .init(argument: 0, type: .init(base: base, wrapper: .direct), isCertain: true)
        ],
        metadata: .sdk)
    }
    // Most calls name nothing indexed and no type an unknown package could declare (whose
    // first argument would be a literal).
    guard let entry = index.entries[name] else {
      guard view.isPunctuation(position + 1, .openParen), view.isTypeName(position),
        position + 2 < view.count,
        view[position + 2].stringLiteral != nil,
        view.isPunctuation(position + 3, .comma) || view.isPunctuation(position + 3, .closeParen),
        !index.knownTypes.contains(name)
      else { return nil }
      return unknownType(view, at: position, arguments: view.callArguments(open: position + 1))
    }
    // `ValueRow<Int>(title: "…")`: after the generic arguments.
    let arguments = view.callArguments(open: view.callOpen(position))
    let labels = arguments.map(\.label)
    var (isMember, receiver) = receiver(of: position, in: view)
    var isModuleQualified = false
    if isMember, let module = receiver, TypeSyntax.modules.contains(module) {
      isMember = false  // `SwiftUI.Text(`, `Foundation.NSLocalizedString(`
      isModuleQualified = true
    }

    if !entry.projectFunctions.isEmpty, !arguments.isEmpty,
      let function = entry.projectFunctions.first(where: { function in
        guard let expected = function.receiver else { return true }
        return isMember && receiver == expected
      })
    {
      return ResolvedCall(
        callee: position, api: .projectFunction(function.spec), arguments: arguments,
        keyArguments: [
          .init(argument: 0, type: .init(base: name, wrapper: .direct), isCertain: true)
        ],
        metadata: .projectFunction)
    }
    if entry.isMacro, !isMember, labels.first == .some(nil) {
      return ResolvedCall(
        callee: position, api: name == "NSLocalizedString" ? .nsLocalizedString : .macro(name),
        arguments: arguments,
        keyArguments: [
          .init(argument: 0, type: .init(base: name, wrapper: .direct), isCertain: true)
        ],
        metadata: .nsLocalizedString)
    }

    var candidates: [CallableSignature] = []
    var owner: String?
    if view.isPunctuation(position - 1, 0x40) {  // @Parameter(...)
      // An alias, whatever the project declares: `@Parameter` is the intent's.
      let attribute = index.aliases[name] ?? entry.owner
      owner = attribute
      candidates = index.initializers[attribute] ?? []
    } else if name == "init" {
      guard isMember else { return nil }
      let offset = view[position].range.lowerBound
      if receiver == "self" || receiver == "Self" {
        // `self.init(title: "…")`, `Self.init(…)`: the enclosing type's own initializer, else
        // one its superclass declares and it inherits.
        owner = enclosingType(at: offset)
        if let type = owner, index.initializers[type] == nil {
          owner = superclass(at: offset, in: view) ?? type
        }
      } else if receiver == "super" {
        // `super.init(title: "…")`: the superclass's.
        owner = superclass(at: offset, in: view)
      } else if let receiver, view.isTypeName(position - 2) {
        // `Row.init(...)` in a type's body that nests a `Row`, `P.Row.init(...)`.
        owner = nestedType(at: position - 2, in: view) ?? index.aliases[receiver] ?? receiver
      } else if receiver == nil, view.isPunctuation(position - 1, .dot) {
        owner = contextType
      }
      guard let owner else {
        // `.init(localized: "k")` builds a `String` wherever it is: a key whatever the type.
        guard labels.first == "localized" else { return nil }
        return resolve(
          signatures: index.initializers["String"] ?? [], owner: "String",
          view: view, position: position, arguments: arguments)
      }
      if owner == "LocalizedStringKey", let literal = stringArgument(of: position, in: view) {
        // `LocalizedStringKey.init("k")`, explicit or implicit, takes a `String` (no literal
        // coercion through `.init`), which Xcode does not extract, but it is still looked up as
        // it is: possibly a key. Interpolated, its key is only known at run time.
        guard view[literal].stringLiteral?.isInterpolated == false else { return nil }
        return ResolvedCall(
          callee: position, api: .localizedStringKey, arguments: arguments,
          keyArguments: [
            .init(argument: 0, type: .init(base: owner, wrapper: .direct), isCertain: false)
          ], metadata: .none)
      }
      candidates = index.initializers[owner] ?? []
    } else if isMember {
      if view.isTypeName(position), view.isTypeName(position - 2) {
        // `Outer.Inner(...)`: a nested type's initializer (`AlarmPresentation.Alert(title:)`,
        // which the table names so), or a module's type's. `Self.Row(...)` is the enclosing
        // type's.
        let qualifier =
          receiver == "Self" ? enclosingType(at: view[position].range.lowerBound) : receiver
        if let qualifier, let nested = index.initializers[qualifier + "." + name] {
          owner = qualifier + "." + name
          candidates = nested
        } else {
          owner = entry.owner
          candidates = entry.initializers
        }
        if candidates.isEmpty { return unknownType(view, at: position, arguments: arguments) }
      } else if let receiver, view.isTypeName(position - 2), receiver != "Self" {
        candidates = members(of: receiver, in: entry.members.filter { $0.kind != .method })
      } else {
        candidates = entry.members
        if receiver == "Self", let type = enclosingType(at: view[position].range.lowerBound) {
          candidates = members(of: type, in: candidates)
        } else if receiver == nil, let contextType {
          // `.custom(...)` where the value's type is known: the members of that type.
          candidates = members(of: contextType, in: candidates)
        } else if receiver == nil, isImplicitMember(at: position, in: view) {
          // Of a type unknown here: a member of a module the file sees.
          candidates = candidates.filter { isVisible(module: $0.module) }
        }
      }
    } else {
      if view.isTypeName(position) {
        owner = entry.owner
        candidates = entry.initializers
        // `SwiftUI.Label(…)` is SwiftUI's, whatever the project's `typealias Label` names.
        if isModuleQualified, index.projectAliases.contains(name) {
          owner = name
          candidates = index.initializers[name] ?? []
        }
        // `Row(...)` in `B`'s body is `B.Row`; outside any type that nests a `Row`, or
        // qualified by its module (`SwiftUI.Text(...)`), the top-level one (the project's or
        // the SDK's).
        if let nested = nestedType(at: position, in: view) {
          owner = nested
          candidates = index.initializers[nested] ?? []
        } else if index.nestedTypes.contains(name),
          index.topLevelTypes.contains(name) || index.sdkTypes.contains(name)
        {
          candidates.removeAll(where: \.isNested)
        }
        // `LocalizedStringKey(title)`: a `String` looked up as it is at run time (unless the
        // project declares an initializer the call means).
        if entry.literalType == "LocalizedStringKey",
          arguments.count == 1, labels[0] == nil, arguments[0].value.count == 1,
          view[arguments[0].value.lowerBound].stringLiteral == nil,
          view.isIdentifier(arguments[0].value.lowerBound),
          !candidates.contains(where: { $0.binding(labels: labels) != nil })
        {
          return ResolvedCall(
            callee: position, api: .localizedStringKey, arguments: arguments,
            keyArguments: [
              .init(
                argument: 0, type: .init(base: "LocalizedStringKey", wrapper: .direct),
                isCertain: false)
            ], metadata: .none)
        }
        // `T("literal")` is `"literal" as T` for a literal type (SE-0213), and
        // `T(stringLiteral: "literal")` is the call that coercion makes, which Xcode extracts
        // too (its `@_semantics("localization_key.init_literal")`): not with an interpolated
        // `String`, a value only known at run time.
        if let base = entry.literalType, arguments.count == 1,
          arguments[0].value.count == 1,
          let literal = view[arguments[0].value.lowerBound].stringLiteral,
          labels[0] == nil || (labels[0] == "stringLiteral" && !literal.isInterpolated),
          !candidates.contains(where: { $0.binding(labels: labels) != nil })
        {
          let api: LocalizationAPI =
            index.keyTypes.contains(name)
            ? .projectFunction(name)
            : name == "LocalizedStringKey" ? .localizedStringKey : .sdk(name)
          return ResolvedCall(
            callee: position, api: api, arguments: arguments,
            keyArguments: [
              .init(argument: 0, type: .init(base: base, wrapper: .direct), isCertain: true)
            ],
            metadata: .sdk)
        }
      }
      if !entry.functions.isEmpty { candidates += entry.functions }
      if candidates.isEmpty, view.isTypeName(position) {
        return unknownType(view, at: position, arguments: arguments)
      }
    }
    guard !candidates.isEmpty else { return nil }
    return resolve(
      signatures: candidates, owner: owner, view: view, position: position, arguments: arguments)
  }

  /// The qualified name (`B.Row`) of the project's nested type the type name at `position`
  /// means: qualified as written (`B.Row`, where `B` nests a `Row`), or, not qualified, one
  /// nested in a type whose body (or an extension's) holds it, innermost first, as Swift looks
  /// a name up; nil for another type, or one qualified by its module (`SwiftUI.Text`).
  func nestedType(at position: Int, in view: TokenView) -> String? {
    guard view.isTypeName(position) else { return nil }
    var qualifier: String?
    if view.isPunctuation(position - 1, .dot) {
      guard view.isTypeName(position - 2) else { return nil }
      qualifier = view.text(position - 2)
    }
    return nestedType(
      named: view.text(position), qualifier: qualifier, at: view[position].range.lowerBound)
  }

  /// The qualified name of the project's nested type the type name `name` means at the byte
  /// `offset`: `qualifier.name` when the qualifier nests one (`B.Row`), else, not qualified,
  /// one nested in a type whose body holds `offset`, innermost first; nil for another type.
  func nestedType(named name: String, qualifier: String?, at offset: Int) -> String? {
    guard index.nestedTypes.contains(name) else { return nil }
    if let qualifier {
      let qualified = qualifier + "." + name
      return index.qualifiedNestedTypes.contains(qualified) ? qualified : nil
    }
    for body in typeBodies.reversed() where body.range.contains(offset) {
      let qualified = body.name + "." + name
      if index.qualifiedNestedTypes.contains(qualified) { return qualified }
    }
    return nil
  }

  /// Whether the member at `position` (after a `.`) is an implicit member expression
  /// (`.custom("x")` as an argument, `return .result(dialog:)`), not a member of the value
  /// before it (`Text("a")\n.font(.title)`, `items[0].title`, `name?.uppercased()`).
  func isImplicitMember(at position: Int, in view: TokenView) -> Bool {
    let before = position - 2
    guard before >= 0 else { return true }
    return
      !(view.isPunctuation(before, .closeParen) || view.isPunctuation(before, .closeBracket)
      || view.isPunctuation(before, .closeBrace) || view[before].stringLiteral != nil
      || view.spells(before, "?") || view.spells(before, "!") || view.spells(before, ">")
      || (view.isIdentifier(before) && !operandKeywords.contains(view.text(before))))
  }

  /// Whether the call whose name is at `position` is a method of a value whose type is not
  /// known here (`items.append("…")`, `rows[0].title("…")`; not `self.`, `Type.` or a bare
  /// call).
  func isMethodOfValue(at position: Int, in view: TokenView) -> Bool {
    view.isPunctuation(position - 1, .dot) && !view.spells(position - 2, "self")
      && !view.isTypeName(position - 2)
      && (view.isIdentifier(position - 2) || view.isPunctuation(position - 2, .closeParen)
        || view.isPunctuation(position - 2, .closeBracket))
  }

  /// Of `candidates`, the members of `type` (`Symbol.custom("x")`): those it declares; all of
  /// them for an SDK type, which may inherit one; none for another type (the project's or a
  /// package's: its own `case custom(String)`, which takes no localizable type and so is not
  /// in the index, is not RealityKit's `RotorType.custom(_:)`).
  func members(of type: String, in candidates: [CallableSignature]) -> [CallableSignature] {
    let type = index.aliases[type] ?? type
    let owned = candidates.filter { candidate in
      guard let owner = candidate.owner else { return false }
      return owner == type || owner.hasSuffix("." + type)
    }
    guard owned.isEmpty else { return owned }
    return index.sdkTypes.contains(type) ? candidates : []
  }

  /// An initializer of a type this extractor knows nothing of (a package's view, such as
  /// `KeyboardShortcuts.Recorder("Toggle:", name: .toggle)`): its unlabeled first literal may be
  /// a key, since such views commonly take a `LocalizedStringKey`.
  func unknownType(_ view: TokenView, at position: Int, arguments: [TokenView.Argument])
    -> ResolvedCall?
  {
    let name = view.text(position)
    guard !index.knownTypes.contains(name), let first = arguments.first, first.label == nil,
      first.value.count == 1, view[first.value.lowerBound].stringLiteral != nil
    else { return nil }
    return ResolvedCall(
      callee: position, api: .declared(name), arguments: arguments,
      keyArguments: [
        .init(
          argument: 0, type: .init(base: "LocalizedStringKey", wrapper: .direct), isCertain: false)
      ], metadata: .none)
  }

  /// Matches a call's labels against `signatures` and says which arguments are keys.
  func resolve(
    signatures: [CallableSignature], owner: String?, view: TokenView, position: Int,
    arguments: [TokenView.Argument]
  ) -> ResolvedCall? {
    let labels = arguments.map(\.label)
    // Signatures are read in place by index: copying one retains its strings and arrays.
    var accepted: [(signature: Int, binding: [Int])] = []
    accepted.reserveCapacity(signatures.count)
    var anyFavored = false
    // With the call's trailing closures, which tell overloads apart (`T("x") { … }` calls
    // the one that takes a closure); if none takes them so (a closure type behind a
    // typealias), as if they could be any.
    let trailing = view.partner(view.callOpen(position)).map { view.trailingClosures(after: $0) }
    for attempt in trailing == nil ? [nil] : [trailing, nil] where accepted.isEmpty {
      for index in signatures.indices {
        guard let binding = signatures[index].binding(labels: labels, trailingClosures: attempt)
        else { continue }
        accepted.append((index, binding))
        if !signatures[index].isDisfavored { anyFavored = true }
      }
    }
    // A disfavored overload loses to a literal, not to an expression of its own type
    // (`name ?? ""` where `name` is a `String` calls the `String` one): kept for `isTyped`.
    let matching = accepted
    if anyFavored, accepted.count > 1 {
      accepted.removeAll { signatures[$0.signature].isDisfavored }
    }
    var keyArguments: [ResolvedCall.KeyArgument] = []
    var verbatimLiterals: [Int] = []
    var chosen: Int?
    var defaultValueArgument: Int?
    if accepted.isEmpty {
      // No declaration takes these labels (a default this reader could not see, a macro, an
      // overload of a newer SDK...): a literal given to a label some overload localizes may be
      // a key. It is one when the label is localized by every App Intents or Foundation
      // overload that has it, and no other declaration has it: those frameworks have no
      // `String` overloads beside their localizable ones, so a newer overload localizes it too
      // (iOS 18's `@Parameter(description: "…")`, with no `title:`). So is an unlabeled first
      // argument that every SwiftUI declaration of the name with an unlabeled first parameter
      // localizes: beside a `LocalizedStringKey` overload SwiftUI declares only disfavored
      // `StringProtocol` ones, which a literal does not call (iOS 18's `TextField("Search",
      // text: $text, selection: $selection)`); anything but a literal may be another type
      // (`Text(date, style: .date)`), and a project's extension (read with the declarations)
      // may add an overload that takes a `String`.
      // A type another module qualifies is not SwiftUI's (`LaunchAtLogin.Toggle("Launch")`).
      let isQualified =
        view.isPunctuation(position - 1, .dot) && view.isTypeName(position - 2)
        && !view.spells(position - 2, "SwiftUI")
      for (argument, label) in labels.enumerated() where label != nil || argument == 0 {
        let value = arguments[argument].value
        let isLiteral =
          !isQualified && value.count == 1 && view[value.lowerBound].stringLiteral != nil
        let labeled = signatures.indices.compactMap { index in
          signatures[index].parameters.firstIndex { $0.label == label }.map { (index, $0) }
        }
        guard
          let (index, parameter) = labeled.first(where: {
            signatures[$0.0].parameters[$0.1].type != nil
          }), let type = signatures[index].parameters[parameter].type
        else { continue }
        let isCertain = labeled.allSatisfy { index, parameter in
          guard signatures[index].parameters[parameter].type != nil,
            let module = signatures[index].module
          else { return false }
          if label != nil { return module == "AppIntents" || module == "Foundation" }
          return isLiteral && parameter == 0
            && (module == "SwiftUI" || (module.hasPrefix("_") && module.hasSuffix("_SwiftUI")))
        }
        keyArguments.append(.init(argument: argument, type: type, isCertain: isCertain))
        chosen = chosen ?? index
      }
    } else {
      let typedModules = matching.allSatisfy { matching in
        let module = signatures[matching.signature].module
        return module == nil || module == "Foundation" || module == "AppIntents"
      }
      for argument in arguments.indices {
        var type: LocalizableType?
        var localizing = 0
        var alternatives: [String] = []
        for (index, binding) in accepted {
          let parameter = binding[argument]
          guard let parameterType = signatures[index].parameters[parameter].type else { continue }
          localizing += 1
          if type == nil {
            type = parameterType
            chosen = chosen ?? index
          } else if parameterType.base != type?.base, !alternatives.contains(parameterType.base) {
            alternatives.append(parameterType.base)
          }
          // `String(localized: "k", defaultValue: "Value")`: the key is the first argument.
          if signatures[index].parameters[parameter].label == "defaultValue" {
            defaultValueArgument = argument
          }
        }
        guard let type else { continue }
        // A literal calls the `StringProtocol` overload beside these, which shows it as it is
        // (where the file sees their module: another `Annotation` is not MapKit's).
        if accepted.allSatisfy({ index, binding in
          (signatures[index].literalCallsStringOverload
            && isVisible(module: signatures[index].module))
            || signatures[index].parameters[binding[argument]].type == nil
        }), let literals = stringLiterals(of: arguments[argument].value, in: view) {
          verbatimLiterals += literals
          continue
        }
        if defaultValueArgument == argument {
          keyArguments.append(
            .init(argument: 0, type: .init(base: type.base, wrapper: .direct), isCertain: true))
        } else {
          let isCertain = localizing == accepted.count
          let isTyped =
            typedModules
            && matching.allSatisfy {
              signatures[$0.signature].parameters[$0.binding[argument]].type != nil
            }
          keyArguments.append(
            .init(
              argument: argument, type: type, isCertain: isCertain, isTyped: isTyped,
              alternatives: alternatives))
        }
      }
    }
    var contextArguments: [(argument: Int, context: ContextType)] = []
    if let (first, binding) = accepted.first,
      signatures[first].parameters.contains(where: { $0.context != nil }),
      let implicit = implicitMemberArguments(arguments, view)
    {
      for argument in implicit {
        guard let context = signatures[first].parameters[binding[argument]].context,
          accepted.allSatisfy({
            signatures[$0.signature].parameters[$0.binding[argument]].context == context
          }),
          index.initializers[context.name] != nil
            || index.initializers[(context.qualifier ?? "") + "." + context.name] != nil
        else { continue }
        contextArguments.append((argument, context))
      }
    }
    guard !keyArguments.isEmpty || !contextArguments.isEmpty || !verbatimLiterals.isEmpty
    else { return nil }
    let named = signatures[chosen ?? accepted.first?.signature ?? 0]
    return ResolvedCall(
      callee: position, api: named.api,
      arguments: arguments, keyArguments: keyArguments,
      metadata: named.module == nil ? .none : .sdk, contextArguments: contextArguments,
      defaultValueArgument: defaultValueArgument, verbatimLiterals: verbatimLiterals,
      mayBeProjectOverload: named.module != nil
        && accepted.contains { signatures[$0.signature].module == nil })
  }

  /// The string literals an argument is, when it is nothing else: one literal, maybe in
  /// parentheses, or a ternary of two (`flag ? "On" : "Off"`), whose type is then `String`
  /// where an overload takes one; nil for anything else.
  func stringLiterals(of value: Range<Int>, in view: TokenView) -> [Int]? {
    let value = view.unparenthesized(value)
    if value.count == 1, view[value.lowerBound].stringLiteral != nil { return [value.lowerBound] }
    guard let branches = view.ternaryBranches(in: value),
      let first = stringLiterals(of: branches.first, in: view),
      let second = stringLiterals(of: branches.second, in: view)
    else { return nil }
    return first + second
  }

  /// Records the literal at token `index` as shown as it is by `api` (see
  /// `SourceScan.verbatimLiterals`), as written, interpolations included: it is no key.
  mutating func recordVerbatim(_ index: Int, in view: TokenView, api: LocalizationAPI) {
    guard let literal = view[index].stringLiteral,
      !isPossible(at: view[index].range.lowerBound, isCertain: true)
    else { return }
    var text = ""
    for segment in literal.segments {
      switch segment {
      case .text(let part): text += part
      case .interpolation(let tokens):
        var source = ""
        if let first = tokens.first, let last = tokens.last {
          source = String(
            decoding: bytes[first.range.lowerBound..<last.range.upperBound], as: UTF8.self)
        }
        text += "\\(" + source + ")"
      }
    }
    result.verbatimLiterals.append(
      UserFacingLiteral(
        text: text, location: location(of: view[index]), initializer: api.description))
  }

  /// The arguments that hold an implicit `.init(...)` (or an array literal that does), if any.
  func implicitMemberArguments(_ arguments: [TokenView.Argument], _ view: TokenView) -> [Int]? {
    let found = arguments.indices.filter { index in
      let value = arguments[index].value
      return value.contains { view.isPunctuation($0, .dot) && view.spells($0 + 1, "init") }
    }
    return found.isEmpty ? nil : found
  }

  /// The literal text of the argument labeled `label`, if it is a plain literal.
  func literalText(labeled label: String, in call: ResolvedCall, view: TokenView) -> String? {
    guard let argument = call.arguments.first(where: { $0.label == label }),
      argument.value.count == 1, let literal = view[argument.value.lowerBound].stringLiteral
    else { return nil }
    return key(of: literal)
  }

  /// The source text of the argument labeled `label` when it is neither a plain literal nor
  /// `nil` (`table: Self.table`, `table: "\(name)"`); nil otherwise.
  func nonLiteralText(labeled label: String, in call: ResolvedCall, view: TokenView) -> String? {
    guard let argument = call.arguments.first(where: { $0.label == label }),
      !argument.value.isEmpty,
      !(argument.value.count == 1
        && (view[argument.value.lowerBound].stringLiteral?.isInterpolated == false
          || view.spells(argument.value.lowerBound, "nil"))),
      // `.none`, `String?.none`: `nil` too.
      !(view.spells(argument.value.upperBound - 1, "none")
        && view.isPunctuation(argument.value.upperBound - 2, .dot))
    else { return nil }
    let start = view[argument.value.lowerBound].range.lowerBound
    let end = view[argument.value.upperBound - 1].range.upperBound
    return String(decoding: view.bytes[start..<end], as: UTF8.self)
  }

  /// The `bundle:` argument.
  func bundle(in call: ResolvedCall, view: TokenView) -> BundleReference? {
    guard let argument = call.arguments.first(where: { $0.label == "bundle" }) else { return nil }
    let value = argument.value
    let last = value.upperBound - 1
    guard !value.isEmpty else { return nil }
    if view.spells(last, "main"), value.count <= 3 { return .main }
    if view.spells(last, "module"), value.count <= 3 { return .module }
    if value.count == 1, view.spells(last, "#bundle") { return .module }
    return .other
  }

  /// The callee's index when a value is exactly one call, possibly on a receiver chain
  /// (`locale.t("k")`, `self.locale?.t("k")`, `Text("k")`).
  func calleeIndex(of value: Range<Int>, in view: TokenView) -> Int? {
    guard let last = value.last, view.isPunctuation(last, .closeParen),
      let open = view.partner(last), open - 1 >= value.lowerBound, view.isIdentifier(open - 1)
    else { return nil }
    let chain = (value.lowerBound..<(open - 1)).allSatisfy {
      view.isIdentifier($0) || view.isPunctuation($0, .dot)
        || (view.isOperator($0) && view[$0].range.count == 1)
    }
    return chain ? open - 1 : nil
  }

  mutating func record(_ call: ResolvedCall, in view: TokenView, callees: Set<Int>) {
    let callLocation = location(of: view[call.callee])
    // A view passed instead of a key (`.help(Text(...))`, `Text(Image(systemName:))`) names no
    // key; the inner `Text` is a call of its own.
    if call.api.showsLiteral, let first = call.keyArguments.first,
      let callee = calleeIndex(of: call.arguments[first.argument].value, in: view),
      viewArguments.contains(view.text(callee))
    {
      return
    }
    var comment: String?
    var table: String?
    var dynamicTable: String?
    var defaultValue: String?
    var bundleReference: BundleReference?
    switch call.metadata {
    case .sdk:
      comment = literalText(labeled: "comment", in: call, view: view)
      table =
        literalText(labeled: "tableName", in: call, view: view)
        ?? literalText(labeled: "table", in: call, view: view)
      dynamicTable =
        nonLiteralText(labeled: "tableName", in: call, view: view)
        ?? nonLiteralText(labeled: "table", in: call, view: view)
      if dynamicTable != nil { table = nil }
      bundleReference = bundle(in: call, view: view)
    case .nsLocalizedString:
      comment = literalText(labeled: "comment", in: call, view: view)
      table = literalText(labeled: "tableName", in: call, view: view)
      dynamicTable = nonLiteralText(labeled: "tableName", in: call, view: view)
      if dynamicTable != nil { table = nil }
      // An empty value is none: `NSLocalizedString` then returns the key, and Xcode extracts
      // the key without a value.
      defaultValue = literalText(labeled: "value", in: call, view: view).flatMap {
        $0.isEmpty ? nil : $0
      }
      bundleReference = bundle(in: call, view: view)
    case .projectFunction:
      comment = literalText(labeled: "comment", in: call, view: view)
      table = literalText(labeled: "table", in: call, view: view)
      defaultValue = literalText(labeled: "defaultValue", in: call, view: view)
    case .none:
      break
    }
    // `LocalizedStringKey("k")` is looked up where it is used: given to a call that names a
    // bundle (`Text(LocalizedStringKey("k"), bundle: .module)`), there; to an SDK call that
    // names none, in the main bundle; to the project's own view, or kept in a value (`let k =
    // LocalizedStringKey("k")`), in a bundle this extractor cannot know.
    var lookedUpElsewhere = false
    if bundleReference == nil, call.api == .localizedStringKey {
      bundleReference = bundlesOfInnerKeys[call.callee]
      lookedUpElsewhere = bundleReference == nil && !innerKeyCallees.contains(call.callee)
    }
    // A project overload may pass its own bundle: the call names none, but is not `nil`'s.
    if call.mayBeProjectOverload, bundleReference == nil { bundleReference = .other }
    if let argument = call.defaultValueArgument, argument < call.arguments.count {
      let value = call.arguments[argument].value
      if value.count == 1, let literal = view[value.lowerBound].stringLiteral {
        defaultValue = key(of: literal)
      }
    }
    for (argument, context) in call.contextArguments where argument < call.arguments.count {
      contextual(call.arguments[argument].value, context, in: view)
    }
    // Not in previews: `#Preview` bodies (possible-only code) and preview providers.
    if !call.verbatimLiterals.isEmpty,
      !isPreview(enclosingType(at: view[call.callee].range.lowerBound))
    {
      for index in call.verbatimLiterals { recordVerbatim(index, in: view, api: call.api) }
    }
    var isLiteral = false
    var isDynamic = false
    let firstKey = result.keys.count
    defer {
      // Xcode reads only a literal table name: the key goes to the default table's catalog,
      // and is looked up in a table known only at run time: a key of any table is used.
      if let dynamicTable {
        for index in firstKey..<result.keys.count {
          result.keys[index].dynamicTable = dynamicTable
          var lookup = result.keys[index]
          lookup.isPossibleInAnyTable = true
          result.possibleKeys.append(lookup)
        }
      }
    }
    for keyArgument in call.keyArguments where keyArgument.argument < call.arguments.count {
      let value = call.arguments[keyArgument.argument].value
      if value.count == 1, view.spells(value.lowerBound, "nil") { continue }
      let leaves = self.leaves(
        of: value, type: keyArgument.type, in: view, typed: keyArgument.isTyped,
        alternatives: keyArgument.alternatives)
      if keyArgument.type.isShortcutPhrase {
        appendShortcut(phrases: leaves.literals.map(\.index), in: view, api: call.api)
      } else {
        // A project function's or initializer's argument (`FormField(label: "Name")`): by its
        // label (the property a memberwise initializer sets), or its position.
        let label: String? =
          if case .declared = call.api {
            call.arguments[keyArgument.argument].label ?? "_\(keyArgument.argument)"
          } else {
            nil
          }
        for (literalIndex, isCertain) in leaves.literals {
          // Outside previews (`#Preview` bodies and preview providers') and dead code only.
          let shownLabel =
            label == nil || isPossible(at: view[literalIndex].range.lowerBound, isCertain: true)
            ? nil : label
          let (keys, possible) = (result.keys.count, result.possibleKeys.count)
          append(
            literal: literalIndex, in: view, api: call.api,
            isParameterSummary: keyArgument.type.isParameterSummary,
            isCertain: isCertain && keyArgument.isCertain, comment: comment, table: table,
            defaultValue: defaultValue, bundle: bundleReference, argumentLabel: shownLabel,
            isLookedUpWhereUsed: lookedUpElsewhere)
          // `lines.append("…")`: a method of a value whose type is not known here, maybe not
          // the project's `append` (see `KeyForwarding.sites`).
          if shownLabel != nil, isMethodOfValue(at: call.callee, in: view) {
            if result.keys.count > keys { result.keys[keys].isCalledOnValue = true }
            if result.possibleKeys.count > possible {
              result.possibleKeys[possible].isCalledOnValue = true
            }
          }
        }
      }
      let certain = keyArgument.isCertain && leaves.literals.contains { $0.isCertain }
      if certain { isLiteral = true }
      // `LocalizedStringKey(title)`: a `String` looked up as a key at run time, which Xcode
      // never extracts (see `unextracted_key_missing`).
      if call.api == .localizedStringKey, !keyArgument.isCertain, leaves.literals.isEmpty {
        recordForwarding(
          value, call: call, bundle: bundleReference,
          table: table ?? tablesOfInnerKeys[call.callee], in: view)
        isDynamic = true
        continue
      }
      // An expression whose literals are only possibly keys (`name ?? "Default"`) is still a
      // key this extractor cannot know.
      guard !certain, !leaves.handled, keyArgument.isCertain else { continue }
      recordForwarding(value, call: call, bundle: bundleReference, table: table, in: view)
      if let inner = calleeIndex(of: value, in: view), callees.contains(inner) {
        // Reported once, for the inner call: `Text(locale.t("k"))`.
        if case .declared = call.api {
          // The project's own view decides (see `KeyForwarding`).
        } else {
          innerKeyCallees.insert(inner)
          if let bundleReference { bundlesOfInnerKeys[inner] = bundleReference }
          if let table { tablesOfInnerKeys[inner] = table }
        }
      } else if isLocalizableMember(view.unparenthesized(value), in: view)
        || isLocalizableParameter(view.unparenthesized(value), in: view)
      {
        // `.displayName(Self.title)`, `String(localized: text)` with `static let title:
        // LocalizedStringResource = "Alare"`, `let text: String.LocalizationValue`, or a
        // parameter `_ key: String.LocalizationValue` of the function around the call: a
        // value whose key was extracted where a literal made it, not a key built at run time.
      } else if let ternary = view.ternaryBranches(in: view.unparenthesized(value)),
        [ternary.first, ternary.second].allSatisfy({ branch in
          let branch = view.unparenthesized(branch)
          return calleeIndex(of: branch, in: view).map(callees.contains) == true
            || (branch.count == 1 && view[branch.lowerBound].stringLiteral != nil)
            || isLocalizableMember(branch, in: view)
        })
      {
        // `.value(flag ? LocalizedStringKey("Frequency") : LocalizedStringKey("Temperature"),
        // y)`: each branch a key of its own call (or a literal), none built at run time.
      } else {
        isDynamic = true
      }
      if call.api.showsLiteral { appendShownLiterals(of: value, in: view, api: call.api) }
    }
    guard !call.keyArguments.isEmpty else { return }
    guard isLiteral || isDynamic || call.keyArguments.contains(where: \.isCertain) else { return }
    let site = LocalizationCallSite(api: call.api, location: callLocation, isLiteral: isLiteral)
    result.calls.append(site)
    if isDynamic, !isLiteral { result.dynamicKeys.append(site) }
  }

  /// Records a key argument that is a name (`Text(label)`, `Text(self.label)`), where `label`
  /// may be a property or parameter set from a literal somewhere else: `KeyForwarding` (see
  /// `PackageKeyInMainBundleRule` and `LiteralShownVerbatimRule`).
  mutating func recordForwarding(
    _ value: Range<Int>, call: ResolvedCall, bundle: BundleReference?, table: String?,
    in view: TokenView
  ) {
    let value = view.unparenthesized(value)
    let name: Int
    if value.count == 1, view.isIdentifier(value.lowerBound) {
      name = value.lowerBound
    } else if value.count == 3, view.spells(value.lowerBound, "self"),
      view.isPunctuation(value.lowerBound + 1, .dot), view.isIdentifier(value.lowerBound + 2)
    {
      name = value.lowerBound + 2
    } else {
      return
    }
    // A property some type declares with a localizable type (`let label:
    // LocalizedStringKey`), or any other name, which may be a `String` property of this type
    // or a parameter of the function around the call: `scanInProject` tells once the file is
    // read.
    let offset = view[name].range.lowerBound
    let body = typeBodies.last { $0.range.contains(offset) }
    let owner = body?.name ?? ""
    let text = view.text(name)
    // `ForEach(options) { title in Text(title) }`, `if let title { … }`: a local value, not
    // the property (`self.title` is the property), though maybe a parameter of the function
    // around the call.
    let isRebound =
      name == value.lowerBound
      && Self.isRebound(text, before: name, after: body?.range.lowerBound ?? 0, in: view)
    let forwarding = KeyForwarding(
      owner: owner, scope: owner, name: text, argument: text, api: call.api, bundle: bundle,
      table: table, isString: index.properties[text] == nil,
      location: location(of: view[call.callee]),
      typePath: typeBodies.flatMap { $0.range.contains(offset) ? $0.path : [] })
    // A localizable property's name is one as it is; any name may also be a parameter of the
    // function around the call, which the file's end tells (see `KeyExtractor.scanInProject`).
    if !forwarding.isString, !isRebound { result.forwardedKeys.append(forwarding) }
    candidateForwardings.append((forwarding, view[name].range.lowerBound, isRebound))
  }

  /// Records a lookup of a name that no API of the index takes as a key:
  /// `String.LocalizationValue(key)` (also `stringLiteral: key`), which `String(localized:)`
  /// looks up, and `Bundle.main.localizedString(forKey: key, value: nil, table: nil)`; with
  /// the table the call (or the `String(localized:)` around it) names. Xcode extracts nothing
  /// from either, so a literal a project function gives them must be a manual key (see
  /// `unextracted_key_missing`).
  mutating func nameLookup(_ view: TokenView, at position: Int) {
    guard let close = view.partner(position + 1) else { return }
    let arguments = view.arguments(from: position + 2, to: close)
    guard let first = arguments.first, view[first.value.lowerBound].stringLiteral == nil else {
      return
    }
    let api: LocalizationAPI
    var tableCall = (open: position + 1, close: close)
    if view.spells(position, "localizedString") {
      guard view.isPunctuation(position - 1, .dot), first.label == "forKey" else { return }
      api = .sdk("Bundle.localizedString")
    } else {
      guard arguments.count == 1, first.label == nil || first.label == "stringLiteral" else {
        return
      }
      api = .sdk("String.LocalizationValue")
      // Looked up only as `String(localized: String.LocalizationValue(key), table: "T")` (or
      // `AttributedString(localized:)`'s) or `LocalizedStringResource(…)`'s first argument.
      let start = view.isPunctuation(position - 1, .dot) ? position - 2 : position
      if view.isPunctuation(start - 1, .colon), view.spells(start - 2, "localized"),
        view.isPunctuation(start - 3, .openParen), let outer = view.partner(start - 3)
      {
        tableCall = (start - 3, outer)
      } else if view.isPunctuation(start - 1, .openParen),
        view.spells(start - 2, "LocalizedStringResource"), let outer = view.partner(start - 1)
      {
        tableCall = (start - 1, outer)
      } else {
        return
      }
    }
    let table = view.arguments(from: tableCall.open + 1, to: tableCall.close).first {
      $0.label == "tableName" || $0.label == "table"
    }.flatMap { argument -> String? in
      guard argument.value.count == 1, let literal = view[argument.value.lowerBound].stringLiteral,
        !literal.isInterpolated, case .text(let text)? = literal.segments.first
      else { return nil }
      return text
    }
    let call = ResolvedCall(
      callee: position, api: api, arguments: arguments, keyArguments: [], metadata: .sdk)
    recordForwarding(first.value, call: call, bundle: nil, table: table, in: view)
  }

  /// Whether `name` is bound again between the byte offset `start` and the token `use`: a
  /// local `let`/`var` (not a typed property, `let name: T`), `if let`, a `for` or closure
  /// parameter (`name in`, `(name, other) in`).
  static func isRebound(_ name: String, before use: Int, after start: Int, in view: TokenView)
    -> Bool
  {
    var position = use - 1
    while position >= 0, view[position].range.lowerBound > start {
      defer { position -= 1 }
      guard view.isIdentifier(position), view[position].range.count == name.utf8.count,
        view.text(position) == name
      else { continue }
      if view.spells(position - 1, "let") || view.spells(position - 1, "var") {
        // `let name: T` is a declaration of its own (a property), and `if let name`, `guard
        // let name = name` unwrap the same value.
        let unwrapsItself =
          (view.spells(position - 2, "if") || view.spells(position - 2, "guard")
            || view.isPunctuation(position - 2, .comma))
          && (!view.spells(position + 1, "=")
            || (position + 3 < view.count && view.text(position + 2) == name
              && !view.isPunctuation(position + 3, .dot)))
        if !view.isPunctuation(position + 1, .colon), !unwrapsItself { return true }
        continue
      }
      // A parameter list ending in `in`.
      var next = position + 1
      while next < use, next <= position + 8,
        view.isIdentifier(next) && !view.spells(next, "in") || view.isPunctuation(next, .comma)
          || view.isPunctuation(next, .closeParen)
      {
        next += 1
      }
      if view.spells(next, "in") { return true }
    }
    return false
  }

  /// Records the key Xcode extracts for an App Shortcut's phrase literals (`phrases: ["Open
  /// \(.applicationName)", "Show \(.applicationName)"]`): its first phrase, in the AppShortcuts
  /// table with `${applicationName}` placeholders, carrying every phrase (the source language's
  /// `stringSet`). Xcode marks the other phrases' keys stale (a11yland/Hissi-iOS,
  /// BenJrSky/pino).
  mutating func appendShortcut(phrases: [Int], in view: TokenView, api: LocalizationAPI) {
    guard let first = phrases.first else { return }
    let texts = phrases.compactMap { view[$0].stringLiteral.map(summaryKey(of:)) }
    append(
      literal: first, in: view, api: api, isParameterSummary: true, isCertain: true,
      table: LocalizableType.shortcutPhraseTable, phrases: texts)
  }

  /// Records one key literal.
  mutating func append(
    literal literalIndex: Int, in view: TokenView, api: LocalizationAPI,
    isParameterSummary: Bool = false, isCertain: Bool,
    comment: String? = nil, table: String? = nil, defaultValue: String? = nil,
    bundle: BundleReference? = nil, phrases: [String]? = nil, inAnyTable: Bool = false,
    argumentLabel: String? = nil, callerType: String? = nil, argumentCount: Int? = nil,
    isLookedUpWhereUsed: Bool = false
  ) {
    let token = view[literalIndex]
    guard let literal = token.stringLiteral,
      recorded.insert(token.range.lowerBound).inserted
    else { return }
    let isMacroCall = api.isMacroStyle && literal.isInterpolated
    let (key, lookups, isTyped) =
      isParameterSummary
      ? (summaryKey(of: literal), [], false)
      : isMacroCall ? (macroKey(of: literal), [], false) : keyAndLookups(of: literal)
    var extracted = ExtractedKey(
      key: key, location: location(of: token), api: api, comment: comment,
      table: table, defaultValue: defaultValue, bundle: bundle,
      isInterpolated: literal.isInterpolated && !isParameterSummary && !isMacroCall,
      isFirstArgument: view.isPunctuation(literalIndex - 1, .openParen), phrases: phrases)
    extracted.isTyped = extracted.isInterpolated && isTyped
    extracted.argumentLabel = argumentLabel
    extracted.callerType = callerType
    extracted.argumentCount = argumentCount
    extracted.isLookedUpWhereUsed = isLookedUpWhereUsed
    let isPossible = isPossible(at: token.range.lowerBound, isCertain: isCertain)
    if !lookups.isEmpty {
      pending.append(
        PendingSpecifier(
          location: extracted.location, isPossible: isPossible, placeholders: lookups))
    }
    guard !isPossible else {
      extracted.isPossibleInAnyTable = inAnyTable
      result.possibleKeys.append(extracted)
      return
    }
    result.keys.append(extracted)
    if isMacroCall { result.interpolatedMacroKeys.append(extracted) }
    if api.showsLiteral {
      result.userFacingLiterals.append(
        UserFacingLiteral(
          text: extracted.key, location: extracted.location, initializer: api.description))
    }
  }

  /// Literals shown as they are: `Text("a" + "b")`. Literals nested in calls, subscripts or
  /// closures (`dictionary["key"]`) are not the view's text.
  mutating func appendShownLiterals(
    of value: Range<Int>, in view: TokenView, api: LocalizationAPI
  ) {
    var position = value.lowerBound
    while position < value.upperBound {
      if view.isOpening(position) {
        position = view.after(position)
        continue
      }
      if let literal = view[position].stringLiteral {
        // `"legacy".localized`: a receiver the project's member may look up, not shown as is.
        result.userFacingLiterals.append(
          UserFacingLiteral(
            text: key(of: literal), location: location(of: view[position]),
            initializer: api.description,
            isShownVerbatim: !view.isPunctuation(position + 1, .dot)))
      }
      position += 1
    }
  }

  // MARK: Expressions of a localizable type

  /// The literals of the expression `range` that take `type`: the expression itself, both
  /// branches of a ternary, the sides of `??` (the right only possibly, unless the expression
  /// is `typed`: known to have `type`, not a `String`), an array or dictionary literal's
  /// elements for a collection type; `.init(...)` is recorded as the initializer of `type`, or
  /// of the first of `alternatives` that has a matching one.
  mutating func leaves(
    of range: Range<Int>, type: LocalizableType, in view: TokenView, typed: Bool = false,
    alternatives: [String] = []
  ) -> Leaves {
    var found = Leaves()
    if type.wrapper == .tuple, range.count >= 2, view.isPunctuation(range.lowerBound, .openParen),
      view.partner(range.lowerBound) == range.upperBound - 1
    {
      for (position, element) in view.arguments(
        from: range.lowerBound + 1, to: range.upperBound - 1
      ).enumerated() where type.tupleHolds(position) {
        found.append(leaves(of: element.value, type: type.element, in: view, typed: typed))
      }
      found.handled = true
      return found
    }
    let range = view.unparenthesized(range)
    guard !range.isEmpty else { return found }
    if type.isShortcutPhrase, !type.isCollection {
      // An App Shortcut phrase (an element of `phrases: ["Open \(.applicationName)"]`, whose
      // array the collection case below walks): a literal, of which the first is the key
      // (see `appendShortcut`). Negative phrases (`NegativeAppShortcutPhrases([...])`) are no
      // keys: nothing shows where Xcode puts them.
      found.handled = true
      if type.base == "AppShortcutPhrase", range.count == 1,
        view[range.lowerBound].stringLiteral != nil
      {
        found.literals.append((range.lowerBound, true))
      }
      return found
    }
    if range.count == 1 {
      if view[range.lowerBound].stringLiteral != nil, !type.isCollection {
        found.literals.append((range.lowerBound, true))
      }
      return found
    }
    // `"Save" as LocalizedStringKey`: a key `process` records with the type it is cast to.
    if view[range.lowerBound].stringLiteral != nil, view.spells(range.lowerBound + 1, "as") {
      found.handled = true
      return found
    }
    // `.init("k", table: "T")` where the type is known.
    if let callee = implicitInitializer(in: range, view) {
      var bases = [type.base] + alternatives
      // Where a `LocalizedStringKey` may be expected, `.init("k")` is its `init(_: String)`:
      // Swift prefers `String`, the default literal type, to another type's literal.
      if bases.contains("LocalizedStringKey"), stringArgument(of: callee, in: view) != nil {
        bases = ["LocalizedStringKey"]
      }
      for base in bases {
        guard let call = resolve(view, at: callee, contextType: base) else { continue }
        record(call, in: view, callees: [])
        found.handled = true
        break
      }
      return found
    }
    if type.isCollection, view.isPunctuation(range.lowerBound, .openBracket),
      view.partner(range.lowerBound) == range.upperBound - 1
    {
      for element in view.arguments(from: range.lowerBound + 1, to: range.upperBound - 1) {
        var value = element.value
        if type.wrapper == .dictionaryValue {
          if element.label != nil {
            value = element.value
          } else if let colon = view.firstTopLevel(
            in: value, where: { view.isPunctuation($0, .colon) })
          {
            value = (colon + 1)..<value.upperBound
          } else {
            continue
          }
        }
        found.append(leaves(of: value, type: type.element, in: view, typed: typed))
      }
      found.handled = true
      return found
    }
    if let ternary = view.ternaryBranches(in: range) {
      let ranges = [ternary.first, ternary.second]
      let branches = ranges.map {
        leaves(of: $0, type: type, in: view, typed: typed, alternatives: alternatives)
      }
      // A branch that is no literal (`flag ? "…" : name`) gives the ternary its type, which may
      // be `String` (unless the expression is `typed`): the other branch's literal is then only
      // possibly a key. `nil` gives it none (`count > 0 ? "\(count) found" : nil` for an
      // optional key).
      let isCertain =
        typed
        || zip(branches, ranges).allSatisfy { branch, range in
          let value = view.unparenthesized(range)
          return branch.literals.contains(where: \.isCertain) || branch.handled
            || (value.count == 1 && view.spells(value.lowerBound, "nil"))
            || isLocalizableName(value, in: view)
        }
      for var branch in branches {
        if !isCertain { branch.literals = branch.literals.map { ($0.index, false) } }
        found.append(branch)
      }
      return found
    }
    if let coalescing = view.firstTopLevel(in: range, where: { view.spells($0, "??") }) {
      let left = leaves(
        of: range.lowerBound..<coalescing, type: type, in: view, typed: typed,
        alternatives: alternatives)
      found.append(left)
      var right = leaves(
        of: (coalescing + 1)..<range.upperBound, type: type, in: view, typed: typed,
        alternatives: alternatives)
      // `name ?? "Default"` is a `String` when `name` is: the literal is then no key, unless
      // `name` is declared only with a localizable type. Of a member the project declares only
      // as a `String` (`day.workoutName ?? "Training"`, `workoutName: String?`), the literal is
      // not even possibly a key (Xcode marks it stale): known once every file is read.
      // A left side whose literal is a key (`voteCount.map { "(\($0))" } ?? ""`) makes the
      // expression the key's type.
      let value = view.unparenthesized(range.lowerBound..<coalescing)
      if !typed, !isLocalizableName(value, in: view), !left.literals.contains(where: \.isCertain) {
        right.literals = right.literals.map { ($0.index, false) }
        if let member = memberRead(value, in: view) {
          let owner = types.ownerType(ofMemberIn: value, of: view)
          for literal in right.literals {
            memberFallbacks.append(
              MemberFallback(
                location: location(of: view[literal.index]), member: member, owner: owner))
          }
        }
      }
      found.append(right)
    } else if let body = mappedBody(of: range, in: view) {
      // `voteCount.map { "(\($0))" }` where a key is expected: `map` of an optional returns
      // what its closure does, so the closure's literal takes the type (Awful/Awful.app's
      // `Text(option.voteCount.map { "(\($0))" } ?? "")`, whose two keys Xcode extracted).
      found.append(leaves(of: body, type: type, in: view, typed: typed, alternatives: alternatives))
    }
    return found
  }

  /// The expression a closure passed to `map` or `flatMap` returns, when `range` is such a call
  /// (`value.map { "(\($0))" }`, `value?.flatMap { count in "\(count)" }`) and the closure's
  /// body is that one expression (or `return` of it).
  func mappedBody(of range: Range<Int>, in view: TokenView) -> Range<Int>? {
    let close = range.upperBound - 1
    guard view.isPunctuation(close, .closeBrace), let open = view.partner(close),
      open - 2 > range.lowerBound, view.opensMapClosure(open)
    else { return nil }
    return view.returnedExpression(ofClosureAt: open)
  }

  /// The name of the member `value` reads from a value (`workoutName` of `day.workoutName`,
  /// `plan?.name`, `self.name`; not a bare name, which may be a parameter or a local), when it
  /// is only names, dots and optional chaining (no call, subscript or operator).
  func memberRead(_ value: Range<Int>, in view: TokenView) -> String? {
    let last = value.upperBound - 1
    guard value.count >= 3, view.isIdentifier(last), view.isPunctuation(last - 1, .dot),
      view.isIdentifier(value.lowerBound)
    else { return nil }
    for position in value.lowerBound..<last {
      guard
        view.isIdentifier(position) || view.isPunctuation(position, .dot)
          || view.spells(position, "?") || view.spells(position, "!")
      else { return nil }
    }
    return view.text(last)
  }

  /// Whether `value` is a name (`title`, `self.title`) the project declares only with a
  /// localizable type (`@State var title: LocalizedStringKey`): an expression of that type.
  func isLocalizableName(_ value: Range<Int>, in view: TokenView) -> Bool {
    let last = value.upperBound - 1
    return view.isIdentifier(last)
      && (value.count == 1
        || (value.count == 3 && view.spells(value.lowerBound, "self")
          && view.isPunctuation(value.lowerBound + 1, .dot)))
      && index.properties[view.text(last)] == false
  }

  /// Whether `value` is a name the function or initializer around it declares as a parameter
  /// of a localizable type (`func title(_ key: String.LocalizationValue) -> String {
  /// String(localized: key) }`): its callers' literals are keys where they are written.
  func isLocalizableParameter(_ value: Range<Int>, in view: TokenView) -> Bool {
    guard value.count == 1, view.isIdentifier(value.lowerBound) else { return false }
    let use = value.lowerBound
    let name = view.text(use)
    // The innermost function or initializer whose body holds the use (by byte offset: the use
    // may be in an interpolation's tokens), read in the file's tokens.
    let file = self.file.view
    let offset = view[use].range.lowerBound
    guard
      let span = functionSpans.last(where: {
        file[$0.body.lowerBound].range.lowerBound < offset
          && offset < file[$0.body.upperBound].range.lowerBound
      }),
      !Self.isRebound(
        name, before: use, after: file[span.body.lowerBound].range.lowerBound, in: view)
    else { return false }
    let parameters = span.parameters
    for parameter in file.parameters(from: parameters.lowerBound, to: parameters.upperBound) {
      // `_ key: String.LocalizationValue`, `title: LocalizedStringKey?`.
      guard let (names, start) = KeyExtractor.nameAndType(of: parameter, in: file),
        let inner = names.last, file.text(inner) == name
      else { continue }
      var type = start
      // `String.LocalizationValue`, `Foundation.LocalizedStringResource`, `SwiftUI.…`.
      while file.isIdentifier(type), file.isPunctuation(type + 1, .dot) { type += 2 }
      return ["LocalizedStringKey", "LocalizationValue", "LocalizedStringResource"].contains(
        file.text(type))
    }
    return false
  }

  /// Whether `value` is a member chain (`title`, `self.title`, `Self.title`,
  /// `OpenAlareControl.title`) whose last name the project declares only with a localizable
  /// type, or a call through such a chain of a function the project declares only to return
  /// one (`Self.dialog(isPaused: true)`, `func dialog(isPaused: Bool) -> IntentDialog`).
  func isLocalizableMember(_ value: Range<Int>, in view: TokenView) -> Bool {
    var chain = value
    var declared = index.properties
    if let last = value.last, view.isPunctuation(last, .closeParen), let open = view.partner(last),
      open > value.lowerBound
    {
      chain = value.lowerBound..<open
      declared = index.localizableFunctions
    }
    guard !chain.isEmpty, chain.count % 2 == 1 else { return false }
    for position in chain {
      let isName = (position - chain.lowerBound) % 2 == 0
      guard isName ? view.isIdentifier(position) : view.isPunctuation(position, .dot) else {
        return false
      }
    }
    return declared[view.text(chain.upperBound - 1)] == false
  }

  /// The string literal of a call `init("…")` that has exactly one argument, unlabeled and a
  /// lone literal.
  func stringArgument(of callee: Int, in view: TokenView) -> Int? {
    let arguments = view.callArguments(open: callee + 1)
    guard arguments.count == 1, arguments[0].label == nil, arguments[0].value.count == 1,
      view[arguments[0].value.lowerBound].stringLiteral != nil
    else { return nil }
    return arguments[0].value.lowerBound
  }

  /// The `init` of an expression that is exactly `.init(...)`, with or without trailing
  /// closures.
  func implicitInitializer(in range: Range<Int>, _ view: TokenView) -> Int? {
    guard range.count >= 4, view.isPunctuation(range.lowerBound, .dot),
      view.spells(range.lowerBound + 1, "init"),
      view.isPunctuation(range.lowerBound + 2, .openParen),
      var end = view.partner(range.lowerBound + 2).map({ $0 + 1 })
    else { return nil }
    // `.init(title: "Subject") { ... }`
    while end < range.upperBound, view.isPunctuation(end, .openBrace), let close = view.partner(end)
    {
      end = close + 1
    }
    return end == range.upperBound ? range.lowerBound + 1 : nil
  }

  /// Resolves the implicit `.init(...)` of an expression known to have `context`'s type (also
  /// the elements of an array literal of it, and both branches of a ternary).
  mutating func contextual(_ range: Range<Int>, _ context: ContextType, in view: TokenView) {
    let range = view.unparenthesized(range)
    guard range.count >= 2,
      let context = nestedContext(context, at: view[range.lowerBound].range.lowerBound)
    else { return }
    if context.isArray, view.isPunctuation(range.lowerBound, .openBracket),
      view.partner(range.lowerBound) == range.upperBound - 1
    {
      let element = ContextType(name: context.name)
      for item in view.arguments(from: range.lowerBound + 1, to: range.upperBound - 1) {
        let whole =
          item.label == nil ? item.value : (item.value.lowerBound - 2)..<item.value.upperBound
        contextual(whole, element, in: view)
      }
      return
    }
    if let callee = implicitInitializer(in: range, view) {
      if let call = resolve(view, at: callee, contextType: context.name) {
        record(call, in: view, callees: [])
      }
      return
    }
    if let ternary = view.ternaryBranches(in: range) {
      contextual(ternary.first, context, in: view)
      contextual(ternary.second, context, in: view)
    }
  }

  /// `context` named as Swift's lookup finds it at the byte `offset`: a nested type (or
  /// typealias) by its qualified name (`NS.Row` as written; `Row` in a type's body that nests
  /// one), else as it is; nil for a nested type with no initializer that localizes (not
  /// another type's of the same simple name).
  func nestedContext(_ context: ContextType, at offset: Int) -> ContextType? {
    // No type of the name takes a key (most declared types): nothing to tell apart.
    guard
      index.initializers[context.name] != nil
        || index.nestedInitializerNames.contains(context.name),
      let qualified = nestedType(named: context.name, qualifier: context.qualifier, at: offset)
    else { return context }
    guard index.initializers[qualified] != nil else { return nil }
    var nested = context
    nested.name = qualified
    nested.qualifier = nil
    return nested
  }

  /// What a declaration's value, or a body's returns, are expected to be.
  enum Expected {
    /// A localizable type: its literals are keys.
    case localizable(LocalizableType, LocalizationAPI)
    /// A project type with initializers that take keys: its `.init(...)` is resolved.
    case context(ContextType)
  }

  /// What the type in `range` makes a value of it: a localizable type, a project type whose
  /// initializers take keys, or nothing of interest.
  func expected(in view: TokenView, _ range: Range<Int>) -> Expected? {
    if let type = index.syntax.type(in: view, range) {
      return .localizable(type, declaredAPI(type))
    }
    // `Self` in an extension of a localizable type: `extension LocalizedStringResource {
    // static let welcome: Self = "Welcome" }`.
    if let base = localizableSelf(view, at: range.lowerBound),
      range.count == 1 || (range.count == 2 && view.spells(range.lowerBound + 1, "?"))
    {
      let type = LocalizableType(base: base, wrapper: .direct)
      return .localizable(type, declaredAPI(type))
    }
    guard var context = index.syntax.context(in: view, range) else { return nil }
    if context.name == "Self", range.lowerBound < view.count {
      context.name = enclosingType(at: view[range.lowerBound].range.lowerBound) ?? "Self"
    }
    // `let header: Header = .init(title: "…")` with `typealias Header = SettingsRow`.
    if index.initializers[context.name] == nil, let type = index.aliases[context.name] {
      context.name = type
    }
    // `let row: NS.Row = .init(…)`: the nested type's, not another `Row`'s.
    guard range.lowerBound < view.count,
      let nested = nestedContext(context, at: view[range.lowerBound].range.lowerBound)
    else { return nil }
    return index.initializers[nested.name] != nil ? .context(nested) : nil
  }

  /// Records what `range` holds, given what it is expected to be.
  mutating func record(_ range: Range<Int>, as expected: Expected, in view: TokenView) {
    if view.spells(range.lowerBound, "switch") || view.spells(range.lowerBound, "if") {
      statement(view, range, expected: expected)  // `let t: T = switch x { case .a: "A" ... }`
      return
    }
    switch expected {
    case .localizable(let type, let api): recordLeaves(of: range, type: type, api: api, in: view)
    case .context(let context): contextual(range, context, in: view)
    }
  }

  // MARK: Declarations

  /// `let name: T = value` and `var name: T { ... }` for a localizable `T`.
  mutating func typedDeclaration(_ view: TokenView, at position: Int) {
    guard view.isIdentifier(position + 1), view.isPunctuation(position + 2, .colon) else { return }
    let typeStart = position + 3
    var typeEnd = typeStart
    while typeEnd < view.count, !view.spells(typeEnd, "="),
      !view.isPunctuation(typeEnd, .openBrace),
      !view.isPunctuation(typeEnd, .comma), !view.isPunctuation(typeEnd, 0x3B),
      !view.isPunctuation(typeEnd, .closeBrace), !view.isPunctuation(typeEnd, .closeParen)
    {
      let next = view.after(typeEnd)
      if next < view.count, view[next].line > view[next - 1].line { typeEnd = next; break }
      typeEnd = next
    }
    guard let expected = expected(in: view, typeStart..<typeEnd) else { return }
    if view.spells(typeEnd, "=") {
      let end = expressionEnd(view, from: typeEnd + 1)
      // A `switch` or `if` expression that initializes a declaration: Xcode extracts its
      // literal branches (`let value: String.LocalizationValue = switch self { case .top:
      // "shiftTopHalf" ... }`, Kyome22/ShiftWindow and RunCat), but not the literals of its
      // tuple branches (`let titles: Titles = switch mode { case .a: (on: "A", off: "B") }`
      // leaves them out and marks them stale, mlem): those are only possibly keys.
      let wasTuples = tupleBranchesOnlyPossible
      tupleBranchesOnlyPossible =
        view.spells(typeEnd + 1, "switch") || view.spells(typeEnd + 1, "if")
      record((typeEnd + 1)..<end, as: expected, in: view)
      tupleBranchesOnlyPossible = wasTuples
    } else if view.isPunctuation(typeEnd, .openBrace) {
      returns(view, body: typeEnd, expected: expected)
    }
  }

  /// An enum whose raw type is localizable (`enum SortOrder: LocalizedStringResource { case
  /// title; case author = "Written by" }`): each case's raw value is a key, and a case without
  /// one has its name, as Swift makes it (Xcode extracts `title`; AndreasMaerki/
  /// swift-data-books).
  mutating func rawValueEnum(_ view: TokenView, at position: Int) {
    guard view.isTypeName(position + 1), view.isPunctuation(position + 2, .colon) else { return }
    var typeEnd = position + 3
    while typeEnd < view.count, view.isIdentifier(typeEnd) || view.isPunctuation(typeEnd, .dot) {
      typeEnd += 1
    }
    guard typeEnd > position + 3,
      case .localizable(let type, let api)? = expected(in: view, (position + 3)..<typeEnd),
      type.wrapper == .direct, !type.isParameterSummary
    else { return }
    var brace = typeEnd
    while brace < view.count, !view.isPunctuation(brace, .openBrace) { brace = view.after(brace) }
    guard brace < view.count, let close = view.partner(brace) else { return }
    var member = brace + 1
    while member < close {
      // Only the enum's own cases, not those of a `switch` in one of its members.
      guard view.spells(member, "case") else {
        member = view.after(member)
        continue
      }
      var element = member + 1
      while element < close, view.isIdentifier(element) {
        if view.spells(element + 1, "="), element + 2 < close,
          view[element + 2].stringLiteral != nil
        {
          recordLeaves(of: (element + 2)..<(element + 3), type: type, api: api, in: view)
          element += 3
        } else {
          appendImplicit(name: element, in: view, api: api)
          element += 1
        }
        guard view.isPunctuation(element, .comma) else { break }
        element += 1
      }
      member = element
    }
  }

  /// The raw value Swift gives a case of a localizable raw type that has none: its name.
  mutating func appendImplicit(name: Int, in view: TokenView, api: LocalizationAPI) {
    let token = view[name]
    guard recorded.insert(token.range.lowerBound).inserted else { return }
    let key = ExtractedKey(
      key: view.text(name), location: location(of: token), api: api, comment: nil, table: nil,
      defaultValue: nil, bundle: nil, isInterpolated: false)
    if isPossible(at: token.range.lowerBound, isCertain: true) {
      result.possibleKeys.append(key)
    } else {
      result.keys.append(key)
    }
  }

  /// Whether a key found at byte `offset` is only a possible key: it is not certain, or it is
  /// in dead code or a `#Preview` body, or found while keys are only possible.
  func isPossible(at offset: Int, isCertain: Bool) -> Bool {
    !isCertain || onlyPossible || possibleOnlyCode.contains { $0.contains(offset) }
  }

  /// Parameter defaults of `func` and `init`, and the return values of a function whose return
  /// type is localizable.
  mutating func functionDeclaration(_ view: TokenView, at position: Int) {
    var open = position + 1
    while open < view.count, !view.isPunctuation(open, .openParen) {
      if view.isPunctuation(open, .openBrace) || open > position + 40 { return }
      open += 1
    }
    guard let close = view.partner(open), close < view.count else { return }
    for argument in view.arguments(from: open + 1, to: close) {
      // `label name: Type = default`
      var colon: Int?
      var position =
        argument.label == nil ? argument.value.lowerBound : argument.value.lowerBound - 1
      while position < argument.value.upperBound {
        if view.isPunctuation(position, .colon) { colon = position; break }
        if !view.isIdentifier(position) { break }
        position += 1
      }
      guard let colon,
        let equals = view.firstTopLevel(
          in: (colon + 1)..<argument.value.upperBound, where: { view.spells($0, "=") }),
        let expected = expected(in: view, (colon + 1)..<equals)
      else { continue }
      record((equals + 1)..<argument.value.upperBound, as: expected, in: view)
    }
    guard view.spells(position, "func") else { return }
    var arrow = close + 1
    while arrow < view.count, !view.spells(arrow, "->") {
      if view.isPunctuation(arrow, .openBrace) || view.isPunctuation(arrow, .closeBrace) { return }
      arrow += 1
    }
    var body = arrow + 1
    while body < view.count, !view.isPunctuation(body, .openBrace), !view.spells(body, "where") {
      if view.isPunctuation(body, .closeBrace) { return }
      body = view.after(body)
    }
    guard let expected = expected(in: view, (arrow + 1)..<body) else { return }
    while body < view.count, !view.isPunctuation(body, .openBrace) { body = view.after(body) }
    returns(view, body: body, expected: expected)
  }

  /// `name = value` for a property the project (or the SDK) declares with a localizable type.
  mutating func assignment(_ view: TokenView, at position: Int) {
    if view.spells(position - 1, "let") || view.spells(position - 1, "var")
      || view.spells(position - 1, "case") || view.spells(position - 1, "typealias")
    {
      return
    }
    let name = view.text(position)
    let end = expressionEnd(view, from: position + 2)
    // Certain only for a name this file declares with a localizable type (and no other type
    // elsewhere), assigned on `self` or bare; any other receiver may be another type's.
    var isCertain: Bool
    let offset = view[position].range.lowerBound
    let declaration = localProperties[name].flatMap { list in
      list.last { $0.offset < offset } ?? list.first
    }
    if case .context(let context)? = declaration?.expected {
      contextual((position + 2)..<end, context, in: view)
      return
    }
    if declaration != nil, index.properties[name] != true {
      isCertain = !view.isPunctuation(position - 1, .dot) || view.spells(position - 2, "self")
    } else if index.properties[name] != nil
      || (index.sdkProperties.contains(name) && view.isPunctuation(position - 1, .dot))
    {
      isCertain = false
    } else {
      return
    }
    var type = LocalizableType(base: "LocalizedStringKey", wrapper: .direct)
    if case .localizable(let declared, _)? = declaration?.expected { type = declared }
    let found = leaves(of: (position + 2)..<end, type: type, in: view, typed: isCertain)
    for (literal, certain) in found.literals {
      append(literal: literal, in: view, api: .declared(name), isCertain: certain && isCertain)
    }
  }

  /// `list += [a, b]` for a local array of a localizable or project type: the array literal's
  /// elements are elements of it.
  mutating func appendedElements(_ view: TokenView, at position: Int) {
    let offset = view[position].range.lowerBound
    guard
      let declaration = localProperties[view.text(position)].flatMap({ list in
        list.last { $0.offset < offset } ?? list.first
      })
    else { return }
    let value = (position + 2)..<expressionEnd(view, from: position + 2)
    switch declaration.expected {
    case .localizable(let type, let api) where type.wrapper == .array:
      recordLeaves(of: value, type: type, api: api, in: view)
    case .context(let context) where context.isArray:
      contextual(value, context, in: view)
    default:
      break
    }
  }

  /// `list.append(value)` for a local array of a localizable or project type: `value` is an
  /// element of it.
  mutating func appended(_ view: TokenView, at position: Int) {
    guard isOwnName(view, at: position - 2) else { return }
    let offset = view[position].range.lowerBound
    guard
      let declaration = localProperties[view.text(position - 2)].flatMap({ list in
        list.last { $0.offset < offset } ?? list.first
      }),
      let argument = view.callArguments(open: position + 1).first
    else { return }
    // `append(x)`, `insert(x, at: 0)`: an element; `append(contentsOf: [x, y])`: elements.
    let isElements = argument.label == "contentsOf"
    guard argument.label == nil || isElements else { return }
    switch declaration.expected {
    case .localizable(let type, let api) where type.wrapper == .array:
      recordLeaves(of: argument.value, type: isElements ? type : type.element, api: api, in: view)
    case .context(let context) where context.isArray:
      contextual(
        argument.value, isElements ? context : ContextType(name: context.name), in: view)
    default:
      break
    }
  }

  /// Whether the name at `position` is one of this file's own (`items`, `self.items`), not a
  /// member of another value (`other.items`).
  func isOwnName(_ view: TokenView, at position: Int) -> Bool {
    guard view.isIdentifier(position) else { return false }
    guard view.isPunctuation(position - 1, .dot) else { return true }
    return view.spells(position - 2, "self") && !view.isPunctuation(position - 3, .dot)
  }

  /// The API name for a literal of a declared type.
  func declaredAPI(_ type: LocalizableType) -> LocalizationAPI {
    index.keyTypes.contains(type.base) ? .projectFunction(type.base) : .declared(type.base)
  }

  mutating func recordLeaves(
    of range: Range<Int>, type: LocalizableType, api: LocalizationAPI, in view: TokenView
  ) {
    // The expression has the declared type: `name ?? "Default"` there is a key too.
    let found = leaves(of: range, type: type, in: view, typed: true)
    if type.isShortcutPhrase {
      appendShortcut(phrases: found.literals.map(\.index), in: view, api: api)
      return
    }
    for (literal, certain) in found.literals {
      let token = view[literal]
      guard !recorded.contains(token.range.lowerBound) else { continue }
      append(
        literal: literal, in: view, api: api, isParameterSummary: type.isParameterSummary,
        isCertain: certain)
      if case .projectFunction = api, certain {
        result.calls.append(
          LocalizationCallSite(api: api, location: location(of: token), isLiteral: true))
      }
    }
  }

  /// Where an expression starting at `start` ends: a top-level `,`, `)`, `]`, `}` or `;`, or
  /// the end of its statement.
  func expressionEnd(_ view: TokenView, from start: Int) -> Int {
    let statement = view.statementEnd(from: start, limit: view.count)
    var position = start
    while position < statement {
      if view.isPunctuation(position, .comma) || view.isPunctuation(position, .closeParen)
        || view.isPunctuation(position, .closeBracket) || view.isPunctuation(position, .closeBrace)
        || view.isPunctuation(position, 0x3B)
      {
        return position
      }
      position = view.after(position)
    }
    return statement
  }

  /// The values a body returns, for a function or computed property of localizable `type`:
  /// `return` statements and lone expression statements (implicit returns, `switch` case
  /// bodies), through `if`, `guard`, `switch` and `do` blocks but not closures or nested
  /// functions.
  mutating func returns(_ view: TokenView, body open: Int, expected: Expected) {
    guard view.isPunctuation(open, .openBrace), let close = view.partner(open) else { return }
    var start = open + 1
    // Accessors: `get { ... }`, `get async throws { ... }`; `set` and observers return nothing.
    if view.spells(start, "get") || view.spells(start, "set") || view.spells(start, "willSet")
      || view.spells(start, "didSet") || view.isPunctuation(start, 0x40)
    {
      var position = start
      while position < close {
        if view.spells(position, "get") {
          var brace = position + 1
          while brace < close, !view.isPunctuation(brace, .openBrace) { brace += 1 }
          returns(view, body: brace, expected: expected)
          return
        }
        position = view.after(position)
      }
      if !view.spells(start, "get") { return }
      start += 1
    }
    statements(view, in: start..<close, expected: expected)
  }

  mutating func statements(_ view: TokenView, in range: Range<Int>, expected: Expected) {
    var start = range.lowerBound
    while start < range.upperBound {
      if view.isPunctuation(start, 0x3B) {
        start += 1
        continue
      }
      // `case .a, .b:` / `default:` labels of a switch.
      if view.spells(start, "case") || view.spells(start, "default") {
        var position = start
        while position < range.upperBound, !view.isPunctuation(position, .colon) {
          position = view.after(position)
        }
        start = position + 1
        continue
      }
      if view.isPunctuation(start, 0x40) {  // @unknown default:
        start += 2
        continue
      }
      let end = view.statementEnd(from: start, limit: range.upperBound)
      statement(view, start..<max(end, start + 1), expected: expected)
      start = max(end, start + 1)
    }
  }

  mutating func statement(_ view: TokenView, _ range: Range<Int>, expected: Expected) {
    let first = range.lowerBound
    if view.spells(first, "return") {
      record((first + 1)..<range.upperBound, as: expected, in: view)
      return
    }
    let controlFlow: Set<String> = [
      "if", "guard", "switch", "for", "while", "do", "repeat", "else",
    ]
    if view.isIdentifier(first), controlFlow.contains(view.text(first)) {
      var position = first
      while position < range.upperBound {
        if view.isPunctuation(position, .openBrace), let close = view.partner(position) {
          statements(view, in: (position + 1)..<min(close, range.upperBound), expected: expected)
        }
        position = view.after(position)
      }
      return
    }
    // A lone expression (a literal, a ternary of literals) is an implicit return; declarations
    // and assignments are not.
    if view.isIdentifier(first), statementKeywords.contains(view.text(first)) { return }
    if view.firstTopLevel(in: range, where: { isAssignment($0, in: view) }) != nil { return }
    guard tupleBranchesOnlyPossible, view.isPunctuation(first, .openParen) else {
      record(range, as: expected, in: view)
      return
    }
    let wasPossible = onlyPossible
    onlyPossible = true
    record(range, as: expected, in: view)
    onlyPossible = wasPossible
  }

  /// Whether the token at `position` is an assignment operator (`=`, `+=`...).
  func isAssignment(_ position: Int, in view: TokenView) -> Bool {
    guard view.isOperator(position) else { return false }
    let range = view[position].range
    guard bytes[range.upperBound - 1] == 0x3D else { return false }  // ends with `=`
    if range.count == 1 { return true }
    let before = bytes[range.upperBound - 2]
    // `==`, `!=`, `<=`, `>=`, `===`, `!==` compare.
    return !(before == 0x3D || before == 0x21 || before == 0x3C || before == 0x3E)
  }

  /// The key Xcode would give a literal: each interpolation becomes the specifier for its
  /// declared type (or the literal given as `specifier:`).
  func key(of literal: SwiftStringLiteral) -> String {
    keyAndLookups(of: literal).key
  }

  /// The key of an App Intents parameter summary: each interpolated parameter
  /// (`\(\.$settings)`, `\(\Self.$type)`) is `${name}`, as Xcode writes it, and a `%` is
  /// itself (no format string).
  func summaryKey(of literal: SwiftStringLiteral) -> String {
    var key = ""
    for segment in literal.segments {
      switch segment {
      case .text(let text): key += text
      case .interpolation(let tokens):
        let name = tokens.last { $0.kind == .identifier }.map {
          String(decoding: bytes[$0.range], as: UTF8.self)
        }
        key += "${" + (name.map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 } ?? "") + "}"
      }
    }
    return key
  }

  /// The key Xcode extracts from an interpolated literal passed to `NSLocalizedString` (or
  /// another `LOCALIZED_STRING_MACRO_NAMES` function), which it reads as text, not as Swift:
  /// `\(` is an unknown escape that stands for `(`, so `"\(count) files"` is the key
  /// `"(count) files"`, not `"%lld files"` (BDRobby/AuthenticKey).
  func macroKey(of literal: SwiftStringLiteral) -> String {
    var key = ""
    for segment in literal.segments {
      switch segment {
      case .text(let text): key += text
      case .interpolation(let tokens):
        guard let first = tokens.first, let last = tokens.last else {
          key += "()"
          continue
        }
        // The text between the parentheses as written, spaces included.
        var start = first.range.lowerBound
        while start > 0, bytes[start - 1] == .space { start -= 1 }
        var end = last.range.upperBound
        while end < bytes.count, bytes[end] == .space { end += 1 }
        key += "(" + String(decoding: bytes[start..<end], as: UTF8.self) + ")"
      }
    }
    return key
  }

  /// ``key(of:)``, with the placeholders whose type another file may declare (each `%@`'s
  /// offset in the key, and the member's name), and whether this file types every
  /// interpolation (see `ExtractedKey.isTyped`).
  func keyAndLookups(of literal: SwiftStringLiteral) -> (
    key: String, lookups: [PendingSpecifier.Placeholder], isTyped: Bool
  ) {
    var lookups: [PendingSpecifier.Placeholder] = []
    var isTyped = true
    let key = literal.formatKey { tokens, offset in
      switch types.inference(for: tokens, in: bytes) {
      case .known(let specifier): return specifier
      case .unknown:
        isTyped = false
        return "%@"
      case .guess(let specifier):
        isTyped = false
        return specifier
      case .lookup(let name, let owner, let via, let fallback):
        // Written with the fallback (`%lld` for `price ?? 0`) until the project types it.
        lookups.append(
          .init(offset: offset, name: name, owner: owner, via: via, fallback: fallback))
        return fallback ?? "%@"
      }
    }
    return (key, lookups, isTyped && lookups.isEmpty)
  }
}
