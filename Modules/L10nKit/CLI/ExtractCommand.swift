public import ToolSupport

/// `l10n extract`: syncs the configured catalogs with the keys used in code.
public struct ExtractCommand: Subcommand {
  /// Help and usage of `l10n extract`.
  public static let description = CommandDescription(
    name: "extract", abstract: "Add keys used in code to the catalogs and mark unused ones stale.",
    discussion: """
      Works as Xcode's build-time extraction: new keys are added at their collated position, \
      keys no longer used are marked stale (removed when nothing in them is translated or \
      edited), stale keys used again are restored; manual keys and translations are never \
      touched.
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
    let outcomes: [KeyExtraction.CatalogOutcome]
    // Every catalog is locked before it is read and until the last is written (not for a dry
    // run, which writes nothing), so a concurrent import or format is never overwritten.
    let locks = CatalogLocks(onWait: { context.printError($0) })
    defer { locks.releaseAll() }
    do {
      // A dry run writes nothing, so it reads a catalog with a duplicated key as lint does.
      outcomes = try KeyExtraction.sync(
        configuration, workingDirectory: context.workingDirectory,
        duplicateKeys: dryRun ? .keepFirst : .rejectConflicting, locks: dryRun ? nil : locks,
        onProject: { ProjectReport.print($0, configuration, in: context, emitNotes: false) })
    } catch {
      for message in error.messages { context.printError(message) }
      return ExitCode.failure
    }
    for outcome in outcomes {
      let name = PathUtilities.relative(outcome.path, to: context.workingDirectory)
      if !outcome.unextractedTargets.isEmpty {
        let targets = outcome.unextractedTargets.map { "'\($0)'" }.joined(separator: ", ")
        context.printError(
          "note: the targets that build \(name) (\(targets)) have SWIFT_EMIT_LOC_STRINGS = NO:"
            + " as Xcode, only \(outcome.sourceScanReads) are extracted into it, with %@ for"
            + " every interpolation;"
            + " \(outcome.emitSettingAdvice) to extract every key with its types")
      }
      for change in outcome.changes { context.print("\(name): \(change)") }
      for duplicate in outcome.catalog.duplicateKeys {
        context.printError(
          "\(name):\(duplicate.position.line):\(duplicate.position.column): warning: "
            + "\(duplicate.message); 'l10n extract' will not write this catalog until it is fixed")
      }
      guard !dryRun else { continue }
      do {
        try outcome.write()
      } catch {
        context.printError(error.description)
        return ExitCode.failure
      }
    }
    return ExitCode.success
  }
}
