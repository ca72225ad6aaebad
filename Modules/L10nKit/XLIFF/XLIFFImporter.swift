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
    /// Something to know about a unit reported with its own outcome (inline markup flattened,
    /// data Xcode's import would lose that l10n keeps); not counted.
    case warning
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
      case .importedNeedsReview, .skipped, .warning: "warning"
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
/// `translated`; `state-qualifier="leveraged-mt"` → `machine_translated`, and the catalog's
/// `version` becomes at least 1.3, as Xcode 27 writes it). Following Xcode 27, a missing target,
/// or one in state `new` or `needs-review-*`, changes nothing; inline markup is flattened to its
/// text (with a warning); a plural case the target adds is added; plural cases the target lacks
/// are filled with the source text in state `new`. A unit whose source no longer matches the
/// catalog is imported as `needs_review`; unknown ids, format arguments that differ from the
/// source and plural categories the language does not use are rejected. Where Xcode's import
/// loses data (FORMATS.md §2.7), the data is kept and a warning says so. A unit whose
/// translation the catalog already holds is left alone, so importing an unedited export changes
/// no byte.
public enum XLIFFImporter {
  /// Merges `file` into `catalog`; `path` names the XLIFF in findings.
  public static func merge(
    _ file: XLIFFFile, into catalog: StringCatalog, path: String
  ) -> XLIFFImportResult {
    var destination = WholeCatalogDestination(catalog: catalog)
    var ledger = ImportLedger()
    let report = mergeUnits(
      XLIFFTableFile(file), into: &destination, path: path, ledger: &ledger)
    return XLIFFImportResult(
      catalog: destination.catalog, findings: report.findings,
      importedCount: report.importedCount, unchangedCount: report.unchangedCount,
      skippedCount: report.skippedCount, rejectedCount: report.rejectedCount,
      changed: report.changed)
  }

