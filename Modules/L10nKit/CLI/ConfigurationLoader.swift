import ToolSupport

/// Finds and reads `l10n.json` for a command: `--config FILE`, else the nearest one from the
/// working directory upward.
enum ConfigurationLoader {
  /// The `--config` option every project command takes.
  static let option = OptionSpec.option(
    "config", value: "file",
    help: "The configuration file (default: l10n.json in the working directory or above).")

  /// The configuration, or nil after printing an error (the command then exits 2).
  static func load(_ explicitPath: String?, in context: CommandContext) -> L10nConfiguration? {
    let path: String
    if let explicitPath {
      path = context.absolutePath(explicitPath)
    } else if let found = L10nConfiguration.find(from: context.workingDirectory) {
      path = found
    } else {
      context.printError(
        "error: no \(L10nConfiguration.fileName) in \(context.workingDirectory) or any folder "
          + "above it; create one (see Documentation/l10n.md) or pass --config FILE")
      return nil
    }
    do {
      return try L10nConfiguration.load(path: path)
    } catch {
      var shown = error
      shown.path = PathUtilities.relative(error.path, to: context.workingDirectory)
      context.printError(shown.description)
      return nil
    }
  }
}
