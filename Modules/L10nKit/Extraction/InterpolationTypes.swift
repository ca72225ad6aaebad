/// The format specifier Xcode writes for an interpolation, from the type the file declares for
/// the interpolated value.
///
/// Xcode knows every value's type; without a type checker this infers it from what the file
/// declares and from the expression's shape:
/// - a name's declaration: an annotation (`let count: Int`, a parameter `count: Int`, an enum
///   payload `case tooLong(maxLength: Int)`), or the value it is initialized with (`let n = 3`,
///   `let total = items.count`, `if let code = Int(text)`, `let code = info["code"] as? Int ?? 0`),
///   the nearest one before the use among those visible there (in its block, or its `case`);
/// - a loop's or closure's element over integers (`for i in 0..<n`, `ForEach(1..<7) { level in`,
///   `items.indices`, the offset of `enumerated()`);
/// - a call's function's return type (`func total() -> Int`, in the file or the project);
/// - `.count` (an `Int`), numeric literals, conversions (`Int(x)`, `Double(y)`), casts
///   (`as? Int`), arithmetic (`total - done`), `??` and the branches of a ternary;
/// - an element of an array declared `[Int]` (`counts[0]`), a byte of `Data` (`UInt8`).
///
/// Anything else is `%@`, which the lint rules and `extract` match against a catalog key with
/// any specifier there.
struct InterpolationTypes {
  /// What a name is declared as.
  private enum Declaration {
    /// An annotation naming a type (`count: Int`).
    case type(String)
    /// An array or `Data` annotation: what a subscript of the name gives (`[Int]` gives `Int`).
    case element(String)
    /// The tokens of the value a name is initialized with (`let total = items.count`).
    case value(Range<Int>)
    /// The tokens of the sequence a loop or closure name is an element of (`0..<count`).
    case elementOf(Range<Int>)
    /// The tokens of the dictionary whose keys (or values) a loop or closure name is the first
    /// (or second) of a pair of (`for (day, cards) in byDay.sorted(by: ...)`).
    case pairOf(Range<Int>, isKey: Bool)
    /// A dictionary annotation whose key or value type has a specifier (`[Int: [Card]]`,
    /// `[String: Double]`): the two type names (empty for one that is no plain name).
    case dictionary(key: String, value: String)
    /// An annotation naming a type without a specifier of its own (`total: Money`): the type's
    /// name, whose members another file may declare.
    case other(String)
    /// A collection annotation of elements without a specifier (`items: [Item]`,
    /// `FetchedResults<Item>`): the element type's name.
    case elements(String)
    /// A value an enum case pattern binds (`case .speedUp(let delta)`): the case's name and the
    /// value's position among its payload.
    case payload(String, Int)
    /// The parameter of a closure passed to `map` or `flatMap` of the value `range`
    /// (`voteCount.map { "(\($0))" }`): the wrapped value of an optional, or an element of a
    /// collection.
    case mapped(Range<Int>)
  }

  /// The standard library's functions whose result has their arguments' type.
  static let sameTypeFunctions: Set<String> = [
    "max", "min", "abs", "sqrt", "floor", "ceil", "round", "trunc", "pow",
  ]

  /// The numeric types' static properties of their own type (`Double.zero`, `Int.max`,
  /// `CGFloat.pi`).
  static let sameTypeStatics: Set<String> = [
    "zero", "max", "min", "pi", "infinity", "nan", "signalingNaN", "greatestFiniteMagnitude",
    "leastNormalMagnitude", "leastNonzeroMagnitude", "ulpOfOne",
  ]

  /// The floating-point methods whose result has their receiver's type (`x.rounded()`,
  /// `(a / b).squareRoot()`).
  static let sameTypeMethods: Set<String> = ["rounded", "squareRoot"]

  /// Collections whose `first`, `last`, subscript and loop elements are their generic
  /// argument.
  static let collectionTypes: Set<String> = [
    "Array", "ArraySlice", "ContiguousArray", "Set", "FetchedResults", "SectionedFetchResults",
  ]

  /// What is known of an interpolated value's type.
  enum Inference: Equatable {
    /// Its specifier.
    case known(String)
    /// Nothing: `%@`.
    case unknown
    /// Nothing in this file, but another file of the project may declare `name`, the member the
    /// value is (`batch.total`, with `var total: Int` in another file); `owner` is the type of
    /// the value the member is read from, when the file declares it (`batch: Batch`). `via`:
    /// the members between that value and `name` (`rec.inner.value`, `rec: Record` in this
    /// file: `Record`, via `inner`), whose types other files declare.
    ///
    /// `fallback`: the specifier when the project declares no such member: a number literal's
    /// beside it (`price ?? 0`, `price * 2`), whose type adapts to the member's.
    case lookup(String, owner: String? = nil, via: [String] = [], fallback: String? = nil)
    /// Nothing known but a number literal beside a value of unknown type (`size.width * 2`):
    /// the literal's specifier, written as a guess (the key is not typed: a catalog key of the
    /// same shape with another specifier is not replaced).
    case guess(String)

    /// This when it is known, else `other` when that is, else the first lookup, else a guess.
    func or(_ other: @autoclosure () -> Inference) -> Inference {
      if case .known = self { return self }
      let second = other()
      if case .known = second { return second }
      // `a ?? b ?? 0`: the first lookup, with the literal's type the second one fell back to.
      if case .lookup(let name, let owner, let via, nil) = self {
        switch second {
        case .lookup(_, _, _, let fallback?), .guess(let fallback):
          return .lookup(name, owner: owner, via: via, fallback: fallback)
        default: break
        }
      }
      if case .lookup = self { return self }
      if case .lookup = second { return second }
      if case .guess = self { return self }
      return second
    }

    /// This beside a number `literal` (`price ?? 0`, `price * 2`): a lookup keeps the literal's
    /// specifier as its fallback (the literal takes the member's type when the project declares
    /// it), and keeps the fallback it has; a value of unknown type makes it a guess.
    func adapting(to literal: Inference) -> Inference {
      guard case .known(let specifier) = literal else { return self.or(literal) }
      switch self {
      case .known, .guess, .lookup(_, _, _, _?): return self
      case .lookup(let name, let owner, let via, nil):
        return .lookup(name, owner: owner, via: via, fallback: specifier)
      case .unknown: return .guess(specifier)
      }
    }
  }

  /// The file's tokens, which the declarations' ranges index.
  private let view: TokenView
  /// Declarations by name, each with the byte offset of its name and the bytes it is visible
  /// in (its block, or its `case` of a `switch`).
  private var declared:
    [String: [(offset: Int, token: Int, scope: Range<Int>, declaration: Declaration)]] = [:]
  /// The return types of the file's functions by name (`func total() -> Int`); nil for a name
  /// whose functions return different types.
  private var functions: [String: String?] = [:]
  /// The wrapped return types of the file's functions that return an optional (`func delta()
  /// -> Int?`: `Int`), by name, for the names a condition binds to their calls; nil for a name
  /// whose functions return different types.
  private var optionalFunctions: [String: String?] = [:]
  /// Where the values of condition bindings start (`if let minutes = model.delta()`,
  /// `guard let`, `while let`): such a value is unwrapped.
  private var conditionValues: Set<Int> = []
  /// The payload specifiers of the file's enum cases by name (`case speedUp(Int)`: `["%lld"]`),
  /// nil for a payload value without one.
  private var enumCases: [String: [String?]] = [:]
  /// The element types of the file's functions that return a collection (`func items() ->
  /// [Item]`, `-> FetchedResults<Item>?`), by name; nil where they disagree.
  private var functionElements: [String: String?] = [:]
  /// The `{` of the block the declarations being read are in.
  private var block: Int?
  /// The `case` and `default` labels of each `switch` body read so far, by its `{`.
  private var caseLabels: [Int: [Int]] = [:]
  /// The elements of the tuple a `switch` switches over (`switch (done.count, failed) {`), by
  /// the `{` of its body.
  private var tupleSubjects: [Int: [Range<Int>]] = [:]
  /// The types of the labels of the file's tuple-typed names (`best: (date: Date, value: Int)`
  /// gives `best.value`: `Int`); nil for one declared twice with different types.
  private var tupleLabelTypes: [String: String?] = [:]

  /// The project's typealiases of number types (see `ProjectDeclarations.numberAliases`): the
  /// only names a value's type is looked up as (`Meters=`).
  private let numberAliases: Set<String>

  /// Collects the declarations of a file's names that tell an interpolation's type.
  init(_ view: TokenView, numberAliases: Set<String> = []) {
    self.view = view
    self.numberAliases = numberAliases
    var opens: [Int] = []
    for index in 0..<view.count {
      if view.isPunctuation(index, .openBrace) {
        opens.append(index)
        block = index
        anonymousParameter(at: index)
        continue
      }
      if view.isPunctuation(index, .closeBrace) {
        _ = opens.popLast()
        continue
      }
      guard view.isIdentifier(index) else { continue }
      block = opens.last
      if view.isPunctuation(index + 1, .colon) {
        annotation(at: index)
        for (label, type) in Self.tupleLabels(at: index + 2, in: view) {
          Self.merge(type, as: view.text(index) + "." + label, into: &tupleLabelTypes)
        }
      } else if view.spells(index, "let") || view.spells(index, "var") {
        bindings(after: index)
      } else if view.spells(index, "for") {
        loop(at: index)
      } else if view.spells(index, "in") {
        closureParameters(endingAt: index)
      } else if view.spells(index, "func"), let signature = Self.function(at: index, in: view) {
        if let type = Self.plainType(at: signature.returnType, in: view) {
          Self.merge(type, as: view.text(signature.name), into: &functions)
        } else if let type = Self.optionalType(at: signature.returnType, in: view) {
          Self.merge(type, as: view.text(signature.name), into: &optionalFunctions)
        } else if let element = Self.collectionElement(at: signature.returnType, in: view) {
          Self.merge(element, as: view.text(signature.name), into: &functionElements)
        }
      } else if view.spells(index, "switch") {
        tupleSubject(at: index)
      } else if view.spells(index, "case"), let open = block, let subject = tupleSubjects[open],
        !isCondition(before: index), !view.spells(index - 1, "for")
      {
        tupleCase(at: index, subject: subject)
      } else if view.spells(index, "case") {
        let declared = Self.enumCases(at: index, in: view)
        for (name, payload) in declared { enumCases[view.text(name)] = payload }
        if declared.isEmpty { payloadPattern(at: index) }
      }
    }
  }

  /// What `MemberType.key` appends to `Owner.member` for the type of a property without a
  /// specifier of its own (a colon is in no Swift name).
  static let typeSuffix = ":type"

  /// A property declared with a type that has no specifier and that the SDK does not declare
  /// (`struct Record { var inner: Inner }`; for a collection of them, its elements:
  /// `entries[]`), for the member chains of other files (`rec.inner.value`).
  struct MemberType: Sendable, Hashable {
    var owner: String
    var member: String
    var type: String

    /// Its entry in the exports: `Record.inner:type`.
    var key: String { owner + "." + member + InterpolationTypes.typeSuffix }
  }

  /// The SDK's and the standard library's types: a member chain through one of them (`Date`,
  /// `Bool`, `Color`) leads to no member the project declares, so `exports(of:memberTypes:)`
  /// leaves out properties of those types.
  static let sdkTypes = SDKLocalizableAPI.table.knownTypes

  /// What a member chain step appends to a collection member's name for its elements
  /// (`entries[]`, and `Owner.entries[]:type` among the member types).
  static let elementSuffix = "[]"

  /// What the exports append to the name of the project's typealias of a type with a specifier
  /// (`typealias Meters = Double` is `Meters=`), which a value of that type looks up.
  static let aliasSuffix = "="

  /// What the exports hold for a name declared with a type the project declares as a typealias
  /// of a number type (`var m: Minutes` is `=Minutes`): replaced by that alias's own entry
  /// (`Minutes=`) once every file is read (see `KeyExtractor.resolvingPending`).
  static let aliasReference = "="

