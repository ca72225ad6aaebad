public import ToolSupport

/// `l10n rules`: lists every lint rule with its id, default severity and summary.
public struct RulesCommand: Subcommand {
  /// Help and usage of `l10n rules`.
  public static let description = CommandDescription(
    name: "rules", abstract: "List every lint rule with its default severity and summary.",
    options: [
      .option(
        "format", value: "format", help: "Output format: text, json or markdown.",
        allowed: ["text", "json", "markdown"])
    ])

  /// `--format`: `text`, `json` or `markdown`.
  public var format: String

  /// Parses `l10n rules` arguments.
  public init(arguments: ParsedArguments) throws(UsageError) {
    format = arguments.value("format") ?? "text"
  }

  /// Prints the rule table or JSON.
  public func run(in context: CommandContext) -> Int32 {
    let rules = RuleRegistry.descriptions
    if format == "markdown" {
      context.writeOutput(RulesDocumentation.markdown(rules))
      return ExitCode.success
    }
    if format == "json" {
      let array = JSONOutput.array(
        rules.map { rule in
          JSONOutput.object([
            ("id", .string(rule.id)),
            ("summary", .string(rule.summary)),
            ("rationale", .string(rule.rationale)),
            ("defaultSeverity", .string(rule.defaultSeverity.rawValue)),
            ("enabledByDefault", .bool(rule.isEnabledByDefault)),
          ])
        })
      context.print(array.rendered())
      return ExitCode.success
    }
    let idWidth = max(rules.map(\.id.count).max() ?? 0, 2)
    context.print(pad("ID", idWidth) + "  SEVERITY  ENABLED  SUMMARY")
    for rule in rules {
      context.print(
        pad(rule.id, idWidth) + "  " + pad(rule.defaultSeverity.rawValue, 8) + "  "
          + pad(rule.isEnabledByDefault ? "yes" : "no", 7) + "  " + rule.summary)
    }
    return ExitCode.success
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
