import Foundation

/// A value of an expression in a Swift manifest (Tuist's `Project.swift`), worked out from its
/// tokens without running it. The calls that describe a project (`.target(name: ...)`,
/// `Project(...)`) stay calls, with their arguments worked out; `unknown` is what cannot be
/// worked out, with where it is.
indirect enum ManifestValue: Sendable {
  case string(String)
  case bool(Bool)
  case number(String)
  case array([ManifestValue])
  case dictionary([(key: ManifestValue, value: ManifestValue)])
  /// A call of an API the manifest does not declare, by the last name of its callee
  /// (`.target(...)`, `Target.target(...)` and `Target(...)` are `target` and `Target`), and
  /// where it is (for notes: also a call of the manifest's own function whose arguments fit
  /// none of its declarations).
  case call(String, [ManifestArgument], ManifestLocation)
  /// An implicit member or a member of a type (`.app`, `Product.app`).
  case member(String)
  /// A type used as a value (`Target` in `Target.target(...)`).
  case type(String)
  case `nil`
  case unknown(ManifestLocation)

  /// The text of a string.
  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The elements of an array.
  var array: [ManifestValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// Where the value could not be worked out.
  var unknownLocation: ManifestLocation? {
    if case .unknown(let location) = self { return location }
    return nil
  }

  /// Where a note about the value points: where it could not be worked out, or the call.
  var noteLocation: ManifestLocation? {
    if case .call(_, _, let location) = self { return location }
    return unknownLocation
  }

  /// The name of a call (`call(name, _)`).
  var callName: String? {
    if case .call(let name, _, _) = self { return name }
    return nil
  }

  /// The value of the argument labelled `label` of a call.
  subscript(label: String) -> ManifestValue? {
    guard case .call(_, let arguments, _) = self else { return nil }
    return arguments.first { $0.label == label }?.value
  }

  /// The unlabelled arguments of a call.
  var unlabelledArguments: [ManifestValue] {
    guard case .call(_, let arguments, _) = self else { return [] }
    return arguments.filter { $0.label == nil }.map(\.value)
  }
}

/// One argument of a `ManifestValue.call`.
struct ManifestArgument: Sendable {
  var label: String?
  var value: ManifestValue
}

/// Where an expression that could not be worked out is, and its text.
struct ManifestLocation: Sendable {
  var path: String
  var line: Int
  var column: Int
  /// The tokens the excerpt is read from, and where it starts: the excerpt is made only when a
  /// note shows it (an evaluation makes many locations it never shows).
  private var cursor: Cursor?
  private var index = 0
  private var fixedExcerpt = ""

  /// A location with its excerpt given.
  init(path: String, line: Int, column: Int, excerpt: String) {
    self.path = path
    self.line = line
    self.column = column
    fixedExcerpt = excerpt
  }

  /// The location of the token at `index` of `cursor`.
  init(_ cursor: Cursor, at index: Int) {
    let token = cursor.tokens[index]
    path = cursor.source.path
    line = token.line
    column = token.column
    self.cursor = cursor
    self.index = index
  }

  /// The text of the expression, shortened for a note.
  var excerpt: String { cursor?.excerpt(at: index) ?? fixedExcerpt }
}

/// Works out the values of a Swift manifest's constants from its tokens (`SwiftLexer`), never
/// running it: literals (strings with interpolations), arrays, dictionaries, `+` of strings and
/// arrays, `? :`, `??`, `==`, `!`, `&&`, `||`, the manifest's own constants, computed
/// properties and functions (parameters with defaults, local `let` and `var`, `append`, `+=`,
/// `if`, `for`, `return`), and `map`, `flatMap` and `compactMap` with a closure. Every other
/// call is kept as a `ManifestValue.call` for the caller to read. Helper files (Tuist's
/// `ProjectDescriptionHelpers`) declare more constants and functions.
struct ManifestEvaluator {
  struct Source: Sendable {
    let path: String
    let bytes: [UInt8]
    let tokens: [SwiftToken]
  }

  /// A function, computed property or closure body to run.
  struct Function {
    let source: Int
    let parameters: [Parameter]
    /// The tokens between the body's braces.
    let body: Range<Int>
  }

  struct Parameter {
    /// The argument label (`nil` for `_`).
    let label: String?
    let name: String
    let defaultValue: Range<Int>?
    let isVariadic: Bool
  }

  /// How deep calls and constants may nest, and how many expressions one evaluation may
  /// work out: a manifest that recurses or loops too long gives `unknown`.
  static let maximumDepth = 64
  static let maximumSteps = 20_000

  private(set) var sources: [Source] = []
  private var constants: [String: (source: Int, range: Range<Int>)] = [:]
  /// The types the sources declare (nested ones too).
  private var typeNames: Set<String> = []
  /// The manifest's own top-level constants, in order.
  private(set) var topLevelNames: [String] = []
  private var functions: [String: [Function]] = [:]
  private var cache: [String: ManifestValue] = [:]
  private var inProgress: Set<String> = []
  private var depth = 0
  private var steps = 0

  /// An evaluator of the declarations of `files` (path and contents), in order.
  init(files: [(path: String, bytes: [UInt8])]) {
    for file in files {
      let lexer = SwiftLexer(file.bytes, keepsComments: false)
      let tokens = lexer.tokensWithoutDirectives
      sources.append(Source(path: file.path, bytes: file.bytes, tokens: tokens))
      declare(in: sources.count - 1, range: 0..<tokens.count)
    }
  }

  /// The value of the constant `name` (a top-level `let` or `var`, or a `static let`).
  mutating func constant(_ name: String) -> ManifestValue? {
    guard constants[name] != nil || functions[name] != nil else { return nil }
    return lookUp(name, at: nil)
  }

  // MARK: Declarations

  private static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "static", "class",
    "final", "nonisolated", "override", "lazy", "mutating", "dynamic", "indirect",
  ]

  /// Records the constants and functions declared in `range` of a source: at the top level,
  /// and inside the bodies of extensions and types.
  ///
  /// A member of a type is recorded under its own name (the first of that name wins) and under
  /// `Type.name` (`BuildSetting.App.base` and `BuildSetting.Widget.base` are both found).
  private mutating func declare(in source: Int, range: Range<Int>, owner: String? = nil) {
    let c = cursor(source, range.lowerBound, range.upperBound)
    var index = range.lowerBound
    while index < range.upperBound {
      var start = index
      while start < range.upperBound, c.isPunctuation(start, UInt8(ascii: "@")) {
        start = c.skipAttribute(start)
      }
      // (`class` is a modifier in `class func`, a declaration in `class Factory {`.)
      while start < range.upperBound, c.isIdentifier(start),
        Self.modifiers.contains(String(c.text(start))),
        !(c.isIdentifier(start, "class") && !c.isIdentifier(start + 1, "func")
          && !c.isIdentifier(start + 1, "var"))
      {
        start += 1
        if c.isPunctuation(start, .openParen), let close = c.closing(start) { start = close + 1 }
      }
      let end = c.statementEnd(from: start)
      let keyword = c.isIdentifier(start) ? String(c.text(start)) : ""
      switch keyword {
      case "let", "var":
        if c.isIdentifier(start + 1) {
          let name = String(c.text(start + 1))
          if let equals = span(start + 2, end).first(where: {
            c.isOperator($0, "=") && c.depth0(start, $0)
          }) {
            constants[name] = constants[name] ?? (source, (equals + 1)..<end)
            if let owner { constants[owner + "." + name] = (source, (equals + 1)..<end) }
            if owner == nil, source == 0 { topLevelNames.append(name) }
          } else if let open = span(start + 2, end).first(where: { c.isPunctuation($0, .openBrace) }
          ),
            let close = c.closing(open)
          {
            // A computed property: a function without parameters, called by its name.
            let property = Function(source: source, parameters: [], body: (open + 1)..<close)
            functions[name, default: []].append(property)
            if let owner { functions[owner + "." + name, default: []].append(property) }
          }
        }
      case "func":
        if c.isIdentifier(start + 1),
          let function = function(in: source, nameAt: start + 1, end: end)
        {
          let name = String(c.text(start + 1))
          functions[name, default: []].append(function)
          if let owner { functions[owner + "." + name, default: []].append(function) }
        }
      case "extension", "struct", "enum", "class", "actor", "protocol":
        if let open = span(start, end).first(where: { c.isPunctuation($0, .openBrace) }),
          let close = c.closing(open)
        {
          // `extension String`, `struct projects`: the type whose members follow (the last
          // component of a qualified name).
          var name = owner
          var at = start + 1
          while c.isIdentifier(at) {
            name = String(c.text(at))
            guard c.isPunctuation(at + 1, .dot) else { break }
            at += 2
          }
          if let name, keyword != "extension" { typeNames.insert(name) }
          declare(in: source, range: (open + 1)..<close, owner: name)
        }
      default:
        break
      }
      index = max(end, start + 1)
    }
  }

  /// The function whose name is at `nameAt`: its parameters and body.
  private func function(in source: Int, nameAt: Int, end: Int) -> Function? {
    let c = cursor(source, nameAt, end)
    var open = nameAt + 1
    if c.isOperator(open, "<") {
      // Generic parameters: skip to the matching `>`.
      var level = 0
      while open < end {
        if c.isOperator(open, "<") { level += 1 }
        if c.isOperator(open, ">") { level -= 1 }
        open += 1
        if level == 0 { break }
      }
    }
    guard c.isPunctuation(open, .openParen), let close = c.closing(open),
      let bodyOpen = span(close, end).first(where: { c.isPunctuation($0, .openBrace) }),
      let bodyClose = c.closing(bodyOpen)
    else { return nil }
    var parameters: [Parameter] = []
    for part in c.commaSeparated(open: open, close: close) {
      guard c.isIdentifier(part.lowerBound) else { continue }
      let first = String(c.text(part.lowerBound))
      var nameIndex = part.lowerBound
      var label: String? = first
      if c.isIdentifier(part.lowerBound + 1) {
        nameIndex = part.lowerBound + 1
        if first == "_" { label = nil }
      }
      let name = String(c.text(nameIndex))
      let equals = part.first { c.isOperator($0, "=") && c.depth0(part.lowerBound, $0) }
      let variadic = part.contains { c.isOperator($0, "...") }
      parameters.append(
        Parameter(
          label: label, name: name, defaultValue: equals.map { ($0 + 1)..<part.upperBound },
          isVariadic: variadic))
    }
    return Function(source: source, parameters: parameters, body: (bodyOpen + 1)..<bodyClose)
  }

  // MARK: Looking up names

  typealias Scope = [String: ManifestValue]

  private mutating func lookUp(_ name: String, at location: ManifestLocation?) -> ManifestValue {
    if let cached = cache[name] { return cached }
    let unknown = ManifestValue.unknown(
      location
        ?? ManifestLocation(path: sources.first?.path ?? "", line: 0, column: 0, excerpt: name))
    guard !inProgress.contains(name) else { return unknown }
    inProgress.insert(name)
    defer { inProgress.remove(name) }
    var value: ManifestValue = unknown
    if let declared = constants[name] {
      var c = cursor(declared.source, declared.range.lowerBound, declared.range.upperBound)
      var scope = Scope()
      value = expression(&c, scope: &scope)
    } else if let property = functions[name]?.first(where: { $0.parameters.isEmpty }) {
      value = run(property, arguments: [], location: location) ?? unknown
    }
    cache[name] = value
    return value
  }

  // MARK: Running functions

  /// The result of calling `function` with `arguments`; `nil` when they do not fit its
  /// parameters.
  private mutating func run(
    _ function: Function, arguments: [ManifestArgument], location: ManifestLocation?
  ) -> ManifestValue? {
    var scope = Scope()
    var next = 0
    for parameter in function.parameters {
      if parameter.isVariadic {
        var values: [ManifestValue] = []
        while next < arguments.count,
          arguments[next].label == (values.isEmpty ? parameter.label : nil)
        {
          values.append(arguments[next].value)
          next += 1
        }
        scope[parameter.name] = .array(values)
      } else if next < arguments.count, arguments[next].label == parameter.label {
        scope[parameter.name] = arguments[next].value
        next += 1
      } else if let defaultValue = parameter.defaultValue {
        var c = cursor(function.source, defaultValue.lowerBound, defaultValue.upperBound)
        var defaults = Scope()
        scope[parameter.name] = expression(&c, scope: &defaults)
      } else {
        return nil
      }
    }
    guard next == arguments.count else { return nil }
    let unknown = ManifestValue.unknown(
      location ?? self.location(function.source, function.body.lowerBound))
    guard depth < Self.maximumDepth else { return unknown }
    depth += 1
    defer { depth -= 1 }
    switch block(function.body, in: function.source, scope: &scope) {
    case .returned(let value): return value
    case .finished(let last): return last ?? unknown
    case .unknown(let location): return .unknown(location)
    }
  }

  /// How a block of statements ended.
  private enum Outcome {
    /// A `return`, with its value.
    case returned(ManifestValue)
    /// The end of the block; the value of its only statement when that is an expression (an
    /// implicit return).
    case finished(ManifestValue?)
    /// A statement that decides what follows could not be worked out.
    case unknown(ManifestLocation)
  }

  private mutating func block(_ range: Range<Int>, in source: Int, scope: inout Scope) -> Outcome {
    let c = cursor(source, range.lowerBound, range.upperBound)
    var index = range.lowerBound
    var statements = 0
    var lastExpression: ManifestValue?
    while index < range.upperBound {
      let end = c.statementEnd(from: index)
      statements += 1
      let keyword = c.isIdentifier(index) ? String(c.text(index)) : ""
      var next = max(end, index + 1)
      switch keyword {
      case "let", "var":
        guard c.isIdentifier(index + 1) else { break }
        let name = String(c.text(index + 1))
        if let equals = span(index + 2, end).first(where: {
          c.isOperator($0, "=") && c.depth0(index, $0)
        }) {
          var e = cursor(source, equals + 1, end)
          scope[name] = expression(&e, scope: &scope)
        } else {
          scope[name] = .unknown(location(source, index))
        }
      case "return":
        guard index + 1 < end else { return .returned(.nil) }
        var e = cursor(source, index + 1, end)
        return .returned(expression(&e, scope: &scope))
      case "if", "guard":
        let (outcome, after) = conditional(
          at: index, in: source, limit: range.upperBound, scope: &scope)
        next = after
        if let outcome { return outcome }
      case "for":
        let (outcome, after) = loop(at: index, in: source, limit: range.upperBound, scope: &scope)
        next = after
        if let outcome { return outcome }
      case "switch", "while", "repeat", "do", "throw", "fatalError", "preconditionFailure":
        return .unknown(location(source, index))
      default:
        if let outcome = assignment(from: index, to: end, in: source, scope: &scope) {
          if case .unknown = outcome { return outcome }
        } else {
          var e = cursor(source, index, end)
          lastExpression = expression(&e, scope: &scope)
        }
      }
      index = next
    }
    return .finished(statements == 1 ? lastExpression : nil)
  }

  /// `name = value`, `name += value`, `name.append(value)`, `name.append(contentsOf: value)`
  /// on a local; `nil` when the statement is none of them.
  private mutating func assignment(
    from start: Int, to end: Int, in source: Int, scope: inout Scope
  ) -> Outcome? {
    let c = cursor(source, start, end)
    guard c.isIdentifier(start) else { return nil }
    let name = String(c.text(start))
    if c.isOperator(start + 1, "=") || c.isOperator(start + 1, "+=") {
      var e = cursor(source, start + 2, end)
      let value = expression(&e, scope: &scope)
      scope[name] =
        c.isOperator(start + 1, "=")
        ? value : Self.plus(scope[name] ?? value, value, location(source, start))
      return .finished(nil)
    }
    guard c.isPunctuation(start + 1, .dot), c.isIdentifier(start + 2, "append"),
      c.isPunctuation(start + 3, .openParen), let close = c.closing(start + 3)
    else { return nil }
    let parts = c.commaSeparated(open: start + 3, close: close)
    guard parts.count == 1, let current = scope[name] else { return nil }
    let contentsOf =
      c.isIdentifier(parts[0].lowerBound, "contentsOf")
      && c.isPunctuation(parts[0].lowerBound + 1, .colon)
    var e = cursor(source, parts[0].lowerBound + (contentsOf ? 2 : 0), parts[0].upperBound)
    let value = expression(&e, scope: &scope)
    scope[name] = Self.plus(current, contentsOf ? value : .array([value]), location(source, start))
    return .finished(nil)
  }

  /// `if`, `if ... else if ... else`, `guard ... else { }` at `start`: the outcome of the
  /// branch taken when it returns, and where the statement ends.
  private mutating func conditional(
    at start: Int, in source: Int, limit: Int, scope: inout Scope
  ) -> (Outcome?, Int) {
    let c = cursor(source, start, limit)
    let isGuard = c.isIdentifier(start, "guard")
    var index = start
    while true {
      // The condition runs to the `{` of the branch (a `{` at depth 0 of the condition).
      var open = index + 1
      while open < limit, !(c.isPunctuation(open, .openBrace) && c.depth0(index + 1, open)) {
        if c.isIdentifier(open, "else"), isGuard { break }
        open += 1
      }
      if isGuard {
        guard c.isIdentifier(open, "else") else {
          return (.unknown(location(source, start)), limit)
        }
        open += 1
      }
      guard open < limit, c.isPunctuation(open, .openBrace), let close = c.closing(open) else {
        return (.unknown(location(source, start)), limit)
      }
      var e = cursor(source, index + 1, isGuard ? open - 1 : open)
      let condition = expression(&e, scope: &scope)
      guard case .bool(let holds) = condition, e.atEnd else {
        return (.unknown(condition.unknownLocation ?? location(source, index)), close + 1)
      }
      let taken = isGuard ? !holds : holds
      var after = close + 1
      if taken {
        // Skip the rest of the chain.
        while c.isIdentifier(after, "else") {
          var next = after + 1
          while next < limit, !c.isPunctuation(next, .openBrace) { next += 1 }
          guard let end = c.closing(next) else { break }
          after = end + 1
        }
        let outcome = block((open + 1)..<close, in: source, scope: &scope)
        if case .finished = outcome { return (nil, after) }
        return (outcome, after)
      }
      guard !isGuard, c.isIdentifier(after, "else") else { return (nil, after) }
      if c.isIdentifier(after + 1, "if") {
        index = after + 1
        continue
      }
      guard c.isPunctuation(after + 1, .openBrace), let elseClose = c.closing(after + 1) else {
        return (.unknown(location(source, after)), limit)
      }
      let outcome = block((after + 2)..<elseClose, in: source, scope: &scope)
      if case .finished = outcome { return (nil, elseClose + 1) }
      return (outcome, elseClose + 1)
    }
  }

  /// `for name in sequence { ... }` at `start`.
  private mutating func loop(
    at start: Int, in source: Int, limit: Int, scope: inout Scope
  ) -> (Outcome?, Int) {
    let c = cursor(source, start, limit)
    guard c.isIdentifier(start + 1), c.isIdentifier(start + 2, "in"),
      let open = span(start + 3, limit).first(where: {
        c.isPunctuation($0, .openBrace) && c.depth0(start + 3, $0)
      }),
      let close = c.closing(open)
    else { return (.unknown(location(source, start)), limit) }
    let name = String(c.text(start + 1))
    var e = cursor(source, start + 3, open)
    guard let elements = expression(&e, scope: &scope).array else {
      return (.unknown(location(source, start)), close + 1)
    }
    for element in elements {
      scope[name] = element
      let outcome = block((open + 1)..<close, in: source, scope: &scope)
      if case .finished = outcome { continue }
      return (outcome, close + 1)
    }
    scope[name] = nil
    return (nil, close + 1)
  }

  // MARK: Expressions

  private func location(_ source: Int, _ index: Int) -> ManifestLocation {
    cursor(source, index, sources[source].tokens.count).location(index)
  }

  /// A cursor over the tokens `start..<end` of a source.
  private func cursor(_ source: Int, _ start: Int, _ end: Int) -> Cursor {
    Cursor(source: sources[source], sourceIndex: source, start: start, end: end)
  }

  /// The value of the expression from `c`'s position to its end (or to the first token that
  /// cannot continue it).
  mutating func expression(_ c: inout Cursor, scope: inout Scope) -> ManifestValue {
    steps += 1
    guard steps < Self.maximumSteps else { return .unknown(c.location(c.index)) }
    let start = c.index
    let condition = binary(&c, scope: &scope, minimum: 0)
    guard c.isOperator(c.index, "?") else { return condition }
    c.index += 1
    let whenTrue = expression(&c, scope: &scope)
    guard c.isPunctuation(c.index, .colon) else { return .unknown(c.location(start)) }
    c.index += 1
    let whenFalse = expression(&c, scope: &scope)
    guard case .bool(let holds) = condition else {
      return .unknown(condition.unknownLocation ?? c.location(start))
    }
    return holds ? whenTrue : whenFalse
  }

  private static let precedence: [String: Int] = [
    "??": 1, "||": 2, "&&": 3, "==": 4, "!=": 4, "+": 5, "-": 5, "*": 6,
  ]

  private mutating func binary(_ c: inout Cursor, scope: inout Scope, minimum: Int) -> ManifestValue
  {
    var left = unary(&c, scope: &scope)
    while !c.atEnd {
      // A cast keeps the value: skip the type.
      if c.isIdentifier(c.index, "as") {
        c.index += 1
        if c.isOperator(c.index, "?") || c.isOperator(c.index, "!") { c.index += 1 }
        c.skipType()
        continue
      }
      guard case .operator = c.tokens[c.index].kind,
        let level = Self.precedence[String(c.text(c.index))], level > minimum
      else { break }
      let op = String(c.text(c.index))
      let at = c.location(c.index)
      c.index += 1
      let right = binary(&c, scope: &scope, minimum: level)
      left = Self.apply(op, left, right, at)
    }
    return left
  }

  private static func apply(
    _ op: String, _ left: ManifestValue, _ right: ManifestValue, _ at: ManifestLocation
  ) -> ManifestValue {
    if op == "??" {
      if case .nil = left { return right }
      if case .unknown = left { return left }
      return left
    }
    // `[.target(...)] + Module.allCases.map(\.target)`: the array's known elements, and the
    // rest as one unknown element (noted where it is read), instead of losing them all.
    if op == "+" {
      switch (left, right) {
      case (.array(let elements), .unknown): return .array(elements + [right])
      case (.unknown, .array(let elements)): return .array([left] + elements)
      default: break
      }
    }
    if case .unknown = left { return left }
    if case .unknown = right { return right }
    switch op {
    case "+": return plus(left, right, at)
    case "==", "!=":
      guard let equal = same(left, right) else { return .unknown(at) }
      return .bool(op == "==" ? equal : !equal)
    case "&&", "||":
      guard case .bool(let a) = left, case .bool(let b) = right else { return .unknown(at) }
      return .bool(op == "&&" ? a && b : a || b)
    default:
      return .unknown(at)
    }
  }

  private static func plus(_ left: ManifestValue, _ right: ManifestValue, _ at: ManifestLocation)
    -> ManifestValue
  {
    switch (left, right) {
    case (.string(let a), .string(let b)): return .string(a + b)
    case (.array(let a), .array(let b)): return .array(a + b)
    case (.unknown, _): return left
    case (_, .unknown): return right
    default: return .unknown(at)
    }
  }

  /// Whether two plain values are equal; `nil` when they cannot be compared.
  private static func same(_ left: ManifestValue, _ right: ManifestValue) -> Bool? {
    switch (left, right) {
    case (.string(let a), .string(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.member(let a), .member(let b)): return a == b
    case (.nil, .nil): return true
    case (.nil, .string), (.nil, .bool), (.string, .nil), (.bool, .nil): return false
    default: return nil
    }
  }

  private mutating func unary(_ c: inout Cursor, scope: inout Scope) -> ManifestValue {
    if c.isOperator(c.index, "!") {
      let at = c.location(c.index)
      c.index += 1
      let value = unary(&c, scope: &scope)
      if case .bool(let holds) = value { return .bool(!holds) }
      return value.unknownLocation.map { .unknown($0) } ?? .unknown(at)
    }
    if c.isIdentifier(c.index, "try") || c.isIdentifier(c.index, "await") {
      c.index += 1
      if c.isOperator(c.index, "?") || c.isOperator(c.index, "!") { c.index += 1 }
    }
    return postfix(&c, scope: &scope)
  }

  private mutating func postfix(_ c: inout Cursor, scope: inout Scope) -> ManifestValue {
    let start = c.index
    var value = primary(&c, scope: &scope)
    while !c.atEnd {
      if c.isOperator(c.index, "!") || c.isOperator(c.index, "?"), c.adjoins(c.index) {
        c.index += 1  // force unwrap, optional chaining
        continue
      }
      if c.isPunctuation(c.index, .dot), c.isIdentifier(c.index + 1) {
        let name = String(c.text(c.index + 1))
        c.index += 2
        value = member(name, of: value, &c, scope: &scope, start: start)
        continue
      }
      if c.isPunctuation(c.index, .openParen), c.sameLine(c.index), let close = c.closing(c.index) {
        let arguments = self.arguments(&c, close: close, scope: &scope)
        value = call(value, arguments, at: c.location(start))
        continue
      }
      if c.isPunctuation(c.index, .openBracket), c.sameLine(c.index), let close = c.closing(c.index)
      {
        c.index = close + 1
        value = .unknown(c.location(start))
        continue
      }
      break
    }
    return value
  }

  /// The arguments between the parentheses at `c.index` and `close`; moves past them.
  private mutating func arguments(_ c: inout Cursor, close: Int, scope: inout Scope)
    -> [ManifestArgument]
  {
    var result: [ManifestArgument] = []
    for part in c.commaSeparated(open: c.index, close: close) {
      var label: String?
      var start = part.lowerBound
      if part.count >= 2, c.isIdentifier(start), c.isPunctuation(start + 1, .colon) {
        label = String(c.text(start))
        start += 2
      }
      var e = c.sub(start, part.upperBound)
      result.append(ManifestArgument(label: label, value: expression(&e, scope: &scope)))
    }
    c.index = close + 1
    return result
  }

  /// `value.name`, or `value.name(...)` / `value.name { }` when a call follows.
  private mutating func member(
    _ name: String, of value: ManifestValue, _ c: inout Cursor, scope: inout Scope, start: Int
  ) -> ManifestValue {
    let at = c.location(start)
    // `map`, `flatMap`, `compactMap` with a closure.
    if ["map", "flatMap", "compactMap"].contains(name) {
      var closure: Range<Int>?
      if c.isPunctuation(c.index, .openBrace), let close = c.closing(c.index) {
        closure = (c.index + 1)..<close
        c.index = close + 1
      } else if c.isPunctuation(c.index, .openParen), c.isPunctuation(c.index + 1, .openBrace),
        let inner = c.closing(c.index + 1), c.isPunctuation(inner + 1, .closeParen)
      {
        closure = (c.index + 2)..<inner
        c.index = inner + 2
      }
      guard let closure, !c.isInterpolation else { return .unknown(at) }
      guard let elements = value.array else {
        return value.unknownLocation.map { .unknown($0) } ?? .unknown(at)
      }
      var results: [ManifestValue] = []
      for element in elements {
        let result = apply(closure: closure, in: c.sourceIndex, to: element, scope: scope)
        if case .unknown = result { return result }
        if name == "flatMap", let inner = result.array {
          results += inner
        } else if name == "compactMap", case .nil = result {
          continue
        } else {
          results.append(result)
        }
      }
      return .array(results)
    }
    switch value {
    case .type(let type):
      // A static member of a type: a nested type the sources declare (`String.projects`), the
      // manifest's own constant or property (`Type.name` first), or a function or the API's
      // member (`Target.target`), which a call that follows resolves.
      let isCalled = c.isPunctuation(c.index, .openParen) && c.sameLine(c.index)
      if typeNames.contains(name), c.isPunctuation(c.index, .dot) { return .type(name) }
      if !isCalled {
        for candidate in [type + "." + name, name]
        where constants[candidate] != nil
          || functions[candidate]?.contains(where: \.parameters.isEmpty) == true
        {
          return lookUp(candidate, at: at)
        }
      }
      return .member(name)
    case .call where !(c.isPunctuation(c.index, .openParen) && c.sameLine(c.index)):
      // A member of a described value: its argument of that name (`target.name`).
      return value[name] ?? .unknown(at)
    case .unknown:
      return value
    default:
      // A method of a plain value (`[:].merging(...)`): a call with the value as `self`.
      guard c.isPunctuation(c.index, .openParen), c.sameLine(c.index),
        let close = c.closing(c.index)
      else { return .unknown(at) }
      let arguments = self.arguments(&c, close: close, scope: &scope)
      return .call(name, [ManifestArgument(label: "self", value: value)] + arguments, at)
    }
  }

  /// Runs a closure's body (the tokens between its braces) with `$0` or its one parameter set
  /// to `element`.
  private mutating func apply(
    closure: Range<Int>, in source: Int, to element: ManifestValue, scope: Scope
  ) -> ManifestValue {
    let c = cursor(source, closure.lowerBound, closure.upperBound)
    var body = closure
    var local = scope
    local["$0"] = element
    if let inIndex = (closure).first(where: {
      c.isIdentifier($0, "in") && c.depth0(closure.lowerBound, $0)
    }) {
      let names = (closure.lowerBound..<inIndex).filter { index in
        c.isIdentifier(index)
          && (index == closure.lowerBound || c.isPunctuation(index - 1, .openParen)
            || c.isPunctuation(index - 1, .comma))
      }
      if let first = names.first { local[String(c.text(first))] = element }
      body = (inIndex + 1)..<closure.upperBound
    }
    guard depth < Self.maximumDepth else { return .unknown(c.location(closure.lowerBound)) }
    depth += 1
    defer { depth -= 1 }
    switch block(body, in: source, scope: &local) {
    case .returned(let value): return value
    case .finished(let value?): return value
    case .finished(nil): return .unknown(c.location(closure.lowerBound))
    case .unknown(let location): return .unknown(location)
    }
  }

  /// A call of `callee` with `arguments`.
  private mutating func call(
    _ callee: ManifestValue, _ arguments: [ManifestArgument], at: ManifestLocation
  ) -> ManifestValue {
    switch callee {
    case .type(let name), .member(let name):
      // `.init(x)`, `.init(stringLiteral: x)`: the value itself.
      if name == "init", arguments.count == 1 { return arguments[0].value }
      // The manifest's own function of that name when the arguments fit it (`Project.app(...)`
      // of a helper), else the API's call.
      for function in functions[name] ?? [] where !function.parameters.isEmpty || arguments.isEmpty
      {
        if let result = run(function, arguments: arguments, location: at) { return result }
      }
      return .call(name, arguments, at)
    case .unknown:
      return callee
    default:
      return .unknown(at)
    }
  }

  /// A name of the manifest's own (a parameter, local, constant or function), called when a
  /// call follows.
  private mutating func named(
    _ name: String, _ c: inout Cursor, scope: inout Scope, at: ManifestLocation
  ) -> ManifestValue {
    if c.isPunctuation(c.index, .openParen), c.sameLine(c.index), let close = c.closing(c.index),
      let candidates = functions[name]
    {
      let arguments = self.arguments(&c, close: close, scope: &scope)
      for function in candidates {
        if let result = run(function, arguments: arguments, location: at) { return result }
      }
      return .unknown(at)
    }
    return lookUp(name, at: at)
  }

  private mutating func primary(_ c: inout Cursor, scope: inout Scope) -> ManifestValue {
    guard !c.atEnd else { return .unknown(c.location(max(c.index - 1, 0))) }
    let index = c.index
    let token = c.tokens[index]
    let at = c.location(index)
    switch token.kind {
    case .string(let literal):
      c.index += 1
      var text = ""
      for segment in literal.segments {
        switch segment {
        case .text(let part): text += part
        case .interpolation(let tokens):
          var inner = Cursor(
            source: c.source, sourceIndex: c.sourceIndex, tokens: tokens, start: 0,
            end: tokens.count)
          let value = expression(&inner, scope: &scope)
          switch value {
          case .string(let part): text += part
          case .number(let part): text += part
          case .bool(let part): text += part ? "true" : "false"
          case .unknown: return value
          default: return .unknown(at)
          }
        }
      }
      return .string(text)
    case .number:
      c.index += 1
      return .number(String(c.text(index)))
    case .identifier:
      let name = String(c.text(index))
      c.index += 1
      switch name {
      case "true": return .bool(true)
      case "false": return .bool(false)
      case "nil": return .nil
      case "self", "Self": return .type(name)
      default: break
      }
      if let local = scope[name] { return local }
      if functions[name] != nil || constants[name] != nil {
        return named(name, &c, scope: &scope, at: at)
      }
      if let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
        // Generic arguments of a type (`Array<Target>`).
        if c.isOperator(c.index, "<") { c.skipType(from: index) }
        return .type(name)
      }
      return .unknown(at)
    case .punctuation:
      let byte = c.source.bytes[token.range.lowerBound]
      if byte == .dot, c.isIdentifier(index + 1) {
        c.index += 2
        let name = String(c.text(index + 1))
        // `.projects.app`: a nested type of the expected type, then its member.
        if typeNames.contains(name), c.isPunctuation(c.index, .dot) { return .type(name) }
        return .member(name)
      }
      if byte == .openParen, let close = c.closing(index) {
        var inner = c.sub(index + 1, close)
        let value = expression(&inner, scope: &scope)
        c.index = close + 1
        return inner.atEnd ? value : .unknown(at)
      }
      if byte == .openBracket, let close = c.closing(index) {
        return collection(&c, close: close, scope: &scope)
      }
      c.index += 1
      return .unknown(at)
    default:
      c.index += 1
      return .unknown(at)
    }
  }

  /// An array or dictionary literal from `[` at `c.index` to `close`.
  private mutating func collection(_ c: inout Cursor, close: Int, scope: inout Scope)
    -> ManifestValue
  {
    let open = c.index
    c.index = close + 1
    if c.isPunctuation(open + 1, .colon), open + 2 == close { return .dictionary([]) }
    var elements: [ManifestValue] = []
    var pairs: [(key: ManifestValue, value: ManifestValue)] = []
    for part in c.commaSeparated(open: open, close: close) {
      if let colon = part.first(where: {
        c.isPunctuation($0, .colon) && c.depth0(part.lowerBound, $0)
      }),
        !c.isOperator(part.lowerBound, "?"),
        !(part.lowerBound..<colon).contains(where: { c.isOperator($0, "?") })
      {
        var key = c.sub(part.lowerBound, colon)
        var value = c.sub(colon + 1, part.upperBound)
        pairs.append((expression(&key, scope: &scope), expression(&value, scope: &scope)))
      } else {
        var element = c.sub(part.lowerBound, part.upperBound)
        elements.append(expression(&element, scope: &scope))
      }
    }
    if !pairs.isEmpty && elements.isEmpty { return .dictionary(pairs) }
    if !pairs.isEmpty { return .unknown(c.location(open)) }
    return .array(elements)
  }
}