  /// The specifier for each `_FormatSpecifiable` type, as SwiftUI's `LocalizedStringKey` and
  /// Foundation's `String.LocalizationValue` write them (by the C type of `_arg`).
  static let specifiers: [String: String] = [
    "Int": "%lld", "Int64": "%lld", "Int8": "%d", "Int16": "%d", "Int32": "%d",
    "UInt": "%llu", "UInt64": "%llu", "UInt8": "%u", "UInt16": "%u", "UInt32": "%u",
    "Float": "%f", "Float32": "%f", "Double": "%lf", "Float64": "%lf", "CGFloat": "%lf",
    "TimeInterval": "%lf", "String": "%@", "Substring": "%@",
    // The SDK's typealiases of those (CoreLocation's and Core Foundation's are `Double`).
    "CLLocationDistance": "%lf", "CLLocationDegrees": "%lf", "CLLocationSpeed": "%lf",
    "CLLocationDirection": "%lf", "CLLocationAccuracy": "%lf", "CFTimeInterval": "%lf",
    "CFAbsoluteTime": "%lf", "NSInteger": "%lld", "NSUInteger": "%llu",
  ]

  /// The specifier of each `String.LocalizationValue.Placeholder`.
  static let placeholders: [String: String] = [
    "int": "%lld", "uint": "%llu", "float": "%f", "double": "%lf", "object": "%@",
  ]

  /// What this file tells of an interpolation's type (`specifier:` given, inferred, or a
  /// member to look up in the rest of the project).
  func inference(for tokens: [SwiftToken], in bytes: [UInt8]) -> Inference {
    let view = TokenView(bytes: bytes, tokens: tokens)
    let arguments = view.arguments(from: 0, to: view.count)
    for argument in arguments.dropFirst() {
      if argument.label == "specifier", argument.value.count == 1,
        let text = view[argument.value.lowerBound].stringLiteral?.plainText
      {
        return .known(text)
      }
    }
    // `\(placeholder: .int)` (`String.LocalizationValue`): Foundation's
    // `placeholderFormatSpecifier`.
    if let first = arguments.first, first.label == "placeholder", first.value.count == 2,
      view.isPunctuation(first.value.lowerBound, .dot),
      let specifier = Self.placeholders[view.text(first.value.lowerBound + 1)]
    {
      return .known(specifier)
    }
    guard arguments.count == 1, let value = arguments.first?.value, !value.isEmpty,
      arguments[0].label == nil
    else { return .known("%@") }
    return specifier(of: view, value, depth: 0)
  }

  /// The specifiers a file's annotations give its names (`var total: Int`, `case tooLong(maxLength:
  /// Int)`, `var count = 0`), for the other files' ``Inference/lookup(_:)``: `nil` for a name
  /// declared with a type that has no specifier of its own, or with two different ones.
  ///
  /// `memberTypes` collects the types of the properties without a specifier (see
  /// ``MemberType``), which only a member chain's lookup needs: they join the exports only then.
  static func exports(
    of view: TokenView, numberAliases: Set<String> = [], memberTypes: inout [MemberType]
  ) -> [String: String?] {
    var exports: [String: String?] = [:]
    // The aliases' names, compared with a token's bytes (few projects have any), and a mask of
    // their lengths, which rules out most tokens at once.
    let aliasNames = numberAliases.map { Array($0.utf8) }
    let aliasLengths = aliasNames.reduce(UInt64(0)) { $0 | (1 << UInt64(min($1.count, 63))) }
    /// Whether `name` is declared with `var` or `let` (a property, or a local).
    func isProperty(_ name: Int) -> Bool {
      view.spells(name - 1, "var") || view.spells(name - 1, "let")
    }
    func export(_ name: Int, _ specifier: String?) {
      merge(specifier, as: view.text(name), into: &exports)
      // A property of a type with a specifier is also exported as `Owner.name`. One without
      // needs no entry of its own: the name's entry then holds two types, and gives none.
      if specifier != nil, isProperty(name), let owner = owner(ofPropertyAt: name, in: view) {
        merge(specifier, as: owner + "." + view.text(name), into: &exports)
      }
    }
    for index in 0..<view.count where view.isIdentifier(index) {
      // `class Value: NSObject`, `struct Tag<Value: NSObject>`, `func show<Value>(…)`: types
      // and generic parameters of that name, which an alias of it elsewhere (`enum Metrics {
      // typealias Value = Double }`) does not type.
      if aliasLengths != 0, case let range = view[index].range,
        aliasLengths & (1 << UInt64(min(range.count, 63))) != 0,
        aliasNames.contains(where: {
          $0.count == range.count && view.bytes[range].elementsEqual($0)
        }),
        declaresTypeOrGenericParameter(at: index, in: view)
      {
        merge(nil, as: view.text(index) + aliasSuffix, into: &exports)
      }
      if view.isPunctuation(index + 1, .colon) {
        if let element = scalarElement(at: index + 2, in: view) {
          // `counts: [Int]`, `range: ClosedRange<Int>`: its elements, looked up as `counts[]`.
          merge(specifiers[element], as: view.text(index) + "[]", into: &exports)
          continue
        }
        if let (key, value) = dictionaryTypes(at: index + 2, in: view) {
          // `scores: [String: Int]`: its pairs' key and value, looked up as `scores[:key]`.
          merge(specifiers[key], as: view.text(index) + "[:key]", into: &exports)
          merge(specifiers[value], as: view.text(index) + "[:value]", into: &exports)
          continue
        }
        // `best: (date: String, value: Int)`: its labels, looked up as `best.value`.
        for (label, type) in tupleLabels(at: index + 2, in: view) {
          merge(specifiers[type], as: view.text(index) + "." + label, into: &exports)
        }
        // `var entries: [PortEntry]` in a type: its element type, for the member chains of
        // other files (`ForEach(viewModel.entries) { $0.pid }`), as `Owner.entries[]:type`.
        if isProperty(index), let element = collectionElement(at: index + 2, in: view),
          !sdkTypes.contains(element), let owner = owner(ofPropertyAt: index, in: view)
        {
          memberTypes.append(
            MemberType(owner: owner, member: view.text(index) + elementSuffix, type: element))
        }
        guard let type = annotatedType(at: index, in: view) else { continue }
        if let specifier = specifiers[type] {
          export(index, specifier)
        } else if type != "Data", !view.isTypeName(index) {
          // `var m: Minutes`: whatever `Minutes` is, looked up once the project is read.
          export(index, numberAliases.contains(type) ? aliasReference + type : nil)
          // `struct Record { var inner: Inner }`: the property's type, for the member chains
          // of other files (`rec.inner.value`), as `Record.inner:type`.
          if isProperty(index), !sdkTypes.contains(type),
            let owner = owner(ofPropertyAt: index, in: view)
          {
            memberTypes.append(MemberType(owner: owner, member: view.text(index), type: type))
          }
        }
      } else if view.spells(index, "enum"), view.isIdentifier(index + 1),
        view.isPunctuation(index + 2, .colon), view.isIdentifier(index + 3),
        let specifier = specifiers[view.text(index + 3)]
      {
        // `enum Level: Int`: its cases' raw value, looked up as `Level.rawValue`.
        merge(specifier, as: view.text(index + 1) + ".rawValue", into: &exports)
      } else if view.spells(index, "typealias"), view.isIdentifier(index + 1),
        view.spells(index + 2, "="), let type = plainType(at: index + 3, in: view),
        let specifier = specifiers[type], enclosingBrace(of: index, in: view) == nil
      {
        // `typealias Meters = Double` at the top level: a value of type `Meters`, looked up as
        // `Meters=`. One nested in a type (`typealias Element = Int` of a `Sequence`) is not
        // what the name means elsewhere (`Element` in `extension Array`).
        merge(specifier, as: view.text(index + 1) + aliasSuffix, into: &exports)
      } else if view.spells(index, "case") {
        // `case speedUp(Int)`: its payload values, looked up as `speedUp#0`.
        for (name, payload) in enumCases(at: index, in: view) {
          for (position, specifier) in payload.enumerated() {
            merge(specifier, as: view.text(name) + "#" + String(position), into: &exports)
          }
        }
      } else if view.spells(index, "func"), let signature = function(at: index, in: view),
        let type = plainType(at: signature.returnType, in: view)
      {
        // `func total() -> Int`, looked up as `total()`.
        merge(specifiers[type], as: view.text(signature.name) + "()", into: &exports)
      } else if view.spells(index, "func"), let signature = function(at: index, in: view),
        let type = optionalType(at: signature.returnType, in: view)
      {
        // `func delta() -> Int?`, looked up as `delta()?` where a condition unwraps a call.
        merge(specifiers[type], as: unwrappedCallKey(view.text(signature.name)), into: &exports)
      } else if view.spells(index, "let") || view.spells(index, "var") {
        // `static let choices = [3, 5, 10]`, `static let limits = 2...25`: its elements, looked
        // up as `choices[]`.
        if view.isIdentifier(index + 1), view.spells(index + 2, "="),
          let element = numberArrayElement(at: index + 3, in: view)
            ?? numberRangeElement(at: index + 3, in: view)
        {
          merge(specifiers[element], as: view.text(index + 1) + "[]", into: &exports)
          continue
        }
        // `var count = 0`, and each binding of `let width = 3, height = 5`.
        var name = index + 1
        while view.isIdentifier(name), view.spells(name + 1, "="), name + 2 < view.count,
          view[name + 2].kind == .number
        {
          let after = name + 3
          let ends =
            after >= view.count || view[after].line > view[name + 2].line
            || view.isPunctuation(after, .closeBrace) || view.isPunctuation(after, 0x3B)
          guard ends || view.isPunctuation(after, .comma) else { break }
          export(name, specifiers[numberType(view.text(name + 2))])
          guard !ends else { break }
          name = after + 1
        }
      }
    }
    return exports
  }

  /// Whether the name at `index` is declared there as a type (`class Value`, `struct Value`,
  /// `associatedtype Value`) or a generic parameter (`struct Tag<Value: NSObject>`, `func
  /// show<T, Value>(`).
  static func declaresTypeOrGenericParameter(at index: Int, in view: TokenView) -> Bool {
    let keywords: [StaticString] = [
      "struct", "class", "enum", "actor", "protocol", "associatedtype",
    ]
    if keywords.contains(where: { view.spells(index - 1, $0) }) { return true }
    // Back over `T: P,` to the clause's `<`, after the name of a type or function.
    var position = index - 1
    while position > index - 24, position > 1 {
      if view.isOperator(position), view.spells(position, "<") {
        return view.isIdentifier(position - 1)
          && (keywords.contains(where: { view.spells(position - 2, $0) })
            || view.spells(position - 2, "func") || view.spells(position - 1, "init"))
      }
      guard
        view.isIdentifier(position) || view.isPunctuation(position, .comma)
          || view.isPunctuation(position, .colon) || view.isPunctuation(position, .dot)
          || view.spells(position, "&")
      else { return false }
      position -= 1
    }
    return false
  }

  /// The element type of the array literal of number literals at `start` (`[3, 5, 10]` is
  /// `Int`, `[1, 2.5]` is `Double`), if it is one.
  static func numberArrayElement(at start: Int, in view: TokenView) -> String? {
    guard view.isPunctuation(start, .openBracket), let close = view.partner(start),
      close > start + 1, close < view.count
    else { return nil }
    var type = "Int"
    for element in view.arguments(from: start + 1, to: close) {
      guard element.label == nil, element.value.count == 1,
        view[element.value.lowerBound].kind == .number
      else { return nil }
      if numberType(view.text(element.value.lowerBound)) == "Double" { type = "Double" }
    }
    return type
  }

  /// The bound type of the range of two number literals that is the whole value at `start`
  /// (`2...25` and `0..<10` are `Int`, `0...1.5` is `Double`), if it is one.
  static func numberRangeElement(at start: Int, in view: TokenView) -> String? {
    // The lexer gives `...` as three dots and `..<` as two and a `<`.
    let upper = start + 4
    guard upper < view.count, view[start].kind == .number, view[upper].kind == .number,
      view.isPunctuation(start + 1, .dot), view.isPunctuation(start + 2, .dot),
      view.isPunctuation(start + 3, .dot) || view.spells(start + 3, "<")
    else { return nil }
    let after = upper + 1
    guard
      after >= view.count || view[after].line > view[upper].line
        || view.isPunctuation(after, .closeBrace) || view.isPunctuation(after, 0x3B)
    else { return nil }
    let types = [start, upper].map { numberType(view.text($0)) }
    return types.contains("Double") ? "Double" : "Int"
  }

