import ToolSupport

/// `theme export`: the tokens as DTCG JSON, CSS or plain JSON.
struct ExportCommand: ThemeSubcommand {
  static let spec = CommandDescription(
    name: "export",
    abstract: "Export the design tokens as DTCG JSON, CSS custom properties or plain JSON.",
    discussion: """
      dtcg is W3C Design Tokens (format 2025.10) for design tools; css is custom properties
      with a prefers-color-scheme: dark block for the web; swift-json is the resolved values.
      """,
    options: [
      OptionSpec(
        name: "format", valueName: "format", help: "dtcg, css or swift-json.",
        allowedValues: ExportFormat.allCases.map(\.rawValue), isRequired: true),
      OptionSpec(
        name: "out", valueName: "file",
        help: "Write to this file (atomically) instead of standard output."),
    ])

  var format: ExportFormat
  var out: String?

  init(arguments: ParsedArguments) throws(UsageError) {
    guard let format = arguments["format"].flatMap(ExportFormat.init(rawValue:)) else {
      throw UsageError(message: "Missing expected argument '--format <format>'")
    }
    self.format = format
    out = arguments["out"]
  }

  func run(in context: ThemeToolContext) -> Int32 {
    let text = TokenExporter.export(.atelier, as: format)
    guard let out else {
      context.writeOutput(text)
      return ThemeExitCode.success
    }
    return context.write(text, to: out) ? ThemeExitCode.success : ThemeExitCode.cannotCreate
  }
}
