import Foundation
import Testing

@testable import L10nKit

/// The six real apps in `../shared/corpus/apps` (see its `SOURCES.md`), read in place.
enum AppsCorpus {
  /// `corpus/apps`, when the corpus is there.
  static let root: String? = Corpus.root?.appendingPathComponent("apps").path

  /// The app folders (`owner+repo`), sorted.
  static let apps: [String] = {
    guard let root else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return names.filter { !$0.hasSuffix(".md") }.sorted()
  }()

  /// What an app folder holds, as absolute paths.
  struct Contents {
    var projects: [String] = []
    var manifests: [String] = []
    var swiftFiles: Set<String> = []
    var catalogs: Set<String> = []
  }

  static func contents(of app: String) -> Contents {
    guard let root else { return Contents() }
    let folder = root + "/" + app
    var contents = Contents()
    let walker = FileManager.default.enumerator(atPath: folder)
    while let relative = walker?.nextObject() as? String {
      let path = folder + "/" + relative
      if relative.hasSuffix(".xcodeproj") {
        contents.projects.append(path)
      } else if relative == "Package.swift" || relative.hasSuffix("/Package.swift") {
        contents.manifests.append(path)
      } else if relative.hasSuffix(".swift") {
        contents.swiftFiles.insert(path)
      } else if relative.hasSuffix(".xcstrings") {
        contents.catalogs.insert(path)
      }
    }
    contents.projects.sort()
    contents.manifests.sort()
    return contents
  }

  static let projects: [String] = apps.flatMap { contents(of: $0).projects }
  static let manifests: [String] = apps.flatMap { contents(of: $0).manifests }

  static func path(_ app: String, _ relative: String) -> String {
    (root ?? "") + "/" + app + "/" + relative
  }
}

/// One corpus app's Xcode project, with paths inside the app.
struct CorpusProject {
  let app: String
  let project: XcodeProject

  init(_ app: String, _ relative: String) throws {
    self.app = app
    project = try XcodeProject.read(projectFolder: AppsCorpus.path(app, relative))
  }

  func path(_ relative: String) -> String { AppsCorpus.path(app, relative) }

  func target(_ name: String) throws -> XcodeTarget { try #require(project.target(named: name)) }
}

@Suite(
  "Project readers on the corpus apps",
  .enabled(if: Corpus.root != nil, Comment(rawValue: Corpus.missing)))
struct ProjectCorpusTests {
  @Test("Every project.pbxproj reads", arguments: AppsCorpus.projects)
  func projects(path: String) throws {
    let project = try XcodeProject.read(projectFolder: path)
    #expect(!project.targets.isEmpty)
    #expect(project.developmentRegion == "en")
  }

  @Test("Every Package.swift reads", arguments: AppsCorpus.manifests)
  func manifests(path: String) throws {
    let manifest = try PackageManifest.read(path: path)
    #expect(!manifest.targets.isEmpty)
    // The corpus keeps only Swift files, so C targets' folders are missing, but every note is
    // about that: these manifests spell out all their targets with literals.
    #expect(manifest.notes.allSatisfy { $0.message.contains("does not exist") })
  }

  /// The Swift files on disk that no target of any project or package of the app builds; each
  /// was checked by hand: the project file does not name it, or names another copy of it.
  static let unbuiltSwiftFiles: [String: [String]] = [
    "Lakr233+FlowDown": [],
    // A synchronized folder that no target has and no exception set names.
    "SagerNet+sing-box-for-apple": [
      "UITests/SnapshotTests.swift", "UITests/UITests.swift", "UITests/UITestsLaunchTests.swift",
    ],
    // Not in the project file.
    "TheBoredTeam+boring.notch": [
      "boringNotch/components/BottomRoundedRectangle.swift",
      "boringNotch/helpers/Clipboard+Content.swift", "boringNotch/menu/StatusBarMenu.swift",
      "boringNotch/utils/Logger.swift",
    ],
    "alienator88+Pearcleaner": [],
    // A release script, run by hand.
    "milanvarady+Applite": ["Scripts/Release/make_dmg_background.swift"],
    // Not in the project file, except DiscussionLanguageSettingsView.swift and
    // SimpleAvatarView.swift, whose other copies (in Discussion Languages/ and
    // Images/Wrappers/) are the ones the project builds. (The project's
    // `AppState+Transition.swift` is `AppState+transition.swift` on disk: built, as on a Mac.)
    "mlemgroup+mlem": [
      "Mlem/App/Utility/Extensions/Content Models/Instance3+Extensions.swift",
      "Mlem/App/Utility/Extensions/Content Models/Reply1Providing+Extensions.swift",
      "Mlem/App/Utility/Extensions/String+extension.swift",
      "Mlem/App/Utility/Extensions/Views/View Modifiers/View+ContentMenu.swift",
      "Mlem/App/Views/Root/Tabs/Settings/DiscussionLanguageSettingsView.swift",
      "Mlem/App/Views/Shared/Avatar/AvatarView.swift",
      "Mlem/App/Views/Shared/Avatar/SimpleAvatarView.swift", "MlemTests/DateTests.swift",
    ],
  ]

