import Foundation

/// A String Catalog read for linting, with the table name code refers to it by.
public struct LoadedCatalog: Sendable {
  /// The catalog file's absolute path.
  public var path: String
  /// The parsed catalog.
  public var catalog: StringCatalog
  /// The table name (`Localizable` for `Localizable.xcstrings`).
  public var table: String
  /// Every language of the catalog (`StringCatalog.languages`, computed once).
  public var languages: [String]

  /// Wraps a parsed catalog read from `path`.
  public init(path: String, catalog: StringCatalog) {
    self.path = path
    self.catalog = catalog
    table = Self.table(of: path)
    languages = catalog.languages
  }

  /// The table name code refers to the catalog at `path` by: its file name without
  /// `.xcstrings`.
  static func table(of path: String) -> String {
    let file = PathUtilities.fileName(path)
    return file.hasSuffix(".xcstrings") ? String(file.dropLast(".xcstrings".count)) : file
  }
}

/// Everything rules look at, indexed once: the configuration, the parsed catalogs, the source
/// scans, and the plural rules of every language involved. A class, so rules and helpers pass
/// it around without copying (and retaining) every field.
public final class LintContext: Sendable {
  /// The configuration.
  public let configuration: L10nConfiguration
  /// The catalogs, each parsed once.
  public let catalogs: [LoadedCatalog]
  /// One scan per Swift file, paths absolute.
  public let scans: [SourceScan]
  /// Which rules are enabled (rules consult each other to avoid reporting one thing twice).
  public let enabledRules: Set<String>
  /// The project's targets (with no project model: one target of every scanned file and
  /// every catalog).
  public let model: ProjectModel
  /// Where code uses each key, by catalog (index in `catalogs`, the first of its path) and
  /// key: the key strings are the scans' own, so indexing allocates no string per use.
  private let usesByKey: [[String: KeyUses]]
  /// The same by key with every specifier written `%@`, for interpolated keys.
  private let usesByShape: [[String: KeyUses]]
  /// The keys (shapes for interpolated keys) of the literals that may be keys, by the path
  /// of the catalog they would be looked up in.
  private let possibleUses: [String: Set<String>]
  /// Shapes (see `shape(of:)`) of the catalog keys that contain `%`, by catalog path.
  private let keyShapes: [String: Set<String>]
  /// The catalogs by path.
  private let catalogIndex: [String: Int]
  /// Without a project model: the tables of catalogs no code refers to.
  private let unreferencedTables: Set<String>
  /// Which catalogs a key goes to.
  private let resolver: CatalogResolver
  /// For each scan, the catalogs Xcode extracts its keys into: those of its `index`th key are
  /// `catalogs[starts[index]..<starts[index + 1]]`, with the top bit set where the key goes in
  /// untyped (`Untyped.bit`: only Xcode's source scan extracts it there).
  private let resolved: [(starts: [UInt32], catalogs: [UInt32])]

  /// The bit of `resolved`'s catalog numbers that marks an untyped extraction.
  private enum Untyped { static let bit: UInt32 = 1 << 31 }
  /// Results several rules share, computed once per run.
  let cache = LintCache()

