import Foundation
import Testing

@testable import L10nKit

@Suite("unextracted_key_missing: the catalog a String key is looked up in, and which lookups")
struct UnextractedKeyMissingTests {
  /// A catalog with no keys, as Xcode writes it.
  static let emptyCatalog =
    "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n"

  /// A project whose one target, `App`, compiles `Sources` and builds
  /// `Sources/Localizable.xcstrings` and `Sources/Other.xcstrings` (both empty until written).
  static func twoTableProject() throws -> TemporaryProject {
    let project = try TemporaryProject()
    try project.write(
      #"{ "targets": [{ "name": "App", "sources": ["Sources"], "catalogs": ["Sources/Localizable.xcstrings", "Sources/Other.xcstrings"] }] }"#,
      to: "l10n.json")
    try project.write(emptyCatalog, to: "Sources/Localizable.xcstrings")
    try project.write(emptyCatalog, to: "Sources/Other.xcstrings")
    return project
  }

  @Test("the table and bundle the lookup names decide the catalog to add the key to")
  func catalogOfTheLookup() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "P", defaultLocalization: "en",
        targets: [
          .target(
            name: "App", resources: [.process("Localizable.xcstrings"), .process("Other.xcstrings")])
        ])
      """, to: "Package.swift")
    try project.write(
      """
      import SwiftUI
      struct Hint: View {
        let text: String
        var body: some View { Text(NSLocalizedString(text, tableName: "Other", bundle: .module, comment: "")) }
      }
      func caption(_ text: String) -> String { NSLocalizedString(text, comment: "") }
      typealias HintAlias = Hint
      let h = Hint(text: "In the other table"), c = caption("In the default table")
      let a = HintAlias(text: "Through an alias")
      // The table of the call the key is given to (obott9/IMEIndicatorClock's About view).
      struct Badge: View {
        let label: String
        var body: some View { Text(LocalizedStringKey(label), tableName: "Other", bundle: .module) }
      }
      let b = Badge(label: "Through the outer call")
      """, to: "Sources/App/A.swift")
    try project.write(Self.emptyCatalog, to: "Sources/App/Localizable.xcstrings")
    try project.write(Self.emptyCatalog, to: "Sources/App/Other.xcstrings")
    let (_, findings) = try lintFindings(in: project.root)
    let advice = findings.compactMap { finding -> String? in
      guard let message = finding["message"] as? String,
        let range = message.range(of: "add it to ")
      else { return nil }
      return "\(finding["key"] ?? "") → "
        + message[range.upperBound...].prefix(while: { $0 != " " })
    }
    #expect(
      advice.sorted() == [
        "In the default table → Sources/App/Localizable.xcstrings",
        "In the other table → Sources/App/Other.xcstrings",
        "Through an alias → Sources/App/Other.xcstrings",
        "Through the outer call → Sources/App/Other.xcstrings",
      ])
  }

  @Test("an initializer that stores a String parameter of another label in the property")
  func initializerOfAnotherLabel() throws {
    let project = try Self.twoTableProject()
    try project.write(
      #"""
      import SwiftUI
      struct Card: View {
        let heading: String
        init(title: String) { self.heading = title }
        var body: some View { Text(heading) }
      }
      struct Hint: View {
        private let message: String
        init(text: String, count: Int = 0) {
          self.message = text
        }
        var body: some View { Text(NSLocalizedString(message, comment: "")) }
      }
      struct Changed: View {
        let heading: String
        init(title: String) { self.heading = title.uppercased() }
        var body: some View { Text(heading) }
      }
      let c = Card(title: "Shown as it is"), h = Hint(text: "Looked up words")
      let d = Changed(title: "Changed words")
      // Another initializer takes the label without storing it: which one runs is not known.
      struct Two: View {
        let heading: String
        init(title: String, count: Int) { self.heading = title }
        init(title: String, flag: Bool) { self.heading = "Fixed" }
        var body: some View { Text(heading) }
      }
      // The name is bound again before it is stored.
      struct Rebound: View {
        let heading: String
        init(title: String) {
          let title = NSLocalizedString(title, comment: "")
          self.heading = title
        }
        var body: some View { Text(heading) }
      }
      // Stored without `self.` in the initializer's body.
      struct NoSelf: View {
        let heading: String
        init(label: String) {
          heading = label
        }
        var body: some View { Text(heading) }
      }
      // An initializer of an extension, beside the memberwise one.
      struct Extended: View {
        let heading: String
        var body: some View { Text(heading) }
      }
      extension Extended {
        init(caption: String) { self.heading = caption }
      }
      let e = Extended(caption: "Extension words")
      // Two nested types of one name: each one's initializer is its own.
      enum A {
        struct Row: View {
          let heading: String
          init(title: String) { self.heading = title }
          var body: some View { Text(heading) }
        }
        static var sample: some View { Row(title: "Nested row words") }
      }
      enum B {
        struct Row: View {
          let heading: String
          init(title: String) { self.heading = NSLocalizedString(title, comment: "") }
          var body: some View { Text(heading) }
        }
        static var sample: some View { Row(title: "Localized row words") }
      }
      // A screen named for what it shows is no preview; a `…Previews` type is.
      struct LinkPreviewView: View {
        var body: some View { Extended(caption: "Link preview words") }
      }
      struct Extended_Previews {
        static var previews: some View { Extended(caption: "Sample words") }
      }
      let t = Two(title: "Either words", flag: true), r = Rebound(title: "Rebound words")
      let n = NoSelf(label: "No self words")
      #Preview("Cards", body: { Card(title: "Preview words") })
      """#, to: "Sources/A.swift")
    let (_, findings) = try lintFindings(in: project.root)
    #expect(
      findings.map { "\($0["rule"] ?? "") \($0["key"] ?? "")" }.sorted() == [
        "literal_shown_verbatim Extension words", "literal_shown_verbatim Link preview words",
        "literal_shown_verbatim Nested row words",
        "literal_shown_verbatim No self words",
        "literal_shown_verbatim Shown as it is",
        "unextracted_key_missing Localized row words", "unextracted_key_missing Looked up words",
      ])
  }

  @Test("a function's literal argument it looks up: a stale key, an extracted one")
  func forwardedArgumentsStaleOrExtracted() throws {
    let project = try Self.twoTableProject()
    try project.write(
      """
      import Foundation
      enum L10n {
        static func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") }
      }
      let a = L10n.tr("Stale words"), b = L10n.tr("Extracted words")
      """, to: "Sources/A.swift")
    try project.write(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Extracted words" : {

          },
          "Stale words" : {
            "extractionState" : "stale"
          }
        },
        "version" : "1.0"
      }

      """, to: "Sources/Localizable.xcstrings")
    let (_, findings) = try lintFindings(in: project.root)
    #expect(
      findings.map { "\($0["rule"] ?? "") \($0["message"] ?? "")" }.sorted() == [
        "stale_key_in_use \"Stale words\" is marked stale but tr(\"Stale words\") at "
          + "Sources/A.swift:5 looks it up at run time (tr, at Sources/A.swift:3, gives it to "
          + "NSLocalizedString(key)), which Xcode never extracts; mark the key manual so that no "
          + "cleanup removes it",
        "unused_key \"Extracted words\" is used only by tr(\"Extracted words\") at "
          + "Sources/A.swift:5, which looks it up at run time (tr, at Sources/A.swift:3, gives "
          + "it to NSLocalizedString(key)); Xcode does not extract it there, so its next build "
          + "marks the key stale (or removes it, untranslated): mark it manual",
      ])
  }

  @Test("String.LocalizationValue(key) and Bundle.localizedString(forKey: key) in a function")
  func valueAndBundleLookups() throws {
    let project = try UnextractedKeyMissingTests.twoTableProject()
    try project.write(
      #"""
      import Foundation
      enum L10n {
        static func value(_ key: String) -> String {
          String(localized: String.LocalizationValue(key), table: "Other")
        }
        static func literal(_ key: String) -> String {
          String(localized: .init(stringLiteral: key))
        }
        static func bundle(_ key: String) -> String {
          Bundle.main.localizedString(forKey: key, value: nil, table: nil)
        }
        static func shown(_ key: String) -> String { key.uppercased() }
        static func printed(_ key: String) { print(String.LocalizationValue(key)) }
      }
      let a = L10n.value("Value words"), b = L10n.bundle("Bundle words")
      let c = L10n.shown("Shown words"), d = L10n.value("In the other table")
      let p: Void = L10n.printed("Printed words")
      let e = String(localized: String.LocalizationValue("A literal is extracted"))
      """#, to: "Sources/A.swift")
    try project.write(
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"In the other table\" : {\n"
        + "      \"extractionState\" : \"manual\"\n    }\n  },\n  \"version\" : \"1.0\"\n}\n",
      to: "Sources/Other.xcstrings")
    let (_, findings) = try lintFindings(in: project.root)
    let missing = findings.filter { $0["rule"] as? String == "unextracted_key_missing" }.map {
      "\($0["key"] ?? "") → "
        + (($0["message"] as? String).flatMap { message in
          message.range(of: "add it to ").map {
            String(message[$0.upperBound...].prefix(while: { $0 != " " }))
          }
        } ?? "")
    }
    #expect(
      missing.sorted() == [
        "Bundle words → Sources/Localizable.xcstrings", "Value words → Sources/Other.xcstrings",
      ])
  }
}

@Suite("A project's String extension that looks the string itself up (\"Hi\".localized)")
struct StringLookupMemberTests {
  static let extensions = """
    import SwiftUI
    extension String {
      var localized: String { NSLocalizedString(self, comment: "") }
      func localized(_ args: CVarArg...) -> String {
        String(format: self.localized, arguments: args)
      }
      public var inOther: String {
        Bundle.main.localizedString(forKey: self, value: nil, table: "Other")
      }
      var key: LocalizedStringKey { LocalizedStringKey(self) }
      func resource() -> String { String(localized: String.LocalizationValue(self)) }
      func sorted() -> String { String(localized: .init(stringLiteral: self), table: "Other") }
      var implicit: LocalizedStringKey { .init(self) }
      func fromTable(_ table: String? = nil) -> String {
        NSLocalizedString(self, tableName: table, comment: "")
      }
      var shout: String { uppercased() }
      func tr() -> String { NSLocalizedString(self, comment: "") }
      func tr(_ fallback: String) -> String { fallback }
      static func lookup(_ key: String) -> String { NSLocalizedString(key, comment: "") }
      static var shared: String { NSLocalizedString("self", comment: "") }
    }
    extension StringProtocol {
      var viaString: String { NSLocalizedString(String(self), comment: "") }
    }
    extension Int {
      var spelled: String { NSLocalizedString(String(self), comment: "") }
    }
    """

  @Test("members that pass self to a lookup, themselves or through another member")
  func members() {
    let scan = KeyExtractor().scan(source: Self.extensions, path: "Ext.swift")
    let direct = scan.stringLookupMembers.filter { $0.lookup != nil }.map {
      "\($0.name)\($0.isMethod ? "()" : "") \($0.lookup ?? "") "
        + ($0.hasDynamicTable ? "?" : $0.table ?? "-")
    }
    #expect(
      direct == [
        "localized NSLocalizedString -", "inOther Bundle.localizedString(forKey:) Other",
        "key LocalizedStringKey -", "resource() String.LocalizationValue -",
        "sorted() String(localized:) Other", "implicit LocalizedStringKey -",
        "fromTable() NSLocalizedString ?", "tr() NSLocalizedString -",
        "viaString NSLocalizedString -",
      ])
    // Static members and other types' members are not read; `shout` looks nothing up.
    #expect(
      scan.stringLookupMembers.map(\.name) == [
        "localized", "localized", "inOther", "key", "resource", "sorted", "implicit",
        "fromTable", "shout", "tr", "tr", "viaString",
      ])
    #expect(
      scan.stringLookupMembers[1].parameters == [
        .init(label: "_", isOptional: true, isVariadic: true)
      ])
    let resolved = StringLookupMember.resolve([scan])
    let looksUp = resolved.flatMap { name, overloads in
      overloads.compactMap { $0.lookup == nil ? nil : name + ($0.member.isMethod ? "()" : "") }
    }
    #expect(
      looksUp.sorted() == [
        "fromTable()", "implicit", "inOther", "key", "localized", "localized()", "resource()",
        "sorted()", "tr()", "viaString",
      ])
    #expect(resolved["localized"]?[1].lookup?.isMethod == false)
    // The overload the call's labels choose: `tr("fallback")` looks nothing up.
    func calls(_ member: String, _ labels: [String]?) -> Bool {
      let receiver = LiteralReceiver(
        key: ExtractedKey(
          key: "k", location: SourceLocation(path: "A.swift", line: 1, column: 1),
          api: .declared("String")), member: member, argumentLabels: labels)
      return StringLookupMember.member(calledBy: receiver, in: resolved) != nil
    }
    #expect(calls("tr", []))
    #expect(!calls("tr", ["_"]))
    #expect(calls("localized", nil) && calls("localized", []) && calls("localized", ["_", "_"]))
    #expect(!calls("localized", ["with"]))
    #expect(calls("fromTable", []) && calls("fromTable", ["_"]) && !calls("shout", nil))
  }

  @Test("a member that falls back to another table finds the key in either")
  func fallbackTable() throws {
    // A real widget's `String.widgetLocalized()`: its own table first, then the default one.
    let project = try UnextractedKeyMissingTests.twoTableProject()
    try project.write(
      #"""
      import SwiftUI
      extension String {
        func widgetLocalized() -> String {
          let translated = NSLocalizedString(self, tableName: "Other", comment: "")
          if translated != self { return translated }
          return NSLocalizedString(self, comment: "")
        }
      }
      let a = "In the default table".widgetLocalized()
      let b = "In the other table".widgetLocalized()
      let c = "In neither".widgetLocalized()
      """#, to: "Sources/A.swift")
    func catalog(_ key: String) -> String {
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "\(key)" : {
            "extractionState" : "manual"
          }
        },
        "version" : "1.0"
      }

      """
    }
    try project.write(catalog("In the default table"), to: "Sources/Localizable.xcstrings")
    try project.write(catalog("In the other table"), to: "Sources/Other.xcstrings")
    let (_, findings) = try lintFindings(in: project.root)
    let missing = findings.filter { $0["rule"] as? String == "unextracted_key_missing" }
    #expect(missing.map { $0["key"] as? String } == ["In neither"])
    // Its own table's catalog is the one to add it to; neither key is called unused.
    #expect(
      (missing.first?["message"] as? String)?.contains("add it to Sources/Other.xcstrings") == true)
    #expect(!findings.contains { $0["rule"] as? String == "unused_key" })
  }

  @Test("a quantity is a number with unit symbols, not prose")
  func quantities() {
    for text in ["6.4 MB", "38 B/s", "-5 °C", "2 h 5 min", "100%", "10:30 AM", "1.2 Mbps"] {
      #expect(LiteralShownVerbatimRule.isQuantity(text), "\(text)")
    }
    for text in ["3 files", "1 of 3", "1 day", "MB", "5 mins ago"] {
      #expect(!LiteralShownVerbatimRule.isQuantity(text), "\(text)")
    }
  }

  @Test("literal receivers: the member, its call's labels, not interpolated ones")
  func receivers() {
    let scan = KeyExtractor().scan(
      source: #"""
        let a = "Welcome back".localized, b = "%d files".localized(3, with: 4)
        let c = "Hi \(name)".localized, d = "abc".count
        #Preview { Text("In a preview".localized) }
        """#, path: "A.swift")
    #expect(
      scan.literalReceivers.map {
        "\($0.key.key).\($0.member)\($0.argumentLabels.map { "(\($0.joined(separator: ",")))" } ?? "")"
      }
        == ["Welcome back.localized", "%d files.localized(_,with)", "abc.count"])
  }

  @Test("lint: a missing key, a stale one still looked up, and an extracted one only looked up")
  func lint() throws {
    let project = try UnextractedKeyMissingTests.twoTableProject()
    try project.write(Self.extensions, to: "Sources/Ext.swift")
    try project.write(
      #"""
      fileprivate extension String {
        var privateLookup: String { NSLocalizedString(self, comment: "") }
      }
      func shout(_ key: String) -> String { NSLocalizedString(key, comment: "") }
      extension String {
        func shout(_ comment: String) -> String { NSLocalizedString(self, comment: comment) }
      }
      let own = "Own private words".privateLookup, loud = "Manual words".shout("A comment words")
      """#, to: "Sources/Own.swift")
    try project.write(
      #"""
      import SwiftUI
      struct Home: View {
        var body: some View {
          Text("Welcome back".localized)
          Text("Deleted %d items".localized(3))
          Text("In the other table".inOther)
          Text("As a key".key)
          Text("Manual words".localized)
          Text("Stale words".localized)
          Text("Extracted words".localized)
          Text("Not looked up".shout)
          Text("Fallback words".tr("Shown instead"))
          Text("Any table words".fromTable("Other"))
          Text("Extracted words".inOther)
          Text("Not visible words".privateLookup)
          Text("https://example.com".localized)
        }
      }
      """#, to: "Sources/Home.swift")
    try project.write(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Extracted words" : {

          },
          "Manual words" : {
            "extractionState" : "manual"
          },
          "Stale words" : {
            "extractionState" : "stale"
          }
        },
        "version" : "1.0"
      }

      """, to: "Sources/Localizable.xcstrings")
    let (_, findings) = try lintFindings(in: project.root)
    let shown = findings.compactMap { finding -> String? in
      guard let rule = finding["rule"] as? String,
        ["unextracted_key_missing", "stale_key_in_use", "unused_key"].contains(rule)
      else { return nil }
      return "\(rule) \(finding["key"] ?? "")"
    }
    #expect(
      shown.sorted() == [
        "stale_key_in_use Stale words", "unextracted_key_missing Any table words",
        "unextracted_key_missing As a key", "unextracted_key_missing Deleted %d items",
        "unextracted_key_missing Extracted words",
        "unextracted_key_missing In the other table",
        "unextracted_key_missing Own private words", "unextracted_key_missing Welcome back",
        "unused_key Extracted words",
      ])
    let messages = findings.compactMap { $0["message"] as? String }
    #expect(
      messages.contains {
        $0.hasPrefix("\"Extracted words\".inOther looks")
          && $0.contains(
            "only Sources/Localizable.xcstrings, another table's catalog, has it; add it to "
              + "Sources/Other.xcstrings by hand")
      })
    #expect(
      messages.contains {
        $0.hasPrefix("\"Any table words\".fromTable(…) looks")
          && $0.contains("add it by hand to the catalog of the table the member reads")
      })
    #expect(
      messages.contains(
        "\"In the other table\".inOther looks \"In the other table\" up at run time "
          + "(String.inOther, at Sources/Ext.swift:7, passes it to "
          + "Bundle.localizedString(forKey:)), but Xcode extracts no key from it and no catalog "
          + "has it; add it to Sources/Other.xcstrings by hand, or use String(localized: \"…\", "
          + "table: \"Other\") with the literal, which Xcode extracts"))
    #expect(
      messages.contains {
        $0.hasPrefix(
          "\"Deleted %d items\".localized(…) looks \"Deleted %d items\" up at run time "
            + "(String.localized, at Sources/Ext.swift:4, passes it to localized, then "
            + "NSLocalizedString)")
      })
    #expect(
      messages.contains {
        $0.hasPrefix(
          "\"Stale words\" is marked stale but \"Stale words\".localized at Sources/Home.swift:9 "
            + "looks it up at run time")
      })
    #expect(
      messages.contains {
        $0.hasPrefix(
          "\"Extracted words\" is used only by \"Extracted words\".localized at "
            + "Sources/Home.swift:10")
      })
  }
}