  /// The labels and plain element types of the tuple type at `type` (`(date: Date, value:
  /// Int)`); none for another type, a closure type (`(Int) -> Void`) or an unlabelled tuple.
  static func tupleLabels(at type: Int, in view: TokenView) -> [(String, String)] {
    guard view.isPunctuation(type, .openParen), let close = view.partner(type),
      !view.spells(close + 1, "->"), !view.spells(close + 1, "throws"),
      !view.spells(close + 1, "async")
    else { return [] }
    var result: [(String, String)] = []
    for element in view.arguments(from: type + 1, to: close) {
      guard let label = element.label, element.value.count == 1,
        view.isTypeName(element.value.lowerBound)
      else { continue }
      result.append((label, view.text(element.value.lowerBound)))
    }
    return result
  }

  /// The name of the function declared at the `func` at `index`, and where its return type
  /// starts (`func total(of items: [Item]) async throws -> Int`); nil without one.
  private static func function(at index: Int, in view: TokenView) -> (name: Int, returnType: Int)? {
    let name = index + 1
    guard view.isIdentifier(name), view.isPunctuation(name + 1, .openParen),
      let close = view.partner(name + 1)
    else { return nil }
    var arrow = close + 1
    while view.spells(arrow, "async") || view.spells(arrow, "throws")
      || view.spells(arrow, "rethrows")
    {
      arrow +=
        view.isPunctuation(arrow + 1, .openParen)
        ? (view.partner(arrow + 1) ?? arrow) - arrow + 1 : 1
    }
    return view.spells(arrow, "->") ? (name, arrow + 1) : nil
  }

  /// The type at `type` when it is one plain name (`Int`; not `Int?`, `Outer.Inner` or a
  /// generic one, whose type may be its caller's).
  private static func plainType(at type: Int, in view: TokenView) -> String? {
    guard view.isTypeName(type), !view.isPunctuation(type + 1, .dot), !view.spells(type + 1, "<"),
      !view.spells(type + 1, "?"), !view.spells(type + 1, "!")
    else { return nil }
    return view.text(type)
  }

  /// The wrapped type at `type` when it is one plain name made optional (`Int?`: `Int`).
  private static func optionalType(at type: Int, in view: TokenView) -> String? {
    guard view.isTypeName(type), view.spells(type + 1, "?") else { return nil }
    return view.text(type)
  }

  /// What the project's exports hold for the wrapped type of function `name`'s optional result
  /// (`func delta() -> Int?`), which a condition binding unwraps: `delta()?`.
  static func unwrappedCallKey(_ name: String) -> String { name + "()?" }

  /// The type whose body directly holds the declaration at `index`: the nearest `{` before it
  /// that is still open there (groups closed before it are skipped), when it begins a type's
  /// body; nil inside parentheses or brackets, or in another block.
  static func owner(ofPropertyAt index: Int, in view: TokenView) -> String? {
    enclosingBrace(of: index, in: view).flatMap { typeBody(at: $0, in: view) }
  }

  /// The `{` of the block that directly holds the token at `index`: the nearest `{` before it
  /// still open there (groups closed before it are skipped); nil inside parentheses or
  /// brackets.
  static func enclosingBrace(of index: Int, in view: TokenView) -> Int? {
    var position = index - 1
    while position >= 0 {
      if view.isPunctuation(position, .openBrace) { return position }
      if view.isPunctuation(position, .openParen) || view.isPunctuation(position, .openBracket) {
        return nil
      }
      if view.isPunctuation(position, .closeBrace) || view.isPunctuation(position, .closeParen)
        || view.isPunctuation(position, .closeBracket)
      {
        guard let open = view.partner(position) else { return nil }
        position = open
      }
      position -= 1
    }
    return nil
  }

  /// The type whose body the `{` at `open` begins (`struct Batch: Codable {`, `extension
  /// Store.Batch where T: Equatable {`: `Batch`), else nil.
  static func typeBody(at open: Int, in view: TokenView) -> String? {
    var index = open - 1
    while index >= 0 {
      if view.isIdentifier(index),
        view.spells(index, "struct") || view.spells(index, "class") || view.spells(index, "enum")
          || view.spells(index, "extension") || view.spells(index, "actor")
          || view.spells(index, "protocol")
      {
        // The name after the keyword; of a dotted one, its last component.
        var name = index + 1
        while view.isPunctuation(name + 1, .dot), view.isIdentifier(name + 2), name + 2 < open {
          name += 2
        }
        return name < open && view.isTypeName(name) ? view.text(name) : nil
      }
      guard
        view.isIdentifier(index) || view.isPunctuation(index, .dot)
          || view.isPunctuation(index, .colon) || view.isPunctuation(index, .comma)
          || view.spells(index, "<") || view.spells(index, ">") || view.spells(index, "&")
          || view.spells(index, "==")
      else { return nil }
      index -= 1
    }
    return nil
  }

  /// Adds what one declaration of `name` says to `exports`: two that disagree give `nil`.
  static func merge(_ specifier: String?, as name: String, into exports: inout [String: String?]) {
    if let existing = exports[name] {
      if existing != specifier { exports[name] = .some(nil) }
    } else {
      exports[name] = specifier
    }
  }

  /// The element type of the collection type at `type`, `[Item]` or `FetchedResults<Item>`,
  /// when it is one plain type without a specifier (those are `Declaration.element`).
  static func collectionElement(at type: Int, in view: TokenView) -> String? {
    let element: Int
    if view.isPunctuation(type, .openBracket), view.isPunctuation(type + 2, .closeBracket) {
      element = type + 1
    } else if view.isIdentifier(type), view.spells(type + 1, "<"),
      view.spells(type + 3, ">") || view.spells(type + 3, ">?") || view.spells(type + 3, ">!"),
      collectionTypes.contains(view.text(type))
    {
      element = type + 2
    } else {
      return nil
    }
    guard view.isTypeName(element), specifiers[view.text(element)] == nil else { return nil }
    return view.text(element)
  }

  /// The element type of `[Int]`, `Set<Double>`, `ClosedRange<Int>`, `Range<Int>`... at
  /// `type`, when it has a specifier.
  static func scalarElement(at type: Int, in view: TokenView) -> String? {
    let element: Int
    if view.isPunctuation(type, .openBracket), view.isPunctuation(type + 2, .closeBracket) {
      element = type + 1
    } else if view.isIdentifier(type), view.spells(type + 1, "<"),
      view.spells(type + 3, ">") || view.spells(type + 3, ">?") || view.spells(type + 3, ">!"),
      collectionTypes.contains(view.text(type)) || rangeTypes.contains(view.text(type))
    {
      element = type + 2
    } else {
      return nil
    }
    guard view.isIdentifier(element), specifiers[view.text(element)] != nil else { return nil }
    return view.text(element)
  }

  /// The standard library's ranges and strides, sequences of their bound's type.
  static let rangeTypes: Set<String> = [
    "Range", "ClosedRange", "PartialRangeFrom", "CountableRange", "CountableClosedRange",
    "StrideTo", "StrideThrough",
  ]

  /// The type named by the annotation `name: Type` whose name is at `index`, when it is one
  /// plain type, or a nested one (`Outer.Inner`: `Inner`, whose members the file declares
  /// under that name); not `Set<T>` or a call. Every type is capitalized: most `label: value`
  /// arguments are passed over without reading their text.
  private static func annotatedType(at index: Int, in view: TokenView) -> String? {
    var type = index + 2
    guard view.isTypeName(type) else { return nil }
    while view.isPunctuation(type + 1, .dot), view.isTypeName(type + 2) { type += 2 }
    guard !view.isPunctuation(type + 1, .dot), !view.spells(type + 1, "<"),
      !view.isPunctuation(type + 1, .openParen)
    else { return nil }
    return view.text(type)
  }

  // MARK: Declarations

  private mutating func declare(_ name: Int, _ declaration: Declaration) {
    declared[view.text(name), default: []].append(
      (view[name].range.lowerBound, name, scope(of: name), declaration))
  }

  /// The bytes a declaration at `index` is visible in: its block, narrowed to its section when
  /// the block is a `switch`'s (`case .error: let message = ...` is not the `message` of the
  /// next `case`). A parameter's or condition's block is the one around its function or
  /// statement, which holds the body.
  private mutating func scope(of index: Int) -> Range<Int> {
    guard let open = block, let close = view.partner(open) else { return 0..<Int.max }
    var start = open
    var end = close
    if let labels = labels(ofSwitchAt: open) {
      if let label = labels.last(where: { $0 < index }) { start = label }
      if let next = labels.first(where: { $0 > index }) { end = next }
    }
    // An unclosed block (a file cut short) runs to the end of the file.
    let endByte = end < view.count ? view[end].range.lowerBound : view.bytes.count
    return view[start].range.lowerBound..<max(endByte, view[start].range.lowerBound)
  }

  /// The `case` and `default` labels of the block at `open` if it is a `switch`'s body (the
  /// `switch` on the line of its `{`), else `nil`.
  private mutating func labels(ofSwitchAt open: Int) -> [Int]? {
    if let known = caseLabels[open] { return known.isEmpty ? nil : known }
    var labels: [Int] = []
    var back = open - 1
    var isSwitch = false
    while back >= 0, view[back].line == view[open].line {
      if view.spells(back, "switch") { isSwitch = true }
      back -= 1
    }
    if isSwitch, let close = view.partner(open) {
      var position = open + 1
      while position < close {
        if view.spells(position, "case") || view.spells(position, "default"),
          !view.spells(position - 1, "if"), !view.spells(position - 1, "guard"),
          !view.spells(position - 1, "while"), !view.spells(position - 1, "for"),
          !view.isPunctuation(position - 1, .comma)
        {
          labels.append(position)
        }
        position = view.after(position)
      }
    }
    caseLabels[open] = labels
    return labels.isEmpty ? nil : labels
  }

  /// `name: Int`, `name: [Int]`, `name: Data`.
  private mutating func annotation(at index: Int) {
    let type = index + 2
    if let name = Self.annotatedType(at: index, in: view) {
      if Self.specifiers[name] != nil {
        declare(index, .type(name))
      } else if name == "Data" {
        declare(index, .element("UInt8"))
      } else if !view.isTypeName(index) {
        declare(index, .other(name))
      }
    } else if let element = Self.collectionElement(at: type, in: view), !view.isTypeName(index) {
      declare(index, .elements(element))
    } else if let element = Self.scalarElement(at: type, in: view) {
      declare(index, .element(element))
    } else if let (key, value) = Self.dictionaryTypes(at: type, in: view) {
      if Self.specifiers[key] != nil || Self.specifiers[value] != nil {
        declare(index, .dictionary(key: key, value: value))
      }
    }
  }

  /// The key and value types of the dictionary type `[K: V]` at `type` (the value's is empty
  /// when it is not one name: `[String: [Int]]`).
  private static func dictionaryTypes(at type: Int, in view: TokenView) -> (String, String)? {
    guard view.isPunctuation(type, .openBracket), view.isIdentifier(type + 1),
      view.isPunctuation(type + 2, .colon), let close = view.partner(type)
    else { return nil }
    let value = close == type + 4 && view.isIdentifier(type + 3) ? view.text(type + 3) : ""
    return (view.text(type + 1), value)
  }

  /// Whether the `let` or `var` at `index` binds in a condition (`if let`, `guard let`,
  /// `while let`, or after a comma of one), where a `{` ends its value.
  private func isCondition(before index: Int) -> Bool {
    view.spells(index - 1, "if") || view.spells(index - 1, "guard")
      || view.spells(index - 1, "while") || view.isPunctuation(index - 1, .comma)
  }

