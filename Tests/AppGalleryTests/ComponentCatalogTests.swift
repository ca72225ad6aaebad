import AppGallery
import Foundation
import Testing

@Suite("ComponentCatalog")
struct ComponentCatalogTests {
  @Test("the standard catalog has an entry for every id and no problem")
  func standardCatalogIsSound() {
    #expect(ComponentCatalog.standard.problems == [])
    #expect(ComponentCatalog.standard.entries.map(\.id) == ComponentID.allCases)
  }

  /// Public SwiftUI views and layouts declared in `folder`: `public struct Name<...>: View` or
  /// `: Layout`.
  static func publicComponents(in folder: String) -> [String] {
    var names: [String] = []
    for file in swiftSources(under: folder) {
      for line in file.text.split(separator: "\n") {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("public struct ") else { continue }
        let rest = text.dropFirst("public struct ".count)
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        let conformances = rest.drop { $0 != ":" }
        let conforms = conformances.split(whereSeparator: { ",:{ ".contains($0) })
        if conforms.contains("View") || conforms.contains("Layout") { names.append(name) }
      }
    }
    return names.sorted()
  }

  @Test(
    "every public AppUI and AppToast view has a catalog entry", arguments: ["AppUI", "AppToast"])
  func everyPublicComponentHasAnEntry(module: String) throws {
    let components = Self.publicComponents(in: "Modules/\(module)")
    try #require(!components.isEmpty, "no public view found under Modules/\(module)")
    let covered = ComponentCatalog.standard.symbols
    let missing = components.filter { !covered.contains($0) }
    #expect(missing == [], "add a ComponentEntry with a demo for \(missing) to ComponentCatalog")
  }

  @Test("the scanner finds views and layouts, and ignores other structs")
  func scannerRecognisesViews() {
    let names = Self.publicComponents(in: "Modules/AppUI")
    #expect(names.contains("AppButton"))
    #expect(names.contains("FlowLayout"))
    #expect(names.contains("AppCard"))
    #expect(!names.contains("OTPCode"))
  }

  @Test("every type an entry names is declared by its module")
  func entriesNameRealTypes() {
    for entry in ComponentCatalog.standard.entries {
      let sources = swiftSources(under: "Modules/\(entry.module)").map(\.text).joined()
      for symbol in entry.symbols {
        let declared =
          sources.contains("public struct \(symbol)")
          || sources.contains("public final class \(symbol)")
        #expect(declared, "\(entry.id): \(entry.module) declares no public type \(symbol)")
      }
    }
  }

  @Test("the SwiftUI demo switch has a case for every component")
  func everyEntryHasASwiftUIDemo() throws {
    let file = "Modules/AppGallery/ComponentDemoView+SwiftUI.swift"
    let source = try #require(packageFile(file))
    for id in ComponentID.allCases {
      #expect(source.contains("case .\(id.rawValue):"), "\(file) has no demo for .\(id)")
    }
  }

  @Test("sections follow the group order and keep catalog order inside a group")
  func sectionsAreGrouped() {
    let sections = ComponentCatalog.standard.sections
    #expect(sections.map(\.group) == ComponentGroup.allCases)
    let flattened = sections.flatMap(\.entries).map(\.id)
    let expected = ComponentGroup.allCases.flatMap { group in
      ComponentCatalog.standard.entries.filter { $0.group == group }.map(\.id)
    }
    #expect(flattened == expected)
    #expect(flattened.count == ComponentCatalog.standard.entries.count)
  }

  @Test(
    "search matches name, summary, group and type, ignoring case",
    arguments: [
      ("button", [ComponentID.button, .errorState]),
      ("OTPInputView", [.otpInput]),
      ("  MEDIA ", [.remoteImage]),
      ("dismisses itself", [.toast]),
      ("no such component", []),
    ])
  func search(query: String, expected: [ComponentID]) {
    let found = ComponentCatalog.standard.sections(matching: query).flatMap(\.entries).map(\.id)
    #expect(found == expected)
  }

  @Test("a blank query returns every section")
  func blankQuery() {
    #expect(
      ComponentCatalog.standard.sections(matching: " \n") == ComponentCatalog.standard.sections)
  }

  static let demo = ComponentDemo(knobs: [.toggle(.loading, "Loading")])

  static func entry(
    _ id: ComponentID, name: String = "Name", summary: String = "Summary.",
    symbols: [String] = ["AppThing"], demo: ComponentDemo = demo
  ) -> ComponentEntry {
    ComponentEntry(
      id: id, name: name, summary: summary, group: .controls, module: "AppUI", symbols: symbols,
      demo: demo)
  }

  @Test(
    "problems name what is wrong",
    arguments: [
      (entry(.button, demo: ComponentDemo(knobs: [])), "'button' has no demo: give it knobs."),
      (entry(.button, summary: " "), "'button' has no summary."),
      (entry(.button, name: ""), "'button' has no name."),
      (
        entry(.button, summary: "a | b"), "'button' has a summary that does not fit one table cell."
      ),
      (entry(.button, symbols: []), "'button' names no public type."),
      (
        entry(
          .button,
          demo: ComponentDemo(knobs: [.toggle(.loading, "A"), .toggle(.loading, "B")])),
        "'button' has two knobs with one key."
      ),
      (
        entry(
          .button,
          demo: ComponentDemo(knobs: [
            DemoKnob(.variant, "Variant", .choice(options: ["a"], initial: "b"))
          ])),
        "'button' knob 'variant' starts outside its options."
      ),
    ])
  func problems(entry: ComponentEntry, expected: String) {
    let others = ComponentCatalog.standard.entries.filter { $0.id != entry.id }
    let catalog = ComponentCatalog(entries: [entry] + others)
    #expect(catalog.problems == [expected])
  }

  @Test("a missing or duplicated id is a problem")
  func missingAndDuplicateIDs() {
    var entries = ComponentCatalog.standard.entries.filter { $0.id != .toast }
    entries.append(Self.entry(.button))
    #expect(
      ComponentCatalog(entries: entries).problems == [
        "'button' appears more than once.", "'toast' has no catalog entry.",
      ])
  }
}

@Suite("platform boundary")
struct PlatformBoundaryTests {
  /// The first line that is neither blank nor a `//` comment.
  static func firstCodeLine(_ text: String) -> String {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .first { !$0.isEmpty && !$0.hasPrefix("//") } ?? ""
  }

  @Test(
    "files that import SwiftUI are wrapped whole in #if canImport(SwiftUI) and named +SwiftUI",
    arguments: ["Modules/AppGallery", "Tools/gallery"])
  func swiftUIFilesAreGuarded(folder: String) throws {
    let files = swiftSources(under: folder)
    try #require(!files.isEmpty)
    for file in files {
      let importsSwiftUI = file.text.contains("import SwiftUI")
      let guarded = Self.firstCodeLine(file.text) == "#if canImport(SwiftUI)"
      #expect(importsSwiftUI == guarded, "\(file.path)")
      #expect(importsSwiftUI == file.path.hasSuffix("+SwiftUI.swift"), "\(file.path)")
      if guarded { #expect(file.text.hasSuffix("#endif\n"), "\(file.path) ends its #if") }
    }
  }
}
