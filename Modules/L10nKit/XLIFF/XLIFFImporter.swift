import Foundation

/// What happened to one unit (or file) of an imported XLIFF.
public struct XLIFFImportFinding: Sendable, Equatable, CustomStringConvertible {
  /// The outcome.
  public enum Outcome: String, Sendable, Equatable {
    /// The translation was merged into the catalog.
    case imported
    /// Merged, but marked `needs_review` (its source changed since export).
    case importedNeedsReview = "imported-needs-review"
    /// Ignored by rule (no target, a `new`/`needs-review` target, unknown id...).
    case skipped
    /// Refused: it would put a wrong translation into the catalog.
    case rejected
  }

  /// The XLIFF file.
  public var path: String
  /// The unit's line in the XLIFF (1 for file-level findings).
  public var line: Int
  /// The unit id ("" for file-level findings).
  public var unitID: String
  /// The outcome.
  public var outcome: Outcome
  /// Why, and what to do.
  public var message: String

  /// Creates a finding.
  public init(path: String, line: Int, unitID: String, outcome: Outcome, message: String) {
    self.path = path
    self.line = line
    self.unitID = unitID
    self.outcome = outcome
    self.message = message
  }

  /// `path:line:1: error|warning|note: unit 'id': message`, clickable like a compiler diagnostic.
  public var description: String {
    let severity =
      switch outcome {
      case .rejected: "error"
      case .importedNeedsReview, .skipped: "warning"
      case .imported: "note"
      }
    let unit = unitID.isEmpty && line <= 1 ? "" : "unit '\(unitID)': "
    return "\(path):\(max(line, 1)):1: \(severity): \(unit)\(message)"
  }
}

/// The result of merging one XLIFF `<file>` into its catalog.
public struct XLIFFImportResult: Sendable {
  /// The merged catalog (equal to the input when nothing changed).
  public var catalog: StringCatalog
  /// Every unit that was not a plain no-op, in document order.
  public var findings: [XLIFFImportFinding]
  /// Units merged (including `needs_review` ones).
  public var importedCount: Int
  /// Units whose translation was already in the catalog.
  public var unchangedCount: Int
  /// Units skipped by rule.
  public var skippedCount: Int
  /// Units rejected.
  public var rejectedCount: Int
  /// Whether the catalog changed.
  public var changed: Bool
}

/// Merges XLIFF translations back into a String Catalog, as `xcodebuild -importLocalizations`
/// does (FORMATS.md §2.4), validating every unit first.
///
/// Plural, device and substitution units fold back into variations; positional specifiers
/// become `%arg` again; states map back (`translated`, `final`, `signed-off` or none →
/// `translated`). Following Xcode, a missing target, or one in state `new` or `needs-review-*`,
/// changes nothing. A unit whose source no longer matches the catalog is imported as
/// `needs_review`; unknown ids, format arguments that differ from the source, plural categories
/// the language does not use and inline markup are rejected. A unit whose translation the catalog
/// already holds is left alone, so importing an unedited export changes no byte.
public enum XLIFFImporter {
  /// Merges `file` into `catalog`; `path` names the XLIFF in findings.
  public static func merge(
    _ file: XLIFFFile, into catalog: StringCatalog, path: String
  ) -> XLIFFImportResult {
    var destination = WholeCatalogDestination(catalog: catalog)
    let report = mergeUnits(XLIFFTableFile(file), into: &destination, path: path)
    return XLIFFImportResult(
      catalog: destination.catalog, findings: report.findings,
      importedCount: report.importedCount, unchangedCount: report.unchangedCount,
      skippedCount: report.skippedCount, rejectedCount: report.rejectedCount,
      changed: report.changed)
  }

  /// What an export of the catalog holds for one unit id: the reference for "source changed"
  /// and for recognising translations the catalog already has.
  struct Reference: Equatable {
    /// The exported `<source>`.
    var source: String
    /// The exported `<target>` (nil: none).
    var target: XLIFFTarget?
  }

