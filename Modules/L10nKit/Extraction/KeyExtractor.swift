/// Finds localization keys, localization calls and user-facing literals in Swift source.
///
/// It reads the token stream of `SwiftLexer`, so nothing in a comment or a string counts as code,
/// and it looks at call syntax only (no type checking):
/// - a key is a single string literal passed as the API's key argument; interpolations become
///   `%@` (see `SwiftStringLiteral.formatKey`), or the literal given as `specifier:`;
/// - literals typed as a project key type are keys too (`let k: LocalizationKey = "k"`);
/// - any other key argument is a *dynamic key*: a variable, and also `"a" + "b"` or
///   `flag ? "a" : "b"` (such expressions are `String`s, which SwiftUI shows verbatim; their
///   literals are reported as user-facing literals);
/// - an argument that is itself a localization call (`Text(locale.t("k"))`) is no dynamic key:
///   the inner call is reported; a view passed in place of a key (`.help(Text("k"))`,
///   `Text(Image(systemName:))`) makes the outer call no localization call at all;
/// - `Text(verbatim:)`, labeled first arguments (`Button(action:)`) and `Text(value, format:)`
///   (`style:`, `formatter:`) are not localization calls;
/// - function declarations (`func t(`) are not calls.
public struct KeyExtractor: Sendable {
  /// The APIs this extractor recognizes.
  public let configuration: ExtractionConfiguration
  private let rules: [String: [CalleeRule]]

  /// Creates an extractor for `configuration`.
  public init(configuration: ExtractionConfiguration = ExtractionConfiguration()) {
    self.configuration = configuration
    self.rules = CalleeRule.table(for: configuration)
  }

  /// Scans one file's source text; `path` is only used in the results.
  public func scan(source: String, path: String) -> SourceScan {
    scan(source: Array(source.utf8), path: path)
  }

  /// Scans one file's UTF-8 bytes; `path` is only used in the results.
  public func scan(source: [UInt8], path: String) -> SourceScan {
    let lexer = SwiftLexer(source, keepsComments: false)
    var collector = Collector(bytes: source, path: path, rules: rules)
    if lexer.tokens.contains(where: { $0.kind == .directive }) {
      collector.process(lexer.tokens.filter { $0.kind != .directive })
    } else {
      collector.process(lexer.tokens)
    }
    var scan = collector.result
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
    scan.calls.sort { precedes($0.location, $1.location) }
    scan.dynamicKeys.sort { precedes($0.location, $1.location) }
    scan.userFacingLiterals.sort { precedes($0.location, $1.location) }
    return scan
  }
}

/// How a callee name is recognized and which argument holds the key.
struct CalleeRule: Sendable {
  enum Position: Sendable {
    /// `name(` or `receiver.name(` for one of the given module receivers (`SwiftUI.Text(`).
    case bare(modules: Set<String>)
    /// `.name(` after any receiver (modifiers).
    case member
    /// `name(` or `.name(`.
    case bareOrMember
    /// `receiver.name(` only.
    case receiver(String)
  }

  enum KeyArgument: Sendable {
    /// The first argument, unlabeled.
    case unlabeled
    /// The first argument, whatever its label.
    case first
    /// The first argument, with this label.
    case labeled(String)
  }

  var api: LocalizationAPI
  var position: Position
  var key: KeyArgument
  /// The SwiftUI name reported for user-facing literals, `nil` for other APIs.
  var swiftUIName: String?

  /// Whether the rule names a project type whose string literals are keys: a spec without a
  /// receiver that starts with an upper-case letter (`LocalizationKey`).
  var isTypeName: Bool {
    guard case .projectFunction(let spec) = api, case .bareOrMember = position else { return false }
    return spec.first?.isUppercase == true
  }

  func matches(isMember: Bool, receiver: String?) -> Bool {
    switch position {
    case .bare(let modules):
      return !isMember || receiver.map(modules.contains) == true
    case .member:
      return isMember
    case .bareOrMember:
      return true
    case .receiver(let expected):
      return isMember && receiver == expected
    }
  }

