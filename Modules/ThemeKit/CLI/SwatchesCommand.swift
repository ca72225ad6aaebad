import ToolSupport

/// `theme swatches`: the palette and every pair, with contrast, as SVG or HTML.
struct SwatchesCommand: ThemeSubcommand {
  static let spec = CommandDescription(
    name: "swatches",
    abstract: "Draw the palette and every contrast pair in both schemes as SVG or HTML.",
    discussion: nil,
    options: [
      OptionSpec(
        name: "out", valueName: "file", help: "The picture to write: a .svg or .html file.",
        isRequired: true),
      OptionSpec(
        name: "format", valueName: "format",
        help: "svg or html; by default from --out's extension.",
        allowedValues: SwatchFormat.allCases.map(\.rawValue)),
    ])

  var out: String
  var format: SwatchFormat

  init(arguments: ParsedArguments) throws(UsageError) {
    guard let out = arguments["out"] else {
      throw UsageError(message: "Missing expected argument '--out <file>'")
    }
    guard
      let format = arguments["format"].flatMap(SwatchFormat.init(rawValue:))
        ?? SwatchFormat(path: out)
    else {
      throw UsageError(
        message: "Cannot tell the format of '\(out)'; name it .svg or .html, or pass --format")
    }
    self.out = out
    self.format = format
  }

  func run(in context: ThemeToolContext) -> Int32 {
    let text = SwatchRenderer.render(.atelier, as: format)
    return context.write(text, to: out) ? ThemeExitCode.success : ThemeExitCode.cannotCreate
  }
}
