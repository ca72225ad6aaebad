import Foundation
import Testing

@testable import L10nKit

/// XcodeGen's `project.yml`, read for the targets of the project `xcodegen generate` writes.
@Suite("XcodeGen project specs")
struct XcodeGenSpecTests {
  /// An app with a widget, unit tests, a framework for two platforms, a template, an include
  /// and settings at every level.
  static func makeProject() throws -> TemporaryProject {
    let project = try TemporaryProject()
    try project.write(
      """
      name: Shop
      include:
        - path: Specs/shared.yml
        - Specs/missing.yml
      options:
        developmentLanguage: de
      configs:
        Debug: debug
        Beta: release
      settings:
        base:
          SWIFT_VERSION: "6.0"
      settingGroups:
        strings:
          SWIFT_EMIT_LOC_STRINGS: YES
      targetTemplates:
        Feature:
          type: framework
          sources:
            - Features/${target_name}
          settings:
            groups: [strings]
      targets:
        Shop:
          type: application
          platform: iOS
          sources:
            - path: App
              excludes:
                - "**/*.md"
                - Generated
                - "*.txt"
            - path: Docs
              type: folder
            - path: Scripts
              buildPhase: none
            - path: Optional
              optional: true
          settings:
            base:
              SWIFT_EMIT_LOC_STRINGS: YES
              LOCALIZED_STRING_MACRO_NAMES: [NSLocalizedString, AppText]
          dependencies:
            - target: ShopWidget
            - package: Kit
              products: [KitUI, KitCore]
            - package: Analytics
            - sdk: StoreKit.framework
        ShopTests:
          type: bundle.unit-test
          platform: iOS
          sources: Tests
          settings:
            configs:
              Debug: { SWIFT_EMIT_LOC_STRINGS: NO }
        Cart:
          templates: [Feature]
          platform: [iOS, macOS]
        Untyped:
          sources: [App]
        Broken:
          templates: [Nothing]
          type: tool
      packages:
        Kit:
          path: Packages/Kit
      """, to: "project.yml")
    try project.write(
      """
      targets:
        ShopWidget:
          type: app-extension
          platform: iOS
          sources: [../Widget]
          configFiles:
            Debug: ../Configs/Widget.xcconfig
      """, to: "Specs/shared.yml")
    try project.write("SWIFT_EMIT_LOC_STRINGS = YES\n", to: "Configs/Widget.xcconfig")
    for file in [
      "App/ShopApp.swift", "App/Views/Cart View.swift", "App/README.md", "App/notes.txt",
      "App/Views/notes.txt", "App/Generated/Strings.swift", "App/Localizable.xcstrings",
      "App/Main.storyboard", "Docs/Guide.swift", "Scripts/Tool.swift", "Tests/ShopTests.swift",
      "Features/Cart/Cart.swift", "Features/Cart/Cart.xcstrings", "Widget/Widget.swift",
      "Packages/Kit/Package.swift",
    ] {
      try project.write(file.hasSuffix(".xcstrings") ? "{}" : "// \(file)\n", to: file)
    }
    return project
  }

  @Test("Targets, their files, catalogs, settings and dependencies, as xcodegen generates them")
  func targets() throws {
    let project = try Self.makeProject()
    let (spec, notes, _) = try XcodeGenSpec.read(path: project.root + "/project.yml")
    func paths(_ relatives: [String]) -> [String] { relatives.map { project.root + "/" + $0 } }
    #expect(spec.path == project.root + "/project.yml")
    #expect(spec.sourceRoot == project.root)
    #expect(spec.developmentRegion == "de")
    #expect(spec.localPackages == paths(["Packages/Kit"]))
    // In order of name, as XcodeGen sorts them.
    #expect(
      spec.targets.map(\.name)
        == ["Broken", "Cart_iOS", "Cart_macOS", "Shop", "ShopTests", "ShopWidget"])

    let shop = try #require(spec.target(named: "Shop"))
    #expect(shop.productType == "com.apple.product-type.application")
    // `excludes` are globs below the source folder: `**/*.md` anywhere, `Generated` with what it
    // holds, `*.txt` only at its top; a folder reference and a source without a build phase
    // compile nothing.
    #expect(shop.swiftFiles == paths(["App/ShopApp.swift", "App/Views/Cart View.swift"]))
    #expect(shop.catalogs == paths(["App/Localizable.xcstrings"]))
    #expect(shop.interfaceFiles == paths(["App/Main.storyboard"]))
    #expect(shop.emitsSwiftStrings)
    #expect(shop.localizedStringMacroNames == ["NSLocalizedString", "AppText"])
    #expect(shop.dependencies == ["ShopWidget"])
    #expect(shop.packageProducts == ["KitUI", "KitCore", "Analytics"])

