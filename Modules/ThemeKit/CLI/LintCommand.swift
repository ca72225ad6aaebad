import AppTheme
import Foundation
import ToolSupport

/// `theme lint`: contrast, completeness and scale checks, compiler-style or JSON.
struct LintCommand: ThemeSubcommand {
  static let spec = CommandDescription(
    name: "lint",
    abstract: "Check the design tokens: contrast pairs, colour definitions and scales.",
    discussion: """
      Checks every text-on-surface and icon-on-surface pair the components use, in light and
      in dark, against WCAG 2.x AA (4.5:1 body text, 3:1 large text and UI parts), with APCA
      lightness contrast reported alongside; that every semantic colour has a light and a dark
      value; and that the spacing, radius and type scales are monotonic. Exits 1 on errors.
      """,
    options: [
      OptionSpec(
        name: "format", valueName: "format", help: "Output format: text or json.",
        allowedValues: ["text", "json"], defaultValue: "text"),
      OptionSpec(
        name: "sources", valueName: "path",
        help: "AppTheme's source folder, to point findings at lines.",
        defaultValue: "Modules/AppTheme"),
    ])

  var json: Bool
  var sources: String

  init(arguments: ParsedArguments) throws(UsageError) {
    json = arguments["format"] == "json"
    sources = arguments["sources"] ?? "Modules/AppTheme"
  }

  func run(in context: ThemeToolContext) -> Int32 {
    let linter = ThemeLinter(sourceFolder: context.absolutePath(sources), displayFolder: sources)
    let tokens = ThemeTokens.atelier
    let report = linter.lint(tokens)
    context.writeOutput(
      json ? Self.json(report, tokens: tokens).rendered() : Self.text(report, tokens: tokens))
    return report.hasErrors ? ThemeExitCode.failure : ThemeExitCode.success
  }

  /// Findings one per line, then a summary line.
  static func text(_ report: LintReport, tokens: ThemeTokens) -> String {
    var lines = report.findings.map(\.formatted)
    let errors = report.findings.filter { $0.severity == .error }.count
    let failed = report.pairs.filter { !$0.passes }.count
    lines.append(
      "theme lint: \(report.pairs.count) pair checks (\(tokens.pairs.count) pairs × "
        + "\(Appearance.allCases.count) appearances), \(failed) below minimum; "
        + "\(errors) error\(errors == 1 ? "" : "s")")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every pair with its ratio and APCA, and the findings.
  static func json(_ report: LintReport, tokens: ThemeTokens) -> JSONValue {
    .object([
      ("theme", .string(tokens.theme.name)),
      ("passed", .bool(!report.hasErrors)),
      (
        "findings",
        .array(
          report.findings.map { finding in
            var members: [(String, JSONValue)] = [
              ("rule", .string(finding.ruleID)), ("severity", .string(finding.severity.rawValue)),
              ("message", .string(finding.message)),
            ]
            if let location = finding.location {
              members += [
                ("file", .string(location.path)), ("line", .number(Double(location.line))),
                ("column", .number(Double(location.column))),
              ]
            }
            return .object(members)
          })
      ),
      (
        "pairs",
        .array(
          report.pairs.map { result in
            .object([
              ("foreground", .string(result.pair.foreground.rawValue)),
              ("background", .string(result.pair.background.rawValue)),
              ("appearance", .string(result.appearance.rawValue)),
              ("usage", .string(result.pair.usage)),
              ("requirement", .string(result.pair.requirement.rawValue)),
              ("minimumRatio", .number(result.pair.requirement.minimumRatio)),
              ("ratio", .number((result.ratio * 100).rounded() / 100)),
              ("apcaLc", .number((result.apca * 10).rounded() / 10)),
              ("foregroundHex", .string(result.foreground.hexString)),
              ("backgroundHex", .string(result.background.hexString)),
              ("passes", .bool(result.passes)),
            ])
          })
      ),
    ])
  }
}
