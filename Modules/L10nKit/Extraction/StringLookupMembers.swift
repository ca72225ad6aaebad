/// A member of the project's own `extension String` (or `StringProtocol`), which may look the
/// string itself up as a key at run time: `var localized: String { NSLocalizedString(self,
/// comment: "") }`, called as `"Welcome back".localized`. Xcode extracts no key from such a
/// call, so its keys are added to the catalog by hand (as manual keys).
public struct StringLookupMember: Hashable, Sendable {
  /// One parameter of a method, as a call's arguments match it.
  public struct Parameter: Hashable, Sendable {
    /// Its argument label (`_` for none).
    public var label: String
    /// Whether a call may leave it out (it has a default value, or is variadic).
    public var isOptional: Bool
    /// Whether it takes any number of arguments (`_ args: CVarArg...`).
    public var isVariadic: Bool
  }

  /// Who may call a member, as its (or its extension's) access modifier says.
  public enum Access: Hashable, Sendable {
    /// `private` or `fileprivate`: code of its own file.
    case file
    /// No modifier, or `internal`: code of its own module.
    case module
    /// `public` or `open`: any code.
    case any
  }

  /// The member's name (`localized`; a method's base name, `localized` for `localized(_:)`).
  public var name: String
  /// Who may call it.
  public var access: Access = .module
  /// A method's parameters (`func localized(_ args: CVarArg...)`); nil for a property.
  public var parameters: [Parameter]?
  /// Where the member's name is declared.
  public var location: SourceLocation
  /// The call that looks `self` up, as messages name it (`NSLocalizedString`,
  /// `Bundle.localizedString(forKey:)`), when the member's body makes it itself; nil when it
  /// looks nothing up or only uses another member (`String(format: self.localized,
  /// arguments: args)`).
  public var lookup: String?
  /// That call's literal `tableName:` / `table:`, if it has one.
  public var table: String?
  /// Whether that call's table is an expression (`tableName: table`): the key may be in any.
  public var hasDynamicTable = false
  /// The other tables later lookups of `self` in the body read (nil: the default one): a
  /// member that falls back to them (`let t = NSLocalizedString(self, tableName: "Widget",
  /// comment: ""); return t != self ? t : NSLocalizedString(self, comment: "")`) finds a key
  /// in any of them.
  public var fallbackTables: [String?] = []
  /// The names the body uses that may be the extension's other members (`localized` in
  /// `self.localized` or a bare `localized`): one that looks `self` up makes this one too.
  public var uses: [String]

  /// Creates a member.
  public init(
    name: String, parameters: [Parameter]?, location: SourceLocation, lookup: String?,
    table: String? = nil, uses: [String] = []
  ) {
    self.name = name
    self.parameters = parameters
    self.location = location
    self.lookup = lookup
    self.table = table
    self.uses = uses
  }

  /// Whether it is a method, not a property.
  public var isMethod: Bool { parameters != nil }

  /// Whether a call with these argument labels (`_` for an unlabeled one; nil for no call, a
  /// property's use) calls this member.
  func accepts(_ labels: [String]?) -> Bool {
    guard let labels else { return parameters == nil }
    guard let parameters else { return false }
    var next = 0
    for parameter in parameters {
      if next < labels.count, labels[next] == parameter.label {
        next += 1
        if parameter.isVariadic { while next < labels.count, labels[next] == "_" { next += 1 } }
      } else if !parameter.isOptional {
        return false
      }
    }
    return next == labels.count
  }

  /// The extended types whose instance members' `self` is the string a literal receiver is
  /// (`"Saved".localized`).
  static let extendedTypes: Set<[String]> = [
    ["String"], ["Swift", "String"], ["StringProtocol"], ["Swift", "StringProtocol"],
  ]

  /// The types that look up the string they are made of (`LocalizedStringKey(self)`).
  private static let keyTypes: Set<String> = [
    "LocalizedStringKey", "LocalizationValue", "LocalizedStringResource",
  ]