  /// What merging one `<file>` did, without the catalog.
  struct Report {
    var findings: [XLIFFImportFinding] = []
    var importedCount = 0
    var unchangedCount = 0
    var skippedCount = 0
    var rejectedCount = 0
    var changed = false
  }

  /// The rules of an import, unit by unit, against any catalog representation: the whole parsed
  /// catalog (`merge(_:into:path:)`) or the splicing import's byte index (`SplicedCatalog`).
  ///
  /// A file of at least twice `minimumUnitsPerThread` units is decided on several threads, in
  /// runs of at least a quarter that many units.
  static func mergeUnits<Destination: XLIFFMergeDestination>(
    _ file: XLIFFTableFile, into destination: inout Destination, path: String,
    minimumUnitsPerThread: Int = 2048
  ) -> Report {
    var result = Report()
    let table = file.table
    func record(_ unit: Int?, _ outcome: XLIFFImportFinding.Outcome, _ message: String) {
      let line = unit.map { table.records[$0].line } ?? 1
      let id = unit.map { table.string(table.records[$0].id) } ?? ""
      result.findings.append(
        XLIFFImportFinding(
          path: path, line: line, unitID: id, outcome: outcome, message: message))
      switch outcome {
      case .imported, .importedNeedsReview: result.importedCount += 1
      case .skipped: result.skippedCount += 1
      case .rejected: result.rejectedCount += 1
      }
    }
    guard let language = file.header.targetLanguage, !language.isEmpty else {
      record(nil, .rejected, "the <file> has no target-language; export it again with one")
      result.rejectedCount = table.count
      return result
    }
    guard CLDRPlurals.isKnownLanguage(language) else {
      record(
        nil, .rejected,
        "target language '\(language)' is not a language code this catalog can take; fix "
          + "target-language")
      result.rejectedCount = table.count
      return result
    }
    if language == destination.sourceLanguage {
      record(
        nil, .skipped,
        "target language '\(language)' is the catalog's source language; edit source strings in "
          + "code, not by import")
      result.skippedCount = table.count
      return result
    }
    let allowedCategories = Set(
      (CLDRPlurals.categories(for: language) ?? []).map(\.rawValue))
    destination.begin(language: language, original: file.header.original)
    // Deciding needs only the catalog as it was when the file started (the references), so the
    // units can be decided on several threads; changes are then applied in document order. Most
    // units are decided from their bytes (`quickDecision`); the others are read as values.
    // Quiet skips and unchanged units are only counted: what is kept are the other decisions,
    // with their unit's position, in document order.
    let parts: [Decided]
    if table.count >= 2 * minimumUnitsPerThread {
      // Up to 32 runs of units, taken by whichever thread is free: short runs, so that the
      // threads finish together even when one of them is slowed (a busy machine) or a run
      // holds costlier units (entries with variations). Copying the destination for a run
      // copies no reference units (`EntryCache`).
      let count = min(32, table.count / max(minimumUnitsPerThread / 4, 1))
      let results = ParallelResults<(Decided, Destination)>(count: count)
      let shared = destination
      DispatchQueue.concurrentPerform(iterations: count) { part in
        var local = shared
        let decided = Decided(
          table, (part * table.count / count)..<((part + 1) * table.count / count),
          language: language, allowedCategories: allowedCategories, destination: &local)
        results.store((decided, local), at: part)
      }
      // What each thread read of the catalog stays for applying (and is not freed here).
      for case let (_, local)? in results.values { destination.adopt(local) }
      parts = results.values.map { $0?.0 ?? Decided() }
    } else {
      parts = [
        Decided(
          table, 0..<table.count, language: language, allowedCategories: allowedCategories,
          destination: &destination)
      ]
    }
    for part in parts {
      result.skippedCount += part.quietlySkipped
      result.unchangedCount += part.unchanged
    }
    for (unit, decision) in parts.lazy.flatMap(\.decisions) {
      switch decision {
      case .rejected(let message): record(unit, .rejected, message)
      case .skipped(let message): record(unit, .skipped, message)
      case .skippedQuietly: result.skippedCount += 1
      case .unchanged: result.unchangedCount += 1
      case .apply(let value, let state, let id, let entry, let changedSource):
        destination.apply(value, state: state, at: id, entry: entry, language: language)
        result.changed = true
        if let changedSource {
          record(
            unit, .importedNeedsReview,
            "the source changed since export (now '\(changedSource)'); imported as needs_review")
        } else {
          record(unit, .imported, "imported")
        }
      }
    }
    return result
  }