  /// Where a declaration's value starting at `start` ends: a top-level `,`, `;` or closing
  /// bracket, the end of its statement, or in a condition the `{` of its body.
  private func valueEnd(from start: Int, inCondition: Bool) -> Int {
    let statement = view.statementEnd(from: start, limit: view.count)
    var position = start
    while position < statement {
      if view.isPunctuation(position, .comma) || view.isPunctuation(position, 0x3B)
        || view.isPunctuation(position, .closeParen) || view.isPunctuation(position, .closeBracket)
        || view.isPunctuation(position, .closeBrace)
        || (inCondition
          && (view.isPunctuation(position, .openBrace) || view.spells(position, "else")))
      {
        return position
      }
      position = view.after(position)
    }
    return min(statement, view.count)
  }

  /// The type `X` of an `@Environment(X.self)` attribute among the modifiers just before the
  /// `let` or `var` at `index`, if there is one.
  private func environmentType(before index: Int) -> String? {
    var position = index - 1
    // `private`, `public`... between the attribute and the keyword.
    while position > 0, view.isIdentifier(position), position >= index - 3 { position -= 1 }
    guard view.isPunctuation(position, .closeParen), let open = view.partner(position),
      open == position - 4, view.spells(open - 1, "Environment"), view.spells(open - 2, "@"),
      view.isTypeName(open + 1), view.isPunctuation(open + 2, .dot),
      view.spells(open + 3, "self")
    else { return nil }
    return view.text(open + 1)
  }

  /// The names a `let` or `var` at `index` gives a value: `let total = 5`, and each binding of
  /// `let a = 3, b = 5` or `var c = 1.5, d: Int = 2` (an annotated one is read as any
  /// `name: Type`). In a condition (`if let a = x, b > 0`), a comma ends the bindings.
  private mutating func bindings(after index: Int) {
    let inCondition =
      isCondition(before: index)
      || (view.spells(index - 1, "case") && isCondition(before: index - 1))
    // `let (saved, failed) = (done.count, 0)`, `if case let (a, b) = (x, y)`: element by element.
    if view.isPunctuation(index + 1, .openParen), let close = view.partner(index + 1),
      view.spells(close + 1, "=")
    {
      let names = pattern((index + 2)..<close)
      let end = max(valueEnd(from: close + 2, inCondition: inCondition), close + 2)
      if let elements = tupleElements((close + 2)..<end), elements.count == names.count {
        for (name, element) in zip(names, elements) {
          if let name { declare(name, .value(element)) }
        }
      }
      return
    }
    // `@Environment(Store.self) private var store`: the environment's object, of type `Store`.
    if !view.spells(index + 2, "="), !view.isPunctuation(index + 2, .colon),
      view.isIdentifier(index + 1), let type = environmentType(before: index)
    {
      declare(index + 1, .other(type))
    }
    var name = index + 1
    while view.isIdentifier(name) {
      var next = name + 1
      if view.spells(name + 1, "=") {
        let end = valueEnd(from: name + 2, inCondition: inCondition)
        if end > name + 2 { declare(name, .value((name + 2)..<end)) }
        if inCondition { conditionValues.insert(name + 2) }
        next = end
      } else if view.isPunctuation(name + 1, .colon) {
        // `d: Int = 2`: the annotation is read where the loop meets `d`; skip to its end.
        next = valueEnd(from: name + 2, inCondition: inCondition)
      }
      guard !inCondition, view.isPunctuation(next, .comma) else { return }
      name = next + 1
    }
  }

  /// The elements of the tuple expression `range` (`(done.count, 0)`), if it is one.
  private func tupleElements(_ range: Range<Int>) -> [Range<Int>]? {
    guard range.count >= 2, view.isPunctuation(range.lowerBound, .openParen),
      view.partner(range.lowerBound) == range.upperBound - 1
    else { return nil }
    let elements = view.arguments(from: range.lowerBound + 1, to: range.upperBound - 1)
    guard elements.count >= 2, elements.allSatisfy({ $0.label == nil }) else { return nil }
    return elements.map(\.value)
  }

  /// `switch (done.count, failed) {`: the tuple's elements, for the body's `case` patterns.
  private mutating func tupleSubject(at index: Int) {
    var open = index + 1
    while open < view.count, !view.isPunctuation(open, .openBrace) {
      if view.isPunctuation(open, .closeBrace) || view.isPunctuation(open, 0x3B) { return }
      open = view.after(open)
    }
    guard open < view.count, let elements = tupleElements((index + 1)..<open) else { return }
    tupleSubjects[open] = elements
  }

  /// A `case` of a `switch` over a tuple: `case (let saved, 0):`, `case (let saved, let failed):`
  /// and `case let (saved, failed):` bind each name to the subject's element at its place.
  private mutating func tupleCase(at index: Int, subject: [Range<Int>]) {
    var open = index + 1
    let bindsAll = view.spells(open, "let") || view.spells(open, "var")
    if bindsAll { open += 1 }
    guard view.isPunctuation(open, .openParen), let close = view.partner(open) else { return }
    let elements = view.arguments(from: open + 1, to: close)
    guard elements.count == subject.count else { return }
    for (element, value) in zip(elements, subject) where element.label == nil {
      if let name = boundName(element.value, bindsAll: bindsAll) { declare(name, .value(value)) }
    }
  }

  /// The name a pattern element binds: `let name` (or `name` alone after `case let`); not `_`.
  private func boundName(_ element: Range<Int>, bindsAll: Bool) -> Int? {
    var name = element.lowerBound
    if !bindsAll {
      guard element.count == 2, view.spells(name, "let") || view.spells(name, "var") else {
        return nil
      }
      name += 1
    } else if element.count != 1 {
      return nil
    }
    return view.isIdentifier(name) && !view.spells(name, "_") ? name : nil
  }

  /// An enum case pattern that binds payload values: `case .speedUp(let delta)`, `case let
  /// .moved(x, y)`, `if case Action.speedUp(let delta) = action` (labels allowed).
  private mutating func payloadPattern(at index: Int) {
    var position = index + 1
    let bindsAll = view.spells(position, "let") || view.spells(position, "var")
    if bindsAll { position += 1 }
    // `Action.speedUp(` or `.speedUp(`.
    if view.isTypeName(position), view.isPunctuation(position + 1, .dot) { position += 1 }
    let name = position + 1
    guard view.isPunctuation(position, .dot), view.isIdentifier(name),
      view.isPunctuation(name + 1, .openParen), let close = view.partner(name + 1)
    else { return }
    let caseName = view.text(name)
    for (offset, element) in view.arguments(from: name + 2, to: close).enumerated() {
      if let bound = boundName(element.value, bindsAll: bindsAll) {
        declare(bound, .payload(caseName, offset))
      }
    }
  }

  /// The enum cases declared at the `case` at `index`, in a type's body (`case speedUp(Int),
  /// slowDown(Int)`, `case tooLong(maxLength: Int)`): each one's name and its payload values'
  /// specifiers (nil for a type without one; none for a case without a payload).
  static func enumCases(at index: Int, in view: TokenView) -> [(name: Int, payload: [String?])] {
    guard view.isIdentifier(index + 1), !view.isPunctuation(index + 2, .dot) else { return [] }
    // A `switch`'s `case constant:` ends with a colon on its line; a declaration does not.
    var position = index + 1
    while position < view.count, view[position].line == view[index].line,
      !view.isPunctuation(position, .openBrace), !view.isPunctuation(position, 0x3B)
    {
      if view.isPunctuation(position, .colon) { return [] }
      position = view.after(position)
    }
    var cases: [(name: Int, payload: [String?])] = []
    var name = index + 1
    while view.isIdentifier(name) {
      var next = name + 1
      var payload: [String?] = []
      if view.isPunctuation(next, .openParen), let close = view.partner(next) {
        payload = view.arguments(from: next + 1, to: close).map { element -> String? in
          let type = element.value
          guard type.count == 1, view.isTypeName(type.lowerBound) else { return nil }
          return specifiers[view.text(type.lowerBound)]
        }
        next = close + 1
      }
      cases.append((name, payload))
      // `= 2` of a raw value, then `,` and the next case.
      if view.spells(next, "=") { next += 2 }
      guard view.isPunctuation(next, .comma) else { break }
      name = next + 1
    }
    return cases
  }

  /// `$0` of a trailing closure whose call's first argument is a sequence (`ForEach(1...6,
  /// id: \.self) { Text("\($0)") }`): an element of it.
  private mutating func anonymousParameter(at brace: Int) {
    // `matches.reduce(0) { $0 + $1.totalSwings }`: `$1` is an element of `matches`.
    if let receiver = reducedSequence(at: brace) {
      declared["$1", default: []].append(
        (view[brace].range.lowerBound, brace, scope(of: brace), .elementOf(receiver)))
      return
    }
    let declaration: Declaration
    if let sequence = closureSequence(at: brace) {
      declaration = .elementOf(sequence)
    } else if let base = mappedValue(at: brace) {
      declaration = .mapped(base)
    } else {
      return
    }
    declared["$0", default: []].append(
      (view[brace].range.lowerBound, brace, scope(of: brace), declaration))
  }

  /// The value whose `map` or `flatMap` the closure at `brace` is passed to (`option.voteCount`
  /// of `option.voteCount.map {`, `plan?.days` of `plan?.days.map {`): the names, members,
  /// calls and subscripts before it.
  private func mappedValue(at brace: Int) -> Range<Int>? {
    guard let mapName = view.mapName(ofClosureAt: brace) else { return nil }
    var end = mapName - 1
    if view.spells(end - 1, "?") { end -= 1 }
    return chain(endingAt: end)
  }

  /// The postfix chain that ends just before `end` (`vm.entries`, `items.filter { … }`,
  /// `plan?.days`): names joined by dots, calls, subscripts and trailing closures, `?` and
  /// `!`, from its first name; nil when none ends there.
  private func chain(endingAt end: Int) -> Range<Int>? {
    var start = end
    while start > 0 {
      let previous = start - 1
      if view.isPunctuation(previous, .closeParen) || view.isPunctuation(previous, .closeBracket)
        || view.isPunctuation(previous, .closeBrace)
      {
        guard let partner = view.partner(previous) else { return nil }
        start = partner
      } else if view.isIdentifier(previous) {
        start = previous
        // A name not after a dot (`return items`) begins the chain.
        guard
          view.isPunctuation(start - 1, .dot) || view.spells(start - 1, "?")
            || view.spells(start - 1, "!")
        else { break }
      } else if view.isPunctuation(previous, .dot) || view.spells(previous, "?")
        || view.spells(previous, "!")
      {
        start = previous
      } else {
        break
      }
    }
    guard start < end, view.isIdentifier(start) else { return nil }
    return start..<end
  }

  /// The expression the closure of the `map` or `compactMap` call that ends just before `dot`
  /// returns (`xs.map { $0 * 2 }`, `xs.map({ $0 * 2 })`, `xs.compactMap { Int($0) }`): an
  /// element of the array it makes. Nil when no such call ends there, or its closure is more
  /// than one expression.
  private func mappedElement(before dot: Int, in view: TokenView) -> Range<Int>? {
    var close = dot - 1
    if view.spells(close, "?") || view.spells(close, "!") { close -= 1 }
    // `map({ ... })`: the closure inside the parentheses.
    if view.isPunctuation(close, .closeParen), let open = view.partner(close),
      view.isPunctuation(open + 1, .openBrace), view.partner(open + 1) == close - 1
    {
      close -= 1
    }
    guard view.isPunctuation(close, .closeBrace), let brace = view.partner(close) else {
      return nil
    }
    let name = view.isPunctuation(brace - 1, .openParen) ? brace - 2 : brace - 1
    guard view.spells(name, "map") || view.spells(name, "compactMap"),
      view.isPunctuation(name - 1, .dot)
    else { return nil }
    return view.returnedExpression(ofClosureAt: brace)
  }

  /// The sequence whose elements the closure at `brace` adds up, when it trails a `reduce`
  /// with one initial value (`matches.reduce(0) {`: `matches`).
  private func reducedSequence(at brace: Int) -> Range<Int>? {
    guard view.isPunctuation(brace - 1, .closeParen), let open = view.partner(brace - 1),
      view.spells(open - 1, "reduce"), view.isPunctuation(open - 2, .dot),
      case let arguments = view.callArguments(open: open), arguments.count == 1,
      arguments[0].label == nil
    else { return nil }
    return chain(endingAt: open - 2)
  }