  /// The instance members (methods and properties) of `bodies`' `extension String` (and
  /// `StringProtocol`), each with the lookup of `self` its body makes, if any (as
  /// `NSLocalizedString`, one of `macros`, `LocalizedStringKey`, `String.LocalizationValue`
  /// or `Bundle.localizedString(forKey:value:table:)` take a key); static members (whose
  /// `self` is the type) are not read.
  static func members(
    in view: TokenView, bodies: [(range: Range<Int>, name: String, path: [String])],
    macros: Set<String>, path: String
  ) -> [StringLookupMember] {
    var result: [StringLookupMember] = []
    for body in bodies where extendedTypes.contains(body.path) {
      guard let open = view.tokenIndex(at: body.range.lowerBound),
        view.isPunctuation(open, .openBrace), let close = view.partner(open)
      else { continue }
      let keyword = (max(0, open - 24)..<open).last { view.spells($0, "extension") }
      let extensionAccess = keyword.map { access(view, before: $0) } ?? nil
      var position = open + 1
      while position < close {
        guard view.spells(position, "func") || view.spells(position, "var"),
          view.isIdentifier(position + 1)
        else {
          position = view.after(position)
          continue
        }
        let nameIndex = position + 1
        // The body: the first `{` after the signature (parameter lists, generic clauses and
        // types skipped as groups), unless another declaration or a value comes first.
        var brace = position + 2
        var parameters: [Parameter]? = nil
        while brace < close, !view.isPunctuation(brace, .openBrace) {
          if view.spells(brace, "func") || view.spells(brace, "var") || view.spells(brace, "=")
            || view.spells(brace, "let") || view.isPunctuation(brace, .closeBrace)
          {
            break
          }
          if parameters == nil, view.spells(position, "func"),
            view.isPunctuation(brace, .openParen), let end = view.partner(brace)
          {
            parameters = Self.parameters(view, from: brace + 1, to: end)
          }
          brace = view.after(brace)
        }
        guard view.isPunctuation(brace, .openBrace), let end = view.partner(brace), end <= close
        else {
          position = brace
          continue
        }
        position = end + 1
        // A static member's `self` is the type.
        let modifiers = Self.modifiers(view, before: nameIndex - 1)
        guard !modifiers.contains("static"), !modifiers.contains("class") else { continue }
        // `var key: LocalizedStringKey { .init(self) }`: the member's type says what `.init` makes.
        let keyType = (nameIndex + 1..<brace).lazy.map { view.text($0) }.first {
          keyTypes.contains($0)
        }
        var member = StringLookupMember(
          name: view.text(nameIndex), parameters: parameters,
          location: SourceLocation(
            path: path, line: view[nameIndex].line, column: view[nameIndex].column),
          lookup: nil)
        var uses: Set<String> = []
        for index in (brace + 1)..<end {
          if let found = selfLookup(view, at: index, macros: macros, keyType: keyType) {
            if member.lookup == nil {
              member.lookup = found.lookup
              member.table = found.table
              member.hasDynamicTable = found.hasDynamicTable
            } else if found.hasDynamicTable {
              member.hasDynamicTable = true
            } else if found.table != member.table, !member.fallbackTables.contains(found.table) {
              member.fallbackTables.append(found.table)
            }
          }
          // `self.localized` or a bare `localized` (not `other.localized`, not a label).
          if view.isIdentifier(index), !view.isPunctuation(index + 1, .colon),
            !view.isPunctuation(index - 1, .dot) || view.spells(index - 2, "self")
          {
            uses.insert(view.text(index))
          }
        }
        member.uses = uses.sorted()
        member.access = access(view, before: nameIndex - 1) ?? extensionAccess ?? .module
        result.append(member)
      }
    }
    return result
  }

