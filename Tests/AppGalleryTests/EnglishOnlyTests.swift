import Foundation
import L10nKit
import Testing

/// The gallery is English-only by design: `l10n lint`, run in process with the repository's
/// English-only paths, must find nothing in it, and must catch a localizing literal there.
@Suite("English-only gallery")
struct EnglishOnlyTests {
  /// Lints `folder` (absolute) as an English-only path, with no catalog.
  static func lint(root: String, folder: String) throws -> [Finding] {
    let configuration = try L10nConfiguration.parse(
      """
      { "sourceRoots": ["\(folder)"], "englishOnlyPaths": ["\(folder)/**"] }
      """, path: root + "/l10n.json")
    return try LintEngine.run(configuration)
  }

  @Test(
    "l10n lint finds nothing in the gallery module or the gallery tool",
    arguments: [
      "Modules/AppGallery", "Tools/gallery",
    ])
  func galleryIsClean(folder: String) throws {
    let findings = try Self.lint(root: packageRoot, folder: folder)
    #expect(findings.map { "\($0.location.path):\($0.location.line): \($0.message)" } == [])
  }

  @Test("the same lint catches a localizing literal and a localization call in the gallery")
  func lintCatchesViolations() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanup() }
    let gallery = folder.path + "/Modules/AppGallery"
    try FileManager.default.createDirectory(atPath: gallery, withIntermediateDirectories: true)
    try """
    #if canImport(SwiftUI)
    import SwiftUI
    struct Bad: View {
      var body: some View {
        Text("Buttons").navigationTitle(locale.t("gallery.title"))
      }
    }
    #endif
    """.write(toFile: gallery + "/Bad.swift", atomically: false, encoding: .utf8)
    let findings = try Self.lint(root: folder.path, folder: "Modules/AppGallery")
    let englishOnly = findings.filter { $0.ruleID == "english_only_localized" }
    #expect(englishOnly.count == 2)
    #expect(englishOnly.map(\.location.line) == [5, 5])
  }

  @Test("the repository's l10n.json lists the gallery as English-only")
  func configurationListsGallery() throws {
    let path = packageRoot + "/l10n.json"
    guard FileManager.default.fileExists(atPath: path) else {
      Issue.record("l10n.json is missing at the package root")
      return
    }
    let configuration = try L10nConfiguration.load(path: path)
    for file in [
      "Modules/AppGallery/ComponentGalleryView+SwiftUI.swift", "Tools/gallery/main.swift",
    ] {
      #expect(configuration.isEnglishOnly(packageRoot + "/" + file), "\(file) is English-only")
    }
    #expect(
      !configuration.isEnglishOnly(packageRoot + "/Modules/AppUI/Controls/AppButton+SwiftUI.swift"))
  }

  @Test("no gallery string is a key of the app's String Catalog")
  func galleryStringsStayOutOfTheCatalog() throws {
    guard let catalog = packageFile("Localization/Localizable.xcstrings") else {
      Issue.record("Localization/Localizable.xcstrings is missing")
      return
    }
    let gallery = swiftSources(under: "Modules/AppGallery").map(\.text).joined()
    var strings: Set<String> = []
    var current = ""
    var inString = false
    for character in gallery {
      if character == "\"" {
        if inString, current.count > 3, current.contains(" ") { strings.insert(current) }
        inString.toggle()
        current = ""
      } else if inString {
        current.append(character)
      }
    }
    try #require(strings.contains("Search components"))
    let leaked = strings.filter { catalog.contains("\"\($0)\" : {") }
    #expect(leaked == [])
  }
}
