import Foundation
import Testing

@testable import L10nKit

/// `Fixtures/Projects/Package`: targets of every kind with SwiftPM's default layout, `path:`,
/// `exclude:`, `sources:` and `.copy` resources, a nested package, and parts computed by code
/// (a helper function's target, a `+` of a variable) that must become notes.
@Suite("Swift package manifests")
struct PackageManifestTests {
  static func fixture() throws -> PackageManifest {
    try PackageManifest.read(path: ProjectFixtures.path("Package/Package.swift"))
  }

  static func files(_ relatives: [String]) -> [String] {
    ProjectFixtures.paths(in: "Package", relatives)
  }

  @Test("The package's own fields and its targets in manifest order")
  func package() throws {
    let manifest = try Self.fixture()
    #expect(manifest.path == ProjectFixtures.path("Package/Package.swift"))
    #expect(manifest.name == "Fixture")
    #expect(manifest.defaultLocalization == "en")
    #expect(
      manifest.targets.map(\.name) == [
        "Core", "Util", "Tool", "CoreTests", "Generate", "Prebuilt", "CZlib", "Extra",
      ])
    #expect(
      manifest.targets.map(\.kind) == [
        .regular, .regular, .executable, .test, .plugin, .binary, .system, .regular,
      ])
  }

  @Test("SwiftPM's default folders and path:")
  func folders() throws {
    let manifest = try Self.fixture()
    #expect(
      manifest.targets.map(\.folder)
        == Self.files([
          "Sources/Core", "Libraries/Util", "Sources/Tool", "Tests/CoreTests", "Plugins/Generate",
          "Artifacts/Prebuilt.xcframework", "Sources/CZlib", "Sources/Extra",
        ]))
  }

  @Test("exclude:, .copy resources, hidden files and nested packages leave the sources")
  func coreFiles() throws {
    let core = try #require(try Self.fixture().target(named: "Core"))
    #expect(
      core.swiftFiles == Self.files(["Sources/Core/Core.swift", "Sources/Core/Sub/Deep.swift"]))
    #expect(core.catalogs == Self.files(["Sources/Core/Resources/Localizable.xcstrings"]))
    #expect(core.dependencies == ["Util", "Dep"])
  }

  @Test("sources: restricts the Swift files but not the catalogs")
  func utilFiles() throws {
    let util = try #require(try Self.fixture().target(named: "Util"))
    #expect(
      util.swiftFiles
        == Self.files(["Libraries/Util/Main.swift", "Libraries/Util/Public/API.swift"]))
    #expect(util.catalogs == Self.files(["Libraries/Util/Util.xcstrings"]))
  }

  @Test("Other kinds: executable, test, plugin, binary, system library")
  func otherKinds() throws {
    let manifest = try Self.fixture()
    #expect(manifest.target(named: "Tool")?.swiftFiles == Self.files(["Sources/Tool/main.swift"]))
    #expect(manifest.target(named: "Tool")?.dependencies == ["Core"])
    #expect(
      manifest.target(named: "CoreTests")?.swiftFiles
        == Self.files(["Tests/CoreTests/CoreTests.swift"]))
    #expect(manifest.target(named: "CoreTests")?.dependencies == ["Core", "Util"])
    #expect(
      manifest.target(named: "Generate")?.swiftFiles
        == Self.files(["Plugins/Generate/plugin.swift"]))
    #expect(manifest.target(named: "Prebuilt")?.swiftFiles == [])
    // A system library's folder holds a module map, not Swift sources.
    #expect(manifest.target(named: "CZlib")?.swiftFiles == [])
    // From the variable added to the array literal.
    #expect(
      manifest.target(named: "Extra")?.swiftFiles == Self.files(["Sources/Extra/Extra.swift"]))
  }

  @Test("What is computed by code becomes notes with positions, not guesses")
  func notes() throws {
    let manifest = try Self.fixture()
    let path = ProjectFixtures.path("Package/Package.swift")
    #expect(
      manifest.notes.map(\.description) == [
        path + ":19:12: warning: the targets are computed by code (`[ .target( name: \"Core\","
          + " dependencies: [\"Util\", .product(...`): only the literal parts are read; list the"
          + " package's targets in l10n.json",
        path + ":32:5: warning: a targets entry that is not a target declaration"
          + " (`feature(\"Search\")`) is computed by code; list the package's targets in l10n.json",
      ])
    #expect(manifest.target(named: "Search") == nil)
  }

  @Test("One target may take the whole source folder (tools 5.9 and later), here src/")
  func singleTarget() throws {
    let manifest = try PackageManifest.read(
      path: ProjectFixtures.path("SingleTarget/Package.swift"))
    let solo = try #require(manifest.target(named: "Solo"))
    #expect(solo.folder == ProjectFixtures.path("SingleTarget/src"))
    #expect(
      solo.swiftFiles
        == ProjectFixtures.paths(in: "SingleTarget", ["src/Parts/Part.swift", "src/Solo.swift"]))
    #expect(manifest.notes.isEmpty)
  }

  @Test("A target folder whose case differs from the disk's is found, as SwiftPM on a Mac does")
  func caseOfFolder() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("package-case-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/sources/featureKit", withIntermediateDirectories: true)
    try Data("let x = 1\n".utf8).write(
      to: URL(fileURLWithPath: root + "/sources/featureKit/A.swift"))
    try Data(
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "P", targets: [.target(name: "FeatureKit")])
      """.utf8
    ).write(to: URL(fileURLWithPath: root + "/Package.swift"))
    let manifest = try PackageManifest.read(path: root + "/Package.swift")
    let target = try #require(manifest.target(named: "FeatureKit"))
    #expect(target.folder == root + "/sources/featureKit")
    #expect(target.swiftFiles == [root + "/sources/featureKit/A.swift"])
    #expect(manifest.notes.isEmpty)
  }

  @Test(
    "A processed catalog outside the target's folder is the target's from tools 5.11 on",
    arguments: [("5.9", false), ("5.11", true), ("6.0", true)])
  func catalogOutsideTarget(tools: String, isBuilt: Bool) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("package-outside-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for folder in ["/Sources/Plugin", "/Resources", "/Shared/Strings"] {
      try FileManager.default.createDirectory(
        atPath: root + folder, withIntermediateDirectories: true)
    }
    for file in [
      "/Sources/Plugin/A.swift", "/Resources/Localizable.xcstrings",
      "/Shared/Strings/Errors.xcstrings", "/Shared/Strings/notes.txt",
    ] {
      try Data("{}".utf8).write(to: URL(fileURLWithPath: root + file))
    }
    // CofficLab/GitOK's plugins: `path:` and a catalog two folders up, and a folder of them.
    try Data(
      """
      // swift-tools-version: \(tools)
      import PackageDescription
      let package = Package(
        name: "P", defaultLocalization: "en",
        targets: [
          .target(
            name: "Plugin", path: "Sources/Plugin",
            resources: [
              .process("../../Resources/Localizable.xcstrings"), .process("../../Shared/Strings"),
            ])
        ])
      """.utf8
    ).write(to: URL(fileURLWithPath: root + "/Package.swift"))
    let manifest = try PackageManifest.read(path: root + "/Package.swift")
    let target = try #require(manifest.target(named: "Plugin"))
    #expect(
      target.catalogs
        == (isBuilt
          ? [root + "/Resources/Localizable.xcstrings", root + "/Shared/Strings/Errors.xcstrings"]
          : []))
    // Below 5.11, a note says why the catalogs are not built.
    let notes = manifest.notes.map(\.description).filter { $0.contains("tools version to 5.11") }
    #expect(notes.count == (isBuilt ? 0 : 2), "\(manifest.notes)")
    let errors =
      "target 'Plugin' processes Errors.xcstrings from outside its folder, which SwiftPM"
      + " builds only from swift-tools-version 5.11"
    #expect(isBuilt || notes.contains { $0.contains(errors) }, "\(notes)")
  }

  @Test("A lone test target with no Tests folder does not take the sources' folder")
  func testTargetWithoutFolder() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("package-tests-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/Sources/Kit", withIntermediateDirectories: true)
    try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: root + "/Sources/Kit/A.swift"))
    try Data(
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "P", targets: [
        .target(name: "Kit"), .testTarget(name: "KitTests", dependencies: ["Kit"]),
      ])
      """.utf8
    ).write(to: URL(fileURLWithPath: root + "/Package.swift"))
    let manifest = try PackageManifest.read(path: root + "/Package.swift")
    #expect(manifest.target(named: "Kit")?.swiftFiles == [root + "/Sources/Kit/A.swift"])
    // SwiftPM's test root falls back to Sources without Tests/; taking all of it would give the
    // test target Kit's files too.
    let tests = try #require(manifest.target(named: "KitTests"))
    #expect(tests.swiftFiles.isEmpty)
    #expect(
      manifest.notes.map(\.message).contains {
        $0.contains("Tests/KitTests") && !$0.contains("Sources/KitTests")
      })
  }

  @Test("Dependencies spelled as Target.Dependency's enum cases are read, as SwiftPM reads them")
  func dependencyEnumCases() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("package-tests-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for target in ["App", "Intents", "Domain"] {
      try FileManager.default.createDirectory(
        atPath: root + "/Sources/" + target, withIntermediateDirectories: true)
    }
    // jake-walker/tankful's manifest: `.byNameItem(name:condition:)`.
    try Data(
      """
      // swift-tools-version: 6.1
      import PackageDescription
      let package = Package(name: "P", targets: [
        .target(name: "App", dependencies: [
          .byNameItem(name: "Intents", condition: .when(platforms: [.iOS, .macOS])),
          .targetItem(name: "Domain", condition: nil),
          .productItem(name: "Currency", package: "swift-currency", moduleAliases: nil, condition: nil),
        ]),
        .target(name: "Intents"), .target(name: "Domain"),
      ])
      """.utf8
    ).write(to: URL(fileURLWithPath: root + "/Package.swift"))
    let manifest = try PackageManifest.read(path: root + "/Package.swift")
    #expect(manifest.target(named: "App")?.dependencies == ["Intents", "Domain", "Currency"])
    #expect(manifest.notes.isEmpty, "\(manifest.notes.map(\.message))")
  }

  @Test("A manifest that cannot be read is an error; one that is not understood gives notes")
  func unreadable() throws {
    let path = ProjectFixtures.path("Package/Missing/Package.swift")
    let error = try #require(ProjectFixtures.readError { try PackageManifest.read(path: path) })
    #expect(error.description.hasPrefix(path + ": error: cannot read the manifest"))
    #expect(error.message.hasSuffix("; pass the path of a Package.swift"))
  }

  @Test("This repository's own manifest: the targets built from its tables are notes")
  func ownManifest() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let manifest = try PackageManifest.read(path: root + "/Package.swift")
    #expect(manifest.name == "Atelier")
    #expect(manifest.defaultLocalization == "en")
    // The C targets are literals in the `targets` variable; the others come from loops.
    #expect(manifest.target(named: "CICU")?.kind == .system)
    #expect(manifest.target(named: "CICU")?.folder == root + "/Modules/CICU")
    #expect(manifest.target(named: "CAtelierICU")?.dependencies == ["CICU"])
    #expect(manifest.target(named: "L10nKit") == nil)
    #expect(
      manifest.notes.contains {
        $0.message.hasPrefix("a target's name is computed by code (`module.name`)")
      })
  }

  static func read(_ source: String) -> PackageManifest {
    var reader = ManifestReader(path: ProjectFixtures.path("Package/Package.swift"))
    return reader.read(bytes: Array(source.utf8))
  }

  @Test(
    "Manifests the reader does not understand",
    arguments: [
      ("import Foundation\nprint(1)\n", "no Package(...) call found"),
      ("let package = Package(name: \"A\", targets: makeTargets())", "the targets are computed"),
      ("let package = Package(name: \"A\", targets: all)", "the targets come from `all`"),
      ("let package = Package(name: name, targets: [])", "the package's name is not a string"),
      (
        "let package = Package(targets: [.target(name: \"A\", path: root + \"/A\")])",
        "the path of target 'A' is computed by code"
      ),
      (
        "let package = Package(targets: [.target(name: \"A\"), .target(name: \"A\")])",
        "the target 'A' is declared twice"
      ),
      ("let package = Package(name: \"A\", targets: [.target(name: \"", "unterminated"),
    ])
  func notUnderstood(source: String, message: String) {
    let manifest = Self.read(source)
    #expect(manifest.notes.contains { $0.message.contains(message) })
  }

  @Test("Targets in a variable, appended to it, and added to package.targets")
  func variables() {
    let manifest = Self.read(
      """
      var targets: [Target] = [.target(name: "A")]
      targets.append(.target(name: "B"))
      targets += [.testTarget(name: "BTests")]
      let package = Package(name: "P", targets: targets)
      package.targets.append(contentsOf: [.executableTarget(name: "C")])
      #if os(Linux)
      package.targets.append(.target(name: "D"))
      #endif
      """)
    #expect(manifest.targets.map(\.name) == ["A", "B", "BTests", "C", "D"])
    #expect(manifest.targets.map(\.kind) == [.regular, .regular, .test, .executable, .regular])
    #expect(manifest.notes.map(\.line).contains(6))
  }

  @Test("Damaged manifests never crash")
  func damaged() throws {
    let bytes = try CatalogFile.read(ProjectFixtures.path("Package/Package.swift"))
    var random = InputDamage(state: 0xFACADE)
    for length in stride(from: 0, through: bytes.count, by: 17) {
      var damaged = Array(bytes[..<length])
      if !damaged.isEmpty, length % 3 == 0 {
        damaged[Int(random.next() % UInt64(damaged.count))] = UInt8(
          truncatingIfNeeded: random.next())
      }
      var reader = ManifestReader(path: ProjectFixtures.path("Package/Package.swift"))
      let manifest = reader.read(bytes: damaged)
      #expect(manifest.targets.count <= 9)
    }
  }
}