  /// The parameters of the list between `start` and `end` (`_ args: CVarArg...`, `comment:
  /// String = ""`, `with arguments: [CVarArg]`).
  private static func parameters(_ view: TokenView, from start: Int, to end: Int) -> [Parameter] {
    view.parameters(from: start, to: end).map { parameter in
      var label = parameter.label
      var value = parameter.value
      if label == nil, value.count >= 3, view.isIdentifier(value.lowerBound),
        view.isIdentifier(value.lowerBound + 1), view.isPunctuation(value.lowerBound + 2, .colon)
      {
        label = view.text(value.lowerBound)  // `label name: Type`, `_ name: Type`
        value = (value.lowerBound + 3)..<value.upperBound
      }
      let defaultValue = value.firstIndex { view.spells($0, "=") }
      let isVariadic = view.endsWithEllipsis(defaultValue ?? value.upperBound)
      return Parameter(
        label: label ?? "_", isOptional: defaultValue != nil || isVariadic,
        isVariadic: isVariadic)
    }
  }

  /// The modifiers (at most six identifiers) just before the keyword at `keyword`.
  private static func modifiers(_ view: TokenView, before keyword: Int) -> [String] {
    var result: [String] = []
    var index = keyword - 1
    while index >= 0, index >= keyword - 6, view.isIdentifier(index) {
      result.append(view.text(index))
      index -= 1
    }
    return result
  }

  /// The access the modifiers before the keyword at `keyword` give, if one does.
  private static func access(_ view: TokenView, before keyword: Int) -> Access? {
    for modifier in modifiers(view, before: keyword) {
      switch modifier {
      case "private", "fileprivate": return .file
      case "public", "open": return .any
      case "internal": return .module
      default: continue
      }
    }
    return nil
  }

  /// The lookup the tokens at `index` start when they pass `self` (or `String(self)`) as a
  /// key: `NSLocalizedString(self, …)` (or a `LOCALIZED_STRING_MACRO_NAMES` function),
  /// `LocalizedStringKey(self)`, `String.LocalizationValue(self)` (or `stringLiteral: self`),
  /// `.localizedString(forKey: self, …)`, `.init(self)` given to `localized:` or in a member
  /// of a key type (`keyType`, the member's type); with the call's table.
  private static func selfLookup(
    _ view: TokenView, at index: Int, macros: Set<String>, keyType: String?
  ) -> (lookup: String, table: String?, hasDynamicTable: Bool)? {
    guard view.isIdentifier(index), view.isPunctuation(index + 1, .openParen),
      let close = view.partner(index + 1)
    else { return nil }
    let name: String
    var first = index + 2
    if view.spells(index, "localizedString"), view.isPunctuation(index - 1, .dot),
      view.spells(first, "forKey"), view.isPunctuation(first + 1, .colon)
    {
      name = "Bundle.localizedString(forKey:)"
      first += 2
    } else if view.spells(index, "NSLocalizedString") || macros.contains(view.text(index)) {
      name = view.text(index)
    } else if keyTypes.contains(view.text(index)) {
      name = view.spells(index, "LocalizationValue") ? "String.LocalizationValue" : view.text(index)
    } else if view.spells(index, "init"), view.isPunctuation(index - 1, .dot),
      view.spells(index - 3, "localized"), view.isPunctuation(index - 2, .colon)
    {
      name = "String(localized:)"
    } else if view.spells(index, "init"), view.isPunctuation(index - 1, .dot), let keyType {
      name = keyType == "LocalizationValue" ? "String.LocalizationValue" : keyType
    } else {
      return nil
    }
    if name != "Bundle.localizedString(forKey:)", view.spells(first, "stringLiteral"),
      view.isPunctuation(first + 1, .colon)
    {
      first += 2
    }
    // `self`, or `String(self)` in an extension of `StringProtocol`.
    var after = first + 1
    if view.spells(first, "String"), view.isPunctuation(first + 1, .openParen),
      view.spells(first + 2, "self"), view.isPunctuation(first + 3, .closeParen)
    {
      after = first + 4
    } else if !view.spells(first, "self") {
      return nil
    }
    guard view.isPunctuation(after, .comma) || after == close else { return nil }
    // The outer call's table when the lookup is its argument: `String(localized:
    // .init(self), table: "Errors")`.
    var call = (open: index + 1, close: close)
    if !name.hasPrefix("Bundle"), !view.spells(index, "NSLocalizedString"),
      !macros.contains(view.text(index)), let outer = enclosingCall(view, of: index)
    {
      call = outer
    }
    guard
      let table = view.arguments(from: call.open + 1, to: call.close).first(where: {
        $0.label == "tableName" || $0.label == "table"
      })
    else { return (name, nil, false) }
    if table.value.count == 1, view.spells(table.value.lowerBound, "nil") {
      return (name, nil, false)
    }
    guard table.value.count == 1,
      case .string(let literal) = view[table.value.lowerBound].kind, !literal.isInterpolated
    else { return (name, nil, true) }
    if case .text(let text)? = literal.segments.first { return (name, text, false) }
    return (name, nil, false)
  }

