/// A key looked up in a table that no catalog and no strings file of the project has: Xcode
/// extracts it nowhere, and the app shows it untranslated in every language.
struct TableWithoutCatalogRule: LintRule {
  static let description = RuleDescription(
    id: "table_without_catalog",
    summary: "A localization call names a table that no catalog or strings file of the project "
      + "has: its text is never translated.",
    rationale: """
      `String(localized: "Retry", table: "Erors")`, `Text("Retry", tableName: "Erors")` and \
      `NSLocalizedString("Retry", tableName: "Erors", comment: "")` look the key up in \
      `Erors`: Xcode extracts it only into a catalog of that name, and at run time the bundle \
      has no such table, so the key is shown as it is in every language, silently. A typo in \
      the table's name, or a catalog not created yet, are the usual causes. Table names are \
      file names, and an iPhone's file system tells case apart where a Mac's does not: \
      `table: "settings"` finds `Settings.xcstrings` in the Simulator and not on a device. \
      Only tables that no `.xcstrings`, `.strings` or `.stringsdict` file anywhere in the \
      project is named after are reported, and only for calls that look in the app's or the \
      package's own bundle (a `bundle:` of another framework may hold the table); a project \
      with no table at all is not localized, and is not judged. Add a catalog of that name to \
      the target, or name an existing table.
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        swift: #"""
          let s = String(localized: "Retry", table: "Erors")
          let t = NSLocalizedString("Retry", tableName: "localizable", comment: "")
          """#,
        strings: #""Retry" : {}"#, count: 2)
    ],
    nonTriggeringExamples: [
      RuleExample(
        swift: #"let s = String(localized: "Retry", table: "Localizable")"#,
        strings: #""Retry" : {}"#),
      // Another framework's bundle may hold the table.
      RuleExample(
        swift:
          #"let s = NSLocalizedString("Retry", tableName: "Kit", bundle: kitBundle, comment: "")"#,
        strings: #""Retry" : {}"#),
    ])

  func check(_ context: LintContext) -> [Violation] {
    let catalogTables = Set(context.catalogs.map(\.table))
    var candidates: [(key: ExtractedKey, table: String)] = []
    for scan in context.scans where !context.configuration.isEnglishOnly(scan.path) {
      for key in scan.keys {
        guard let table = key.table, table != "Localizable", !catalogTables.contains(table),
          key.phrases == nil, Self.looksUpOwnBundle(key)
        else { continue }
        candidates.append((key, table))
      }
    }
    guard !candidates.isEmpty else { return [] }
    // The configuration's folder, and each project's (`"projects": ["../app/Package.swift"]`
    // may be outside it).
    let roots =
      [context.configuration.rootDirectory]
      + context.model.projects.map(PathUtilities.directory(of:))
    let tables = catalogTables.union(Self.tableFiles(under: roots))
    guard !tables.isEmpty else { return [] }
    var result: [Violation] = []
    for (key, table) in candidates where !tables.contains(table) {
      result.append(
        Violation(
          "\(key.api) looks \"\(key.key)\" up in the table \"\(table)\", but no \(table)"
            + ".xcstrings, .strings or .stringsdict is in the project: Xcode extracts the key"
            + " nowhere and the app shows it untranslated in every language; "
            + Self.advice(for: table, among: tables),
          at: context.location(key.location), key: key.key))
    }
    return result
  }

  /// What to do: the table the name was likely meant to be, else add a catalog.
  static func advice(for table: String, among tables: Set<String>) -> String {
    // `table: "Localizable.strings"`: the bundle adds the extension itself.
    for suffix in tableExtensions where table.lowercased().hasSuffix(suffix) {
      let base = table.dropLast(suffix.count).lowercased()
      if let named = tables.sorted().first(where: { $0.lowercased() == base }) {
        return "the table is \"\(named)\": a table is named without its file's extension"
      }
    }
    let folded = table.lowercased()
    if let same = tables.sorted().first(where: { $0.lowercased() == folded }) {
      return "the table is \"\(same)\": table names tell case apart on a device"
        + " (the Simulator on a Mac does not)"
    }
    let near = tables.sorted()
      .map { (name: $0, distance: editDistance(folded, $0.lowercased())) }
      .filter { $0.distance <= max(1, min(2, table.count / 4)) }
      .min { $0.distance < $1.distance }
    if let near {
      return "did you mean \"\(near.name)\"? Else add \(table).xcstrings to the target"
    }
    return "add \(table).xcstrings to the target, or name an existing table ("
      + tables.sorted().prefix(5).joined(separator: ", ") + (tables.count > 5 ? ", …)" : ")")
  }

  /// Whether the call looks in the bundle of the app or of the code's own package, where the
  /// project's tables are: no `bundle:`, `.main` or `.module`; not a `l10n.json` function, which
  /// may pass a bundle of its own.
  static func looksUpOwnBundle(_ key: ExtractedKey) -> Bool {
    if case .projectFunction = key.api { return false }
    return key.bundle != .other
  }

  /// The names of the tables that files under `roots` define: each `.xcstrings`, `.strings` and
  /// `.stringsdict` file's name without its extension, in any folder (bundles and `.lproj`
  /// folders included) but hidden ones and build products; a folder under two roots is read
  /// once.
  static func tableFiles(under roots: [String]) -> Set<String> {
    var names: Set<String> = []
    var pending = roots
    var visited: Set<ProjectFileTree.FolderIdentity> = []
    while let folder = pending.popLast() {
      _ = ProjectFileTree.forEachEntry(of: folder, unlessSeenIn: &visited) { name, isDirectory in
        if let table = tableName(of: name) {
          names.insert(table)
        } else if isDirectory, !ProjectDiscovery.skippedFolders.contains(name) {
          pending.append(folder + "/" + name)
        }
      }
    }
    return names
  }

  /// The extensions of the files a table is made of.
  private static let tableExtensions = [".xcstrings", ".strings", ".stringsdict"]

  /// `name` without its extension when it names a table: a catalog (a file, or Xcode's folder
  /// form) or a strings file.
  private static func tableName(of name: String) -> String? {
    for suffix in tableExtensions where name.hasSuffix(suffix) {
      let base = String(name.dropLast(suffix.count))
      return base.isEmpty ? nil : base
    }
    return nil
  }

  /// Levenshtein distance of two short names, by character.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
