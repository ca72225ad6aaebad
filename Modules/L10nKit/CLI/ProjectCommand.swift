public import ToolSupport

/// `l10n project`: shows the targets l10n resolves keys by.
public struct ProjectCommand: Subcommand {
  /// Help and usage of `l10n project`.
  public static let description = CommandDescription(
    name: "project",
    abstract: "Show the targets, Swift files and catalogs l10n reads the project as.",
    discussion: """
      Lists every target of the Xcode projects and Swift packages found (or configured): what \
      it builds, how many Swift files it compiles, the catalogs its keys go to, its \
      LOCALIZED_STRING_MACRO_NAMES and SWIFT_EMIT_LOC_STRINGS; then the catalogs whose keys \
      come from elsewhere than Swift code, and what could not be understood. Exit status: 0, \
      or 2 for configuration errors.
      """,
    options: [
      ConfigurationLoader.option,
      .option(
        "format", value: "format", help: "Output format: text or json.", allowed: ["text", "json"]),
    ])

  /// `--config`.
  public var configPath: String?
  /// `--format json`.
  public var json: Bool

  /// Parses `l10n project` arguments.
  public init(arguments: ParsedArguments) throws(UsageError) {
    configPath = arguments.value("config")
    json = arguments.value("format") == "json"
  }

  /// Prints the model; returns 0 or 2.
  public func run(in context: CommandContext) -> Int32 {
    guard let configuration = ConfigurationLoader.load(configPath, in: context) else {
      return ExitCode.failure
    }
    let model: ProjectModel
    do {
      if let discovered = try LintEngine.model(configuration) {
        model = discovered
      } else {
        let files = try LintEngine.sourceFiles(configuration.sourceRoots, configuration)
        model = ProjectModel(
          configured: configuration, sources: files.swift + files.objectiveC,
          catalogs: configuration.catalogs)
      }
    } catch {
      context.printError("\(error)")
      return ExitCode.failure
    }
    let relative = { (path: String) in PathUtilities.relative(path, to: context.workingDirectory) }
    if json {
      context.print(Self.json(model, relative: relative).rendered())
      return ExitCode.success
    }
    context.print(model.summary(relativeTo: context.workingDirectory))
    for target in model.targets {
      context.print("")
      context.print("\(target.name) (\(target.kind.rawValue), \(relative(target.origin)))")
      context.print("  Swift files: \(target.swiftFiles.count)")
      if !target.objectiveCFiles.isEmpty {
        context.print("  Objective-C files: \(target.objectiveCFiles.count)")
      }
      for catalog in target.catalogs {
        let source = model.nonSwiftCatalogs[catalog].map { " (keys from \($0))" } ?? ""
        context.print("  catalog: \(relative(catalog))\(source)")
      }
      if let platforms = target.platforms, platforms != .all {
        context.print("  platforms: " + platforms.names.joined(separator: ", "))
      }
      if !target.infoPlistEntries.isEmpty {
        context.print(
          "  Info.plist keys: "
            + target.infoPlistEntries.map(\.displayName).sorted().joined(separator: ", "))
      }
      if !target.emitsSwiftStrings {
        context.print(
          "  SWIFT_EMIT_LOC_STRINGS = NO"
            + (target.scansSwiftUIText ? "" : ", LOCALIZED_STRING_SWIFTUI_SUPPORT = NO"))
      }
      let macros = target.macroNames.filter {
        !ExtractionConfiguration.defaultMacroNames.contains($0)
      }
      if !macros.isEmpty { context.print("  macros: " + macros.joined(separator: ", ")) }
    }
    let unbuilt = model.catalogs.filter { model.nonSwiftCatalogs[$0] == .noTarget }
    if !unbuilt.isEmpty {
      context.print("")
      context.print("Catalogs no target builds: " + unbuilt.map(relative).joined(separator: ", "))
    }
    for note in model.notes {
      var shown = note
      shown.path = relative(note.path)
      context.printError(shown.description)
    }
    return ExitCode.success
  }

  static func json(_ model: ProjectModel, relative: (String) -> String) -> JSONOutput {
    .object([
      (
        "targets",
        .array(
          model.targets.map { target in
            .object([
              ("name", .string(target.name)),
              ("kind", .string(target.kind.rawValue)),
              ("origin", .string(relative(target.origin))),
              ("swiftFiles", .int(target.swiftFiles.count)),
              ("objectiveCFiles", .int(target.objectiveCFiles.count)),
              ("catalogs", .array(target.catalogs.map { .string(relative($0)) })),
              ("macroNames", .array(target.macroNames.map(JSONOutput.string))),
              ("emitsSwiftStrings", .bool(target.emitsSwiftStrings)),
              ("scansSwiftUIText", .bool(target.scansSwiftUIText)),
              ("platforms", .array((target.platforms ?? .all).names.map(JSONOutput.string))),
              (
                "infoPlistKeys",
                .array(target.infoPlistEntries.map(\.key).sorted().map(JSONOutput.string))
              ),
            ])
          })
      ),
      (
        "nonSwiftCatalogs",
        .object(
          model.nonSwiftCatalogs.sorted { $0.key < $1.key }.map {
            (relative($0.key), .string($0.value.description))
          })
      ),
      ("unownedSwiftFiles", .array(model.unownedSwiftFiles.map { .string(relative($0)) })),
      ("notes", .array(model.notes.map { .string($0.description) })),
    ])
  }
}
