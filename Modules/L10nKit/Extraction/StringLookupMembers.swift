/// A member of the project's own `extension String` (or `StringProtocol`) that looks the
/// string itself up as a key at run time: `var localized: String { NSLocalizedString(self,
/// comment: "") }`, called as `"Welcome back".localized`. Xcode extracts no key from such a
/// call, so its keys are added to the catalog by hand (as manual keys).
public struct StringLookupMember: Hashable, Sendable {
  /// The member's name (`localized`; a method's base name, `localized` for `localized(_:)`).
  public var name: String
  /// Whether it is a method (`func localized(_ args: CVarArg...)`), not a property.
  public var isMethod: Bool
  /// Where the member's name is declared.
  public var location: SourceLocation
  /// The call that looks `self` up, as messages name it (`NSLocalizedString`,
  /// `Bundle.localizedString(forKey:)`), when the member's body makes it itself; nil when it
  /// only uses another member (`String(format: self.localized, arguments: args)`).
  public var lookup: String?
  /// That call's literal `tableName:` / `table:`, if it has one.
  public var table: String?
  /// The names the body uses that may be the extension's other members (`localized` in
  /// `self.localized` or a bare `localized`): one that looks `self` up makes this one too.
  public var uses: [String]

  /// Creates a member.
  public init(
    name: String, isMethod: Bool, location: SourceLocation, lookup: String?,
    table: String? = nil, uses: [String] = []
  ) {
    self.name = name
    self.isMethod = isMethod
    self.location = location
    self.lookup = lookup
    self.table = table
    self.uses = uses
  }

  /// The extended types whose instance members' `self` is the string a literal receiver is
  /// (`"Saved".localized`).
  static let extendedTypes: Set<[String]> = [
    ["String"], ["Swift", "String"], ["StringProtocol"], ["Swift", "StringProtocol"],
  ]

