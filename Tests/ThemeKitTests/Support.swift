import Foundation

@testable import ThemeKit

/// Runs the tool in process and captures its streams.
final class ToolRun: @unchecked Sendable {
  private let lock = NSLock()
  private var out = ""
  private var err = ""
  private(set) var exitCode: Int32 = -1

  /// Runs `theme` with `arguments` in `workingDirectory`.
  init(_ arguments: [String], workingDirectory: String = packageRoot) {
    let context = ThemeToolContext(
      workingDirectory: workingDirectory,
      writeOutput: { text in self.lock.withLock { self.out += text } },
      writeError: { text in self.lock.withLock { self.err += text } })
    exitCode = ThemeTool.run(arguments, in: context)
  }

  var standardOutput: String { lock.withLock { out } }
  var standardError: String { lock.withLock { err } }
}

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().path

/// A fresh empty folder under the system's temporary directory.
func makeTemporaryFolder() throws -> String {
  let path = NSTemporaryDirectory() + "/theme-tests-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}