  /// What the parameter of the closure at `brace` is an element of: the first unlabeled
  /// argument of the call it trails (`ForEach(items) {`), or for a `TableColumn`'s content
  /// (`TableColumn("PID") { Text("\($0.pid)") }`) the rows of the `Table` around it
  /// (`Table(viewModel.entries) {`).
  private func closureSequence(at brace: Int) -> Range<Int>? {
    guard view.isPunctuation(brace - 1, .closeParen), let open = view.partner(brace - 1),
      view.isIdentifier(open - 1)
    else { return nil }
    if view.spells(open - 1, "TableColumn") { return tableRows(around: open - 1) }
    guard let sequence = view.callArguments(open: open).first, sequence.label == nil,
      !sequence.value.isEmpty
    else { return nil }
    return sequence.value
  }

  /// The rows of the `Table(rows) { ... }` whose columns hold the token at `index` directly
  /// (in its builder, not in a nested closure).
  private func tableRows(around index: Int) -> Range<Int>? {
    guard let brace = Self.enclosingBrace(of: index, in: view),
      view.isPunctuation(brace - 1, .closeParen), let open = view.partner(brace - 1),
      view.spells(open - 1, "Table"), let rows = view.callArguments(open: open).first,
      rows.label == nil, !rows.value.isEmpty
    else { return nil }
    return rows.value
  }

  /// `for name in sequence {` and `for (offset, element) in x.enumerated() {`.
  private mutating func loop(at index: Int) {
    var names: [Int?] = []
    var position = index + 1
    if view.spells(position, "case") { return }
    if view.isPunctuation(position, .openParen), let close = view.partner(position) {
      names = pattern((position + 1)..<close)
      position = close + 1
    } else if view.isIdentifier(position) {
      names = [position]
      position += 1
    }
    guard !names.isEmpty, view.spells(position, "in") else { return }
    var end = position + 1
    while end < view.count, !view.isPunctuation(end, .openBrace), !view.spells(end, "where") {
      end = view.after(end)
    }
    bind(names, to: (position + 1)..<min(end, view.count))
  }

  /// The names of a tuple pattern's elements in order, nil for `_` or anything but a name
  /// (`(offset, element)`, `(_, value)`).
  private func pattern(_ range: Range<Int>) -> [Int?] {
    view.arguments(from: range.lowerBound, to: range.upperBound).map { element in
      element.label == nil && element.value.count == 1
        && view.isIdentifier(element.value.lowerBound)
        && !view.spells(element.value.lowerBound, "_") ? element.value.lowerBound : nil
    }
  }

  /// `{ name in`, `{ offset, element in`, `{ (a, b) in` of a trailing closure whose call's
  /// first argument is the sequence (`ForEach(0..<count) { index in`).
  private mutating func closureParameters(endingAt index: Int) {
    var start = index - 1
    while start > 0,
      view.isIdentifier(start) || view.isPunctuation(start, .comma)
        || view.isPunctuation(start, .openParen) || view.isPunctuation(start, .closeParen)
    {
      if view.isPunctuation(start - 1, .openBrace) { break }
      start -= 1
    }
    guard view.isPunctuation(start - 1, .openBrace) else { return }
    let names =
      view.isPunctuation(start, .openParen) && view.partner(start) == index - 1
      ? pattern((start + 1)..<(index - 1)) : pattern(start..<index)
    let brace = start - 1
    guard names.contains(where: { $0 != nil }) else { return }
    // `workouts.reduce(0) { sum, w in sum + w.minutes }`: `w` is an element of `workouts`.
    if let receiver = reducedSequence(at: brace) {
      if names.count == 2, let element = names[1] { declare(element, .elementOf(receiver)) }
      return
    }
    if let sequence = closureSequence(at: brace) {
      bind(names, to: sequence)
    } else if names.count == 1, let name = names[0], let base = mappedValue(at: brace) {
      declare(name, .mapped(base))
    }
  }

  /// Declares loop or closure `names` over `sequence`: one name is its element; a pair over
  /// `enumerated()` is the `Int` offset and an element of what is enumerated, another pair
  /// a dictionary's key and value.
  private mutating func bind(_ names: [Int?], to sequence: Range<Int>) {
    guard !sequence.isEmpty else { return }
    if names.count == 1 {
      if let name = names[0] { declare(name, .elementOf(sequence)) }
    } else if names.count == 2 {
      if let base = enumeratedBase(sequence) {
        if let offset = names[0] { declare(offset, .type("Int")) }
        if let element = names[1], !base.isEmpty { declare(element, .elementOf(base)) }
      } else if isEnumerated(sequence) {
        if let offset = names[0] { declare(offset, .type("Int")) }
      } else {
        if let key = names[0] { declare(key, .pairOf(sequence, isKey: true)) }
        if let value = names[1] { declare(value, .pairOf(sequence, isKey: false)) }
      }
    }
  }

  /// What `sequence` enumerates when it is `base.enumerated()` or `Array(base.enumerated())`.
  private func enumeratedBase(_ sequence: Range<Int>) -> Range<Int>? {
    var range = view.unparenthesized(sequence)
    if range.count > 3, view.spells(range.lowerBound, "Array"),
      view.isPunctuation(range.lowerBound + 1, .openParen),
      view.partner(range.lowerBound + 1) == range.upperBound - 1
    {
      range = (range.lowerBound + 2)..<(range.upperBound - 1)
    }
    let end = range.upperBound
    guard range.count > 4, view.isPunctuation(end - 1, .closeParen),
      view.isPunctuation(end - 2, .openParen), view.spells(end - 3, "enumerated"),
      view.isPunctuation(end - 4, .dot)
    else { return nil }
    return range.lowerBound..<(end - 4)
  }

  /// Whether `range` ends in `.enumerated()`, or wraps such a call (`Array(x.enumerated())`).
  private func isEnumerated(_ range: Range<Int>) -> Bool {
    range.contains { view.spells($0, "enumerated") && view.isPunctuation($0 - 1, .dot) }
  }

  // MARK: Inference

  /// What is known of the type of the expression `range` of `view`.
  private func specifier(of view: TokenView, _ range: Range<Int>, depth: Int) -> Inference {
    var range = view.unparenthesized(range)
    // `try await total()`: the value's type (`try?` makes it optional: no specifier).
    while !range.isEmpty,
      (view.spells(range.lowerBound, "try") && !view.spells(range.lowerBound + 1, "?"))
        || view.spells(range.lowerBound, "await")
    {
      range =
        (range.lowerBound + (view.spells(range.lowerBound + 1, "!") ? 2 : 1))..<range.upperBound
    }
    guard !range.isEmpty, depth < 6 else { return .unknown }
    if range.count == 1 {
      switch view[range.lowerBound].kind {
      case .number: return known(Self.numberType(view.text(range.lowerBound)))
      case .string: return .known("%@")
      default: break
      }
    }
    // `flag ? a : b`: either branch's type.
    if let ternary = view.ternaryBranches(in: range) {
      // `hasData ? 0 : weights[0]`: a number literal takes the other branch's type.
      return commonType(view, ternary.first, ternary.second, depth: depth)
    }
    // `value ?? 0`: the value's type, else the default's.
    if let coalescing = view.firstTopLevel(in: range, where: { view.spells($0, "??") }),
      coalescing > range.lowerBound
    {
      let value = specifier(of: view, range.lowerBound..<coalescing, depth: depth + 1)
      let fallback = (coalescing + 1)..<range.upperBound
      let other = specifier(of: view, fallback, depth: depth + 1)
      return isNumberLiteral(fallback, in: view) ? value.adapting(to: other) : value.or(other)
    }
    // `info["code"] as? Int`: the cast's type.
    if let cast = view.firstTopLevel(in: range, where: { view.spells($0, "as") }) {
      var type = cast + 1
      if view.spells(type, "?") || view.spells(type, "!") { type += 1 }
      return view.isIdentifier(type) ? named(view.text(type)) : .unknown
    }
    if let operation = view.firstTopLevel(in: range, where: { isArithmetic($0, in: view) }),
      operation > range.lowerBound, operation + 1 < range.upperBound
    {
      return commonType(
        view, range.lowerBound..<operation, (operation + 1)..<range.upperBound, depth: depth)
    }
    if view.spells(range.lowerBound, "-") {  // `-offset`
      return specifier(of: view, (range.lowerBound + 1)..<range.upperBound, depth: depth + 1)
    }
    // `weight.rounded()`, `(total / 3).rounded(.down)`, `area.squareRoot()`: the receiver's.
    let last = range.upperBound - 1
    if view.isPunctuation(last, .closeParen), let open = view.partner(last),
      open - 2 > range.lowerBound, view.isIdentifier(open - 1),
      Self.sameTypeMethods.contains(view.text(open - 1)), view.isPunctuation(open - 2, .dot)
    {
      return specifier(of: view, range.lowerBound..<(open - 2), depth: depth + 1)
    }
    return postfix(view, range, depth: depth)
  }

  /// What a condition binding (`if let minutes = model.delta(at: now)`, `guard let`) gives its
  /// name: the value's type, or where the value is a call of a function that returns an
  /// optional (`func delta(at: Date) -> Int?`), the wrapped type: in this file, else the
  /// project's (`delta()?`).
  private func unwrappedSpecifier(of value: Range<Int>, depth: Int) -> Inference {
    let inferred = specifier(of: view, value, depth: depth)
    guard case .lookup(let name, nil, let via, nil) = inferred, via.isEmpty, name.hasSuffix("()")
    else { return inferred }
    let function = String(name.dropLast(2))
    switch optionalFunctions[function] {
    case .some(let type?): return named(type)
    case .some(nil): return .unknown
    case nil: return .lookup(Self.unwrappedCallKey(function))
    }
  }

  /// The specifier of a type name, if it has one.
  private func known(_ type: String) -> Inference {
    Self.specifiers[type].map { .known($0) } ?? .unknown
  }

  /// The specifier of a type name a declaration or an expression writes: its own, else, for a
  /// name the project declares as a typealias of a number type (`typealias Meters = Double`,
  /// in any file), that type's, looked up as `Meters=`.
  private func named(_ type: String) -> Inference {
    if let specifier = Self.specifiers[type] { return .known(specifier) }
    guard numberAliases.contains(type) else { return .unknown }
    return .lookup(type + Self.aliasSuffix)
  }

  /// Whether `range` is only number literals, arithmetic operators and parentheses (`100 / 3`,
  /// `(2 + 1)`), at least one literal.
  private func isLiteralArithmetic(_ range: Range<Int>, in view: TokenView) -> Bool {
    var hasNumber = false
    for position in range {
      if view[position].kind == .number {
        hasNumber = true
      } else if !(isArithmetic(position, in: view) || view.isPunctuation(position, .openParen)
        || view.isPunctuation(position, .closeParen))
      {
        return false
      }
    }
    return hasNumber
  }

  /// Whether `range` of `view` is one number literal (in parentheses or not).
  private func isNumberLiteral(_ range: Range<Int>, in view: TokenView) -> Bool {
    let range = view.unparenthesized(range)
    return range.count == 1 && view[range.lowerBound].kind == .number
  }

  /// `a + b`, `count - 1`, `flag ? 0 : total`: both operands (or branches) have the
  /// expression's type; a number literal adapts to the other one (an `Int` when that is
  /// unknown, also in another file).
  private func commonType(
    _ view: TokenView, _ left: Range<Int>, _ right: Range<Int>, depth: Int
  ) -> Inference {
    // `amount * 100 / 3`: the literals' arithmetic takes the other side's type too.
    switch (isLiteralArithmetic(left, in: view), isLiteralArithmetic(right, in: view)) {
    case (false, true) where !isNumberLiteral(right, in: view):
      return specifier(of: view, left, depth: depth + 1)
        .adapting(to: specifier(of: view, right, depth: depth + 1))
    case (true, false) where !isNumberLiteral(left, in: view):
      return specifier(of: view, right, depth: depth + 1)
        .adapting(to: specifier(of: view, left, depth: depth + 1))
    default: break
    }
    switch (isNumberLiteral(left, in: view), isNumberLiteral(right, in: view)) {
    case (false, true):
      return specifier(of: view, left, depth: depth + 1)
        .adapting(to: specifier(of: view, right, depth: depth + 1))
    case (true, false):
      return specifier(of: view, right, depth: depth + 1)
        .adapting(to: specifier(of: view, left, depth: depth + 1))
    case (true, true):
      // `flag ? 0 : 1.5`: a `Double` when either literal is one.
      let types = [left, right].map {
        Self.numberType(view.text(view.unparenthesized($0).lowerBound))
      }
      return known(types.contains("Double") ? "Double" : "Int")
    case (false, false):
      return specifier(of: view, left, depth: depth + 1)
        .or(specifier(of: view, right, depth: depth + 1))
    }
  }