  /// The decisions for a run of units: quiet skips and unchanged units counted, the others
  /// kept with their unit's position.
  struct Decided: Sendable {
    var quietlySkipped = 0
    var unchanged = 0
    var decisions: [(unit: Int, decision: Decision)] = []

    init() {}

    /// Decides the units at `range` of `table` (see `XLIFFImporter.decide`).
    init(
      _ table: XLIFFUnitTable, _ range: Range<Int>, language: String,
      allowedCategories: Set<String>, destination: inout some XLIFFMergeDestination
    ) {
      var quietlySkipped = 0
      var unchanged = 0
      var decisions: [(unit: Int, decision: Decision)] = []
      table.bytes.withUnsafeBufferPointer { text in
        for index in range {
          let decision =
            destination.quickDecision(table.records[index], text: text)
            ?? XLIFFImporter.decide(
              table.unit(at: index), language: language, allowedCategories: allowedCategories,
              destination: &destination)
          switch decision {
          case .skippedQuietly: quietlySkipped += 1
          case .unchanged: unchanged += 1
          default: decisions.append((index, decision))
          }
        }
      }
      self.quietlySkipped = quietlySkipped
      self.unchanged = unchanged
      self.decisions = decisions
    }
  }

  /// What to do with one unit.
  enum Decision: Sendable {
    /// Refused, with why.
    case rejected(String)
    /// Ignored by rule, with why.
    case skipped(String)
    /// No target: nothing to import, nothing to report.
    case skippedQuietly
    /// The catalog already holds this translation.
    case unchanged
    /// Write `value` in `state` at `id`; `changedSource` is the catalog's source when it differs
    /// from the unit's.
    case apply(
      value: String, state: String, id: TransUnitID, entry: Int, changedSource: String?)
  }

  /// The rules for one unit against the catalog as it was when its file started.
  static func decide(
    _ unit: XLIFFUnit, language: String, allowedCategories: Set<String>,
    destination: inout some XLIFFMergeDestination
  ) -> Decision {
    let id = TransUnitID(decoding: unit.id)
    let entry = destination.entry(forKey: id.key)
    if entry != nil,
      let bad = id.path.first(where: {
        if case .plural(let category) = $0 { return !allowedCategories.contains(category) }
        return false
      }), case .plural(let category) = bad
    {
      return .rejected(
        "plural category '\(category)' is not used by '\(language)' (it uses "
          + "\(allowedCategories.sorted().joined(separator: ", ")))")
    }
    let unknown = "unknown id: the catalog has no such key or variation"
    guard let entry else { return .rejected(unknown) }
    guard let target = unit.target else {
      return destination.hasUnit(id: unit.id, key: id.key, entry: entry)
        ? .skippedQuietly : .rejected(unknown)
    }
    guard let reference = destination.reference(id: unit.id, key: id.key, entry: entry) else {
      return .rejected(unknown)
    }
    if let state = target.state, state.isIgnoredOnImport {
      if reference.target?.value != target.value || reference.target?.state != state {
        return .skipped("target in state '\(state.rawValue)' is not imported (as Xcode)")
      }
      return .unchanged
    }
    if unit.hasInlineMarkup {
      return .rejected(
        "inline markup (<g>, <x/>, <ph>...) or several segments cannot go into a String "
          + "Catalog; send plain text")
    }
    // Equal bytes first: `String` equality normalises text that is not ASCII.
    let sourceChanged =
      !unit.source.hasSameUTF8(as: reference.source) && unit.source != reference.source
    if !sourceChanged, let current = reference.target,
      current.value.hasSameUTF8(as: target.value) || current.value == target.value,
      current.state == .translated
    {
      return .unchanged
    }
    let isPluralLeaf = id.path.contains {
      if case .plural = $0 { return true }
      return false
    }
    // A source without arguments is never used as a format ("50 %ige" is literal text).
    let sourceHasArguments = !FormatSpecifiers.parse(reference.source).isEmpty
    if !target.value.isEmpty, sourceHasArguments,
      let problem = FormatSpecifiers.mismatch(
        source: reference.source, translation: target.value,
        allowsDroppingIntegers: isPluralLeaf)
    {
      return .rejected(problem)
    }
    return .apply(
      value: target.value, state: sourceChanged ? UnitState.needsReview : UnitState.translated,
      id: id, entry: entry, changedSource: sourceChanged ? reference.source : nil)
  }