    // YES in no configuration: XcodeGen's presets do not set it, and unset is NO.
    let tests = try #require(spec.target(named: "ShopTests"))
    #expect(tests.productType == "com.apple.product-type.bundle.unit-test")
    #expect(tests.swiftFiles == paths(["Tests/ShopTests.swift"]))
    #expect(!tests.emitsSwiftStrings)
    #expect(tests.localizedStringMacroNames == XcodeTarget.defaultLocalizedStringMacroNames)

    // A template with `${target_name}`, and its setting group; one target per platform.
    for name in ["Cart_iOS", "Cart_macOS"] {
      let cart = try #require(spec.target(named: name))
      #expect(cart.productType == "com.apple.product-type.framework")
      #expect(cart.swiftFiles == paths(["Features/Cart/Cart.swift"]))
      #expect(cart.catalogs == paths(["Features/Cart/Cart.xcstrings"]))
      #expect(cart.emitsSwiftStrings)
    }

    // From the included spec, its paths relative to it; its setting from an `.xcconfig`.
    let widget = try #require(spec.target(named: "ShopWidget"))
    #expect(widget.productType == "com.apple.product-type.app-extension")
    #expect(widget.swiftFiles == paths(["Widget/Widget.swift"]))
    #expect(widget.emitsSwiftStrings)