  /// `name`, `a.b.name`, `items.count`, `Int(x)`, `counts[0]`, `filter { ... }.count`.
  private func postfix(_ view: TokenView, _ range: Range<Int>, depth: Int) -> Inference {
    guard view.isIdentifier(range.lowerBound) else { return .unknown }
    var names: [Int] = []
    var lastName = range.lowerBound
    enum Last { case name, call, subscripted }
    var last = Last.name
    var position = range.lowerBound
    while position < range.upperBound {
      if view.isIdentifier(position) {
        guard names.isEmpty || view.isPunctuation(position - 1, .dot) else { return .unknown }
        names.append(position)
        lastName = position
        last = .name
        position += 1
      } else if view.isPunctuation(position, .dot) || view.spells(position, "?")
        || view.spells(position, "!")
      {
        position += 1
      } else if view.isPunctuation(position, .openParen) {
        last = .call
        position = view.after(position)
      } else if view.isPunctuation(position, .openBracket) {
        last = .subscripted
        position = view.after(position)
      } else if view.isPunctuation(position, .openBrace) {
        last = .call  // a trailing closure
        position = view.after(position)
      } else {
        return .unknown
      }
    }
    let name = view.text(lastName)
    switch last {
    case .call:
      // `Int(x)`, `Double(y)`: a conversion names its type.
      if names.count == 1, view.isTypeName(lastName) { return named(name) }
      // `items.map(\.weight).max()`, `.reduce(0, +)`: the member the key path reads of an
      // element.
      if names.count > 2, Self.elementMethods.contains(name) || name == "reduce",
        let member = keyPathMapped(names.dropLast(), in: view, depth: depth)
      {
        guard name == "reduce" else { return member }
        return sum(at: lastName, of: member, in: view, depth: depth) ?? .unknown
      }
      // `weights.max() ?? 0`: an element of the collection the names before it read.
      if names.count > 1, Self.elementMethods.contains(name), isChain(names, in: view) {
        return elementSpecifier(ofChain: names.dropLast(), in: view, depth: depth)
      }
      // `cores.map { $0.load }.max()`, `cores?.map({ $0.temps?.first ?? 0 }).min()`,
      // `runs.map { $0.distance }.reduce(0, +)`: what the closure of the `map` (or
      // `compactMap`) before it returns.
      if names.count > 1, Self.elementMethods.contains(name) || name == "reduce",
        let body = mappedElement(before: lastName - 1, in: view)
      {
        let element = specifier(of: view, body, depth: depth + 1)
        guard name == "reduce" else { return element }
        return sum(at: lastName, of: element, in: view, depth: depth) ?? .unknown
      }
      // `weights.reduce(0, +)`: the elements' type, which the initial literal takes (not with
      // a closure, whose result may be another type: `items.reduce(0) { $0 + $1.price }`).
      if names.count > 1, name == "reduce", isChain(names, in: view),
        let sum = sum(
          at: lastName, of: elementSpecifier(ofChain: names.dropLast(), in: view, depth: depth),
          in: view, depth: depth)
      {
        return sum
      }
      // `workouts.reduce(0) { $0 + $1.minutes }`: what the closure adds, which the initial
      // literal takes the type of (a guess when that is not known).
      if names.count > 1, name == "reduce", let close = view.partner(lastName + 1),
        view.isPunctuation(close + 1, .openBrace), let end = view.partner(close + 1),
        end < range.upperBound,
        case let arguments = view.callArguments(open: lastName + 1), arguments.count == 1,
        arguments[0].label == nil, isNumberLiteral(arguments[0].value, in: view),
        let body = view.returnedExpression(ofClosureAt: close + 1),
        let plus = view.firstTopLevel(in: body, where: { view.spells($0, "+") }),
        plus - 1 == body.lowerBound, view.isIdentifier(body.lowerBound)
      {
        return specifier(of: view, (plus + 1)..<body.upperBound, depth: depth + 1)
          .adapting(to: specifier(of: view, arguments[0].value, depth: depth + 1))
      }
      // `calendar.component(.day, from: date)`: a Foundation method of one numeric type (on
      // a value of another type than `self`).
      if names.count > 1, !(names.count == 2 && view.spells(names[0], "self")),
        let specifier = Self.sdkMethodSpecifiers[name]
      {
        return .known(specifier)
      }
      // `max(done, total)`, `min(a, b)`, `abs(delta)`: the standard library's generic
      // functions return their arguments' type (unless the file declares its own).
      // A number literal among the arguments takes the others' type (`max(0, weight)`,
      // `pow(2, x)`).
      if names.count == 1, functions[name] == nil, Self.sameTypeFunctions.contains(name) {
        let arguments = view.callArguments(open: lastName + 1).map(\.value)
        let (literals, others) = (
          arguments.filter { isNumberLiteral($0, in: view) },
          arguments.filter { !isNumberLiteral($0, in: view) }
        )
        let found = others.reduce(Inference.unknown) { found, argument in
          found.or(specifier(of: view, argument, depth: depth + 1))
        }
        guard let literal = literals.first else { return found }
        return found.adapting(to: specifier(of: view, literal, depth: depth + 1))
      }
      // `Int.random(in: 1...6)`, `Double.random(in: 0..<1)`: the type's own.
      if names.count == 2, name == "random", view.isTypeName(names[0]) {
        return known(view.text(names[0]))
      }
      // `total()`, `self.total()`, `order.total()`: a function of this file, or of another
      // one of the project, by its name.
      switch functions[name] {
      case .some(let type?): return named(type)
      case .some(nil): return .unknown
      case nil: return .lookup(name + "()")
      }
    case .subscripted:
      switch declaration(of: view, lastName) {
      case .element(let type)?: return known(type)
      case .elements(let type)?: return named(type)
      // `rates["usd"]` of `rates: [String: Double]`.
      case .dictionary(_, let value)?: return known(value)
      default: return .unknown
      }
    case .name:
      if names.count > 1, name == "count" { return .known("%lld") }
      // `Double.zero`, `Int.max`, `Meters.pi` (a project typealias): the type's own.
      if names.count == 2, view.isTypeName(names[0]), Self.sameTypeStatics.contains(name) {
        return named(view.text(names[0]))
      }
      // `Level.low.rawValue`: the raw type of the enum `Level` (`enum Level: Int`), which
      // its file exports as `Level.rawValue`.
      if names.count == 3, name == "rawValue", view.isTypeName(names[0]),
        !view.isTypeName(names[1])
      {
        return .lookup(name, owner: view.text(names[0]))
      }
      // `limits.lowerBound`, `weights.first!`: an element of the range or collection the names
      // before it read (`static let limits = 2...25`, `r: ClosedRange<Int>`, `weights:
      // [Double]`, here or in another file).
      if names.count > 1, Self.elementMembers.contains(name), isChain(names, in: view) {
        return elementSpecifier(ofChain: names.dropLast(), in: view, depth: depth)
      }
      // `pair.offset` and `pair.element` of `enumerated()`, `entry.key` and `entry.value` of a
      // dictionary, the one closure parameter over either.
      if names.count == 2, case .elementOf(let sequence)? = declaration(of: view, names[0]) {
        if let base = enumeratedBase(sequence) {
          if name == "offset" { return .known("%lld") }
          if name == "element" { return elementSpecifier(of: base, depth: depth + 1) }
        } else if name == "key" || name == "value",
          case .known(let specifier) = pairSpecifier(
            of: sequence, isKey: name == "key", depth: depth + 1)
        {
          return .known(specifier)
        }
      }
      // `rec.best.value`: a label of a tuple this file declares (`best: (date:, value: Int)`).
      if names.count > 1,
        case .some(let type?) = tupleLabelTypes[view.text(names[names.count - 2]) + "." + name]
      {
        return known(type)
      }
      // `batch.total` is a member of the value's type; `total` alone, any name in scope.
      let owner = names.count > 1 ? owner(of: names.dropLast(), in: view) : nil
      // `rec.inner.value` where `rec: Record` is declared here and `Record`'s `inner` in
      // another file, or `rec` is `let rec = viewModel.recordStats`: the types along the
      // chain are the project's to find.
      if owner == nil, names.count > 1, let (base, via) = chainStart(of: names.dropLast(), in: view)
      {
        return .lookup(name, owner: base, via: via)
      }
      let found =
        names.count > 1
        ? memberDeclaration(of: view, lastName, owner: owner)
        : declaration(of: view, lastName)
      // `rec.best.value`: a label of a tuple-typed property (`best.value`), else the member.
      return inference(
        of: found, name: name,
        owner: owner ?? (names.count > 1 ? view.text(names[names.count - 2]) : nil), depth: depth)
    }
  }

  /// What a name's declaration `found` tells of its type; for none, the member `name` of
  /// `owner` (or any `name`), for the rest of the project to find.
  private func inference(of found: Declaration?, name: String, owner: String?, depth: Int)
    -> Inference
  {
    switch found {
    case .type(let type)?: return known(type)
    case .value(let value)?:
      return conditionValues.contains(value.lowerBound)
        ? unwrappedSpecifier(of: value, depth: depth + 1)
        : specifier(of: self.view, value, depth: depth + 1)
    case .elementOf(let sequence)?: return elementSpecifier(of: sequence, depth: depth + 1)
    case .mapped(let base)?:
      // The optional's wrapped value (an annotation names it without its `?`), else an
      // element of the collection.
      return specifier(of: self.view, base, depth: depth + 1)
        .or(elementSpecifier(of: base, depth: depth + 1))
    case .pairOf(let sequence, let isKey)?:
      return pairSpecifier(of: sequence, isKey: isKey, depth: depth + 1)
    case .payload(let caseName, let position)?:
      // The case's payload in this file, else in the project's (`speedUp#0`).
      guard let payload = enumCases[caseName] else {
        return .lookup(caseName + "#" + String(position))
      }
      return position < payload.count
        ? (payload[position].map { .known($0) } ?? .unknown)
        : .unknown
    // `distance: Meters`: a project typealias's type, if it is one.
    case .other(let type)?: return named(type)
    case .element?, .dictionary?, .elements?: return .unknown
    case nil: return .lookup(name, owner: owner)
    }
  }

  /// What `reduce(0, +)` at `reduce` makes of elements of type `element`: their type, which the
  /// initial literal takes; nil for another call (a closure, or no literal).
  private func sum(at reduce: Int, of element: Inference, in view: TokenView, depth: Int)
    -> Inference?
  {
    let arguments = view.callArguments(open: reduce + 1)
    guard arguments.count == 2, arguments[0].label == nil,
      isNumberLiteral(arguments[0].value, in: view), arguments[1].value.count == 1,
      view.isOperator(arguments[1].value.lowerBound)
    else { return nil }
    return element.adapting(to: specifier(of: view, arguments[0].value, depth: depth + 1))
  }

  /// The members of a collection or range that are one of its elements (`first` and `last`
  /// wrapped in an optional, which `!` or `?? 0` unwrap).
  static let elementMembers: Set<String> = ["first", "last", "lowerBound", "upperBound"]

  /// The methods of a collection that return one of its elements (in an optional).
  static let elementMethods: Set<String> = ["max", "min", "randomElement"]

