import ToolSupport

/// The paths given to `l10n lint`: only findings in those files, or in files below those
/// folders, are reported. The whole project is still linted, so a key used in another target
/// still counts as used; pre-commit hooks pass the changed files, the build-tool plugin passes
/// the target's folder.
struct LintPathFilter {
  /// The positional argument of `l10n lint`.
  static let argument = ArgumentSpec(
    "paths", help: "Report only findings in these files or folders (default: all).",
    repeating: true, optional: true)

  /// The absolute paths, without a trailing slash; empty keeps every finding.
  var paths: [String]

  /// Resolves `paths` against the command's working directory.
  init(_ paths: [String], in context: CommandContext) {
    self.paths = paths.map(context.absolutePath)
  }

  /// Whether a finding at `path` (absolute) is reported.
  func includes(_ path: String) -> Bool {
    paths.isEmpty
      || paths.contains { path == $0 || $0 == "/" || path.hasPrefix($0 + "/") }
  }

  /// The findings whose file is one of the paths or lies below one of them, in order.
  func keep(_ findings: [Finding]) -> [Finding] {
    paths.isEmpty ? findings : findings.filter { includes($0.location.path) }
  }
}