  /// What an export of the catalog holds for one unit id: the reference for "source changed"
  /// and for recognising translations the catalog already has.
  struct Reference: Equatable {
    /// The exported `<source>` ("" when there is none).
    var source: String
    /// The exported `<target>` (nil: none).
    var target: XLIFFTarget?
    /// Whether the export writes a `<source>`.
    var hasSource = true
    /// A leaf of a substitution only the target has: its source is its unit id, and the unit id
    /// of a sibling case (Xcode 27 writes that for a case the export did not have) is no change.
    var sourceIsUnitID = false
    /// A plural case the target lacks that the import fills with the source text in state `new`,
    /// as Xcode 27 does (see `XLIFFExporter.Leaf.fillsMissingTarget`).
    var fillsMissingTarget = false
    /// Why Xcode's import would lose data here (l10n keeps it): said in a warning.
    var xcodeLoss: String?
    /// A parent format the catalog holds with explicit positions that are its argNums: an
    /// import writes it named, as Xcode 27 does, even when the unit is unedited.
    var targetNormalizes = false
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
  ///
  /// `ledger` holds the translations imported so far into this catalog (by earlier `<file>`s of
  /// the same import, and by this one): a unit that would replace one of them with another text
  /// or state is rejected, and the first is kept.
  static func mergeUnits<Destination: XLIFFMergeDestination>(
    _ file: XLIFFTableFile, into destination: inout Destination, path: String,
    minimumUnitsPerThread: Int = 2048, ledger: inout ImportLedger
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
      case .warning: break
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
    // The language's CLDR categories, and those of Xcode's table (Hebrew's `many`), which
    // Xcode's own exports hold.
    let allowedCategories = Set(
      (CLDRPlurals.categories(for: language) ?? []).map(\.rawValue)
    ).union(XLIFFExporter.pluralCategories(for: language))
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
    // Xcode 27 fills the plural cases a target lacks only when the file has translations to
    // import (an untouched export of a language the catalog does not have changes nothing).
    let hasTranslations = parts.contains { $0.hasTranslations }
    var landedMachineTranslation = false
    // This file's units, for the ledger: which were decided otherwise than unchanged, known
    // once a unit imports (an import of an unedited file decides none).
    var units: ImportLedger.FileUnits?
    // Later copies found to contradict an imported unit (each reported once).
    var rejectedLater: Set<Int> = []
    func fileUnits() -> ImportLedger.FileUnits {
      units
        ?? ImportLedger.FileUnits(
          path: path, language: language, table: table,
          decided: Set(parts.lazy.flatMap { $0.decisions.lazy.map(\.unit) }))
    }
    func handle(_ unit: Int, _ decision: Decision) {
      switch decision {
      case .rejected(let message): record(unit, .rejected, message)
      case .skipped(let message): record(unit, .skipped, message)
      case .skippedQuietly: result.skippedCount += 1
      case .unchanged: result.unchangedCount += 1
      case .warned(let messages, let decision):
        for message in messages { record(unit, .warning, message) }
        handle(unit, decision)
      case .fill(let value, let id, let entry):
        guard hasTranslations else {
          result.skippedCount += 1
          return
        }
        destination.apply(value, state: UnitState.new, at: id, entry: entry, language: language)
        result.changed = true
        record(unit, .imported, Self.filledMessage)
      case .apply(let value, let state, let id, let entry, let changedSource):
        let line = table.records[unit].line
        // A unit of this import the catalog already held (unchanged, so not in the ledger)
        // said otherwise.
        var current = fileUnits()
        let unitID = table.string(table.records[unit].id)
        let echo = ledger.unchangedEarlier(id: unitID, unit: unit, in: &current)
        // A later copy in this file that the catalog already held (decided, as every unit of
        // the file, against the catalog as it was): the first, this one, is imported.
        let later =
          echo == nil ? ImportLedger.unchangedLater(id: unitID, unit: unit, in: &current) : nil
        units = current
        if let echo {
          record(unit, .rejected, ImportLedger.conflictMessage(value, state: state, earlier: echo))
          return
        }
        if let later, !rejectedLater.contains(later.unit) {
          rejectedLater.insert(later.unit)
          result.unchangedCount -= 1
          record(
            later.unit, .rejected,
            ImportLedger.laterConflictMessage(
              later.target, earlier: value, path: path, line: line))
        }
        switch ledger.admit(
          value: value, state: state, id: id, entry: entry, language: language, path: path,
          line: line)
        {
        case .first: break
        case .same:
          result.unchangedCount += 1
          return
        case .differs(let earlier):
          record(unit, .rejected, ImportLedger.conflictMessage(value, state, earlier))
          return
        }
        destination.apply(value, state: state, at: id, entry: entry, language: language)
        result.changed = true
        landedMachineTranslation =
          landedMachineTranslation || state == UnitState.machineTranslated
        if let changedSource {
          record(
            unit, .importedNeedsReview,
            "the source changed since export (now '\(changedSource)'); imported as needs_review")
        } else {
          record(unit, .imported, "imported")
        }
      }
    }
    for (unit, decision) in parts.lazy.flatMap(\.decisions) { handle(unit, decision) }
    ledger.finish(fileUnits())
    if landedMachineTranslation {
      destination.raiseVersion(atLeast: machineTranslationVersion)
    }
    if result.changed {
      destination.raiseVersion(atLeast: generatedMetadataVersion, ifAnEntryHolds: generatedMetadata)
    }
    return result
  }

  /// The entry fields of Xcode 26's generated comments and symbols. Xcode 27 writes a catalog
  /// that holds them with `version` at least 1.1 (`generatedMetadataVersion`) when an import
  /// changes it: the corpus's catalogs that hold `isCommentAutoGenerated` are all 1.1, and the
  /// xcode27 corpus README says the unedited import of its catalog-matrix case (generated-comment
  /// metadata, version 1.0) raised it to 1.1.
  static let generatedMetadata = [
    "commentGenerationVersion", "generatesSymbol", "isCommentAutoGenerated",
  ]

