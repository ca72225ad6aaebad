import Foundation
import Testing

@testable import L10nKit

@Suite("Source files: glob patterns, finder, parallel scan")
struct ExtractionFilesTests {
  @Test(
    "glob patterns",
    arguments: [
      ("**/Tests/**", "Tests/A/B.swift", true),
      ("**/Tests/**", "Sub/Tests/B.swift", true),
      ("**/Tests/**", "MyTests/B.swift", false),
      ("Modules/AppGallery/**", "Modules/AppGallery/Views/Demo.swift", true),
      ("Modules/AppGallery/**", "Modules/AppGalleryKit/Demo.swift", false),
      ("Modules/*/Generated.swift", "Modules/AppUI/Generated.swift", true),
      ("Modules/*/Generated.swift", "Modules/A/B/Generated.swift", false),
      ("Modules/**/Generated.swift", "Modules/A/B/Generated.swift", true),
      ("Modules/**/Generated.swift", "Modules/Generated.swift", true),
      ("*.generated.swift", "Modules/A/Strings.generated.swift", true),
      ("*.generated.swift", "Modules/A/Strings.swift", false),
      ("File?.swift", "File1.swift", true),
      ("File?.swift", "File10.swift", false),
      ("./Tools/**", "Tools/l10n/main.swift", true),
      // A pattern matching a folder (`a/b`) covers everything below it.
      ("a/*", "a/b/c", true),
      ("a/?", "ab/c", false),
    ])
  func globs(pattern: String, path: String, matches: Bool) {
    #expect(GlobPattern(pattern).matches(path) == matches)
  }