  /// Indexes the inputs. Without a `model`, every scanned file and every catalog form one
  /// target, and a key goes to the catalog of its table nearest to the file.
  public init(
    configuration: L10nConfiguration, catalogs: [LoadedCatalog], scans: [SourceScan],
    enabledRules: Set<String>, model: ProjectModel? = nil
  ) {
    self.configuration = configuration
    self.catalogs = catalogs
    self.scans = scans
    self.enabledRules = enabledRules
    var unreferenced: Set<String> = []
    if model == nil {
      // Without a project model, a table no code names (a storyboard's, a package's) is
      // someone else's: its keys are not judged against this code.
      var referenced: Set<String> = ["Localizable"]
      for scan in scans {
        for key in scan.keys + scan.possibleKeys { referenced.insert(key.table ?? "Localizable") }
      }
      unreferenced = Set(catalogs.map(\.table)).subtracting(referenced)
    }
    let model =
      model
      ?? ProjectModel(
        configured: configuration, sources: scans.map(\.path), catalogs: catalogs.map(\.path))
    self.model = model
    unreferencedTables = unreferenced
    var index: [String: Int] = [:]
    for (position, loaded) in catalogs.enumerated() where index[loaded.path] == nil {
      index[loaded.path] = position
    }
    catalogIndex = index
    let resolver = CatalogResolver(model)
    self.resolver = resolver
    var byKey = [[String: KeyUses]](repeating: [:], count: catalogs.count)
    var byShape = [[String: KeyUses]](repeating: [:], count: catalogs.count)
    var possible: [String: Set<String>] = [:]
    var resolved: [(starts: [UInt32], catalogs: [UInt32])] = []
    resolved.reserveCapacity(scans.count)
    for (scanIndex, scan) in scans.enumerated() {
      guard !configuration.isEnglishOnly(scan.path) else {
        resolved.append(([], []))
        continue
      }
      var starts: [UInt32] = [0]
      var extractedInto: [UInt32] = []
      starts.reserveCapacity(scan.keys.count + 1)
      // Keys of one file go to a few catalogs: resolved once per table and platforms
      // (`#if os(…)`).
      var resolvedByTable: [String: [CatalogResolver.Resolution]] = [:]
      for (keyIndex, key) in scan.keys.enumerated() {
        let table =
          (key.table ?? "Localizable")
          + (key.isFoundBySourceScan ? "\u{0}scan" : "")
          + (key.isFoundBySourceScan && key.api == .swiftUI("Text") ? "\u{0}text" : "")
          + (key.platforms.map { "\u{0}\($0.rawValue)" } ?? "")
          + (key.api.isCustomMacro ? "\u{0}\(key.api)" : "")
        let resolutions =
          resolvedByTable[table]
          ?? {
            let made = resolver.catalogs(for: key, in: scan.path)
            resolvedByTable[table] = made
            return made
          }()
        for resolution in resolutions where resolution.isExtracted {
          if let target = index[resolution.catalog] {
            extractedInto.append(UInt32(target) | (resolution.isUntyped ? Untyped.bit : 0))
          }
        }
        starts.append(UInt32(extractedInto.count))
        let use = KeyUse(scan: UInt32(scanIndex), key: UInt32(keyIndex))
        for target in resolutions.compactMap({ index[$0.catalog] }) {
          if byKey[target][key.key]?.add(use) == nil { byKey[target][key.key] = KeyUses(use) }
          if key.isInterpolated {
            let shape = Self.shape(of: key.key)
            if byShape[target][shape]?.add(use) == nil { byShape[target][shape] = KeyUses(use) }
          }
        }
      }
      resolved.append((starts, extractedInto))
      for key in scan.possibleKeys {
        let text = key.isInterpolated ? Self.shape(of: key.key) : key.key
        for resolution in resolver.catalogs(for: key, in: scan.path) {
          possible[resolution.catalog, default: []].insert(text)
        }
      }
    }
    self.resolved = resolved
    usesByKey = byKey
    usesByShape = byShape
    possibleUses = possible
    var shapes: [String: Set<String>] = [:]
    for loaded in catalogs {
      shapes[loaded.path, default: []].formUnion(
        loaded.catalog.keys.lazy.filter { $0.containsBytes("%") }.map(Self.shape(of:)))
    }
    keyShapes = shapes
  }

  /// The catalogs the `index`th key of the `scan`th scan belongs in: those of its table in the
  /// targets that compile the file and extract its strings (not `SWIFT_EMIT_LOC_STRINGS = NO`),
  /// whatever bundle the call names; empty when no target compiles the file or none has a
  /// catalog of that table. Keys used elsewhere still count as uses.
  public func catalogs(forKey index: Int, ofScan scan: Int) -> [LoadedCatalog] {
    extractions(forKey: index, ofScan: scan).map(\.catalog)
  }

  /// ``catalogs(forKey:ofScan:)`` with, for each, the key as Xcode writes it there: typed by
  /// the compiler, or untyped by its source scan where the target has
  /// `SWIFT_EMIT_LOC_STRINGS = NO` (`%@` for every interpolation: `Text("\(n) items")` is
  /// `%@ items`).
  public func extractions(forKey index: Int, ofScan scan: Int) -> [(
    catalog: LoadedCatalog, key: String
  )] {
    guard scan < resolved.count, index + 1 < resolved[scan].starts.count else { return [] }
    let (starts, extractedInto) = resolved[scan]
    let key = scans[scan].keys[index]
    return extractedInto[Int(starts[index])..<Int(starts[index + 1])].map { number in
      let isUntyped = number & Untyped.bit != 0
      return (
        catalogs[Int(number & ~Untyped.bit)],
        isUntyped && key.isInterpolated ? Self.shape(of: key.key) : key.key
      )
    }
  }

