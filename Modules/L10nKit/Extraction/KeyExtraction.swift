public import Foundation

/// `l10n extract` as a library call: find the Swift files, scan them in parallel, and sync one
/// String Catalog with the keys found.
public enum KeyExtraction {
  /// What an extraction found and changed.
  public struct Outcome: Sendable {
    /// The files scanned, in order.
    public var files: [URL]
    /// One scan per file.
    public var scans: [SourceScan]
    /// The changes made to the catalog (or that would be made, for a dry run).
    public var changes: [CatalogChange]
    /// The catalog after the changes (not written for a dry run).
    public var catalog: StringCatalog
  }

  /// Scans `sourceRoots` (minus `excludes`, see `SourceFileFinder`) and syncs the catalog at
  /// `catalogPath` with the keys of its table (the file name without `.xcstrings`).
  ///
  /// The catalog is written atomically, and only when something changed and `dryRun` is false;
  /// on any error it is left untouched. Paths in scans are relative to `base` when given.
  /// Throws `ExtractionError` (unreadable sources, missing roots) or `CatalogError`.
  public static func run(
    sourceRoots: [URL], excludes: [String] = [], catalogPath: String,
    configuration: ExtractionConfiguration = ExtractionConfiguration(), dryRun: Bool = false,
    relativeTo base: URL? = nil
  ) throws -> Outcome {
    let files = try SourceFileFinder.swiftFiles(roots: sourceRoots, excludes: excludes)
    let scans = try KeyExtractor(configuration: configuration).scan(files: files, relativeTo: base)
    let loaded = LoadedCatalog(
      path: catalogPath, catalog: try StringCatalog(contentsOf: catalogPath))
    let synced = sync(loaded, with: scans)
    if !dryRun { try synced.write() }
    return Outcome(files: files, scans: scans, changes: synced.changes, catalog: synced.catalog)
  }

  /// One catalog synced with the keys found in code.
  public struct CatalogOutcome: Sendable {
    /// The catalog file's path.
    public var path: String
    /// The changes made to the catalog (not written yet).
    public var changes: [CatalogChange]
    /// The catalog after the changes.
    public var catalog: StringCatalog

    /// Writes the catalog atomically when it changed; an unchanged file is not touched.
    public func write() throws(CatalogError) {
      guard !changes.isEmpty else { return }
      try catalog.write(to: path)
    }
  }

  /// `l10n extract` for a project: reads its catalogs and scans its sources once (as
  /// `LintEngine.load` does), leaves English-only paths out (their literals must not reach a
  /// catalog), and syncs every catalog with the keys found, in configuration order. Nothing is
  /// written: call ``CatalogOutcome/write()`` on each outcome. Scan paths (the catalogs'
  /// comments name them) are made relative to `workingDirectory`.
  public static func sync(
    _ configuration: L10nConfiguration, workingDirectory: String
  ) throws(LintLoadError) -> [CatalogOutcome] {
    let loaded = try LintEngine.load(configuration)
    let scans = loaded.scans.filter { !configuration.isEnglishOnly($0.path) }.map { scan in
      var relative = scan
      relative.path = PathUtilities.relative(scan.path, to: workingDirectory)
      return relative
    }
    return loaded.catalogs.map { sync($0, with: scans) }
  }

  /// Syncs one catalog with `scans`; its table is the file name without `.xcstrings`.
  static func sync(_ loaded: LoadedCatalog, with scans: [SourceScan]) -> CatalogOutcome {
    let (synced, changes) = CatalogSync(table: loaded.table).synced(loaded.catalog, with: scans)
    return CatalogOutcome(path: loaded.path, changes: changes, catalog: synced)
  }
}
