/// A literal given to the project's own view for a `String` property that the view shows with
/// `Text(title)`: SwiftUI shows a `String` as it is, and Xcode extracts no key for it. Also a
/// literal that an SDK API's `StringProtocol` overload takes (`Annotation("Home", …)`).
struct LiteralShownVerbatimRule: LintRule {
  static let description = RuleDescription(
    id: "literal_shown_verbatim",
    summary: """
      A literal given as a `String` to the project's own view, or to an SDK API's \
      `StringProtocol` overload, is shown as it is, never localized.
      """,
    rationale: """
      `Text("Settings")` localizes its literal, but `SettingRow(title: "Settings")` does not \
      when `SettingRow` declares `let title: String` and shows it with `Text(title)`: a \
      `String` picks SwiftUI's `StringProtocol` overloads, which show the text as it is, and \
      Xcode extracts no key from a `String` argument. The row reads "Settings" in every \
      language, and no translator ever sees it. Declare the property as `LocalizedStringKey` \
      (or `LocalizedStringResource`, to also pass a table and bundle), so that Xcode extracts \
      the literal and SwiftUI looks it up. A function's `String` parameter shown so, and a \
      property's literal default value (`var message: String = "No items yet"`), are reported \
      the same way, also beside a key in the same call, and for the first unlabeled argument \
      of an initializer that stores it (`init(_ title: String) { self.title = title }`) and \
      for an argument an initializer stores under another name (`init(title: String) { \
      self.heading = title }`); an \
      overload with fewer parameters than the call passes (trailing closures included) is \
      another declaration, and a type's body means its own nested type of a name. So is a \
      literal given to an SDK API whose `StringProtocol` overload is not \
      `@_disfavoredOverload` (`Annotation("Home", coordinate: c)` in MapKit, Charts' \
      `.chartXAxisLabel("Time")` and `.chartYAxisLabel(_:)`, `LabeledContent("Price", value: \
      p, format: .currency(code: "EUR"))`): a literal is a `String` by default, so it calls \
      that overload rather than the `LocalizedStringKey` one; pass `String(localized: \
      "Home")` there. Reported only where every call of the body that shows the property or \
      parameter is a SwiftUI one, for literals with words (not a URL, path or identifier, \
      nor a quantity such as `6.4 MB`), \
      outside `#Preview` bodies, preview providers (and `…Previews` types) and code no platform \
      compiles, in targets \
      that build a catalog.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        swift: """
          struct SettingRow: View {
            let title: String
            var body: some View { HStack { Text(title) } }
          }
          let row = SettingRow(title: "Notifications")
          // A package's public view: an initializer that stores its argument as given.
          public struct Banner: View {
            let message: String
            public init(message: String) { self.message = message }
            public var body: some View { Text(message) }
          }
          let banner = Banner(message: "Sync paused")
          struct Card: View {
            let heading: String
            init(title: String) { self.heading = title }
            var body: some View { Text(heading) }
          }
          let card = Card(title: "Recently added")
          """, strings: "", count: 3),
      // A `String` property's default value.
      RuleExample(
        swift: """
          struct EmptyState: View {
            var message: String = "No items yet"
            let hint: String = "Pull to refresh"
            var body: some View { VStack { Text(message); Text(hint) } }
          }
          """, strings: "", count: 2),
      // A function's `String` parameter, labeled or not.
      RuleExample(
        swift: """
          struct SettingsView: View {
            var body: some View { Form { header("General"); row(title: "Dark Mode", "Auto") } }
            func header(_ title: String) -> some View { Text(title).font(.headline) }
            func row(title: String, _ value: String) -> some View {
              HStack { Text(title); Text(value) }
            }
          }
          struct AccountView: View {
            var body: some View { section("Account") { detail("Follow system") } }
            func section<Content: View>(_ title: String, @ViewBuilder content: () -> Content)
              -> some View { VStack { Text(title); content() } }
            func detail(_ value: String?) -> some View { if let value { Text(value) } }
          }
          """, strings: "", count: 5),
      // The type's own `String` property, whatever another type declares of that name.
      RuleExample(
        swift: """
          struct Row: View { let title: String; var body: some View { Text(title) } }
          struct Header: View { let title: LocalizedStringKey; var body: some View { Text(title) } }
          let row = Row(title: "Alpha words"), header = Header(title: "Inbox")
          """, strings: #""Inbox" : {}"#, count: 1),
      // Through typealiases, top-level or nested in a type (in a file that names a localizable
      // type: one that names none is read for its declarations only when an alias names a type
      // that takes a key).
      RuleExample(
        swift: """
          struct Pill: View {
            let title: String, hint: LocalizedStringKey = "Tap to open"
            var body: some View { Text(title).help(hint) }
          }
          typealias Badge = Pill
          enum Components { typealias Row = Pill }
          let b = Badge(title: "Through an alias"), r = Components.Row(title: "Through a nested one")
          """, strings: #""Tap to open" : {}"#, count: 2),
      // Beside a key in the same call, and the first unlabeled argument of an initializer
      // that stores it.
      RuleExample(
        swift: """
          struct TitleView: View {
            let text: String, caption: LocalizedStringKey
            var body: some View { VStack { Text(text); Text(caption) } }
          }
          struct Box<Content: View>: View {
            var title: String
            var content: Content
            init(_ title: String, content: () -> Content) { self.title = title; self.content = content() }
            var body: some View { VStack { Text(title); content } }
          }
          let t = TitleView(text: "Shown as is", caption: "Caption")
          let b = Box("Plain title") { EmptyView() }
          """, strings: #""Caption" : {}"#, count: 2),
      // Each type's nested `Row` is the one its body means: `Profile.Row` shows a `String`,
      // whatever `Settings.Row` takes.
      RuleExample(
        swift: """
          struct Settings: View {
            var body: some View { Row(title: "Notifications") }
            struct Row: View { let title: LocalizedStringKey; var body: some View { Text(title) } }
          }
          struct Profile: View {
            var body: some View { Row(title: "Account name") }
          }
          extension Profile {
            struct Row: View { let title: String; var body: some View { Text(title) } }
          }
          """, strings: #""Notifications" : {}"#, count: 1),
      // An SDK API whose `StringProtocol` overload a literal calls.
      RuleExample(
        swift: """
          import MapKit
          import Charts
          struct PlaceMap: View {
            var body: some View {
              Map { Annotation("Home", coordinate: home) { Image(systemName: "house") } }
              Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
                .chartXAxisLabel("Day of the week")
            }
          }
          """, strings: #""Day" : {}, "Steps" : {}"#, count: 2),
    ],
    nonTriggeringExamples: [
      // A key, a text with no words, a preview's sample, and a `String` the view localizes.
      RuleExample(
        swift: """
          struct SettingRow: View {
            let title: LocalizedStringKey
            let detail: String
            var body: some View { Text(title); Text(detail) }
          }
          struct Tag: View {
            let name: String
            var body: some View { Text(LocalizedStringKey(name)) }
          }
          let row = SettingRow(title: "Notifications", detail: "https://example.com/help")
          let size = SettingRow(title: "Notifications", detail: "6.4 MB")
          let glyph = SettingRow(title: "Notifications", detail: "あ")
          let tag = Tag(name: "Work")
          #Preview { SettingRow(title: "Sample", detail: "Sample detail") }
          struct Badge: View { let text: String; var body: some View { Text(text) } }
          // An initializer that localizes what it stores.
          struct Notice: View {
            let message: String
            init(message: String) { self.message = NSLocalizedString(message, comment: "") }
            var body: some View { Text(message) }
          }
          let notice = Notice(message: "Sync paused")
          struct Badge_Previews: PreviewProvider {
            static var previews: some View { Badge(text: "Example text") }
          }
          struct Gallery: PreviewProvider {
            static var previews: some View { Badge(text: "Another example") }
          }
          """, strings: #""Notifications" : {}"#),
      // A name the body binds again is another value than the property or parameter.
      RuleExample(
        swift: """
          struct Choices: View {
            let title: String
            let options: [String]
            var body: some View { ForEach(options) { title in Text(title) } }
          }
          struct First: View {
            let title: String
            let options: [String]
            var body: some View { if let title = options.first { Text(title) } }
          }
          let c = Choices(title: "Sort by", options: [])
          let f = First(title: "Sort by", options: [])
          func header(_ title: String) -> some View {
            let title = String(localized: String.LocalizationValue(title))
            return Text(title)
          }
          let h = header("General")
          // State's initial value is data more often than text.
          struct Picker: View {
            @State private var calendar: String = "Calendar"
            var body: some View { Text(calendar) }
          }
          // Each type's own method of one name: this one localizes.
          struct Inbox: View {
            var body: some View { header("Inbox") }
            private func header(_ t: String) -> some View { Text(LocalizedStringKey(t)) }
          }
          struct Sent: View {
            var body: some View { EmptyView() }
            private func header(_ t: String) -> some View { Text(t) }
          }
          """, strings: ""),
      // An overload with more parameters than the one that shows its `String` (sing-box's
      // `FormTextItem(_:_:_:)`, whose second is an icon).
      RuleExample(
        swift: """
          func item(_ name: LocalizedStringKey, _ value: String) -> some View {
            HStack { Text(name); Text(value) }
          }
          func item(_ name: LocalizedStringKey, _ icon: String, @ViewBuilder _ value: () -> some View)
            -> some View { Label(name, systemImage: icon) }
          let v = item("State", "power") { Text("On") }
          """, strings: #""State" : {}, "On" : {}"#),
      // The localizing overload, chosen by a key's type; a text with no words.
      RuleExample(
        swift: """
          import MapKit
          struct PlaceMap: View {
            let title: LocalizedStringKey
            var body: some View {
              Map {
                Annotation(title, coordinate: home) { Image(systemName: "house") }
                Annotation(String(localized: "Work"), coordinate: work) { Image(systemName: "bag") }
                Annotation("", coordinate: pin) { Image(systemName: "mappin") }
              }
            }
          }
          """, strings: #""Work" : {}"#),
    ])

  func check(_ context: LintContext) -> [Violation] {
    // The SwiftUI calls that show a `String` property or parameter, by its type or function
    // and the argument that sets it.
    let localizingFiles = Self.filesOfTargetsWithCatalogs(context)
    var result: [Violation] = []
    for scan in context.scans where localizingFiles?.contains(scan.path) ?? true {
      for literal in scan.verbatimLiterals
      where !TranslationCheck.hasNoWords(literal.text) && !Self.isMachineText(literal.text) {
        let text = literal.text.escapingControlCharacters
        result.append(
          Violation(
            "\(literal.initializer) shows \"\(text)\" as it is: a literal calls its overload that "
              + "takes a StringProtocol, not the LocalizedStringKey one (the SDK does not mark "
              + "it disfavored), and Xcode extracts no key; pass String(localized: \"\(text)\")",
            at: context.location(literal.location), key: literal.text))
      }
    }
    let shown = KeyForwarding.index(context.scans, isString: true, calling: \.isSwiftUI)
    guard !shown.isEmpty else { return result }
    let declaredMethods = context.declaredMethods
    for scan in context.scans where localizingFiles?.contains(scan.path) ?? true {
      for literal in scan.possibleKeys + scan.stringDefaults {
        guard case .declared(let owner) = literal.api,
          let first = KeyForwarding.sites(
            for: literal, in: scan, of: shown, declaredMethods: declaredMethods
          ).first, !literal.isInterpolated,
          !TranslationCheck.hasNoWords(literal.key),
          !Self.isMachineText(literal.key)
        else { continue }
        let root = context.configuration.rootDirectory
        let place = PathUtilities.relative(first.location.path, to: root)
        // A catalog may have the key (from a `Text("…")` elsewhere, or older code): its
        // translations are not shown here.
        let unused = context.catalogs.first { $0.catalog[literal.key] != nil }.map {
          "; \(PathUtilities.relative($0.path, to: root)) has the key, but this call never shows"
            + " its translations"
        }
        result.append(
          Violation(
            "\(owner) shows \"\(literal.key.escapingControlCharacters)\" as it is, with "
              + "\(first.spelledCall) at \(place):\(first.location.line): \(first.name)"
              + " is a String, which SwiftUI never localizes, and Xcode extracts no key for it"
              + "\(unused ?? ""); declare \(first.name) as LocalizedStringKey (or "
              + "LocalizedStringResource)",
            at: context.location(literal.location), key: literal.key))
      }
    }
    return result
  }

  /// Whether `text` is one word of machine text rather than prose, which no one translates: a
  /// URL, an e-mail address, a path or an identifier (`https://github.com/owner/repo.git`,
  /// `repository-name`, `com.example.app`); a quantity (`6.4 MB`); or a single character, a
  /// glyph shown as a badge or symbol (`A`, `あ`, `Я`: obott9/IMEIndicatorClock's input
  /// source badges).
  static func isMachineText(_ text: String) -> Bool {
    !text.contains(" ") && text.contains { "./@:_-".contains($0) } || isQuantity(text)
      || text.count == 1
  }

  /// Whether `text` is a number with units, a sample value rather than prose (`6.4 MB`,
  /// `38 B/s`, `-5 °C`, `2 h 5 min`): it starts with a digit (or a sign and one), and each of
  /// its words is a unit symbol (`3 files`, `1 of 3` and `1 day` are prose).
  static func isQuantity(_ text: String) -> Bool {
    let digits = text.drop { $0 == "-" || $0 == "+" || $0 == "−" }
    guard let first = digits.first, first.isASCII, first.isNumber else { return false }
    return text.split { !$0.isLetter }.allSatisfy { unitSymbols.contains(String($0)) }
  }

  /// Unit symbols a quantity's number may carry: data and rates, time, frequency, length,
  /// mass, volume, energy, power, temperature (after `°`), screen measures.
  private static let unitSymbols: Set<String> = [
    "B", "KB", "kB", "MB", "GB", "TB", "PB", "KiB", "MiB", "GiB", "TiB", "bit", "bps", "kbps",
    "Kbps", "Mbps", "Gbps", "ms", "µs", "ns", "s", "sec", "min", "h", "hr", "Hz", "kHz", "MHz",
    "GHz", "mm", "cm", "m", "km", "ft", "mi", "mph", "kph", "g", "mg", "kg", "lb", "lbs", "oz",
    "mL", "ml", "L", "l", "cal", "kcal", "kJ", "Wh", "kWh", "W", "kW", "V", "mA", "mAh", "dB",
    "C", "F", "K", "fps", "pt", "px", "x", "AM", "PM", "am", "pm",
  ]

  /// The Swift files of the targets that build a catalog, when the project model knows its
  /// targets (nil: every file, with a configuration's catalogs).
  static func filesOfTargetsWithCatalogs(_ context: LintContext) -> Set<String>? {
    let targets = context.model.targets
    guard !targets.isEmpty else { return nil }
    return Set(targets.filter { !$0.catalogs.isEmpty }.flatMap(\.swiftFiles))
  }
}
