/// A repository's targets, the Swift files compiled into each and the String Catalogs each
/// builds, read from its Xcode projects and Swift packages (or given by `l10n.json`): what key
/// extraction and catalog resolution need to do as Xcode does, per target.
public struct ProjectModel: Sendable {
  /// One target: Swift files compiled together, and the catalogs their keys go to.
  public struct Target: Sendable, Hashable {
    /// What a target builds; it decides the default bundle of its keys.
    public enum Kind: String, Sendable, Hashable {
      /// An app (`com.apple.product-type.application`).
      case app
      /// An app extension, widget or App Intents extension.
      case appExtension = "app-extension"
      /// A framework or library of an Xcode project.
      case framework
      /// A target of a Swift package: its code's keys default to `Bundle.module`.
      case package
      /// A unit or UI test bundle.
      case test
      /// Anything else (a tool, an aggregate, targets given by `l10n.json`).
      case other
    }

    /// The target's name.
    public var name: String
    /// What it builds.
    public var kind: Kind
    /// The `.xcodeproj` folder, `Package.swift` or `l10n.json` that declares it.
    public var origin: String
    /// The Swift files it compiles, absolute.
    public var swiftFiles: [String]
    /// The String Catalogs it builds, absolute.
    public var catalogs: [String]
    /// The Objective-C files (`.m`, `.mm`) it compiles, absolute: an Xcode project's or spec's
    /// targets only.
    public var objectiveCFiles: [String] = []
    /// Its `.storyboard`, `.xib` and `.intentdefinition` files, absolute.
    public var interfaceFiles: [String]
    /// `LOCALIZED_STRING_MACRO_NAMES`.
    public var macroNames: [String]
    /// `SWIFT_EMIT_LOC_STRINGS` (always true for packages and `l10n.json` targets).
    public var emitsSwiftStrings: Bool
    /// Names of the package products and targets it depends on.
    public var dependencies: [String]
    /// The localizable keys of its Info.plist, which Xcode extracts into its `InfoPlist`
    /// catalogs (an Xcode project's or spec's targets only).
    public var infoPlistEntries: [InfoPlistEntry] = []
    /// The platforms it builds for (`SUPPORTED_PLATFORMS`, else `SDKROOT`); nil when unknown
    /// (a package, a target that names none): every platform.
    public var platforms: PlatformSet?
    /// `LOCALIZED_STRING_SWIFTUI_SUPPORT`: whether, without `SWIFT_EMIT_LOC_STRINGS`, Xcode's
    /// source scan extracts the literals passed to SwiftUI's `Text` (YES by default); with NO
    /// it reads only the `LOCALIZED_STRING_MACRO_NAMES` calls.
    public var scansSwiftUIText = true

    /// Creates a target.
    public init(
      name: String, kind: Kind, origin: String, swiftFiles: [String], catalogs: [String],
      interfaceFiles: [String] = [], macroNames: [String] = [], emitsSwiftStrings: Bool = true,
      dependencies: [String] = []
    ) {
      self.name = name
      self.kind = kind
      self.origin = origin
      self.swiftFiles = swiftFiles
      self.catalogs = catalogs
      self.interfaceFiles = interfaceFiles
      self.macroNames = macroNames
      self.emitsSwiftStrings = emitsSwiftStrings
      self.dependencies = dependencies
    }
  }

  /// The Info.plist keys Xcode extracts into the `InfoPlist` catalog at `catalog`: those of
  /// every target that builds it, each key once (the first target's value), in target order,
  /// each target's in the order of their locations.
  public func infoPlistEntries(of catalog: String) -> [InfoPlistEntry] {
    var seen: Set<String> = []
    return targets.filter { $0.catalogs.contains(catalog) }.flatMap {
      $0.infoPlistEntries.sorted { ($0.location, $0.key) < ($1.location, $1.key) }
    }.filter { seen.insert($0.key).inserted }
  }

