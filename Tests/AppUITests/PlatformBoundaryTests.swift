import Foundation
import Testing

/// Structural rules of the module that nothing else checks on Linux, where the SwiftUI files are
/// never compiled.
@Suite("AppUI platform boundary")
struct PlatformBoundaryTests {
  static let moduleFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Modules/AppUI")

  static func sources() throws -> [(path: String, text: String)] {
    let enumerator = try #require(FileManager.default.enumerator(atPath: moduleFolder.path))
    var files: [(String, String)] = []
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      files.append(
        (path, try String(contentsOf: moduleFolder.appendingPathComponent(path), encoding: .utf8)))
    }
    return files.sorted { $0.0 < $1.0 }
  }

  static func firstCodeLine(_ text: String) -> String? {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .first { !$0.isEmpty && !$0.hasPrefix("//") }
  }

  @Test("Files that import SwiftUI are named +SwiftUI and wrapped whole in #if canImport(SwiftUI)")
  func swiftUIFilesAreGuarded() throws {
    let files = try Self.sources()
    #expect(files.count > 20)
    for (path, text) in files {
      let importsSwiftUI = text.contains("import SwiftUI")
      #expect(importsSwiftUI == path.hasSuffix("+SwiftUI.swift"), "\(path)")
      #expect(!text.contains("import UIKit") && !text.contains("import AppKit"), "\(path)")
      if importsSwiftUI {
        let first = try #require(Self.firstCodeLine(text))
        #expect(first.hasPrefix("#if canImport(SwiftUI)"), "\(path): first line is \(first)")
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("#endif"), "\(path)")
      }
    }
  }

  @Test("Only RemoteImage's view file knows which image pipeline is used")
  func oneFileKnowsThePipeline() throws {
    let users = try Self.sources().filter { $0.text.contains("ImagePipeline") }.map(\.path)
    #expect(users == ["Media/RemoteImage+SwiftUI.swift"])
  }

  @Test("SwiftUI files never pass a string literal to a localizing initializer")
  func noLiteralText() throws {
    let pattern = #/(?:Text|Label|Button|TextField|SecureField|Toggle|Picker)\(\s*"/#
    for (path, text) in try Self.sources() where path.hasSuffix("+SwiftUI.swift") {
      #expect(text.firstMatch(of: pattern) == nil, "\(path)")
    }
  }
}