  static func table(for configuration: ExtractionConfiguration) -> [String: [CalleeRule]] {
    var table: [String: [CalleeRule]] = [:]
    func add(_ name: String, _ rule: CalleeRule) { table[name, default: []].append(rule) }
    for spec in configuration.functions {
      let parts = spec.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
      guard let name = parts.last else { continue }
      let position: Position = parts.count > 1 ? .receiver(parts[parts.count - 2]) : .bareOrMember
      add(name, CalleeRule(api: .projectFunction(spec), position: position, key: .first))
    }
    if configuration.recognizesFoundationAPIs {
      add(
        "String",
        CalleeRule(
          api: .stringLocalized, position: .bare(modules: ["Swift"]), key: .labeled("localized")))
      add(
        "AttributedString",
        CalleeRule(
          api: .attributedStringLocalized, position: .bare(modules: ["Foundation"]),
          key: .labeled("localized")))
      add(
        "NSLocalizedString",
        CalleeRule(
          api: .nsLocalizedString, position: .bare(modules: ["Foundation"]), key: .unlabeled))
      add(
        "LocalizedStringResource",
        CalleeRule(
          api: .localizedStringResource, position: .bare(modules: ["Foundation"]),
          key: .unlabeled))
      add(
        "LocalizedStringKey",
        CalleeRule(
          api: .localizedStringKey, position: .bare(modules: ["SwiftUI"]), key: .unlabeled))
    }
    for name in configuration.swiftUIInitializers {
      add(
        name,
        CalleeRule(
          api: .swiftUI(name), position: .bare(modules: ["SwiftUI"]), key: .unlabeled,
          swiftUIName: name))
    }
    for name in configuration.swiftUIModifiers {
      add(
        name,
        CalleeRule(
          api: .swiftUI("." + name), position: .member, key: .unlabeled, swiftUIName: "." + name))
    }
    return table
  }
}

extension LocalizationAPI {
  var isSwiftUI: Bool {
    if case .swiftUI = self { return true }
    return false
  }
}

/// Views SwiftUI initializers and modifiers accept in place of a key.
private let viewArguments: Set<String> = ["Text", "Image"]

/// Labels after which `Text(...)` formats a value instead of localizing a key.
private let textFormattingLabels: Set<String> = ["format", "style", "formatter"]

/// Bracket partners by token index, `nil` for tokens that are not brackets.
private struct Partners {
  private var storage: [Int]

  init(count: Int) {
    storage = Array(repeating: -1, count: count)
  }

  subscript(index: Int) -> Int? {
    get {
      let partner = index < storage.count ? storage[index] : -1
      return partner < 0 ? nil : partner
    }
    set { storage[index] = newValue ?? -1 }
  }
}

/// Walks a token list (and the tokens of its interpolations) and collects the results.
private struct Collector {
  let bytes: [UInt8]
  let path: String
  let rules: [String: [CalleeRule]]
  /// Whether some rule's name starts with this byte: skips most identifiers without hashing.
  let ruleInitials: [Bool]
  var result: SourceScan

  init(bytes: [UInt8], path: String, rules: [String: [CalleeRule]]) {
    self.bytes = bytes
    self.path = path
    self.rules = rules
    var initials = Array(repeating: false, count: 256)
    for name in rules.keys {
      if let first = name.utf8.first { initials[Int(first)] = true }
    }
    self.ruleInitials = initials
    self.result = SourceScan(path: path)
  }

  struct Argument {
    var label: String?
    /// The value's token indices (after `label:`).
    var value: Range<Int>
  }

  func text(of token: SwiftToken) -> String {
    String(decoding: bytes[token.range], as: UTF8.self)
  }

  func isPunctuation(_ token: SwiftToken, _ byte: UInt8) -> Bool {
    token.kind == .punctuation && bytes[token.range.lowerBound] == byte
  }

  func location(of token: SwiftToken) -> SourceLocation {
    SourceLocation(path: path, line: token.line, column: token.column)
  }