    let messages = notes.map { "\($0.line):\($0.column): \($0.message)" }
    #expect(
      messages == [
        "4:5: the included spec Specs/missing.yml does not exist: it is left out",
        "62:16: the target template 'Nothing' is not in targetTemplates: it is left out",
        "60:5: target 'Untyped' has no type: it is left out",
      ])
    #expect(notes.allSatisfy { $0.path == project.root + "/project.yml" })
  }

  @Test("settings.configs keys match every configuration that contains them; the region is en")
  func configurationKeys() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      name: P
      configs:
        Staging Debug: debug
        Production Release: release
      targets:
        App:
          type: application
          sources: [App]
          settings:
            configs:
              staging: { SWIFT_EMIT_LOC_STRINGS: YES }
        Other:
          type: application
          sources: [App]
          settings:
            configs:
              debug: { LOCALIZED_STRING_MACRO_NAMES: [AppText] }
              Staging: { LOCALIZED_STRING_MACRO_NAMES: [StagingText] }
              Beta: { SWIFT_EMIT_LOC_STRINGS: YES }
      """, to: "project.yml")
    try project.write("// A\n", to: "App/A.swift")
    let (spec, _, _) = try XcodeGenSpec.read(path: project.root + "/project.yml")
    #expect(spec.developmentRegion == "en")
    #expect(spec.target(named: "App")?.emitsSwiftStrings == true)
    let other = try #require(spec.target(named: "Other"))
    #expect(!other.emitsSwiftStrings)
    // Staging Debug: `debug`, then `Staging` over it; Production Release: Xcode's default.
    #expect(
      other.localizedStringMacroNames
        == ["StagingText"] + XcodeTarget.defaultLocalizedStringMacroNames)
  }

  @Test("name:, templateAttributes, environment variables, :REPLACE, relativePaths: false")
  func substitutions() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      name: P
      include:
        - path: Specs/flags.yml
          relativePaths: false
        - path: Specs/never.yml
          enable: ${L10N_TEST_UNSET_FLAG}
      targetTemplates:
        Module:
          type: framework
          sources:
            - ${folder}
            - "${L10N_TEST_UNSET_DIR:-Shared}"
      targets:
        Key:
          name: Renamed
          templates: [Module]
          templateAttributes: { folder: Kit }
        Replaced:
          templates: [Module]
          templateAttributes: { folder: Kit }
          sources:REPLACE: [Other]
      """, to: "project.yml")
    try project.write(
      """
      targets:
        Flags:
          type: application
          sources: [Flags]
          configFiles: { Debug: Configs/Missing.xcconfig }
          settings: { SWIFT_EMIT_LOC_STRINGS: YES }
        Broken:
          sources: [Flags]
      """, to: "Specs/flags.yml")
    for file in ["Kit/A.swift", "Shared/B.swift", "Other/C.swift", "Flags/D.swift"] {
      try project.write("// \(file)\n", to: file)
    }
    let (spec, notes, _) = try XcodeGenSpec.read(path: project.root + "/project.yml")
    func files(_ name: String) -> [String]? {
      spec.target(named: name)?.swiftFiles.map { String($0.dropFirst(project.root.count + 1)) }
    }
    #expect(spec.targets.map(\.name) == ["Flags", "Renamed", "Replaced"])
    #expect(files("Renamed") == ["Kit/A.swift", "Shared/B.swift"])
    #expect(files("Replaced") == ["Other/C.swift"])
    // An include with `relativePaths: false` names its paths from the root spec's folder.
    #expect(files("Flags") == ["Flags/D.swift"])
    #expect(spec.target(named: "Flags")?.emitsSwiftStrings == true)
    // Notes name the file the value is in; an include whose `enable` is not true is skipped.
    let messages = notes.map {
      "\(PathUtilities.relative($0.path, to: project.root)):\($0.line): \($0.message)"
    }
    #expect(
      messages == [
        "Specs/flags.yml:8: target 'Broken' has no type: it is left out",
        "Specs/flags.yml:5: the configuration file Configs/Missing.xcconfig does not exist: its"
          + " settings (SWIFT_EMIT_LOC_STRINGS, LOCALIZED_STRING_MACRO_NAMES) are not read",
      ])
    // The included spec is part of the one that includes it, not a project of its own.
    try project.write("name: Flags\ntargets: {}\n", to: "Specs/project.yml")
    try project.write("include: [project.yml]\n", to: "Specs/flags.yml")
    let model = ProjectDiscovery.discover(root: project.root) { _ in false }
    #expect(model.projects == [project.root + "/project.yml"])
  }

  @Test(
    "Excludes and includes match as XcodeGen's globs do",
    arguments: [
      ("*.md", "README.md", true), ("*.md", "Docs/README.md", false),
      ("**/*.md", "Docs/Deep/README.md", true), ("**/*.md", "README.md", true),
      ("Generated", "Generated/A/B.swift", true), ("Gen*/B.swift", "Generated/B.swift", true),
      ("Tests/*", "Tests/Unit/A.swift", true), ("Tests", "MyTests/A.swift", false),
      ("*.[ch]", "a.h", true), ("?.swift", "ab.swift", false),
    ])
  func globs(pattern: String, path: String, matches: Bool) {
    #expect(XcodeGenGlob.matches(pattern, pathOrAncestor: path) == matches)
  }

  @Test("A spec that is not YAML, or not a mapping, is an error at its place")
  func errors() throws {
    let project = try TemporaryProject()
    try project.write("name: App\ntargets:\n\tApp: {}\n", to: "project.yml")
    #expect(throws: ProjectReadError.self) {
      _ = try XcodeGenSpec.read(path: project.root + "/project.yml")
    }
    try project.write("- just\n- a list\n", to: "project.yml")
    let error = Self.readError(project.root + "/project.yml")
    #expect(error?.line == 1)
    #expect(error?.message.contains("not a mapping of XcodeGen's keys") == true)
  }

  static func readError(_ path: String) -> ProjectReadError? {
    do throws(ProjectReadError) {
      _ = try XcodeGenSpec.read(path: path)
      return nil
    } catch {
      return error
    }
  }

  @Test("Discovery reads a spec with no project beside it, and the project when there is one")
  func discovery() throws {
    let project = try Self.makeProject()
    let model = ProjectDiscovery.discover(root: project.root) { _ in false }
    #expect(model.projects.contains(project.root + "/project.yml"))
    let shop = try #require(model.targets.first { $0.name == "Shop" })
    #expect(shop.kind == .app)
    #expect(shop.origin == project.root + "/project.yml")
    #expect(model.targets.first { $0.name == "ShopWidget" }?.kind == .appExtension)
    #expect(model.targets.first { $0.name == "ShopTests" }?.emitsSwiftStrings == false)
    #expect(!model.notes.contains { $0.message.contains("project spec is not read") })
    #expect(model.notes.contains { $0.message.contains("'Untyped' has no type") })
    // The Swift file of the folder reference is in no target.
    #expect(model.unownedSwiftFiles.contains(project.root + "/Docs/Guide.swift"))

    // Listed in l10n.json's projects, it is read too.
    let listed = ProjectDiscovery.discover(
      root: project.root, projects: [project.root + "/project.yml"]
    ) { _ in false }
    #expect(
      listed.targets.map(\.name) == model.targets.filter { $0.origin.hasSuffix(".yml") }.map(\.name)
    )

    // A spec that cannot be read is left out with a note.
    try project.write("targets: [\n", to: "project.yml")
    let broken = ProjectDiscovery.discover(root: project.root) { _ in false }
    #expect(!broken.targets.contains { $0.name == "Shop" })
    #expect(broken.notes.contains { $0.message.hasSuffix("(the spec is left out)") })
  }
}
