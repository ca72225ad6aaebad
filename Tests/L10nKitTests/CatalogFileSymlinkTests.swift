import Foundation
import Testing

@testable import L10nKit

@Suite("Catalog writes through symbolic links")
struct CatalogFileSymlinkTests {
  @Test("writing a linked catalog replaces the target and keeps the link")
  func writeThroughLink() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "CatalogFileSymlinkTests-\(UUID().uuidString)")
    let real = folder.appendingPathComponent("Modules/Resources/Localizable.xcstrings")
    let link = folder.appendingPathComponent("Localization/Localizable.xcstrings")
    try FileManager.default.createDirectory(
      at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("old".utf8).write(to: real)
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "../Modules/Resources/Localizable.xcstrings")

    try CatalogFile.write(Array("new".utf8), to: link.path)

    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
        == "../Modules/Resources/Localizable.xcstrings")
    #expect(try String(contentsOf: real, encoding: .utf8) == "new")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: real.deletingLastPathComponent().path)
        == ["Localizable.xcstrings"])
  }
}
