import Foundation
import Testing

@testable import L10nKit

/// Lints the real catalogs of `../shared/corpus` (read in place): every rule runs on every
/// shape Xcode writes, real mistakes are found, and known non-problems stay quiet.
@Suite(
  "Lint on the real-world corpus",
  .enabled(if: Corpus.root != nil, Comment(rawValue: Corpus.missing)))
struct LintCorpusTests {
  static func findings() throws -> [Finding] {
    var config = L10nConfiguration(rootDirectory: "/")
    config.sourceRoots = []
    config.catalogs = Corpus.catalogs(in: "xcstrings")
    let loaded = try LintEngine.load(config)
    let (catalogs, scans) = (loaded.catalogs, loaded.scans)
    let context = LintContext(
      configuration: config, catalogs: catalogs, scans: scans,
      enabledRules: LintEngine.enabledRules(config))
    return LintEngine.lint(context)
  }

  static func format(_ findings: [Finding], file: String, key: String, language: String)
    -> [Finding]
  {
    findings.filter {
      $0.ruleID.hasPrefix("format_") && $0.location.path.hasSuffix(file) && $0.key == key
        && $0.language == language
    }
  }

  @Test("every finding points into a file, and each catalog is linted")
  func locations() throws {
    let findings = try Self.findings()
    #expect(!findings.isEmpty)
    for finding in findings {
      #expect(finding.location.line > 0 || finding.ruleID == "unknown_language")
      #expect(!finding.message.isEmpty)
    }
  }

  @Test("real mistakes are found")
  func realMistakes() throws {
    let findings = try Self.findings()
    // Loop's Russian "Версия %1$@ (%$11d)": a broken specifier.
    let loop = Self.format(
      findings, file: "Loop-Localizable.xcstrings", key: "Version %@ (%lld)", language: "ru")
    #expect(loop.contains { $0.ruleID == "format_specifier_mismatch" })
    #expect(
      findings.contains {
        $0.ruleID == "unescaped_percent" && $0.key == "Version %@ (%lld)" && $0.language == "ru"
      })
    // CotEditor's Russian `one` drops the count, but Russian `one` also covers 21, 31...
    let cot = Self.format(
      findings, file: "CotEditor-TextFind.xcstrings", key: "Found %lld matches in “%@.”",
      language: "ru")
    #expect(cot.count == 1)
    #expect(cot.first?.message.contains("plural.one") == true)
    // Belarusian plural without few/many.
    #expect(
      findings.contains {
        $0.ruleID == "plural_categories_missing" && $0.language == "be"
          && $0.location.path.hasSuffix("IceCubesApp-Localizable.xcstrings")
      })
  }

  @Test("known non-problems stay quiet")
  func nonProblems() throws {
    let findings = try Self.findings()
    // Korean drops the count that only selected the English plural case (`%#@followers@`).
    #expect(
      Self.format(
        findings, file: "IceCubesApp-Localizable.xcstrings",
        key: "account.label.followers %lld %@", language: "ko"
      ).isEmpty)
    // A manual key naming `%lld` whose English text does not show it.
    #expect(
      Self.format(
        findings, file: "IceCubesApp-Localizable.xcstrings",
        key: "notifications.label.favorite %lld", language: "de"
      ).isEmpty)
    // French `many` (for "1 million de") is never required.
    #expect(
      !findings.contains {
        $0.ruleID == "plural_categories_missing" && $0.language == "fr"
          && $0.message.contains("lacks many")
      })
    // No language code in the corpus is unknown to ICU.
    #expect(!findings.contains { $0.ruleID == "unknown_language" })
  }
}
