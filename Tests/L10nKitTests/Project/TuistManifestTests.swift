import Foundation
import Testing

@testable import L10nKit

/// Tuist's `Project.swift`, read for the targets of the project `tuist generate` writes.
@Suite("Tuist manifests")
struct TuistManifestTests {
  /// An app with a widget, tests and a feature framework made by a function, settings at every
  /// level, globs, a folder reference and a local package.
  static func makeProject() throws -> TemporaryProject {
    let project = try TemporaryProject()
    try project.write(
      """
      import ProjectDescription

      let appName = "Shop"
      let emit: SettingsDictionary = ["SWIFT_EMIT_LOC_STRINGS": "YES"]

      let project = Project(
        name: appName,
        options: .options(developmentRegion: "de"),
        packages: [.local(path: "Packages/Kit"), .remote(url: "https://example.com/a", requirement: .branch("main"))],
        settings: .settings(
          base: ["SWIFT_VERSION": "6.0"],
          configurations: [
            .debug(name: "Debug", xcconfig: .relativeToRoot("Configs/Project.xcconfig")),
            .release(name: "Release"),
          ]),
        targets: [
          .target(
            name: appName,
            destinations: .iOS,
            product: .app,
            bundleId: "dev.shop",
            infoPlist: .file(path: "App/Info.plist"),
            sources: ["App/**/*.swift", .glob("Generated/**", excluding: ["Generated/Skip/**"])],
            resources: ["App/Resources/**", .folderReference(path: "Docs")],
            dependencies: [
              .target(name: "ShopWidget"), .external(name: "Kit"), .package(product: "Analytics"),
            ],
            settings: .settings(
              base: emit.merging(["LOCALIZED_STRING_MACRO_NAMES": ["NSLocalizedString", "AppText"]]))
          ),
          .target(
            name: "ShopWidget", destinations: .iOS, product: .appExtension,
            bundleId: "dev.shop.widget", sources: "Widget/**",
            settings: .settings(configurations: [
              .debug(name: "Debug", xcconfig: "Configs/Widget.xcconfig"),
              .release(name: "Release", xcconfig: "Configs/Widget.xcconfig"),
            ])),
          Target(
            name: "ShopTests", platform: .iOS, product: .unitTests, bundleId: "dev.shop.tests",
            sources: ["Tests/{Unit,Snapshot}/**"]),
          feature("Cart"),
          feature("Search", extracts: false),
          .target(
            name: "Synced", destinations: .iOS, product: .app, bundleId: "dev.synced",
            buildableFolders: ["Synced", .folder("SyncedShared")]),
        ]
      )

      func feature(_ name: String, extracts: Bool = true) -> Target {
        .target(
          name: "\\(name)Feature", destinations: .iOS, product: .staticFramework,
          bundleId: "dev.shop." + name, sources: ["Features/\\(name)/**"],
          resources: ["Features/\\(name)/**/*.xcstrings"],
          settings: .settings(base: extracts ? emit : [:]))
      }
      """, to: "Project.swift")
    try project.write("SWIFT_EMIT_LOC_STRINGS = NO\n", to: "Configs/Project.xcconfig")
    try project.write("SWIFT_EMIT_LOC_STRINGS = YES\n", to: "Configs/Widget.xcconfig")
    for file in [
      "App/ShopApp.swift", "App/Views/Cart View.swift", "App/README.md",
      "App/Resources/Localizable.xcstrings", "App/Resources/Main.storyboard",
      "Generated/Strings.swift", "Generated/Skip/Old.swift", "Docs/Guide.xcstrings",
      "Widget/Widget.swift", "Tests/Unit/A.swift", "Tests/Snapshot/B.swift", "Tests/Other/C.swift",
      "Features/Cart/Cart.swift", "Features/Cart/Strings/Cart.xcstrings",
      "Features/Search/Search.swift", "Packages/Kit/Package.swift", "Synced/S.swift",
      "SyncedShared/Strings.xcstrings",
    ] {
      try project.write(file.hasSuffix(".xcstrings") ? emptyCatalog : "// \(file)\n", to: file)
    }
    return project
  }

