/// A type whose string literals are localization keys, as a declaration spells it: the base type
/// (`LocalizedStringKey`, `LocalizedStringResource`, `String.LocalizationValue`, App Intents'
/// `IntentDialog`...) and how it is wrapped.
struct LocalizableType: Hashable, Sendable {
  /// How the base type is wrapped; it decides which literals of an expression are keys.
  enum Wrapper: String, Hashable, Sendable {
    /// `T` or `T?`: the expression's literals.
    case direct
    /// `T?` (kept apart from `direct` only for the SDK table's sake).
    case optional
    /// `[T]`: the elements of an array literal.
    case array
    /// `T...`: each variadic argument.
    case variadic
    /// `[K: T]`: the values of a dictionary literal.
    case dictionaryValue = "dictionary-value"
    /// `(a: T, b: T)`: the elements of a tuple literal.
    case tuple
  }

  /// The canonical base type name, without module prefix.
  var base: String
  /// How the base is wrapped.
  var wrapper: Wrapper
  /// For a tuple (or an array of tuples), which of its elements have the base type
  /// (`(LocalizedStringKey, Int)` is `[true, false]`); `nil` for any other wrapper (and for a
  /// tuple whose elements are not known: every one then).
  var tuplePositions: [Bool]? = nil

  /// Whether literals of this type are App Shortcut phrases, which Xcode extracts into the
  /// `AppShortcuts` table with `${parameter}` placeholders, not as ordinary keys.
  var isShortcutPhrase: Bool {
    base == "AppShortcutPhrase" || base == "NegativeAppShortcutPhrase"
  }

  /// The table App Shortcut phrases go to (`AppShortcuts.xcstrings`).
  static let shortcutPhraseTable = "AppShortcuts"

  /// Whether literals of this type are App Intents parameter summaries, which Xcode extracts
  /// with `${parameter}` placeholders: `Summary("Get \(\.$settings) for \(\.$type)")` is the
  /// key `Get ${settings} for ${type}`.
  var isParameterSummary: Bool {
    base == "ParameterSummaryString" || base == "AppShortcutParameterPresentationSummaryString"
  }

  /// Whether the base type's literals are collections' elements (arrays, dictionaries,
  /// tuples).
  var isCollection: Bool { wrapper == .array || wrapper == .dictionaryValue || wrapper == .tuple }

  /// The type with its wrapper removed: what an element of an array literal has (a tuple for
  /// an array of tuples).
  var element: LocalizableType {
    if wrapper == .array, let tuplePositions {
      return LocalizableType(base: base, wrapper: .tuple, tuplePositions: tuplePositions)
    }
    return LocalizableType(base: base, wrapper: .direct)
  }

  /// Whether the `index`th element of a tuple literal has the base type.
  func tupleHolds(_ index: Int) -> Bool {
    guard let tuplePositions else { return true }
    return index < tuplePositions.count && tuplePositions[index]
  }

  /// The base types whose literals are keys in every project: SwiftUI's and Foundation's, and
  /// the App Intents types that conform to `ExpressibleByStringLiteral` with localization (the
  /// SDK table's conformance rows add to these).
  static let standardBases: Set<String> = [
    "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue",
  ]
}

/// Reads the localizable type a declaration spells, from its tokens.
struct TypeSyntax {
  /// Base type names that are localizable (canonical name by spelling, including typealiases).
  var bases: [String: String]
  /// Typealiases of wrapped localizable types (`typealias Titles = (a: LocalizedStringKey, ...)`).
  var wrappedAliases: [String: LocalizableType] = [:]

  /// Module names that may qualify a type (`SwiftUI.LocalizedStringKey`).
  static let modules: Set<String> = [
    "SwiftUI", "Foundation", "AppIntents", "WidgetKit", "Charts", "Swift",
  ]

