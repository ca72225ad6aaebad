import Foundation
public import ToolSupport

/// `l10n plurals`: generates the app runtime's CLDR plural rule table from the system ICU.
public struct PluralsCommand: Subcommand {
  /// Help and usage of `l10n plurals`.
  public static let description = CommandDescription(
    name: "plurals", abstract: "Generate the app runtime's CLDR plural rules from ICU.",
    discussion: """
      Writes every locale's plural rules, read from ICU, as the Swift table AppLocalization \
      evaluates on every platform. Without --output, prints the file.
      """,
    options: [
      .option("output", value: "file", help: "The Swift file to write, atomically."),
      .flag("check", help: "Exit 1 when the file is stale instead of writing it."),
    ])

  /// Where to write; nil prints to standard output.
  public var output: String?
  /// Only compare with the file.
  public var check: Bool

  /// Parses `l10n plurals` arguments.
  public init(arguments: ParsedArguments) throws(UsageError) {
    output = arguments.value("output")
    check = arguments.flag("check")
    if check, output == nil { throw UsageError("--check needs --output <file>") }
  }

  /// Writes, checks or prints the generated table.
  public func run(in context: CommandContext) -> Int32 {
    let source = PluralRulesGenerator.swiftSource()
    guard let output else {
      context.writeOutput(source)
      return ExitCode.success
    }
    let url = URL(fileURLWithPath: context.absolutePath(output))
    if check {
      if (try? Data(contentsOf: url)) == Data(source.utf8) { return ExitCode.success }
      context.printError(
        "\(output):1:1: error: the plural rules are stale or missing; "
          + "run `l10n plurals --output \(output)` [plurals_stale]")
      return ExitCode.findings
    }
    do {
      let changed = try PluralRulesGenerator.write(to: url)
      context.print(
        changed
          ? "Wrote \(output): \(CLDRPlurals.locales.count) locales from ICU \(CLDRPlurals.icuVersion)."
          : "\(output) is up to date.")
      return ExitCode.success
    } catch {
      context.printError("\(output): error: cannot write the file: \(error.localizedDescription)")
      return ExitCode.failure
    }
  }
}