  /// Catalogs that belong to no target: sing-box's `IntentsExtension` folder is synchronized
  /// for no target, its exception set gives the `IntentsExtension` target only its two Swift
  /// files, and that target has no Resources phase at all.
  static let unbuiltCatalogs: [String: [String]] = [
    "SagerNet+sing-box-for-apple": ["IntentsExtension/AppShortcuts.xcstrings"]
  ]

  @Test(
    "Every catalog belongs to a target; the Swift files that belong to none are the known ones",
    arguments: AppsCorpus.apps)
  func membership(app: String) throws {
    let contents = AppsCorpus.contents(of: app)
    var swiftFiles: Set<String> = []
    var catalogs: Set<String> = []
    for path in contents.projects {
      for target in try XcodeProject.read(projectFolder: path).targets {
        swiftFiles.formUnion(target.swiftFiles)
        catalogs.formUnion(target.catalogs)
      }
    }
    for path in contents.manifests {
      for target in try PackageManifest.read(path: path).targets {
        swiftFiles.formUnion(target.swiftFiles)
        catalogs.formUnion(target.catalogs)
      }
    }
    let folder = AppsCorpus.path(app, "")
    func relative(_ paths: Set<String>) -> [String] {
      ProjectFileTree.sortedUnique(paths.map { String($0.dropFirst(folder.count)) })
    }
    #expect(relative(contents.catalogs.subtracting(catalogs)) == Self.unbuiltCatalogs[app] ?? [])
    #expect(relative(contents.swiftFiles.subtracting(swiftFiles)) == Self.unbuiltSwiftFiles[app])
    // Nothing a target lists is outside the app or missing.
    #expect(swiftFiles.isSubset(of: contents.swiftFiles))
    #expect(catalogs.isSubset(of: contents.catalogs))
  }
}

@Suite(
  "Project readers on the corpus apps: facts checked in their files",
  .enabled(if: Corpus.root != nil, Comment(rawValue: Corpus.missing)))
struct ProjectCorpusFactsTests {
  @Test("Pearcleaner: exception sets give files to targets that lack the folder")
  func pearcleaner() throws {
    let project = try CorpusProject("alienator88+Pearcleaner", "Pearcleaner.xcodeproj")
    let main = try project.target("Pearcleaner")
    let finder = try project.target("FinderOpen")
    let helper = try project.target("PearcleanerHelper")
    // Shared/ is the helper's folder, with AppGroupDefaults.swift excepted for the helper and
    // listed for the app and the Finder extension (both use UserDefaults.showAppIconInMenu).
    let shared = project.path("Shared/AppGroupDefaults.swift")
    #expect(main.swiftFiles.contains(shared))
    #expect(finder.swiftFiles.contains(shared))
    #expect(!helper.swiftFiles.contains(shared))
    // The helper: Lipo.swift from its Sources phase, then its own synchronized folder.
    #expect(
      helper.swiftFiles == [
        project.path("Pearcleaner/Logic/Lipo.swift"),
        project.path("PearcleanerHelper/CodesignCheck.swift"),
        project.path("PearcleanerHelper/main.swift"),
      ])
    // Style/ belongs to no target; its exception set lists all seven files for the app.
    let style = main.swiftFiles.filter { $0.hasPrefix(project.path("Pearcleaner/Style/")) }
    #expect(style.count == 7)
    #expect(main.catalogs == [project.path("Pearcleaner/Resources/Localizable.xcstrings")])
    #expect(finder.catalogs == [project.path("FinderOpen/Localizable.xcstrings")])
    #expect(finder.swiftFiles == [project.path("FinderOpen/FinderOpen.swift"), shared])
    // SWIFT_EMIT_LOC_STRINGS is YES at the project level, which the tool targets inherit.
    #expect(try project.target("PearcleanerSentinel").emitsSwiftStrings)
  }