  /// The localizable type written by the tokens in `range`, or `nil` when the type is not one
  /// (a `String`, a closure returning a key, a `Binding<LocalizedStringKey>`...).
  func type(in view: TokenView, _ range: Range<Int>) -> LocalizableType? {
    var start = range.lowerBound
    var end = range.upperBound
    // Attributes and modifiers before the type: `@escaping`, `inout`, `some`, `sending`...
    while start < end {
      if view.isPunctuation(start, 0x40), start + 1 < end {  // @attribute
        start += 2
        if view.isPunctuation(start, .openParen) { start = view.after(start) }
        continue
      }
      if view.spells(start, "inout") || view.spells(start, "borrowing")
        || view.spells(start, "consuming")
        || view.spells(start, "sending") || view.spells(start, "some") || view.spells(start, "any")
      {
        start += 1
        continue
      }
      break
    }
    guard start < end else { return nil }
    // A closure type is never a key, whatever it returns.
    for index in start..<end where view.spells(index, "->") { return nil }
    var wrapper = LocalizableType.Wrapper.direct
    // Postfix `?`, `!` and `...`.
    if end - start > 3, view.endsWithEllipsis(end) {
      wrapper = .variadic
      end -= 3
    }
    while end > start, view.isOperator(end - 1) {
      if view.spells(end - 1, "...") {
        wrapper = .variadic
      } else if view.spells(end - 1, "?") || view.spells(end - 1, "!")
        || view.spells(end - 1, "?...")
      {
        if wrapper == .direct { wrapper = .optional }
      } else {
        return nil
      }
      end -= 1
    }
    if view.isPunctuation(start, .openParen), view.partner(start) == end - 1 {
      let elements = view.arguments(from: start + 1, to: end - 1)
      if elements.count > 1 {
        // `(on: LocalizedStringResource, off: LocalizedStringResource)`: every element a key;
        // `(label: LocalizedStringKey, count: Int)`: the first one.
        let types = elements.map { type(in: view, $0.value) }
        guard wrapper == .direct,
          let first = types.first(where: { $0 != nil }) ?? nil,
          types.allSatisfy({
            $0 == nil
              || ($0?.base == first.base && ($0?.wrapper == .direct || $0?.wrapper == .optional))
          })
        else { return nil }
        return LocalizableType(
          base: first.base, wrapper: .tuple, tuplePositions: types.map { $0 != nil })
      }
      guard let inner = type(in: view, (start + 1)..<(end - 1)) else { return nil }
      return wrapper == .direct ? inner : LocalizableType(base: inner.base, wrapper: wrapper)
    }
    if view.isPunctuation(start, .openBracket), view.partner(start) == end - 1 {
      guard wrapper != .variadic else { return nil }
      let inner = (start + 1)..<(end - 1)
      // `[K: V]`: the value type; `[T]`: the element type.
      let colon = view.firstTopLevel(in: inner) { view.isPunctuation($0, .colon) }
      let elementRange = colon.map { ($0 + 1)..<inner.upperBound } ?? inner
      guard let element = type(in: view, elementRange), element.wrapper != .array,
        element.wrapper != .dictionaryValue
      else { return nil }
      if element.wrapper == .tuple {
        // `[(LocalizedStringKey, Int)]`: an array of tuples.
        guard colon == nil else { return nil }
        return LocalizableType(
          base: element.base, wrapper: .array, tuplePositions: element.tuplePositions)
      }
      return LocalizableType(base: element.base, wrapper: colon == nil ? .array : .dictionaryValue)
    }
    // `Optional<T>`, `Array<T>`.
    if end - start >= 4, view.spells(start, "Optional") || view.spells(start, "Array"),
      view.spells(start + 1, "<"), view.spells(end - 1, ">")
    {
      guard let inner = type(in: view, (start + 2)..<(end - 1)), inner.wrapper != .array
      else { return nil }
      return LocalizableType(
        base: inner.base, wrapper: view.spells(start, "Array") ? .array : .optional)
    }
    if end - start == 1, let alias = wrappedAliases[view.text(start)] {
      return wrapper == .direct || wrapper == .optional ? alias : nil
    }
    guard let base = baseName(in: view, start..<end) else { return nil }
    return LocalizableType(base: base, wrapper: wrapper)
  }

  /// The named type the tokens in `range` spell when it is not localizable: `T`, `T?`,
  /// `Module.T`, `[T]`, `T...` (a closure, tuple or generic type gives `nil`).
  func context(in view: TokenView, _ range: Range<Int>) -> ContextType? {
    var start = range.lowerBound
    var end = range.upperBound
    while start < end,
      view.isPunctuation(start, 0x40) || view.spells(start, "some")
        || view.spells(start, "any") || view.spells(start, "inout")
    {
      start += view.isPunctuation(start, 0x40) ? 2 : 1
    }
    var isArray = false
    if end - start > 3, view.endsWithEllipsis(end) {
      isArray = true
      end -= 3
    }
    while end > start, view.isOperator(end - 1) {
      if view.spells(end - 1, "...") { isArray = true }
      end -= 1
    }
    if end - start >= 2, view.isPunctuation(start, .openBracket), view.partner(start) == end - 1 {
      isArray = true
      start += 1
      end -= 1
      while end > start, view.isOperator(end - 1) { end -= 1 }
    }
    guard start < end, view.isTypeName(end - 1) else { return nil }
    var index = start
    var components: [String] = []
    while index < end - 1 {
      guard view.isIdentifier(index), view.isPunctuation(index + 1, .dot) else { return nil }
      components.append(view.text(index))
      index += 2
    }
    if let first = components.first, Self.modules.contains(first) { components.removeFirst() }
    return ContextType(
      name: view.text(end - 1), isArray: isArray,
      qualifier: components.isEmpty ? nil : components.joined(separator: "."))
  }

  /// The canonical localizable base named by a dotted type name (`SwiftUI.LocalizedStringKey`,
  /// `String.LocalizationValue`, a typealias), or `nil`.
  func baseName(in view: TokenView, _ range: Range<Int>) -> String? {
    var parts: [String] = []
    var index = range.lowerBound
    while index < range.upperBound {
      guard view.isIdentifier(index) else { return nil }
      parts.append(view.text(index))
      index += 1
      if index == range.upperBound { break }
      guard view.isPunctuation(index, .dot) else { return nil }
      index += 1
    }
    if parts.count > 1, Self.modules.contains(parts[0]), parts[0] != "Swift" || parts[1] == "String"
    {
      parts.removeFirst()
    }
    return bases[parts.joined(separator: ".")]
  }
}
