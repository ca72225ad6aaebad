import Foundation
import Testing

@testable import L10nKit

/// `LintEngine.lint` runs rules in parallel (the rules of one shared computation together):
/// its findings must be exactly those of running every rule one after another.
@Suite("Lint engine: rules in parallel give the findings of rules one by one")
struct LintParallelTests {
  /// Every enabled rule's check, one after another on this thread, stamped and sorted: what
  /// the engine computed before it ran rules in parallel. `context` must be fresh (shared
  /// computations hand each rule its part once).
  static func oneByOne(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for rule in RuleRegistry.rules where context.enabledRules.contains(rule.description.id) {
      let severity: Severity =
        context.configuration.level(of: rule.description) == .error ? .error : .warning
      for var finding in rule.init().check(context) {
        finding.ruleID = rule.description.id
        finding.severity = severity
        findings.append(finding)
      }
    }
    return findings.sorted(by: Finding.sortOrder)
  }

  static func compare(_ configuration: L10nConfiguration) throws -> [Finding] {
    let loaded = try LintEngine.load(configuration, duplicateKeys: .keepFirst)
    // Every rule, the opt-in ones too.
    func context() -> LintContext {
      LintContext(
        configuration: configuration, catalogs: loaded.catalogs, scans: loaded.scans,
        enabledRules: Set(RuleRegistry.descriptions.map(\.id)), model: loaded.model)
    }
    let parallel = LintEngine.lint(context())
    let serial = oneByOne(context())
    #expect(parallel.count == serial.count)
    for (a, b) in zip(parallel, serial) where a != b {
      Issue.record("parallel: \(a.ruleID) \(a.message)\none by one: \(b.ruleID) \(b.message)")
      break
    }
    // The order is total where it matters: the text report is the same.
    #expect(
      FindingReporter.render(parallel, format: .json, workingDirectory: "/")
        == FindingReporter.render(serial, format: .json, workingDirectory: "/"))
    return parallel
  }

  @Test("every rule's triggering examples, linted with every rule enabled")
  func ruleExamples() throws {
    var rules: Set<String> = []
    for rule in RuleRegistry.descriptions {
      for example in rule.triggeringExamples {
        let project = try TemporaryProject()
        rules.formUnion(try Self.compare(project.write(example: example)).map(\.ruleID))
      }
    }
    // Findings of every rule went through the parallel engine.
    #expect(rules.count == RuleRegistry.rules.count, "\(rules.sorted())")
  }

  @Test(
    "the real apps of the corpus",
    .enabled(if: !AppCorpus.apps.isEmpty, Comment(rawValue: Corpus.missing)),
    arguments: AppCorpus.apps)
  func corpusApps(app: String) throws {
    var configuration = L10nConfiguration(rootDirectory: try AppCorpus.root(app))
    configuration.discovers = true
    _ = try Self.compare(configuration)
  }
}
