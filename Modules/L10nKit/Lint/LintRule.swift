/// A lint rule: its description (id, severity, examples) and the check itself.
///
/// To add a rule: write a type conforming to this protocol in its own file under
/// `Modules/L10nKit/Lint/Rules/`, named after the type, and add it to ``RuleRegistry/registered``.
/// The test suite runs its examples and fails when a rule file is not registered.
public protocol LintRule: Sendable {
  /// The rule's id, summary, rationale, default severity and examples.
  static var description: RuleDescription { get }

  /// Creates the rule (rules hold no state).
  init()

  /// Every violation of the rule in `context`.
  func check(_ context: LintContext) -> [Violation]
}

/// A computation several rules share through ``LintCache`` (one walk, one result per rule).
enum SharedLintWork: Sendable, Hashable, CaseIterable {
  /// ``TranslationCheck``: missing, new and needs-review translations.
  case translations
  /// ``FormatCheck``: the format specifier rules.
  case formats
  /// ``PluralCheck``: the plural variation rules.
  case plurals
}

/// A rule whose check reads a computation other rules share. The engine runs the rules of one
/// shared computation one after another on one thread (the first computes, the others take
/// their part of the result) and everything else in parallel beside them.
protocol SharesLintWork {
  /// The computation the rule's check reads.
  static var sharedWork: SharedLintWork { get }
}

/// A rule that can hand its findings over in chunks (``FindingChunks``) rather than one array:
/// the engine merges every rule's chunks into one exactly sized array, freeing each chunk once
/// copied, so a rule with hundreds of thousands of findings costs no array growth.
protocol ReportsFindingChunks: LintRule {
  /// The findings of ``LintRule/check(_:)``, in chunks.
  func checkChunks(_ context: LintContext) -> FindingChunks
}

extension ReportsFindingChunks {
  /// The chunks joined into one array.
  func check(_ context: LintContext) -> [Violation] {
    var chunks = checkChunks(context)
    return chunks.takeJoined()
  }
}

/// Sets the rule id and severity of one rule's findings, chunk by chunk. Findings that share a
/// scope keep sharing one (each old scope's new one is made once), and findings with scopes of
/// their own in the same file and language end up sharing one.
struct FindingStamper {
  let ruleID: String
  let severity: Severity
  private var byScope: [ObjectIdentifier: FindingScope] = [:]
  /// The old scopes, kept alive so that no identifier in `byScope` is reused.
  private var replaced: [FindingScope] = []
  private var byPlace: [Place: FindingScope] = [:]

  private struct Place: Hashable {
    var path: ExactKey
    var language: ExactKey?
  }

  init(ruleID: String, severity: Severity) {
    self.ruleID = ruleID
    self.severity = severity
  }

  mutating func stamp(_ findings: UnsafeMutableBufferPointer<Finding>) {
    for index in findings.indices {
      findings[index].severity = severity
      let scope = findings[index].scope
      let id = ObjectIdentifier(scope)
      if let stamped = byScope[id] {
        findings[index].scope = stamped
        continue
      }
      let place = Place(
        path: ExactKey(string: scope.path), language: scope.language.map(ExactKey.init))
      let stamped = byPlace[place] ?? scope.with(ruleID: ruleID)
      byPlace[place] = stamped
      byScope[id] = stamped
      replaced.append(scope)
      findings[index].scope = stamped
    }
  }
}

/// The one list of lint rules.
public enum RuleRegistry {
  /// Every rule, in the order `l10n rules` lists them.
  public static let rules: [any LintRule.Type] = registered.map(\.type)

  /// Every rule with how the engine runs it (see ``RegisteredRule``), in the same order.
  static let registered: [RegisteredRule] = [
    .rule(MissingKeyRule.self),
    .rule(UnusedKeyRule.self),
    .rule(StaleKeyInUseRule.self),
    .rule(OutdatedSourceTextRule.self),
    .rule(ConflictingDefaultValueRule.self),
    .rule(KeySpecifierTypesRule.self),
    .rule(MissingTranslationRule.self),
    .rule(TranslationStateNewRule.self),
    .rule(NeedsReviewRule.self),
    .rule(PluralCategoriesMissingRule.self),
    .rule(PluralCategoryUnsupportedRule.self),
    .rule(PluralCandidateRule.self),
    .rule(UnknownLanguageRule.self),
    .rule(UnknownExtractionStateRule.self),
    .rule(FormatSpecifierMismatchRule.self),
    .rule(ReorderedArgumentsRule.self),
    .rule(UnescapedPercentRule.self),
    .rule(MissingSubstitutionRule.self),
    .rule(InvalidArgNumRule.self),
    .rule(KeyContainsXLIFFSeparatorRule.self),
    .rule(DuplicateKeyRule.self),
    .rule(EnglishOnlyLocalizedRule.self),
    .rule(UnlocalizedLiteralRule.self),
    .rule(NSLocalizedStringInterpolationRule.self),
    .rule(PackageKeyInMainBundleRule.self),
    .rule(LiteralShownVerbatimRule.self),
    .rule(UnextractedKeyMissingRule.self),
    .rule(KeyInAnotherTargetRule.self),
    .rule(DynamicKeyRule.self),
    .rule(TableNotLiteralRule.self),
    .rule(TableWithoutCatalogRule.self),
    .rule(KeyInAnotherTableRule.self),
    .rule(TranslationSameAsSourceRule.self),
  ]

  /// The descriptions of every rule.
  public static var descriptions: [RuleDescription] { rules.map { $0.description } }
}

/// A registered rule and how the engine runs it: the shared computation it reads and how it
/// hands over its findings. Both are fixed when the rule is registered, by the overload of
/// `rule(_:)` its conformances select, so running the rules asks the runtime nothing: a cast to
/// a protocol (`as? any SharesLintWork.Type`) searches every conformance the program holds the
/// first time, a few milliseconds of every `lint`.
struct RegisteredRule: Sendable {
  /// The rule.
  let type: any LintRule.Type
  /// The computation it shares with other rules (``SharesLintWork``), if any.
  let sharedWork: SharedLintWork?
  /// Whether it hands its findings over in chunks (``ReportsFindingChunks``).
  let reportsChunks: Bool
  /// Runs the rule.
  let check: @Sendable (LintContext) -> FindingChunks

  static func rule<Rule: LintRule>(_: Rule.Type) -> RegisteredRule {
    RegisteredRule(
      type: Rule.self, sharedWork: nil, reportsChunks: false,
      check: { FindingChunks(Rule().check($0)) })
  }

  static func rule<Rule: LintRule & SharesLintWork>(_: Rule.Type) -> RegisteredRule {
    RegisteredRule(
      type: Rule.self, sharedWork: Rule.sharedWork, reportsChunks: false,
      check: { FindingChunks(Rule().check($0)) })
  }

  static func rule<Rule: ReportsFindingChunks>(_: Rule.Type) -> RegisteredRule {
    RegisteredRule(
      type: Rule.self, sharedWork: nil, reportsChunks: true, check: { Rule().checkChunks($0) })
  }

  static func rule<Rule: ReportsFindingChunks & SharesLintWork>(_: Rule.Type) -> RegisteredRule {
    RegisteredRule(
      type: Rule.self, sharedWork: Rule.sharedWork, reportsChunks: true,
      check: { Rule().checkChunks($0) })
  }
}
