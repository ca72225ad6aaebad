import Foundation
import Testing

@testable import L10nKit

@Suite("table_without_catalog: a table that no catalog or strings file of the project has")
struct TableWithoutCatalogTests {
  /// A Swift package whose one target, `App`, builds `Sources/App/Localizable.xcstrings` and
  /// `Sources/App/Settings.xcstrings`, with `swift` as its code.
  static func package(_ swift: String) throws -> TemporaryProject {
    let project = try TemporaryProject()
    try project.write(
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "P", defaultLocalization: "en", targets: [.target(name: "App")])
      """, to: "Package.swift")
    try project.write(swift, to: "Sources/App/A.swift")
    try project.write(
      UnextractedKeyMissingTests.emptyCatalog, to: "Sources/App/Localizable.xcstrings")
    try project.write(UnextractedKeyMissingTests.emptyCatalog, to: "Sources/App/Settings.xcstrings")
    return project
  }

  /// The rule's findings in `project`, as `key: message` after the key's quoted table name.
  static func findings(_ project: TemporaryProject) throws -> [String] {
    try lintFindings(in: project.root).findings
      .filter { $0["rule"] as? String == "table_without_catalog" }
      .map { "\($0["key"] ?? ""): \($0["message"] ?? "")" }
  }

  @Test("a table no file is named after is reported, with the likely table or the ones there are")
  func reported() throws {
    let project = try Self.package(
      """
      import SwiftUI
      let a = String(localized: "Retry", table: "Setings", bundle: .module)
      let b = Text("Title", tableName: "settings", bundle: .module)
      let c = NSLocalizedString("Gone", tableName: "Errors", bundle: .module, comment: "")
      let d = LocalizedStringResource("Vehicle", table: "AppIntents")
      """)
    let found = try Self.findings(project)
    #expect(found.count == 4)
    #expect(
      found.contains(
        "Retry: String(localized:) looks \"Retry\" up in the table \"Setings\", but no "
          + "Setings.xcstrings, .strings or .stringsdict is in the project: Xcode extracts the "
          + "key nowhere and the app shows it untranslated in every language; did you mean "
          + "\"Settings\"? Else add Setings.xcstrings to the target"))
    #expect(
      found.contains {
        $0.hasPrefix("Title:")
          && $0.hasSuffix(
            "the table is \"Settings\": table names tell case apart on a device (the Simulator on a "
              + "Mac does not)")
      })
    #expect(
      found.contains {
        $0.hasPrefix("Gone:")
          && $0.hasSuffix(
            "add Errors.xcstrings to the target, or name an existing table (Localizable, Settings)")
      })
    #expect(found.contains { $0.hasPrefix("Vehicle: LocalizedStringResource looks") })
  }

  @Test("legacy strings files, folder catalogs and catalogs no target builds are tables too")
  func otherTableFiles() throws {
    let project = try Self.package(
      """
      let a = NSLocalizedString("Gone", tableName: "Errors", bundle: .module, comment: "")
      let b = String(localized: "\\(3) files", table: "Plurals", bundle: .module)
      let c = String(localized: "Old", table: "Legacy")
      let d = String(localized: "Loose", table: "Loose")
      """)
    try project.write("\"Gone\" = \"Gone\";\n", to: "Sources/App/Resources/en.lproj/Errors.strings")
    try project.write("<plist/>\n", to: "Sources/App/de.lproj/Plurals.stringsdict")
    try project.write(UnextractedKeyMissingTests.emptyCatalog, to: "Other/Legacy.xcstrings")
    try FileManager.default.createDirectory(
      atPath: project.root + "/Shared/Loose.xcstrings", withIntermediateDirectories: true)
    #expect(try Self.findings(project) == [])
  }

  @Test("the tables of a project outside the configuration's folder count")
  func projectElsewhere() throws {
    let project = try Self.package(
      #"let a = String(localized: "Retry", table: "Errors", bundle: .module)"#)
    try project.write("\"Retry\" = \"Retry\";\n", to: "Sources/App/en.lproj/Errors.strings")
    try project.write(#"{ "projects": ["../Package.swift"] }"#, to: "Config/l10n.json")
    let result = runTool(["lint", "--format", "json"], in: project.root + "/Config")
    #expect(!result.out.contains("table_without_catalog"), "\(result.out)\(result.err)")
    #expect(result.out.contains("\"findings\""), "\(result.err)")
  }

  @Test("not reported: another bundle, the default table, shortcut phrases, no table at all")
  func quiet() throws {
    let project = try Self.package(
      """
      import AppIntents
      let a = NSLocalizedString("Kit", tableName: "Kit", bundle: kitBundle, comment: "")
      let b = String(localized: "Default", table: "Localizable")
      struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: Open(), phrases: ["Open \\(.applicationName)"], shortTitle: "Open", systemImageName: "star")
        }
      }
      """)
    #expect(try Self.findings(project) == [])

    // A project without any table is not localized: nothing to judge against.
    let bare = try TemporaryProject()
    try bare.write(
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "P", targets: [.target(name: "App")])
      """, to: "Package.swift")
    try bare.write(
      #"let a = String(localized: "Retry", table: "Errors")"#, to: "Sources/App/A.swift")
    #expect(try Self.findings(bare) == [])
  }

  @Test("the likely table: same name in another case, else at most a small edit away")
  func advice() {
    let tables: Set<String> = ["Localizable", "Settings", "Onboarding"]
    #expect(
      TableWithoutCatalogRule.advice(for: "SETTINGS", among: tables).hasPrefix(
        "the table is \"Settings\""))
    #expect(
      TableWithoutCatalogRule.advice(for: "Onbording", among: tables).hasPrefix(
        "did you mean \"Onboarding\"?"))
    #expect(
      TableWithoutCatalogRule.advice(for: "Errors", among: tables)
        == "add Errors.xcstrings to the target, or name an existing table "
        + "(Localizable, Onboarding, Settings)")
    #expect(
      TableWithoutCatalogRule.advice(for: "Settings.strings", among: tables)
        == "the table is \"Settings\": a table is named without its file's extension")
    #expect(
      TableWithoutCatalogRule.advice(for: "SETTINGS.STRINGS", among: tables)
        == "the table is \"Settings\": a table is named without its file's extension")
    // Short names need a closer match: "Foo" is not a typo of "Bar".
    #expect(TableWithoutCatalogRule.advice(for: "Foo", among: ["Bar"]).hasPrefix("add Foo"))
    #expect(TableWithoutCatalogRule.editDistance("kitten", "sitting") == 3)
    #expect(TableWithoutCatalogRule.editDistance("", "abc") == 3)
  }
}