  /// Writes a small source tree into a fresh temporary folder.
  /// The keys `scan(files:)` finds in a project of `files` (made, scanned and removed).
  func projectKeys(_ files: [String: String]) throws -> [String] {
    let root = try makeTree(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let found = try SourceFileFinder.swiftFiles(roots: [root])
    return try KeyExtractor().scan(files: found, relativeTo: root).flatMap { $0.keys.map(\.key) }
  }

  func makeTree(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("extraction-\(UUID().uuidString)")
    for (path, contents) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test(
    "a file is read for declarations when it names a marker, a marked case or a shadowed type",
    arguments: [
      ("let key: LocalizedStringKey = \"a\"", true),
      ("enum Tab { case title(String) }", true),
      ("enum Tab {\n  case  title(String)\n}", true),
      ("enum Tab { case title (String) }", false),
      ("enum Tab { case titleBar(String) }", false),
      ("enum Tab { case subtitle(String) }", false),
      ("// a showcase title(String)", false),
      ("struct Text {}", true),
      ("struct  Text: View {}", true),
      ("extension\tText {}", true),
      ("final class Text {}", true),
      ("struct TextField {}", false),
      ("struct Texts {}", false),
      ("let text = Text(\"a\")", false),
      ("enum", false),
      ("struct ", false),
    ])
  func projectMarkers(source: String, matches: Bool) {
    let markers = ProjectMarkers(
      names: ["LocalizedStringKey", "case title("], shadowing: ["Text"])
    #expect(markers.matches(Array(source.utf8)) == matches)
  }

  @Test("the marker pass names the types a file it does not match declares or extends")
  func markerTypeNames() {
    let markers = ProjectMarkers(names: ["LocalizedStringKey"], shadowing: ["Text"])
    let plain = "struct Card {}\nextension Tile { init(_ raw: String) {} }\nclass  Box {}"
    #expect(markers.scan(Array(plain.utf8), collecting: true).typeNames == ["Card", "Tile", "Box"])
    #expect(markers.scan(Array(plain.utf8), collecting: false).typeNames == [])
    let marked = plain + "\nlet k: LocalizedStringKey = \"k\""
    #expect(markers.scan(Array(marked.utf8), collecting: true) == (true, []))
  }

  @Test("the finder skips hidden folders, .build and excluded paths, and sorts")
  func finder() throws {
    let root = try makeTree([
      "Modules/AppUI/B.swift": "", "Modules/AppUI/A.swift": "", "Modules/AppUI/notes.md": "",
      "Modules/AppGallery/Demo.swift": "", "Tests/AppUITests/T.swift": "",
      ".build/checkouts/X.swift": "", "Modules/.hidden/H.swift": "", "Tools/l10n/main.swift": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let files = try SourceFileFinder.swiftFiles(
      roots: [root], excludes: ["**/Tests/**", "Modules/AppGallery/**"])
    let relative = files.map { String($0.path.dropFirst(root.path.count + 1)) }
    #expect(
      relative == ["Modules/AppUI/A.swift", "Modules/AppUI/B.swift", "Tools/l10n/main.swift"])

    let missing = root.appendingPathComponent("Nope")
    #expect(throws: ExtractionError.missingRoot(path: missing.path)) {
      try SourceFileFinder.swiftFiles(roots: [missing])
    }
  }

  @Test("parallel scans return results in file order with relative paths")
  func parallelScan() throws {
    var tree: [String: String] = [:]
    for index in 0..<40 {
      tree["Sources/File\(index).swift"] = "Text(\"key \(index)\")\n"
    }
    let root = try makeTree(tree)
    defer { try? FileManager.default.removeItem(at: root) }
    let files = try SourceFileFinder.swiftFiles(roots: [root])
    let scans = try KeyExtractor().scan(files: files, relativeTo: root)
    #expect(scans.map(\.path) == files.map { "Sources/" + $0.lastPathComponent })
    #expect(
      scans.map { $0.keys.first?.key }
        == files.map { url in
          "key " + url.deletingPathExtension().lastPathComponent.dropFirst("File".count)
        })

    // Each file is read once for every pass; the first unreadable one, in file order, is named.
    let gone = root.appendingPathComponent("Sources/Gone.swift")
    let alsoGone = root.appendingPathComponent("Sources/AlsoGone.swift")
    let error = #expect(throws: ExtractionError.self) {
      try KeyExtractor().scan(files: [files[0], gone] + files.dropFirst() + [alsoGone])
    }
    if case .unreadableFile(let path, let reason)? = error {
      #expect(path == gone.path)
      #expect(reason == "cannot open the file: No such file or directory")
    } else {
      Issue.record("not an unreadable file: \(String(describing: error))")
    }
    // A folder named like a Swift file is not read as one.
    let folder = root.appendingPathComponent("Sources/Folder.swift")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let folderError = #expect(throws: ExtractionError.self) {
      try KeyExtractor().scan(files: [files[0], folder])
    }
    #expect(
      folderError?.description
        == "\(folder.path): error: cannot read the source file (is a directory, not a file); "
        + "check that it exists and is readable")
  }

  @Test(
    "an implicit SDK member counts in a file that imports its module, or when one re-exports it")
  func implicitMemberModules() throws {
    let intent = """
      struct Done: AppIntent {
        func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done") }
      }
      let family = FontFamily(.custom("Metropolis"))
      """
    let tree: [String: String] = [
      "Sources/Intent.swift": intent,
      "Sources/Exports.swift":
        "@_exported  import\tAppIntents\n@_exported import struct Charts.Chart\n",
    ]
    for exported in [true, false] {
      let root = try makeTree(exported ? tree : tree.filter { $0.key == "Sources/Intent.swift" })
      defer { try? FileManager.default.removeItem(at: root) }
      let files = try SourceFileFinder.swiftFiles(roots: [root])
      let keys = try KeyExtractor().scan(files: files, relativeTo: root).flatMap {
        $0.keys.map(\.key)
      }
      // RealityKit's `.custom(_:)` is in no file's imports either way.
      #expect(keys == (exported ? ["Done"] : []))
    }
    #expect(
      KeyExtractor.exportedModules(in: Array("@_exported import Foundation // x\n".utf8))
        == ["Foundation"])
    #expect(KeyExtractor.exportedModules(in: Array("@_exported var x = 1".utf8)).isEmpty)
    // Another attribute before it; a comment or a string is none.
    #expect(
      KeyExtractor.exportedModules(
        in: Array(
          "  @preconcurrency @_exported import Charts\n// @_exported import AppIntents\n".utf8))
        == ["Charts"])
    #expect(
      KeyExtractor.exportedModules(in: Array(#"let s = "@_exported import AppIntents""#.utf8))
        .isEmpty)
    // The attribute on a line of its own.
    #expect(
      KeyExtractor.exportedModules(in: Array("@_exported\nimport Charts\n".utf8)) == ["Charts"])
  }

  @Test("an interpolated member takes the specifier the other files declare it with")
  func projectSpecifiers() throws {
    let root = try makeTree([
      "Sources/Model.swift": """
      struct Batch { var completed: Int; var total: Int; var amount: Double }
      struct Bill { var amount: Decimal }
      enum Validity { case tooShort(minLength: Int) }
      final class Phase {
        var numberOfResults = 0
        var width = 3, height = 4.5
      }
      """,
      "Sources/View.swift": """
      func body(batch: Batch, phase: Phase, validity: Validity) {
        Text("Updating \\(batch.completed) of \\(batch.total)")
        Text("Stop \\(batch.total - batch.completed) remaining")
        Text("Paid \\(batch.amount), \\(batch.unknown), due \\(bill().amount)")
        if case let .tooShort(minLength: minLength) = validity {
          Text("At least \\(minLength) characters")
        }
        let numberOfResults = phase.numberOfResults
        Text("Browsed \\(numberOfResults) websites")
        Text("\\(phase.width) by \\(phase.height)")
      }
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let files = try SourceFileFinder.swiftFiles(roots: [root])
    let scans = try KeyExtractor().scan(files: files, relativeTo: root)
    let keys = scans.flatMap { $0.keys.map(\.key) }
    // `amount` is a `Double` in one type and a `Decimal` in another: `batch.amount` is the
    // `Double` of `batch: Batch`; of a value of unknown type, it is unknown, `%@`.
    #expect(
      keys == [
        "Updating %lld of %lld", "Stop %lld remaining", "Paid %lf, %@, due %@",
        "At least %lld characters", "Browsed %lld websites", "%lld by %lf",
      ])
    // The file alone knows none of those types.
    let view = try #require(files.first { $0.lastPathComponent == "View.swift" })
    let alone = KeyExtractor().scan(
      source: try String(contentsOf: view, encoding: .utf8), path: "View.swift")
    #expect(alone.keys.first?.key == "Updating %@ of %@")
  }

  @Test("an interpolated member of a value of known type takes that type's declaration")
  func ownerSpecifiers() throws {
    let keys = try projectKeys([
      "Sources/Model.swift": """
      struct Entry { var level: Int16; var note: String }
      extension Store.Reading { var level: Double { 0 } }
      final class Other: NSObject, Identifiable { var level = 0 }
      """,
      "Sources/View.swift": """
      struct Row: View {
        let entry: Entry
        let readings: [Reading]
        let items: FetchedResults<Entry>
        let other: Other
        let fetched: FetchedResults<Entry>?
        var body: some View {
          Text("\\(entry.level) \\(other.level) \\(thing.level)")
          if let first = items.first?.level { Text("First \\(first)") }
          ForEach(readings) { reading in Text("Reading \\(reading.level)") }
          Text("Last \\(readings[0].level)")
          if let all = fetched { ForEach(all) { entry in Text("Each \\(entry.level)") } }
          if let today = entries(on: 1)?.first?.level { Text("Today \\(today)") }
          ForEach(list()) { entry in Text("Row \\(entry.level)") }
        }
        private func entries(on day: Int) -> FetchedResults<Entry>? { nil }
        private func list() -> [Entry] { [] }
      }
      """,
    ])
    // `level` is declared with three types: only a value of unknown type (`thing`) stays `%@`.
    #expect(
      keys == [
        "%d %lld %@", "First %d", "Reading %lf", "Last %lf", "Each %d", "Today %d", "Row %d",
      ])
  }

  @Test("a condition binding of a call unwraps the optional the project's function returns")
  func unwrappedCalls() throws {
    let keys = try projectKeys([
      "Sources/Model.swift": """
      final class HomeModel: ObservableObject {
        func deltaMinutes(at date: Date, status: Status) -> Int? { nil }
        func ratio() -> Double? { nil }
        func title() -> String? { nil }
      }
      """,
      "Sources/Home.swift": """
      struct Home: View {
        @StateObject private var model = HomeModel()
        var body: some View {
          if status != .none, let minutes = model.deltaMinutes(at: now, status: status) {
            Text(status == .overdue ? "Overdue \\(minutes)" : "Soon \\(minutes)")
          }
          if let ratio = model.ratio(), let title = model.title() { Text("\\(ratio) of \\(title)") }
          Text("Raw \\(model.ratio())")
        }
        func share() -> String {
          guard let minutes = model.deltaMinutes(at: .now, status: .ok) else { return "" }
          return String(localized: "In \\(minutes) min")
        }
      }
      """,
    ])
    // The optional itself (`Raw`) has no specifier, as in Xcode.
    #expect(keys == ["Overdue %lld", "Soon %lld", "%lf of %@", "Raw %@", "In %lld min"])
  }

  @Test("an interpolated member chain takes the type of each member along it (TPASS)")
  func memberChains() throws {
    let keys = try projectKeys([
      "Sources/Totals.swift": """
      struct Totals { var value: Double; var label: String }
      """,
      "Sources/View.swift": """
      struct Inner { var value: Int; var totals: Totals; var items: [Totals] }
      struct Record { var inner: Inner; var name: String }
      struct Other { var value: String }
      struct V: View {
        let rec: Record
        var body: some View {
          Text("$\\(rec.inner.value)"); Text("Sum \\(rec.inner.totals.value)")
          Text("\\(self.rec.inner.value) again")
          VStack { Text("Name \\(rec.name), \\(unknown.inner.value)") }
          Text("First \\(rec.inner.items.first!.value)")
        }
      }
      """,
    ])
    // A chain that does not resolve (`unknown`) keeps the file's nearest `value` (`Other`'s).
    #expect(keys == ["$%lld", "Sum %lf", "%lld again", "Name %@, %@", "First %lf"])
  }

  @Test("a member chain through types other files declare takes the type at its end")
  func crossFileMemberChains() throws {
    let keys = try projectKeys([
      "Sources/Model.swift": """
      struct Inner { var value: Int; var ratio: Double; var totals: Totals }
      struct RecordStats {
        var inner: Inner
        var maxDailyCost: (date: String, value: Int)
      }
      """,
      "Sources/Totals.swift": """
      struct Totals { var value: Double }
      struct Shared { var value: Double }
      """,
      "Sources/View.swift": """
      struct DashboardView: View {
        var rec: RecordStats
        var inner: Inner
        let viewModel: AppViewModel
        var body: some View {
          Text("Inner: \\(rec.inner.value)")
          Text("Direct: \\(inner.value)")
          Text("Max: $\\(rec.maxDailyCost.value)")
          Text("Deep \\(self.rec.inner.totals.value) \\(rec.inner.ratio)")
          Text("Lost \\(rec.missing.value)")
          let bound = viewModel.recordStats
          let again = self.viewModel.recordStats.inner
          Text("Bound \\(bound.inner.value) $\\(bound.maxDailyCost.value) \\(again.ratio)")
        }
      }
      struct SummaryStatCard { let value: String }
      """,
      "Sources/ViewModel.swift": """
      final class AppViewModel { var recordStats: RecordStats }
      """,
    ])
    // `value` is declared with four types: a chain that ends nowhere (`missing`) gives none.
    #expect(
      keys == [
        "Inner: %lld", "Direct: %lld", "Max: $%lld", "Deep %lf %lf", "Lost %@",
        "Bound %lld $%lld %lf",
      ])
  }

  @Test("a number literal beside a member another file declares takes that member's type")
  func literalsAdaptToMembers() throws {
    let files = [
      "Sources/Item.swift": """
      struct Item { var price: Double; var quantity: Int; var cost: Decimal }
      """,
      "Sources/View.swift": """
      struct V: View {
        let items: [Item]
        let item: Item
        var body: some View {
          Text("Price \\(items.first?.price ?? 0)"); Text("Twice \\(item.price * 2)")
          Text("Plus \\(1 + item.price), \\(item.quantity + 1)")
          HStack { Text("Unknown \\(thing.weight ?? 0), \\(item.cost ?? 0)") }
          Text("Chain \\(model.preview ?? model.active ?? items.first?.quantity ?? 1)")
        }
      }
      """,
    ]
    // A member the project declares with a type without a specifier (`cost: Decimal`) is `%@`,
    // as Xcode writes it; one declared nowhere (`thing.weight`) keeps the literal's type.
    #expect(
      try projectKeys(files) == [
        "Price %lf", "Twice %lf", "Plus %lf, %lld", "Unknown %lld, %@", "Chain %lld",
      ])
    // The view's file alone: the literal's type.
    let alone = KeyExtractor().scan(
      source: try #require(files["Sources/View.swift"]), path: "View.swift")
    #expect(
      alone.keys.map(\.key) == [
        "Price %lld", "Twice %lld", "Plus %lld, %lld", "Unknown %lld, %lld", "Chain %lld",
      ])
  }

  @Test("the ?? fallback of a member the project declares as a String is no key (Canovr)")
  func plainMemberFallbacks() throws {
    let root = try makeTree([
      "Sources/Plan.swift": """
      struct DayPlan: Codable { let workoutName: String?; let note: String? }
      struct Card { var title: LocalizedStringKey?; var note: LocalizedStringKey? }
      """,
      "Sources/View.swift": """
      struct TodayCardView: View {
        let day: DayPlan
        let card: Card
        var body: some View {
          Text(day.workoutName ?? "Training"); Text(self.day.workoutName ?? "Rest")
          Text(card.title ?? "Card title"); Text(unknown.workoutName ?? "Unknown owner")
          Text(day.note ?? "Either"); Text(day.workoutName?.uppercased() ?? "Called")
        }
        func row(workoutName: LocalizedStringKey?) -> some View { Text(workoutName ?? "Bare name") }
      }
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let files = try SourceFileFinder.swiftFiles(roots: [root])
    let scans = try KeyExtractor().scan(files: files, relativeTo: root)
    // `day` is a `DayPlan`, whose `workoutName` and `note` are `String?`: `Text` shows
    // "Training", "Rest" and "Either" verbatim (though `Card`'s `note` and the parameter
    // `workoutName` are keys' types). A member of a key's type (`card.title`), one of a value
    // of unknown type whose name is also a key's type, a call's result and a bare name (here
    // that parameter) stay possible keys.
    #expect(scans.flatMap { $0.keys.map(\.key) } == [])
    #expect(
      scans.flatMap { $0.possibleKeys.map(\.key) } == [
        "Card title", "Unknown owner", "Called", "Bare name",
      ])
  }

  @Test("a TableColumn's row is an element of the Table's rows, also of a member (UsedPorts)")
  func tableColumnRows() throws {
    let keys = try projectKeys([
      "Sources/Other.swift": """
      private struct RowData { let pid: Int; let port: String }
      """,
      "Sources/PortTable.swift": """
      struct PortEntry: Identifiable { let id: String; let pid: Int32; let port: UInt16 }
      final class PortListViewModel: ObservableObject { @Published var visibleEntries: [PortEntry] = [] }
      struct PortTable: View {
        @ObservedObject var viewModel: PortListViewModel
        let entries: [PortEntry]
        var body: some View {
          Table(viewModel.visibleEntries, selection: $viewModel.selection) {
            TableColumn("PID") { Text("PID \\($0.pid)") }
            TableColumn("Named") { entry in Text("Named \\(entry.port)") }
          }
          ForEach(viewModel.visibleEntries) { Text("Row \\($0.pid)") }
          Table(entries) { TableColumn("Port") { row in HStack { Text("Port \\(row.port)") } } }
        }
      }
      """,
    ])
    #expect(
      keys == ["PID", "PID %d", "Named", "Named %u", "Row %d", "Port", "Port %u"])
  }

  @Test("an element of another file's collection member takes its element type's member")
  func crossFileElements() throws {
    let keys = try projectKeys([
      "Sources/Model.swift": """
      struct PortEntry: Identifiable { let id: String; let pid: Int32; var sizes: [Double] }
      private struct RowData { let pid: Int }
      final class PortListViewModel: ObservableObject {
        @Published var visibleEntries: [PortEntry] = []
        var store: Store
      }
      struct Store { var entries: Array<PortEntry> }
      """,
      "Sources/PortTable.swift": """
      struct PortTable: View {
        @ObservedObject var viewModel: PortListViewModel
        var body: some View {
          Table(viewModel.visibleEntries) { TableColumn("PID") { Text("PID \\($0.pid)") } }
          ForEach(viewModel.store.entries) { entry in Text("Entry \\(entry.pid)") }
          ForEach(viewModel.visibleEntries) { Text("Sizes \\($0.sizes.count)") }
        }
      }
      """,
    ])
    #expect(keys == ["PID", "PID %d", "Entry %d", "Sizes %lld"])
  }

  @Test("an interpolated member is never typed by a local or a parameter of the same name")
  func membersAreNotLocals() throws {
    let keys = try projectKeys([
      "Sources/Match.swift": """
      final class Match { var totalSwings: Int { 0 } }
      enum Limits { static let maxGames = 3 }
      """,
      "Sources/Dashboard.swift": """
      struct Dashboard: View {
        let matches: [Match]
        var summary: some View {
          let totalSwings = matches.reduce(0) { $0 + $1.totalSwings }
          let maxGames = 2.5
          return Text("All \\(totalSwings)")
        }
        func row(totalSwings: Double) -> some View { Text("Row \\(totalSwings)") }
      }
      struct Card: View {
        let match: Match
        var body: some View {
          Text("\\(match.totalSwings) Swings, \\(Limits.maxGames) games")
        }
      }
      """,
    ])
    // The locals and the parameter type only their own uses: `reduce` adds `Match`'s `Int`
    // member, not the `Double` local of that name.
    #expect(keys == ["All %lld", "Row %lf", "%lld Swings, %lld games"])
  }

  @Test("a value an enum case pattern binds takes the type of the case's payload")
  func enumPayloads() throws {
    let keys = try projectKeys([
      "Sources/Cadence.swift": """
      struct CadenceController {
        enum Action: Equatable { case speedUp(Int), slowDown(Int); case hold }
      }
      """,
      "Sources/Engine.swift": """
      enum Reading { case pulse(Int, note: String), pace(seconds: Double) }
      extension Adjustment {
        var logLine: String? {
          switch action {
          case .speedUp(let delta): return String(localized: "Faster (+\\(delta))")
          case let CadenceController.Action.slowDown(delta):
            return String(localized: "Slower (-\\(delta))")
          default: return nil
          }
        }
        func describe(_ reading: Reading) -> String {
          if case .pulse(let bpm, note: let note) = reading {
            return String(localized: "Pulse \\(bpm): \\(note)")
          }
          if case let .pace(seconds) = reading { return String(localized: "Pace \\(seconds)") }
          return ""
        }
      }
      """,
    ])
    // The payloads of `Action` are declared in another file; those of `Reading` in this one.
    #expect(keys == ["Faster (+%lld)", "Slower (-%lld)", "Pulse %lld: %@", "Pace %lf"])
  }

  @Test("a type nested in another hides no SDK type outside it; a top-level one does")
  func nestedTypes() throws {
    let keys = try projectKeys([
      "Sources/Keys.swift": """
      struct LocalizationKeys {
        struct Button { static let play = "button.play" }
        enum Text { static let title = "title" }
      }
      struct Toggle { init(_ name: String, isOn: Bool) {} }
      """,
      "Sources/SettingsView.swift": """
      struct SettingsView: View {
        var body: some View {
          Button(premium ? "Manage" : "Subscribe") { showPaywall = true }
          Text("Welcome")
          Toggle("Not a key", isOn: true)
        }
      }
      """,
    ])
    #expect(keys == ["Manage", "Subscribe", "Welcome"])
  }

  @Test("a dictionary's pairs, also a member's of another file and through Array(...)")
  func dictionaryPairs() throws {
    let keys = try projectKeys([
      "Sources/Model.swift": """
      @Observable final class GameModel {
        var scores: [String: Int] = [:]
        var ratios: [Int: Double] = [:]
      }
      """,
      "Sources/ScoresView.swift": """
      struct ScoresView: View {
        @Environment(GameModel.self) var model
        let local: [String: Int]
        var body: some View {
          ForEach(Array(model.scores.sorted(by: { $0.value > $1.value })), id: \\.key) { player, score in
            Text("\\(player): \\(score)")
          }
          ForEach(Array(local), id: \\.key) { name, points in Text("Local \\(name) \\(points)") }
          ForEach(Array(model.ratios), id: \\.key) { level, ratio in Text("Level \\(level) \\(ratio)") }
        }
      }
      """,
    ])
    #expect(keys == ["%@: %lld", "Local %@ %lld", "Level %lld %lf"])
  }

  @Test("a label of a tuple-typed property, in this file or another, through a member chain")
  func tupleLabels() throws {
    let keys = try projectKeys([
      "Sources/Stats.swift": """
      struct RecordStats { var maxDailyCost: (date: String, value: Int) }
      struct Other { let value: String; let ratio: Double }
      """,
      "Sources/StatsView.swift": """
      struct StatsView: View {
        let viewModel: ViewModel
        let best: (day: String, share: Double)
        var body: some View {
          let rec = viewModel.recordStats
          Text("$\\(rec.maxDailyCost.value) on \\(rec.maxDailyCost.date)")
          Text("Best \\(best.share) on \\(best.day)")
        }
      }
      """,
    ])
    #expect(keys == ["$%lld on %@", "Best %lf on %@"])
  }

  @Test("an array's elements, also a member's of another file, sorted or enumerated")
  func arrayElements() throws {
    let keys = try projectKeys([
      "Sources/Model.swift": """
      final class GameModel: ObservableObject {
        @Published private(set) var availableNumbers: [Int] = []
      }
      """,
      "Sources/GameView.swift": """
      struct GameView: View {
        @StateObject private var viewModel: GameModel
        let ratios: [Double]
        var body: some View {
          ForEach(Array(viewModel.availableNumbers.enumerated()), id: \\.offset) { idx, n in
            Text("Tile \\(n)")
          }
          ForEach(viewModel.availableNumbers.sorted(), id: \\.self) { n in Text("Sorted \\(n)") }
          ForEach(self.ratios, id: \\.self) { ratio in Text("Ratio \\(ratio)") }
        }
      }
      """,
    ])
    #expect(keys == ["Tile %lld", "Sorted %lld", "Ratio %lf"])
  }

  @Test("a range's bounds, here or another file's, and a concatenation's elements (Awful, Alare)")
  func rangeBoundsAndConcatenations() throws {
    let keys = try projectKeys([
      "Sources/Limits.swift": """
      enum PollSubmission { static let optionCountRange = 2...25 }
      enum Scale { static let steps = 0.5..<4 }
      """,
      "Sources/Editor.swift": #"""
      struct Editor: View {
        let pages: ClosedRange<Int>
        private let taps =
          Array(stride(from: 10, through: 200, by: 10)) + Array(stride(from: 300, through: 1000, by: 100))
        var body: some View {
          Text("Between \(PollSubmission.optionCountRange.lowerBound) and \(PollSubmission.optionCountRange.upperBound)")
          Text("Page \(pages.lowerBound)")
          Text("Scale \(Scale.steps.upperBound)")
          ForEach(taps, id: \.self) { count in Text("\(count) taps") }
          ForEach([1, 2] + [3], id: \.self) { n in Text("\(n) more") }
        }
      }
      """#,
    ])
    #expect(
      keys == [
        "Between %lld and %lld", "Page %lld", "Scale %lf", "%lld taps", "%lld more",
      ])
  }

  @Test("the raw value of an enum the project declares with a number raw type")
  func enumRawValues() throws {
    let keys = try projectKeys([
      "Sources/Level.swift": "enum Level: Int, CaseIterable { case easy = 1, hard }\n",
      "Sources/Game.swift": #"""
      struct Game: View {
        let level: Level
        let mood: Mood
        var body: some View {
          Text("Level \(level.rawValue)")
          Text("Mood \(mood.rawValue)")
        }
      }
      enum Mood: String { case happy }
      """#,
    ])
    #expect(keys == ["Level %lld", "Mood %@"])
  }

  @Test("rounding, roots and random numbers have their operand's or type's type")
  func numericFunctions() throws {
    let keys = try projectKeys([
      "Sources/Scale.swift": #"""
      struct Scale: View {
        let weight: Double
        let total: Double
        let count: Int
        let weights: [Double]
        let counts: [Int]
        let items: [Item]
        var body: some View {
          Text("Rounded \(weight.rounded())")
          Text("Down \((total / 3).rounded(.down))")
          Text("Root \(total.squareRoot()) \(sqrt(total))")
          Text("Power \(pow(2, total))")
          Text("At least \(max(0, weight)) \(max(count, 1))")
          Text("Dice \(Int.random(in: 1...6)) \(Double.random(in: 0..<1))")
          Text("Sum \(weights.reduce(0, +)) \(counts.reduce(0, +)) \(items.reduce(0) { $0 + $1.price })")
        }
      }
      """#
    ])
    #expect(
      keys == [
        "Rounded %lf", "Down %lf", "Root %lf %lf", "Power %lf", "At least %lf %lld",
        "Dice %lld %lf", "Sum %lf %lld %lld",
      ])
    // `Item.price` is declared nowhere: the reduce's literal gives a guess, not a typed key.
    let scan = KeyExtractor().scan(
      source: #"let s = Text("Sum \(items.reduce(0) { $0 + $1.price })")"#, path: "V.swift")
    #expect(scan.keys.map(\.isTyped) == [false])
  }

  @Test("the literal a closure of an optional's map returns is a key, and so is its ?? fallback")
  func mappedOptionals() throws {
    let keys = try projectKeys([
      "Sources/Poll.swift": """
      struct PollOption { let voteCount: Int? }
      """,
      "Sources/PollView.swift": #"""
      struct PollView: View {
        let option: PollOption
        let ratio: Double?
        let name: String?
        let counts: [Int]
        var body: some View {
          Text(option.voteCount.map { "(\($0))" } ?? "")
          Text(ratio.map { value in "\(value)x" } ?? "No ratio")
          Text(name.map { $0 } ?? "Anonymous")
          ForEach(counts.map { "\($0) items" }, id: \.self) { Text($0) }
        }
      }
      """#,
    ])
    #expect(keys == ["(%lld)", "", "%lfx", "No ratio"])
  }

  @Test("first, last, max() of a typed collection, and a number literal beside another type")
  func collectionElementsAndLiterals() throws {
    let keys = try projectKeys([
      "Sources/Stats.swift": #"""
      struct Stats: View {
        let hasData: Bool
        let weights: [Double]
        let mixed = [70, 71.5]
        let counts: [Int]
        let name: String
        var body: some View {
          Text("Best \(hasData ? 0 : weights[0])")
          Text("First \(weights.first ?? 0)")
          Text("Forced \(weights.last!)")
          Text("Max \(weights.max() ?? 0)")
          Text("Mixed \(mixed.first ?? 0)")
          Text("Count \(counts.min() ?? 0)")
          Text("Literals \(hasData ? 0 : 1.5)")
          Text("Letter \(name.first!)")
        }
      }
      """#
    ])
    #expect(
      keys == [
        "Best %lf", "First %lf", "Forced %lf", "Max %lf", "Mixed %lf", "Count %lld",
        "Literals %lf", "Letter %@",
      ])
  }

  @Test("a number literal beside a member of another file, or of unknown type, never decides")
  func literalsBesideUntypedValues() throws {
    // `Entry.amount` is a `Double` in another file: every literal beside it is a `Double`.
    let root = try makeTree([
      "Sources/Entry.swift": "struct Entry { var amount: Double; var goal: Double? }",
      "Sources/V.swift": #"""
      struct V: View {
        let e: Entry
        let flag: Bool
        let rates: [String: Double]
        let geo: GeometryProxy
        var body: some View {
          Text("A \((e.amount * 10) / 10)")
          Text("B \(e.amount * 2 + 1)")
          Text("C \(e.amount * 100 / 3)")
          Text("D \((e.goal ?? 0) * 2)")
          Text("E \(flag ? e.amount * 2 : 0)")
          Text("F \(rates["usd"] ?? 0)")
          Text("G \(geo.size.height / 2)")
          Text("H \(100 / 3)")
        }
      }
      """#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let found = try SourceFileFinder.swiftFiles(roots: [root])
    let keys = try KeyExtractor().scan(files: found, relativeTo: root).flatMap(\.keys)
    #expect(
      keys.map(\.key) == [
        "A %lf", "B %lf", "C %lf", "D %lf", "E %lf", "F %lf", "G %lld", "H %lld",
      ])
    // `geo.size.height` is of a type not known here: `%lld` is the literal's guess, and the key
    // is not typed (a catalog's `G %lf` is kept), as a key typed by another file's declaration
    // is not; this file's dictionary and two literals type theirs.
    #expect(keys.map(\.isTyped) == [false, false, false, false, false, true, false, true])
  }

  @Test("self.init, Self(…), Self.init and super.init call the type's own initializers")
  func delegatingInitializers() throws {
    let keys = try projectKeys([
      "Sources/Badge.swift": #"""
      struct Badge {
        let text: LocalizedStringResource
        init(text: LocalizedStringResource) { self.text = text }
        init() { self.init(text: "Delegated key") }
        static func make() -> Badge { Self(text: "Self call key") }
        static func other() -> Badge { Self.init(text: "Self init key") }
      }
      class Base {
        let title: LocalizedStringResource
        init(title: LocalizedStringResource) { self.title = title }
      }
      final class Sub: Base {
        init() { super.init(title: "Super init key") }
      }
      final class Inheriting: Base {
        convenience init(count: Int) { self.init(title: "Inherited init key") }
      }
      class Plain { init(name: String) {} }
      final class PlainSub: Plain { init() { super.init(name: "Not a key") } }
      struct Other {
        init(label: String) {}
        init() { self.init(label: "Also not a key") }
      }
      """#
    ])
    #expect(
      keys == [
        "Delegated key", "Self call key", "Self init key", "Super init key", "Inherited init key",
      ])
  }

  @Test("a typealias types members of other files; a type or generic parameter of its name not")
  func aliasesAcrossFiles() throws {
    let root = try makeTree([
      // amikhaylin/pompaddo-like: the members' types are aliases declared in the model's file.
      "Sources/Model.swift": """
      typealias Minutes = Int
      typealias Percent = Double
      struct Holder {
        var m: Minutes = 1
        var p: Percent = 1
        static let limit: Minutes = 5
        func total() -> Minutes { m }
      }
      struct Metrics { typealias Value = Double }
      class Value: NSObject {}
      enum Bank { typealias Amount = Double }
      struct Tag<Amount: NSObject>: View {
        let amount: Amount
        var body: some View { Text("tag \\(amount)") }
      }
      struct Reading { var weight: Double }
      struct Parcel { var weight: Float }
      // Nested: `Element` means the `Sequence`'s own elsewhere (`Array`'s in its extension).
      struct Ring: Sequence, IteratorProtocol {
        typealias Element = Int
        mutating func next() -> Int? { nil }
      }
      extension Array where Element: BinaryFloatingPoint {
        var average: Element { reduce(0, +) / Element(count) }
      }
      """,
      "Sources/V.swift": #"""
      struct V: View {
        let h: Holder
        let v: Value
        let r: [Percent]
        let readings: [Reading]
        var body: some View {
          Text("b1 \(h.m)")
          Text("b2 \(h.p)")
          Text("b3 \(Holder.limit)")
          Text("b6 \(h.p + 1)")
          Text("value \(v)")
          Text("first \(r.first ?? 0)")
          Text("index \(r[0])")
          Text("sum \(r.reduce(0, +))")
          Text("mapped \(readings.map { $0.weight }.reduce(0, +))")
          Text("shared \(other.weight ?? 0)")
          Text("average \(r.average)")
        }
      }
      """#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let found = try SourceFileFinder.swiftFiles(roots: [root])
    let keys = try KeyExtractor().scan(files: found, relativeTo: root).flatMap(\.keys)
    // `Value` is a class as well as `Metrics`'s alias, `Amount` a generic parameter too; `weight`
    // is a `Double` in one type and a `Float` in another: no literal's `%lld` for it.
    #expect(
      keys.map(\.key).sorted() == [
        "average %@", "b1 %lld", "b2 %lf", "b3 %lld", "b6 %lf", "first %lf", "index %lf",
        "mapped %lf", "shared %@", "sum %lf", "tag %@", "value %@",
      ])
  }

  @Test("the owner of a member chain: an initializer's type, an @Environment object's, an element")
  func ownersOfChains() throws {
    let keys = try projectKeys([
      "Sources/Store.swift": #"""
      final class Entry { var weight: Double = 0 }
      struct Parcel { var weight: Float }
      @Observable final class Store {
        var entries: [Entry] = []
        func latest() -> Entry? { entries.last }
      }
      struct V: View {
        @Environment(Store.self) private var store
        @StateObject private var model = Store()
        var body: some View {
          Text("a \(store.entries.map(\.weight).reduce(0, +))")
          Text("b \(model.entries.map(\.weight).max() ?? 0)")
          Text("c \(store.entries[0].weight)")
          if let last = store.latest() { Text("d \(last.weight)") }
        }
      }
      """#
    ])
    // `last`'s type is not known here, and two types of the file declare `weight` differently:
    // not the last declaration's (`Float`), but none (`%@`, untyped).
    #expect(keys == ["a %lf", "b %lf", "c %lf", "d %@"])
  }

  @Test("Double.zero, Int.max, an enum case's rawValue and a key path's map have their types")
  func staticMembersAndKeyPaths() throws {
    // Kyome22/SystemInfoKit: `var value = Double.zero` with `String(localized: "cpu\(value)")`
    // and `var cycleValue = Int.zero`, which Xcode extracted as `cpu%lf` and `batteryCycle%lld`.
    let root = try makeTree([
      "Sources/Model.swift": """
      final class Model { var entries: [Entry] = [] }
      struct Entry { var count: Int; var name: String }
      enum Level: Int { case low, high }
      typealias Meters = Double
      """,
      "Sources/Stats.swift": #"""
      struct Stats {
        var value = Double.zero
        var cycles = Int.zero
        let width = CGFloat.zero
        let limit = Int64.max
        let circle = Double.pi
        let walked = Meters.zero
        let level = Level.low
        var strings: [String] {
          [
            String(localized: "cpu\(value)"), String(localized: "cycles\(cycles)"),
            String(localized: "width\(width)"), String(localized: "limit\(limit)"),
            String(localized: "circle\(circle)"), String(localized: "walked\(walked)"),
          ]
        }
      }
      struct Item { let weight: Double }
      struct V: View {
        @State private var count = Int.zero
        let items: [Item]
        let model: Model
        var body: some View {
          Text("count \(count)")
          Text("raw \(Level.low.rawValue)")
          Text("sum \(items.map(\.weight).reduce(0, +))")
          Text("heaviest \(items.map(\.weight).max() ?? 0)")
          Text("entries \(model.entries.map(\.count).reduce(0, +))")
          Text("first \(model.entries.map(\.name).max() ?? "")")
          Text("case \(Level.low)")
        }
      }
      """#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let found = try SourceFileFinder.swiftFiles(roots: [root])
    let keys = try KeyExtractor().scan(files: found, relativeTo: root).flatMap(\.keys)
    #expect(
      keys.map(\.key) == [
        "cpu%lf", "cycles%lld", "width%lf", "limit%lld", "circle%lf", "walked%lf",
        "count %lld", "raw %lld", "sum %lf", "heaviest %lf", "entries %lld", "first %@",
        "case %@",
      ])
  }

  @Test("a type given generic arguments is called with them: ValueRow<Int>(title: …)")
  func genericArgumentsCall() throws {
    let keys = try projectKeys([
      "Sources/Row.swift": #"""
      struct ValueRow<V>: View {
        let title: LocalizedStringKey
        let value: V
        var body: some View { Text(title) }
      }
      struct Pair<A, B> { init(_ label: LocalizedStringKey, _ a: A, _ b: B) {} }
      struct Screen: View {
        var body: some View {
          ValueRow<Int>(title: "Generic row", value: 1)
          ValueRow<[String: Int]>(title: "Dictionary row", value: [:])
          ValueRow<Optional<Array<Int>>>(title: "Nested row", value: nil)
          let p = Pair<Int, String>("Pair label", 1, "not a key")
          let flag = Count < Limit && Limit > (Other)
          Text(flag ? "Yes" : "No")
        }
      }
      """#
    ])
    #expect(
      keys == ["Generic row", "Dictionary row", "Nested row", "Pair label", "Yes", "No"])
  }

  @Test("reduce with a closure: what the closure adds, the initial literal taking its type")
  func reduceWithClosure() throws {
    let keys = try projectKeys([
      "Sources/Workout.swift": "struct Workout { var minutes: Int; var distance: Double }",
      "Sources/V.swift": #"""
      struct V: View {
        let workouts: [Workout]
        var body: some View {
          let total = workouts.reduce(0) { $0 + $1.minutes }
          let km = workouts.reduce(0) { $0 + $1.distance }
          let named = workouts.reduce(0) { sum, w in sum + w.minutes }
          let unknown = workouts.reduce(0) { $0 + $1.score }
          VStack {
            Text("Total \(total)")
            Text("Km \(km)")
            Text("Named \(named)")
            Text("Unknown \(unknown)")
            Text("Inline \(workouts.reduce(0.0) { $0 + $1.distance })")
          }
        }
      }
      """#,
    ])
    // `score` is declared nowhere: the literal's `%lld` is a guess (the key is not typed).
    #expect(keys == ["Total %lld", "Km %lf", "Named %lld", "Unknown %lld", "Inline %lf"])
  }

  @Test("the SDK's typealiases of number types have those types' specifiers")
  func sdkNumberAliases() throws {
    let keys = try projectKeys([
      "Sources/Place.swift": #"""
      struct Place: View {
        let distance: CLLocationDistance
        let heading: CLLocationDirection
        let elapsed: CFTimeInterval
        let count: NSInteger
        var body: some View {
          Text("\(distance) m away")
          Text("Heading \(heading)")
          Text("\(elapsed) s")
          Text("\(count) places")
        }
      }
      """#
    ])
    #expect(keys == ["%lf m away", "Heading %lf", "%lf s", "%lld places"])
  }

  @Test("the project's typealiases of number types, in any file, have those types' specifiers")
  func projectNumberAliases() throws {
    let root = try makeTree([
      "Sources/Units.swift": """
      typealias Meters = Double
      enum Store { typealias Count = Int }
      typealias Money = Decimal
      typealias Twice = Int
      """,
      "Sources/Other.swift": "enum Elsewhere { typealias Twice = Double }",
      "Sources/Run.swift": #"""
      typealias Seconds = Double
      struct Run: View {
        let distance: Meters
        let steps: Store.Count
        let laps: Count
        let price: Money
        let both: Twice
        let elapsed: Seconds
        let record: Record
        func best() -> Meters { 0 }
        var body: some View {
          Text("Walked \(distance) m")
          Text("Took \(laps) laps")
          Text("Cost \(price)")
          Text("Both \(both)")
          Text("In \(elapsed) s")
          Text("Best \(best()) m")
          Text("Half \(Meters(steps) / 2)")
          Text("Cast \(value as? Meters ?? 0)")
          Text("Record \(record)")
        }
      }
      """#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let found = try SourceFileFinder.swiftFiles(roots: [root])
    let keys = try KeyExtractor().scan(files: found, relativeTo: root).flatMap(\.keys)
    // `Count` is nested in `Store`: outside it, `Count` is not that alias (`%@`, untyped);
    // `Twice` is the top-level `Int` outside `Elsewhere`; `Money` and `Record` have no
    // specifier.
    #expect(
      keys.map(\.key) == [
        "Walked %lf m", "Took %@ laps", "Cost %@", "Both %lld", "In %lf s", "Best %lf m",
        "Half %lf", "Cast %lf", "Record %@",
      ])
    // Typed by a declaration the project may hold: never a typed `%@`.
    #expect(keys.allSatisfy { !$0.isTyped })
  }

  @Test("max() and min() of what a map closure returns")
  func mappedElements() throws {
    // JGeek00/server-status: `cpuCores?.map({ $0.temperatures?.first ?? 0 }).max()`, whose
    // `Text("\(cpuMaxTemp!)ºC")` Xcode extracted as `%lldºC`. The element's members may be
    // declared in another file.
    let keys = try projectKeys([
      "Sources/Core.swift": """
      struct Core { let temperatures: [Int]?; let load: Double }
      """,
      "Sources/Cpu.swift": #"""
      struct Cpu: View {
        let cores: [Core]?
        let all: [Core]
        let names: [String]
        var body: some View {
          let hottest = cores?.map({ $0.temperatures?.first ?? 0 }).max()
          let busiest = all.map { $0.load }.max()
          let coolest = all.map { core in return core.temperatures?.first ?? 0 }.min()
          let shortest = names.map { $0.count }.min()
          let longest = names.compactMap { Int($0) }.max()
          let joined = names.map { $0 + "!" }.max()
          VStack {
            Text(hottest != nil ? "\(hottest!)ºC" : "N/A")
            Text("Busiest \(busiest ?? 0)")
            Text("Coolest \(coolest!)")
            Text("Shortest \(shortest ?? 0)")
            Text("Longest \(longest ?? 0)")
            Text("Joined \(joined ?? "")")
            Text("Inline \(all.map { $0.load }.max() ?? 0)")
          }
        }
      }
      """#,
    ])
    #expect(
      keys == [
        "%lldºC", "N/A", "Busiest %lf", "Coolest %lld", "Shortest %lld", "Longest %lld",
        "Joined %@", "Inline %lf",
      ])
  }

  @Test("an array literal of numbers types its elements: inline, or a constant of another file")
  func numberArrayLiterals() throws {
    // `[3, 5]` is `[Int]`, `[1, 2.5]` is `[Double]`, with or without a written type (dialect).
    let keys = try projectKeys([
      "Sources/Settings.swift": """
      enum RecentsSettings { static let choices = [3, 5, 10, 20]; static let scales = [1, 2.5] }
      """,
      "Sources/View.swift": """
      struct V: View {
        var body: some View {
          ForEach(RecentsSettings.choices, id: \\.self) { count in Text("\\(count) Items") }
          ForEach(RecentsSettings.scales, id: \\.self) { scale in Text("Scale \\(scale)") }
          ForEach([1, 2], id: \\.self) { n in Text("Inline \\(n)") }
          ForEach(["a", "b"], id: \\.self) { s in Text("Name \\(s)") }
        }
      }
      """,
    ])
    #expect(keys == ["%lld Items", "Scale %lf", "Inline %lld", "Name %@"])
  }

  @Test("one closure parameter over enumerated() or a dictionary: .offset, .element, .key, .value")
  func tupleMembers() throws {
    let keys = try projectKeys([
      "Sources/Board.swift": #"""
      struct Board: View {
        let numbers: [Int]
        let scores: [String: Double]
        var body: some View {
          ForEach(Array(numbers.enumerated()), id: \.offset) { pair in
            Text("\(pair.offset): \(pair.element)")
          }
          ForEach(scores.sorted(by: { $0.value > $1.value }), id: \.key) { entry in
            Text("\(entry.key) scored \(entry.value)")
          }
          ForEach(Array(scores.sorted { $0.key < $1.key }.prefix(3)), id: \.key) { name, score in
            Text("Top \(score)")
          }
        }
      }
      """#
    ])
    #expect(keys == ["%lld: %lld", "%@ scored %lf", "Top %lf"])
  }

  @Test("a range's elements: a property, a parameter or a local, reversed, in Array(...)")
  func rangeElements() throws {
    let keys = try projectKeys([
      "Sources/AgePicker.swift": """
      struct AgePickerView: View {
        let ageRange: ClosedRange<Int>
        func years(_ span: Range<Int>) -> some View {
          ForEach(span.reversed(), id: \\.self) { year in Text("Year \\(year)") }
        }
        var body: some View {
          ForEach(ageRange, id: \\.self) { age in Text("\\(age)").tag(age) }
          let local = 1...5
          ForEach(Array(local), id: \\.self) { step in Text("Step \\(step)") }
          ForEach((1...3).reversed(), id: \\.self) { n in Text("Count \\(n)") }
          ForEach(Array(stride(from: 0.0, to: 1.0, by: 0.25)), id: \\.self) { f in Text("At \\(f)") }
        }
      }
      """
    ])
    #expect(keys == ["Year %lld", "%lld", "Step %lld", "Count %lld", "At %lf"])
  }

  @Test("an interpolated call takes the specifier of the return type the project declares")
  func functionSpecifiers() throws {
    let keys = try projectKeys([
      "Sources/Stats.swift": """
      extension Chart {
        func fulfillment(of dates: [Date]) -> Int { 0 }
        func average() async throws -> Double { 0 }
        func label() -> String { "" }
        func score() -> Int { 0 }
      }
      struct Other { func score() -> Double { 0 } }
      """,
      "Sources/View.swift": """
      struct Chart: View {
        func half() -> Int16 { 0 }
        func pick<T>(_ value: T) -> T { value }
        var body: some View {
          Text("\\(fulfillment(of: dates))%")
          Text("Average \\(try await self.average())")
          Text("\\(half()) of \\(stats.fulfillment(of: []))")
          Text("\\(label()) \\(score()) \\(pick(3)) \\(missing())")
        }
      }
      """,
    ])
    // `score()` returns an `Int` in one type and a `Double` in another: unknown, `%@`; so are
    // a generic function's and an undeclared one's.
    #expect(keys == ["%lld%%", "Average %lf", "%d of %lld", "%@ %@ %@ %@"])
  }

  @Test("a project's extension of an SDK type, in another file, adds the overload a call means")
  func extensionInAnotherFile() throws {
    let root = try makeTree([
      "Sources/Link+Image.swift": """
      extension Link<Label<Text, Image>> {
        init(_ title: String, systemImage: String, destination: URL) { fatalError() }
      }
      """,
      "Sources/View.swift": """
      let rate = Link("Rate App", systemImage: "star", destination: url)
      let help = Link("Help", destination: url)
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let files = try SourceFileFinder.swiftFiles(roots: [root])
    let scans = try KeyExtractor().scan(files: files, relativeTo: root)
    #expect(scans.flatMap { $0.keys.map(\.key) } == ["Help"])
    #expect(scans.flatMap { $0.possibleKeys.map(\.key) } == [])
  }

  @Test("a type's body means its own nested type of a name, declared in any file, not another's")
  func nestedTypesOfOneName() throws {
    let root = try makeTree([
      // `SettingsView.Row` localizes; `ProfileView.Row`, in a file that names no localizable
      // type, shows a `String`; a top-level `Row` too, and `Outer.Mid.Row` localizes.
      "Sources/Settings.swift": """
      struct SettingsView: View {
        var body: some View { Row("Notifications") }
      }
      extension SettingsView {
        struct Row: View {
          let title: LocalizedStringKey
          init(_ title: LocalizedStringKey) { self.title = title }
          var body: some View { Text(title) }
        }
      }
      extension SettingsView {
        static var more: some View { VStack { Self.Row("Self row"); Row.init("Init row") } }
      }
      enum Theme {
        struct Text: View { init(_ raw: String) {}; var body: some View { EmptyView() } }
        static let plain = Text("Theme text"), shown = SwiftUI.Text("Module text")
      }
      enum Outer {
        enum Mid {
          struct Row: View { let label: LocalizedStringKey; var body: some View { Text(label) } }
          static var sample: some View { Row(label: "Deep label") }
        }
        static var other: some View { Mid.Row(label: "Mid label") }
      }
      """,
      "Sources/Profile.swift": """
      struct ProfileView: View {
        var body: some View { Row("Account name") }
      }
      extension ProfileView {
        struct Row: View {
          let text: String; init(_ text: String) { self.text = text }; var body: some View { Text(text) }
        }
      }
      """,
      "Sources/Home.swift": """
      struct Row: View { let label: String; var body: some View { Text(label) } }
      struct Home: View { var body: some View { Row(label: "Top-level words") } }
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let files = try SourceFileFinder.swiftFiles(roots: [root])
    let scans = try KeyExtractor().scan(files: files, relativeTo: root)
    let keys = scans.flatMap { $0.keys.map { "\($0.api) \($0.key)" } }
    #expect(
      keys.sorted() == [
        "Mid.Row Deep label", "Mid.Row Mid label", "SettingsView.Row Init row",
        "SettingsView.Row Notifications", "SettingsView.Row Self row", "Text Module text",
      ])
    // The `String`s of `ProfileView.Row` and of the top-level `Row`, which `SettingsView.Row`
    // would take as keys: possibly shown as they are (see `literal_shown_verbatim`).
    let possible = scans.flatMap { $0.possibleKeys.map { "\($0.api) \($0.key)" } }
    #expect(
      possible.sorted() == [
        "ProfileView.Row Account name", "Row Top-level words", "Theme.Text Theme text",
      ])
  }

  @Test("a file that names no localizable type still declares overloads and nested types")
  func declarationsInPlainFiles() throws {
    let root = try makeTree([
      "Sources/Views.swift": """
      struct Tile: View { init(_ key: LocalizedStringKey) {}; var body: some View { EmptyView() } }
      struct Row: View { let title: LocalizedStringKey; var body: some View { Text(title) } }
      let key = Tile(LocalizedStringKey("Tile key")), plain = Tile("Tile text")
      """,
      // No localizable type named here: a `String` overload a literal calls, and a nested
      // `Row` the type's body means.
      "Sources/Plain.swift": """
      extension Tile { init(_ raw: String) {} }
      struct Card: View {
        var body: some View { Row(title: "Card row") }
        private struct Row: View { let title: String; var body: some View { Text(title) } }
      }
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let files = try SourceFileFinder.swiftFiles(roots: [root])
    let scans = try KeyExtractor().scan(files: files, relativeTo: root)
    #expect(scans.flatMap { $0.keys.map(\.key) } == ["Tile key"])
  }

  @Test("a typealias of a type calls that type's initializers, from a file of its own too")
  func typeAliasesOfTypes() throws {
    let root = try makeTree([
      "Sources/Views.swift": """
      struct Pill: View { let label: LocalizedStringKey; var body: some View { Text(label) } }
      struct Plain: View { let label: String; var body: some View { Text(verbatim: label) } }
      struct Screen: View {
        let chip: Chip = .init(label: "Implicit through alias")
        var body: some View {
          Caption("Module-qualified alias"); Chip(label: "Chained alias")
          Badge(label: "Direct alias"); Note(label: "Not a key: a String")
          Local(label: "Nested alias in an extension")
        }
      }
      """,
      // No localizable type named here, and nothing declared but aliases.
      "Sources/Aliases.swift": """
      typealias Caption = SwiftUI.Text
      typealias Badge = Pill
      typealias Chip = Badge
      typealias Note = Plain
      typealias LSR = LocalizedStringResource
      typealias TextButton = Button<Text>
      typealias Label = Plain
      typealias Btn<L: View> = Button<L>
      """,
      // Aliases nested in types: the type's own names.
      "Sources/Nested.swift": """
      enum NS { typealias Row = Pill }
      struct Inside: View {
        typealias Section = Plain
        var body: some View { Section(label: "Not a key: Plain's") }
      }
      extension Screen { typealias Local = Pill }
      let n = NS.Row(label: "Qualified nested alias")
      """,
      // A private alias is its file's alone; so is one in a function's body.
      "Sources/Private.swift": """
      struct MyText: View { init(_ s: String) {}; var body: some View { EmptyView() } }
      private typealias Text = MyText
      private typealias Chip = Pill
      let own = Text("Not a key: this file's MyText"), chip = Chip(label: "Private alias")
      func debugRow() -> some View { typealias Section = Plain; return Section(label: "Local") }
      """,
      // A nested alias as a declaration's or parameter's type, by its qualified name (a
      // LocalizedStringKey named here so that the file is read).
      "Sources/Contexts.swift": """
      enum Decoy { struct Row: View { let label: LocalizedStringKey; var body: some View { EmptyView() } } }
      enum Kinds { typealias Row = Plain; typealias Key = Pill }
      let row: Kinds.Row = .init(label: "Not a key: Plain's")
      let key: Kinds.Key = .init(label: "Nested alias context")
      func takesKey(_ k: Kinds.Key) {}
      func use() { takesKey(.init(label: "Nested alias parameter")) }
      """,
      "Sources/More.swift": """
      let r = LSR("Literal type alias"), b = TextButton("Specialized generic") {}
      let l = SwiftUI.Label("Module-qualified SDK type", systemImage: "star")
      let p = Label("Not a key: the project's alias")
      let g = Btn("Generic alias") {}, t = Text("SwiftUI's in another file")
      let sc = Section("SwiftUI's, not the local alias's") { EmptyView() }
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let files = try SourceFileFinder.swiftFiles(roots: [root])
    let scans = try KeyExtractor().scan(files: files, relativeTo: root)
    #expect(
      scans.flatMap { $0.keys.map { "\($0.api) \($0.key)" } }.sorted() == [
        "Button Generic alias", "Button Specialized generic", "Label Module-qualified SDK type",
        "LocalizedStringResource Literal type alias",
        "Pill Chained alias", "Pill Direct alias", "Pill Implicit through alias",
        "Pill Nested alias context", "Pill Nested alias in an extension",
        "Pill Nested alias parameter", "Pill Private alias", "Pill Qualified nested alias",
        "Section SwiftUI's, not the local alias's",
        "Text Module-qualified alias", "Text SwiftUI's in another file",
      ])
  }

  @Test("trailing closures pick the overload: the one that takes a closure, or not")
  func trailingClosuresPickOverloads() throws {
    let root = try makeTree([
      "Sources/Views.swift": """
      struct Section: View {
        init(_ raw: String) {}
        init(_ key: LocalizedStringKey, onTap: () -> Void) {}
        var body: some View { EmptyView() }
      }
      struct Tile: View {
        init(_ title: LocalizedStringKey) {}
        init(_ title: String, action: () -> Void) {}
        var body: some View { EmptyView() }
      }
      func row(_ text: String) -> some View { Text(text) }
      func row(_ key: LocalizedStringKey, @ViewBuilder content: () -> some View) -> some View {
        content()
      }
      let a = Section("Trailing picks key") { }, b = Section("Raw text")
      let c = Tile("Key only call"), d = Tile("Raw with action") { }
      let e = row("Row key") { Text("Inside") }, f = row("Row raw")
      """
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let files = try SourceFileFinder.swiftFiles(roots: [root])
    let scans = try KeyExtractor().scan(files: files, relativeTo: root)
    #expect(
      scans.flatMap { $0.keys.map(\.key) }.sorted()
        == ["Inside", "Key only call", "Row key", "Trailing picks key"])
  }

  /// The package's own sources: real Swift, including these tests' tricky snippets.
  @Test("every byte of this package's Swift sources lexes into tokens, with no diagnostics")
  func packageSources() throws {
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let roots = ["Modules", "Tests", "Tools"].map { packageRoot.appendingPathComponent($0) }
    let files = try SourceFileFinder.swiftFiles(roots: roots)
    #expect(files.count >= 10)
    for file in files {
      let bytes = [UInt8](try Data(contentsOf: file))
      let lexer = SwiftLexer(bytes)
      #expect(lexer.diagnostics.isEmpty, "\(file.lastPathComponent): \(lexer.diagnostics)")
      // Tokens are in order, do not overlap, and only whitespace lies between them.
      var covered = 0
      for token in lexer.tokens {
        #expect(token.range.lowerBound >= covered)
        let gap = bytes[covered..<max(covered, token.range.lowerBound)]
        #expect(
          gap.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D },
          "\(file.lastPathComponent): unexpected bytes before \(token.line):\(token.column)")
        covered = token.range.upperBound
      }
    }
  }
}

@Suite("Source files: custom exclusion")
struct ExtractionFinderPredicateTests {
  @Test("a predicate sees folders and files with relative paths, and prunes folders")
  func predicate() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("extraction-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for path in ["Keep/A.swift", "Skip/B.swift", "Keep/Deep/C.swift"] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data().write(to: url)
    }
    var seen: [String] = []
    let files = try SourceFileFinder.swiftFiles(roots: [root]) { _, relative, isDirectory in
      seen.append(relative + (isDirectory ? "/" : ""))
      return relative == "Skip"
    }
    #expect(files.map(\.lastPathComponent) == ["A.swift", "C.swift"])
    #expect(seen.sorted() == ["Keep/", "Keep/A.swift", "Keep/Deep/", "Keep/Deep/C.swift", "Skip/"])
  }
}