  @Test("sing-box: folders owned by no target, shared folders and the root catalog")
  func singBox() throws {
    let project = try CorpusProject("SagerNet+sing-box-for-apple", "sing-box.xcodeproj")
    #expect(try project.target("SFM").swiftFiles == [project.path("SFM/Application.swift")])
    #expect(
      try project.target("SFM.System").swiftFiles == [
        project.path("SFM.System/Application.swift"),
        project.path("SFM.System/StandaloneApplicationDelegate.swift"),
      ])
    #expect(
      try project.target("IntentsExtension").swiftFiles == [
        project.path("IntentsExtension/Intents.swift"),
        project.path("IntentsExtension/IntentsExtension.swift"),
      ])
    #expect(try project.target("IntentsExtension").catalogs == [])
    // ActionExtension has the ShareExtension folder and its own, and the root catalog in its
    // Resources phase.
    let action = try project.target("ActionExtension")
    #expect(
      action.catalogs == [
        project.path("ActionExtension/InfoPlist.xcstrings"), project.path("Localizable.xcstrings"),
      ])
    #expect(action.swiftFiles.contains { $0.hasPrefix(project.path("ShareExtension/")) })
    #expect(action.infoPlist == project.path("ActionExtension/Info.plist"))
    // The project says NO, the frameworks' targets say NO (Library) or YES (ApplicationLibrary).
    #expect(try !project.target("Library").emitsSwiftStrings)
    #expect(try project.target("ApplicationLibrary").emitsSwiftStrings)
    #expect(try !project.target("SFIUITests").emitsSwiftStrings)
    #expect(
      try project.target("SFI").dependencies.prefix(3) == [
        "Library", "Extension", "IntentsExtension",
      ])
    #expect(
      project.project.localPackages == [
        project.path("Frameworks/Runestone"), project.path("Frameworks/TreeSitterJSON5"),
      ])
  }

  @Test("mlem: package folders inside a synchronized folder are packages, not sources")
  func mlem() throws {
    let project = try CorpusProject("mlemgroup+mlem", "Mlem.xcodeproj")
    let main = try project.target("Mlem")
    #expect(
      main.catalogs == [
        project.path("Mlem/Localizable.xcstrings"),
        project.path("Mlem/Preview Content/PreviewLocalizable.xcstrings"),
      ])
    #expect(!main.swiftFiles.contains { $0.hasPrefix(project.path("Mlem/Packages/")) })
    #expect(
      project.project.localPackages
        == [
          "Actions", "ComponentViews", "FediverseEvents", "Haptics", "Icons", "Media",
          "MlemBackend", "MlemLogger", "MlemMiddleware", "QuickSwipes", "Rest", "Theming",
        ].map { project.path("Mlem/Packages/" + $0) })
    #expect(
      try project.target("OpenInMlem").catalogs == [
        project.path("OpenInMlem/InfoPlist.xcstrings")
      ])
    #expect(try !project.target("MlemTests").emitsSwiftStrings)
    #expect(main.packageProducts.contains("MlemMiddleware"))
    let rest = try PackageManifest.read(path: project.path("Mlem/Packages/Rest/Package.swift"))
    #expect(rest.targets.map(\.name) == ["Rest", "URLEncoder"])
    #expect(rest.target(named: "Rest")?.dependencies == ["MlemLogger", "URLEncoder"])
  }

  @Test("FlowDown: two app targets over the same folders, and a single-target package")
  func flowDown() throws {
    let project = try CorpusProject("Lakr233+FlowDown", "FlowDown.xcodeproj")
    let phone = try project.target("FlowDown")
    let catalyst = try project.target("FlowDown-Catalyst")
    let catalogs = [
      project.path("FlowDown/Resources/InfoPlist/InfoPlist.xcstrings"),
      project.path("FlowDown/Resources/Localizable.xcstrings"),
    ]
    #expect(phone.catalogs == catalogs)
    #expect(catalyst.catalogs == catalogs)
    #expect(phone.swiftFiles == catalyst.swiftFiles)
    #expect(phone.infoPlist == project.path("FlowDown/Resources/InfoPlist/Info-iOS.plist"))
    #expect(catalyst.infoPlist == project.path("FlowDown/Resources/InfoPlist/Info-Catalyst.plist"))
    // ChatClientKit (tools 5.9, one target) keeps its sources directly in Sources/.
    let kit = try PackageManifest.read(path: project.path("Frameworks/ChatClientKit/Package.swift"))
    let target = try #require(kit.target(named: "ChatClientKit"))
    #expect(target.folder == project.path("Frameworks/ChatClientKit/Sources"))
    #expect(
      target.catalogs == [
        project.path("Frameworks/ChatClientKit/Sources/Resources/Localizable.xcstrings")
      ])
    #expect(kit.defaultLocalization == "en")
  }
}
