import Foundation
import Testing

@testable import L10nKit

#if canImport(Glibc)
import Glibc
#endif

/// Read-only catalogs, a file size limit standing in for a full disk, catalogs behind symbolic
/// links, and a symbolic link loop in the sources: clear errors or correct writes, never a
/// damaged catalog or a hang.
@Suite("File system edges: read-only, full, linked, looped", .serialized)
struct FileSystemEdgeTests {
  static let writers: [[String]] = [
    ["import", "--catalog", "Localizable.xcstrings", "de.xliff"], ["extract"],
    ["format", "Localizable.xcstrings"],
  ]

  @Test("a read-only catalog is not replaced: each writer says so and exits 2")
  func readOnly() throws {
    guard L10nExecutable.required() != nil else { return }
    let project = try WriterProject(languages: ["de"])
    defer { project.remove() }
    for arguments in Self.writers {
      let old = try project.startingBytes(for: arguments)
      try project.reset(mode: 0o444, bytes: old)
      let result = try L10nRun.run(arguments, in: project.folder)
      #expect(result.status == 2, "\(arguments): \(result.error)")
      #expect(
        result.error.contains(
          "Localizable.xcstrings: error: cannot write the file: it is read-only"),
        "\(arguments): \(result.error)")
      #expect(try project.catalogNow() == old)
      #expect(try project.strayFiles() == [])
    }
  }

  @Test("a write the disk cannot hold (ulimit -f) fails cleanly: old catalog, no temporary")
  func fileSizeLimit() throws {
    guard L10nExecutable.required() != nil else { return }
    // ThreadSanitizer's runtime writes files of its own and dies of SIGBUS under the limit.
    if ProcessInfo.processInfo.environment["ATELIER_SANITIZER"] == "thread" {
      print("skipped: ThreadSanitizer's runtime cannot run under ulimit -f")
      return
    }
    let project = try WriterProject(keyCount: 600, languages: ["de"])
    defer { project.remove() }
    // 64 blocks (32 or 64 KB, by the shell's unit): less than the new catalog needs.
    for arguments in Self.writers {
      let old = try project.startingBytes(for: arguments)
      try project.reset(bytes: old)
      let result = try L10nRun.run(arguments, in: project.folder, shellPrefix: "ulimit -f 64")
      #expect(result.status == 2, "\(arguments): \(result.error)")
      #expect(
        result.error.contains("the file is larger than this process may write"),
        "\(arguments): \(result.error)")
      #expect(try project.catalogNow() == old)
      #expect(try project.strayFiles() == [], "\(arguments)")
    }
  }

  @Test("imports through a symbolic link and through its target serialise and both land")
  func linkedCatalog() throws {
    guard L10nExecutable.required() != nil else { return }
    let project = try WriterProject(languages: ["de", "fr"])
    defer { project.remove() }
    let linked = project.folder.appendingPathComponent("Linked")
    try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: linked.appendingPathComponent("Localizable.xcstrings").path,
      withDestinationPath: "../Localizable.xcstrings")
    for round in 1...5 {
      try project.reset()
      let viaLink = try L10nRun(
        ["import", "--catalog", "Linked/Localizable.xcstrings", "de.xliff"], in: project.folder)
      let direct = try L10nRun(
        ["import", "--catalog", "Localizable.xcstrings", "fr.xliff"], in: project.folder)
      #expect(viaLink.wait() == 0, "\(viaLink.standardError)")
      #expect(direct.wait() == 0, "\(direct.standardError)")
      #expect(try project.fullyImportedLanguages() == ["de", "fr"], "round \(round)")
      let link = linked.appendingPathComponent("Localizable.xcstrings").path
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: link)
          == "../Localizable.xcstrings")
    }
  }

  @Test("a symbolic link loop in the sources is not followed: lint ends, each key once")
  func sourceLoop() throws {
    let project = try TemporaryProject()  // removed with the value
    defer { withExtendedLifetime(project) {} }
    let folder = URL(fileURLWithPath: project.root)
    let sources = folder.appendingPathComponent("Sources/Feature")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try Data("import SwiftUI\nlet a = Text(\"Looped\")\n".utf8).write(
      to: sources.appendingPathComponent("A.swift"))
    // Two loops: followed blindly, the walk would be exponential in the depth.
    try FileManager.default.createSymbolicLink(
      atPath: sources.appendingPathComponent("up").path, withDestinationPath: "..")
    try FileManager.default.createSymbolicLink(
      atPath: sources.appendingPathComponent("self").path, withDestinationPath: ".")
    let files = try SourceFileFinder.swiftFilePaths(roots: [folder.path]) { _, _, _ in false }
    #expect(files == [sources.appendingPathComponent("A.swift").path])
  }

  @Test("finding a repository's projects: each real folder once, links followed, loops not")
  func inventoryLinks() throws {
    let project = try TemporaryProject()  // removed with the value
    defer { withExtendedLifetime(project) {} }
    let root = project.root
    let manager = FileManager.default
    for folder in ["Real", "Pods/Lib", ".hidden", "App.xcodeproj"] {
      try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    for file in [
      "Real/A.swift", "Pods/Lib/P.swift", ".hidden/H.swift", "App.xcodeproj/project.pbxproj",
      "Package.swift", "Real/Localizable.xcstrings",
      // An Xcode localization export committed beside the project (KaungZinLin/ShortSum):
      // its catalog is a snapshot for translators, not one of the project's.
      "Exports/de.xcloc/Source Contents/Real/Localizable.xcstrings",
    ] {
      try manager.createDirectory(
        atPath: (root + "/" + file as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try Data("// \(file)\n".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
    }
    // A second way into Real, a loop back up, a link to a file, and a link to nothing.
    try manager.createSymbolicLink(atPath: root + "/Linked", withDestinationPath: "Real")
    try manager.createSymbolicLink(atPath: root + "/Real/up", withDestinationPath: "..")
    try manager.createSymbolicLink(atPath: root + "/B.swift", withDestinationPath: "Real/A.swift")
    try manager.createSymbolicLink(atPath: root + "/Gone.swift", withDestinationPath: "Nowhere")
    let found = ProjectDiscovery.inventory(root: root) { _ in false }
    #expect(found.projects == [root + "/App.xcodeproj"])
    #expect(found.manifests == [root + "/Package.swift"])
    #expect(found.catalogs == [root + "/Real/Localizable.xcstrings"])
    #expect(found.swiftFiles == [root + "/B.swift", root + "/Real/A.swift"])
  }
}
