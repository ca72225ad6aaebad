import Foundation
public import ToolSupport

/// `l10n import`: merges translated XLIFF (1.2, 2.0 or `.xcloc`) back into the catalogs, as
/// `xcodebuild -importLocalizations` does, validating everything before writing anything.
public struct ImportCommand: Subcommand {
  /// Help and usage of `l10n import`.
  public static let description = CommandDescription(
    name: "import",
    abstract: "Import translated XLIFF or .xcloc bundles into the catalogs.",
    discussion: """
      Every file is read and every unit validated before any catalog is written; catalogs are \
      written atomically and untouched parts keep their bytes. Exit 1 when a unit was rejected.
      """,
    arguments: [
      ArgumentSpec("files", help: "XLIFF 1.2/2.0 files or .xcloc bundles.", repeating: true)
    ],
    options: [
      .flag("dry-run", help: "Show what would change; write nothing."),
      .option(
        "catalog", value: "file", help: "A catalog to import into (default: l10n.json's).",
        repeating: true),
      .option("config", value: "file", help: "The l10n.json to use."),
    ])

  /// The XLIFF files or bundles, as given.
  public var files: [String]
  /// Whether to write nothing.
  public var dryRun: Bool
  /// `--catalog` paths, as given.
  public var catalogs: [String]
  /// `--config`, as given.
  public var configPath: String?

  /// Parses `l10n import` arguments.
  public init(arguments: ParsedArguments) throws(UsageError) {
    files = arguments.positionals
    guard !files.isEmpty else { throw UsageError("Missing expected argument '<files> ...'") }
    dryRun = arguments.flag("dry-run")
    catalogs = arguments.allValues("catalog")
    configPath = arguments.value("config")
  }

  /// The XLIFF files an argument stands for: a bundle's `Localized Contents/*.xliff`, or itself.
  static func xliffFiles(in path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return [path] }
    let localized = path + "/Localized Contents"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: localized)) ?? []
    return names.filter { $0.hasSuffix(".xliff") || $0.hasSuffix(".xlf") }.sorted().map {
      localized + "/" + $0
    }
  }

  /// Imports; exit 1 when a unit was rejected, 2 on I/O or parse errors (nothing written).
  public func run(in context: CommandContext) -> Int32 {
    let project: XLIFFProjectFiles
    do {
      project = try XLIFFProjectFiles.resolve(
        configPath: configPath, catalogs: catalogs, in: context)
    } catch {
      context.printError(error.description)
      return ExitCode.failure
    }
    // 1. Read and parse every XLIFF first.
    var documents: [(path: String, document: XLIFFDocument)] = []
    for argument in files {
      let absolute = context.absolutePath(argument)
      let paths = Self.xliffFiles(in: absolute)
      if paths.isEmpty {
        context.printError(
          "\(argument): error: no 'Localized Contents/*.xliff' in this bundle; pass the .xliff")
        return ExitCode.failure
      }
      for path in paths {
        let shown = PathUtilities.relative(path, to: context.workingDirectory)
        do {
          let bytes = try CatalogFile.read(path)
          documents.append((shown, try XLIFFReader.read(bytes, path: shown)))
        } catch let error as XLIFFError {
          context.printError(error.description)
          return ExitCode.failure
        } catch var error as CatalogError {
          error.path = shown
          context.printError(error.description)
          return ExitCode.failure
        } catch {
          context.printError("\(shown): error: \(error)")
          return ExitCode.failure
        }
      }
    }
    // 2. Merge in memory, validating every unit.
    var catalogs: [String: ImportedCatalog] = [:]
    if context.keepsResultsUntilExit { ProcessLifetime.keep(documents.map(\.document)) }
    var rejected = 0
    var changedPaths: [String] = []
    for (path, document) in documents {
      for file in document.files {
        guard let catalogPath = project.catalogPath(forOriginal: file.original) else {
          context.printError(
            "\(path): error: no catalog for <file original=\"\(file.original)\">; pass it with "
              + "--catalog or run from the project root")
          rejected += file.units.count
          continue
        }
        if catalogs[catalogPath] == nil {
          do {
            let keys = documents.lazy.flatMap(\.document.files).filter {
              project.catalogPath(forOriginal: $0.original) == catalogPath
            }.flatMap(\.units).map { TransUnitID(decoding: $0.id).key }
            let languages = documents.flatMap(\.document.files).filter {
              project.catalogPath(forOriginal: $0.original) == catalogPath
            }.compactMap(\.targetLanguage)
            let loaded = try ImportedCatalog.read(catalogPath, keys: keys, languages: languages)
            catalogs[catalogPath] = loaded
            if context.keepsResultsUntilExit { ProcessLifetime.keep(loaded) }
          } catch {
            context.printError(error.description)
            return ExitCode.failure
          }
        }
        guard let current = catalogs[catalogPath] else { continue }
        let result = XLIFFImporter.merge(file, into: current.catalog, path: path)
        catalogs[catalogPath]?.catalog = result.catalog
        if result.changed && !changedPaths.contains(catalogPath) {
          changedPaths.append(catalogPath)
        }
        rejected += result.rejectedCount
        for finding in result.findings {
          if finding.outcome == .imported {
            if dryRun { context.print(finding.description) }
          } else {
            context.printError(finding.description)
          }
        }
        let needsReview = result.findings.filter { $0.outcome == .importedNeedsReview }.count
        context.print(
          "\(path) -> \(project.original(of: catalogPath)) [\(file.targetLanguage ?? "?")]: "
            + "\(result.importedCount) imported (\(needsReview) needs review), "
            + "\(result.unchangedCount) unchanged, \(result.skippedCount) skipped, "
            + "\(result.rejectedCount) rejected.")
      }
    }
    // 3. Write the changed catalogs, each atomically.
    for path in changedPaths {
      guard let item = catalogs[path] else { continue }
      let bytes: [UInt8]
      do {
        bytes = try item.bytes()
      } catch {
        context.printError(error.description)
        return ExitCode.failure
      }
      guard bytes != item.original else { continue }
      let shown = PathUtilities.relative(path, to: context.workingDirectory)
      if dryRun {
        context.print("Would update \(shown).")
        continue
      }
      do {
        try CatalogFile.write(bytes, to: path)
        context.print("Updated \(shown).")
      } catch {
        context.printError(error.description)
        return ExitCode.failure
      }
    }
    return rejected > 0 ? ExitCode.findings : ExitCode.success
  }
}

