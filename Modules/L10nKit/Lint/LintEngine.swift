import Foundation

#if canImport(Glibc)
/// glibc's `malloc_trim(size_t)` (declared in `malloc.h`, which the Glibc module leaves out).
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif

/// Gives memory the program freed back to the system. glibc keeps freed blocks in each
/// thread's arena for reuse, so what the source scan and the catalog's chunked findings freed
/// would stay resident until exit; `malloc_trim` returns those pages (elsewhere a no-op).
enum MemoryRelease {
  static func returnFreedMemory() {
    #if canImport(Glibc)
    _ = glibcMallocTrim(0)
    #endif
  }
}

/// Configuration, I/O or parse errors that stop a lint run (exit 2), as compiler-style lines.
public struct LintLoadError: Error, Sendable {
  /// One `path:line:col: error: ...` line per problem.
  public var messages: [String]
}

/// A project read for linting: its model, its catalogs (each parsed once) and its sources
/// (each scanned once).
public struct LoadedProject: Sendable {
  /// The targets and what each compiles and builds; `nil` when only `sourceRoots` and
  /// `catalogs` describe the project (one target of everything).
  public var model: ProjectModel?
  /// Every catalog.
  public var catalogs: [LoadedCatalog]
  /// One scan per Swift file, paths absolute.
  public var scans: [SourceScan]
}

/// Reads a project's catalogs and sources once, runs every enabled rule, and returns sorted
/// findings with their configured severities.
public enum LintEngine {
  /// The project's model: the discovered Xcode projects and packages (when the configuration
  /// discovers), the target of `sourceRoots` and `catalogs`, and the configured targets; `nil`
  /// when only `sourceRoots` and `catalogs` are given. Throws `ExtractionError.missingRoot`
  /// for a configured source that does not exist.
  public static func model(_ configuration: L10nConfiguration) throws -> ProjectModel? {
    guard configuration.discovers || !configuration.targets.isEmpty else { return nil }
    let root = configuration.rootDirectory
    var model =
      configuration.discovers
      ? ProjectDiscovery.discover(
        root: root, projects: configuration.projects,
        hasTargets: !configuration.targets.isEmpty,
        isExcluded: { configuration.isExcluded(relative: $0) })
      : ProjectModel(root: root, targets: [])
    var targets = model.targets
    if configuration.hasExplicitSources {
      let files = try sourceFiles(configuration.sourceRoots, configuration)
      var target = ProjectModel.Target(
        name: L10nConfiguration.fileName, kind: .other, origin: configuration.path ?? root,
        swiftFiles: files.swift, catalogs: configuration.catalogs)
      target.objectiveCFiles = files.objectiveC
      targets.append(target)
    }
    for configured in configuration.targets {
      let files = try sourceFiles(configured.sources, configuration)
      var target = ProjectModel.Target(
        name: configured.name, kind: configured.kind, origin: configuration.path ?? root,
        swiftFiles: files.swift, catalogs: configured.catalogs)
      target.objectiveCFiles = files.objectiveC
      if let existing = targets.firstIndex(where: { $0.name == configured.name }) {
        targets[existing] = target
      } else {
        targets.append(target)
      }
    }
    let compiled = Set(targets.flatMap(\.swiftFiles))
    var nonSwift = model.nonSwiftCatalogs
    let built = Set(targets.flatMap(\.catalogs))
    for (catalog, source) in nonSwift where source == .noTarget && built.contains(catalog) {
      nonSwift[catalog] = nil
    }
    nonSwift.merge(ProjectDiscovery.nonSwiftCatalogs(byName: Array(built))) { first, _ in first }
    model = ProjectModel(
      root: root, targets: targets, catalogs: Array(built.union(model.catalogs)).sorted(),
      nonSwiftCatalogs: nonSwift,
      unownedSwiftFiles: model.unownedSwiftFiles.filter { !compiled.contains($0) },
      projects: model.projects, notes: model.notes,
      developmentRegion: model.developmentRegion, knownRegions: model.knownRegions,
      dataModels: model.dataModels)
    return model
  }