  /// The Info.plist keys that the targets building `catalog` give different values
  /// (`CFBundleDisplayName` of an app and of its widget sharing one catalog): no one value is
  /// the catalog's source text, so none replaces it.
  public func differingInfoPlistKeys(of catalog: String) -> Set<String> {
    var values: [String: String] = [:]
    var differing: Set<String> = []
    for target in targets where target.catalogs.contains(catalog) {
      for entry in target.infoPlistEntries {
        if let value = values[entry.key], value != entry.value { differing.insert(entry.key) }
        values[entry.key] = values[entry.key] ?? entry.value
      }
    }
    return differing
  }

  /// Where a catalog's keys come from, when not from Swift code: such a catalog is never judged
  /// against code (no `unused_key`, no stale marks by `extract`).
  public enum CatalogSource: Sendable, Hashable, CustomStringConvertible {
    /// `InfoPlist.xcstrings`: the Info.plist's keys.
    case infoPlist
    /// A catalog named after a storyboard, XIB or intent definition of its target.
    case interfaceFile(String)
    /// A catalog no target builds: no code can look its keys up.
    case noTarget

    /// What the keys come from, for messages.
    public var description: String {
      switch self {
      case .infoPlist: return "Info.plist"
      case .interfaceFile(let path): return PathUtilities.fileName(path)
      case .noTarget: return "no target"
      }
    }
  }

  /// The folder the model was read from.
  public var root: String
  /// The targets, in the order their projects were read.
  public var targets: [Target]
  /// Every catalog: those of the targets, then those found in no target; sorted, unique.
  public var catalogs: [String]
  /// Catalogs whose keys come from somewhere other than Swift code.
  public var nonSwiftCatalogs: [String: CatalogSource]
  /// Swift files found under the root that no target compiles (not scanned).
  public var unownedSwiftFiles: [String]
  /// The projects and manifests read (`.xcodeproj` folders, `Package.swift` files).
  public var projects: [String]
  /// What could not be understood, and what was left out.
  public var notes: [ProjectNote]
  /// The Xcode projects' `developmentRegion`, when one is set.
  public var developmentRegion: String?
  /// The Xcode projects' `knownRegions` (without `Base`), in the order read.
  public var knownRegions: [String]
  /// The Core Data models under the root, whose generated classes type interpolations.
  public var dataModels: [String]

  /// Creates a model; `catalogs` defaults to the targets' catalogs.
  public init(
    root: String, targets: [Target], catalogs: [String]? = nil,
    nonSwiftCatalogs: [String: CatalogSource] = [:], unownedSwiftFiles: [String] = [],
    projects: [String] = [], notes: [ProjectNote] = [], developmentRegion: String? = nil,
    knownRegions: [String] = [], dataModels: [String] = []
  ) {
    self.root = root
    self.targets = targets
    self.catalogs = catalogs ?? Array(Set(targets.flatMap(\.catalogs))).sorted()
    self.nonSwiftCatalogs = nonSwiftCatalogs
    self.unownedSwiftFiles = unownedSwiftFiles
    self.projects = projects
    self.notes = notes
    self.developmentRegion = developmentRegion
    self.knownRegions = knownRegions
    self.dataModels = dataModels
  }

  /// The model of a project `l10n.json` describes only by `sourceRoots` and `catalogs`: one
  /// target of every source (`sources`, Swift and Objective-C files) and every catalog.
  init(configured configuration: L10nConfiguration, sources: [String], catalogs: [String]) {
    var target = Target(
      name: L10nConfiguration.fileName, kind: .other,
      origin: configuration.path ?? configuration.rootDirectory,
      swiftFiles: sources.filter { !ObjectiveCKeyScanner.isSource($0) }, catalogs: catalogs)
    target.objectiveCFiles = sources.filter(ObjectiveCKeyScanner.isSource)
    self.init(
      root: configuration.rootDirectory, targets: [target],
      nonSwiftCatalogs: ProjectDiscovery.nonSwiftCatalogs(byName: catalogs))
  }

  /// The targets that build `catalog`.
  func builders(of catalog: String) -> [Target] {
    targets.filter { $0.catalogs.contains(catalog) }
  }

  /// The targets that build `catalog` when the compiler extracts the Swift strings of none of
  /// them (`SWIFT_EMIT_LOC_STRINGS = NO`: Xcode syncs only what its source scan finds into it);
  /// empty otherwise.
  func unextractedBuilders(of catalog: String) -> [Target] {
    let builders = builders(of: catalog)
    return builders.contains(where: \.emitsSwiftStrings) ? [] : builders
  }

