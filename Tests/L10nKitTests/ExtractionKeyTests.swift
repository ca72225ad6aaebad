import Testing

@testable import L10nKit

/// One snippet and everything the extractor must report for it, rendered compactly:
/// keys `line:col api key [comment=…] [table=…] [default=…] [interpolated]`, calls
/// `line:col api literal|dynamic`, literals `line:col initializer text`.
struct ExtractionCase: CustomTestStringConvertible, Sendable {
  var source: String
  var keys: [String] = []
  var possible: [String] = []
  var calls: [String] = []
  var dynamic: [String] = []
  var literals: [String] = []
  var verbatim: [String] = []

  var testDescription: String { source }

  /// Scans the snippet alone and compares everything it reports.
  func check(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let scan = KeyExtractor().scan(source: source, path: "File.swift")
    #expect(scan.keys.map(render) == keys, sourceLocation: sourceLocation)
    #expect(scan.possibleKeys.map(render) == possible, sourceLocation: sourceLocation)
    #expect(scan.calls.map(render) == calls, sourceLocation: sourceLocation)
    #expect(scan.dynamicKeys.map(render) == dynamic, sourceLocation: sourceLocation)
    #expect(scan.userFacingLiterals.map(render) == literals, sourceLocation: sourceLocation)
    #expect(scan.verbatimLiterals.map(render) == verbatim, sourceLocation: sourceLocation)
    #expect(scan.diagnostics.isEmpty, sourceLocation: sourceLocation)
  }
}

func render(_ key: ExtractedKey) -> String {
  var parts = ["\(key.location.line):\(key.location.column)", "\(key.api)", key.key]
  if let comment = key.comment { parts.append("comment=" + comment) }
  if let table = key.table { parts.append("table=" + table) }
  if let value = key.defaultValue { parts.append("default=" + value) }
  switch key.bundle {
  case .main?: parts.append("bundle=main")
  case .module?: parts.append("bundle=module")
  case .other?: parts.append("bundle=other")
  case nil: break
  }
  if key.isInterpolated { parts.append("interpolated") }
  return parts.joined(separator: " ")
}

func render(_ call: LocalizationCallSite) -> String {
  "\(call.location.line):\(call.location.column) \(call.api) \(call.isLiteral ? "literal" : "dynamic")"
}

func render(_ literal: UserFacingLiteral) -> String {
  "\(literal.location.line):\(literal.location.column) \(literal.initializer) \(literal.text)"
}

