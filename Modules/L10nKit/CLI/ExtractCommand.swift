public import ToolSupport

/// `l10n extract`: syncs the configured catalogs with the keys used in code.
public struct ExtractCommand: Subcommand {
  /// Help and usage of `l10n extract`.
  public static let description = CommandDescription(
    name: "extract", abstract: "Add keys used in code to the catalogs and mark unused ones stale.",
    discussion: """
      Works as Xcode's build-time extraction: new keys are added at their collated position, \
      keys no longer used are marked stale, stale keys used again are restored; manual keys \
      and translations are never touched.
      """,
    options: [
      ConfigurationLoader.option,
      .flag("dry-run", help: "Print what would change; write nothing."),
    ])

  /// `--config`.
  public var configPath: String?
  /// `--dry-run`.
  public var dryRun: Bool

  /// Parses `l10n extract` arguments.
  public init(arguments: ParsedArguments) throws(UsageError) {
    configPath = arguments.value("config")
    dryRun = arguments.flag("dry-run")
  }

  /// Extracts; returns 0 or 2.
  public func run(in context: CommandContext) -> Int32 {
    guard let configuration = ConfigurationLoader.load(configPath, in: context) else {
      return ExitCode.failure
    }
    let loaded: (catalogs: [LoadedCatalog], scans: [SourceScan])
    do {
      loaded = try LintEngine.load(configuration)
    } catch {
      for message in error.messages { context.printError(message) }
      return ExitCode.failure
    }
    // English-only paths are not localized: their literals must not reach a catalog.
    let scans = loaded.scans.filter { !configuration.isEnglishOnly($0.path) }.map { scan in
      var relative = scan
      relative.path = PathUtilities.relative(scan.path, to: context.workingDirectory)
      return relative
    }
    for catalog in loaded.catalogs {
      let (synced, changes) = CatalogSync(table: catalog.table).synced(
        catalog.catalog, with: scans)
      let name = PathUtilities.relative(catalog.path, to: context.workingDirectory)
      for change in changes { context.print("\(name): \(change)") }
      guard !dryRun, !changes.isEmpty else { continue }
      do {
        try synced.write(to: catalog.path)
      } catch {
        context.printError(error.description)
        return ExitCode.failure
      }
    }
    return ExitCode.success
  }
}