  /// The instance members of `bodies`' `extension String` (and `StringProtocol`) that look
  /// `self` up (as `NSLocalizedString`, one of `macros`, `LocalizedStringKey`,
  /// `String.LocalizationValue` or `Bundle.localizedString(forKey:value:table:)` take a key),
  /// or may through another member; static members (whose `self` is the type) are not.
  static func members(
    in view: TokenView, bodies: [(range: Range<Int>, name: String, path: [String])],
    macros: Set<String>, path: String
  ) -> [StringLookupMember] {
    var result: [StringLookupMember] = []
    for body in bodies where extendedTypes.contains(body.path) {
      guard let open = view.tokenIndex(at: body.range.lowerBound),
        view.isPunctuation(open, .openBrace), let close = view.partner(open)
      else { continue }
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
        while brace < close, !view.isPunctuation(brace, .openBrace) {
          if view.spells(brace, "func") || view.spells(brace, "var") || view.spells(brace, "=")
            || view.spells(brace, "let") || view.isPunctuation(brace, .closeBrace)
          {
            break
          }
          brace = view.after(brace)
        }
        guard view.isPunctuation(brace, .openBrace), let end = view.partner(brace), end <= close
        else {
          position = brace
          continue
        }
        position = end + 1
        guard !isStatic(view, before: nameIndex - 1) else { continue }
        var member = StringLookupMember(
          name: view.text(nameIndex), isMethod: view.spells(nameIndex - 1, "func"),
          location: SourceLocation(
            path: path, line: view[nameIndex].line, column: view[nameIndex].column),
          lookup: nil)
        var uses: Set<String> = []
        for index in (brace + 1)..<end {
          if member.lookup == nil, let (lookup, table) = selfLookup(view, at: index, macros: macros)
          {
            member.lookup = lookup
            member.table = table
          }
          // `self.localized` or a bare `localized` (not `other.localized`, not a label).
          if view.isIdentifier(index), !view.isPunctuation(index + 1, .colon),
            !view.isPunctuation(index - 1, .dot) || view.spells(index - 2, "self")
          {
            uses.insert(view.text(index))
          }
        }
        member.uses = uses.sorted()
        result.append(member)
      }
    }
    return result
  }

  /// Whether the modifiers before the `func` or `var` at `keyword` make it `static` or `class`.
  private static func isStatic(_ view: TokenView, before keyword: Int) -> Bool {
    var index = keyword - 1
    while index >= 0, index >= keyword - 6, view.isIdentifier(index) {
      if view.spells(index, "static") || view.spells(index, "class") { return true }
      index -= 1
    }
    return false
  }

  /// The lookup the tokens at `index` start when they pass `self` as a key:
  /// `NSLocalizedString(self, …)` (or a `LOCALIZED_STRING_MACRO_NAMES` function),
  /// `LocalizedStringKey(self)`, `String.LocalizationValue(self)`, `.localizedString(forKey:
  /// self, …)`; with the call's literal table.
  private static func selfLookup(_ view: TokenView, at index: Int, macros: Set<String>) -> (
    String, String?
  )? {
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
    } else if view.spells(index, "NSLocalizedString") || view.spells(index, "LocalizedStringKey")
      || macros.contains(view.text(index))
    {
      name = view.text(index)
    } else if view.spells(index, "LocalizationValue") {
      name = "String.LocalizationValue"
    } else {
      return nil
    }
    guard view.spells(first, "self"),
      view.isPunctuation(first + 1, .comma) || first + 1 == close
    else { return nil }
    let table = view.arguments(from: index + 2, to: close).first {
      $0.label == "tableName" || $0.label == "table"
    }.flatMap { argument -> String? in
      guard argument.value.count == 1,
        case .string(let literal) = view[argument.value.lowerBound].kind,
        !literal.isInterpolated, case .text(let text)? = literal.segments.first
      else { return nil }
      return text
    }
    return (name, table)
  }

  /// Of `scans`' members, by `name` for a property and `name()` for a method, those that look
  /// `self` up, themselves or through another member (`func localized(_ args: CVarArg...) ->
  /// String { String(format: self.localized, arguments: args) }`); each with the member whose
  /// body makes the lookup.
  static func resolve(_ scans: [SourceScan]) -> [String: (
    member: StringLookupMember, lookup: StringLookupMember
  )] {
    var result: [String: (member: StringLookupMember, lookup: StringLookupMember)] = [:]
    var byName: [String: (member: StringLookupMember, lookup: StringLookupMember)] = [:]
    func add(_ member: StringLookupMember, _ lookup: StringLookupMember) {
      let key = member.isMethod ? member.name + "()" : member.name
      if result[key] == nil { result[key] = (member, lookup) }
      if byName[member.name] == nil { byName[member.name] = (member, lookup) }
    }
    var pending: [StringLookupMember] = []
    for scan in scans {
      for member in scan.stringLookupMembers {
        if member.lookup != nil { add(member, member) } else { pending.append(member) }
      }
    }
    var changed = true
    while changed {
      changed = false
      for member in pending
      where result[member.isMethod ? member.name + "()" : member.name]?.member != member {
        guard let used = member.uses.lazy.compactMap({ byName[$0] }).first else { continue }
        let before = result.count
        add(member, used.lookup)
        changed = changed || result.count > before
      }
    }
    return result
  }

  /// The member a literal receiver (``SourceScan/literalReceivers``) calls, of `members` (see
  /// `resolve`): the method when the receiver is called (`"%d files".localized(n)`), else the
  /// property, else the other.
  static func member(
    calledBy receiver: ExtractedKey,
    in members: [String: (member: StringLookupMember, lookup: StringLookupMember)]
  ) -> (member: StringLookupMember, lookup: StringLookupMember)? {
    guard let name = receiver.argumentLabel else { return nil }
    let isCall = receiver.argumentCount != nil
    return members[isCall ? name + "()" : name] ?? members[isCall ? name : name + "()"]
  }
}
