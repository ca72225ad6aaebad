import Foundation
import Testing

@testable import L10nKit

/// `Fixtures/Projects/Sample`: a hand-made `project.pbxproj` modelled on the corpus apps' files,
/// with plain groups, a `SOURCE_ROOT` file, a variant-group storyboard with its String Catalog,
/// a synchronized folder with membership exceptions for its own target and for a second one
/// (and a build-phase exception for the second one's Resources phase),
/// `.xcconfig` files with `#include`, `$(inherited)` in list settings, a cycle in the group
/// tree, an unknown object kind and local and remote packages.
@Suite("Xcode projects")
struct XcodeProjectTests {
  static let folder = "Sample"

  static func sample() throws -> XcodeProject {
    try XcodeProject.read(projectFolder: ProjectFixtures.path("Sample/Sample.xcodeproj"))
  }

  static func files(_ relatives: [String]) -> [String] {
    ProjectFixtures.paths(in: folder, relatives)
  }

  @Test("The project's own fields")
  func project() throws {
    // A trailing slash is not part of the folder's path.
    let project = try XcodeProject.read(
      projectFolder: ProjectFixtures.path("Sample/Sample.xcodeproj/"))
    // The project file names its folder too.
    let fromFile = try XcodeProject.read(
      projectFolder: ProjectFixtures.path("Sample/Sample.xcodeproj/project.pbxproj"))
    #expect(fromFile == project)
    #expect(project.path == ProjectFixtures.path("Sample/Sample.xcodeproj"))
    #expect(project.sourceRoot == ProjectFixtures.path("Sample"))
    #expect(project.developmentRegion == "en")
    #expect(project.knownRegions == ["en", "Base", "de", "zh-Hans"])
    #expect(project.targets.map(\.name) == ["Sample", "SampleWidget", "SampleTests", "Lint"])
    #expect(
      project.targets.map(\.productType) == [
        "com.apple.product-type.application", "com.apple.product-type.app-extension",
        "com.apple.product-type.bundle.unit-test", nil,
      ])
    // The local package reference, and the package folder inside the synchronized folder.
    #expect(project.localPackages == Self.files(["Packages/Kit", "Shared/Embedded"]))
  }

  @Test("Members of a target: phases, a variant group and its synchronized folder")
  func appMembers() throws {
    let app = try #require(try Self.sample().target(named: "Sample"))
    // Missing.swift is not on disk and Generated.swift is in BUILT_PRODUCTS_DIR; in Shared,
    // WidgetOnly.swift is excepted for this target, and the hidden file, the explicit folder
    // Raw, the Art.xcassets bundle and the Embedded package are not sources.
    #expect(
      app.swiftFiles
        == Self.files([
          "App/AppDelegate.swift", "App/Support.swift", "App/Views/ContentView.swift",
          "Shared/Helpers/Format.swift", "Shared/Model.swift",
        ]))
    #expect(
      app.catalogs
        == Self.files([
          "App/Localizable.xcstrings", "App/mul.lproj/Main.xcstrings", "Shared/Shared.xcstrings",
        ]))
    #expect(
      app.interfaceFiles == Self.files(["App/Base.lproj/Main.storyboard", "Shared/Onboarding.xib"]))
    // Objective-C sources: one of its Sources phase, one of its synchronized folder.
    #expect(app.objectiveCFiles == Self.files(["App/Legacy.m", "Shared/Helpers/Bridge.mm"]))
    #expect(!app.swiftFiles.contains(ProjectFixtures.path("Sample/App/Unused.swift")))
    // The one listed Swift file not on disk is kept apart, for discovery's warning.
    #expect(app.missingSwiftFiles == Self.files(["App/Missing.swift"]))
  }

  @Test("Names whose case differs from the disk's are found, as a Mac's file system finds them")
  func caseOfNames() throws {
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("case-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: copy) }
    try FileManager.default.copyItem(atPath: ProjectFixtures.path("Sample"), toPath: copy)
    // The group `Views` and the synchronized folder `Shared` renamed on disk only.
    try FileManager.default.moveItem(atPath: copy + "/App/Views", toPath: copy + "/App/views")
    try FileManager.default.moveItem(atPath: copy + "/Shared", toPath: copy + "/shared")
    let project = try XcodeProject.read(projectFolder: copy + "/Sample.xcodeproj")
    let app = try #require(project.target(named: "Sample"))
    #expect(
      app.swiftFiles
        == [
          "App/AppDelegate.swift", "App/Support.swift", "App/views/ContentView.swift",
          "shared/Helpers/Format.swift", "shared/Model.swift",
        ].map { copy + "/" + $0 })
    #expect(
      ProjectFileTree.resolvingCase(copy + "/APP/VIEWS/contentview.swift")
        == copy + "/App/views/ContentView.swift")
    #expect(ProjectFileTree.resolvingCase(copy + "/App/Nowhere.swift") == nil)
  }

  @Test("Another target's exception set gives it files of a folder it does not have")
  func widgetMembers() throws {
    let widget = try #require(try Self.sample().target(named: "SampleWidget"))
    #expect(
      widget.swiftFiles
        == Self.files([
          "Shared/Helpers/WidgetOnly.swift", "Shared/Model.swift", "Widget/WidgetView.swift",
        ]))
    // A build-phase exception puts the folder's catalog in the widget's Resources phase; the
    // folder's own target keeps it.
    #expect(widget.catalogs == Self.files(["Shared/Shared.xcstrings"]))
    #expect(widget.interfaceFiles.isEmpty)
    #expect(try Self.sample().target(named: "Lint")?.swiftFiles == [])
  }

  /// Each target's settings: the macro names over every configuration, whether any says
  /// SWIFT_EMIT_LOC_STRINGS = YES, and INFOPLIST_FILE.
  static let settingsCases: [(String, [String], Bool, String?)] = [
    // Target over project with $(inherited); NO in Debug, YES in Release.
    (
      "Sample",
      ["NSLocalizedString", "MyLocalizedString", "AppLocalizedString", "ReleaseLocalizedString"],
      true, "Sample/App/Info.plist"
    ),
    // The project, then Base.xcconfig, then the target; YES from Shared.xcconfig, which
    // Base.xcconfig includes as `shared.xcconfig`; $(PRODUCT_NAME) is $(TARGET_NAME).
    (
      "SampleWidget",
      ["NSLocalizedString", "MyLocalizedString", "ConfigLocalizedString", "WidgetLocalizedString"],
      true, "Sample/Widget/SampleWidget-Info.plist"
    ),
    // $(NOT_A_SETTING) cannot be resolved: no guess.
    ("SampleTests", ["NSLocalizedString", "MyLocalizedString"], false, nil),
    // An aggregate target without a configuration list takes the project's settings.
    ("Lint", ["NSLocalizedString", "MyLocalizedString"], false, nil),
  ]

  @Test(
    "Build settings: target over project, $(inherited), .xcconfig, every configuration",
    arguments: settingsCases)
  func settings(name: String, macros: [String], emits: Bool, infoPlist: String?) throws {
    let target = try #require(try Self.sample().target(named: name))
    #expect(target.localizedStringMacroNames == macros)
    #expect(target.emitsSwiftStrings == emits)
    #expect(target.infoPlist == infoPlist.map(ProjectFixtures.path))
  }

  @Test("Package products and target dependencies")
  func dependencies() throws {
    let project = try Self.sample()
    let app = try #require(project.target(named: "Sample"))
    #expect(app.packageProducts == ["Kit", "SwiftLintBuildToolPlugin"])
    #expect(app.dependencies == ["SampleWidget"])
    // A dependency known only by its proxy's remoteInfo.
    #expect(project.target(named: "SampleTests")?.dependencies == ["Sample"])
  }

  @Test("A malformed project file is an error at its line and column")
  func malformed() throws {
    let folder = ProjectFixtures.path("Broken.xcodeproj")
    let error = try #require(
      ProjectFixtures.readError { try XcodeProject.read(projectFolder: folder) })
    #expect(
      error.description
        == folder + "/project.pbxproj:5:96: error: expected ';' after the value of 'sourceTree';"
        + " the project file is damaged: fix it, or restore it from version control")
  }

  @Test("A folder without a project file is an error that says what to pass")
  func missing() throws {
    let folder = ProjectFixtures.path("Nothing.xcodeproj")
    let error = try #require(
      ProjectFixtures.readError { try XcodeProject.read(projectFolder: folder) })
    #expect(error.path == folder + "/project.pbxproj")
    #expect(error.line == 0)
    #expect(error.description.hasPrefix(folder + "/project.pbxproj: error: cannot read"))
    #expect(error.message.hasSuffix("pass an .xcodeproj folder that holds a project.pbxproj"))
  }

  @Test(
    "Objects that are not a project are errors, not crashes",
    arguments: [
      ("(a, b)", "the file is not a dictionary of objects"),
      ("{ archiveVersion = 1; }", "the file has no 'objects' dictionary"),
      ("{ objects = { }; rootObject = X; }", "'rootObject' names no PBXProject object"),
      ("{ objects = { X = { isa = PBXGroup; }; }; rootObject = X; }", "'rootObject' names no"),
    ])
  func notAProject(text: String, message: String) throws {
    let folder = ProjectFixtures.path("Sample/Sample.xcodeproj")
    let error = try #require(
      ProjectFixtures.readError {
        try XcodeProject.read(bytes: Array(text.utf8), projectFolder: folder)
      })
    #expect(error.message.hasPrefix(message))
  }

  @Test("Truncated and damaged project files fail cleanly or read")
  func damaged() throws {
    let folder = ProjectFixtures.path("Sample/Sample.xcodeproj")
    let bytes = try CatalogFile.read(folder + "/project.pbxproj")
    var failures = 0
    var attempts = 0
    var random = InputDamage(state: 0x5EED)
    for length in stride(from: 0, to: bytes.count, by: 41) {
      var damaged = Array(bytes[..<length])
      if length % 2 == 1, !damaged.isEmpty {
        damaged[Int(random.next() % UInt64(damaged.count))] = UInt8(
          truncatingIfNeeded: random.next())
      }
      attempts += 1
      do throws(ProjectReadError) {
        _ = try XcodeProject.read(bytes: damaged, projectFolder: folder)
      } catch {
        failures += 1
        #expect(error.path == folder + "/project.pbxproj")
      }
    }
    // Every truncation before the final brace is an error; none crashed.
    #expect(failures >= attempts - 1)
  }
}

/// Damages test inputs the same way on every run: a linear congruential generator with
/// Knuth's MMIX constants, whose high bits are random enough to pick bytes.
struct InputDamage {
  var state: UInt64

  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 33
  }
}
