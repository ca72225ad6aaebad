import Foundation

/// The package root, found from this file's path (`Tests/AppGalleryTests/Support.swift`).
let packageRoot: String = {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { url.deleteLastPathComponent() }
  return url.path
}()

/// The text of `relativePath` under the package root, or `nil`.
func packageFile(_ relativePath: String) -> String? {
  FileManager.default.contents(atPath: packageRoot + "/" + relativePath)
    .flatMap { String(data: $0, encoding: .utf8) }
}

/// The Swift files under `relativeFolder` (recursively), as (relative path, text), sorted.
func swiftSources(under relativeFolder: String) -> [(path: String, text: String)] {
  let folder = packageRoot + "/" + relativeFolder
  guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
  var result: [(path: String, text: String)] = []
  for case let path as String in enumerator where path.hasSuffix(".swift") {
    let relative = relativeFolder + "/" + path
    if let text = packageFile(relative) { result.append((relative, text)) }
  }
  return result.sorted { $0.path < $1.path }
}

/// A fresh temporary folder, removed by `cleanup`.
struct TemporaryFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("AppGalleryTests-" + UUID().uuidString).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func cleanup() {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The names of the files in the folder, sorted (hidden ones included).
  var contents: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }
}