  /// For each opening bracket, the index of its closing one (`tokens.count` when unclosed); for
  /// each closing bracket, the index of its opening one; `-1` for other tokens.
  func bracketPartners(_ tokens: [SwiftToken]) -> Partners {
    var partners = Partners(count: tokens.count)
    var stack: [(index: Int, closer: UInt8)] = []
    for (index, token) in tokens.enumerated() where token.kind == .punctuation {
      switch bytes[token.range.lowerBound] {
      case .openParen: stack.append((index, .closeParen))
      case .openBracket: stack.append((index, .closeBracket))
      case .openBrace: stack.append((index, .closeBrace))
      case let closer
      where closer == .closeParen || closer == .closeBracket || closer == .closeBrace:
        // Recover from mismatched brackets by closing everything up to the matching opener.
        guard let depth = stack.lastIndex(where: { $0.closer == closer }) else { continue }
        for open in stack[depth...] { partners[open.index] = index }
        partners[index] = stack[depth].index
        stack.removeSubrange(depth...)
      default:
        continue
      }
    }
    for open in stack { partners[open.index] = tokens.count }
    return partners
  }

  /// A recognized localization call, before it is recorded.
  struct Call {
    var rule: CalleeRule
    var callee: Int
    var arguments: [Argument]
  }

  mutating func process(_ tokens: [SwiftToken]) {
    let partners = bracketPartners(tokens)
    var calls: [Call] = []
    for index in tokens.indices {
      if case .string(let literal) = tokens[index].kind {
        if literal.isInterpolated {
          for case .interpolation(let inner) in literal.segments { process(inner) }
        }
        continue
      }
      let token = tokens[index]
      guard token.kind == .identifier, index + 1 < tokens.count,
        ruleInitials[Int(bytes[token.range.lowerBound])],
        let candidates = rules[text(of: token)]
      else { continue }
      guard isPunctuation(tokens[index + 1], .openParen) else {
        if let rule = candidates.first(where: \.isTypeName) {
          recordTypedLiterals(rule: rule, type: index, in: tokens, partners: partners)
        }
        continue
      }
      if let call = call(at: index, candidates: candidates, in: tokens, partners: partners) {
        calls.append(call)
      }
    }
    // Calls are recorded once all are known, so an outer call can tell whether its argument is
    // a localization call itself.
    let callees = Set(calls.map(\.callee))
    for call in calls {
      record(call, tokens: tokens, partners: partners, callees: callees)
    }
  }

  /// The localization call whose callee is at `index`, if the call's shape matches a rule.
  func call(
    at index: Int, candidates: [CalleeRule], in tokens: [SwiftToken], partners: Partners
  ) -> Call? {
    if index > 0, tokens[index - 1].kind == .identifier, text(of: tokens[index - 1]) == "func" {
      return nil
    }
    let (isMember, receiver) = receiver(of: index, in: tokens)
    guard
      let rule = candidates.first(where: { $0.matches(isMember: isMember, receiver: receiver) })
    else { return nil }
    let close = partners[index + 1] ?? tokens.count
    let arguments = self.arguments(of: tokens, from: index + 2, to: close, partners: partners)
    guard let first = arguments.first else { return nil }
    switch rule.key {
    case .unlabeled where first.label != nil: return nil
    case .labeled(let label) where first.label != label: return nil
    default: break
    }
    if rule.api == .swiftUI("Text"),
      arguments.contains(where: { $0.label.map(textFormattingLabels.contains) == true })
    {
      return nil
    }
    // A view passed instead of a key (`.help(Text(...))`, `Text(Image(systemName:))`) names no
    // key; the inner `Text` is a call of its own.
    if rule.swiftUIName != nil,
      let callee = calleeIndex(of: first.value, in: tokens, partners: partners),
      viewArguments.contains(text(of: tokens[callee]))
    {
      return nil
    }
    return Call(rule: rule, callee: index, arguments: arguments)
  }