  /// The methods the scanned files declare, as `Type.name` (`.name` at top level), which
  /// `KeyForwarding.sites` reads: computed once per lint run.
  var declaredMethods: Set<String> {
    cache.declaredMethods {
      scans.reduce(into: Set<String>()) { $0.formUnion($1.declaredMethods) }
    }
  }

  /// Every catalog a key of the file at `path` is looked up in, extracted there or not.
  func lookupCatalogs(for key: ExtractedKey, in path: String) -> [String] {
    resolver.catalogs(for: key, in: path).map(\.catalog)
  }

  /// The positions in `model.targets` of the targets that compile the file at `path`.
  func targets(compiling path: String) -> [Int] { resolver.targets(compiling: path) }

  /// Whether the target at `target` (a position in `model.targets`) builds a catalog of
  /// `table`.
  func builds(table: String, target: Int) -> Bool { resolver.builds(table: table, target: target) }

  /// Whether code decides which of `loaded`'s keys are used: false for catalogs whose keys
  /// come from Info.plist or an interface file, and for catalogs no target
  /// builds.
  public func isJudgedAgainstCode(_ loaded: LoadedCatalog) -> Bool {
    model.nonSwiftCatalogs[loaded.path] == nil && !unreferencedTables.contains(loaded.table)
  }