  /// The exported units of one entry, for `Reference` lookups by id: exact bytes first; a miss
  /// falls back to `String` equality (Unicode canonical equivalence), as a `[String: XLIFFUnit]`
  /// lookup would.
  static func reference(
    withID id: String, in units: [(id: String, reference: Reference)]
  ) -> Reference? {
    if let exact = units.first(where: { $0.id.hasSameUTF8(as: id) }) {
      return exact.reference
    }
    return units.first { $0.id == id }?.reference
  }

  /// Writes one leaf, converting the XLIFF form back to the catalog form and keeping every other
  /// field of the localization.
  static func apply(
    _ xliffValue: String, state: String, at id: TransUnitID, language: String,
    sourceLanguage: String, to entry: inout CatalogEntry
  ) {
    var catalogPath: [String] = []
    var substitutionName: String?
    for step in id.path {
      switch step {
      case .plural(let category): catalogPath += ["plural", category]
      case .device(let device): catalogPath += ["device", device]
      case .substitution(let name):
        catalogPath += ["substitutions", name]
        substitutionName = name
      }
    }
    let source = entry.localization(for: sourceLanguage)
    var localization = entry.localization(for: language) ?? CatalogLocalization()
    var value = xliffValue
    if let name = substitutionName {
      // The substitution's own argument: `%N$lld` back to `%arg`.
      let prefix = Array(catalogPath.prefix { $0 != "substitutions" })
      var owner = localization[path: prefix] ?? CatalogLocalization()
      let sourceOwner = source?[path: prefix]
      let sourceSub = sourceOwner?.substitution(named: name)
      let targetSub = owner.substitution(named: name)
      let argument =
        targetSub?.argNum ?? sourceSub?.argNum
        ?? owner.stringUnit.flatMap {
          FormatSpecifiers.argumentNumber(ofSubstitution: name, in: $0.value)
        }
        ?? FormatSpecifiers.argumentNumber(
          ofSubstitution: name, in: sourceOwner?.stringUnit?.value ?? id.key) ?? 1
      let specifier = targetSub?.formatSpecifier ?? sourceSub?.formatSpecifier ?? "lld"
      value = FormatSpecifiers.importLeaf(value, argument: argument, formatSpecifier: specifier)
      if targetSub?.formatSpecifier == nil {
        // A substitution new to this language takes its argument description from the source.
        var substitution = targetSub ?? Substitution()
        substitution.formatSpecifier = specifier
        if substitution.argNum == nil, let argNum = sourceSub?.argNum {
          substitution.argNum = argNum
        }
        owner.setSubstitution(substitution, named: name)
        localization[path: prefix] = owner
      }
    } else if FormatSpecifiers.parse(value).contains(where: { $0.substitution != nil }) {
      value = FormatSpecifiers.importParent(value)
    }
    var leaf = localization[path: catalogPath] ?? CatalogLocalization()
    var unit = leaf.stringUnit ?? StringUnit(state: state, value: value)
    unit.state = state
    unit.value = value
    leaf.stringUnit = unit
    localization[path: catalogPath] = leaf
    entry.setLocalization(localization, for: language)
  }
}