let extractionCases: [ExtractionCase] = [
  // SwiftUI initializers localize a literal first argument.
  .init(
    source: #"Text("Hello")"#, keys: ["1:6 Text Hello"], calls: ["1:1 Text literal"],
    literals: ["1:6 Text Hello"]),
  .init(
    source: #"Label("Settings", systemImage: "gear")"#, keys: ["1:7 Label Settings"],
    calls: ["1:1 Label literal"], literals: ["1:7 Label Settings"]),
  .init(
    source: #"Button("Save") { save() }"#, keys: ["1:8 Button Save"],
    calls: ["1:1 Button literal"], literals: ["1:8 Button Save"]),
  .init(
    source: #"Button(action: save) { Text("Go") }"#, keys: ["1:29 Text Go"],
    calls: ["1:24 Text literal"], literals: ["1:29 Text Go"]),
  .init(
    source: #"SwiftUI.Text("Qualified", tableName: "Menus", comment: "menu title")"#,
    keys: ["1:14 Text Qualified comment=menu title table=Menus"],
    calls: ["1:9 Text literal"], literals: ["1:14 Text Qualified"]),
  .init(source: #"other.Text("Not SwiftUI")"#),
  .init(
    source: "Toggle(\"Wi-Fi\", isOn: $on)\nTextField(\"Name\", text: $name)",
    keys: ["1:8 Toggle Wi-Fi", "2:11 TextField Name"],
    calls: ["1:1 Toggle literal", "2:1 TextField literal"],
    literals: ["1:8 Toggle Wi-Fi", "2:11 TextField Name"]),
  // Modifiers are member calls only.
  .init(
    source: "List {}\n  .navigationTitle(\"Inbox\")\n  .accessibilityIdentifier(\"inbox\")",
    keys: ["2:20 .navigationTitle Inbox"], calls: ["2:4 .navigationTitle literal"],
    literals: ["2:20 .navigationTitle Inbox"]),
  .init(source: #"help("Not a modifier")"#),
  .init(
    source: #"v.alert("Delete?", isPresented: $shown) {}; v.alert(isPresented: $other) {}"#,
    keys: ["1:9 .alert Delete?"], calls: ["1:3 .alert literal"],
    literals: ["1:9 .alert Delete?"]),
  // Not localized: verbatim, formatted values, labeled first arguments, other APIs.
  .init(source: #"Text(verbatim: "v"); Text(date, style: .date); Text(n, format: .number)"#),
  .init(source: #"print("hi"); Image(systemName: "star"); let d = ["key": "value"]"#),
  .init(source: #"Picker(selection: $s) { }; Section(header: h) { }; Link(destination: u) { }"#),
  // Dynamic keys: anything but a single literal.
  .init(
    source: "Text(title)", calls: ["1:1 Text dynamic"], dynamic: ["1:1 Text dynamic"]),
  .init(
    source: #"Text("a" + "b")"#, calls: ["1:1 Text dynamic"], dynamic: ["1:1 Text dynamic"],
    literals: ["1:6 Text a", "1:12 Text b"]),
  // A ternary's branches both take the parameter's type (Xcode extracts both).
  .init(
    source: #"Text(on ? "On" : "Off")"#, keys: ["1:11 Text On", "1:18 Text Off"],
    calls: ["1:1 Text literal"], literals: ["1:11 Text On", "1:18 Text Off"]),
  // `??` takes its left side's type: the right literal is only possibly a key.
  .init(
    source: #"Text(names["first"] ?? "")"#, possible: ["1:24 Text "], calls: ["1:1 Text dynamic"],
    dynamic: ["1:1 Text dynamic"], literals: ["1:24 Text "]),
  // A branch that is a property declared only as a `LocalizedStringKey` makes the ternary one.
  .init(
    source: """
      struct V: View {
        @State private var title: LocalizedStringKey = "Close"
        var body: some View { Text(done ? "Saved" : title) }
      }
      """,
    keys: ["2:50 LocalizedStringKey Close", "3:37 Text Saved"],
    calls: ["3:25 Text literal"],
    literals: ["2:50 LocalizedStringKey Close", "3:37 Text Saved"]),
  // A branch that is `name ?? "…"` gives a ternary its left side's type too: neither literal
  // is certainly a key (`String?` makes the whole ternary a `String`, shown verbatim).
  .init(
    source: #"Text(ready ? (price ?? "—") : "—")"#, possible: ["1:24 Text —", "1:33 Text —"],
    calls: ["1:1 Text dynamic"], dynamic: ["1:1 Text dynamic"], literals: ["1:33 Text —"]),
  .init(
    source: "locale.t(key)", calls: ["1:8 locale.t dynamic"],
    dynamic: ["1:8 locale.t dynamic"]),
  // An argument that is itself a localization call is reported once, for the inner call.
  .init(
    source: #"Text(locale.t("inbox.title"))"#, keys: ["1:15 locale.t inbox.title"],
    calls: ["1:1 Text dynamic", "1:13 locale.t literal"]),
  // A view passed in place of a key is no key: the inner Text speaks for itself.
  .init(
    source: #"v.help(Text("Tip"))"#, keys: ["1:13 Text Tip"],
    calls: ["1:8 Text literal"], literals: ["1:13 Text Tip"]),
  .init(source: #"v.accessibilityValue(SwiftUI.Text(verbatim: value)); Label(Image("x"))"#),
  .init(
    source: #"Text(String(describing: value)); Text(Image(systemName: "star"))"#,
    calls: ["1:1 Text dynamic"], dynamic: ["1:1 Text dynamic"]),
  .init(
    source: #"Text(String(localized: "k"))"#, keys: ["1:24 String(localized:) k"],
    calls: ["1:1 Text dynamic", "1:6 String(localized:) literal"]),
  // Interpolated keys are keyed with %@, and % doubles.
  .init(
    source: #"Text("Hello \(user.name), 100% \(count)!")"#,
    keys: ["1:6 Text Hello %@, 100%% %@! interpolated"], calls: ["1:1 Text literal"],
    literals: ["1:6 Text Hello %@, 100%% %@!"]),
  .init(
    source: #"Text("\(km, specifier: "%.1f") km, \(f(a, specifier: "%d"))")"#,
    keys: ["1:6 Text %.1f km, %@ interpolated"], calls: ["1:1 Text literal"],
    literals: ["1:6 Text %.1f km, %@"]),
  .init(
    source: #"Text("Plain 100%")"#, keys: ["1:6 Text Plain 100%"], calls: ["1:1 Text literal"],
    literals: ["1:6 Text Plain 100%"]),
  // Project functions.
  .init(
    source: #"locale.t("welcome.title"); self.locale.t("a"); other.t("no"); t("no")"#,
    keys: ["1:10 locale.t welcome.title", "1:42 locale.t a"],
    calls: ["1:8 locale.t literal", "1:40 locale.t literal"]),
  .init(
    source: #"LocaleController.t("k", comment: "Shown on launch")"#,
    keys: ["1:20 LocaleController.t k comment=Shown on launch"],
    calls: ["1:18 LocaleController.t literal"]),
  .init(
    source: #"static let title = LocalizationKey("settings.title")"#,
    keys: ["1:36 LocalizationKey settings.title"], calls: ["1:20 LocalizationKey literal"]),
  .init(source: "func LocalizationKey(_ s: String) {}\nfunc t(_ k: String) {}"),
  // Literals typed as the project's key type are keys too.
  .init(
    source: #"static let retry: LocalizationKey = "common.retry"; var o: LocalizationKey? = "o""#,
    keys: ["1:37 LocalizationKey common.retry", "1:79 LocalizationKey o"],
    calls: ["1:37 LocalizationKey literal", "1:79 LocalizationKey literal"]),
  .init(
    source: #"let all: [LocalizationKey] = ["a", b, "c"]; func f(k: LocalizationKey = "d") {}"#,
    keys: ["1:31 LocalizationKey a", "1:39 LocalizationKey c", "1:73 LocalizationKey d"],
    calls: [
      "1:31 LocalizationKey literal", "1:39 LocalizationKey literal",
      "1:73 LocalizationKey literal",
    ]),
  .init(
    source: #"let k: LocalizationKey = name; let m: [String: LocalizationKey] = ["x": "y"]"#,
    keys: ["1:73 LocalizationKey y"], calls: ["1:73 LocalizationKey literal"]),
  .init(
    source: #"locale?.t("optional")"#, keys: ["1:11 locale.t optional"],
    calls: ["1:9 locale.t literal"]),
  // Foundation APIs.
  .init(
    source: #"String(localized: "k", defaultValue: "Default", table: "T", comment: "c")"#,
    keys: ["1:19 String(localized:) k comment=c table=T default=Default"],
    calls: ["1:1 String(localized:) literal"]),
  .init(
    source: #"String(localized: "files \(n)"); String(describing: x); String(localized: res)"#,
    keys: ["1:19 String(localized:) files %@ interpolated"],
    calls: ["1:1 String(localized:) literal", "1:57 String(localized:) dynamic"],
    dynamic: ["1:57 String(localized:) dynamic"]),
  .init(
    source: #"AttributedString(localized: "**Bold** \(x)", table: "T"); AttributedString("no")"#,
    keys: ["1:29 AttributedString(localized:) **Bold** %@ table=T interpolated"],
    calls: ["1:1 AttributedString(localized:) literal"]),
  .init(
    source: #"NSLocalizedString("k", tableName: "T", value: "V", comment: "c")"#,
    keys: ["1:19 NSLocalizedString k comment=c table=T default=V"],
    calls: ["1:1 NSLocalizedString literal"]),
  // An empty `value:` is no default value: at run time the key stands for it, and Xcode
  // extracts the key without one (rxhanson/Rectangle's "Default Shortcuts").
  .init(
    source: #"NSLocalizedString("Default Shortcuts", tableName: "Main", value: "", comment: "")"#,
    keys: ["1:19 NSLocalizedString Default Shortcuts comment= table=Main"],
    calls: ["1:1 NSLocalizedString literal"]),
  // A localizable raw type: each case's raw value, its name when it has none
  // (AndreasMaerki/swift-data-books); a `switch` in a member is not the enum's cases.
  .init(
    source: """
      enum SortOrder: LocalizedStringResource, CaseIterable {
        case status; case title = "Book title", author
        var label: String { switch self { case .status: "S"; default: "x" } }
      }
      enum Plain: String { case one }
      """,
    keys: [
      "2:8 LocalizedStringResource status", "2:29 LocalizedStringResource Book title",
      "2:43 LocalizedStringResource author",
    ],
    literals: ["2:29 LocalizedStringResource Book title"]),
  // Xcode reads NSLocalizedString's key as text: `\(` stands for `(` (BDRobby/AuthenticKey).
  .init(
    source:
      #"NSLocalizedString("\(counter)", comment: "c"); NSLocalizedString("Left \( n + 1 )%", comment: "")"#,
    keys: [
      "1:19 NSLocalizedString (counter) comment=c",
      "1:66 NSLocalizedString Left ( n + 1 )% comment=",
    ],
    calls: ["1:1 NSLocalizedString literal", "1:48 NSLocalizedString literal"]),
  .init(
    source: #"LocalizedStringResource("r", comment: "c"); LocalizedStringKey("k")"#,
    keys: ["1:25 LocalizedStringResource r comment=c", "1:64 LocalizedStringKey k"],
    calls: ["1:1 LocalizedStringResource literal", "1:45 LocalizedStringKey literal"]),
  // The explicit `init(stringLiteral:)` of a literal type is the coercion's call, which Xcode
  // extracts (AMazkun/LocalizationToturial); an interpolated `String` is only known at run time.
  .init(
    source: """
      let a = LocalizedStringResource(stringLiteral: "Shucks  ")
      let b = LocalizedStringKey(stringLiteral: "Key"); let c = String(stringLiteral: "Plain")
      let d = LocalizedStringResource(stringLiteral: "Dynamic \\(a)")
      """,
    keys: ["1:48 LocalizedStringResource Shucks  ", "2:43 LocalizedStringKey Key"],
    calls: ["1:9 LocalizedStringResource literal", "2:9 LocalizedStringKey literal"],
    literals: ["1:48 LocalizedStringResource Shucks  "]),
  // A literal type named by its qualified name is its literal too (SE-0213): the SDK's
  // `String.LocalizationValue.init(stringLiteral:)` is `localization_key.init_literal`.
  .init(
    source:
      #"let v = String.LocalizationValue("Value"), s = String(localized: String.LocalizationValue("In \(n)"))"#,
    keys: [
      "1:34 String.LocalizationValue Value", "1:91 String.LocalizationValue In %@ interpolated",
    ],
    calls: [
      "1:16 String.LocalizationValue literal", "1:48 String(localized:) dynamic",
      "1:73 String.LocalizationValue literal",
    ],
    literals: ["1:34 String.LocalizationValue Value", "1:91 String.LocalizationValue In %@"]),
  // A table that is no literal: the key is extracted into the default table, and looked up
  // in one known only at run time, so it is possibly a key of any table (not unused there).
  .init(
    source: #"let s = String(localized: "Title", table: Tables.settings)"#,
    keys: ["1:27 String(localized:) Title"],
    possible: ["1:27 String(localized:) Title"],
    calls: ["1:9 String(localized:) literal"]),
  // A `#Preview` body's literals, and a `PreviewProvider`'s, are possible keys (Xcode 15
  // extracted them, later versions do not).
  .init(
    source: """
      #Preview("Card", traits: .sizeThatFitsLayout) { Text("Preview only") }
      #Preview { CardView(title: Text("Also preview")) }
      struct Card_Previews: PreviewProvider { static var previews: some View { Text("Provider") } }
      Text("After")
      extension Card: PreviewProvider { static var previews: some View { Text("Ext provider") } }
      """,
    keys: ["4:6 Text After"],
    possible: [
      "1:54 Text Preview only", "2:33 Text Also preview", "3:79 Text Provider",
      "5:73 Text Ext provider",
    ],
    calls: [
      "1:49 Text literal", "2:28 Text literal", "3:74 Text literal", "4:1 Text literal",
      "5:68 Text literal",
    ],
    literals: ["4:6 Text After"]),
  // Comments and strings hide calls; escapes are decoded in keys.
  .init(source: "// Text(\"comment\")\n/* locale.t(\"block\") */ let s = \"Text(\\\"string\\\")\""),
  .init(
    source: #"/* " */ Text("a\n\"b\" \u{1F600}")"#, keys: ["1:14 Text a\n\"b\" 😀"],
    calls: ["1:9 Text literal"], literals: ["1:14 Text a\n\"b\" 😀"]),
  .init(
    source: ##"Text(#"say "hi""#)"##, keys: [#"1:6 Text say "hi""#],
    calls: ["1:1 Text literal"], literals: [#"1:6 Text say "hi""#]),
  .init(
    source: "Text(\"\"\"\n    Two\n    lines\n    \"\"\")",
    keys: ["1:6 Text Two\nlines"], calls: ["1:1 Text literal"],
    literals: ["1:6 Text Two\nlines"]),
  // Calls inside interpolations and conditional compilation are found.
  .init(
    source: #"print("\(locale.t("inner"))")"#, keys: ["1:19 locale.t inner"],
    calls: ["1:17 locale.t literal"]),
  .init(
    source: "#if DEBUG\nText(\"debug\")\n#else\nText(\"release\")\n#endif",
    keys: ["2:6 Text debug", "4:6 Text release"],
    calls: ["2:1 Text literal", "4:1 Text literal"],
    literals: ["2:6 Text debug", "4:6 Text release"]),
  // A regex literal with a quote does not swallow the code after it.
  .init(
    source: #"let r = /"[^"]*"/; Text("after")"#, keys: ["1:25 Text after"],
    calls: ["1:20 Text literal"], literals: ["1:25 Text after"]),
]

@Suite("KeyExtractor")
struct ExtractionKeyTests {
  @Test("snippets", arguments: extractionCases)
  func snippets(_ example: ExtractionCase) {
    example.check()
  }

  @Test("configurable project functions")
  func configuration() {
    let extractor = KeyExtractor(
      configuration: ExtractionConfiguration(
        functions: ["tr", "L10n.string"], macroNames: [], recognizesSDK: false))
    let scan = extractor.scan(
      source: #"""
        tr("a"); x.tr("b"); L10n.string("c"); string("no"); Other.string("no")
        locale.t("no"); NSLocalizedString("no", comment: ""); Button("no"); v.help("no")
        """#, path: "Config.swift")
    #expect(scan.keys.map(\.key) == ["a", "b", "c"])
    #expect(
      scan.keys.map(\.api) == [
        .projectFunction("tr"), .projectFunction("tr"), .projectFunction("L10n.string"),
      ])
  }

  @Test("paths and diagnostics carry the file name")
  func diagnosticsAreLocated() throws {
    let scan = KeyExtractor().scan(source: "Text(\"ok\")\nText(\"open", path: "Views/Bad.swift")
    let diagnostic = try #require(scan.diagnostics.first)
    #expect(
      diagnostic.description
        == "Views/Bad.swift:2:6: warning: unterminated string literal; close it with '\"'")
    #expect(scan.keys.first?.location.description == "Views/Bad.swift:1:6")
  }
}

/// A whole view in the project's style, with everything the extractor reports pinned.
private let settingsView = #"""
  #if canImport(SwiftUI)
  import SwiftUI

  /// Settings. /* "quoted" */ Text("in a doc comment")
  struct SettingsView: View {
    @Environment(LocaleController.self) private var locale
    @State private var name = ""
    static let title: LocalizationKey = "settings.title"

    var body: some View {
      Form {
        Section(locale.t("settings.profile")) {
          TextField(locale.t("settings.name"), text: $name)
          Text(verbatim: "v\(Bundle.main.version)")
          Label("Beta", systemImage: "flask")  // English on purpose?
        }
        Button {
          save()
        } label: {
          Text("Save changes")
        }
      }
      .navigationTitle(locale.t(Self.title))
      .accessibilityIdentifier("settings.form")
      .alert(locale.t("settings.saved \(name)"), isPresented: .constant(false)) {}
    }

    private func save() {
      let pattern = /[A-Z]"+/
      print("saved", pattern)
    }
  }
  #endif
  """#

@Suite("KeyExtractor on a whole view")
struct ExtractionViewTests {
  @Test("every key, call, dynamic key and literal, in source order")
  func settings() {
    let scan = KeyExtractor().scan(source: settingsView, path: "Settings.swift")
    #expect(
      scan.keys.map(render) == [
        "8:39 LocalizationKey settings.title",
        "12:24 locale.t settings.profile",
        "13:28 locale.t settings.name",
        "15:15 Label Beta",
        "20:14 Text Save changes",
        "25:21 locale.t settings.saved %@ interpolated",
      ])
    #expect(
      scan.calls.map(render) == [
        "8:39 LocalizationKey literal", "12:7 Section dynamic", "12:22 locale.t literal",
        "13:9 TextField dynamic", "13:26 locale.t literal", "15:9 Label literal",
        "20:9 Text literal", "23:6 .navigationTitle dynamic", "23:29 locale.t dynamic",
        "25:6 .alert dynamic", "25:19 locale.t literal",
      ])
    // `locale.t(Self.title)` passes a `LocalizationKey` constant, whose literal is extracted
    // where it is declared: no key built at run time.
    #expect(scan.dynamicKeys.map(render) == [])
    #expect(scan.userFacingLiterals.map(render) == ["15:15 Label Beta", "20:14 Text Save changes"])
    #expect(scan.diagnostics.isEmpty)
  }

  @Test("a ternary whose branches are each a key's own call is no key built at run time")
  func ternaryOfKeyCalls() {
    let scan = KeyExtractor().scan(
      source: """
        let a = PlottableValue.value(
          flag ? LocalizedStringKey("Frequency") : LocalizedStringKey("Temperature"), 2)
        let b = PlottableValue.value(flag ? LocalizedStringKey("Speed") : name, 3)
        let c = PlottableValue.value(flag ? LocalizedStringKey("Depth") : label(x), 4)
        """, path: "Chart.swift")
    #expect(
      scan.keys.map(\.key) == ["Frequency", "Temperature", "Speed", "Depth"], "\(scan.keys)")
    // `name` and `label(x)` may be any String: those two are still dynamic.
    #expect(scan.dynamicKeys.map(\.location.line) == [3, 4], "\(scan.dynamicKeys.map(render))")
  }
}

/// Snippets of the SDK's other localizable APIs and of the project's own declarations (in the
/// same snippet, as a single-file scan sees them).
let declarationCases: [ExtractionCase] = [
  // SwiftUI API beyond the common initializers, from the SDK table.
  .init(
    source: #"v.navigationBarTitle("Inbox", displayMode: .inline)"#,
    keys: ["1:22 .navigationBarTitle Inbox"],
    calls: ["1:3 .navigationBarTitle literal"],
    literals: ["1:22 .navigationBarTitle Inbox"]),
  .init(
    source: #"WindowGroup("Cask Info", for: Info.self) { info in View(info) }"#,
    keys: ["1:13 WindowGroup Cask Info"],
    calls: ["1:1 WindowGroup literal"],
    literals: ["1:13 WindowGroup Cask Info"]),
  // App Intents and WidgetKit.
  .init(
    source: """
      struct Open: AppIntent {
        static var title: LocalizedStringResource = "Open item"
        static var description = IntentDescription("Opens the item")
        @Parameter(title: "Item", description: "The item to open") var item: String
        func perform() async throws -> some IntentResult & ProvidesDialog {
          .result(dialog: "Opened \\(item)")
        }
      }
      import AppIntents
      """,
    keys: [
      "2:47 LocalizedStringResource Open item", "3:46 IntentDescription Opens the item",
      "4:21 IntentParameter Item", "4:42 IntentParameter The item to open",
      "6:21 .result Opened %@ interpolated",
    ],
    calls: [
      "3:28 IntentDescription literal", "4:4 IntentParameter literal", "6:6 .result literal",
    ],
    literals: [
      "2:47 LocalizedStringResource Open item", "3:46 IntentDescription Opens the item",
      "4:21 IntentParameter Item", "4:42 IntentParameter The item to open",
      "6:21 .result Opened %@",
    ]),
  // A project type named like an App Intents alias hides it in calls, not in attributes.
  .init(
    source: """
      struct Summary { init(_ text: String) {} }
      struct Parameter { init(_ name: String) {} }
      struct Open: AppIntent { @Parameter(title: "Item") var item: String }
      let s = Summary("Total"); let p = Parameter("Name")
      """,
    keys: ["3:44 IntentParameter Item"],
    possible: ["4:17 Summary Total", "4:45 Parameter Name"],
    calls: ["3:27 IntentParameter literal"],
    literals: ["3:44 IntentParameter Item"]),
  // A parameter summary keys its parameters `${name}`, as Xcode writes them, also inside
  // `When ... otherwise`; a labeled argument every App Intents overload localizes is a key even
  // when no overload of this SDK takes the call's labels (iOS 18's `@Parameter(description:)`).
  .init(
    source: """
      struct Toggle: AppIntent {
        @Parameter(description: "Turns it on or off", default: true) var on: Bool
        static var parameterSummary: some ParameterSummary {
          When(\\.$on, .equalTo, true) {
            Summary("Turn \\(\\.$on) for \\(\\Self.$item), 100%")
          } otherwise: {
            Summary("Leave \\(\\.$item)", table: "Intents")
          }
        }
      }
      """,
    keys: [
      "2:27 IntentParameter Turns it on or off",
      "5:15 IntentParameterSummary Turn ${on} for ${item}, 100%",
      "7:15 IntentParameterSummary Leave ${item} table=Intents",
    ],
    calls: [
      "2:4 IntentParameter literal", "5:7 IntentParameterSummary literal",
      "7:7 IntentParameterSummary literal",
    ],
    literals: [
      "2:27 IntentParameter Turns it on or off",
      "5:15 IntentParameterSummary Turn ${on} for ${item}, 100%",
      "7:15 IntentParameterSummary Leave ${item}",
    ]),
  // An unlabeled first literal that every SwiftUI declaration of the name with an unlabeled
  // first parameter localizes is a key when no overload of this SDK takes the call's labels
  // (iOS 18's `TextField(_:text:selection:)`); not another argument, nor a value that may be
  // another type; a type neither this SDK nor the newer declarations have gives a possible key.
  .init(
    source: """
      TextField("Search", text: $text, selection: $selection)
      Text(date, style: .date); Text(name, newLabel: 1)
      Tab("Home", systemImage: "house") { Text("Feed") }
      LaunchAtLogin.Toggle("Launch at login", newLabel: 1)
      FutureView("Later", newLabel: 1)
      """,
    keys: ["1:11 TextField Search", "3:5 Tab Home", "3:42 Text Feed"],
    possible: ["4:22 Toggle Launch at login", "5:12 FutureView Later"],
    calls: ["1:1 TextField literal", "3:1 Tab literal", "3:37 Text literal"],
    literals: ["1:11 TextField Search", "3:5 Tab Home", "3:42 Text Feed"]),
  // Ternaries nested in the first branch without parentheses (`a ? b ? x : y : z` is
  // `a ? (b ? x : y) : z`), as keys, as possible keys of an unknown call, and as interpolations.
  .init(
    source: """
      Text(a ? b ? "Z2" : "W1" : "X3")
      LED(label: lost ? (again ? "Reconnecting" : "No signal") : "Linked")
      LED(label: lost ? again ? "Retry" : "Wait" : "Fine")
      Text("\\(a ? b ? 1 : 2 : 3) left")
      """,
    keys: ["1:14 Text Z2", "1:21 Text W1", "1:28 Text X3", "4:6 Text %lld left interpolated"],
    possible: [
      "2:28 LED Reconnecting", "2:45 LED No signal", "2:60 LED Linked", "3:27 LED Retry",
      "3:37 LED Wait", "3:46 LED Fine",
    ],
    calls: ["1:1 Text literal", "4:1 Text literal"],
    literals: ["1:14 Text Z2", "1:21 Text W1", "1:28 Text X3", "4:6 Text %lld left"]),
  // `max`, `min` and `abs` return their arguments' type, unless the file declares its own.
  .init(
    source: """
      func f(days: Int, rate: Double, items: [Item]) {
        Text("\\(items.count) of \\(max(days, items.count))")
        Text("At most \\(min(rate, 1.5)), off by \\(abs(days - 7))")
      }
      """,
    keys: ["2:8 Text %lld of %lld interpolated", "3:8 Text At most %lf, off by %lld interpolated"],
    calls: ["2:3 Text literal", "3:3 Text literal"],
    literals: ["2:8 Text %lld of %lld", "3:8 Text At most %lf, off by %lld"]),
  // iOS 18's tabs and controls (`SDKLocalizableAPI+Newer.swift`): their titles are keys, with
  // every label combination Apple documents and a trailing closure.
  .init(
    source: """
      Tab("Map", systemImage: "map", value: Screen.map) { MapView() }
      Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) { S() }
      Tab("Albums", image: "albums") { A() }
      TabSection("Library") { Tab("Songs", systemImage: "music.note") { L() } }
      ControlWidgetButton("Open Trunk", action: OpenTrunk()) { active in Image(systemName: "car") }
      ControlWidgetToggle("Lights", isOn: on, action: LightsIntent()) { on in Image("bulb") }
      Label("Ping", systemImage: "bell").controlWidgetActionHint("Hold to Ping")
      Tab(value: .home) { Home() } label: { Text("Home") }
      StaticControlConfiguration(kind: kind) { B() }.displayName("Timer").description("Runs one")
      """,
    keys: [
      "1:5 Tab Map", "2:5 Tab Search", "3:5 Tab Albums", "4:12 TabSection Library",
      "4:29 Tab Songs", "5:21 ControlWidgetButton Open Trunk", "6:21 ControlWidgetToggle Lights",
      "7:7 Label Ping", "7:60 .controlWidgetActionHint Hold to Ping", "8:44 Text Home",
      "9:60 .displayName Timer", "9:81 .description Runs one",
    ],
    calls: [
      "1:1 Tab literal", "2:1 Tab literal", "3:1 Tab literal", "4:1 TabSection literal",
      "4:25 Tab literal", "5:1 ControlWidgetButton literal", "6:1 ControlWidgetToggle literal",
      "7:1 Label literal", "7:36 .controlWidgetActionHint literal", "8:39 Text literal",
      "9:48 .displayName literal", "9:69 .description literal",
    ],
    literals: [
      "1:5 Tab Map", "2:5 Tab Search", "3:5 Tab Albums", "4:12 TabSection Library",
      "4:29 Tab Songs", "5:21 ControlWidgetButton Open Trunk", "6:21 ControlWidgetToggle Lights",
      "7:7 Label Ping", "7:60 .controlWidgetActionHint Hold to Ping", "8:44 Text Home",
      "9:60 .displayName Timer", "9:81 .description Runs one",
    ]),
  // AlarmKit (iOS 26): a button's text and the presentations' titles, also of the nested
  // types the table names `AlarmPresentation.Alert` (Cizzuk/Alare).
  .init(
    source: """
      let stop = AlarmButton(text: "Stop in Alare", textColor: .white, systemImageName: "stop")
      let alert = AlarmPresentation.Alert(title: "Eggs are ready!", secondaryButton: stop)
      let paused = AlarmPresentation.Paused(title: "Paused", resumeButton: stop)
      let other = Alert(title: "Not AlarmKit's")
      """,
    keys: [
      "1:30 AlarmButton Stop in Alare", "2:44 AlarmPresentation.Alert Eggs are ready!",
      "3:46 AlarmPresentation.Paused Paused",
    ],
    calls: [
      "1:12 AlarmButton literal", "2:31 AlarmPresentation.Alert literal",
      "3:32 AlarmPresentation.Paused literal",
    ],
    literals: [
      "1:30 AlarmButton Stop in Alare", "2:44 AlarmPresentation.Alert Eggs are ready!",
      "3:46 AlarmPresentation.Paused Paused",
    ]),
  // iOS 18's document launch scene and new-document button (Sprite-Pencil).
  .init(
    source: """
      DocumentGroupLaunchScene("Sprite Pencil", backgroundStyle: Color.yellow) {
        NewDocumentButton("New Sprite", contentType: .png)
        NewDocumentButton("From Template", for: Doc.self) { try await template() }
      }
      """,
    keys: [
      "1:26 DocumentGroupLaunchScene Sprite Pencil", "2:21 NewDocumentButton New Sprite",
      "3:21 NewDocumentButton From Template",
    ],
    calls: [
      "1:1 DocumentGroupLaunchScene literal", "2:3 NewDocumentButton literal",
      "3:3 NewDocumentButton literal",
    ],
    literals: [
      "1:26 DocumentGroupLaunchScene Sprite Pencil", "2:21 NewDocumentButton New Sprite",
      "3:21 NewDocumentButton From Template",
    ]),
  // A project's initializer of an SDK type that takes a `String` is the overload called.
  .init(
    source: """
      extension Link {
        init(_ title: String, systemImage: String, destination: URL) { fatalError() }
      }
      Link("Rate App", systemImage: "star", destination: url)
      Link("Help", destination: url)
      """,
    keys: ["5:6 Link Help"],
    calls: ["5:1 Link literal"],
    literals: ["5:6 Link Help"]),
  // The first phrase of an App Shortcut is its key in the AppShortcuts table, with `${name}`
  // placeholders for the app's name and the intent's parameters (Hissi, pino: Xcode marks the
  // other phrases' keys stale, and writes every phrase as the source language's string set).
  .init(
    source: """
      AppShortcut(
        intent: Open(), phrases: ["Open \\(.applicationName)"], shortTitle: "Open",
        systemImageName: "doc")
      DisplayRepresentation(title: "Item", subtitle: "Details")
      IntentDialog("Done")
      AppShortcut(intent: Log(), phrases: [
        "Log \\(\\.$category) in \\(.applicationName)", "Log with \\(.applicationName)",
      ], shortTitle: "Log", systemImageName: "plus")
      """,
    keys: [
      "2:29 AppShortcut Open ${applicationName} table=AppShortcuts", "2:70 AppShortcut Open",
      "4:30 DisplayRepresentation Item", "4:48 DisplayRepresentation Details",
      "5:14 IntentDialog Done",
      "7:3 AppShortcut Log ${category} in ${applicationName} table=AppShortcuts",
      "8:16 AppShortcut Log",
    ],
    calls: [
      "1:1 AppShortcut literal", "4:1 DisplayRepresentation literal", "5:1 IntentDialog literal",
      "6:1 AppShortcut literal",
    ],
    literals: [
      "2:29 AppShortcut Open ${applicationName}", "2:70 AppShortcut Open",
      "4:30 DisplayRepresentation Item", "4:48 DisplayRepresentation Details",
      "5:14 IntentDialog Done", "7:3 AppShortcut Log ${category} in ${applicationName}",
      "8:16 AppShortcut Log",
    ]),
  .init(
    source: """
      StaticConfiguration(kind: k) { _ in V() }
        .configurationDisplayName("Clock").description("Shows the time")
      """,
    keys: ["2:29 .configurationDisplayName Clock", "2:50 .description Shows the time"],
    calls: ["2:4 .configurationDisplayName literal", "2:38 .description literal"],
    literals: ["2:29 .configurationDisplayName Clock", "2:50 .description Shows the time"]),
  // The project's own declarations.
  .init(
    source: """
      struct SettingRow: View {
        let title: LocalizedStringKey
        var detail: String = ""
      }
      SettingRow(title: "Dark mode", detail: "On")
      """,
    keys: ["5:19 SettingRow Dark mode"],
    // A `String` the view may localize or show as it is (see `literal_shown_verbatim`).
    possible: ["5:40 SettingRow On"],
    calls: ["5:1 SettingRow literal"],
    literals: ["5:19 SettingRow Dark mode"]),
  // `Self` in an extension of a localizable type is that type.
  .init(
    source: """
      extension LocalizedStringResource {
        static let welcome: Self = "Welcome"
        static var bye: Self { "Bye" }
        static let hi = Self("Hi")
      }
      extension String.LocalizationValue { static let ok: Self? = "OK" }
      struct Model { static let shared: Self = Model(); init() {} }
      """,
    keys: [
      "2:30 LocalizedStringResource Welcome", "3:26 LocalizedStringResource Bye",
      "4:24 LocalizedStringResource Hi", "6:61 String.LocalizationValue OK",
    ],
    calls: ["4:19 LocalizedStringResource literal"],
    literals: [
      "2:30 LocalizedStringResource Welcome", "3:26 LocalizedStringResource Bye",
      "6:61 String.LocalizationValue OK",
    ]),
  // A result builder on a stored property makes its memberwise parameter a builder closure,
  // which the trailing closure fills.
  .init(
    source: """
      struct Scaffold<Content: View>: View {
        let button: LocalizedStringKey
        @ViewBuilder
        private(set) var content: Content
      }
      Scaffold(button: "Continue") { Text("Welcome") }
      """,
    keys: ["6:18 Scaffold Continue", "6:37 Text Welcome"],
    calls: ["6:1 Scaffold literal", "6:32 Text literal"],
    literals: ["6:18 Scaffold Continue", "6:37 Text Welcome"]),
  // A tuple's elements of a localizable type, in a tuple or an array of tuples (the others,
  // `Int` here, are not keys).
  .init(
    source: """
      var slots: [(LocalizedStringKey, Int, Int)] = [("early_morning", 0, 0), ("night", 1, 2)]
      let slot: (label: LocalizedStringKey, note: String) = ("single", "not a key")
      let pair: (on: LocalizedStringKey, off: LocalizedStringKey) = ("On", "Off")
      """,
    keys: [
      "1:49 LocalizedStringKey early_morning", "1:74 LocalizedStringKey night",
      "2:56 LocalizedStringKey single", "3:64 LocalizedStringKey On",
      "3:70 LocalizedStringKey Off",
    ],
    literals: [
      "1:49 LocalizedStringKey early_morning", "1:74 LocalizedStringKey night",
      "2:56 LocalizedStringKey single", "3:64 LocalizedStringKey On",
      "3:70 LocalizedStringKey Off",
    ]),
  // A property wrapper that initializes itself (`@EnvironmentObject`, `@Environment`,
  // `@FocusState`, `@Query`) needs no memberwise argument.
  .init(
    source: """
      struct StatCard: View {
        @EnvironmentObject var theme: ThemeManager
        @FocusState private var focused: Bool
        let title: LocalizedStringKey; let value: String
      }
      StatCard(title: "Total trips", value: "3")
      """,
    keys: ["6:17 StatCard Total trips"], possible: ["6:39 StatCard 3"],
    calls: ["6:1 StatCard literal"],
    literals: ["6:17 StatCard Total trips"]),
  // A stored property of a generic type with several arguments (`Task<Void, Never>?`) is one
  // property with a default, not cut at its comma: the memberwise initializer still matches
  // (AutoForecast). So is a parameter of such a type before a localizable one.
  .init(
    source: """
      struct Overlay: View {
        let messages: [LocalizedStringResource]
        @State private var task: Task<Void, Never>? = nil
        var cache: [String: Result<Int, Error>] = [:]
      }
      func show(map: Dictionary<String, Int>, limit: Int = 1 < 2 ? 1 : 2, title: LocalizedStringKey) {}
      Overlay(messages: ["Analyzing", "Loading"]); show(map: [:], title: "Totals")
      """,
    keys: [
      "7:20 Overlay Analyzing", "7:33 Overlay Loading", "7:68 show Totals",
    ],
    calls: ["7:1 Overlay literal", "7:46 show literal"],
    literals: ["7:20 Overlay Analyzing", "7:33 Overlay Loading", "7:68 show Totals"]),
  // A member called on a type the SDK does not declare is that type's own: the project's
  // `case custom(String)` is not RealityKit's `RotorType.custom(_:)` (dialect), through `Self`
  // too; the SDK's member, named through its type, still is. An implicit `.custom("z")` may
  // be either where the file imports RealityKit: only possibly a key.
  .init(
    source: """
      enum Symbol { case custom(String); static let a = Symbol.custom("x"), b = Self.custom("y") }
      let rotor = AccessibilityComponent.RotorType.custom("Rotor")
      func symbol() -> Symbol { .custom("z") }
      import RealityKit
      """,
    keys: ["2:53 .custom Rotor"],
    possible: ["3:35 .custom z bundle=other"],
    calls: ["2:46 .custom literal"],
    literals: ["2:53 .custom Rotor"]),
  // A literal calls the `StringProtocol` overload beside MapKit's `Annotation(_:coordinate:)`,
  // Charts' axis labels and `LabeledContent(_:value:format:)`, which are not disfavored: it is
  // shown as it is, and Xcode extracts no key (BenJrSky/pino). A key's type picks the
  // localizing one; `String(localized:)` is a key of its own.
  .init(
    source: """
      Annotation("Home", coordinate: c) { Pin() }; Annotation(title, coordinate: c) { Pin() }
      Chart { }.chartXAxisLabel("Day", position: .bottom).chartYAxisLabel("Steps")
      LabeledContent("Price", value: p, format: .currency(code: "EUR")); LabeledContent("Tax", value: "9%")
      Annotation(String(localized: "Work"), coordinate: w) { Pin() }
      Annotation("\\(count) stops", coordinate: c) { Pin() }
      import MapKit; import Charts
      """,
    keys: ["3:83 LabeledContent Tax", "4:30 String(localized:) Work"],
    calls: [
      "1:46 Annotation dynamic", "3:68 LabeledContent literal", "4:1 Annotation dynamic",
      "4:12 String(localized:) literal",
    ],
    dynamic: ["1:46 Annotation dynamic"],
    literals: ["3:83 LabeledContent Tax"],
    verbatim: [
      "1:12 Annotation Home", "2:27 .chartXAxisLabel Day", "2:69 .chartYAxisLabel Steps",
      "3:16 LabeledContent Price", #"5:12 Annotation \(count) stops"#,
    ]),
  // Two nested types of one name: a call that qualifies one is that one's (a key for the
  // `LocalizedStringKey` property, a possible one where the other's `String` may be meant).
  .init(
    source: """
      enum A { struct Row: View { let title: String; var body: some View { Text(title) } } }
      enum B { struct Row: View { let title: LocalizedStringKey; var body: some View { Text(title) } } }
      let a = A.Row(title: "A words"), b = B.Row(title: "B words")
      """,
    keys: ["3:51 B.Row B words"],
    possible: ["3:22 A.Row A words"],
    calls: ["1:70 Text dynamic", "2:82 Text dynamic", "3:40 B.Row literal"],
    dynamic: ["1:70 Text dynamic", "2:82 Text dynamic"],
    literals: ["3:51 B.Row B words"]),
  // A literal cast to a localizable type is a key, as a declaration's is; so it picks the
  // localizing overload.
  .init(
    source: """
      let a = Annotation("Home" as LocalizedStringKey, coordinate: c) { Pin() }
      let b = Text("Save" as LocalizedStringKey), c = "Done" as String.LocalizationValue
      let d = "Plain" as String
      """,
    keys: [
      "1:20 LocalizedStringKey Home", "2:14 LocalizedStringKey Save",
      "2:49 String.LocalizationValue Done",
    ],
    calls: ["1:9 Annotation dynamic", "2:9 Text dynamic"],
    literals: [
      "1:20 LocalizedStringKey Home", "2:14 LocalizedStringKey Save",
      "2:49 String.LocalizationValue Done",
    ]),
  // Another module's `Annotation`, in a file that does not import MapKit, is not MapKit's.
  .init(
    source: """
      import MapWrapper
      Annotation("Home", coordinate: c) { Pin() }
      """,
    keys: ["2:12 Annotation Home"], calls: ["2:1 Annotation literal"],
    literals: ["2:12 Annotation Home"]),
  // In parentheses or a ternary, still literals the `StringProtocol` overload takes; not
  // reported in a preview provider.
  .init(
    source: """
      Annotation(("Paren"), coordinate: c) { Pin() }; Annotation(on ? "On" : "Off", coordinate: c) { Pin() }
      struct Map_Previews: PreviewProvider { static var previews: some View { Annotation("Sample", coordinate: c) { Pin() } } }
      struct Demo: PreviewProvider { static var previews: some View { Annotation("Demo", coordinate: c) { Pin() } } }
      import MapKit
      """,
    verbatim: ["1:13 Annotation Paren", "1:65 Annotation On", "1:72 Annotation Off"]),
  // An implicit member whose type is unknown here (a package's) is not an SDK member of a
  // module the file does not import: MarkdownUI's `FontFamily(.custom("Metropolis"))` is not
  // RealityKit's, `.value(_:_:)` not Charts', `.result(dialog:)` not App Intents'
  // (SignificoHealth/bug-tracker-showcase-ios). A modifier chained on a value is no implicit
  // member, and a module imported for one declaration counts.
  .init(
    source: """
      import MarkdownUI
      let theme = Theme().text { FontFamily(.custom("Metropolis")) }
      let a = Unknown(.value("Count", 3)), b = Unknown(.result(dialog: "Done"))
      let style = StaticConfiguration(kind: k) { _ in V() }
        .configurationDisplayName("Clock")
      #if false
      import Charts
      #endif
      """,
    keys: ["5:29 .configurationDisplayName Clock"],
    calls: ["5:4 .configurationDisplayName literal"],
    literals: ["5:29 .configurationDisplayName Clock"]),
  .init(
    source: """
      import struct Charts.Chart
      let chart = Chart { BarMark(x: .value("Month", m), y: .value("Sales", s)) }
      """,
    keys: ["2:39 .value Month", "2:62 .value Sales"],
    calls: ["2:33 .value literal", "2:56 .value literal"],
    literals: ["2:39 .value Month", "2:62 .value Sales"]),
  // Appending to a local array of a localizable type, or of tuples holding one (dialect), with
  // `append` or `+=`; and `name ?? "…"` where `name` is declared only localizable.
  .init(
    source: """
      var fields: [(label: LocalizedStringResource, value: String)] = [("Name", "x")]
      fields.append(("Days Left", "y")); fields += [("Size", "z")]
      var more: [LocalizedStringResource] = []; more += ["More"]
      struct Row: View { var note: LocalizedStringResource?; var body: some View { Text(note ?? "None") } }
      """,
    keys: [
      "1:67 LocalizedStringResource Name", "2:16 LocalizedStringResource Days Left",
      "2:48 LocalizedStringResource Size", "3:52 LocalizedStringResource More", "4:91 Text None",
    ],
    calls: ["4:78 Text literal"],
    literals: [
      "1:67 LocalizedStringResource Name", "2:16 LocalizedStringResource Days Left",
      "2:48 LocalizedStringResource Size", "3:52 LocalizedStringResource More", "4:91 Text None",
    ]),
  // An array property of a localizable type grown on `self` too, by `insert` and by
  // `append(contentsOf:)`; another value's array of the same name is not this one.
  .init(
    source: """
      final class Model {
        var items: [LocalizedStringResource] = []
        func load(other: Other) {
          self.items.append("One"); self.items += ["Two"]; items.insert("Three", at: 0)
          items.append(contentsOf: ["Four", "Five"]); other.items.append("Not a key")
        }
      }
      """,
    keys: [
      "4:23 LocalizedStringResource One", "4:46 LocalizedStringResource Two",
      "4:67 LocalizedStringResource Three", "5:31 LocalizedStringResource Four",
      "5:39 LocalizedStringResource Five",
    ],
    literals: [
      "4:23 LocalizedStringResource One", "4:46 LocalizedStringResource Two",
      "4:67 LocalizedStringResource Three", "5:31 LocalizedStringResource Four",
      "5:39 LocalizedStringResource Five",
    ]),
  // A variadic parameter (`T...`, which the lexer reads as three `.`): each argument is a key.
  .init(
    source: """
      func steps(_ items: LocalizedStringResource..., note: String? = nil) {}
      steps("Open", "Export", note: "not a key")
      """,
    keys: ["2:7 steps Open", "2:15 steps Export"],
    possible: ["2:31 steps not a key"],
    calls: ["2:1 steps literal"],
    literals: ["2:7 steps Open", "2:15 steps Export"]),
  .init(
    source: """
      func infoRow(_ title: LocalizedStringKey, _ value: String) -> some View { Text(title) }
      infoRow("Version", "1.0")
      """,
    keys: ["2:9 infoRow Version"],
    possible: ["2:20 infoRow 1.0"],
    calls: ["1:75 Text dynamic", "2:1 infoRow literal"],
    // A parameter of a localizable type: its callers' literals are the keys.
    dynamic: [],
    literals: ["2:9 infoRow Version"]),
  .init(
    source: """
      enum Failure: Error { case invalid(description: LocalizedStringResource), other(String) }
      throw Failure.invalid(description: "Too long"); throw .other("Not a key")
      """,
    keys: ["2:36 .invalid Too long"],
    calls: ["2:15 .invalid literal"],
    literals: ["2:36 .invalid Too long"]),
  .init(
    source: """
      enum Sort {
        case az, size
        var title: LocalizedStringKey {
          switch self {
          case .az: return "A to Z"
          case .size:
            "Size"
          }
        }
        func label(_ on: Bool) -> LocalizedStringResource { on ? "On" : "Off" }
      }
      """,
    keys: [
      "5:22 LocalizedStringKey A to Z", "7:7 LocalizedStringKey Size",
      "10:60 LocalizedStringResource On", "10:67 LocalizedStringResource Off",
    ],
    literals: [
      "5:22 LocalizedStringKey A to Z", "7:7 LocalizedStringKey Size",
      "10:60 LocalizedStringResource On", "10:67 LocalizedStringResource Off",
    ]),
  .init(
    source: """
      func show(_ title: LocalizedStringResource) {}
      show(.init("Encoding:", table: "Counts")); let s = Label(title: .init(localized: "Go Back"))
      """,
    keys: [
      "2:12 LocalizedStringResource Encoding: table=Counts", "2:82 String(localized:) Go Back",
    ],
    calls: [
      "2:1 show dynamic", "2:7 LocalizedStringResource literal", "2:66 String(localized:) literal",
    ]),
  // `.init("k")` where a `LocalizedStringKey` is expected is `LocalizedStringKey.init(_:)`,
  // which takes a `String` (only `LocalizedStringKey("k")` is a literal of the key type): Xcode
  // does not extract it, but it is looked up as it is, so it is possibly a key; interpolated,
  // its key is only known at run time. A resource's `.init("k")` is the resource's.
  .init(
    source: """
      extension LocalizedStringKey { static var welcome: LocalizedStringKey { .init("welcome") } }
      let k: LocalizedStringKey = .init("let"); let e = LocalizedStringKey.init("explicit")
      Text(.init("**Bold** markdown")); Text(.init("Link: \\(url)")); Text(LocalizedStringKey("Coerced"))
      let r: LocalizedStringResource = .init("resource")
      """,
    keys: ["3:88 LocalizedStringKey Coerced", "4:40 LocalizedStringResource resource"],
    possible: [
      "1:79 LocalizedStringKey welcome", "2:35 LocalizedStringKey let",
      "2:75 LocalizedStringKey explicit", "3:12 LocalizedStringKey **Bold** markdown",
    ],
    calls: [
      "3:1 Text dynamic", "3:35 Text dynamic", "3:64 Text dynamic",
      "3:69 LocalizedStringKey literal", "4:35 LocalizedStringResource literal",
    ],
    dynamic: ["3:35 Text dynamic"]),
  // Overloads that take a String: Swift prefers them for a literal, so only possibly a key.
  .init(
    source: """
      func row(_ title: String) {}
      func row(_ title: LocalizedStringKey) {}
      row("Maybe")
      """,
    possible: ["3:5 row Maybe"]),
  // A literal passed to the project's own function, directly or as the fallback of `??`
  // (AutoForecast's `picker(title: brand ?? "Pick a brand")`), may be a key it localizes.
  .init(
    source: """
      func picker(title: String) -> some View { Text(LocalizedStringKey(title)) }
      let a = picker(title: "Pick a model"); let b = picker(title: brand ?? "Pick a brand")
      """,
    possible: ["2:23 picker Pick a model", "2:71 picker Pick a brand"],
    // The key built at run time is `LocalizedStringKey(title)`'s.
    calls: ["1:43 Text dynamic", "1:48 LocalizedStringKey dynamic"],
    dynamic: ["1:48 LocalizedStringKey dynamic"]),
  // A type this extractor does not know (a package's view) may localize its first literal; a
  // known one does not.
  .init(
    source: #"KeyboardShortcuts.Recorder("Toggle:", name: .toggle); Image("photo")"#,
    possible: ["1:28 Recorder Toggle:"]),
  // A project type hides the SDK's type of the same name.
  // (Its own `String` parameter may still be localized inside: only possibly a key.)
  .init(
    source: """
      struct Section { init(_ title: String) {} }
      Section("Plain")
      """,
    possible: ["2:9 Section Plain"]),
  // Typealiases, assignments, parameter defaults.
  .init(
    source: """
      typealias Key = LocalizedStringKey
      func caption(_ key: Key = "Default caption") {}
      caption("Custom")
      var heading: LocalizedStringKey = "First"
      heading = "Second"
      """,
    keys: [
      "2:27 LocalizedStringKey Default caption", "3:9 caption Custom",
      "4:35 LocalizedStringKey First", "5:11 heading Second",
    ],
    calls: ["3:1 caption literal"],
    literals: [
      "2:27 LocalizedStringKey Default caption", "3:9 caption Custom",
      "4:35 LocalizedStringKey First", "5:11 heading Second",
    ]),
  // Interpolations take the specifier of the value's declared type.
  .init(
    source: """
      func f(count: Int, price: Double, name: String) {
        let n = 3
        Text("\\(count) items, \\(price) each, \\(name), \\(n), \\(list.count), \\(Int(x)), \\(other)")
      }
      """,
    keys: ["3:8 Text %lld items, %lf each, %@, %lld, %lld, %lld, %@ interpolated"],
    calls: ["3:3 Text literal"],
    literals: ["3:8 Text %lld items, %lf each, %@, %lld, %lld, %lld, %@"]),
  // What a name is initialized with (`.count` after a closure, a cast with a default, a
  // conversion bound in a condition), integers a loop or closure runs over, array elements,
  // `Data` bytes, arithmetic of names, ternaries, `??` and negation.
  .init(
    source: """
      func f(items: [Item], counts: [Int], data: Data, info: [String: Any]) {
        let total = items.filter { $0.ok }.count
        let done = info["done"] as? Int ?? 0
        if let code = Int(text), code > 0 { Text("Code \\(code)") }
        Text("\\(total - done) left, \\(done), \\(year ?? 0), \\(counts[0]), \\(data[0])")
        ForEach(1 ..< 7) { level in Text("Heading \\(level)") }
        for (index, item) in items.enumerated() { Text("Row \\(index) \\(item)") }
        Text("\\(flag ? total : 0) shown, \\(Defaults[.k].count) set, \\(-total) back")
      }
      """,
    keys: [
      "4:44 Text Code %lld interpolated",
      "5:8 Text %lld left, %lld, %lld, %lld, %u interpolated",
      "6:36 Text Heading %lld interpolated",
      "7:50 Text Row %lld %@ interpolated",
      "8:8 Text %lld shown, %lld set, %lld back interpolated",
    ],
    calls: [
      "4:39 Text literal", "5:3 Text literal", "6:31 Text literal", "7:45 Text literal",
      "8:3 Text literal",
    ],
    literals: [
      "4:44 Text Code %lld", "5:8 Text %lld left, %lld, %lld, %lld, %u",
      "6:36 Text Heading %lld", "7:50 Text Row %lld %@",
      "8:8 Text %lld shown, %lld set, %lld back",
    ]),
  // A condition binding (`if let`, `guard let ... else`) of a call of a function that returns
  // an optional unwraps it: `%lld` for `-> Int?` (BabyNap); the optional itself stays `%@`.
  .init(
    source: """
      func delta(at date: Date) -> Int? { nil }
      func f(now: Date) -> String {
        if let minutes = delta(at: now) { Text("Left \\(minutes)") }
        guard let left = self.delta(at: now), left > 0 else { return "" }
        Text("Due \\(left), \\(delta(at: now))")
      }
      """,
    keys: ["3:42 Text Left %lld interpolated", "5:8 Text Due %lld, %@ interpolated"],
    calls: ["3:37 Text literal", "5:3 Text literal"],
    literals: ["3:42 Text Left %lld", "5:8 Text Due %lld, %@"]),
  // A member of a parameter of a nested type written qualified (`Breakdown.Detail`) has the
  // type that nested type declares, not another type's member of the same name.
  .init(
    source: """
      struct Breakdown { struct Detail { let percent: Int } }
      struct Other { let percent: Double }
      func label(for detail: Breakdown.Detail) -> Text { Text("Rebate \\(detail.percent)") }
      """,
    keys: ["3:57 Text Rebate %lld interpolated"], calls: ["3:52 Text literal"],
    literals: ["3:57 Text Rebate %lld"]),
  // Each binding of a declaration, a dictionary's keys and values in a loop (through calls
  // that keep its pairs), what `enumerated()` enumerates, and `\(placeholder:)`.
  .init(
    source: """
      func f(byDay: [Int: [Card]], rates: [String: Double], days: [Int]) {
        let width = 3, height = 5.5
        let sizes = [1, 2], names = ["a": 1.5]
        Text("\\(width) by \\(height)")
        for (day, cards) in byDay.sorted(by: { $0.key < $1.key }) { Text("In \\(day) days: \\(cards)") }
        for (name, rate) in rates { Text("\\(name) at \\(rate)") }
        for (_, value) in names.filter({ $0.value > 1 }) { Text("Value \\(value)") }
        for (offset, size) in sizes.enumerated() { Text("Size \\(offset): \\(size)") }
        ForEach(Array(days.enumerated()), id: \\.offset) { _, day in Text("Day \\(day)") }
        for (key, _) in byDay.map({ ($0.key, $0.value) }) { Text("Mapped \\(key)") }
        let tags = LocalizedStringResource("\\(placeholder: .int) tags, \\(placeholder: .double)")
      }
      """,
    keys: [
      "4:8 Text %lld by %lf interpolated",
      "5:68 Text In %lld days: %@ interpolated",
      "6:36 Text %@ at %lf interpolated",
      "7:59 Text Value %lf interpolated",
      "8:51 Text Size %lld: %lld interpolated",
      "9:68 Text Day %lld interpolated",
      "10:60 Text Mapped %@ interpolated",
      "11:38 LocalizedStringResource %lld tags, %lf interpolated",
    ],
    calls: [
      "4:3 Text literal", "5:63 Text literal", "6:31 Text literal", "7:54 Text literal",
      "8:46 Text literal", "9:63 Text literal", "10:55 Text literal",
      "11:14 LocalizedStringResource literal",
    ],
    literals: [
      "4:8 Text %lld by %lf", "5:68 Text In %lld days: %@", "6:36 Text %@ at %lf",
      "7:59 Text Value %lf", "8:51 Text Size %lld: %lld", "9:68 Text Day %lld",
      "10:60 Text Mapped %@",
    ]),
  // Tuples: destructured (`let (a, b) = (x, y)`, `if case let`), and the `case` patterns of a
  // `switch` over one; `$0` of a trailing closure over a sequence.
  .init(
    source: """
      func f(done: [String], failed: Int) {
        switch (done.count, failed) {
        case (let saved, 0): Text("\\(saved) saved")
        case let (saved, lost): Text("\\(saved) saved, \\(lost) lost")
        }
        let (width, ratio) = (done.count, 2.5)
        Text("\\(width) at \\(ratio)")
        ForEach(1...6, id: \\.self) { Text("Level \\($0)") }
        ForEach(items) { Text("Item \\($0)") }
      }
      """,
    keys: [
      "3:29 Text %lld saved interpolated",
      "4:32 Text %lld saved, %lld lost interpolated",
      "7:8 Text %lld at %lf interpolated",
      "8:37 Text Level %lld interpolated",
      "9:25 Text Item %@ interpolated",
    ],
    calls: [
      "3:24 Text literal", "4:27 Text literal", "7:3 Text literal", "8:32 Text literal",
      "9:20 Text literal",
    ],
    literals: [
      "3:29 Text %lld saved", "4:32 Text %lld saved, %lld lost", "7:8 Text %lld at %lf",
      "8:37 Text Level %lld", "9:25 Text Item %@",
    ]),
  // A name declared with a type of no specifier, or used inside its own value, is `%@`.
  .init(
    source: """
      struct Money { var amount: Decimal }
      func g(phase: Phase) {
        let results = phase.results
        Text("\\(amount) paid, \\(results) found")
      }
      """,
    keys: ["4:8 Text %@ paid, %@ found interpolated"],
    calls: ["4:3 Text literal"],
    literals: ["4:8 Text %@ paid, %@ found"]),
  // A declaration is seen only in its block, and in a `switch` only in its `case`: the
  // `message` of `default` is the `Data` declared before the `switch`, and a closure's `n`
  // is not the `n` of the function after it.
  .init(
    source: """
      func read(names: [String]) {
        var message: Data
        switch kind {
        case .error:
          let message = decode(message)
          Text("Remote \\(message)")
        default:
          Text("Unknown type \\(message[0])")
        }
        names.forEach { n in print(n) }
      }
      func count(n: Int) { Text("\\(n) left") }
      """,
    keys: [
      "6:10 Text Remote %@ interpolated", "8:10 Text Unknown type %u interpolated",
      "12:27 Text %lld left interpolated",
    ],
    calls: ["6:5 Text literal", "8:5 Text literal", "12:22 Text literal"],
    literals: ["6:10 Text Remote %@", "8:10 Text Unknown type %u", "12:27 Text %lld left"]),
  // An implicit `.init(...)` where a project type is expected is that type's initializer:
  // arguments, array elements, declarations, returns, assignments, appended elements.
  .init(
    source: """
      struct InfoEntry { init(_ title: LocalizedStringResource, value: String?) {} }
      struct Group { let name: String; let entries: [InfoEntry] }
      func entry(_ info: InfoEntry) {}
      entry(.init("Created", value: date))
      let groups: [Group] = [.init(name: "g", entries: [.init("Size", value: nil)])]
      extension InfoEntry {
        static func empty() -> Self { .init("Empty", value: nil) }
      }
      func f() {
        var list: [InfoEntry] = []
        list.append(.init("Appended", value: nil))
        let one: InfoEntry
        one = .init("Assigned", value: nil)
      }
      """,
    keys: [
      "4:13 InfoEntry Created", "5:57 InfoEntry Size", "7:39 InfoEntry Empty",
      "11:21 InfoEntry Appended", "13:15 InfoEntry Assigned",
    ],
    calls: [
      "4:8 InfoEntry literal", "5:52 InfoEntry literal", "7:34 InfoEntry literal",
      "11:16 InfoEntry literal", "13:10 InfoEntry literal",
    ],
    literals: [
      "4:13 InfoEntry Created", "5:57 InfoEntry Size", "7:39 InfoEntry Empty",
      "11:21 InfoEntry Appended", "13:15 InfoEntry Assigned",
    ]),
  // `@_disfavoredOverload` loses to the overload that localizes; a tuple of keys; a `switch`
  // or `if` expression that initializes a declaration: its literal branches are keys
  // (Kyome22/ShiftWindow), its tuple branches only possible (Xcode leaves them out, mlem).
  .init(
    source: """
      struct Icon {
        init(name: LocalizedStringResource) {}
        @_disfavoredOverload init(name: String) {}
      }
      let icon = Icon(name: "Pink")
      func toggle(text: (on: LocalizedStringResource, off: LocalizedStringResource)) {}
      toggle(text: (on: "Mute", off: "Unmute"))
      let t: LocalizedStringKey = switch mode {
      case .a: "Mode A"
      default: "Other"
      }
      let v: String.LocalizationValue = if flag { "On \\(count)" } else { "Off" }
      let pair: (on: LocalizedStringResource, off: LocalizedStringResource) = switch mode {
      case .a: (on: "Muted", off: "Unmuted")
      default: (on: "Shown", off: "Hidden")
      }
      """,
    keys: [
      "5:23 Icon Pink", "7:19 toggle Mute", "7:32 toggle Unmute",
      "9:10 LocalizedStringKey Mode A", "10:10 LocalizedStringKey Other",
      "12:45 String.LocalizationValue On %@ interpolated", "12:68 String.LocalizationValue Off",
    ],
    possible: [
      "14:15 LocalizedStringResource Muted", "14:29 LocalizedStringResource Unmuted",
      "15:15 LocalizedStringResource Shown", "15:29 LocalizedStringResource Hidden",
    ],
    calls: ["5:12 Icon literal", "7:1 toggle literal"],
    literals: [
      "5:23 Icon Pink", "7:19 toggle Mute", "7:32 toggle Unmute",
      "9:10 LocalizedStringKey Mode A", "10:10 LocalizedStringKey Other",
      "12:45 String.LocalizationValue On %@", "12:68 String.LocalizationValue Off",
    ]),
  // `return .init(...)` in a function returning a resource is that type's initializer; a
  // ternary with `nil` passed where an optional key is expected is a key.
  .init(
    source: """
      func label() -> LocalizedStringResource {
        return .init("Captcha", defaultValue: "Yes (\\(level))", comment: "Shown")
      }
      struct Sheet { init(note: LocalizedStringKey?) {} }
      let sheet = Sheet(note: missing > 0 ? "\\(missing) not found" : nil)
      """,
    keys: [
      "2:16 LocalizedStringResource Captcha comment=Shown default=Yes (%@)",
      "5:39 Sheet %@ not found interpolated",
    ],
    calls: ["2:11 LocalizedStringResource literal", "5:13 Sheet literal"],
    literals: ["5:39 Sheet %@ not found"]),
  // Where no overload takes a `String` (Foundation, the project's own functions), the
  // expression has the localizable type: the literal right of `??` or beside a name in a
  // ternary is a key, and `.init(...)` is whichever localizable type has a matching
  // initializer. A disfavored `String` overload takes `name ?? ""` when `name` is a `String`.
  .init(
    source: """
      let a = String(localized: filter?.label ?? "Action Type")
      let b = String(localized: .init("count.text", defaultValue: "\\(n) on \\(host)"))
      func heading(_ title: LocalizedStringResource) {}
      @_disfavoredOverload func heading(_ title: String) {}
      func badge(_ label: LocalizedStringKey) {}
      heading(name.map(String.init(localized:)) ?? "")
      badge(flag ? "On" : other)
      """,
    keys: [
      "1:44 String(localized:) Action Type",
      "2:33 LocalizedStringResource count.text default=%@ on %@", "7:14 badge On",
    ],
    possible: ["6:46 heading "],
    calls: [
      "1:9 String(localized:) literal", "2:9 String(localized:) dynamic",
      "2:28 LocalizedStringResource literal", "6:1 heading dynamic",
      "6:25 String(localized:) dynamic", "7:1 badge literal",
    ],
    dynamic: ["6:1 heading dynamic", "6:25 String(localized:) dynamic"],
    literals: ["6:46 heading ", "7:14 badge On"]),
  // A stored property whose type ends its line with `>` or `>?` (`Set<String>`) does not run
  // on into the next declaration: the explicit initializer after it is still read.
  .init(
    source: """
      struct Sheet: View {
        let title: LocalizedStringKey
        let note: LocalizedStringKey?
        var cache: Dictionary<String, Int>?
        @State private var picked: Set<String>
        init(title: LocalizedStringKey, note: LocalizedStringKey? = nil) { self.title = title }
      }
      struct Tagged {
        let note: LocalizedStringKey?
        typealias Tags = Set<String>
        init(label: LocalizedStringKey) {}
      }
      let sheet = Sheet(title: "Pick Apps")
      let tagged = Tagged(label: "Tag")
      """,
    keys: ["13:26 Sheet Pick Apps", "14:28 Tagged Tag"],
    calls: ["13:13 Sheet literal", "14:14 Tagged literal"],
    literals: ["13:26 Sheet Pick Apps", "14:28 Tagged Tag"]),
  // Code that never runs or is never compiled: its keys are only possible.
  .init(
    source: """
      if false { Text("Hidden") }
      #if false
      Text("Not compiled")
      #endif
      """,
    possible: ["1:17 Text Hidden", "3:6 Text Not compiled"],
    calls: ["1:12 Text literal", "3:1 Text literal"]),
  // `bundle:` says whose catalog the key is in.
  .init(
    source: """
      Text("A", bundle: .module); String(localized: "B", bundle: .main); Text("C", bundle: b)
      """,
    keys: [
      "1:6 Text A bundle=module", "1:47 String(localized:) B bundle=main",
      "1:73 Text C bundle=other",
    ],
    calls: ["1:1 Text literal", "1:29 String(localized:) literal", "1:68 Text literal"],
    literals: ["1:6 Text A", "1:73 Text C"]),
]

@Suite("KeyExtractor: SDK table and project declarations")
struct ExtractionDeclarationTests {
  @Test("snippets", arguments: declarationCases)
  func snippets(_ example: ExtractionCase) {
    example.check()
  }
}