  /// A key with every format specifier replaced by `%@`, so `Hello \(n)` extracted as
  /// `Hello %@` finds the catalog's `Hello %lld`.
  static func shape(of key: String) -> String {
    let format = FormatString(key)
    guard !format.specifiers.isEmpty else { return key }
    var bytes = Array(key.utf8)
    for specifier in format.specifiers.reversed() {
      bytes.replaceSubrange(
        specifier.offset..<(specifier.offset + specifier.text.utf8.count), with: "%@".utf8)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Where code uses `key` of `loaded`, exactly or as an interpolated string of the same shape.
  public func usages(of key: String, in loaded: LoadedCatalog) -> [ExtractedKey] {
    guard let uses = uses(of: key, in: loaded) else { return [] }
    return uses.all.map { scans[Int($0.scan)].keys[Int($0.key)] }
  }

  /// For each use of `key` (found exactly or by shape) that extracts into `loaded`, the key as
  /// Xcode writes it there (typed, or untyped where only its source scan extracts it) and the
  /// use.
  public func writtenKeys(of key: String, in loaded: LoadedCatalog) -> [(
    key: String, use: ExtractedKey
  )] {
    guard let uses = uses(of: key, in: loaded) else { return [] }
    var result: [(key: String, use: ExtractedKey)] = []
    for use in uses.all {
      for extraction in extractions(forKey: Int(use.key), ofScan: Int(use.scan))
      where extraction.catalog.path == loaded.path {
        result.append((extraction.key, scans[Int(use.scan)].keys[Int(use.key)]))
      }
    }
    return result
  }

  /// Whether some use of `key` is in a target that extracts its strings into `loaded` (not
  /// `SWIFT_EMIT_LOC_STRINGS = NO`); false when there is no use.
  public func isExtracted(_ key: String, in loaded: LoadedCatalog) -> Bool {
    guard let uses = uses(of: key, in: loaded) else { return false }
    return uses.all.contains { use in
      catalogs(forKey: Int(use.key), ofScan: Int(use.scan)).contains { $0.path == loaded.path }
    }
  }

  /// Whether code uses `key` of `loaded` as a key, found exactly or by shape (see
  /// ``usages(of:in:)``; possible keys are not counted).
  public func hasUses(of key: String, in loaded: LoadedCatalog) -> Bool {
    uses(of: key, in: loaded) != nil
  }

  /// The uses of `key` of `loaded` (see ``usages(of:in:)``), nil when there is none.
  private func uses(of key: String, in loaded: LoadedCatalog) -> KeyUses? {
    guard let catalog = catalogIndex[loaded.path] else { return nil }
    if let exact = usesByKey[catalog][key] { return exact }
    guard key.containsBytes("%") else { return nil }
    return usesByShape[catalog][Self.shape(of: key)]
  }

  /// Whether `key` of `loaded` is used in code, or may be (a literal passed where some
  /// overload localizes it); English-only paths do not count.
  public func isUsed(_ key: String, in loaded: LoadedCatalog) -> Bool {
    if hasUses(of: key, in: loaded) { return true }
    guard let possible = possibleUses[loaded.path] else { return false }
    return possible.contains(key)
      || (key.containsBytes("%") && possible.contains(Self.shape(of: key)))
  }

  /// Whether `loaded` has a key of the same shape as `key` (an interpolated key from code,
  /// whose `%@` may be the catalog's `%lld`).
  public func hasKey(shapedLike key: String, in loaded: LoadedCatalog) -> Bool {
    keyShapes[loaded.path]?.contains(Self.shape(of: key)) ?? false
  }

  /// The development language of a catalog (configuration first, then the file).
  public func sourceLanguage(of loaded: LoadedCatalog) -> String {
    configuration.sourceLanguage ?? loaded.catalog.sourceLanguage
  }

  /// The languages every key of `loaded` must be translated into: the configured ones, else
  /// every language the catalog has; never the source language.
  public func requiredLanguages(of loaded: LoadedCatalog) -> [String] {
    let source = sourceLanguage(of: loaded)
    let languages =
      configuration.requiredLanguages.isEmpty
      ? loaded.languages : configuration.requiredLanguages
    return languages.filter { $0 != source }
  }

  /// Plural facts for a language; nil when ICU does not know it.
  public func plurals(for language: String) -> LanguagePlurals? {
    cache.plurals(for: language)
  }

  /// A location in a catalog file.
  public func location(in loaded: LoadedCatalog, _ position: SourcePosition) -> FindingLocation {
    FindingLocation(path: loaded.path, line: position.line, column: position.column)
  }

  /// A location in a Swift file.
  public func location(_ source: SourceLocation) -> FindingLocation {
    FindingLocation(path: source.path, line: source.line, column: source.column)
  }
}

/// A language's plural categories from ICU's CLDR data, and which of them a catalog must have.
public struct LanguagePlurals: Sendable, Hashable {
  /// The categories CLDR defines for the language.
  public var categories: [PluralCategory]
  /// The categories a plural variation must have: every CLDR category except those reached
  /// only by integers of a million or more (French, Spanish, Italian and Portuguese `many`,
  /// used for "1 million" style compact numbers) or by fractions only.
  public var required: [PluralCategory]
  /// Categories that hold a finite set of integers (English `one` = 1), whose arm may leave out
  /// the count ("one item").
  public var fixedCount: Set<PluralCategory>
  /// CLDR's first integer samples of each category, as CLDR writes them (`1`, `21`, `31`,
  /// `2~4`), and `…` last when the category goes on.
  public var integerSamples: [PluralCategory: [String]]

  /// Reads the rules through ICU; nil when ICU does not know the language.
  public init?(language: String) {
    guard let categories = CLDRPlurals.categories(for: language) else { return nil }
    self.categories = categories
    var required: [PluralCategory] = []
    var fixed: Set<PluralCategory> = [.zero]
    var integerSamples: [PluralCategory: [String]] = [:]
    for category in categories {
      let samples = CLDRPlurals.samples(of: category, language: language, decimal: false)
      integerSamples[category] = samples
      let isOpenEnded = samples.contains { $0.contains("…") }
      let plain = samples.filter { !$0.contains("c") && !$0.contains("e") && $0 != "…" }
        .compactMap { Int($0.split(separator: "~").first ?? "") }
      if category == .other || plain.contains(where: { $0 < 1_000_000 }) {
        required.append(category)
      }
      if !isOpenEnded, !samples.isEmpty, category != .other { fixed.insert(category) }
      if isOpenEnded, category == .zero { fixed.remove(.zero) }
    }
    self.required = required
    fixedCount = fixed
    self.integerSamples = integerSamples
  }

  /// The integers `category` is used for, for a message: `1, 21, 31, 41, …`.
  func samplesText(of category: PluralCategory) -> String? {
    guard let samples = integerSamples[category], !samples.isEmpty else { return nil }
    let shown = samples.filter { $0 != "…" }.prefix(4).map {
      $0.replacingOccurrences(of: "~", with: "–")
    }
    let more = samples.count > shown.count
    return shown.joined(separator: ", ") + (more ? ", …" : "")
  }
}

/// Results computed once per lint run and shared by several rules.
final class LintCache: @unchecked Sendable {
  private let lock = NSLock()
  private var format: [FormatProblem: [Violation]]?
  private var plurals: [String: LanguagePlurals?] = [:]
  private var translation: [TranslationProblem: FindingChunks]?
  private var pluralRecords: [PluralRecord]?
  private var runtimeLookups: (all: [RuntimeLookup], byKey: [String: [RuntimeLookup]])?
  private var declaredMethods: Set<String>?

  /// The translation problems of `kind`, all kinds computed by `make` on first use; each kind
  /// is handed out once, then dropped.
  func takeTranslationViolations(
    _ kind: TranslationProblem, _ make: () -> [TranslationProblem: FindingChunks]
  ) -> FindingChunks {
    if lock.withLock({ translation == nil }) {
      let made = make()
      lock.withLock { if translation == nil { translation = made } }
    }
    return lock.withLock { translation?.removeValue(forKey: kind) ?? FindingChunks() }
  }

  /// The plural variations both plural rules check, found by `make` on first use.
  func pluralRecords(_ make: () -> [PluralRecord]) -> [PluralRecord] {
    if let known = lock.withLock({ pluralRecords }) { return known }
    let made = make()
    lock.withLock { if pluralRecords == nil { pluralRecords = made } }
    return made
  }

  /// The literals code looks up at run time from a `String`, in order and by key, found by
  /// `make` on first use (see ``RuntimeLookup``; three rules ask).
  func runtimeLookups(_ make: () -> [RuntimeLookup]) -> (
    all: [RuntimeLookup], byKey: [String: [RuntimeLookup]]
  ) {
    if let known = lock.withLock({ runtimeLookups }) { return known }
    let all = make()
    let made = (all: all, byKey: Dictionary(grouping: all, by: \.key.key))
    lock.withLock { if runtimeLookups == nil { runtimeLookups = made } }
    return made
  }

  /// The methods every scanned file declares (`Type.name`), joined by `make` on first use
  /// (three rules ask; see `KeyForwarding.sites`).
  func declaredMethods(_ make: () -> Set<String>) -> Set<String> {
    if let known = lock.withLock({ declaredMethods }) { return known }
    let made = make()
    lock.withLock { if declaredMethods == nil { declaredMethods = made } }
    return made
  }

  /// A language's plural facts, read from ICU once per language.
  func plurals(for language: String) -> LanguagePlurals? {
    if let known = lock.withLock({ plurals[language] }) { return known }
    let made = LanguagePlurals(language: language)
    lock.withLock { plurals[language] = made }
    return made
  }

  /// The format problems of `kind`, all kinds computed by `make` on first use. Each kind is
  /// handed out once (its rule turns it into findings), then dropped to keep memory down.
  func takeFormatViolations(
    _ kind: FormatProblem, _ make: () -> [FormatProblem: [Violation]]
  ) -> [Violation] {
    if lock.withLock({ format == nil }) {
      let made = make()
      lock.withLock { if format == nil { format = made } }
    }
    return lock.withLock { format?.removeValue(forKey: kind) ?? [] }
  }
}

/// One use of a key in code: which scan, and which of its keys.
private struct KeyUse: Sendable {
  var scan: UInt32
  var key: UInt32
}

/// The uses of one catalog key in order, the first stored inline: a key used once (most are)
/// costs no allocation.
private struct KeyUses: Sendable {
  private var first: KeyUse
  private var more: [KeyUse] = []

  /// The first use.
  init(_ first: KeyUse) { self.first = first }

  /// Adds a use after the others.
  mutating func add(_ use: KeyUse) { more.append(use) }

  /// Every use, in order.
  var all: [KeyUse] { [first] + more }
}