/// The catalog side of an import: what `XLIFFImporter.mergeUnits` reads and changes.
protocol XLIFFMergeDestination: Sendable {
  /// The catalog's source language.
  var sourceLanguage: String { get }
  /// Starts merging a `<file>` into `language`: references are the catalog as it is now.
  mutating func begin(language: String, original: String)
  /// The entry with exactly this key (UTF-8 bytes), nil when the catalog has none.
  mutating func entry(forKey key: String) -> Int?
  /// What an export of `entry` (as it was at `begin`) holds for the unit `id`; nil: no such unit.
  mutating func reference(id: String, key: String, entry: Int) -> XLIFFImporter.Reference?
  /// Whether an export of `entry` (as it was at `begin`) has the unit `id`.
  mutating func hasUnit(id: String, key: String, entry: Int) -> Bool
  /// Writes one leaf of `entry` (see `XLIFFImporter.apply`).
  mutating func apply(
    _ value: String, state: String, at id: TransUnitID, entry: Int, language: String)
  /// The decision for a unit of a table (`record`, its texts in `text`) when its bytes alone
  /// settle it (the same decision `XLIFFImporter.decide` would make); nil when the unit must be
  /// decided as a value.
  mutating func quickDecision(
    _ record: XLIFFUnitTable.Record, text: UnsafeBufferPointer<UInt8>
  ) -> XLIFFImporter.Decision?
  /// Keeps what `other`, a copy that decided units on another thread, learned of the catalog.
  mutating func adopt(_ other: Self)
}

extension XLIFFMergeDestination {
  /// Keeps what a copy learned while deciding units (nothing by default).
  mutating func adopt(_ other: Self) {}

  /// No unit is settled from its bytes alone: every unit is decided as a value.
  mutating func quickDecision(
    _ record: XLIFFUnitTable.Record, text: UnsafeBufferPointer<UInt8>
  ) -> XLIFFImporter.Decision? {
    nil
  }
}

/// A whole parsed catalog as the destination of `XLIFFImporter.merge`.
struct WholeCatalogDestination: XLIFFMergeDestination {
  var catalog: StringCatalog
  private var units: [XLIFFUnit] = []
  private var exact: [ExactKey: Int] = [:]
  /// Built on the first miss only (unknown ids are rare).
  private var canonical: [String: Int]?

  init(catalog: StringCatalog) { self.catalog = catalog }

  var sourceLanguage: String { catalog.sourceLanguage }

  mutating func begin(language: String, original: String) {
    units =
      XLIFFExporter.file(
        for: catalog, original: original, targetLanguage: language, tool: nil, sorted: false
      ).file.units
    exact = [:]
    exact.reserveCapacity(units.count)
    for (index, unit) in units.enumerated() { exact[ExactKey(string: unit.id)] = index }
    canonical = nil
  }

  func entry(forKey key: String) -> Int? { catalog.index(ofKey: key) }

  /// Ids are looked up byte for byte first (cheap hashing); a miss falls back to `String`
  /// equality (Unicode canonical equivalence). The exporter refuses canonically equal ids, so an
  /// exact hit is the only unit such a lookup could find.
  mutating func reference(id: String, key: String, entry: Int) -> XLIFFImporter.Reference? {
    let index: Int?
    if let hit = exact[ExactKey(string: id)] {
      index = hit
    } else {
      if canonical == nil {
        var canonical: [String: Int] = [:]
        for (index, unit) in units.enumerated() { canonical[unit.id] = index }
        self.canonical = canonical
      }
      index = canonical?[id]
    }
    return index.map { XLIFFImporter.Reference(source: units[$0].source, target: units[$0].target) }
  }

  mutating func hasUnit(id: String, key: String, entry: Int) -> Bool {
    reference(id: id, key: key, entry: entry) != nil
  }

  mutating func apply(
    _ value: String, state: String, at id: TransUnitID, entry: Int, language: String
  ) {
    let sourceLanguage = catalog.sourceLanguage
    _ = catalog.updateEntry(forKey: id.key) { entry in
      XLIFFImporter.apply(
        value, state: state, at: id, language: language, sourceLanguage: sourceLanguage,
        to: &entry)
    }
  }
}
