public import ToolSupport

/// `l10n export`: writes one XLIFF file (or `.xcloc` bundle) per language for translators, as
/// `xcodebuild -exportLocalizations` does, from the catalogs alone.
public struct ExportCommand: Subcommand {
  /// Help and usage of `l10n export`.
  public static let description = CommandDescription(
    name: "export",
    abstract: "Export translations as XLIFF or .xcloc bundles, as Xcode does.",
    discussion: """
      Writes <lang>.xliff (or <lang>.xcloc with --xcloc) per language, one <file> per catalog, \
      with Xcode's ids, order, states and layout. Keys that XLIFF cannot represent are reported.
      """,
    options: [
      .option(
        "lang", value: "code", help: "Languages to export (--lang de fr, or repeated).",
        upToNextOption: true),
      .flag("all", help: "Export every language the catalogs hold."),
      .option("out", value: "dir", help: "Folder to write into (default: current directory)."),
      .flag("xcloc", help: "Write <lang>.xcloc bundles with Source Contents."),
      .option(
        "xliff-version", value: "version", help: "1.2 (Xcode's, default) or 2.0.",
        allowed: ["1.2", "2.0"]),
      .option(
        "catalog", value: "file", help: "A catalog to export (default: the project's).",
        repeating: true),
      .option("config", value: "file", help: "The l10n.json to use."),
      .option("tool-id", value: "id", help: "tool-id in <tool> (default: org.atelier.l10n)."),
      .option("tool-name", value: "name", help: "tool-name in <tool> (default: l10n)."),
      .option("tool-version", value: "version", help: "tool-version in <tool>."),
      .option("tool-build", value: "build", help: "build-num in <tool> (default: none)."),
    ])

  /// The languages asked for (empty with `--all`).
  public var languages: [String]
  /// Whether every language in the catalogs is exported.
  public var allLanguages: Bool
  /// The output folder, as given.
  public var outputDirectory: String?
  /// Whether to write `.xcloc` bundles.
  public var xcloc: Bool
  /// The XLIFF version.
  public var version: XLIFFVersion
  /// `--catalog` paths, as given.
  public var catalogs: [String]
  /// `--config`, as given.
  public var configPath: String?
  /// The `<tool>` header.
  public var tool: XLIFFTool

  /// Parses `l10n export` arguments.
  public init(arguments: ParsedArguments) throws(UsageError) {
    languages = arguments.allValues("lang")
    allLanguages = arguments.flag("all")
    guard !languages.isEmpty || allLanguages else {
      throw UsageError("Missing expected option '--lang <code>' (or '--all')")
    }
    outputDirectory = arguments.value("out")
    xcloc = arguments.flag("xcloc")
    version = arguments.value("xliff-version") == "2.0" ? .v2_0 : .v1_2
    if xcloc && version == .v2_0 {
      throw UsageError("'--xcloc' bundles hold XLIFF 1.2, the version Xcode reads")
    }
    catalogs = arguments.allValues("catalog")
    configPath = arguments.value("config")
    tool = XLIFFTool(
      id: arguments.value("tool-id") ?? XLIFFTool.l10n.id,
      name: arguments.value("tool-name") ?? XLIFFTool.l10n.name,
      version: arguments.value("tool-version") ?? L10nTool.version,
      buildNumber: arguments.value("tool-build"))
  }

  /// Exports; exit 1 when a key could not be represented, 2 on I/O or parse errors.
  public func run(in context: CommandContext) -> Int32 {
    let project: XLIFFProjectFiles
    do {
      project = try XLIFFProjectFiles.resolve(
        configPath: configPath, catalogs: catalogs, in: context)
    } catch {
      context.printError(error.description)
      return ExitCode.failure
    }
    guard !project.catalogPaths.isEmpty else {
      context.printError(
        "error: no String Catalogs to export; pass --catalog FILE or list \"catalogs\" in l10n.json"
      )
      return ExitCode.failure
    }
    let rootShown = PathUtilities.relative(project.root, to: context.workingDirectory)
    for path in project.rootRelative.sorted() {
      context.printError(
        "note: \(PathUtilities.relative(path, to: context.workingDirectory)) is exported with "
          + "<file original=\"\(project.original(of: path))\">, relative to "
          + (rootShown == "." ? "the current folder" : rootShown)
          + ": relative to its project's folder, as Xcode writes it, it would be another "
          + "project's catalog's original too, and import could not tell them apart")
    }
    var loaded: [(original: String, catalog: StringCatalog)] = []
    for path in project.catalogPaths {
      do {
        loaded.append((project.original(of: path), try StringCatalog(contentsOf: path)))
      } catch {
        context.printError(error.description)
        return ExitCode.failure
      }
    }
    loaded.sort { fileOrder($0.original, $1.original) }
    // Freeing a large catalog's object graph costs about as much as parsing it.
    if context.keepsResultsUntilExit { ProcessLifetime.keep(loaded.map(\.catalog)) }
    var targets = languages
    if allLanguages {
      let all = Set(
        loaded.flatMap { item in
          item.catalog.languages.filter { $0 != item.catalog.sourceLanguage }
        })
      targets += all.subtracting(targets).sorted(by: codePointOrder)
    }
    if version == .v2_0, Set(loaded.map(\.catalog.sourceLanguage)).count > 1 {
      context.printError(
        "error: XLIFF 2.0 has one srcLang per document, but the catalogs have different source "
          + "languages; export them separately or use XLIFF 1.2")
      return ExitCode.failure
    }
    let output = context.absolutePath(outputDirectory ?? ".")
    let catalogsByOriginal = Dictionary(
      loaded.map { ($0.original, $0.catalog) }, uniquingKeysWith: { first, _ in first })
    let projectName =
      project.projectName ?? project.root.split(separator: "/").last.map(String.init) ?? "l10n"
    var problems: [String] = []
    // What every language's export reads of the entries, read once.
    let prepared = loaded.map {
      (original: $0.original, catalog: XLIFFExporter.Prepared($0.catalog))
    }
    for language in targets {
      var files: [XLIFFFile] = []
      var units = 0
      for (original, catalog) in prepared {
        let (file, found) = XLIFFExporter.file(
          for: catalog, original: original, targetLanguage: language, tool: tool)
        files.append(file)
        units += file.units.count
        for problem in found where !problems.contains(problem.description) {
          problems.append(problem.description)
        }
      }
      let document = XLIFFDocument(version: version, files: files)
      do {
        if xcloc {
          let folder = output + "/" + XclocBundle.folderName(language: language)
          for item in XclocBundle.files(
            language: language, document: document, catalogs: catalogsByOriginal,
            project: projectName, workspace: project.workspaceName, tool: tool)
          {
            try XLIFFProjectFiles.write(item.bytes, to: folder + "/" + item.path)
          }
          context.print(
            "Wrote \(XclocBundle.folderName(language: language)): \(files.count) catalog(s), "
              + "\(units) units.")
        } else {
          try XLIFFProjectFiles.write(
            XLIFFWriter.write(document), to: output + "/\(language).xliff")
          context.print("Wrote \(language).xliff: \(files.count) catalog(s), \(units) units.")
        }
      } catch {
        context.printError(error.description)
        return ExitCode.failure
      }
    }
    for problem in problems { context.printError(problem) }
    return problems.isEmpty ? ExitCode.success : ExitCode.findings
  }
}
