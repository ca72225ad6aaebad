import Foundation
import Testing

@testable import L10nKit

@Suite("key_in_another_table: a wrapper looks its key up in another table than Xcode's")
struct KeyInAnotherTableTests {
  /// A Swift package whose one target, `App`, builds `Sources/App/Localizable.xcstrings` (with
  /// `keys`) and `Sources/App/Navigation.xcstrings` (with `navigation`), with `swift` as its
  /// code.
  static func package(_ swift: String, keys: [String], navigation: [String]) throws
    -> TemporaryProject
  {
    let project = try TemporaryProject()
    try project.write(
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "P", defaultLocalization: "en", targets: [.target(name: "App")])
      """, to: "Package.swift")
    try project.write(swift, to: "Sources/App/A.swift")
    func catalog(_ keys: [String]) -> String {
      let entries = keys.map { "    \"\($0)\" : {\n      \"extractionState\" : \"manual\"\n    }" }
      return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }
    try project.write(catalog(keys), to: "Sources/App/Localizable.xcstrings")
    try project.write(catalog(navigation), to: "Sources/App/Navigation.xcstrings")
    return project
  }

  /// The rule's findings in `project`, as `key: message`.
  static func findings(_ project: TemporaryProject) throws -> [String] {
    try lintFindings(in: project.root).findings
      .filter { $0["rule"] as? String == "key_in_another_table" }
      .map { "\($0["key"] ?? ""): \($0["message"] ?? "")" }
  }

  static let wrappers = """
    import SwiftUI
    extension String {
      static func navTitle(_ key: String.LocalizationValue) -> String {
        String(localized: key, table: "Navigation", bundle: .module)
      }
    }
    struct Row: View {
      let title: LocalizedStringKey
      var body: some View { Text(title, tableName: "Navigation", bundle: .module) }
    }
    func header(_ text: LocalizedStringKey) -> some View {
      Text(text, tableName: "Navigation", bundle: .module)
    }
    func plain(_ key: String.LocalizationValue) -> String {
      String(localized: key, bundle: .module)
    }
    """

  @Test("a String.LocalizationValue or LocalizedStringKey looked up in a table that lacks it")
  func reported() throws {
    let project = try Self.package(
      Self.wrappers + """

        let a = String.navTitle("Departures")
        let r = Row(title: "Wi-Fi")
        let h = header("Section one")
        let p = plain("Arrivals")
        let n = String.navTitle("Hello \\(name)")
        """,
      keys: ["Departures", "Wi-Fi", "Section one", "Arrivals", "Hello %@"], navigation: [])
    let found = try Self.findings(project)
    #expect(found.count == 4, "\(found)")
    let departures: String =
      "Departures: .navTitle gives \"Departures\" to String(localized: key) at "
      + "Sources/App/A.swift:4, which looks it up in the table \"Navigation\", but Xcode "
      + "extracts the literal where it is written, into Localizable, and "
      + "Sources/App/Navigation.xcstrings lacks it: the app shows it untranslated; add it to "
      + "Sources/App/Navigation.xcstrings by hand (Xcode marks it manual), or pass the table with the literal "
      + "(LocalizedStringResource(\"…\", table: \"Navigation\"))"
    #expect(found.contains(departures))
    #expect(found.contains { $0.hasPrefix("Wi-Fi: Row gives \"Wi-Fi\" to Text(title) at ") })
    #expect(found.contains { $0.hasPrefix("Section one: header gives") })
    #expect(found.contains { $0.hasPrefix("Hello %@: .navTitle gives") })
  }

  @Test("a key the other table has (a manual key, any specifier) is not reported")
  func inTheTable() throws {
    let project = try Self.package(
      Self.wrappers + """

        let a = String.navTitle("Departures")
        let r = Row(title: "Wi-Fi")
        let n = String.navTitle("Hello \\(name)")
        let d = String.navTitle("42")
        """,
      keys: ["Departures", "Wi-Fi", "Hello %@", "42"],
      navigation: ["Departures", "Wi-Fi", "Hello %lld"])
    #expect(try Self.findings(project) == [])
  }

  @Test("no catalog of the table in the bundle: said so")
  func noCatalog() throws {
    let project = try Self.package(
      """
      func tabs(_ key: String.LocalizationValue) -> String {
        String(localized: key, table: "Tabs", bundle: .module)
      }
      let t = tabs("Library")
      """, keys: ["Library"], navigation: [])
    let found = try Self.findings(project)
    #expect(found.count == 1)
    let suffix: String =
      "no catalog of that table is in its bundle: the app shows it untranslated; add "
      + "Tabs.xcstrings to the target with the key, or pass the table with the literal "
      + "(LocalizedStringResource(\"…\", table: \"Tabs\"))"
    #expect(found.first?.hasSuffix(suffix) == true, "\(found)")
  }

  @Test("a package function's String.LocalizationValue looked up in the main bundle")
  func packageMainBundle() throws {
    let project = try Self.package(
      """
      func caption(_ key: String.LocalizationValue) -> String { String(localized: key) }
      let c = caption("Saved just now")
      """, keys: ["Saved just now"], navigation: [])
    let found = try lintFindings(in: project.root).findings
      .filter { $0["rule"] as? String == "package_key_in_main_bundle" }
      .map { $0["message"] as? String ?? "" }
    #expect(found.count == 1, "\(found)")
    #expect(
      found.first?.hasPrefix("caption shows \"Saved just now\" with String(localized: key) at ")
        == true)
  }

  @Test("not judged: a method of a value of unknown type, another bundle, a module's main bundle")
  func notJudged() throws {
    let project = try Self.package(
      """
      import SwiftUI
      struct Log {
        func append(_ k: String.LocalizationValue) -> String {
          String(localized: k, table: "Navigation", bundle: .module)
        }
      }
      func kit(_ k: String.LocalizationValue) -> String {
        String(localized: k, table: "Navigation", bundle: kitBundle)
      }
      func main(_ k: String.LocalizationValue) -> String {
        String(localized: k, table: "Navigation")
      }
      func run(log: Log) {
        var lines = [String]()
        lines.append("Array element words")
        _ = kit("Kit words")
        _ = main("Main bundle words")
      }
      """, keys: ["Array element words", "Kit words", "Main bundle words"], navigation: [])
    #expect(try Self.findings(project) == [])
  }

  @Test("LocalizedStringResource and AttributedString wrappers; a .strings table is not read")
  func otherInitializersAndLegacyTables() throws {
    let project = try Self.package(
      """
      import SwiftUI
      func resource(_ k: String.LocalizationValue) -> LocalizedStringResource {
        LocalizedStringResource(k, table: "Navigation", bundle: #bundle)
      }
      func styled(_ k: String.LocalizationValue) -> AttributedString {
        AttributedString(localized: k, table: "Navigation", bundle: .module)
      }
      func legacy(_ k: String.LocalizationValue) -> String {
        String(localized: k, table: "Legacy", bundle: .module)
      }
      let a = resource("Resource words"), b = styled("Styled words"), c = legacy("Old words")
      """, keys: ["Resource words", "Styled words", "Old words"], navigation: [])
    try project.write("\"Old words\" = \"Old words\";\n", to: "Sources/App/en.lproj/Legacy.strings")
    let found = try Self.findings(project)
    #expect(found.count == 2, "\(found)")
    #expect(found.contains { $0.hasPrefix("Resource words: resource gives") })
    #expect(found.contains { $0.hasPrefix("Styled words: styled gives") })
  }
}