  /// What Xcode's source scan extracts into `catalog` for `builders` (targets without
  /// `SWIFT_EMIT_LOC_STRINGS`), for messages: `Text("…")` literals too unless every one sets
  /// `LOCALIZED_STRING_SWIFTUI_SUPPORT = NO`.
  static func sourceScanReads(_ builders: [Target]) -> String {
    builders.contains(where: \.scansSwiftUIText)
      ? "Text(\"…\") literals and NSLocalizedString-style calls"
      : "NSLocalizedString-style calls (LOCALIZED_STRING_SWIFTUI_SUPPORT = NO)"
  }

  /// How to turn `SWIFT_EMIT_LOC_STRINGS` on for the targets that build `catalog`: in the
  /// XcodeGen spec when one declares them (the project is generated from it; its settings are
  /// where the build setting is kept), else as a build setting.
  func emitSettingAdvice(forCatalog catalog: String) -> String {
    let specs = Set(builders(of: catalog).map(\.origin).filter(ProjectDiscovery.isProjectSpec))
    guard specs.count == 1, let spec = specs.first else {
      return "set SWIFT_EMIT_LOC_STRINGS = YES"
    }
    let setting =
      ProjectDiscovery.isTuistManifestPath(spec)
      ? "\"SWIFT_EMIT_LOC_STRINGS\": \"YES\"" : "SWIFT_EMIT_LOC_STRINGS: YES"
    return "add \(setting) to the target's settings in " + PathUtilities.relative(spec, to: root)
  }

  /// Every Swift file some target compiles, sorted, each once.
  public var swiftFiles: [String] {
    Array(Set(targets.flatMap(\.swiftFiles))).sorted()
  }

  /// Every Objective-C file some target compiles, sorted, each once.
  public var objectiveCFiles: [String] {
    Array(Set(targets.flatMap(\.objectiveCFiles))).sorted()
  }

  /// Every function named in some target's `LOCALIZED_STRING_MACRO_NAMES`.
  public var macroNames: [String] {
    var names: [String] = []
    for name in targets.flatMap(\.macroNames) where !names.contains(name) { names.append(name) }
    return names
  }

  /// A one-paragraph account of what was found, for `l10n lint` without a configuration.
  public func summary(relativeTo directory: String) -> String {
    func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    let names = projects.map { PathUtilities.relative($0, to: directory) }
    var text = "Found \(count(targets.count, "target")) in \(count(projects.count, "project"))"
    if !names.isEmpty {
      let shown = names.prefix(4).joined(separator: ", ")
      text += " (\(shown)\(names.count > 4 ? ", and \(names.count - 4) more" : ""))"
    }
    text += ", \(count(swiftFiles.count, "Swift file"))"
    let objectiveC = objectiveCFiles.count
    if objectiveC > 0 { text += ", \(count(objectiveC, "Objective-C file"))" }
    text += " and \(count(catalogs.count, "catalog"))"
    if !unownedSwiftFiles.isEmpty {
      text += "; \(count(unownedSwiftFiles.count, "Swift file")) in no target (not scanned)"
    }
    return text + "."
  }
}

/// Which catalogs each use of a key goes to, as Xcode extracts: the catalogs of the targets that
/// compile the file, of the key's table, whatever bundle the call looks it up in (the compiler
/// extracts per module: macguru/PackageXCStrings' `Text("my string", bundle: .main)` in a
/// package went to the package's catalog).
struct CatalogResolver: Sendable {
  private let targetsByFile: [String: [Int]]
  private let targets: [ProjectModel.Target]
  /// Catalog paths by table name, per target.
  private let catalogsByTable: [[String: [String]]]

  init(_ model: ProjectModel) {
    targets = model.targets
    var byFile: [String: [Int]] = [:]
    for (index, target) in model.targets.enumerated() {
      for file in target.swiftFiles + target.objectiveCFiles {
        byFile[file, default: []].append(index)
      }
    }
    targetsByFile = byFile
    catalogsByTable = model.targets.map { target in
      var tables: [String: [String]] = [:]
      for catalog in target.catalogs {
        tables[LoadedCatalog.table(of: catalog), default: []].append(catalog)
      }
      return tables
    }
  }

