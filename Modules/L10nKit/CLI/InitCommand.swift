import Foundation
public import ToolSupport

/// `l10n init`: writes an `l10n.json` that pins what discovery finds.
public struct InitCommand: Subcommand {
  /// Help and usage of `l10n init`.
  public static let description = CommandDescription(
    name: "init", abstract: "Write an l10n.json with the project l10n discovers here.",
    discussion: """
      Reads the Xcode projects and Swift packages under the working directory (as 'l10n lint' \
      does without a configuration) and writes l10n.json listing them under "projects", with \
      the catalogs' source language (when they agree; else none, and each catalog's is used) \
      and the project's known regions as "sourceLanguage" and "requiredLanguages". Edit it to leave out example apps, add "excludes" or "targets", or \
      turn rules off. An existing l10n.json is kept unless --force is given. Exit status: 0 \
      when written (or printed with --print), 2 when l10n.json exists or cannot be written.
      """,
    options: [
      .flag("force", help: "Replace an existing l10n.json."),
      .flag("print", help: "Print the configuration instead of writing it."),
    ])

  /// `--force`.
  public var force: Bool
  /// `--print`.
  public var printsOnly: Bool

  /// Parses `l10n init` arguments.
  public init(arguments: ParsedArguments) throws(UsageError) {
    force = arguments.flag("force")
    printsOnly = arguments.flag("print")
  }

  /// Discovers and writes; returns 0 or 2.
  public func run(in context: CommandContext) -> Int32 {
    let path = context.workingDirectory + "/" + L10nConfiguration.fileName
    if !printsOnly, !force, FileManager.default.fileExists(atPath: path) {
      context.printError(
        "\(L10nConfiguration.fileName): error: the file exists; edit it, or pass --force to "
          + "replace it")
      return ExitCode.failure
    }
    var configuration = L10nConfiguration(rootDirectory: context.workingDirectory)
    configuration.discovers = true
    let model: ProjectModel
    let catalogs: [LoadedCatalog]
    do {
      model =
        try LintEngine.model(configuration)
        ?? ProjectModel(root: context.workingDirectory, targets: [])
      var errors: [String] = []
      catalogs = LintEngine.readCatalogs(model.catalogs, .keepFirst, errors: &errors)
    } catch {
      context.printError("\(error)")
      return ExitCode.failure
    }
    let text = Self.configuration(for: model, catalogs: catalogs) + "\n"
    if printsOnly {
      context.writeOutput(text)
      return ExitCode.success
    }
    do {
      try CatalogFile.write(Array(text.utf8), to: path)
    } catch {
      context.printError(error.description)
      return ExitCode.failure
    }
    ProjectReport.print(model, configuration, in: context, pinned: true)
    if let note = Self.sourceLanguageNote(model, catalogs) { context.printError(note) }
    context.printError("Wrote \(L10nConfiguration.fileName).")
    return ExitCode.success
  }

  /// The `sourceLanguage` to pin, which overrides every catalog's: the catalogs' own when
  /// they all agree (a catalog keeps the source language it was made with, whatever the
  /// project's development region says now), none when they disagree (each catalog's is
  /// used), the project's development region when there is no catalog.
  static func pinnedSourceLanguage(_ model: ProjectModel, _ catalogs: [LoadedCatalog]) -> String? {
    let languages = Set(catalogs.map(\.catalog.sourceLanguage))
    if catalogs.isEmpty { return model.developmentRegion }
    return languages.count == 1 ? languages.first : nil
  }

  /// A note when the project's development region is not its catalogs' source language.
  static func sourceLanguageNote(_ model: ProjectModel, _ catalogs: [LoadedCatalog]) -> String? {
    guard let region = model.developmentRegion else { return nil }
    let others = Set(catalogs.map(\.catalog.sourceLanguage)).subtracting([region]).sorted()
    guard !others.isEmpty else { return nil }
    return "note: the project's development region is \(region), but the source language of"
      + " its catalogs is \(others.joined(separator: ", ")); l10n takes each catalog's own"
  }

  /// The `l10n.json` text for a discovered project: its projects, its development language
  /// and known regions (or the catalogs' languages).
  static func configuration(for model: ProjectModel, catalogs: [LoadedCatalog]) -> String {
    let relative = { (path: String) in PathUtilities.relative(path, to: model.root) }
    let source = pinnedSourceLanguage(model, catalogs)
    var languages = model.knownRegions
    if languages.isEmpty {
      for language in catalogs.flatMap(\.languages) where !languages.contains(language) {
        languages.append(language)
      }
    }
    languages = languages.filter {
      $0 != source && $0 != "Base" && CLDRPlurals.isKnownLanguage($0)
    }
    var members: [(String, JSONOutput)] = [
      ("projects", .array(model.projects.map { .string(relative($0)) }))
    ]
    if let source { members.append(("sourceLanguage", .string(source))) }
    if !languages.isEmpty {
      members.append(("requiredLanguages", .array(languages.map(JSONOutput.string))))
    }
    // `localizationFunctions` is left out: its defaults are this repository's own modules'
    // functions, the same with or without the field, and meaningless in another project.
    return JSONOutput.object(members).rendered()
  }
}