/// `lower..<upper`, empty when `upper` is below `lower`.
private func span(_ lower: Int, _ upper: Int) -> Range<Int> { lower..<max(lower, upper) }

/// A position in a manifest source's tokens (or in the tokens of one of its interpolations),
/// up to `end`.
struct Cursor: Sendable {
  let source: ManifestEvaluator.Source
  /// The source's index among the evaluator's sources.
  let sourceIndex: Int
  let tokens: [SwiftToken]
  /// Whether the tokens are an interpolation's (closures there are not run).
  let isInterpolation: Bool
  var index: Int
  private(set) var end: Int

  init(
    source: ManifestEvaluator.Source, sourceIndex: Int, tokens: [SwiftToken]? = nil, start: Int,
    end: Int
  ) {
    self.source = source
    self.sourceIndex = sourceIndex
    self.tokens = tokens ?? source.tokens
    self.isInterpolation = tokens != nil
    self.index = start
    self.end = min(end, self.tokens.count)
  }

  /// A cursor over `start..<end` of the same tokens.
  func sub(_ start: Int, _ end: Int) -> Cursor {
    var copy = self
    copy.index = start
    copy.end = min(end, tokens.count)
    return copy
  }

  var atEnd: Bool { index >= end }

  func text(_ i: Int) -> Substring {
    guard i >= 0, i < tokens.count else { return "" }
    return Substring(decoding: source.bytes[tokens[i].range], as: UTF8.self)
  }