  /// See `generatedMetadata`.
  static let generatedMetadataVersion = "1.1"

  /// What a filled plural case is reported with.
  static let filledMessage =
    "no target for a plural case the catalog lacks: added with the source text in state new, "
    + "as Xcode 27 does"

  /// The catalog `version` Xcode 27 writes after an import that lands a `machine_translated`
  /// translation.
  static let machineTranslationVersion = "1.3"

  /// Whether the catalog version `version` is below `minimum`, comparing dot-separated numbers
  /// (`1.0` < `1.3` < `1.10`); a version that is not numbers is left alone (never below).
  static func version(_ version: String?, isBelow minimum: String) -> Bool {
    guard let version else { return true }
    let have = version.split(separator: ".").map { Int($0) }
    let want = minimum.split(separator: ".").compactMap { Int($0) }
    guard !have.isEmpty, have.allSatisfy({ $0 != nil }) else { return false }
    let numbers = have.compactMap { $0 }
    for index in 0..<max(numbers.count, want.count) {
      let a = index < numbers.count ? numbers[index] : 0
      let b = index < want.count ? want[index] : 0
      if a != b { return a < b }
    }
    return false
  }

  /// The decisions for a run of units: quiet skips and unchanged units counted, the others
  /// kept with their unit's position.
  struct Decided: Sendable {
    var quietlySkipped = 0
    var unchanged = 0
    var decisions: [(unit: Int, decision: Decision)] = []
    /// Whether a unit has a target in a state that imports (a translation to import).
    var hasTranslations = false

    init() {}