  /// Whether the callee at `index` follows a `.`, and the receiver's last component if it is a
  /// plain name (`locale` in `self.locale?.t(`).
  func receiver(of index: Int, in tokens: [SwiftToken]) -> (Bool, String?) {
    guard index > 0, isPunctuation(tokens[index - 1], .dot) else { return (false, nil) }
    var position = index - 2
    while position >= 0, tokens[position].kind == .operator, tokens[position].range.count == 1 {
      let byte = bytes[tokens[position].range.lowerBound]
      guard byte == 0x3F || byte == 0x21 else { break }  // ? !
      position -= 1
    }
    guard position >= 0, tokens[position].kind == .identifier else { return (true, nil) }
    return (true, text(of: tokens[position]))
  }

  /// Splits the tokens between a call's parentheses into arguments.
  func arguments(of tokens: [SwiftToken], from start: Int, to end: Int, partners: Partners)
    -> [Argument]
  {
    var arguments: [Argument] = []
    var argumentStart = start
    var index = start
    func append(_ range: Range<Int>) {
      guard !range.isEmpty else { return }
      if range.count >= 2, tokens[range.lowerBound].kind == .identifier,
        isPunctuation(tokens[range.lowerBound + 1], .colon)
      {
        arguments.append(
          Argument(
            label: text(of: tokens[range.lowerBound]),
            value: range.lowerBound + 2..<range.upperBound
          ))
      } else {
        arguments.append(Argument(label: nil, value: range))
      }
    }
    while index < end {
      let token = tokens[index]
      if token.kind == .punctuation {
        let byte = bytes[token.range.lowerBound]
        if byte == .openParen || byte == .openBracket || byte == .openBrace {
          index = min(partners[index] ?? end, end)
        } else if byte == .comma {
          append(argumentStart..<index)
          argumentStart = index + 1
        }
      }
      index += 1
    }
    append(argumentStart..<min(end, tokens.count))
    return arguments
  }

  /// The key Xcode would give a literal: `%@` per interpolation, or the literal given as
  /// `specifier:` (`Text("\(value, specifier: "%.1f") km")` is keyed `%.1f km`).
  func key(of literal: SwiftStringLiteral) -> String {
    literal.formatKey { tokens in
      var depth = 0
      for index in tokens.indices.dropLast(2) {
        let token = tokens[index]
        if token.kind == .punctuation {
          switch bytes[token.range.lowerBound] {
          case .openParen, .openBracket, .openBrace: depth += 1
          case .closeParen, .closeBracket, .closeBrace: depth -= 1
          default: break
          }
        }
        guard depth == 0, token.kind == .identifier, text(of: token) == "specifier",
          isPunctuation(tokens[index + 1], .colon),
          let specifier = tokens[index + 2].stringLiteral?.plainText
        else { continue }
        return specifier
      }
      return "%@"
    }
  }

  /// The argument's value when it is exactly one string literal.
  func literal(_ argument: Argument, in tokens: [SwiftToken]) -> (SwiftToken, SwiftStringLiteral)? {
    guard argument.value.count == 1, let literal = tokens[argument.value.lowerBound].stringLiteral
    else { return nil }
    return (tokens[argument.value.lowerBound], literal)
  }

  func literalText(labeled wanted: String, in arguments: [Argument], tokens: [SwiftToken])
    -> String?
  {
    for argument in arguments {
      guard let label = argument.label, label == wanted else { continue }
      return literal(argument, in: tokens).map { key(of: $0.1) }
    }
    return nil
  }

  /// The callee's index when a value is exactly one call, possibly on a receiver chain
  /// (`locale.t("k")`, `self.locale?.t("k")`, `Text("k")`).
  func calleeIndex(of value: Range<Int>, in tokens: [SwiftToken], partners: Partners) -> Int? {
    guard let last = value.last, isPunctuation(tokens[last], .closeParen),
      let open = partners[last], open - 1 >= value.lowerBound,
      tokens[open - 1].kind == .identifier
    else { return nil }
    let chain = tokens[value.lowerBound..<(open - 1)].allSatisfy {
      $0.kind == .identifier || isPunctuation($0, .dot)
        || ($0.kind == .operator && $0.range.count == 1)
    }
    return chain ? open - 1 : nil
  }

