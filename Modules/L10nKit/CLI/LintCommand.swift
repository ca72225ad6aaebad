public import ToolSupport

/// `l10n lint`: checks the code and catalogs of the project `l10n.json` describes.
public struct LintCommand: Subcommand {
  /// Help and usage of `l10n lint`.
  public static let description = CommandDescription(
    name: "lint", abstract: "Find localization problems in Swift code and String Catalogs.",
    discussion: """
      Exit status: 0 when clean or only warnings, 1 when any error is found (any finding with \
      --strict), 2 for configuration, I/O or parse errors, 64 for usage errors.
      """,
    arguments: [LintPathFilter.argument],
    options: [
      ConfigurationLoader.option,
      .option(
        "format", value: "format", help: "Output format: text, json, sarif, github or gitlab.",
        allowed: LintOutputFormat.allCases.map(\.rawValue)),
      .flag("strict", help: "Fail on warnings too."),
      .option(
        "baseline", value: "file",
        help: "Report only findings not in this baseline (default: the configured one)."),
      .option(
        "write-baseline", value: "file",
        help: "Write every current finding to this baseline file and exit 0."),
    ])

  /// `--config`.
  public var configPath: String?
  /// `--format`.
  public var format: LintOutputFormat
  /// `--strict`.
  public var strict: Bool
  /// `--baseline`.
  public var baselinePath: String?
  /// `--write-baseline`.
  public var writeBaselinePath: String?
  /// The files or folders whose findings are reported (every finding when empty).
  public var paths: [String]

  /// Parses `l10n lint` arguments.
  public init(arguments: ParsedArguments) throws(UsageError) {
    configPath = arguments.value("config")
    format = arguments.value("format").flatMap(LintOutputFormat.init(rawValue:)) ?? .text
    strict = arguments.flag("strict")
    baselinePath = arguments.value("baseline")
    writeBaselinePath = arguments.value("write-baseline")
    paths = arguments.positionals
    if baselinePath != nil, writeBaselinePath != nil {
      throw UsageError("--baseline and --write-baseline cannot be used together")
    }
    if writeBaselinePath != nil, !paths.isEmpty {
      throw UsageError("--write-baseline writes every finding; leave out the paths")
    }
  }

  /// Lints and prints the findings; returns 0, 1 or 2.
  public func run(in context: CommandContext) -> Int32 {
    guard let configuration = ConfigurationLoader.load(configPath, in: context) else {
      return ExitCode.failure
    }
    let loaded: LoadedProject
    do {
      loaded = try LintEngine.load(configuration, duplicateKeys: .keepFirst)
    } catch {
      for message in error.messages { context.printError(message) }
      return ExitCode.failure
    }
    if let model = loaded.model { ProjectReport.print(model, configuration, in: context) }
    let lintContext = LintEngine.context(configuration, loaded)
    let all = LintPathFilter(paths, in: context).keep(LintEngine.lint(lintContext))
    if context.keepsResultsUntilExit { ProcessLifetime.keep(lintContext) }

    if let writeBaselinePath {
      let path = context.absolutePath(writeBaselinePath)
      let baseline = Baseline(findings: all, relativeTo: PathUtilities.directory(of: path))
      do {
        try CatalogFile.write(Array(baseline.rendered().utf8), to: path)
      } catch {
        context.printError(error.description)
        return ExitCode.failure
      }
      context.printError(
        "Wrote \(all.count) finding\(all.count == 1 ? "" : "s") to "
          + PathUtilities.relative(path, to: context.workingDirectory) + ".")
      return ExitCode.success
    }

    var findings = all
    let baselineFile = baselinePath.map(context.absolutePath) ?? configuration.baseline
    if let baselineFile {
      do {
        let baseline = try Baseline.load(path: baselineFile)
        findings = baseline.filter(all, relativeTo: PathUtilities.directory(of: baselineFile))
      } catch {
        context.printError(error.description)
        return ExitCode.failure
      }
    }

    // Every format is streamed a chunk at a time: a report of hundreds of thousands of
    // findings is never held whole in memory.
    if let writeBytes = context.writeOutputBytes {
      FindingReporter.writeBytes(
        findings, format: format, workingDirectory: context.workingDirectory, to: writeBytes)
    } else {
      FindingReporter.write(
        findings, format: format, workingDirectory: context.workingDirectory,
        to: context.writeOutput)
    }
    let errors = findings.reduce(0) { $0 + ($1.severity == .error ? 1 : 0) }
    let warnings = findings.count - errors
    context.printError(
      summary(
        errors: errors, warnings: warnings, baselined: all.count - findings.count,
        catalogs: loaded.catalogs.count,
        objectiveC: loaded.scans.count { ObjectiveCKeyScanner.isSource($0.path) },
        files: loaded.scans.count))
    if errors > 0 || (strict && !findings.isEmpty) { return ExitCode.findings }
    return ExitCode.success
  }

  private func summary(
    errors: Int, warnings: Int, baselined: Int, catalogs: Int, objectiveC: Int, files: Int
  ) -> String {
    func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    var scope = "in \(count(catalogs, "catalog"))"
    if objectiveC > 0 { scope += ", \(count(objectiveC, "Objective-C file"))" }
    scope += " and \(count(files - objectiveC, "Swift file"))"
    let suppressed = baselined > 0 ? " (\(baselined) more in the baseline)" : ""
    if errors + warnings == 0 { return "No localization problems \(scope)\(suppressed)." }
    return "Found \(count(errors, "error")) and \(count(warnings, "warning")) \(scope)"
      + "\(suppressed)."
  }
}