  /// The parentheses of the call whose argument list holds the token at `index`, if the
  /// token is directly in one (`String(localized: LocalizedStringResource(…), table: "T")`).
  private static func enclosingCall(_ view: TokenView, of index: Int) -> (open: Int, close: Int)? {
    var position = index - 1
    while position >= 0, position >= index - 8 {
      if view.isPunctuation(position, .openParen), let close = view.partner(position),
        close > index
      {
        return view.isIdentifier(position - 1) ? (position, close) : nil
      }
      if view.isPunctuation(position, .closeParen) || view.isPunctuation(position, .openBrace) {
        return nil
      }
      position -= 1
    }
    return nil
  }

  /// Of `scans`' members, by name, every overload; each that looks `self` up, itself or
  /// through another member (`func localized(_ args: CVarArg...) -> String { String(format:
  /// self.localized, arguments: args) }`), with the member whose body makes the lookup.
  static func resolve(_ scans: [SourceScan]) -> [String: [(
    member: StringLookupMember, lookup: StringLookupMember?
  )]] {
    var result: [String: [(member: StringLookupMember, lookup: StringLookupMember?)]] = [:]
    for scan in scans {
      for member in scan.stringLookupMembers {
        result[member.name, default: []].append((member, member.lookup == nil ? nil : member))
      }
    }
    // A member that uses another one's lookup looks up too.
    var changed = true
    while changed {
      changed = false
      for (name, overloads) in result {
        for (position, overload) in overloads.enumerated() where overload.lookup == nil {
          guard
            let used = overload.member.uses.lazy.compactMap({
              result[$0]?.lazy.compactMap(\.lookup).first
            }).first
          else { continue }
          result[name]?[position].lookup = used
          changed = true
        }
      }
    }
    return result
  }

  /// The member a literal receiver calls, of `members` (see `resolve`) the code around it
  /// sees (`isVisible`): the overload its arguments' labels call (a property when it is not
  /// called), if that one looks `self` up. Of several such overloads (`#if os(macOS)` and
  /// `#else` branches), one that looks up.
  static func member(
    calledBy receiver: LiteralReceiver,
    in members: [String: [(member: StringLookupMember, lookup: StringLookupMember?)]],
    isVisible: (StringLookupMember) -> Bool = { _ in true }
  ) -> (member: StringLookupMember, lookup: StringLookupMember)? {
    guard let overloads = members[receiver.member] else { return nil }
    let called = overloads.filter {
      isVisible($0.member) && $0.member.accepts(receiver.argumentLabels)
    }
    guard let found = called.first(where: { $0.lookup != nil }), let lookup = found.lookup else {
      return nil
    }
    return (found.member, lookup)
  }
}

/// A string literal whose member is called (`"Welcome back".localized`, `"%d files".localized(n)`):
/// maybe one of the project's ``StringLookupMember``s.
public struct LiteralReceiver: Hashable, Sendable {
  /// The literal, as a key of `.declared("String")`.
  public var key: ExtractedKey
  /// The member's name (`localized`).
  public var member: String
  /// The call's argument labels (`_` for an unlabeled one), or nil when the member is not
  /// called (a property).
  public var argumentLabels: [String]?

  /// Creates a receiver.
  public init(key: ExtractedKey, member: String, argumentLabels: [String]?) {
    self.key = key
    self.member = member
    self.argumentLabels = argumentLabels
  }
}
