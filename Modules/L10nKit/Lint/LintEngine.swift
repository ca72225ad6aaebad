import Foundation

/// Configuration, I/O or parse errors that stop a lint run (exit 2), as compiler-style lines.
public struct LintLoadError: Error, Sendable {
  /// One `path:line:col: error: ...` line per problem.
  public var messages: [String]
}

/// Reads a project's catalogs and sources once, runs every enabled rule, and returns sorted
/// findings with their configured severities.
public enum LintEngine {
  /// Parses every configured catalog and scans every Swift file under the source roots (in
  /// parallel), skipping excluded paths.
  public static func load(
    _ configuration: L10nConfiguration
  ) throws(LintLoadError) -> (catalogs: [LoadedCatalog], scans: [SourceScan]) {
    var errors: [String] = []
    let catalogs = readCatalogs(configuration.catalogs, errors: &errors)
    var scans: [SourceScan] = []
    do {
      let roots = configuration.sourceRoots.map { URL(fileURLWithPath: $0) }
      let files = try SourceFileFinder.swiftFiles(roots: roots) { url, _, _ in
        configuration.isExcluded(PathUtilities.absolute(url.path, relativeTo: "/"))
      }
      let extractor = KeyExtractor(
        configuration: ExtractionConfiguration(functions: configuration.localizationFunctions))
      scans = try extractor.scan(files: files)
    } catch let error as ExtractionError {
      errors.append(error.description)
    } catch {
      errors.append("error: \(error)")
    }
    guard errors.isEmpty else { throw LintLoadError(messages: errors) }
    return (catalogs, scans)
  }

  /// Parses catalogs in parallel; each file is read and parsed exactly once.
  static func readCatalogs(_ paths: [String], errors: inout [String]) -> [LoadedCatalog] {
    let results = ParallelResults<Result<StringCatalog, CatalogError>>(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      do throws(CatalogError) {
        let catalog = try StringCatalog(contentsOf: paths[index])
        results.store(.success(catalog), at: index)
      } catch {
        results.store(.failure(error), at: index)
      }
    }
    var loaded: [LoadedCatalog] = []
    for (path, result) in zip(paths, results.values) {
      switch result {
      case .success(let catalog): loaded.append(LoadedCatalog(path: path, catalog: catalog))
      case .failure(let error): errors.append(error.description)
      case nil: errors.append("\(path): error: the catalog was not read")
      }
    }
    return loaded
  }

  /// The ids of the rules the configuration enables.
  public static func enabledRules(_ configuration: L10nConfiguration) -> Set<String> {
    Set(RuleRegistry.descriptions.filter { configuration.level(of: $0) != .off }.map(\.id))
  }

  /// Runs every enabled rule and returns the findings, sorted by location, rule and message.
  public static func lint(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for rule in RuleRegistry.rules where context.enabledRules.contains(rule.description.id) {
      let description = rule.description
      let severity: Severity =
        context.configuration.level(of: description) == .error ? .error : .warning
      for violation in rule.init().check(context) {
        findings.append(
          Finding(
            ruleID: description.id, severity: severity, message: violation.message,
            location: violation.location, key: violation.key, language: violation.language))
      }
    }
    return findings.sorted(by: Finding.sortOrder)
  }

  /// Loads the project described by `configuration` and lints it.
  public static func run(_ configuration: L10nConfiguration) throws(LintLoadError) -> [Finding] {
    let (catalogs, scans) = try load(configuration)
    let context = LintContext(
      configuration: configuration, catalogs: catalogs, scans: scans,
      enabledRules: enabledRules(configuration))
    return lint(context)
  }
}

/// Per-index results written from `concurrentPerform`, each index once, under a lock.
final class ParallelResults<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func store(_ value: Value, at index: Int) { lock.withLock { slots[index] = value } }

  var values: [Value?] { lock.withLock { slots } }
}
