import Foundation
import Testing

@testable import L10nKit

/// The real-world corpus in `../shared/corpus`, read in place (never copied into the project).
enum Corpus {
  /// The corpus folder: `../shared/corpus` relative to the package root, or the same path
  /// relative to a folder above it (a git worktree nested under the main checkout's parent).
  static let root: URL? = {
    var folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    for _ in 0..<3 {
      folder = folder.deletingLastPathComponent()
      let corpus = folder.appendingPathComponent("shared/corpus")
      if FileManager.default.fileExists(atPath: corpus.path) { return corpus }
    }
    return nil
  }()

  /// The message shown when a corpus test is skipped.
  static let missing = "../shared/corpus is absent: corpus tests skipped"

  /// The `.xcstrings` files in a corpus folder, sorted by name.
  static func catalogs(in folder: String) -> [String] {
    guard let root else { return [] }
    let dir = root.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".xcstrings") }.sorted().map {
      dir.appendingPathComponent($0).path
    }
  }
}

@Suite("String Catalog corpus", .enabled(if: Corpus.root != nil, Comment(rawValue: Corpus.missing)))
struct CatalogCorpusTests {
  @Test(
    "Xcode-written catalogs round-trip byte for byte", arguments: Corpus.catalogs(in: "xcstrings"))
  func roundTrip(path: String) throws {
    let bytes = try CatalogFile.read(path)
    let catalog = try StringCatalog(bytes: bytes, path: path)
    #expect(catalog.bytes() == bytes)
  }

  @Test("Xcode-written catalogs are sorted too", arguments: Corpus.catalogs(in: "xcstrings"))
  func sorted(path: String) throws {
    let bytes = try CatalogFile.read(path)
    var catalog = try StringCatalog(bytes: bytes, path: path)
    catalog.sort()
    #expect(catalog.bytes() == bytes)
  }
}