  static let emptyCatalog = #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#

  @Test("Targets, their files, catalogs, settings and dependencies, as tuist generates them")
  func targets() throws {
    let project = try Self.makeProject()
    let (read, notes, _) = try TuistManifest.read(path: project.root + "/Project.swift")
    func paths(_ relatives: [String]) -> [String] { relatives.map { project.root + "/" + $0 } }
    #expect(notes.isEmpty, "\(notes)")
    #expect(read.sourceRoot == project.root)
    #expect(read.developmentRegion == "de")
    #expect(read.localPackages == paths(["Packages/Kit"]))
    // In the manifest's order, the functions' targets included.
    #expect(
      read.targets.map(\.name)
        == ["Shop", "ShopWidget", "ShopTests", "CartFeature", "SearchFeature", "Synced"])

    let shop = try #require(read.target(named: "Shop"))
    #expect(shop.productType == "com.apple.product-type.application")
    // `destinations: .iOS`: the platform `#if os(…)` is read for.
    #expect(shop.platforms == .iOS)
    // `**` over any folders, `excluding`; a folder reference's files are not the target's.
    #expect(
      shop.swiftFiles
        == paths(["App/ShopApp.swift", "App/Views/Cart View.swift", "Generated/Strings.swift"]))
    #expect(shop.catalogs == paths(["App/Resources/Localizable.xcstrings"]))
    #expect(shop.interfaceFiles == paths(["App/Resources/Main.storyboard"]))
    // The target's YES over the project's `.xcconfig` NO; macros from a merged dictionary.
    #expect(shop.emitsSwiftStrings)
    #expect(shop.localizedStringMacroNames == ["NSLocalizedString", "AppText"])
    #expect(shop.dependencies == ["ShopWidget"])
    #expect(shop.packageProducts == ["Kit", "Analytics"])
    #expect(shop.infoPlist == project.root + "/App/Info.plist")

    let widget = try #require(read.target(named: "ShopWidget"))
    #expect(widget.productType == "com.apple.product-type.app-extension")
    #expect(widget.swiftFiles == paths(["Widget/Widget.swift"]))
    #expect(widget.emitsSwiftStrings)

    // Tuist 3's `Target(...)`; `{Unit,Snapshot}` is either folder; unset is NO.
    let tests = try #require(read.target(named: "ShopTests"))
    #expect(tests.productType == "com.apple.product-type.bundle.unit-test")
    #expect(tests.swiftFiles == paths(["Tests/Snapshot/B.swift", "Tests/Unit/A.swift"]))
    #expect(!tests.emitsSwiftStrings)

    let cart = try #require(read.target(named: "CartFeature"))
    #expect(cart.productType == "com.apple.product-type.framework")
    #expect(cart.swiftFiles == paths(["Features/Cart/Cart.swift"]))
    #expect(cart.catalogs == paths(["Features/Cart/Strings/Cart.xcstrings"]))
    #expect(cart.emitsSwiftStrings)
    let search = try #require(read.target(named: "SearchFeature"))
    #expect(search.swiftFiles == paths(["Features/Search/Search.swift"]))
    #expect(!search.emitsSwiftStrings)
    // Buildable folders: every file they hold.
    let synced = try #require(read.target(named: "Synced"))
    #expect(synced.swiftFiles == paths(["Synced/S.swift"]))
    #expect(synced.catalogs == paths(["SyncedShared/Strings.xcstrings"]))
  }

  @Test("A template in ProjectDescriptionHelpers: static functions, map, flatMap, +=, locals")
  func helpers() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project = Project.shop(name: "Shop", modules: ["Catalog", "Checkout"])
      """, to: "App/Project.swift")
    try project.write(
      """
      import ProjectDescription

      public extension Project {
        static func shop(name: String, modules: [String]) -> Project {
          var targets = [appTarget(name, modules.map { TargetDependency.target(name: $0) })]
          targets += modules.flatMap({ module in moduleTargets(module) })
          return Project(name: name, settings: .settings(base: Settings.strings), targets: targets)
        }

        private static func appTarget(_ name: String, _ dependencies: [TargetDependency]) -> Target {
          let bundle = "dev.example.\\(name)"
          return .target(
            name: name, destinations: .iOS, product: .app, bundleId: bundle,
            sources: ["Sources/**"], resources: .resources(["Resources/**"]),
            dependencies: dependencies)
        }

        private static func moduleTargets(_ module: String) -> [Target] {
          var result: [Target] = []
          for kind in ["", "Tests"] {
            let product: Product = kind.isEmpty ? .framework : .unitTests
            result.append(
              .target(
                name: module + kind, destinations: .iOS, product: kind == "" ? .framework : .unitTests,
                bundleId: "dev.example", sources: ["Modules/\\(module)/\\(kind == "" ? "Sources" : "Tests")/**"]))
          }
          return result
        }
      }

      public enum Settings {
        public static let strings: SettingsDictionary = ["SWIFT_EMIT_LOC_STRINGS": true]
      }
      """, to: "Tuist/ProjectDescriptionHelpers/Project+Shop.swift")
    try project.write("import SwiftUI\n", to: "App/Sources/App.swift")
    try project.write("{}", to: "App/Resources/Localizable.xcstrings")
    try project.write("import SwiftUI\n", to: "App/Modules/Catalog/Sources/Catalog.swift")
    try project.write("import XCTest\n", to: "App/Modules/Catalog/Tests/CatalogTests.swift")
    let (read, notes, _) = try TuistManifest.read(path: project.root + "/App/Project.swift")
    #expect(notes.isEmpty, "\(notes)")
    #expect(
      read.targets.map(\.name)
        == ["Shop", "Catalog", "CatalogTests", "Checkout", "CheckoutTests"])
    let shop = try #require(read.target(named: "Shop"))
    #expect(shop.swiftFiles == [project.root + "/App/Sources/App.swift"])
    #expect(shop.catalogs == [project.root + "/App/Resources/Localizable.xcstrings"])
    #expect(shop.dependencies == ["Catalog", "Checkout"])
    #expect(shop.emitsSwiftStrings)
    let tests = try #require(read.target(named: "CatalogTests"))
    #expect(tests.productType == "com.apple.product-type.bundle.unit-test")
    #expect(tests.swiftFiles == [project.root + "/App/Modules/Catalog/Tests/CatalogTests.swift"])
  }

  @Test("A function with a parameter, a ternary, if and append gives one target per call")
  func functionsAndConditions() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      import ProjectDescription

      func app(beta: Bool) -> Target {
        var flags = [String]()
        if beta {
          flags.append("BETA")
        } else if !beta {
          flags += ["STABLE"]
        }
        let name = beta ? "Shop Beta" : "Shop"
        return Target.target(
          name: name, destinations: [.mac], product: .app, bundleId: "dev.shop",
          sources: ["App/**/*.swift"],
          settings: .settings(
            base: [:].swiftActiveCompilationConditions(flags)
              .merging(["SWIFT_EMIT_LOC_STRINGS": .string(beta ? "YES" : "NO")])))
      }

      let project = Project(name: "Shop", targets: [app(beta: false), app(beta: true)])
      """, to: "Project.swift")
    try project.write("// A\n", to: "App/A.swift")
    let (read, notes, _) = try TuistManifest.read(path: project.root + "/Project.swift")
    #expect(read.targets.map(\.name) == ["Shop", "Shop Beta"])
    #expect(read.target(named: "Shop")?.emitsSwiftStrings == false)
    #expect(read.target(named: "Shop Beta")?.emitsSwiftStrings == true)
    #expect(read.target(named: "Shop")?.platforms == .macOS)
    #expect(notes.isEmpty, "\(notes)")
  }

  @Test("Forms real manifests use: another constant name, .init, nested types, Path, globs")
  func realForms() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      import ProjectDescription

      let app = Project(
        name: .projects.app,
        targets: [
          .init(
            name: String.projects.app, destinations: .iOS, product: .app, bundleId: "a",
            sources: [SourceFileGlob(stringLiteral: "App/**")],
            resources: [.glob(pattern: Path("Res/**"), excluding: "Res/Old/**")],
            settings: .settings(base: BuildSetting.App.base, configurations: [
              .debug(name: "Debug", xcconfig: "Configs/Missing.xcconfig"),
            ])),
          .target(
            name: "Widget", destinations: .iOS, product: .appExtension, bundleId: "w",
            sources: .glob("Widget/**", excluding: "Widget/Skip.swift"),
            settings: .settings(base: BuildSetting.Widget.base)),
        ])
      """, to: "Project.swift")
    try project.write(
      """
      import ProjectDescription

      public extension String {
        struct projects {
          public static let app = "Shop"
        }
      }

      public enum BuildSetting {
        public enum App { public static let base: SettingsDictionary = ["SWIFT_EMIT_LOC_STRINGS": "NO"] }
        public enum Widget { public static let base: SettingsDictionary = ["SWIFT_EMIT_LOC_STRINGS": "YES"] }
      }

      public struct Constants {
        public static let projects: [String] = ["Shop"].map { "Projects/\\($0)" }
      }
      """, to: "Tuist/ProjectDescriptionHelpers/Constants.swift")
    for file in [
      "App/A.swift", "Res/Localizable.xcstrings", "Res/Old/Old.xcstrings", "Widget/W.swift",
      "Widget/Skip.swift",
    ] {
      try project.write(file.hasSuffix(".xcstrings") ? Self.emptyCatalog : "// x\n", to: file)
    }
    let (read, notes, _) = try TuistManifest.read(path: project.root + "/Project.swift")
    #expect(read.targets.map(\.name) == ["Shop", "Widget"])
    let shop = try #require(read.target(named: "Shop"))
    #expect(shop.swiftFiles == [project.root + "/App/A.swift"])
    #expect(shop.catalogs == [project.root + "/Res/Localizable.xcstrings"])
    #expect(!shop.emitsSwiftStrings)
    let widget = try #require(read.target(named: "Widget"))
    #expect(widget.swiftFiles == [project.root + "/Widget/W.swift"])
    #expect(widget.emitsSwiftStrings)
    #expect(
      notes.map(\.message) == [
        "the configuration file Configs/Missing.xcconfig does not exist: its settings "
          + "(SWIFT_EMIT_LOC_STRINGS, LOCALIZED_STRING_MACRO_NAMES) are not read"
      ], "\(notes)")
    // At the literal that names it.
    #expect(
      notes.map { "\($0.path):\($0.line):\($0.column)" } == [project.root + "/Project.swift:11:41"])
  }

  @Test("What cannot be worked out is a note at its code, or an error for the whole project")
  func notes() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      import ProjectDescription

      enum Module: String, CaseIterable { case cart, search }

      func pick(_ name: String) -> Target {
        switch name {
        default: return .target(name: name, destinations: .iOS, product: .app, bundleId: "x")
        }
      }

      let project = Project(
        name: "Shop",
        targets: [
          .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "x",
                  sources: Module.allCases.map { $0.rawValue },
                  settings: .settings(base: makeSettings())),
          pick("Other"),
          .target(name: Module.cart.rawValue, destinations: .iOS, product: .app, bundleId: "y"),
        ]
      )
      """, to: "Project.swift")
    let (read, notes, _) = try TuistManifest.read(path: project.root + "/Project.swift")
    #expect(read.targets.map(\.name) == ["Shop"])
    let messages = notes.map { "\($0.line):\($0.column): \($0.message)" }
    #expect(
      messages == [
        "15:22: the sources of target 'Shop' are made by code l10n cannot work out "
          + "(`Module.allCases.map { $0.rawValue }`)",
        "16:39: settings of 'Shop' are made by code l10n cannot work out: "
          + "SWIFT_EMIT_LOC_STRINGS and LOCALIZED_STRING_MACRO_NAMES there are not read "
          + "(`makeSettings()`)",
        "6:3: a target is made by code l10n cannot work out: it is left out "
          + "(`switch name { default: return .target(name: name, destina...`)",
        "18:19: a target's name cannot be worked out: it is left out (`Module.cart.rawValue`)",
      ], "\(messages)")

    try project.write(
      "import ProjectDescription\nlet project = makeProject()\n", to: "Project.swift")
    #expect {
      try TuistManifest.read(path: project.root + "/Project.swift")
    } throws: { error in
      let error = try #require(error as? ProjectReadError)
      return error.line == 2 && error.column == 15
        && error.message.contains("the project is made by code l10n cannot work out")
    }
    try project.write("import ProjectDescription\nlet workspace = 1\n", to: "Project.swift")
    #expect(throws: ProjectReadError.self) {
      try TuistManifest.read(path: project.root + "/Project.swift")
    }
  }

  @Test(
    "A helper call no declaration fits is a note at it; a partly known target list keeps its known part"
  )
  func helperNotes() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      import ProjectDescription
      extension Target {
        public static func module(name: String) -> Target {
          .target(name: name, destinations: .iOS, product: .framework, bundleId: "x.\\(name)")
        }
      }
      """, to: "Tuist/ProjectDescriptionHelpers/Module.swift")
    try project.write(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers
      let project = Project(
        name: "Chat",
        targets: [
          .target(name: "Chat", destinations: .iOS, product: .app, bundleId: "x"),
          .module(name: "Core"),
          .module(name: "Auth", xcconfig: "Auth.xcconfig"),
          .module(name: "Feed", includeShared: false),
        ] + Feature.allCases.map(\\.target)
      )
      """, to: "Project.swift")
    let (read, notes, _) = try TuistManifest.read(path: project.root + "/Project.swift")
    #expect(read.targets.map(\.name) == ["Chat", "Core"])
    let messages = notes.map { "\($0.line):\($0.column): \($0.message)" }
    #expect(
      messages == [
        "8:5: a target is made by code l10n cannot work out: it is left out "
          + "(`.module(name: \"Auth\", xcconfig: \"Auth.xcconfig\")`)",
        "9:5: a target is made by code l10n cannot work out: it is left out "
          + "(`.module(name: \"Feed\", includeShared: false)`)",
        "10:7: a target is made by code l10n cannot work out: it is left out "
          + "(`Feature.allCases.map(\\.target)`)",
      ], "\(messages)")
  }

  @Test("The evaluator: strings, interpolation, operators, defaults, closures, limits")
  func evaluator() throws {
    let source = """
      let a = "x" + "\\(b)z"
      let b = "y"
      let c = missing ?? "fallback"
      let d = !flag && true
      let flag = false
      let e = [1, 2] + [3]
      let f = ["k": "v", "n": true]
      let g = twice("q")
      func twice(_ text: String, separator: String = "-") -> String { text + separator + text }
      final class Names { static let shop = "Shop"; class var tag: String { "T" } }
      let l = Names.shop + Names.tag
      let h = loop
      let loop = h
      let i = deep(1)
      func deep(_ n: Int) -> Int { deep(n) }
      let j = ["a", "b"].map { name in name + "!" }.compactMap { $0 == "b!" ? nil : $0 }
      let k = (flag ? "no" : "yes") as String
      """
    var evaluator = ManifestEvaluator(files: [("/m.swift", Array(source.utf8))])
    #expect(evaluator.constant("a")?.string == "xyz")
    #expect(evaluator.constant("c")?.unknownLocation != nil)
    guard case .bool(true)? = evaluator.constant("d") else {
      Issue.record("d is \(String(describing: evaluator.constant("d")))")
      return
    }
    #expect(evaluator.constant("e")?.array?.count == 3)
    guard case .dictionary(let pairs)? = evaluator.constant("f") else {
      Issue.record("f is not a dictionary")
      return
    }
    #expect(pairs.map(\.key.string) == ["k", "n"])
    #expect(evaluator.constant("g")?.string == "q-q")
    // A constant defined by itself and a function that never ends are unknown, not a crash.
    #expect(evaluator.constant("h")?.unknownLocation != nil)
    #expect(evaluator.constant("i")?.unknownLocation != nil)
    #expect(evaluator.constant("j")?.array?.compactMap(\.string) == ["a!"])
    #expect(evaluator.constant("k")?.string == "yes")
    // A class's static members, and a `class var`.
    #expect(evaluator.constant("l")?.string == "ShopT")
    #expect(evaluator.constant("nothing") == nil)
  }

  @Test("Damaged manifests never crash the reader")
  func damaged() throws {
    let project = try Self.makeProject()
    let text = try String(contentsOfFile: project.root + "/Project.swift", encoding: .utf8)
    let bytes = Array(text.utf8)
    var generator = SystemRandomNumberGenerator()
    for round in 0..<300 {
      var mutated = bytes
      for _ in 0..<(1 + round % 6) {
        guard !mutated.isEmpty else { break }
        let at = Int.random(in: 0..<mutated.count, using: &generator)
        switch round % 3 {
        case 0: mutated.remove(at: at)
        case 1: mutated.insert(Array("(){}[],:.=?!\"\\ \n".utf8).randomElement()!, at: at)
        default: mutated.removeSubrange(at..<min(mutated.count, at + 40))
        }
      }
      try project.write(String(decoding: mutated, as: UTF8.self), to: "Project.swift")
      _ = try? TuistManifest.read(path: project.root + "/Project.swift")
    }
  }

  @Test("lint and extract read a Tuist project with no l10n.json and no generated project")
  func discovery() throws {
    let project = try Self.makeProject()
    try project.write(
      "import SwiftUI\nstruct V: View { var body: some View { Text(\"Checkout\") } }\n",
      to: "App/Views/Checkout.swift")
    // Tuist's own files: its dependencies' manifest, helpers and workspace are no project and
    // no source of a target.
    try project.write(
      "import PackageDescription\n#if TUIST\nlet settings = 1\n#endif\nlet package = Package(name: \"D\")\n",
      to: "Tuist/Package.swift")
    try project.write(
      "import ProjectDescription\nlet x = 1\n", to: "Tuist/ProjectDescriptionHelpers/X.swift")
    try project.write(
      "import ProjectDescription\nlet y = 2\n",
      to: "Tuist/ProjectDescriptionHelpers/Templates/Y.swift")
    try project.write(
      "import ProjectDescription\nlet workspace = Workspace(name: \"W\", projects: [\".\"])\n",
      to: "Workspace.swift")
    let lint = runTool(["lint"], in: project.root)
    #expect(
      lint.err.contains(
        "found 6 targets in 2 projects (Project.swift, Packages/Kit/Package.swift), 10 Swift files"
          + " and 4 catalogs; 2 Swift files in no target"), "\(lint.err)")
    #expect(!lint.err.contains("Tuist/Package.swift"), "\(lint.err)")
    #expect(
      lint.out.contains("\"Checkout\" is not in App/Resources/Localizable.xcstrings"),
      "\(lint.out)")
    #expect(!lint.err.contains("not read"), "\(lint.err)")
    let extract = runTool(["extract"], in: project.root)
    #expect(extract.code == 0, "\(extract.err)")
    let catalog = try String(
      contentsOfFile: project.root + "/App/Resources/Localizable.xcstrings", encoding: .utf8)
    #expect(catalog.contains("\"Checkout\""))
  }
}
