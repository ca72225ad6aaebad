import Foundation
import Testing

@testable import L10nKit

/// A throwaway project folder for one test.
final class TemporaryProject {
  let root: String

  init() throws {
    root = NSTemporaryDirectory() + "l10n-lint-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  func write(_ text: String, to relative: String) throws {
    let path = root + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// Writes an example's files (an app's, or with `inPackage` a package target's) and returns
  /// the configuration that lints them as `l10n lint` would.
  func write(example: RuleExample) throws -> L10nConfiguration {
    try write(example.swift, to: example.swiftPath)
    try write(example.catalogText, to: "Localizable.xcstrings")
    var config = L10nConfiguration(rootDirectory: root)
    if example.inPackage {
      // One package target holding the file and the catalog, read as discovery reads it.
      try write(
        """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
          name: "Feature", defaultLocalization: "en", targets: [.target(name: "Feature", path: ".")])
        """, to: "Package.swift")
      config.discovers = true
    } else if example.inFramework {
      // A framework with the file and the catalog, and an app that builds no catalog.
      try write("let app = 1\n", to: "App/App.swift")
      config.targets = [
        ConfiguredTarget(
          name: "Kit", sources: [root + "/Sources"], catalogs: [root + "/Localizable.xcstrings"],
          kind: .framework),
        ConfiguredTarget(name: "App", sources: [root + "/App"], kind: .app),
      ]
    } else if !example.extensionSwift.isEmpty {
      // The app (its Swift file and the catalog) and an app extension without a catalog.
      try write(example.extensionSwift, to: RuleExample.extensionPath)
      config.targets = [
        ConfiguredTarget(
          name: "App", sources: [root + "/Sources"], catalogs: [root + "/Localizable.xcstrings"],
          kind: .app),
        ConfiguredTarget(name: "Widget", sources: [root + "/Widget"], kind: .appExtension),
      ]
    } else {
      config.sourceRoots = [root + "/Sources"]
      config.catalogs = [root + "/Localizable.xcstrings"]
    }
    config.requiredLanguages = example.requiredLanguages
    config.englishOnlyPaths = [GlobPattern("Sources/Gallery/**")]
    return config
  }

  /// Writes an example's files and lints it with only `rule` enabled, as `l10n lint` would.
  func lint(_ example: RuleExample, rule: RuleDescription) throws -> [Finding] {
    let config = try write(example: example)
    // Read as `l10n lint` reads catalogs, so examples can hold keys repeated with another value.
    let loaded = try LintEngine.load(config, duplicateKeys: .keepFirst)
    let context = LintContext(
      configuration: config, catalogs: loaded.catalogs, scans: loaded.scans,
      enabledRules: [rule.id], model: loaded.model)
    return LintEngine.lint(context).filter { $0.ruleID == rule.id }
  }
}

/// One (rule, example) pair, labelled for test output.
struct RuleCase: CustomTestStringConvertible, Sendable {
  let rule: RuleDescription
  let example: RuleExample
  let index: Int
  var testDescription: String { "\(rule.id) #\(index): \(example)" }
}

@Suite("Lint rules: every rule's own examples")
struct RuleExampleTests {
  static let triggering = RuleRegistry.descriptions.flatMap { rule in
    rule.triggeringExamples.enumerated().map { RuleCase(rule: rule, example: $1, index: $0) }
  }
  static let nonTriggering = RuleRegistry.descriptions.flatMap { rule in
    rule.nonTriggeringExamples.enumerated().map { RuleCase(rule: rule, example: $1, index: $0) }
  }

  @Test("triggering examples are reported", arguments: triggering)
  func triggers(_ ruleCase: RuleCase) throws {
    let findings = try TemporaryProject().lint(ruleCase.example, rule: ruleCase.rule)
    if let count = ruleCase.example.expectedCount {
      #expect(findings.count == count, "\(findings.map(\.message))")
    } else {
      #expect(!findings.isEmpty)
    }
    for finding in findings {
      #expect(finding.location.line > 0 || ruleCase.rule.id == "unknown_language")
    }
  }

