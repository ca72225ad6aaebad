import Testing

@testable import L10nKit

@Suite("#if os(…): the platforms that compile each part of a file")
struct PlatformConditionsTests {
  /// The platforms of the code holding each marker of `source` (nil: every platform).
  func platforms(_ source: String, _ markers: [String]) -> [PlatformSet?] {
    let bytes = Array(source.utf8)
    let regions = PlatformConditions.regions(
      SwiftLexer(bytes, keepsComments: false).tokens, bytes: bytes)
    return markers.map { marker in
      guard let at = source.utf8.firstRange(of: marker.utf8) else { return .all }
      let offset = source.utf8.distance(from: source.utf8.startIndex, to: at.lowerBound)
      var result: PlatformSet?
      for region in regions where region.range.contains(offset) {
        result = region.platforms.intersection(result ?? .all)
      }
      return result
    }
  }

  @Test("branches, #elseif, nesting, negation and unknown conditions")
  func branches() {
    let source = """
      #if os(watchOS)
      let a = "watch only"
      #elseif os(iOS) || os(visionOS)
      let b = "touch"
      #else
      let c = "rest"
        #if DEBUG
        let d = "debug rest"
        #endif
      #endif
      let e = "everywhere"
      #if !os(macOS) && canImport(UIKit) // a comment
      let f = "not mac"
      #endif
      #if os(Linux)
      let g = "linux"
      #endif
      """
    #expect(
      platforms(
        source, ["watch only", "touch", "rest", "debug rest", "everywhere", "not mac", "linux"])
        == [
          .watchOS, [.iOS, .visionOS], [.macOS, .tvOS], [.macOS, .tvOS], nil,
          [.iOS, .watchOS, .tvOS, .visionOS], [],
        ])
  }
}

extension PlatformConditionsTests {
  @Test("canImport of a platform's own framework narrows a branch; of another module, not")
  func canImportFrameworks() {
    let source = """
      #if canImport(AppKit)
      let a = "appkit"
      #elseif canImport(UIKit.UIColor)
      let b = "uikit"
      #else
      let c = "neither"
      #endif
      #if canImport(Charts)
      let d = "charts"
      #endif
      """
    #expect(
      platforms(source, ["appkit", "uikit", "neither", "charts"])
        == [.macOS, [.iOS, .watchOS, .tvOS, .visionOS], [], nil])
  }
}

/// What `extract --dry-run` adds to the phone and watch apps' catalogs, written empty: each
/// line without its location, and the whole output (for messages).
private func additions(in project: TemporaryProject) throws -> (lines: [String], output: String) {
  let empty = #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#
  try project.write(empty, to: "Phone/Localizable.xcstrings")
  try project.write(empty, to: "Watch/Localizable.xcstrings")
  let output = runTool(["extract", "--dry-run"], in: project.root).out
  return (output.split(separator: "\n").map { String($0.prefix { $0 != "(" }) }, output)
}

