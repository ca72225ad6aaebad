import Foundation
import Testing

/// The platform rules for AppNetwork, AppToast and AppShell that nothing else checks on Linux,
/// where their SwiftUI and Network files are never compiled.
@Suite("Platform boundaries of AppNetwork, AppToast and AppShell")
struct PlatformBoundaryTests {
  static let modulesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Modules")

  static func sources(of module: String) throws -> [(path: String, text: String)] {
    let folder = modulesFolder.appendingPathComponent(module)
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
    var files: [(String, String)] = []
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      files.append(
        (path, try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)))
    }
    return files.sorted { $0.0 < $1.0 }
  }

  static func firstCodeLine(_ text: String) -> String? {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .first { !$0.isEmpty && !$0.hasPrefix("//") }
  }

  /// (framework import, file suffix, guard) triples: a file that imports the framework carries
  /// the suffix and is wrapped whole in the guard.
  static let boundaries = [
    ("import SwiftUI", "+SwiftUI.swift", "#if canImport(SwiftUI)"),
    ("import Network\n", "+Network.swift", "#if canImport(Network)"),
    ("import Glibc", "+Linux.swift", "#if os(Linux)"),
  ]

  @Test(
    "platform imports live only in suffixed files wrapped whole in their #if",
    arguments: ["AppNetwork", "AppToast", "AppShell"])
  func guardedFiles(module: String) throws {
    let files = try Self.sources(of: module)
    #expect(!files.isEmpty)
    for (path, text) in files {
      #expect(!text.contains("import UIKit") && !text.contains("import AppKit"), "\(path)")
      for (importLine, suffix, guardLine) in Self.boundaries {
        let imports = text.contains(importLine)
        #expect(imports == path.hasSuffix(suffix), "\(module)/\(path): \(importLine)")
        if imports {
          let first = try #require(Self.firstCodeLine(text))
          #expect(first == guardLine, "\(module)/\(path): first line is \(first)")
          #expect(
            text.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("#endif"),
            "\(module)/\(path)")
        }
      }
    }
  }

  @Test("no SwiftUI file passes a string literal to a localizing initializer")
  func noLiteralText() throws {
    let pattern = #/(?:Text|Label|Button|TextField|Toggle|Picker)\(\s*"/#
    for module in ["AppToast", "AppShell"] {
      for (path, text) in try Self.sources(of: module) where path.hasSuffix("+SwiftUI.swift") {
        #expect(text.firstMatch(of: pattern) == nil, "\(module)/\(path)")
      }
    }
  }
}