  @Test("non-triggering examples are not reported", arguments: nonTriggering)
  func staysQuiet(_ ruleCase: RuleCase) throws {
    let findings = try TemporaryProject().lint(ruleCase.example, rule: ruleCase.rule)
    #expect(findings.isEmpty, "\(findings.map(\.message))")
  }

  @Test("every rule has examples of both kinds, a unique id and a summary")
  func descriptions() {
    var ids: Set<String> = []
    for rule in RuleRegistry.descriptions {
      #expect(ids.insert(rule.id).inserted, "duplicate id \(rule.id)")
      #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "_" })
      #expect(!rule.triggeringExamples.isEmpty, "\(rule.id)")
      #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id)")
      #expect(rule.summary.hasSuffix("."))
    }
  }

  @Test("every file in Lint/Rules is registered")
  func registry() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Modules/L10nKit/Lint/Rules").standardized.path
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    let registered = RuleRegistry.rules.map { String(describing: $0) }.sorted()
    #expect(files == registered)
  }

  @Test("each rule runs as its conformances say: its shared computation, its chunks")
  func registration() {
    #expect(RuleRegistry.registered.count == RuleRegistry.rules.count)
    for rule in RuleRegistry.registered {
      let id = rule.type.description.id
      #expect(rule.sharedWork == (rule.type as? any SharesLintWork.Type)?.sharedWork, "\(id)")
      #expect(rule.reportsChunks == (rule.type is any ReportsFindingChunks.Type), "\(id)")
    }
    // The overloads are chosen by conformance: some rules share work, some report chunks.
    #expect(RuleRegistry.registered.contains { $0.sharedWork == .translations && $0.reportsChunks })
    #expect(RuleRegistry.registered.contains { $0.sharedWork == .formats && !$0.reportsChunks })
    #expect(RuleRegistry.registered.contains { $0.sharedWork == nil })
  }
}

@Suite("Rules documentation")
struct RulesDocumentationTests {
  @Test("Documentation/Rules.md is generated from the rule descriptions and up to date")
  func upToDate() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Documentation/Rules.md").standardized.path
    let checkedIn = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      checkedIn == RulesDocumentation.markdown(),
      "Documentation/Rules.md is stale: run `swift run l10n rules --format markdown > Documentation/Rules.md`"
    )
    for rule in RuleRegistry.descriptions { #expect(checkedIn.contains("## `\(rule.id)`")) }
  }

  @Test("`l10n rules` lists every rule, as a table and as JSON")
  func rulesCommand() throws {
    let table = runTool(["rules"])
    #expect(table.code == 0)
    #expect(table.out.split(separator: "\n").count == RuleRegistry.rules.count + 1)
    let json = runTool(["rules", "--format", "json"])
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
    #expect(parsed.compactMap { $0["id"] as? String } == RuleRegistry.descriptions.map(\.id))
  }
}

@Suite("plural_candidate: which English texts count a plural noun")
struct PluralCandidateTests {
  @Test(
    "the noun an integer counts",
    arguments: [
      ("%lld files", "files"),
      ("Deleted %1$lld of %2$lld photos", "photos"),
      ("%lld unread messages", "messages"),
      ("Started watching %lld line(s)", "line(s)"),
      ("%d box(es) left", "box(es)"),
      ("Every %lld mins", "mins"),
      ("%lld Events", "Events"),
      ("%lld/%lld pages", "pages"),
      // Outside the inflected span, a count is still counted.
      ("^[%lld files](inflect: true), %lld folders", "folders"),
    ])
  func counted(text: String, noun: String) {
    #expect(PluralCandidateRule.countedNoun(in: text) == noun)
  }

  @Test(
    "texts with no plural noun after an integer",
    arguments: [
      "Version %lld is out", "%lld status", "%lld class", "%lld ms", "%lld GPS points",
      "%@ files", "%.1f files", "%lld%% done", "Step %lld: the basis",
      "%lld's profile", "%lld was deleted", "%lld new", "",
      "Organizing ^[%lld words](inflect: true)…", "^[%lld unread messages](inflect: true)",
    ])
  func none(text: String) {
    #expect(PluralCandidateRule.countedNoun(in: text) == nil)
  }
}