/// A catalog read for import: in full, or (when the file is in Xcode's layout) only the entries
/// the XLIFF names, with only the languages it imports, written back by splicing them into the
/// original bytes.
struct ImportedCatalog: Sendable {
  /// The file's bytes as read.
  let original: [UInt8]
  /// The whole catalog, or only the named entries and languages (`splice` is then set).
  var catalog: StringCatalog
  /// For a partial catalog: the byte index, the entries' positions in the file, the partial
  /// catalog as read, and the languages it holds (`nil`: all).
  let splice:
    (index: CatalogSpliceIndex, positions: [Int], initial: StringCatalog, languages: [String]?)?

  /// Reads the catalog at `path`, materialising only the entries with these keys (and, with
  /// `languages`, only the source language and those) when it can splice: the same result
  /// bytes as the full read. Errors are those of the full read.
  static func read(_ path: String, keys: some Sequence<String>, languages: [String]? = nil)
    throws(CatalogError) -> ImportedCatalog
  {
    try make(bytes: CatalogFile.read(path), path: path, keys: keys, languages: languages)
  }

  /// `read(_:keys:languages:)` of bytes already read.
  static func make(
    bytes: [UInt8], path: String, keys: some Sequence<String>, languages: [String]? = nil
  ) throws(CatalogError) -> ImportedCatalog {
    if let index = CatalogSpliceIndex.scan(bytes), let source = index.sourceLanguage(in: bytes) {
      let positions = index.positions(ofKeys: keys)
      let kept = languages.map { [source] + $0 }
      let partial = index.partialBytes(of: bytes, positions: positions, languages: kept)
      if let catalog = try? StringCatalog(bytes: partial, path: path),
        catalog.entries.count == positions.count
      {
        return ImportedCatalog(
          original: bytes, catalog: catalog, splice: (index, positions, catalog, kept))
      }
    }
    return ImportedCatalog(
      original: bytes, catalog: try StringCatalog(bytes: bytes, path: path), splice: nil)
  }

  /// The bytes of the catalog as it is now, as `StringCatalog.bytes()` of the whole would be.
  func bytes() throws(CatalogError) -> [UInt8] {
    guard let splice else { return catalog.bytes() }
    return try splice.index.splice(
      original, positions: splice.positions, partial: catalog, initial: splice.initial,
      languages: splice.languages)
  }
}
