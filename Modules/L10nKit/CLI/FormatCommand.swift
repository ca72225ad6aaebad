public import ToolSupport

/// `l10n format`: rewrites catalogs in Xcode's layout.
public struct FormatCommand: Subcommand {
  /// Help and usage of `l10n format`.
  public static let description = CommandDescription(
    name: "format", abstract: "Rewrite String Catalogs exactly as Xcode writes them.",
    discussion: """
      Undoes other tools' reformatting (indentation, escapes, key order with --sort). Files \
      are written atomically and only when they change; a file that cannot be parsed leaves \
      every file untouched (exit 2).
      """,
    arguments: [ArgumentSpec("files", help: "The .xcstrings files.", repeating: true)],
    options: [
      .flag("check", help: "Write nothing; exit 1 when a file would change."),
      .flag("sort", help: "Also sort every key as Xcode does on save."),
    ])

  /// The files.
  public var files: [String]
  /// `--check`.
  public var check: Bool
  /// `--sort`.
  public var sort: Bool

  /// Parses `l10n format` arguments.
  public init(arguments: ParsedArguments) throws(UsageError) {
    files = arguments.positionals
    check = arguments.flag("check")
    sort = arguments.flag("sort")
  }

  /// Formats or checks; returns 0, 1 (check found changes) or 2.
  public func run(in context: CommandContext) -> Int32 {
    let paths = files.map(context.absolutePath)
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
}
