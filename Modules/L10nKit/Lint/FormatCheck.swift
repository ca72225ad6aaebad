/// The kinds of format problems, one per rule.
enum FormatProblem: CaseIterable {
  case mismatch, reordered, unescapedPercent, missingSubstitution, invalidArgNum
}

/// Checks every leaf of every localization against the source language's arguments, once per
/// lint run; each format rule takes the problems of its own kind.
struct FormatCheck {
  let context: LintContext
  let kind: FormatProblem

  /// The violations of `kind`, computed for every kind on first use.
  func run() -> [Violation] {
    context.cache.takeFormatViolations(kind) { computeAll() }
  }

  /// One walk over every localization, checked for every kind of problem.
  private func computeAll() -> [FormatProblem: [Violation]] {
    var result: [FormatProblem: [Violation]] = [:]
    for loaded in context.catalogs {
      let path = loaded.path
      let source = context.sourceLanguage(of: loaded)
      // A stale key is one no code uses any more: its formats are never shown.
      for entry in loaded.catalog.entries where entry.extractionState != ExtractionState.stale {
        let expected = FormatAnalysis.expectedArguments(of: entry, sourceLanguage: source)
        let expectsNothing = expected?.types.isEmpty ?? true
        for (language, localization) in entry.localizations {
          // The common case, without building leaves: plain text, nothing expected.
          if expectsNothing, CatalogWalk.isPlainText(localization) { continue }
          let leaves = CatalogWalk.leaves(of: localization).filter {
            $0.value?.isEmpty == false
          }
          // Plain text against a source without arguments: nothing to check.
          if expectsNothing, leaves.allSatisfy({ $0.format?.isEmpty ?? true }) { continue }
          // Argument uses are worked out once per localization, for every kind of problem.
          let positions = FormatAnalysis.substitutionPositions(leaves)
          let usesByLeaf = leaves.map { FormatAnalysis.uses(of: $0, positions: positions) }
          var found: [(kind: FormatProblem, message: String, leaf: LeafVisit?)] = []
          for kind in FormatProblem.allCases {
            FormatCheck(context: context, kind: kind).check(
              leaves, usesByLeaf: usesByLeaf, language: language, isSource: language == source,
              expected: expected, localization: localization,
              report: { found.append((kind, $0, $1)) })
          }
          for problem in found {
            let position = problem.leaf?.position ?? localization.position
            result[problem.kind, default: []].append(
              Violation(
                "\"\(entry.key)\" \(language)\(problem.leaf?.pathSuffix ?? ""): \(problem.message)",
                at: FindingLocation(path: path, line: position.line, column: position.column),
                key: entry.key, language: language))
          }
        }
      }
    }
    return result
  }

  private func check(
    _ leaves: [LeafVisit], usesByLeaf: [[ArgumentUse]], language: String, isSource: Bool,
    expected: ExpectedArguments?, localization: CatalogLocalization,
    report: (String, LeafVisit?) -> Void
  ) {
    let isFormat = !(expected?.types.isEmpty ?? true) || usesByLeaf.contains { !$0.isEmpty }
    switch kind {
    case .unescapedPercent:
      guard isFormat else { return }
      for leaf in leaves {
        guard let format = leaf.format, let offset = format.invalidPercents.first,
          let value = leaf.value
        else { continue }
        let rest = String(decoding: value.utf8.dropFirst(offset), as: UTF8.self)
        let snippet = String(rest.prefix(6))
        // `%lld% fertig`: printf reads `% f` (a space flag) as a specifier that takes an
        // argument, which the parser does not accept from translations.
        let after = Array(rest.dropFirst().prefix(2))
        let readsArgument =
          after.count == 2 && after[0] == " "
          && FormatString.type(conversion: after[1], length: "") != nil
        report(
          readsArgument
            ? "'%' at \"\(snippet)\" is a literal percent, but printf reads \"% \(after[1])\" (a "
              + "space flag) as a specifier that takes an argument; write '%%' for a literal "
              + "percent"
            : "'%' at \"\(snippet)\" starts no format specifier; write '%%' for a literal percent",
          leaf)
      }
    case .missingSubstitution:
      for leaf in leaves {
        for name in leaf.format?.substitutionNames ?? [] where leaf.substitutions[name] == nil {
          report(
            "%#@\(name)@ refers to a substitution \"\(name)\" that does not exist; add it "
              + "or fix the name", leaf)
        }
      }
    case .invalidArgNum:
      checkArgNums(
        leaves, usesByLeaf: usesByLeaf, isSource: isSource, expected: expected,
        report: report)
    case .mismatch, .reordered:
      guard !isSource, let expected else { return }
      checkArguments(
        leaves, usesByLeaf: usesByLeaf, language: language, expected: expected, report: report)
    }
  }

