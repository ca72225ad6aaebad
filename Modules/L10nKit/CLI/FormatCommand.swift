public import ToolSupport

/// `l10n format`: rewrites catalogs in Xcode's layout.
public struct FormatCommand: Subcommand {
  /// Help and usage of `l10n format`.
  public static let description = CommandDescription(
    name: "format", abstract: "Rewrite String Catalogs exactly as Xcode writes them.",
    discussion: """
      Undoes other tools' reformatting (indentation, escapes, key order with --sort). Files \
      are written atomically and only when they change; a file that cannot be parsed leaves \
      every file untouched (exit 2). With no files, every catalog of the project (as lint \
      finds them: l10n.json's, or the Xcode projects' and packages' under the current \
      directory).
      """,
    arguments: [
      ArgumentSpec(
        "files", help: "The .xcstrings files (default: the project's catalogs).",
        repeating: true, optional: true)
    ],
    options: [
      .flag("check", help: "Write nothing; exit 1 when a file would change."),
      .flag("sort", help: "Also sort every key as Xcode does on save."),
      ConfigurationLoader.option,
    ])

  /// The files; empty for the project's catalogs.
  public var files: [String]
  /// `--check`.
  public var check: Bool
  /// `--sort`.
  public var sort: Bool
  /// `--config`: where the project's catalogs are listed when no files are given.
  public var configPath: String?

  /// Parses `l10n format` arguments.
  public init(arguments: ParsedArguments) throws(UsageError) {
    files = arguments.positionals
    check = arguments.flag("check")
    sort = arguments.flag("sort")
    configPath = arguments.value("config")
  }

  /// Formats or checks; returns 0, 1 (check found changes) or 2.
  public func run(in context: CommandContext) -> Int32 {
    guard let paths = catalogPaths(in: context) else { return ExitCode.failure }
    let relative = { (path: String) in PathUtilities.relative(path, to: context.workingDirectory) }
    do {
      if check {
        let changed = try CatalogFormatter.check(paths: paths, sort: sort)
        for path in changed { context.print("\(relative(path)): would be reformatted") }
        return changed.isEmpty ? ExitCode.success : ExitCode.findings
      }
      // Locked before they are read, so a concurrent import's changes are never overwritten.
      let locks = CatalogLocks(onWait: { context.printError($0) })
      defer { locks.releaseAll() }
      try locks.lock(paths)
      let changed = try CatalogFormatter.format(paths: paths, sort: sort)
      for path in changed { context.print("\(relative(path)): formatted") }
      return ExitCode.success
    } catch {
      var shown = error
      shown.path = relative(error.path)
      context.printError(shown.description)
      return ExitCode.failure
    }
  }

  /// The files given, absolute; without any, the project's catalogs. `nil` (after printing
  /// why) when the configuration or the project cannot be read, or the project has none.
  private func catalogPaths(in context: CommandContext) -> [String]? {
    guard files.isEmpty else { return files.map(context.absolutePath) }
    guard let configuration = ConfigurationLoader.load(configPath, in: context) else {
      return nil
    }
    let found: [String]
    do {
      found = try LintEngine.model(configuration)?.catalogs ?? configuration.catalogs
    } catch {
      context.printError("\(error)")
      return nil
    }
    guard !found.isEmpty else {
      context.printError(
        "error: no String Catalogs found in \(configuration.rootDirectory); pass the"
          + " .xcstrings files, or list \"catalogs\" in l10n.json")
      return nil
    }
    return found
  }
}