  /// What `items.map(\.weight)` or `items.map { $0.weight }` (or `compactMap`) at the end of
  /// `names` makes an array of: the member `weight` of an element of `items`, declared in this
  /// file or another one of the project. Nil for another call, or a collection that is not
  /// names joined by dots.
  private func keyPathMapped(_ names: ArraySlice<Int>, in view: TokenView, depth: Int)
    -> Inference?
  {
    guard let map = names.last, names.count > 1,
      view.spells(map, "map") || view.spells(map, "compactMap")
    else { return nil }
    // `map(\.weight)`, `map { $0.weight }`, `map({ $0.weight })`: the member's name.
    let memberIndex: Int
    if view.isPunctuation(map + 1, .openParen), view.partner(map + 1) == map + 5,
      view.spells(map + 2, "\\"), view.isPunctuation(map + 3, .dot), view.isIdentifier(map + 4)
    {
      memberIndex = map + 4
    } else {
      let brace = view.isPunctuation(map + 1, .openParen) ? map + 2 : map + 1
      guard view.isPunctuation(brace, .openBrace), view.partner(brace) == brace + 4,
        view.spells(brace + 1, "$0"), view.isPunctuation(brace + 2, .dot),
        view.isIdentifier(brace + 3),
        brace == map + 1 || view.partner(map + 1) == brace + 5
      else { return nil }
      memberIndex = brace + 3
    }
    let collection = names.dropLast()
    guard let first = collection.first, Self.names(first..<(map - 1), in: view) != nil else {
      return nil
    }
    let member = view.text(memberIndex)
    guard let owner = owner(of: collection, in: view) else {
      // `model.items.map(\.weight)` with `items` declared in another file: its elements' type
      // (`Model.items[]:type`), and that type's member.
      guard let (base, via) = chainStart(of: collection, in: view), let last = via.last else {
        return .lookup(member)
      }
      return .lookup(member, owner: base, via: via.dropLast() + [last + Self.elementSuffix])
    }
    return inference(
      of: memberDeclaration(of: view, memberIndex, owner: owner), name: member, owner: owner,
      depth: depth)
  }

  /// Whether the names before the last of `names` are joined by dots alone (`self.limits` of
  /// `self.limits.lowerBound`; not `model.values().first` or `plan?.days.first`).
  private func isChain(_ names: [Int], in view: TokenView) -> Bool {
    guard let first = names.first, names.count > 1 else { return false }
    return Self.names(first..<(names[names.count - 1] - 1), in: view) != nil
  }

  /// The type of an element of the collection or range the member chain `names` reads, from
  /// its declaration in this file (`r: ClosedRange<Int>`, `weights: [Double]`, `let limits =
  /// 2...25`), else the project's (`limits[]`).
  private func elementSpecifier(ofChain names: ArraySlice<Int>, in view: TokenView, depth: Int)
    -> Inference
  {
    guard let base = names.last else { return .unknown }
    let found =
      names.count > 1
      ? memberDeclaration(of: view, base, owner: owner(of: names.dropLast(), in: view))
      : declaration(of: view, base)
    return elements(of: found, named: view.text(base), depth: depth)
  }

  /// The positions of the names of `range` when it is only names joined by dots
  /// (`self.viewModel.entries`).
  static func names(_ range: Range<Int>, in view: TokenView) -> [Int]? {
    var names: [Int] = []
    var position = range.lowerBound
    while position < range.upperBound {
      guard view.isIdentifier(position) else { return nil }
      names.append(position)
      position += 1
      guard position < range.upperBound else { break }
      guard view.isPunctuation(position, .dot) else { return nil }
      position += 1
    }
    return names.isEmpty ? nil : names
  }

  /// The type of the value whose member the chain at `range` of `view` (the file's) reads:
  /// `DayPlan` for `day.workoutName` with `day: DayPlan`, when the file tells it.
  func ownerType(ofMemberIn range: Range<Int>, of view: TokenView) -> String? {
    let names = range.filter { view.isIdentifier($0) }
    guard names.count >= 2 else { return nil }
    return owner(of: names.dropLast(), in: view)
  }

  /// The longest start of the member chain `names` whose type this file tells (`rec` of
  /// `rec.inner`, with `rec: Record`), and the names of the members after it: the type and
  /// those names, when there is such a start and some member after it.
  ///
  /// A first name bound to such a chain (`let rec = viewModel.recordStats`) starts where that
  /// chain does (`viewModel: AppViewModel`, via `recordStats`).
  private func chainStart(of names: ArraySlice<Int>, in view: TokenView, depth: Int = 0) -> (
    String, [String]
  )? {
    // `items.first.total`: an element's member is not a member of the collection.
    func checked(_ type: String, _ via: [String]) -> (String, [String])? {
      via.contains("first") || via.contains("last") ? nil : (type, via)
    }
    guard let base = names.first else { return nil }
    var end = names.endIndex - 1
    while end > names.startIndex {
      if let type = owner(of: names[..<end], in: view) {
        return checked(type, names[end...].map { view.text($0) })
      }
      end -= 1
    }
    guard depth < 4 else { return nil }
    let file = self.view
    let rest = names.dropFirst().map { view.text($0) }
    // `ForEach(viewModel.entries) { entry in`, `Table(viewModel.entries) { TableColumn(...) {
    // $0`: an element of a member another file declares (`entries[]`, its element type).
    if case .elementOf(let sequence)? = declaration(of: view, base),
      let chain = Self.names(file.unparenthesized(sequence), in: file), chain.count > 1
    {
      let element = file.text(chain[chain.count - 1]) + Self.elementSuffix
      let parent = chain.dropLast()
      if let type = owner(of: parent, in: file) { return checked(type, [element] + rest) }
      guard let (type, via) = chainStart(of: parent, in: file, depth: depth + 1) else {
        return nil
      }
      return checked(type, via + [element] + rest)
    }
    guard case .value(let value)? = declaration(of: view, base) else { return nil }
    let bound = file.unparenthesized(value)
    // Only names joined by dots (`self.viewModel.recordStats`): no call, subscript or `?`.
    guard let chain = Self.names(bound, in: file), chain.count > 1 else { return nil }
    if let type = owner(of: chain[...], in: file) { return checked(type, rest) }
    guard let (type, via) = chainStart(of: chain[...], in: file, depth: depth + 1) else {
      return nil
    }
    return checked(type, via + rest)
  }

  /// The type of the value `names` reads (`batch`, `items.first`, `items[0]`): a name the
  /// file declares with a plain type (`batch: Batch`), the `first`, `last` or an element of a
  /// collection it declares (`items: [Item]`), or a loop's or closure's element of one.
  private func owner(of names: ArraySlice<Int>, in view: TokenView) -> String? {
    guard let base = names.first else { return nil }
    var declaration = declaration(of: view, base)
    // `items(for: day)?.first`, `items()[0]`: a function of the file that returns a collection.
    if declaration == nil, case .some(let element?) = functionElements[view.text(base)] {
      declaration = .elements(element)
    }
    if names.count == 1 {
      switch declaration {
      // `items[0].title` reads like `items.title` here: an element's member.
      case .other(let type)?, .elements(let type)?: return type
      // `@StateObject private var model = Model()`: an instance of `Model`.
      case .value(let value)?:
        let value = self.view.unparenthesized(value)
        guard self.view.isTypeName(value.lowerBound),
          self.view.isPunctuation(value.lowerBound + 1, .openParen),
          self.view.partner(value.lowerBound + 1) == value.upperBound - 1
        else { return nil }
        return self.view.text(value.lowerBound)
      // `Limits.maxCount`: a static member of a type.
      case nil where view.isTypeName(base): return view.text(base)
      case .elementOf(let sequence)?:
        let sequence = self.view.unparenthesized(sequence)
        // A name (`items`) or a call (`items(for: day)`).
        if self.view.isIdentifier(sequence.lowerBound),
          sequence.count == 1
            || (self.view.isPunctuation(sequence.lowerBound + 1, .openParen)
              && self.view.partner(sequence.lowerBound + 1) == sequence.upperBound - 1)
        {
          return elementType(of: sequence.lowerBound, depth: 0)
        }
        // A member (`viewModel.entries`, with `var entries: [Entry]` in the file).
        let names = sequence.filter { self.view.isIdentifier($0) }
        guard names.count > 1, names.count * 2 - 1 == sequence.count,
          case .elements(let type)? = memberDeclaration(
            of: self.view, names[names.count - 1],
            owner: owner(of: names.dropLast(), in: self.view))
        else { return nil }
        return type
      // `all.map { $0.load }`: an element of the collection (`all: [Core]`), or the value of
      // the optional (`core.map { $0.load }`, `core: Core?`).
      case .mapped(let base)?:
        let base = self.view.unparenthesized(base)
        guard base.count == 1, self.view.isIdentifier(base.lowerBound) else { return nil }
        if let element = elementType(of: base.lowerBound, depth: 0) { return element }
        if case .other(let type)? = self.declaration(of: self.view, base.lowerBound) {
          return type
        }
        return nil
      default: return nil
      }
    }
    // `self.rec`: `rec`.
    if view.spells(base, "self") { return owner(of: names.dropFirst(), in: view) }
    let last = names[names.endIndex - 1]
    let isEnd = view.spells(last, "first") || view.spells(last, "last")
    // `items.first`, `items.last` (a subscript, `items[0]`, ends the chain at `items`).
    if names.count == 2, case .elements(let type)? = declaration, isEnd { return type }
    // `rec.inner`, `rec.inner.items.first`: a member of the type of the value before it, as the
    // file declares that type (`struct Record { var inner: Inner }`).
    if names.count > 2, isEnd, let parent = owner(of: names.dropLast(2), in: view),
      case .elements(let type)? = memberDeclaration(
        of: view, names[names.endIndex - 2], owner: parent)
    {
      return type
    }
    guard let parent = owner(of: names.dropLast(), in: view) else { return nil }
    switch memberDeclaration(of: view, last, owner: parent) {
    // `store.entries[0].weight` reads like `store.entries.weight`: an element's member.
    case .other(let type)?, .elements(let type)?: return type
    default: return nil
    }
  }

  /// The element type of the collection the name at `index` of the file is declared as
  /// (`items: [Item]`), or bound to (`if let items = fetched`, `let items = all`).
  private func elementType(of index: Int, depth: Int) -> String? {
    if view.isPunctuation(index + 1, .openParen) {
      // `ForEach(items(for: day)) { item in`: a function of the file that returns a collection.
      return functionElements[view.text(index)] ?? nil
    }
    switch declaration(of: view, index) {
    case .elements(let type)?: return type
    case .value(let value)?:
      let value = view.unparenthesized(value)
      guard depth < 3, value.count == 1, view.isIdentifier(value.lowerBound) else { return nil }
      return elementType(of: value.lowerBound, depth: depth + 1)
    default: return nil
    }
  }

  /// The specifier of the elements of the sequence `range` of the file: integers for a range
  /// with an integer bound (`0..<count`, `1...6`), `indices` and `stride(from: 0, ...)`.
  private func elementSpecifier(of range: Range<Int>, depth: Int) -> Inference {
    let range = coreSequence(range)
    guard !range.isEmpty, depth < 8 else { return .unknown }
    // The lexer gives `..<` as `.`, `.`, `<` and `...` as three dots.
    if let operation = view.firstTopLevel(
      in: range,
      where: {
        view.isPunctuation($0, .dot) && view.isPunctuation($0 + 1, .dot)
          && (view.spells($0 + 2, "<") || view.isPunctuation($0 + 2, .dot))
      })
    {
      let lower = range.lowerBound..<operation
      let upper = min(operation + 3, range.upperBound)..<range.upperBound
      return specifier(of: view, lower, depth: depth + 1)
        .or(specifier(of: view, upper, depth: depth + 1))
    }
    if view.spells(range.upperBound - 1, "indices"), view.isPunctuation(range.upperBound - 2, .dot)
    {
      return .known("%lld")
    }
    // `Array(stride(...)) + Array(stride(...))`, `[1, 2] + extra`: a concatenation's elements
    // are either operand's.
    if let plus = view.firstTopLevel(in: range, where: { view.spells($0, "+") }),
      plus > range.lowerBound, plus + 1 < range.upperBound
    {
      return elementSpecifier(of: range.lowerBound..<plus, depth: depth + 1)
        .or(elementSpecifier(of: (plus + 1)..<range.upperBound, depth: depth + 1))
    }
    if view.spells(range.lowerBound, "stride"),
      view.isPunctuation(range.lowerBound + 1, .openParen),
      let from = view.callArguments(open: range.lowerBound + 1).first
    {
      return specifier(of: view, from.value, depth: depth + 1)
    }
    // `ForEach([1, 2], id: \.self) { n in`: an array literal's own elements.
    if let type = Self.numberArrayElement(at: range.lowerBound, in: view),
      view.partner(range.lowerBound) == range.upperBound - 1
    {
      return known(type)
    }
    // `for count in counts` over `counts: [Int]` or `let counts = [1, 2]`, also
    // `model.counts.sorted()`, where `counts` may be declared in another file.
    guard let (name, isMember) = collectionName(in: range) else { return .unknown }
    let declaration =
      isMember ? memberDeclaration(of: view, name, owner: nil) : self.declaration(of: view, name)
    return elements(of: declaration, named: view.text(name), depth: depth)
  }