@Suite("#if os(…): each target's catalog gets the branches it compiles")
struct PlatformTargetsTests {
  @Test("a file an iPhone app and a watch app share, as apple/sample-backyard-birds")
  func sharedFile() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      // !$*UTF8*$!
      {
      \tobjectVersion = 56;
      \tobjects = {
      \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
      \t\tB2 = {isa = PBXBuildFile; fileRef = F1; };
      \t\tB3 = {isa = PBXBuildFile; fileRef = F2; };
      \t\tB4 = {isa = PBXBuildFile; fileRef = F3; };
      \t\tF1 = {isa = PBXFileReference; path = Shared/View.swift; sourceTree = "<group>"; };
      \t\tF2 = {isa = PBXFileReference; path = Phone/Localizable.xcstrings; sourceTree = "<group>"; };
      \t\tF3 = {isa = PBXFileReference; path = Watch/Localizable.xcstrings; sourceTree = "<group>"; };
      \t\tG1 = {isa = PBXGroup; children = (F1, F2, F3, ); sourceTree = "<group>"; };
      \t\tP1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
      \t\tP2 = {isa = PBXResourcesBuildPhase; files = (B3, ); };
      \t\tP3 = {isa = PBXSourcesBuildPhase; files = (B2, ); };
      \t\tP4 = {isa = PBXResourcesBuildPhase; files = (B4, ); };
      \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P1, P2, ); name = Phone; productType = "com.apple.product-type.application"; };
      \t\tT2 = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (P3, P4, ); name = Watch; productType = "com.apple.product-type.application"; };
      \t\tR1 = {isa = PBXProject; buildConfigurationList = L1; mainGroup = G1; targets = (T1, T2, ); };
      \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_EMIT_LOC_STRINGS = YES; }; name = Debug; };
      \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; }; name = Debug; };
      \t\tC3 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = watchos; }; name = Debug; };
      \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
      \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
      \t\tL3 = {isa = XCConfigurationList; buildConfigurations = (C3, ); };
      \t};
      \trootObject = R1;
      }
      """, to: "App.xcodeproj/project.pbxproj")
    try project.write(
      """
      import SwiftUI
      struct Shop: View {
        var body: some View {
          #if os(watchOS)
          Text("Unsupported")
          #else
          Text("Other Bird Food")
          #endif
          Text("Backyard")
          #if os(Linux)
          Text("Never")
          #endif
        }
      }
      """, to: "Shared/View.swift")
    let (added, dryRun) = try additions(in: project)
    #expect(
      added == [
        #"Phone/Localizable.xcstrings: added "Other Bird Food" "#,
        #"Phone/Localizable.xcstrings: added "Backyard" "#,
        #"Watch/Localizable.xcstrings: added "Unsupported" "#,
        #"Watch/Localizable.xcstrings: added "Backyard" "#,
      ], "\(dryRun)")
    // `project` shows what it read.
    let shown = runTool(["project"], in: project.root).out
    #expect(
      shown.contains(
        "Phone (app, App.xcodeproj)\n  Swift files: 1\n  catalog: Phone/Localizable.xcstrings\n  platforms: iOS, macOS\n"
      ), "\(shown)")
    #expect(shown.contains("  platforms: watchOS\n"), "\(shown)")
    let json = runTool(["project", "--format", "json"], in: project.root).out
    #expect(json.contains(#""platforms": ["#), "\(json)")
  }

  @Test("#if false is dead code, whose literals keep their keys alive, not code of no platform")
  func deadCodeKeepsKeys() throws {
    let project = try TemporaryProject()
    try project.write(
      #"{ "sourceRoots" : ["Sources"], "catalogs" : ["Localizable.xcstrings"] }"#, to: "l10n.json")
    try project.write(
      "import SwiftUI\n#if false\nlet a = Text(\"Old\")\n#endif\n#if os(Linux)\nlet b = Text(\"Gone\")\n#endif\n",
      to: "Sources/A.swift")
    try project.write(
      #"{ "sourceLanguage" : "en", "strings" : { "Gone" : { }, "Old" : { } }, "version" : "1.0" }"#,
      to: "Localizable.xcstrings")
    let lint = runTool(["lint"], in: project.root).out
    // "Old" may still be used (as before `#if os` was read); "Gone" is compiled on no Apple
    // platform, so Xcode marks it stale.
    #expect(!lint.contains("\"Old\" is not used"), "\(lint)")
    #expect(lint.contains("\"Gone\" is not used"), "\(lint)")
  }

  @Test("an XcodeGen spec's platform decides, as its SDKROOT")
  func xcodeGenPlatforms() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      name: App
      targets:
        Phone:
          type: application
          platform: iOS
          sources: [Shared, Phone]
        Watch:
          type: application
          platform: watchOS
          sources: [Shared, Watch]
          settings:
            base:
              SWIFT_EMIT_LOC_STRINGS: YES
      """, to: "project.yml")
    try project.write(
      "import SwiftUI\n#if os(watchOS)\nlet a = Text(\"Wrist\")\n#else\nlet b = Text(\"Pocket\")\n#endif\n",
      to: "Shared/View.swift")
    let (added, dryRun) = try additions(in: project)
    #expect(
      added == [
        #"Phone/Localizable.xcstrings: added "Pocket" "#,
        #"Watch/Localizable.xcstrings: added "Wrist" "#,
      ], "\(dryRun)")
  }
}