  /// One catalog a key goes to.
  struct Resolution: Hashable {
    /// The catalog's path.
    var catalog: String
    /// Whether the compiler of a target that compiles the code extracts the key into it
    /// (`SWIFT_EMIT_LOC_STRINGS = YES`).
    var byCompiler: Bool
    /// Whether Xcode's source scan extracts it where the compiler does not: in a target with
    /// `SWIFT_EMIT_LOC_STRINGS = NO`, Xcode still finds `Text("…")` literals and the
    /// `LOCALIZED_STRING_MACRO_NAMES` calls in the source, without types (every interpolation
    /// is `%@`).
    var bySourceScan: Bool

    /// Whether Xcode extracts the key into the catalog (else it is only looked up there).
    var isExtracted: Bool { byCompiler || bySourceScan }
    /// Whether the key goes in untyped, as the source scan writes it (`%@` for every
    /// interpolation), because no compiler extracts it.
    var isUntyped: Bool { bySourceScan && !byCompiler }
  }

  /// The catalogs a key used in `file` belongs in (none when no target compiles the file or its
  /// targets have no catalog of the key's table).
  func catalogs(for key: ExtractedKey, in file: String) -> [Resolution] {
    let table = key.table ?? "Localizable"
    var result: [Resolution] = []
    for index in targetsByFile[file] ?? [] {
      // A literal in `#if os(watchOS)` is not compiled, nor extracted, for an iOS target; one
      // in `#if os(Linux)` for none.
      if let platforms = key.platforms,
        platforms.isEmpty || targets[index].platforms.map(platforms.isDisjoint(with:)) == true
      {
        continue
      }
      // A call of a `LOCALIZED_STRING_MACRO_NAMES` function is extracted only by the targets
      // that name it (a `.m` file two targets share, one of them naming `MyLoc`).
      if case .macro(let name) = key.api, !targets[index].macroNames.isEmpty,
        !targets[index].macroNames.contains(name)
      {
        continue
      }
      let byCompiler = targets[index].emitsSwiftStrings
      let bySourceScan =
        !byCompiler && key.isFoundBySourceScan
        && (targets[index].scansSwiftUIText || key.api != .swiftUI("Text"))
      // A possible key of the project's own function is possible in every table.
      let tables =
        key.isPossibleInAnyTable
        ? Array(catalogsByTable[index].values) : [catalogsByTable[index][table] ?? []]
      for catalogs in tables {
        guard let catalog = Self.nearest(catalogs, to: file) else { continue }
        if let existing = result.firstIndex(where: { $0.catalog == catalog }) {
          result[existing].byCompiler = result[existing].byCompiler || byCompiler
          result[existing].bySourceScan = result[existing].bySourceScan || bySourceScan
        } else {
          result.append(
            Resolution(catalog: catalog, byCompiler: byCompiler, bySourceScan: bySourceScan))
        }
      }
    }
    return result
  }

  /// Of several catalogs of one table in one target, the one whose folder shares the most
  /// leading folders with `file` (a module's own catalog before the app's), the first on a tie.
  static func nearest(_ catalogs: [String], to file: String) -> String? {
    guard catalogs.count > 1 else { return catalogs.first }
    let fileParts = file.split(separator: "/")
    var best: (catalog: String, shared: Int)?
    for catalog in catalogs {
      let parts = catalog.split(separator: "/").dropLast()
      var shared = 0
      while shared < min(parts.count, fileParts.count - 1),
        parts[parts.startIndex + shared] == fileParts[shared]
      {
        shared += 1
      }
      if let current = best, shared <= current.shared { continue }
      best = (catalog, shared)
    }
    return best?.catalog
  }

  /// Whether some target compiles `file`.
  func isCompiled(_ file: String) -> Bool { targetsByFile[file] != nil }

  /// The positions in the model of the targets that compile `file`.
  func targets(compiling file: String) -> [Int] { targetsByFile[file] ?? [] }

  /// Whether the target at `target` (a position in the model) builds a catalog of `table`.
  func builds(table: String, target: Int) -> Bool { catalogsByTable[target][table] != nil }
}
