import Foundation
import Testing

@testable import L10nKit

/// A fresh temporary folder, removed when the test ends.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalog-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  func write(_ text: String, to name: String) throws {
    try CatalogFile.write(Array(text.utf8), to: path(name))
  }

  func permissions(_ name: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path(name))
    return try #require(attributes[.posixPermissions] as? Int)
  }
}

@Suite("Catalog files: atomic writes and l10n format")
struct CatalogFileTests {
  @Test("A mapped file reads the same filled in at once, or page by page and filled in by range")
  func mappedFile() throws {
    let folder = try TemporaryFolder()
    let text = String(repeating: "0123456789abcdef", count: 1024) + "end"
    try folder.write(text, to: "big.xcstrings")
    let expected = Array(text.utf8)
    let populated = try FileBytes.map(folder.path("big.xcstrings"))
    #expect(Array(populated.buffer) == expected)
    let lazy = try FileBytes.map(folder.path("big.xcstrings"), populate: false)
    lazy.populate(5000..<9000)
    lazy.populate(0..<0)
    lazy.populate(0..<(expected.count + 10))  // past the end: ignored
    #expect(Array(lazy.buffer) == expected)
    #expect(lazy.equals(expected))
    let copied = FileBytes(copying: expected)
    copied.populate(0..<10)  // bytes in memory: nothing to do
    #expect(Array(copied.buffer) == expected)
  }

  @Test("A write replaces the file atomically, keeps its permissions and leaves nothing else")
  func atomicWrite() throws {
    let folder = try TemporaryFolder()
    try folder.write("old", to: "a.xcstrings")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o640], ofItemAtPath: folder.path("a.xcstrings"))
    try folder.write("new content", to: "a.xcstrings")
    #expect(try CatalogFile.read(folder.path("a.xcstrings")) == Array("new content".utf8))
    #expect(try folder.permissions("a.xcstrings") == 0o640)
    #expect(try folder.contents() == ["a.xcstrings"])
  }

  @Test("A write through a symbolic link updates the file it points to and keeps the link")
  func symbolicLink() throws {
    let folder = try TemporaryFolder()
    try folder.write("old", to: "real.xcstrings")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("link.xcstrings"), withDestinationPath: "real.xcstrings")
    try folder.write("new", to: "link.xcstrings")
    #expect(try CatalogFile.read(folder.path("real.xcstrings")) == Array("new".utf8))
    let destination = try FileManager.default.destinationOfSymbolicLink(
      atPath: folder.path("link.xcstrings"))
    #expect(destination == "real.xcstrings")
    #expect(try folder.contents() == ["link.xcstrings", "real.xcstrings"])
  }

  @Test("A failed write changes nothing and leaves no temporary file")
  func failedWrite() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("dir.xcstrings"), withIntermediateDirectories: false)
    _ = FileManager.default.createFile(atPath: folder.path("dir.xcstrings/x"), contents: Data())
    let error = try #require(throws: CatalogError.self) {
      try CatalogFile.write(Array("x".utf8), to: folder.path("dir.xcstrings"))
    }
    #expect(error.description.hasPrefix(folder.path("dir.xcstrings") + ": error: cannot write"))
    #expect(try folder.contents() == ["dir.xcstrings"])
    #expect(throws: CatalogError.self) {
      try CatalogFile.write([], to: folder.path("missing/a.xcstrings"))
    }
  }

  @Test("Reading a missing file or a folder is a clear error")
  func readErrors() throws {
    let folder = try TemporaryFolder()
    let missing = try #require(throws: CatalogError.self) {
      _ = try StringCatalog(contentsOf: folder.path("none.xcstrings"))
    }
    #expect(missing.description.contains("none.xcstrings: error: cannot open the file"))
    let directory = try #require(throws: CatalogError.self) {
      _ = try CatalogFile.read(folder.url.path)
    }
    #expect(directory.message == "is a directory, not a file")
  }

  @Test("format --check lists files that would change and writes nothing")
  func check() throws {
    let folder = try TemporaryFolder()
    let golden = try Fixture.bytes("Golden.xcstrings")
    let hand = try Fixture.bytes("Handwritten.xcstrings")
    try CatalogFile.write(golden, to: folder.path("golden.xcstrings"))
    try CatalogFile.write(hand, to: folder.path("hand.xcstrings"))
    let paths = [folder.path("golden.xcstrings"), folder.path("hand.xcstrings")]
    #expect(try CatalogFormatter.check(paths: paths) == [folder.path("hand.xcstrings")])
    #expect(try CatalogFormatter.check(paths: paths, sort: true) == [folder.path("hand.xcstrings")])
    #expect(try CatalogFile.read(folder.path("hand.xcstrings")) == hand)
  }

  @Test("format rewrites only the files that change, and --sort sorts them")
  func format() throws {
    let folder = try TemporaryFolder()
    try CatalogFile.write(
      try Fixture.bytes("Golden.xcstrings"), to: folder.path("golden.xcstrings"))
    try CatalogFile.write(
      try Fixture.bytes("Handwritten.xcstrings"), to: folder.path("hand.xcstrings"))
    let paths = [folder.path("golden.xcstrings"), folder.path("hand.xcstrings")]
    #expect(try CatalogFormatter.format(paths: paths) == [folder.path("hand.xcstrings")])
    #expect(
      try CatalogFile.read(folder.path("hand.xcstrings"))
        == (try Fixture.bytes("Handwritten.formatted.xcstrings")))
    #expect(
      try CatalogFormatter.format(paths: paths, sort: true) == [folder.path("hand.xcstrings")])
    #expect(
      try CatalogFile.read(folder.path("hand.xcstrings"))
        == (try Fixture.bytes("Handwritten.sorted.xcstrings")))
    #expect(try CatalogFormatter.check(paths: paths, sort: true).isEmpty)
  }

  @Test("A bad file stops format before anything is written")
  func formatNothingOnError() throws {
    let folder = try TemporaryFolder()
    let hand = try Fixture.bytes("Handwritten.xcstrings")
    try CatalogFile.write(hand, to: folder.path("hand.xcstrings"))
    try folder.write("{\"sourceLanguage\" : \"en\", \"strings\" : [] }", to: "bad.xcstrings")
    let error = try #require(throws: CatalogError.self) {
      try CatalogFormatter.format(
        paths: [folder.path("hand.xcstrings"), folder.path("bad.xcstrings")])
    }
    #expect((error.path, error.line, error.column) == (folder.path("bad.xcstrings"), 1, 27))
    #expect(try CatalogFile.read(folder.path("hand.xcstrings")) == hand)
  }
}
