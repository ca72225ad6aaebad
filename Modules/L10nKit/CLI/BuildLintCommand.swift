public import ToolSupport

/// `l10n build-lint`: `l10n lint` as a build step, for the build-tool plugin (and any build
/// system that wants compiler-style diagnostics).
///
/// Build tools run commands from a directory of their choosing and match diagnostics by
/// absolute path, and they rerun a command only when its outputs are older than its inputs. So
/// this command lints from `--project-directory`, prints the text format with absolute paths,
/// keeps standard error to what needs attention (no summary line), and writes `--stamp` when it
/// passes. Warnings never fail it; error findings do (exit 1), as compiler errors fail a build.
public struct BuildLintCommand: Subcommand {
  /// Help and usage of `l10n build-lint`.
  public static let description = CommandDescription(
    name: "build-lint", abstract: "Lint as a build step: compiler-style lines, absolute paths.",
    discussion: """
      Runs 'l10n lint' from the project directory and prints its findings as \
      'path:line:col: warning: message [rule]' with absolute paths, which SwiftPM and Xcode \
      show as build warnings and errors. Writes the stamp file when no error was found, so a \
      build system reruns it only when an input changed. Exit status: 0 when clean or only \
      warnings, 1 when an error is found, 2 for configuration, I/O or parse errors.
      """,
    arguments: [LintPathFilter.argument],
    options: [
      ConfigurationLoader.option,
      .option(
        "project-directory", value: "dir",
        help: """
          Find l10n.json and the projects from here (default: the working directory, which \
          the paths and --config stay relative to).
          """),
      .option(
        "stamp", value: "file",
        help: "Write this file (a Swift comment) after a lint without errors."),
    ])

  /// `--config`.
  public var configPath: String?
  /// `--project-directory`.
  public var projectDirectory: String?
  /// `--stamp`.
  public var stampPath: String?
  /// The files or folders whose findings are reported.
  public var paths: [String]

  /// Parses `l10n build-lint` arguments.
  public init(arguments: ParsedArguments) throws(UsageError) {
    configPath = arguments.value("config")
    projectDirectory = arguments.value("project-directory")
    stampPath = arguments.value("stamp")
    paths = arguments.positionals
  }

  /// The stamp's text: valid Swift, so SwiftPM compiles it instead of bundling it as a resource.
  static let stampText = """
    // Written by 'l10n build-lint' after linting this target's localization without errors.
    // Build systems compare its date with the inputs' to skip the lint when nothing changed.

    """

  /// Lints, prints the findings, writes the stamp; returns 0, 1 or 2.
  public func run(in context: CommandContext) -> Int32 {
    let directory = context.absolutePath(projectDirectory ?? ".")
    var lint: LintCommand
    do {
      var arguments = ParsedArguments()
      arguments.positionals = paths.map(context.absolutePath)
      if let configPath { arguments.values["config"] = [context.absolutePath(configPath)] }
      lint = try LintCommand(arguments: arguments)
    } catch {
      context.printError("error: \(error.message)")
      return ExitCode.usage
    }
    lint.format = .text
    var inner = CommandContext(
      workingDirectory: directory,
      writeOutput: { text in context.writeOutput(Self.absolute(text, in: directory)) },
      writeError: { text in
        let kept = Self.quiet(text)
        if !kept.isEmpty { context.writeError(kept) }
      })
    inner.keepsResultsUntilExit = context.keepsResultsUntilExit
    let code = lint.run(in: inner)
    guard code == ExitCode.success, let stampPath else { return code }
    do {
      try AtomicFile.write(Self.stampText, to: context.absolutePath(stampPath))
    } catch {
      context.printError("error: \(error.description)")
      return ExitCode.failure
    }
    return code
  }

  /// Lines of the text format (`path:line:col: ...`) with each relative path made absolute.
  static func absolute(_ text: String, in directory: String) -> String {
    let prefix = directory == "/" ? "/" : directory + "/"
    return mapLines(text) { $0.hasPrefix("/") ? String($0) : prefix + $0 }
  }

  /// Standard error without the lines a build log repeats for every target: the summary and
  /// the note that no `l10n.json` pinned the project.
  static func quiet(_ text: String) -> String {
    mapLines(text) { line in
      let chatter =
        line.hasPrefix("Found ") || line.hasPrefix("No localization problems")
        || line.hasPrefix("note: no \(L10nConfiguration.fileName);")
      return chatter ? nil : String(line)
    }
  }

  /// `text` with each complete line replaced by `transform` (nil drops it); a last line
  /// without a newline is transformed too.
  private static func mapLines(_ text: String, _ transform: (Substring) -> String?) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count + 64)
    var rest = text[...]
    while !rest.isEmpty {
      let end = rest.firstIndex(of: "\n")
      let line = rest[..<(end ?? rest.endIndex)]
      if let mapped = transform(line) {
        result += mapped
        if end != nil { result += "\n" }
      }
      rest = end.map { rest[rest.index(after: $0)...] } ?? ""
    }
    return result
  }
}
