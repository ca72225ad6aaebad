// `swift package l10n <subcommand> ...`: runs the `l10n` executable built from Atelier in the
// package's directory, so an app that depends on Atelier lints and syncs its String Catalogs
// without installing anything. Writing subcommands need SwiftPM's permission:
// `swift package --allow-writing-to-package-directory l10n extract`.

import Foundation
import PackagePlugin

@main
struct L10nCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "l10n")
    let directory = context.package.directoryURL
    if let verb = PluginWrites.writingVerb(arguments),
      !PluginWrites.canWrite(in: directory.path)
    {
      throw PluginFailure(
        """
        'l10n \(verb)' writes to the package, and SwiftPM has not allowed it. Run: \
        swift package --allow-writing-to-package-directory l10n \(arguments.joined(separator: " "))
        """)
    }
    try PluginProcess.run(tool.url, arguments: arguments, in: directory)
  }
}

/// Which subcommands write into the package, and whether the plugin may.
enum PluginWrites {
  /// The subcommand of `arguments` when it writes files with these arguments: `extract`,
  /// `format`, `import` (unless `--dry-run` or `--check`), `init` (unless `--print`), `export`.
  static func writingVerb(_ arguments: [String]) -> String? {
    guard let verb = arguments.first else { return nil }
    let options = arguments.dropFirst().prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") { return nil }
    switch verb {
    case "extract", "import": return options.contains("--dry-run") ? nil : verb
    case "format": return options.contains("--check") ? nil : verb
    case "init": return options.contains("--print") ? nil : verb
    case "export": return verb
    default: return nil
    }
  }

  /// Whether a file can be created in `directory`: SwiftPM's sandbox (macOS) refuses it
  /// unless `--allow-writing-to-package-directory` was given. Linux has no sandbox.
  static func canWrite(in directory: String) -> Bool {
    let probe = directory + "/.l10n-plugin-write-check-\(ProcessInfo.processInfo.processIdentifier)"
    guard FileManager.default.createFile(atPath: probe, contents: Data()) else { return false }
    try? FileManager.default.removeItem(atPath: probe)
    return true
  }
}

/// Runs `l10n` with this process's standard streams and turns its exit into the plugin's.
enum PluginProcess {
  static func run(_ executable: URL, arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    // A library the dynamic loader cannot find: macOS's dyld aborts (a signal), Linux's ld.so
    // exits 127.
    if process.terminationReason == .uncaughtSignal || process.terminationStatus == 127 {
      throw PluginFailure(
        "l10n could not start or stopped early (status \(process.terminationStatus)). "
          + SystemLibraries.hint)
    }
    // Exit 1 (findings) and 2 (configuration errors) were already explained by l10n itself.
    if process.terminationStatus != 0 {
      throw PluginFailure("l10n \(arguments.first ?? "") exited with \(process.terminationStatus)")
    }
  }
}

/// What to install when `l10n` cannot start: it links ICU and libxml2 from the system.
enum SystemLibraries {
  static let hint = """
    l10n links the system's ICU and libxml2: if it could not load them, install them \
    (macOS: brew install icu4c libxml2 pkg-config, then export \
    PKG_CONFIG_PATH="$(brew --prefix icu4c)/lib/pkgconfig:$PKG_CONFIG_PATH" and rebuild; \
    Debian/Ubuntu: apt-get install libicu-dev libxml2-dev pkg-config).
    """
}

struct PluginFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
