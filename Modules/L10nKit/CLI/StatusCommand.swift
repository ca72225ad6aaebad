public import ToolSupport

/// `l10n status`: translation coverage per catalog and language.
public struct StatusCommand: Subcommand {
  /// Help and usage of `l10n status`.
  public static let description = CommandDescription(
    name: "status", abstract: "Show each language's translation coverage.",
    discussion: """
      Counts keys that need translation (not stale, not shouldTranslate: false). A key is \
      translated when every leaf has a value in state translated (or machine_translated); it \
      needs review when a leaf is needs_review; otherwise it is missing (no localization, an \
      empty value, or state new; a key whose source text is empty may have an empty value).
      """,
    options: [
      ConfigurationLoader.option,
      .option(
        "format", value: "format", help: "Output format: text, json or markdown.",
        allowed: ["text", "json", "markdown"]),
    ])

  /// `--config`.
  public var configPath: String?
  /// Whether to print JSON.
  public var json: Bool
  /// Whether to print Markdown tables (for pull-request comments and job summaries).
  public var markdown: Bool

  /// Parses `l10n status` arguments.
  public init(arguments: ParsedArguments) throws(UsageError) {
    configPath = arguments.value("config")
    json = arguments.value("format") == "json"
    markdown = arguments.value("format") == "markdown"
  }

  /// Prints coverage; returns 0 or 2.
  public func run(in context: CommandContext) -> Int32 {
    guard let configuration = ConfigurationLoader.load(configPath, in: context) else {
      return ExitCode.failure
    }
    var errors: [String] = []
    let model: ProjectModel?
    do {
      model = try LintEngine.model(configuration)
    } catch {
      context.printError("\(error)")
      return ExitCode.failure
    }
    let catalogs = LintEngine.readCatalogs(
      model?.catalogs ?? configuration.catalogs, .keepFirst, errors: &errors)
    guard errors.isEmpty else {
      for message in errors { context.printError(message) }
      return ExitCode.failure
    }
    for loaded in catalogs {
      let path = PathUtilities.relative(loaded.path, to: context.workingDirectory)
      for duplicate in loaded.catalog.duplicateKeys {
        context.printError(
          "\(path):\(duplicate.position): warning: \(duplicate.message) (counted the first)")
      }
    }
    let reports = catalogs.map { CoverageReport(loaded: $0, configuration: configuration) }
    if json {
      context.print(
        JSONOutput.array(
          reports.map {
            $0.json(path: PathUtilities.relative($0.path, to: context.workingDirectory))
          }
        ).rendered())
      return ExitCode.success
    }
    if markdown {
      context.writeOutput(
        CoverageReport.markdown(reports, workingDirectory: context.workingDirectory))
      return ExitCode.success
    }
    for (index, report) in reports.enumerated() {
      if index > 0 { context.print("") }
      context.writeOutput(
        report.table(path: PathUtilities.relative(report.path, to: context.workingDirectory)))
    }
    return ExitCode.success
  }
}

/// Coverage counts of one catalog.
struct CoverageReport {
  struct Row {
    var language: String
    var translated = 0
    var needsReview = 0
    var missing = 0
  }

  var path: String
  var sourceLanguage: String
  var keyCount: Int
  var rows: [Row]

  init(loaded: LoadedCatalog, configuration: L10nConfiguration) {
    path = loaded.path
    let source = configuration.sourceLanguage ?? loaded.catalog.sourceLanguage
    sourceLanguage = source
    var languages = loaded.catalog.languages.filter { $0 != source }
    for language in configuration.requiredLanguages
    where language != source && !languages.contains(language) {
      languages.append(language)
    }
    var rows = languages.map { Row(language: $0) }
    var lookup = LanguageLookup(languages)
    var count = 0
    for entry in loaded.catalog.entries
    where entry.shouldTranslate && entry.extractionState != ExtractionState.stale {
      count += 1
      let emptySource = TranslationCheck.hasEmptySource(entry, sourceLanguage: source)
      lookup.forEachLocalization(of: entry) { index, localization in
        guard let localization else {
          rows[index].missing += 1
          return
        }
        let leaves = CatalogWalk.leaves(of: localization)
        if leaves.isEmpty
          || leaves.contains(where: {
            ($0.value?.isEmpty == true && !emptySource) || $0.state == UnitState.new
          })
        {
          rows[index].missing += 1
        } else if leaves.contains(where: { $0.state == UnitState.needsReview }) {
          rows[index].needsReview += 1
        } else {
          rows[index].translated += 1
        }
      }
    }
    keyCount = count
    self.rows = rows
  }

  func percent(_ part: Int) -> String {
    guard keyCount > 0 else { return "100.0%" }
    let tenths = (part * 1000 + keyCount / 2) / keyCount
    return "\(tenths / 10).\(tenths % 10)%"
  }

  func table(path: String) -> String {
    var out =
      "\(path): \(keyCount) key\(keyCount == 1 ? "" : "s"), source language \(sourceLanguage)\n"
    let width = max(8, rows.map(\.language.count).max() ?? 0)
    func pad(_ text: String, _ n: Int, right: Bool = false) -> String {
      let fill = String(repeating: " ", count: max(0, n - text.count))
      return right ? fill + text : text + fill
    }
    func cell(_ n: Int) -> String {
      pad(String(n), 6, right: true) + pad(percent(n), 8, right: true)
    }
    // As the Markdown table says it: an empty table would read as a failure to count.
    if rows.isEmpty { return out + "No languages besides the source language.\n" }
    out += pad("LANGUAGE", width) + "    TRANSLATED  NEEDS REVIEW       MISSING\n"
    for row in rows {
      out +=
        pad(row.language, width) + cell(row.translated) + cell(row.needsReview)
        + cell(row.missing) + "\n"
    }
    return out
  }

  func json(path: String) -> JSONOutput {
    .object([
      ("catalog", .string(path)),
      ("sourceLanguage", .string(sourceLanguage)),
      ("keys", .int(keyCount)),
      (
        "languages",
        .array(
          rows.map { row in
            .object([
              ("language", .string(row.language)),
              ("translated", .int(row.translated)),
              ("needsReview", .int(row.needsReview)),
              ("missing", .int(row.missing)),
              ("percentTranslated", .string(percent(row.translated))),
            ])
          })
      ),
    ])
  }
}