  func isIdentifier(_ i: Int, _ name: String? = nil) -> Bool {
    guard i >= 0, i < end, tokens[i].kind == .identifier else { return false }
    return name.map { source.bytes[tokens[i].range].elementsEqual($0.utf8) } ?? true
  }

  func isPunctuation(_ i: Int, _ byte: UInt8) -> Bool {
    i >= 0 && i < end && tokens[i].kind == .punctuation
      && source.bytes[tokens[i].range.lowerBound] == byte
  }

  func isOperator(_ i: Int, _ spelling: String) -> Bool {
    i >= 0 && i < end && tokens[i].kind == .operator
      && source.bytes[tokens[i].range].elementsEqual(spelling.utf8)
  }

  /// Whether the token at `i` is on the line of the one before it.
  func sameLine(_ i: Int) -> Bool {
    i > 0 && i < tokens.count && tokens[i].line == tokens[i - 1].line
  }

  /// Whether the token at `i` touches the one before it (a postfix `!` or `?`).
  func adjoins(_ i: Int) -> Bool {
    i > 0 && i < tokens.count && tokens[i].range.lowerBound == tokens[i - 1].range.upperBound
  }

  /// The bracket that closes the one at `open`.
  func closing(_ open: Int) -> Int? {
    var level = 0
    var i = open
    while i < end {
      if tokens[i].kind == .punctuation {
        switch source.bytes[tokens[i].range.lowerBound] {
        case .openParen, .openBracket, .openBrace: level += 1
        case .closeParen, .closeBracket, .closeBrace:
          level -= 1
          if level == 0 { return i }
        default: break
        }
      }
      i += 1
    }
    return nil
  }

