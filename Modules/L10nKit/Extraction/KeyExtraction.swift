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
    let catalog = try StringCatalog(contentsOf: catalogPath)
    let table = URL(fileURLWithPath: catalogPath).deletingPathExtension().lastPathComponent
    let (synced, changes) = CatalogSync(table: table).synced(catalog, with: scans)
    if !dryRun, !changes.isEmpty {
      try synced.write(to: catalogPath)
    }
    return Outcome(files: files, scans: scans, changes: changes, catalog: synced)
  }
}
