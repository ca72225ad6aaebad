import Foundation

@testable import L10nKit

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

  /// Every `.xcstrings` file of the corpus that reads as a catalog, with its bytes, in name
  /// order; nil (after printing `skipMessage`) when the corpus is not there.
  static func catalogs() -> [(name: String, bytes: [UInt8], catalog: StringCatalog)]? {
    guard
      let folder = directory?.deletingLastPathComponent().appendingPathComponent("xcstrings"),
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
      names.contains(where: { $0.hasSuffix(".xcstrings") })
    else {
      print(skipMessage)
      return nil
    }
    return names.filter { $0.hasSuffix(".xcstrings") }.sorted().compactMap { name in
      guard let bytes = bytes(name, folder: "xcstrings"),
        let catalog = try? StringCatalog(bytes: bytes, path: name)
      else { return nil }
      return (name, bytes, catalog)
    }
  }

  /// The benchmark catalog, `.benchmarks/xliff/Localizable.xcstrings` (written by
  /// `Benchmarks/xliff-benchmark.sh`): its path and bytes; nil (after printing how to make it)
  /// when it was not generated.
  static func benchmarkCatalog() -> (path: String, bytes: [UInt8])? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let path = root.appendingPathComponent(".benchmarks/xliff/Localizable.xcstrings").path
    guard let data = FileManager.default.contents(atPath: path) else {
      print("skipped: run Benchmarks/xliff-benchmark.sh to generate \(path)")
      return nil
    }
    return (path, [UInt8](data))
  }
}