    /// Decides the units at `range` of `table` (see `XLIFFImporter.decide`).
    init(
      _ table: XLIFFUnitTable, _ range: Range<Int>, language: String,
      allowedCategories: Set<String>, destination: inout some XLIFFMergeDestination
    ) {
      var quietlySkipped = 0
      var unchanged = 0
      var decisions: [(unit: Int, decision: Decision)] = []
      var hasTranslations = false
      table.bytes.withUnsafeBufferPointer { text in
        for index in range {
          let record = table.records[index]
          if !hasTranslations, record.target != nil {
            hasTranslations =
              !(record.state.map {
                XLIFFState.isIgnoredOnImport(UnsafeBufferPointer(rebasing: text[$0]))
              } ?? false)
          }
          let decision =
            destination.quickDecision(record, text: text)
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
      self.hasTranslations = hasTranslations
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
    /// No target for a plural case the catalog lacks: write `value` (the source text) in state
    /// `new` at `id` when the file has translations to import (as Xcode 27), else skip quietly.
    case fill(value: String, id: TransUnitID, entry: Int)
    /// `decision`, with warnings about the unit.
    indirect case warned([String], Decision)

    /// `decision` with `warnings`, when there are any.
    static func annotated(_ warnings: [String], _ decision: Decision) -> Decision {
      warnings.isEmpty ? decision : .warned(warnings, decision)
    }
  }

  /// Whether an import fills the missing case `id` with its source text: Xcode 27's rule
  /// (`Reference.fillsMissingTarget`), but not for a case of Xcode's table that the language
  /// never selects (Hebrew's `many`, which CLDR 42 removed): filled, it would read as an
  /// untranslated case of a complete translation.
  static func fills(_ reference: Reference, _ id: TransUnitID, language: String) -> Bool {
    guard reference.fillsMissingTarget else { return false }
    guard case .plural(let category)? = id.path.last else { return true }
    return CLDRPlurals.categories(for: language)?.contains { $0.rawValue == category } ?? true
  }

  /// The rules for one unit against the catalog as it was when its file started.
  static func decide(
    _ unit: XLIFFUnit, language: String, allowedCategories: Set<String>,
    destination: inout some XLIFFMergeDestination
  ) -> Decision {
    let unknown = "unknown id: the catalog has no such key or variation"
    // Which entry exports this id: a key may contain `|==|` (Xcode 27 exports it as a plain
    // unit), so an id can read several ways; the catalog decides.
    let readings = TransUnitID.readings(of: unit.id)
    var id = readings[0]
    var entry: Int?
    var found: Reference?
    if readings.count == 1 {
      entry = destination.entry(forKey: id.key)
      if let entry { found = destination.reference(id: unit.id, key: id.key, entry: entry) }
    } else {
      var matches: [(id: TransUnitID, entry: Int, reference: Reference)] = []
      for reading in readings {
        guard let position = destination.entry(forKey: reading.key) else { continue }
        if entry == nil { (id, entry) = (reading, position) }
        if let reference = destination.reference(id: unit.id, key: reading.key, entry: position) {
          matches.append((reading, position, reference))
        }
      }
      if matches.count > 1 {
        return .rejected(
          "ambiguous id: key '\(matches[0].id.key)' and key '\(matches[1].id.key)' both export "
            + "a unit with this id; rename one of them and export again")
      }
      if let match = matches.first { (id, entry, found) = (match.id, match.entry, match.reference) }
    }
    // A category the language does not use is refused unless the catalog has that case (an
    // export holds the target's own cases).
    if entry != nil, found == nil,
      let bad = id.path.first(where: {
        if case .plural(let category) = $0 { return !allowedCategories.contains(category) }
        return false
      }), case .plural(let category) = bad
    {
      return .rejected(
        "plural category '\(category)' is not used by '\(language)' (it uses "
          + "\(allowedCategories.sorted().joined(separator: ", ")))")
    }
    guard let entry else { return .rejected(unknown) }
    var newCase: NewCase?
    if found == nil {
      newCase = self.newCase(unit, id, entry: entry, language: language, destination: &destination)
    }
    guard let reference = found ?? newCase?.reference else { return .rejected(unknown) }
    guard let target = unit.target else {
      return fills(reference, id, language: language)
        ? .fill(value: reference.source, id: id, entry: entry) : .skippedQuietly
    }
    if let state = target.state, state.isIgnoredOnImport {
      if reference.target?.value != target.value || reference.target?.state != state {
        return .skipped("target in state '\(state.rawValue)' is not imported (as Xcode)")
      }
      return .unchanged
    }
    if unit.hasSeveralSegments {
      return .rejected(
        "several segments cannot go into one String Catalog value; join them into one")
    }
    if unit.hasTextBesidePhrases {
      return .rejected(
        "text outside the App Shortcut phrases (<mrk mtype=\"x-set\">) belongs to no phrase; "
          + "put each phrase in its own <mrk mtype=\"x-set\" mid=\"N\">")
    }
    if XLIFFStringSet.phrases(in: target.value) != nil,
      XLIFFStringSet.phrases(in: reference.source) == nil
    {
      return .rejected(
        "App Shortcut phrases (<mrk mtype=\"x-set\">) for a key whose source is one text, not "
          + "phrases; send the translation as one text")
    }
    var warnings: [String] = []
    if unit.hasInlineMarkup {
      warnings.append(
        "inline markup flattened as Xcode does (<g> keeps its text, <ph> its content, <x/> "
          + "nothing); check the imported text")
    }
    if let loss = reference.xcodeLoss { warnings.append(loss) }
    // Equal bytes first: `String` equality normalises text that is not ASCII.
    let sourceChanged = newCase == nil && !sourceMatches(unit, reference, id)
    let state =
      target.isMachineTranslation ? UnitState.machineTranslated : UnitState.translated
    if !sourceChanged, !reference.targetNormalizes, let current = reference.target,
      current.value.hasSameUTF8(as: target.value) || current.value == target.value,
      catalogState(of: current) == state
    {
      return .annotated(warnings, .unchanged)
    }
    let isPluralLeaf = id.path.contains {
      if case .plural = $0 { return true }
      return false
    }
    // A source without arguments is never used as a format ("50 %ige" is literal text). A
    // translation that varies by a substitution the source does not have (only the target has
    // it: `Total %1$#@COUNT@` for `%lld total`) is checked by its leaves, not here.
    let sourceSpecifiers = FormatSpecifiers.parse(reference.source)
    let ownSubstitutions = FormatSpecifiers.parse(target.value).contains { specifier in
      specifier.substitution.map { name in
        !sourceSpecifiers.contains { $0.substitution == name }
      } ?? false
    }
    if !target.value.isEmpty, !sourceSpecifiers.isEmpty, !ownSubstitutions,
      let problem = FormatSpecifiers.mismatch(
        source: reference.source, translation: target.value,
        allowsDroppingIntegers: isPluralLeaf)
    {
      return .rejected(problem)
    }
    if let loss = newCase?.xcodeLoss { warnings.append(loss) }
    if id.path.isEmpty, !TransUnitID(decoding: id.key).path.isEmpty {
      warnings.append(
        "the key ends in what reads as a variation path; Xcode's import silently ignores "
          + "changes to such keys, l10n imports it")
    }
    return .annotated(
      warnings,
      .apply(
        value: target.value, state: sourceChanged ? UnitState.needsReview : state,
        id: id, entry: entry, changedSource: sourceChanged ? reference.source : nil))
  }

  /// The catalog state an exported target stands for: `translated`, `machine_translated`
  /// (`translated` + `leveraged-mt`), or nil for a state an import never leaves as it is.
  static func catalogState(of target: XLIFFTarget) -> String? {
    guard target.state == .translated else { return nil }
    return target.isMachineTranslation ? UnitState.machineTranslated : UnitState.translated
  }

  /// Whether the unit's source is the one the export gives: the same text, or, for a leaf of a
  /// substitution only the target has, the unit id of any case of that substitution (Xcode 27
  /// writes a sibling's id for a case it adds) or none.
  static func sourceMatches(_ unit: XLIFFUnit, _ reference: Reference, _ id: TransUnitID) -> Bool {
    if unit.source.hasSameUTF8(as: reference.source) || unit.source == reference.source {
      return true
    }
    guard reference.sourceIsUnitID else { return false }
    if !unit.hasSource || unit.source.isEmpty { return true }
    return isCaseID(unit.source, ofSubstitutionOf: id)
  }

  /// Whether `text` is the unit id of a plural case of the substitution that `id` is a leaf of.
  static func isCaseID(_ text: String, ofSubstitutionOf id: TransUnitID) -> Bool {
    guard case .plural? = id.path.last else { return false }
    let prefix = id.path.dropLast()
    return TransUnitID.readings(of: text).contains { reading in
      guard reading.key.hasSameUTF8(as: id.key), case .plural? = reading.path.last else {
        return false
      }
      return reading.path.dropLast() == prefix
    }
  }

  /// A unit for a plural case that the export does not have, where Xcode 27 adds it.
  struct NewCase {
    /// What the unit is compared with: no source, no target.
    var reference: Reference
    /// Why Xcode's import would skip it (l10n adds it); nil when Xcode adds it too.
    var xcodeLoss: String?
  }

  /// The new case `id` names, when it is one: a plural case (allowed by the language) of a
  /// plural the entry's export has (a French `many` beside `one` and `other`), or a leaf of a
  /// substitution only the target has that the catalog does not have yet, recognisable by its
  /// source, a unit id of that substitution (what Xcode 27's export writes). Nil otherwise.
  static func newCase(
    _ unit: XLIFFUnit, _ id: TransUnitID, entry: Int, language: String,
    destination: inout some XLIFFMergeDestination
  ) -> NewCase? {
    guard case .plural(let category)? = id.path.last else { return nil }
    let prefix = Array(id.path.dropLast())
    for sibling in XLIFFExporter.pluralCategories(for: language) where sibling != category {
      let siblingID = TransUnitID(key: id.key, path: prefix + [.plural(sibling)]).description
      guard
        let reference = destination.reference(id: siblingID, key: id.key, entry: entry)
      else { continue }
      // Xcode adds a new case of a substitution only the target has when its source is an
      // existing case's id, and skips it when its source is its own id (not a project string).
      let ownID = reference.sourceIsUnitID && unit.source.hasSameUTF8(as: unit.id)
      return NewCase(
        reference: Reference(
          source: "", target: nil, hasSource: false, sourceIsUnitID: reference.sourceIsUnitID),
        xcodeLoss: ownID
          ? "a new case whose source is its own unit id: Xcode's import skips it, l10n adds it"
          : nil)
    }
    guard prefix.count == 1, case .substitution(let name) = prefix[0],
      isCaseID(unit.source, ofSubstitutionOf: id)
    else { return nil }
    return NewCase(
      reference: Reference(source: unit.source, target: nil, sourceIsUnitID: true),
      xcodeLoss:
        "substitution '\(name)' is new to the catalog's '\(language)': Xcode's import drops its "
        + "cases, l10n adds them")
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
    var localization = entry.localization(for: language) ?? CatalogLocalization()
    apply(
      xliffValue, state: state, at: id, to: &localization,
      source: { entry.localization(for: sourceLanguage) })
    entry.setLocalization(localization, for: language)
  }

  /// `apply(_:state:at:language:sourceLanguage:to:)` on the target localization itself; the
  /// source localization (`source`, read only when needed: for substitutions and the formats
  /// that reference them) gives what a substitution new to the target takes.
  static func apply(
    _ xliffValue: String, state: String, at id: TransUnitID,
    to localization: inout CatalogLocalization, source read: () -> CatalogLocalization?
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
    var value = xliffValue
    if let name = substitutionName {
      let source = read()
      // The substitution's own argument: `%N$lld` back to `%arg`.
      let prefix = Array(catalogPath.prefix { $0 != "substitutions" })
      var owner = localization[path: prefix] ?? CatalogLocalization()
      let sourceOwner = source?[path: prefix]
      let sourceSub = sourceOwner?.substitution(named: name)
      let targetSub = owner.substitution(named: name)
      // What the leaf itself says: Xcode writes the substitution's argument as `%N$spec`.
      let written = FormatSpecifiers.parse(value).filter {
        $0.position != nil && $0.substitution == nil && $0.body != "arg"
      }
      let argument =
        targetSub?.argNum ?? sourceSub?.argNum
        ?? owner.stringUnit.flatMap {
          FormatSpecifiers.argumentNumber(ofSubstitution: name, in: $0.value)
        }
        ?? FormatSpecifiers.argumentNumber(
          ofSubstitution: name, in: sourceOwner?.stringUnit?.value ?? id.key)
        ?? (Set(written.compactMap(\.position)).count == 1 ? written.first?.position : nil) ?? 1
      let specifier =
        targetSub?.formatSpecifier ?? sourceSub?.formatSpecifier
        ?? written.first { $0.position == argument }?.body ?? "lld"
      value = FormatSpecifiers.importLeaf(value, argument: argument, formatSpecifier: specifier)
      if targetSub?.formatSpecifier == nil {
        // A substitution new to this language takes its argument description from the source;
        // one only the target has, from what its leaves say.
        var substitution = targetSub ?? Substitution()
        substitution.formatSpecifier = specifier
        if substitution.argNum == nil, let argNum = sourceSub == nil ? argument : sourceSub?.argNum
        {
          substitution.argNum = argNum
        }
        owner.setSubstitution(substitution, named: name)
        localization[path: prefix] = owner
      }
    } else if Self.mayReferenceSubstitutions(value),
      FormatSpecifiers.parse(value).contains(where: { $0.substitution != nil })
    {
      // The argument numbers the export wrote the references with (see `exportParent`).
      var argNums: [String: Int] = [:]
      for (name, substitution) in (read()?.substitutions ?? []) + localization.substitutions {
        if let argNum = substitution.argNum { argNums[name] = argNum }
      }
      value = FormatSpecifiers.importParent(value, argNums: argNums)
    }
    var leaf = localization[path: catalogPath] ?? CatalogLocalization()
    var phrases = XLIFFStringSet.phrases(in: value)
    if phrases == nil, leaf.stringSet != nil || read()?[path: catalogPath]?.stringSet != nil {
      // Plain text for App Shortcut phrases (what a tool that knows no `<mrk>` writes): one
      // phrase, or none when empty; never a string unit beside the set.
      phrases = value.allSatisfy(\.isWhitespace) ? [] : [value]
    }
    if let phrases {
      // An App Shortcut's phrases: the localization's `stringSet`.
      var set = leaf.stringSet ?? StringSet(state: state, values: phrases)
      set.state = state
      set.values = phrases
      leaf.stringSet = set
      leaf.stringUnit = nil
    } else {
      var unit = leaf.stringUnit ?? StringUnit(state: state, value: value)
      unit.state = state
      unit.value = value
      leaf.stringUnit = unit
    }
    localization[path: catalogPath] = leaf
  }

  /// Whether `text` holds `#@`, without which no specifier references a substitution (most
  /// values: no need to parse them).
  static func mayReferenceSubstitutions(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: "@") && previous == UInt8(ascii: "#") { return true }
      previous = byte
    }
    return false
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
  /// Sets the catalog's `version` to `minimum` when it is below (`XLIFFImporter.version`).
  mutating func raiseVersion(atLeast minimum: String)
  /// `raiseVersion(atLeast:)` when an entry of the catalog holds a member named one of `keys`.
  mutating func raiseVersion(atLeast minimum: String, ifAnEntryHolds keys: [String])
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
  /// The reference units of each entry (by position) for the current language, computed when
  /// a unit first needs them, from the catalog as it was at `begin`.
  private var references: [Int: [(id: String, reference: XLIFFImporter.Reference)]] = [:]
  /// The catalog as it was at `begin`.
  private var original: StringCatalog?
  private var language = ""
  private var categories: [String] = []

  init(catalog: StringCatalog) { self.catalog = catalog }

  var sourceLanguage: String { catalog.sourceLanguage }

  mutating func begin(language: String, original: String) {
    self.language = language
    categories = XLIFFExporter.pluralCategories(for: language)
    references = [:]
    self.original = catalog
  }

  func entry(forKey key: String) -> Int? { catalog.index(ofKey: key) }

  /// The entry's exported units, with the exporter's rules; an id is looked up byte for byte
  /// first, then by `String` equality (Unicode canonical equivalence), as the splicing import
  /// does.
  mutating func reference(id: String, key: String, entry: Int) -> XLIFFImporter.Reference? {
    if let units = references[entry] { return XLIFFImporter.reference(withID: id, in: units) }
    guard let catalog = original ?? Optional(catalog), entry < catalog.entries.count else {
      return nil
    }
    let item = catalog.entries[entry]
    let units = XLIFFExporter.referenceUnits(
      key: item.key,
      source: item.localization(for: catalog.sourceLanguage),
      target: item.localization(for: language), categories: categories,
      shouldTranslate: item.shouldTranslate)
    references[entry] = units
    return XLIFFImporter.reference(withID: id, in: units)
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

  mutating func raiseVersion(atLeast minimum: String) {
    if XLIFFImporter.version(catalog.version, isBelow: minimum) { catalog.version = minimum }
  }

  mutating func raiseVersion(atLeast minimum: String, ifAnEntryHolds keys: [String]) {
    guard XLIFFImporter.version(catalog.version, isBelow: minimum),
      catalog.entries.contains(where: { entry in keys.contains { entry.object[$0] != nil } })
    else { return }
    catalog.version = minimum
  }
}
