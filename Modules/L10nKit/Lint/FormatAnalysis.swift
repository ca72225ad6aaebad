/// An argument a string uses: its position, type, and the specifier text for messages.
struct ArgumentUse: Hashable {
  var position: Int
  var type: FormatArgumentType
  var text: String
}

/// The arguments a translation may use (with their types) and those it must show.
struct ExpectedArguments {
  /// Every argument position the code passes, with its type.
  var types: [Int: FormatArgumentType] = [:]
  /// The positions a translation must show (some plural arms excepted).
  var required: Set<Int> = []
}

/// Format-specifier facts shared by the format rules: what each leaf uses, and what the source
/// language expects.
enum FormatAnalysis {
  /// The argument position each substitution of a localization stands for: its `argNum`, else
  /// the position of its first `%#@name@` reference.
  static func substitutionPositions(_ leaves: [LeafVisit]) -> [String: Int] {
    var positions: [String: Int] = [:]
    for leaf in leaves where leaf.substitution == nil {
      for specifier in leaf.format?.specifiers ?? [] {
        guard let name = specifier.substitution, positions[name] == nil else { continue }
        positions[name] = leaf.substitutions[name]?.argNum ?? specifier.argument
      }
    }
    for leaf in leaves {
      for (name, substitution) in leaf.substitutions where positions[name] == nil {
        if let argNum = substitution.argNum { positions[name] = argNum }
      }
    }
    return positions
  }

  /// The arguments a leaf uses: its own specifiers, its `%#@name@` references (typed by the
  /// substitution's `formatSpecifier`), and `%arg` (the enclosing substitution's argument).
  static func uses(of leaf: LeafVisit, positions: [String: Int]) -> [ArgumentUse] {
    guard let format = leaf.format else { return [] }
    var result: [ArgumentUse] = []
    for specifier in format.specifiers {
      if let type = specifier.type, let argument = specifier.argument {
        result.append(ArgumentUse(position: argument, type: type, text: specifier.text))
      } else if let name = specifier.substitution, let substitution = leaf.substitutions[name],
        let position = positions[name] ?? specifier.argument,
        let type = FormatString.type(ofSubstitutionSpecifier: substitution.formatSpecifier ?? "")
      {
        result.append(ArgumentUse(position: position, type: type, text: specifier.text))
      }
    }
    if let name = leaf.substitution, !format.argPlaceholders.isEmpty,
      let substitution = leaf.substitutions[name], let position = positions[name],
      let type = FormatString.type(ofSubstitutionSpecifier: substitution.formatSpecifier ?? "")
    {
      result.append(ArgumentUse(position: position, type: type, text: "%arg"))
    }
    return result
  }

  /// What a translation must match, from the source language's localization (every leaf
  /// together) or from the key itself when the source has none. Nil when the source is itself
  /// inconsistent (another rule's business).
  static func expectedArguments(of entry: CatalogEntry, sourceLanguage: String)
    -> ExpectedArguments?
  {
    var expected = ExpectedArguments()
    var keyTypes: [Int: FormatArgumentType] = [:]
    for (position, types) in FormatString(entry.key).argumentTypes {
      if types.count == 1, let type = types.first { keyTypes[position] = type }
    }
    guard let source = entry.localization(for: sourceLanguage) else {
      expected.types = keyTypes
      expected.required = Set(keyTypes.keys)
      return expected
    }
    let leaves = CatalogWalk.leaves(of: source)
    let positions = substitutionPositions(leaves)
    var printed: Set<Int> = []
    for leaf in leaves {
      for use in uses(of: leaf, positions: positions) {
        if let known = expected.types[use.position], known.width != use.type.width { return nil }
        expected.types[use.position] = use.type
        if !use.text.contains("#@") { printed.insert(use.position) }
      }
    }
    // A substitution's argument that no source arm prints (`%#@followers@` whose arms show
    // `%2$@`) only selects the plural case: languages without plurals may leave it out.
    let selectorsOnly = Set(positions.values).subtracting(printed)
    expected.required = Set(expected.types.keys).subtracting(selectorsOnly)
    // Arguments the key names (a manual key such as `notifications %lld`) are passed by code
    // even when the source text does not show them: translations may use them.
    for (position, type) in keyTypes where expected.types[position] == nil {
      expected.types[position] = type
    }
    return expected
  }

  /// `%lld` for messages.
  static func spelling(_ type: FormatArgumentType) -> String { "%" + type.rawValue }
}
