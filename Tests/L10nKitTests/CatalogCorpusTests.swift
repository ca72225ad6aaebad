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

@Suite(
  "String Catalog corpus: other shapes",
  .enabled(if: Corpus.root != nil, Comment(rawValue: Corpus.missing)))
struct CatalogCorpusShapesTests {
  @Test(
    "The source-language catalogs shipped in .xcloc bundles round-trip byte for byte",
    arguments: Corpus.catalogs(in: "xliff"))
  func xclocSources(path: String) throws {
    let bytes = try CatalogFile.read(path)
    let catalog = try StringCatalog(bytes: bytes, path: path)
    #expect(catalog.bytes() == bytes)
    #expect(catalog.languages == [catalog.sourceLanguage])
    #expect(catalog.sourceLanguageCopy().bytes() == bytes)
  }

  @Test(
    "Files written by other tools read fine and format to Xcode's layout",
    arguments: Corpus.catalogs(in: "nonstandard"))
  func nonstandard(path: String) throws {
    let original = try StringCatalog(contentsOf: path)
    let formatted = original.bytes()
    let reread = try StringCatalog(bytes: formatted, path: path)
    #expect(reread.jsonValue == original.jsonValue)
    #expect(reread.bytes() == formatted)
    let text = String(decoding: formatted, as: UTF8.self)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let indent = line.prefix { $0 == " " }.count
      #expect(indent % 2 == 0 && !line.contains("\t"), "\(line)")
      #expect(!line.hasSuffix(" "), "\(line)")
    }
    var sorted = original
    sorted.sort()
    #expect(sorted.root.keys == ["sourceLanguage", "strings", "version"])
  }

  @Test("A catalog with empty strings written by another tool formats as Xcode writes it")
  func emptyStrings() throws {
    let path = try #require(
      Corpus.catalogs(in: "nonstandard").first { $0.hasSuffix("empty.xcstrings") })
    var catalog = try StringCatalog(contentsOf: path)
    #expect(catalog.entries.isEmpty && catalog.endsWithNewline)
    catalog.sort()
    catalog.endsWithNewline = false
    #expect(catalog.bytes() == StringCatalog(sourceLanguage: catalog.sourceLanguage).bytes())
  }

  @Test("Every entry's position points at its key in the file")
  func positions() throws {
    for path in Corpus.catalogs(in: "xcstrings") {
      let bytes = try CatalogFile.read(path)
      let catalog = try StringCatalog(bytes: bytes, path: path)
      var lineStarts = [0]
      for (i, b) in bytes.enumerated() where b == 0x0A { lineStarts.append(i + 1) }
      for entry in catalog.entries {
        let offset = lineStarts[entry.position.line - 1] + entry.position.column - 1
        var writer = JSONWriter()
        writer.write(string: entry.key)
        #expect(Array(bytes[offset..<(offset + writer.bytes.count)]) == writer.bytes, "\(path)")
        for (_, localization) in entry.localizations {
          for leaf in localization.leaves {
            let at = lineStarts[leaf.position.line - 1] + leaf.position.column - 1
            #expect(bytes[at] == UInt8(ascii: "\"") && bytes[at + 1] == UInt8(ascii: "s"))
          }
        }
      }
    }
  }

  @Test("The source-language copy of a full catalog keeps only the source language")
  func sourceCopy() throws {
    let path = try #require(Corpus.catalogs(in: "xcstrings").first { $0.contains("IceCubes") })
    let catalog = try StringCatalog(contentsOf: path)
    #expect(catalog.languages.count > 10)
    let copy = catalog.sourceLanguageCopy()
    #expect(copy.languages == ["en"])
    #expect(copy.keys == catalog.keys)
    for (a, b) in zip(catalog.entries, copy.entries) {
      #expect(a.comment == b.comment && a.extractionState == b.extractionState)
      #expect(a.localization(for: "en") == b.localization(for: "en"))
    }
  }
}
