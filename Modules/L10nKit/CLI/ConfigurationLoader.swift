import ToolSupport

/// Finds and reads `l10n.json` for a command: `--config FILE`, else the nearest one from the
/// working directory upward.
enum ConfigurationLoader {
  /// The `--config` option every project command takes.
  static let option = OptionSpec.option(
    "config", value: "file",
    help: "The configuration file (default: l10n.json in the working directory or above).")

  /// The configuration, or nil after printing an error (the command then exits 2). Without
  /// `--config` and without an `l10n.json` in the working directory or above, the project is
  /// discovered from the working directory (its Xcode projects and Swift packages).
  static func load(_ explicitPath: String?, in context: CommandContext) -> L10nConfiguration? {
    let path: String
    if let explicitPath {
      path = context.absolutePath(explicitPath)
    } else if let found = L10nConfiguration.find(from: context.workingDirectory) {
      path = found
    } else {
      var discovered = L10nConfiguration(rootDirectory: context.workingDirectory)
      discovered.discovers = true
      return discovered
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
