import Foundation

/// Locates `../shared/corpus` relative to the package root; nil (and the test skips) when absent.
enum XLIFFCorpus {
  /// `../shared/corpus/xliff` from the package root; a worktree nested one level deeper
  /// (`/work/wt/<name>`) finds the same folder from its ancestors.
  static var directory: URL? {
    var folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    for _ in 0..<3 {
      let corpus = folder.deletingLastPathComponent().appendingPathComponent(
        "shared/corpus/xliff")
      if FileManager.default.fileExists(atPath: corpus.path) { return corpus }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  static let skipMessage = "skipped: ../shared/corpus/xliff is not present next to the package"

  static func bytes(_ name: String, folder: String = "xliff") -> [UInt8]? {
    guard
      let url = directory?.deletingLastPathComponent().appendingPathComponent(folder)
        .appendingPathComponent(name),
      let data = FileManager.default.contents(atPath: url.path)
    else { return nil }
    return [UInt8](data)
  }
}
