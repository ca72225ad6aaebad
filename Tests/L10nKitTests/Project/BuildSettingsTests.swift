import Foundation
import Testing

@testable import L10nKit

@Suite("Xcode build settings")
struct BuildSettingsTests {
  @Test(
    "A string value is split on whitespace, respecting quotes and backslashes",
    arguments: [
      ("NSLocalizedString MyLocalizedString", ["NSLocalizedString", "MyLocalizedString"]),
      ("  one\ttwo  ", ["one", "two"]),
      ("\"with space\" 'single quoted' plain", ["with space", "single quoted", "plain"]),
      (#"escaped\ space "" x"#, ["escaped space", "", "x"]),
      ("", []),
    ])
  func words(text: String, expected: [String]) {
    #expect(BuildSettingsLevel.words(text) == expected)
  }

  static func chain(_ levels: [[String: PropertyList]]) -> BuildSettingsChain {
    BuildSettingsChain(
      levels: levels.map {
        BuildSettingsLevel(buildSettings: PropertyListDictionary(entries: $0, position: .unknown))
      },
      builtins: ["SRCROOT": "/src", "TARGET_NAME": "App"])
  }

  @Test("$(inherited) takes the level below, down to Xcode's default")
  func inherited() {
    let chain = Self.chain([
      ["NAMES": .string("$(inherited) Project")],
      ["NAMES": .array([.string("Target"), .string("$(inherited)")])],
    ])
    #expect(chain.words("NAMES", default: ["Default"]) == ["Target", "Default", "Project"])
    #expect(chain.words("UNSET", default: ["Default"]) == ["Default"])
  }

  @Test("Conditional variants count too, and a level with only variants keeps the lower value")
  func conditional() {
    let chain = Self.chain([
      ["EMIT": .string("NO")],
      ["EMIT[sdk=iphoneos*]": .string("YES")],
    ])
    #expect(chain.words("EMIT", default: []) == ["YES", "NO"])
  }

  @Test("An .xcconfig's conditional settings, and the value for a build of some platforms")
  func xcconfigConditions() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("xcconfig-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data(
      """
      CAMERA[sdk=iphonesimulator*][arch=*] = Scan (simulator) // a comment
      CAMERA[sdk=iphoneos*] = Scan codes
      MIC[sdk=macosx*] = Mac mic
      PLAIN = Plain = text
      """.utf8
    ).write(to: URL(fileURLWithPath: folder + "/Config.xcconfig"))
    let level = BuildSettingsLevel(xcconfigAt: folder + "/Config.xcconfig")
    // The `=` inside a condition is not the one that ends the key.
    #expect(
      level.conditionalTexts("CAMERA").map(\.condition) == [
        "sdk=iphonesimulator*", "sdk=iphoneos*",
      ])
    #expect(level.text("PLAIN") == "Plain = text")
    let chain = BuildSettingsChain(levels: [level], builtins: [:])
    #expect(chain.text("CAMERA") == nil)
    // The device SDK's value first; another platform's setting is none of an iOS build's.
    #expect(chain.conditionalText("CAMERA", platforms: [.iOS]) == "Scan codes")
    #expect(chain.conditionalText("MIC", platforms: [.iOS]) == nil)
    #expect(chain.conditionalText("MIC", platforms: [.iOS, .macOS]) == "Mac mic")
    #expect(chain.conditionalText("MIC", platforms: []) == "Mac mic")
    // A project file's dictionary has no order: by condition.
    let project = Self.chain([
      [
        "TEXT[sdk=macosx*]": .string("Mac"), "TEXT[sdk=iphoneos*]": .string("iPhone"),
        "TEXT[sdk=iphonesimulator*]": .string("Simulator"),
      ]
    ])
    #expect(project.conditionalText("TEXT", platforms: [.iOS, .macOS]) == "iPhone")
    #expect(project.conditionalText("TEXT", platforms: [.macOS]) == "Mac")
  }

  @Test("References to other settings and built-ins are expanded; unknown ones give nil")
  func references() {
    let chain = Self.chain([
      ["FOLDER": .string("$(SRCROOT)/Config")],
      [
        "PLIST": .string("$(FOLDER)/${TARGET_NAME}-Info.plist"),
        "BROKEN": .string("$(NOWHERE)/Info.plist"),
        "LOOP": .string("$(LOOP)"),
      ],
    ])
    #expect(chain.string("PLIST") == "/src/Config/App-Info.plist")
    #expect(chain.string("BROKEN") == nil)
    #expect(chain.string("LOOP") == nil)
    #expect(chain.string("UNSET") == nil)
    #expect(chain.string("TARGET_NAME") == "App")
  }
}
