// Runs `l10n build-lint` on the target being built: findings appear as compiler warnings and
// errors in `swift build` and in Xcode's issue navigator. It only reads the sources; its one
// output is a stamp (a Swift comment compiled into the target), so the lint reruns only when a
// Swift file, String Catalog, `l10n.json` or manifest of the package changed. Warnings never
// fail the build; error findings do, as compiler errors would.
//
// To turn it off for a target, remove the plugin from that target's `plugins:` in Package.swift
// (in Xcode: from the target's Build Phases > Run Build Tool Plug-ins).

import Foundation
import PackagePlugin

@main
struct L10nBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    // `directoryURL` of the `Target` protocol needs tools version 6.1; the concrete types have
    // it in 6.0.
    let folder: URL
    if let swift = target as? SwiftSourceModuleTarget {
      folder = swift.directoryURL
    } else if let clang = target as? ClangSourceModuleTarget {
      folder = clang.directoryURL
    } else {
      return []
    }
    let package = context.package.directoryURL
    // Every target's sources count: a key used in another target keeps a catalog key in use.
    var inputs = context.package.targets.compactMap { $0 as? SourceModuleTarget }
      .flatMap { module in module.sourceFiles.map(\.url).filter(LintInputs.isLinted) }
    inputs += LintInputs.projectFiles(in: package)
    return [
      LintInputs.command(
        tool: try context.tool(named: "l10n").url, projectDirectory: package,
        paths: [folder], inputs: inputs,
        stamp: context.pluginWorkDirectoryURL.appendingPathComponent("L10nLintStamp.swift"),
        name: target.name)
    ]
  }
}

/// The files whose change reruns the lint, and the command itself.
enum LintInputs {
  /// Swift files and String Catalogs.
  static func isLinted(_ url: URL) -> Bool {
    url.pathExtension == "swift" || url.pathExtension == "xcstrings"
  }

  /// `l10n.json` and `Package.swift` when they exist: they change what is linted.
  static func projectFiles(in directory: URL) -> [URL] {
    ["l10n.json", "Package.swift"].map { directory.appendingPathComponent($0) }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
  }

  static func command(
    tool: URL, projectDirectory: URL, paths: [URL], inputs: [URL], stamp: URL, name: String
  ) -> Command {
    .buildCommand(
      displayName: "l10n lint \(name)",
      executable: tool,
      arguments: [
        "build-lint", "--project-directory", projectDirectory.path, "--stamp", stamp.path,
      ]
        + paths.map(\.path),
      environment: [:],
      inputFiles: inputs,
      outputFiles: [stamp])
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension L10nBuildToolPlugin: XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
    -> [Command]
  {
    let project = context.xcodeProject.directoryURL
    let files = target.inputFiles.map(\.url).filter(LintInputs.isLinted)
    // No paths would mean every finding of the project: a target without sources has none.
    guard !files.isEmpty else { return [] }
    return [
      LintInputs.command(
        tool: try context.tool(named: "l10n").url, projectDirectory: project,
        paths: files, inputs: files + LintInputs.projectFiles(in: project),
        stamp: context.pluginWorkDirectoryURL.appendingPathComponent("L10nLintStamp.swift"),
        name: target.displayName)
    ]
  }
}
#endif