  /// The type of an element of the collection `name` is declared as (`counts: [Int]`, `let
  /// weights = [70, 71.5]`, `let years = 1...5`); with no declaration in this file, the
  /// project's (`counts[]`).
  private func elements(of declaration: Declaration?, named name: String, depth: Int)
    -> Inference
  {
    switch declaration {
    case .element(let type)?: return known(type)
    // `r: [Meters]`: a project typealias's type, if it is one.
    case .elements(let type)?: return named(type)
    case nil: return .lookup(name + Self.elementSuffix)
    case .value(let value)?:
      // `let weights = [70, 71.5]`: a `Double` when any number is one.
      if let type = Self.numberArrayElement(at: value.lowerBound, in: view),
        view.partner(value.lowerBound) == value.upperBound - 1
      {
        return known(type)
      }
      // `let years = 1...5`, `let all = other.reversed()`: the value's own elements.
      guard let elements = literalElements(value) else {
        return elementSpecifier(of: value, depth: depth + 1)
      }
      guard let first = elements.first, first.label == nil,
        view.firstTopLevel(in: first.value, where: { view.isPunctuation($0, .colon) }) == nil
      else { return .unknown }
      return specifier(of: view, first.value, depth: depth + 1)
    default: return .unknown
    }
  }

  /// The sequence `range` without what keeps its elements' type around it: `Array(...)`, and
  /// `.reversed()`, `.sorted()`, `.filter { ... }` after it (`(1...3).reversed()` is `1...3`).
  private func coreSequence(_ range: Range<Int>) -> Range<Int> {
    var range = view.unparenthesized(range)
    while range.count > 3 {
      let last = range.upperBound - 1
      if view.spells(range.lowerBound, "Array"),
        view.isPunctuation(range.lowerBound + 1, .openParen),
        view.partner(range.lowerBound + 1) == last
      {
        range = view.unparenthesized((range.lowerBound + 2)..<last)
        continue
      }
      // The call's name is before its parentheses, or before the arguments of a trailing
      // closure's call (`.sorted(by:) { ... }`).
      guard view.isPunctuation(last, .closeParen) || view.isPunctuation(last, .closeBrace),
        var open = view.partner(last)
      else { break }
      if view.isPunctuation(last, .closeBrace), view.isPunctuation(open - 1, .closeParen),
        let arguments = view.partner(open - 1)
      {
        open = arguments
      }
      guard open >= range.lowerBound + 2, view.isIdentifier(open - 1),
        Self.keepingElements.contains(view.text(open - 1)), view.isPunctuation(open - 2, .dot)
      else { break }
      range = view.unparenthesized(range.lowerBound..<(open - 2))
    }
    return range
  }

  /// Calls that keep a collection's elements (and a dictionary's pairs).
  private static let keepingElements: Set<String> = [
    "sorted", "filter", "reversed", "prefix", "suffix", "dropFirst",
  ]

  /// The name of the collection the sequence `range` goes over, and whether it is a member
  /// of another value: `items`, `model.items`, also wrapped in `Array(...)` and followed by
  /// calls that keep its elements (`.sorted(by: ...)`, `.filter { ... }`); `nil` for another
  /// expression.
  private func collectionName(in range: Range<Int>) -> (name: Int, isMember: Bool)? {
    let range = coreSequence(range)
    guard !range.isEmpty, view.isIdentifier(range.lowerBound) else { return nil }
    // `model.scores`: a member of another value, declared in this file or another one.
    var name = range.lowerBound
    while name + 2 < range.upperBound, view.isPunctuation(name + 1, .dot),
      view.isIdentifier(name + 2)
    {
      name += 2
    }
    guard name + 1 == range.upperBound else { return nil }
    return (name, name > range.lowerBound)
  }

  /// The key (or value) specifier of the dictionary `range` (`byDay`, `byDay.sorted(by: ...)`,
  /// `.filter { ... }`: what keeps its `(key, value)` pairs): from a `[Int: Double]`
  /// annotation or a dictionary literal's first member.
  private func pairSpecifier(of range: Range<Int>, isKey: Bool, depth: Int) -> Inference {
    guard let (name, isMember) = collectionName(in: range) else { return .unknown }
    let declaration =
      isMember ? memberDeclaration(of: view, name, owner: nil) : self.declaration(of: view, name)
    switch declaration {
    case .dictionary(let key, let value)?: return known(isKey ? key : value)
    case nil:
      return .lookup(view.text(name) + (isKey ? "[:key]" : "[:value]"))
    case .value(let value)?:
      guard let first = literalElements(value)?.first else { return .unknown }
      // `[day: cards]` reads as a labelled element: the key is the name before the colon.
      let colon =
        first.label != nil
        ? first.value.lowerBound - 1
        : view.firstTopLevel(in: first.value, where: { view.isPunctuation($0, .colon) })
      guard let colon else { return .unknown }
      let member =
        isKey
        ? (colon > first.value.lowerBound ? first.value.lowerBound : colon - 1)..<colon
        : (colon + 1)..<first.value.upperBound
      return specifier(of: view, member, depth: depth + 1)
    default: return .unknown
    }
  }

  /// The elements of the array or dictionary literal `range` (`[1, 2]`, `[1: "a"]`), if it is
  /// one.
  private func literalElements(_ range: Range<Int>) -> [TokenView.Argument]? {
    let range = view.unparenthesized(range)
    guard range.count >= 2, view.isPunctuation(range.lowerBound, .openBracket),
      view.partner(range.lowerBound) == range.upperBound - 1
    else { return nil }
    return view.arguments(from: range.lowerBound + 1, to: range.upperBound - 1)
  }

  /// The declaration of the name at `index` of `view` nearest before it among those visible
  /// there (the first one when all come after, as a type's properties may), leaving out a
  /// value the name is part of
  /// (`let total = batch.total`).
  private func declaration(of view: TokenView, _ index: Int) -> Declaration? {
    guard let declarations = declared[view.text(index)] else { return nil }
    let offset = view[index].range.lowerBound
    // Declarations visible at the use; all of them when none is (a member declared elsewhere).
    let visible = declarations.filter { $0.scope.contains(offset) }
    let candidates = (visible.isEmpty ? declarations : visible).filter { candidate in
      guard case .value(let value) = candidate.declaration, !value.isEmpty else { return true }
      let bytes =
        self.view[value.lowerBound].range
        .lowerBound..<self.view[value.upperBound - 1].range
        .upperBound
      return !bytes.contains(offset)
    }
    return (candidates.last { $0.offset < offset } ?? candidates.first)?.declaration
  }

  /// The declaration of the member at `index` of `view` (`batch.total`): a property the file
  /// declares in a type's body, never a local or a parameter of the same name. Of `owner`'s
  /// properties when the value's type is known (none: nil, another file may declare it), else
  /// the nearest one before the use, or the first.
  private func memberDeclaration(of view: TokenView, _ index: Int, owner: String?) -> Declaration? {
    guard let declarations = declared[view.text(index)] else { return nil }
    let members = declarations.compactMap { candidate in
      Self.owner(ofPropertyAt: candidate.token, in: self.view).map { (candidate, $0) }
    }
    if let owner { return members.last { $0.1 == owner }?.0.declaration }
    // Members of several types of this file, declared with different annotations (`weight:
    // Double` in one, `weight: Float` in another) or not all annotated: which one the value
    // has is not known here (the project's exports decide, or give none).
    if Set(members.map(\.1)).count > 1 {
      let annotations = members.map { member -> String? in
        if case .type(let type) = member.0.declaration { return type }
        return nil
      }
      guard annotations.allSatisfy({ $0 != nil && $0 == annotations[0] }) else { return nil }
    }
    let offset = view[index].range.lowerBound
    return (members.last { $0.0.offset < offset } ?? members.first)?.0.declaration
  }

  private func isArithmetic(_ position: Int, in view: TokenView) -> Bool {
    view.isOperator(position)
      && (view.spells(position, "+") || view.spells(position, "-") || view.spells(position, "*")
        || view.spells(position, "/") || view.spells(position, "%"))
  }

  private static func numberType(_ text: String) -> String {
    if text.hasPrefix("0x") || text.hasPrefix("0b") || text.hasPrefix("0o") { return "Int" }
    return text.contains(".") || text.contains("e") || text.contains("E") ? "Double" : "Int"
  }
}

/// A key whose placeholders (`%@` so far) another file of the project may type: `batch.total`
/// where `var total: Int` is declared in another file.
struct PendingSpecifier: Sendable {
  /// One `%@` of the key and the member whose declaration types it.
  struct Placeholder: Sendable {
    /// Where the `%@` starts in the key (UTF-8).
    var offset: Int
    /// The member's name.
    var name: String
    /// The type the member is read from, when known (`Batch` for `batch.total`).
    var owner: String? = nil
    /// The members between the value of type `owner` and this one (`inner` of
    /// `rec.inner.value`), whose types the project's files declare.
    var via: [String] = []
    /// The specifier when the project types the member with none (a number literal's beside
    /// it: `price ?? 0`); nil: `%@`. The key holds it until the member is typed.
    var fallback: String? = nil

    /// What the key holds at `offset`.
    var written: String { fallback ?? "%@" }

    /// The type the member is read from: `owner`, followed through `via` (nil when a member
    /// along it is declared nowhere, or with different types).
    func memberOwner(_ exports: [String: String?]) -> String? {
      var type = owner
      for member in via {
        guard let current = type,
          case .some(let next?) = exports[current + "." + member + InterpolationTypes.typeSuffix]
        else { return nil }
        type = next
      }
      return type
    }
  }

  /// Where the key's literal starts (the key's identity within its file).
  var location: SourceLocation
  /// Whether the key is one of the file's possible keys.
  var isPossible: Bool
  var placeholders: [Placeholder]

  /// The key with each placeholder whose name `exports` types (the same specifier in every
  /// file that declares it) written with that specifier; a name the project does not declare,
  /// by Foundation's property of that name (`date.timeIntervalSinceNow`), if one.
  func resolved(_ key: String, _ exports: [String: String?]) -> String {
    var bytes = Array(key.utf8)
    var changed = false
    for placeholder in placeholders.reversed() {
      let found: String?
      // The owner's member first (`Batch.total`; `Inner.value` of `rec.inner.value`), then a
      // label of the tuple the member before it is (`maxDailyCost.value`), then every member
      // of that name.
      switch placeholder.memberOwner(exports).flatMap({ exports[$0 + "." + placeholder.name] })
        ?? placeholder.via.last.flatMap({ exports[$0 + "." + placeholder.name] })
        ?? exports[placeholder.name]
      {
      // nil: declared with a type without a specifier, or with several: not the literal's
      // beside it (`weight ?? 0` with `weight` a `Double` here and a `Float` there).
      case .some(let declared): found = declared ?? "%@"
      case .none:
        found = InterpolationTypes.sdkPropertySpecifiers[placeholder.name] ?? placeholder.fallback
      }
      let written = placeholder.written.utf8
      let end = placeholder.offset + written.count
      guard let specifier = found, specifier != placeholder.written, end <= bytes.count,
        bytes[placeholder.offset..<end].elementsEqual(written)
      else { continue }
      bytes.replaceSubrange(placeholder.offset..<end, with: specifier.utf8)
      changed = true
    }
    return changed ? String(decoding: bytes, as: UTF8.self) : key
  }
}
