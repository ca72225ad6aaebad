import Foundation
import Testing

@testable import L10nKit

/// The real apps of `../shared/corpus/apps` (their sources and the catalogs Xcode maintains for
/// them), read in place.
enum AppCorpus {
  /// The apps' folders, sorted.
  static let apps: [String] = {
    guard let root = Corpus.root?.appendingPathComponent("apps").path else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return names.sorted().filter { name in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
  }()

  static func root(_ app: String) throws -> String {
    try #require(Corpus.root).appendingPathComponent("apps/" + app).path
  }
}

/// What Xcode recorded of its own extraction in an app's catalogs, and what `l10n` says.
private struct AppVerdict {
  /// `catalog \u{0} key` of the keys Xcode found in code (no `extractionState`, or
  /// `extracted_with_value`), and of those it marked `stale`.
  var extracted: Set<String> = []
  var stale: Set<String> = []
  var findings: [Finding] = []
  var staleMarks: [String] = []

  init(app: String) throws {
    var configuration = L10nConfiguration(rootDirectory: try AppCorpus.root(app))
    configuration.discovers = true
    let loaded = try LintEngine.load(configuration, duplicateKeys: .keepFirst)
    for catalog in loaded.catalogs {
      for entry in catalog.catalog.entries {
        let id = catalog.path + "\u{0}" + entry.key
        switch entry.extractionState {
        case nil, ExtractionState.extractedWithValue?: extracted.insert(id)
        case ExtractionState.stale?: stale.insert(id)
        default: break
        }
      }
    }
    findings = LintEngine.lint(LintEngine.context(configuration, loaded))
    for outcome in try KeyExtraction.sync(
      configuration, workingDirectory: configuration.rootDirectory, duplicateKeys: .keepFirst)
    {
      for change in outcome.changes where change.kind == .markedStale {
        staleMarks.append(outcome.path + "\u{0}" + change.key)
      }
    }
  }

  func findings(_ rule: String) -> [Finding] { findings.filter { $0.ruleID == rule } }

  /// `catalog \u{0} key` of a catalog finding.
  func id(_ finding: Finding) -> String { finding.location.path + "\u{0}" + (finding.key ?? "") }
}

@Suite(
  "Real apps: l10n agrees with Xcode's own extraction",
  .enabled(if: !AppCorpus.apps.isEmpty, Comment(rawValue: Corpus.missing)))
struct AppCorpusTests {
  @Test("lint and extract agree with Xcode, with no configuration", arguments: AppCorpus.apps)
  func agreesWithXcode(app: String) throws {
    let verdict = try AppVerdict(app: app)
    let extracted = verdict.extracted.count
    #expect(extracted > 100, "\(app) has \(extracted) keys Xcode extracted")
    func percent(_ count: Int, of total: Int) -> Double {
      total == 0 ? 0 : Double(count) * 100 / Double(total)
    }
    // At most 1% of the keys Xcode found in code are called unused.
    let unused = verdict.findings("unused_key").map(verdict.id).filter(verdict.extracted.contains)
    #expect(percent(unused.count, of: extracted) <= 1, "\(app) unused: \(unused.sorted())")
    // At most 1% of the keys Xcode marked stale are said to be in use.
    let inUse = verdict.findings("stale_key_in_use").map(verdict.id)
    #expect(
      percent(inUse.count, of: verdict.stale.count) <= 1, "\(app) stale in use: \(inUse.sorted())")
    // `extract` marks at most 1% of the keys Xcode found stale.
    let marks = verdict.staleMarks.filter(verdict.extracted.contains)
    #expect(percent(marks.count, of: extracted) <= 1, "\(app) marked stale: \(marks.sorted())")
    // At most 2% of the keys Xcode found are matched by a missing key (the ones left are
    // keys the catalog lags behind: listed in the issue's note).
    let missing = verdict.findings("missing_key").map { "\($0.location): \($0.key ?? "")" }
    #expect(percent(missing.count, of: extracted) <= 2, "\(app) missing: \(missing)")
  }

  @Test("the app with a duplicated key lints, with the duplicate as a finding")
  func duplicateIsAFinding() throws {
    let app = try #require(AppCorpus.apps.first { $0.hasSuffix("mlem") })
    let verdict = try AppVerdict(app: app)
    #expect(verdict.findings("duplicate_key").count == 1)
    #expect(verdict.findings.count > 1)
  }
}
