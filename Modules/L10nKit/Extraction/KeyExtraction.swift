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
    /// The targets that build the catalog, when none of them has the compiler extract Swift
    /// strings (`SWIFT_EMIT_LOC_STRINGS = NO`): Xcode syncs only what its source scan finds
    /// into it (`Text("…")` literals and `NSLocalizedString`-style calls, untyped), and so
    /// does `extract`.
    public var unextractedTargets: [String] = []
    /// How to turn the setting on for them (in the XcodeGen spec that declares them, or as a
    /// build setting).
    public var emitSettingAdvice = ""
    /// What their source scan extracts (`Text("…")` literals, unless
    /// `LOCALIZED_STRING_SWIFTUI_SUPPORT = NO`, and `NSLocalizedString`-style calls).
    public var sourceScanReads = ""

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
  /// comments name them) are made relative to `workingDirectory`. `onProject` is given the
  /// project model discovery found (none when `l10n.json` lists only source roots), before any
  /// catalog is synced.
  public static func sync(
    _ configuration: L10nConfiguration, workingDirectory: String,
    duplicateKeys: DuplicateKeyPolicy = .rejectConflicting, locks: CatalogLocks? = nil,
    onProject: (ProjectModel) -> Void = { _ in }
  ) throws(LintLoadError) -> [CatalogOutcome] {
    let loaded = try LintEngine.load(configuration, duplicateKeys: duplicateKeys, locks: locks)
    if let model = loaded.model { onProject(model) }
    let context = LintEngine.context(configuration, loaded)
    var uses = [[ExtractedKey]](repeating: [], count: loaded.catalogs.count)
    var possible = [[ExtractedKey]](repeating: [], count: loaded.catalogs.count)
    let position = Dictionary(
      loaded.catalogs.enumerated().map { ($0.element.path, $0.offset) }
    ) { first, _ in first }
    for (scanIndex, scan) in loaded.scans.enumerated()
    where !configuration.isEnglishOnly(scan.path) {
      let path = PathUtilities.relative(scan.path, to: workingDirectory)
      for (keyIndex, key) in scan.keys.enumerated() {
        var relative = key
        relative.location.path = path
        // The key as Xcode writes it in each catalog it extracts it into (untyped where only
        // its source scan finds it). A key nothing extracts (`Button("…")` where
        // SWIFT_EMIT_LOC_STRINGS = NO) is neither added nor restored, and Xcode marks it stale;
        // lint's stale_key_in_use says so where the code still uses it.
        for (catalog, text) in context.extractions(forKey: keyIndex, ofScan: scanIndex) {
          guard let index = position[catalog.path] else { continue }
          var written = relative
          written.key = text
          // Untyped by the source scan (`%@` for every interpolation), it is not the key the
          // app looks up (the compiler's): it stands for the catalog's key of its shape.
          if text != relative.key { written.isTyped = false }
          uses[index].append(written)
        }
      }
      for key in scan.possibleKeys {
        for index in context.lookupCatalogs(for: key, in: scan.path).compactMap({ position[$0] }) {
          possible[index].append(key)
        }
      }
    }
    return loaded.catalogs.enumerated().compactMap { index, catalog in
      if context.model.nonSwiftCatalogs[catalog.path] == .infoPlist {
        return syncInfoPlist(catalog, context.model, workingDirectory: workingDirectory)
      }
      // A storyboard's catalog also takes the Swift keys of its table (one catalog a table,
      // as Xcode extracts them), but its own keys are not known here: nothing is marked stale.
      if case .interfaceFile? = context.model.nonSwiftCatalogs[catalog.path] {
        var synced = catalog.catalog
        let changes = CatalogSync(table: catalog.table).sync(
          &synced, uses: uses[index], marksStale: false)
        return CatalogOutcome(path: catalog.path, changes: changes, catalog: synced)
      }
      // Catalogs that no target builds are not Swift's to sync.
      guard context.isJudgedAgainstCode(catalog) else { return nil }
      var synced = catalog.catalog
      let changes = CatalogSync(table: catalog.table).sync(
        &synced, uses: uses[index], possibleUses: possible[index])
      // Built only by targets whose strings the compiler does not extract: said in a note.
      let builders = context.model.unextractedBuilders(of: catalog.path)
      return CatalogOutcome(
        path: catalog.path, changes: changes, catalog: synced,
        unextractedTargets: builders.map(\.name),
        emitSettingAdvice: builders.isEmpty
          ? "" : context.model.emitSettingAdvice(forCatalog: catalog.path),
        sourceScanReads: ProjectModel.sourceScanReads(builders))
    }
  }

  /// An `InfoPlist` catalog synced with the Info.plist keys of the targets that build it
  /// (``ProjectModel/infoPlistEntries(of:)``), as Xcode extracts them: each missing one added as
  /// `extracted_with_value`, its value the source language's text (state `new`) and Xcode's
  /// name of the key its comment (a nested value as a key of its own, `{}`, as a string of
  /// code is); a stale one the Info.plist has again restored. Nothing is
  /// marked stale and no comment changes: the keys of an Info.plist a build step writes, or of
  /// a spec's inline properties, are not all known here.
  static func syncInfoPlist(
    _ catalog: LoadedCatalog, _ model: ProjectModel, workingDirectory: String
  ) -> CatalogOutcome {
    // A key the targets give different values keeps the catalog's text; an added one, or a
    // stale one restored (to `extracted_with_value`, which needs its value), takes the first
    // target's.
    let differing = model.differingInfoPlistKeys(of: catalog.path)
    let uses = model.infoPlistEntries(of: catalog.path).map { entry in
      let keepsText =
        differing.contains(entry.key)
        && catalog.catalog[entry.key].map { $0.extractionState != ExtractionState.stale } == true
      return ExtractedKey(
        key: entry.key,
        location: SourceLocation(
          path: PathUtilities.relative(entry.location.path, to: workingDirectory),
          line: entry.location.line, column: entry.location.column),
        api: .infoPlist, comment: entry.comment, table: catalog.table,
        defaultValue: keepsText || entry.nestedKey != nil ? nil : entry.value)
    }
    var synced = catalog.catalog
    let changes = CatalogSync(table: catalog.table, updatesComments: false).sync(
      &synced, uses: uses, marksStale: false)
    return CatalogOutcome(path: catalog.path, changes: changes, catalog: synced)
  }

  /// Syncs one catalog with `scans`; its table is the file name without `.xcstrings`.
  static func sync(_ loaded: LoadedCatalog, with scans: [SourceScan]) -> CatalogOutcome {
    let (synced, changes) = CatalogSync(table: loaded.table).synced(loaded.catalog, with: scans)
    return CatalogOutcome(path: loaded.path, changes: changes, catalog: synced)
  }
}