  /// Records literals typed as a project key type: `let k: LocalizationKey = "a"`,
  /// `var k: LocalizationKey? = "a"`, `let ks: [LocalizationKey] = ["a", "b"]`, and parameter
  /// defaults `key: LocalizationKey = "a"`.
  mutating func recordTypedLiterals(
    rule: CalleeRule, type index: Int, in tokens: [SwiftToken], partners: Partners
  ) {
    var isArray = false
    if index >= 2, isPunctuation(tokens[index - 1], .openBracket),
      isPunctuation(tokens[index - 2], .colon)
    {
      isArray = true
    } else if index < 1 || !isPunctuation(tokens[index - 1], .colon) {
      return
    }
    var next = index + 1
    func isOperator(_ spelling: String) -> Bool {
      next < tokens.count && tokens[next].kind == .operator && text(of: tokens[next]) == spelling
    }
    if isArray {
      guard next < tokens.count, isPunctuation(tokens[next], .closeBracket) else { return }
      next += 1
    }
    if isOperator("?") { next += 1 }
    guard isOperator("="), next + 1 < tokens.count else { return }
    next += 1
    var values: [Argument] = []
    if isArray {
      guard isPunctuation(tokens[next], .openBracket), let close = partners[next] else { return }
      values = arguments(of: tokens, from: next + 1, to: close, partners: partners)
    } else {
      values = [Argument(label: nil, value: next..<next + 1)]
    }
    for value in values {
      guard let (token, literal) = self.literal(value, in: tokens) else { continue }
      result.keys.append(
        ExtractedKey(
          key: key(of: literal), location: location(of: token), api: rule.api,
          isInterpolated: literal.isInterpolated))
      result.calls.append(
        LocalizationCallSite(api: rule.api, location: location(of: token), isLiteral: true))
    }
  }

  mutating func record(_ call: Call, tokens: [SwiftToken], partners: Partners, callees: Set<Int>) {
    let rule = call.rule
    let arguments = call.arguments
    let callee = tokens[call.callee]
    guard let first = arguments.first else { return }
    let callLocation = location(of: callee)
    if let (token, literal) = literal(first, in: tokens) {
      let keyText = key(of: literal)
      let tableLabel = rule.api == .nsLocalizedString || rule.api.isSwiftUI ? "tableName" : "table"
      let defaultLabel = rule.api == .nsLocalizedString ? "value" : "defaultValue"
      result.keys.append(
        ExtractedKey(
          key: keyText, location: location(of: token), api: rule.api,
          comment: literalText(labeled: "comment", in: arguments, tokens: tokens),
          table: literalText(labeled: tableLabel, in: arguments, tokens: tokens),
          defaultValue: literalText(labeled: defaultLabel, in: arguments, tokens: tokens),
          isInterpolated: literal.isInterpolated))
      result.calls.append(
        LocalizationCallSite(api: rule.api, location: callLocation, isLiteral: true))
      if let name = rule.swiftUIName {
        result.userFacingLiterals.append(
          UserFacingLiteral(text: keyText, location: location(of: token), initializer: name))
      }
      return
    }
    let site = LocalizationCallSite(api: rule.api, location: callLocation, isLiteral: false)
    result.calls.append(site)
    if let inner = calleeIndex(of: first.value, in: tokens, partners: partners),
      callees.contains(inner)
    {
      // Reported once, for the inner call: `Text(locale.t("k"))`, `.help(Text("k"))`.
    } else {
      result.dynamicKeys.append(site)
    }
    guard let name = rule.swiftUIName else { return }
    // Literals shown as they are: `Text(flag ? "On" : "Off")`, `Text("a" + "b")`. Literals nested
    // in calls, subscripts or closures (`dictionary["key"]`) are not the view's text.
    var index = first.value.lowerBound
    while index < first.value.upperBound {
      let token = tokens[index]
      if token.kind == .punctuation, let partner = partners[index], partner > index {
        index = partner + 1
        continue
      }
      if let literal = token.stringLiteral {
        result.userFacingLiterals.append(
          UserFacingLiteral(
            text: key(of: literal), location: location(of: token), initializer: name))
      }
      index += 1
    }
  }
}