  /// Parses every catalog of the project and scans every Swift file its targets compile (in
  /// parallel), skipping excluded paths. Commands that only read pass `.keepFirst`; commands
  /// that will write the catalogs pass `locks`, which locks them before they are read.
  public static func load(
    _ configuration: L10nConfiguration, duplicateKeys: DuplicateKeyPolicy = .rejectConflicting,
    locks: CatalogLocks? = nil
  ) throws(LintLoadError) -> LoadedProject {
    let model: ProjectModel?
    do {
      model = try self.model(configuration)
    } catch let error as ExtractionError {
      throw LintLoadError(messages: [error.description])
    } catch {
      throw LintLoadError(messages: ["error: \(error)"])
    }
    let catalogPaths = model?.catalogs ?? configuration.catalogs
    do {
      try locks?.lock(catalogPaths)
    } catch {
      throw LintLoadError(messages: [error.description])
    }
    // Catalogs parse on another thread while this one scans the sources: the two phases share
    // no data. Not as the two iterations of one `concurrentPerform`: the scan's own
    // `concurrentPerform` over the files would then be nested in it, which libdispatch runs
    // on one thread.
    let catalogResult = ParallelResults<(catalogs: [LoadedCatalog], errors: [String])>(count: 1)
    let scanResult = ParallelResults<Result<[SourceScan], any Error>>(count: 1)
    let catalogsRead = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      var errors: [String] = []
      let catalogs = readCatalogs(catalogPaths, duplicateKeys, errors: &errors)
      catalogResult.store((catalogs, errors), at: 0)
      catalogsRead.signal()
    }
    scanResult.store(Result { try scanSources(configuration, model: model) }, at: 0)
    catalogsRead.wait()
    var errors = catalogResult.values.first??.errors ?? []
    let catalogs = catalogResult.values.first??.catalogs ?? []
    var scans: [SourceScan] = []
    switch scanResult.values.first ?? nil {
    case .success(let found)?: scans = found
    case .failure(let error as ExtractionError)?: errors.append(error.description)
    case .failure(let error)?: errors.append("error: \(error)")
    case nil: break
    }
    guard errors.isEmpty else { throw LintLoadError(messages: errors) }
    MemoryRelease.returnFreedMemory()
    return LoadedProject(model: model, catalogs: catalogs, scans: scans)
  }

  /// The Swift and Objective-C files under `roots` (folders searched recursively), minus
  /// excluded paths.
  static func sourceFiles(_ roots: [String], _ configuration: L10nConfiguration) throws -> (
    swift: [String], objectiveC: [String]
  ) {
    let absolute = roots.map { PathUtilities.absolute($0, relativeTo: "/") }
    let files = try SourceFileFinder.swiftFilePaths(
      roots: absolute, extensions: ObjectiveCKeyScanner.pathExtensions.union(["swift"])
    ) { path, _, _ in configuration.isExcluded(path) }
    return (
      files.filter { !ObjectiveCKeyScanner.isSource($0) },
      files.filter(ObjectiveCKeyScanner.isSource)
    )
  }

  /// Scans the Swift files of the model's targets (or under the source roots, without a model)
  /// in parallel, as one project (see `KeyExtractor.scan(files:relativeTo:)`), then the
  /// Objective-C files of its targets (see `ObjectiveCKeyScanner`).
  static func scanSources(_ configuration: L10nConfiguration, model: ProjectModel?) throws
    -> [SourceScan]
  {
    let files: [String]
    let objectiveC: [String]
    if let model {
      (files, objectiveC) = (model.swiftFiles, model.objectiveCFiles)
    } else {
      (files, objectiveC) = try sourceFiles(configuration.sourceRoots, configuration)
    }
    var macros = ExtractionConfiguration.defaultMacroNames
    for name in model?.macroNames ?? [] where !macros.contains(name) { macros.append(name) }
    // By path: an extractor and a URL per file made here would only cost time (milliseconds
    // for an app of a thousand files) before the scan, which makes its own.
    let scans = try KeyExtractor.scan(
      paths: files,
      configuration: ExtractionConfiguration(
        functions: configuration.localizationFunctions, macroNames: macros,
        dataModels: model?.dataModels ?? []))
    guard !objectiveC.isEmpty else { return scans }
    // Each file's functions are its targets' `LOCALIZED_STRING_MACRO_NAMES` (a target of
    // `l10n.json` names none: Xcode's default ones).
    var macrosByFile: [String: [String]] = [:]
    for target in model?.targets ?? [] where !target.macroNames.isEmpty {
      for file in target.objectiveCFiles {
        for name in target.macroNames where macrosByFile[file]?.contains(name) != true {
          macrosByFile[file, default: []].append(name)
        }
      }
    }
    let sources = try KeyExtractor.read(objectiveC)
    return scans
      + zip(objectiveC, sources).map { path, source in
        ObjectiveCKeyScanner.scan(
          source: source, path: path,
          macroNames: macrosByFile[path] ?? ExtractionConfiguration.defaultMacroNames)
      }
  }

  /// Parses catalogs in parallel; each file is read and parsed exactly once.
  static func readCatalogs(
    _ paths: [String], _ duplicateKeys: DuplicateKeyPolicy, errors: inout [String]
  ) -> [LoadedCatalog] {
    let results = ParallelResults<Result<LoadedCatalog, CatalogError>>(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      do throws(CatalogError) {
        let catalog = try StringCatalog(contentsOf: paths[index], duplicateKeys: duplicateKeys)
        results.store(.success(LoadedCatalog(path: paths[index], catalog: catalog)), at: index)
      } catch {
        results.store(.failure(error), at: index)
      }
    }
    var loaded: [LoadedCatalog] = []
    for (path, result) in zip(paths, results.values) {
      switch result {
      case .success(let catalog): loaded.append(catalog)
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
  ///
  /// Rules run in parallel: the rules of one shared computation (``SharesLintWork``) one after
  /// another as one piece of work, the shared computations first (they are the longest), then
  /// every other rule on its own. The result does not depend on which thread ran what.
  public static func lint(_ context: LintContext) -> [Finding] {
    let rules = RuleRegistry.registered.filter {
      context.enabledRules.contains($0.type.description.id)
    }
    let work: [[Int]] =
      SharedLintWork.allCases.map { shared in
        rules.indices.filter { rules[$0].sharedWork == shared }
      }.filter { !$0.isEmpty }
      + rules.indices.filter { rules[$0].sharedWork == nil }.map { [$0] }
    let results = ParallelResults<FindingChunks>(count: rules.count)
    DispatchQueue.concurrentPerform(iterations: work.count) { item in
      for index in work[item] {
        let description = rules[index].type.description
        let severity: Severity =
          context.configuration.level(of: description) == .error ? .error : .warning
        var found = rules[index].check(context)
        // Each rule's findings are stamped with its id and severity in place.
        var stamper = FindingStamper(ruleID: description.id, severity: severity)
        found.updateAll { stamper.stamp($0) }
        results.store(found, at: index)
      }
    }
    // Every rule's findings, in order, merged into one array of exactly their count, each
    // chunk freed once copied (and its memory given back every 4 chunks).
    var runs = results.takeValues().compactMap { $0 }
    let findings = FindingChunks.merged(&runs)
    MemoryRelease.returnFreedMemory()
    return findings
  }

  /// Findings in output order (``Finding/sortOrder``), sorting small index keys instead of
  /// moving whole findings around: a big app can have tens of thousands.
  static func sorted(_ findings: [Finding]) -> [Finding] {
    var findings = findings
    sort(&findings)
    return findings
  }

  /// Sorts `findings` in place into output order (see ``sorted(_:)``), moving each finding
  /// once: no second array of findings, no copies. Indices are sorted by (path, line, column,
  /// rule) packed into integers; messages (then keys and languages) are compared only within a
  /// run of equal keys (the many missing translations of one key share its position).
  static func sort(_ findings: inout [Finding]) {
    // Fields are read in place through the buffer: iterating the array would copy (and
    // retain and release) every string of every finding.
    let keys = findings.withUnsafeBufferPointer { buffer in
      var ranks = FindingRanks()
      ranks.add(buffer)
      ranks.rank()
      var keys: [FindingRanks.Key] = []
      keys.reserveCapacity(buffer.count)
      for index in buffer.indices { keys.append(ranks.key(buffer.baseAddress! + index)) }
      return keys
    }
    var order = Array(findings.indices)
    order.sort { keys[$0] < keys[$1] }
    // Equal keys: by message, each run sorted on its own.
    findings.withUnsafeBufferPointer { buffer in
      var start = 0
      while start < order.count {
        var end = start + 1
        while end < order.count, keys[order[end]] == keys[order[start]] { end += 1 }
        // Rules report one key's languages in order, so most runs need no sorting.
        if end - start > 1,
          (start + 1..<end).contains(where: {
            Finding.messageOrder(buffer[order[$0]], buffer[order[$0 - 1]])
          })
        {
          order[start..<end].sort { Finding.messageOrder(buffer[$0], buffer[$1]) }
        }
        start = end
      }
    }
    // Position i receives findings[order[i]], each finding moved once.
    findings.permute(by: order)
  }

  /// Loads the project described by `configuration` and lints it.
  public static func run(_ configuration: L10nConfiguration) throws(LintLoadError) -> [Finding] {
    lint(context(configuration, try load(configuration, duplicateKeys: .keepFirst)))
  }

  /// The lint context of a loaded project.
  public static func context(_ configuration: L10nConfiguration, _ loaded: LoadedProject)
    -> LintContext
  {
    LintContext(
      configuration: configuration, catalogs: loaded.catalogs, scans: loaded.scans,
      enabledRules: enabledRules(configuration), model: loaded.model)
  }
}

/// Per-index results written from `concurrentPerform`, each index once, under a lock.
final class ParallelResults<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func store(_ value: Value, at index: Int) { lock.withLock { slots[index] = value } }

  var values: [Value?] { lock.withLock { slots } }

  /// The values, leaving the slots empty (no second reference to any value stays behind, so
  /// the caller can change them without copying).
  func takeValues() -> [Value?] {
    lock.withLock {
      defer { slots = [] }
      return slots
    }
  }

  func append(_ value: Value) { lock.withLock { slots.append(value) } }
}

/// Keeps large values alive until the process exits: tearing down a 30 MB catalog's object
/// graph costs as much as a tenth of a lint run, for memory the OS reclaims at exit anyway.
/// Only the live command line uses it (``CommandContext/keepsResultsUntilExit``); tests free.
enum ProcessLifetime {
  private static let box = ParallelResults<any Sendable>(count: 0)

  static func keep(_ value: any Sendable) { box.append(value) }
}