  /// Whether `i` is at bracket depth 0 counted from `start`.
  func depth0(_ start: Int, _ i: Int) -> Bool {
    var level = 0
    for k in start..<i where tokens[k].kind == .punctuation {
      switch source.bytes[tokens[k].range.lowerBound] {
      case .openParen, .openBracket, .openBrace: level += 1
      case .closeParen, .closeBracket, .closeBrace: level -= 1
      default: break
      }
    }
    return level == 0
  }

  /// The comma-separated parts between the brackets at `open` and `close`.
  func commaSeparated(open: Int, close: Int) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var level = 0
    var start = open + 1
    var i = open + 1
    while i < close {
      if tokens[i].kind == .punctuation {
        switch source.bytes[tokens[i].range.lowerBound] {
        case .openParen, .openBracket, .openBrace: level += 1
        case .closeParen, .closeBracket, .closeBrace: level -= 1
        case .comma where level == 0:
          if start < i { parts.append(start..<i) }
          start = i + 1
        default: break
        }
      }
      i += 1
    }
    if start < close { parts.append(start..<close) }
    return parts
  }

  /// Past the attribute at `i` (`@name` with its arguments).
  func skipAttribute(_ i: Int) -> Int {
    var next = i + 2
    if isPunctuation(next, .openParen), sameLine(next), let close = closing(next) {
      next = close + 1
    }
    return next
  }

  /// Past a type at `index` (or at the current position): names, `.`, generic arguments,
  /// `[...]`, `?`.
  mutating func skipType(from start: Int? = nil) {
    var i = start ?? index
    if isPunctuation(i, .openBracket), let close = closing(i) {
      i = close + 1
    } else {
      while isIdentifier(i) {
        i += 1
        if isOperator(i, "<") {
          var level = 0
          while i < end {
            let spelling = text(i)
            level += spelling.filter { $0 == "<" }.count - spelling.filter { $0 == ">" }.count
            i += 1
            if level <= 0 { break }
          }
        }
        guard isPunctuation(i, .dot), isIdentifier(i + 1) else { break }
        i += 1
      }
    }
    while isOperator(i, "?") || isOperator(i, "!") { i += 1 }
    index = i
  }

  /// Where the statement that starts at `start` ends: at a `;` or a line break at its depth
  /// that nothing continues (an operator, `,`, `.`, an open bracket, or a closing `}`).
  func statementEnd(from start: Int) -> Int {
    var level = 0
    var i = start
    while i < end {
      let token = tokens[i]
      if i > start, level == 0, token.line != tokens[i - 1].line, !continues(i) { return i }
      if token.kind == .punctuation {
        switch source.bytes[token.range.lowerBound] {
        case .openParen, .openBracket, .openBrace: level += 1
        case .closeParen, .closeBracket, .closeBrace:
          if level == 0 { return i }
          level -= 1
        case UInt8(ascii: ";") where level == 0: return i + 1
        default: break
        }
      }
      i += 1
    }
    return end
  }

  /// Whether the token at `i`, first on its line, continues the expression before it.
  private func continues(_ i: Int) -> Bool {
    let previous = tokens[i - 1]
    switch previous.kind {
    case .operator:
      let spelling = text(i - 1)
      if (spelling == "!" || spelling == "?") && adjoins(i - 1) { break }
      return true
    case .punctuation:
      switch source.bytes[previous.range.lowerBound] {
      case .comma, .dot, .colon, .openParen, .openBracket, .openBrace: return true
      default: break
      }
    default: break
    }
    switch tokens[i].kind {
    case .operator:
      // A binary operator continues; a prefix one starts a new statement.
      return !["!", "&", "-", "..."].contains(String(text(i)))
    case .punctuation:
      let byte = source.bytes[tokens[i].range.lowerBound]
      return byte == .dot || byte == .colon
    case .identifier:
      return text(i) == "else" || text(i) == "as"
    default:
      return false
    }
  }

  /// The location of the token at `i`, with the text from it to the end of its expression.
  func location(_ i: Int) -> ManifestLocation {
    guard !tokens.isEmpty else {
      return ManifestLocation(path: source.path, line: 0, column: 0, excerpt: "")
    }
    return ManifestLocation(self, at: min(max(i, 0), tokens.count - 1))
  }

  /// The text from the token at `at` to the end of its statement, on one line, shortened.
  func excerpt(at: Int) -> String {
    let end = max(min(statementEnd(from: at), tokens.count), at + 1)
    let raw = String(
      decoding: source.bytes[tokens[at].range.lowerBound..<tokens[end - 1].range.upperBound],
      as: UTF8.self)
    let flat = raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return flat.count > 60 ? String(flat.prefix(57)) + "..." : flat
  }
}