  private func checkArguments(
    _ leaves: [LeafVisit], usesByLeaf: [[ArgumentUse]], language: String,
    expected arguments: ExpectedArguments, report: (String, LeafVisit?) -> Void
  ) {
    let expected = arguments.types
    let plurals = context.plurals(for: language)
    // Arguments used in each substitution's arms, which count for the strings referring to it.
    var armUses: [String: Set<Int>] = [:]
    for (leaf, uses) in zip(leaves, usesByLeaf) {
      if let name = leaf.substitution { armUses[name, default: []].formUnion(uses.map(\.position)) }
    }
    let expectedOrder = expected.keys.sorted().compactMap { expected[$0] }
    for (leaf, uses) in zip(leaves, usesByLeaf) {
      guard let format = leaf.format else { continue }
      // Reordered without positions: the same types, in another order, all implicit.
      let isReordered =
        leaf.substitution == nil && !format.specifiers.isEmpty
        && format.specifiers.allSatisfy({ $0.explicitPosition == nil })
        && uses.count == expectedOrder.count
        && uses.map(\.type.width) != expectedOrder.map(\.width)
        && uses.map(\.type.width.rawValue).sorted() == expectedOrder.map(\.width.rawValue).sorted()
      if isReordered {
        if kind == .reordered {
          let fixed = uses.map { use in
            let position =
              expected.keys.sorted().first { expected[$0]?.width == use.type.width } ?? 0
            return "%\(position)$" + use.type.rawValue
          }
          report(
            "arguments are in another order than the source but have no positions; write "
              + "them as " + fixed.joined(separator: ", "), leaf)
        }
        continue
      }
      guard kind == .mismatch else { continue }
      var seen: [Int: ArgumentUse] = [:]
      for use in uses {
        if let earlier = seen[use.position], earlier.type.width != use.type.width {
          report(
            "argument \(use.position) is used as both \(earlier.text) and \(use.text)", leaf)
          continue
        }
        seen[use.position] = use
        guard let want = expected[use.position] else {
          report(
            "\(use.text) uses argument \(use.position), which the source does not have", leaf)
          continue
        }
        // `%ld` for `%lld`: the same 64-bit integer on Apple's platforms.
        if want.width != use.type.width {
          // `"in %dm"` shown with a Swift `Int`: the translation's `%lld` is the right one.
          let hint =
            want == .int32 && use.type.width == .int64
            ? "; if the code passes a Swift Int, the source is what is wrong: write %lld there"
            : ""
          report(
            "\(use.text) where the source has \(FormatAnalysis.spelling(want)) (argument "
              + "\(use.position))" + hint, leaf)
        }
      }
      guard leaf.substitution == nil else { continue }
      var covered = Set(uses.map(\.position))
      for name in format.substitutionNames { covered.formUnion(armUses[name] ?? []) }
      var missing = arguments.required.filter { !covered.contains($0) }.sorted()
      // For a count left out of a case that is not one number: the numbers it is used for.
      var countHint = ""
      if let category = leaf.pluralCategory.flatMap(PluralCategory.init(rawValue:)) {
        // A case the language never selects is reported by plural_category_unsupported.
        if let plurals, category != .zero, !plurals.categories.contains(category) { continue }
        if category == .zero || plurals?.fixedCount.contains(category) == true {
          // "one item": an arm for a fixed count may leave the count out.
          missing.removeAll { expected[$0]?.isInteger == true }
        } else if let samples = plurals?.samplesText(of: category) {
          countHint =
            "; \(language) uses \"\(category.rawValue)\" for \(samples), so it must show the "
            + "number"
        }
      }
      for position in missing {
        let spelling = expected[position].map(FormatAnalysis.spelling) ?? "?"
        let hint = expected[position]?.isInteger == true ? countHint : ""
        report(
          "leaves out argument \(position) (\(spelling)) that the source uses" + hint, leaf)
      }
    }
  }

  private func checkArgNums(
    _ leaves: [LeafVisit], usesByLeaf: [[ArgumentUse]], isSource: Bool,
    expected arguments: ExpectedArguments?, report: (String, LeafVisit?) -> Void
  ) {
    let expected = arguments?.types
    var substitutions: [String: Substitution] = [:]
    for leaf in leaves { substitutions.merge(leaf.substitutions) { first, _ in first } }
    var byArgNum: [Int: (String, FormatArgumentType?)] = [:]
    for name in substitutions.keys.sorted() {
      guard let substitution = substitutions[name], let argNum = substitution.argNum else {
        continue
      }
      let leaf = leaves.first { $0.substitutions[name] != nil }
      let type = FormatString.type(ofSubstitutionSpecifier: substitution.formatSpecifier ?? "")
      if argNum < 1 {
        report("substitution \"\(name)\" has argNum \(argNum); arguments count from 1", leaf)
        continue
      }
      if let (other, otherType) = byArgNum[argNum], otherType != type {
        report(
          "substitutions \"\(other)\" and \"\(name)\" both use argNum \(argNum) with "
            + "different formatSpecifiers", leaf)
      }
      byArgNum[argNum] = (name, type)
      if !isSource, let expected, !expected.isEmpty, expected[argNum] == nil {
        report(
          "substitution \"\(name)\" has argNum \(argNum), but the source has arguments "
            + expected.keys.sorted().map(String.init).joined(separator: ", "), leaf)
      }
      for (other, uses) in zip(leaves, usesByLeaf) where other.substitution == nil {
        for use in uses
        where use.position == argNum && use.text.hasPrefix("%") && !use.text.contains("#@")
          && type != nil && use.type.width != type?.width
        {
          report(
            "substitution \"\(name)\" (argNum \(argNum), \(substitution.formatSpecifier ?? "")) "
              + "conflicts with \(use.text) for the same argument", other)
        }
      }
    }
  }
}
