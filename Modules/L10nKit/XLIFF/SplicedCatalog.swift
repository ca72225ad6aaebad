import Foundation

/// A catalog in Xcode's exact layout as the destination of an import, read through its byte
/// index instead of being parsed (`CatalogSpliceIndex`): the splicing import.
///
/// For each unit, the catalog's side is found from the bytes of the entry's source- and
/// target-language localizations. An entry whose two localizations are a plain string unit each
/// (most entries) is compared without building any JSON value; any other entry is read (only
/// those two localizations) and exported with the exporter's own rules
/// (`XLIFFExporter.referenceUnits`). An entry that changes has its target localization read and
/// changed with the importer's rules, and is written back, whole, in place of its bytes: every
/// other byte of the file stays as it was, which for a file in Xcode's layout is what writing the
/// whole catalog would give.
struct SplicedCatalog: XLIFFMergeDestination {
  /// The file's bytes.
  let file: FileBytes
  /// The byte index, scanned with `languages`.
  private(set) var index: CatalogSpliceIndex
  /// The catalog's source language.
  let sourceLanguage: String
  /// The languages whose localizations the index records (the source language among them).
  private(set) var languages: [String]
  /// Changed entries, by entry position.
  private(set) var changed: [Int: ChangedEntry] = [:]
  /// The changes decided for entries, not made yet, by entry position (see `apply`).
  private(set) var pending: [Int: [PendingChange]] = [:]
  /// A changed entry's bytes could not be read (the index guarantees they can).
  private(set) var failure: CatalogError?
  /// The `version` the catalog must have at least after the merge (`raiseVersion(atLeast:)`).
  private var minimumVersion: String?
  /// A `version` the catalog must have at least if an entry holds one of these members
  /// (`raiseVersion(atLeast:ifAnEntryHolds:)`), looked for when the file is written.
  private var conditionalVersion: (version: String, keys: [String])?
  /// The reference units of entries already looked at in the current `<file>`: every entry
  /// that is not plain, and every entry that changed (so that later units of the same file
  /// compare with the catalog as it was when the file started, as the whole-catalog import does).
  /// (Membership is tested with `contains`, and in `changed` with `index(forKey:)`: `[entry]
  /// == nil` copies the value out, a retain and release for every unit.)
  private var references = EntryCache<[(id: String, reference: XLIFFImporter.Reference)]>()
  /// The unit ids of entries without a target-language localization whose reference units are
  /// not needed (so far only units without a target named them): the ids, without the texts
  /// that cost most of computing the references. Kept apart from `references`, which must
  /// hold the texts.
  private var referenceIDs = EntryCache<[String]>()
  /// The language whose reference units `computeReferencesAhead` put in `references`.
  private var referencesAhead: String?
  private(set) var targetSlot = 0
  /// The language of the current `<file>`.
  private var targetLanguage = ""
  /// The source language's position in `languages`.
  let sourceSlot: Int
  private(set) var categories: [String] = []
  /// Whether every plural category the export uses is one `XLIFFImporter.decide` allows (then a
  /// unit whose id the export has names no category it would reject).
  private var categoriesAreAllowed = false
  /// The language the file being merged translates into (`begin`).
  private var language = ""
  private let path: String

  /// The splicing view of `file`, or nil when the file is not exactly in Xcode's layout (then the
  /// caller reads it whole, which also reports any error with its line and column).
  ///
  /// `languages` are the languages that will be imported; they need not include the source
  /// language. `index`, when given, is the file's index scanned with `scanLanguages(file:
  /// languages:)` (e.g. in chunks on several threads).
  init?(
    file: FileBytes, path: String, languages: [String],
    index scannedIndex: CatalogSpliceIndex? = nil
  ) {
    var scanned = Self.scanLanguages(file: file, languages: languages)
    guard
      var index = scannedIndex ?? CatalogSpliceIndex.scan(file.buffer, languages: scanned),
      var source = CatalogSpliceIndex.decodeKey(file.buffer, index.sourceLanguageRange)
    else { return nil }
    if !scanned.contains(where: { $0.hasSameUTF8(as: source) }) {
      // Scanned again with the source language when it could not be read ahead.
      scanned.append(source)
      guard let again = CatalogSpliceIndex.scan(file.buffer, languages: scanned),
        let language = CatalogSpliceIndex.decodeKey(file.buffer, again.sourceLanguageRange)
      else { return nil }
      index = again
      source = language
    }
    self.file = file
    self.index = index
    self.sourceLanguage = source
    self.languages = scanned
    self.sourceSlot = scanned.firstIndex { $0.hasSameUTF8(as: source) } ?? 0
    self.path = path
  }

  /// The languages to scan `file` for: `languages` and the catalog's source language, read
  /// ahead from the first line of a file in Xcode's layout (`{` then `"sourceLanguage" : "…"`).
  static func scanLanguages(file: FileBytes, languages: [String]) -> [String] {
    let prefix = Array("{\n  \"sourceLanguage\" : \"".utf8)
    let bytes = file.buffer
    guard bytes.count > prefix.count,
      UnsafeBufferPointer(rebasing: bytes[..<prefix.count]).elementsEqual(prefix)
    else { return languages }
    var end = prefix.count
    while end < bytes.count, end - prefix.count < 64, bytes[end] != UInt8(ascii: "\""),
      bytes[end] != UInt8(ascii: "\\")
    {
      end += 1
    }
    guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return languages }
    let source = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[prefix.count..<end]), as: UTF8.self)
    return languages.contains { $0.hasSameUTF8(as: source) } ? languages : languages + [source]
  }

  // MARK: XLIFFMergeDestination

  mutating func begin(language: String, original: String) {
    makePendingChanges()
    self.language = language
    if let ahead = referencesAhead, ahead.hasSameUTF8(as: language) {
      // Computed ahead for this very language, from the catalog as it is now: kept, and shared
      // by the copies that decide units on other threads.
      referencesAhead = nil
      references.settle()
      referenceIDs.settle()
      return
    }
    referencesAhead = nil
    references = EntryCache()
    referenceIDs = EntryCache()
    categories = XLIFFExporter.pluralCategories(for: language)
    let allowed = (CLDRPlurals.categories(for: language) ?? []).map(\.rawValue)
    categoriesAreAllowed = categories.allSatisfy(allowed.contains)
    if slot(of: language) == nil,
      let again = CatalogSpliceIndex.scan(file.buffer, languages: languages + [language])
    {
      // A language the caller did not announce: scanned again (the same file, the same layout).
      index = again
      languages.append(language)
    }
    targetSlot = slot(of: language) ?? -1
    targetLanguage = language
  }

  func entry(forKey key: String) -> Int? { index.entry(forKey: key) }

  mutating func reference(id: String, key: String, entry: Int) -> XLIFFImporter.Reference? {
    if let units = references[entry] { return XLIFFImporter.reference(withID: id, in: units) }
    if changed.index(forKey: entry) == nil, let plain = plainReference(entry: entry, key: key) {
      // A plain entry has one unit, whose id is its key; an id with a path names no unit of it.
      return id.hasSameUTF8(as: key) ? plain : nil
    }
    let units = referenceUnits(entry: entry, key: key)
    references[entry] = units
    return XLIFFImporter.reference(withID: id, in: units)
  }

  mutating func hasUnit(id: String, key: String, entry: Int) -> Bool {
    if !references.contains(entry), changed.index(forKey: entry) == nil,
      isPlain(entry: entry, key: key)
    {
      return id.hasSameUTF8(as: key)
    }
    return reference(id: id, key: key, entry: entry) != nil
  }

  /// An entry an import changed.
  enum ChangedEntry {
    /// Read whole and changed (an entry with a `shouldTranslate`).
    case whole(CatalogEntry)
    /// Only the localizations of the languages imported into, each read from its bytes and
    /// changed: an import changes its target language only, so the entry's other localizations
    /// (often most of its bytes) are read only when it is written.
    case localizations([(language: String, localization: CatalogLocalization)])
  }

  /// One change an import decided, not made yet (see `pending`).
  struct PendingChange {
    var value: String
    var state: String
    var id: TransUnitID
    var language: String
  }

  /// Records the change; it is made when the entry is written (`changedBytes`, `wouldChange`)
  /// or the next `<file>` begins, whichever comes first. Until then the entry's bytes are the
  /// catalog as it was when the file started, which is what the file's other units are compared
  /// with; a dry run makes only the changes it needs to say that the file changes.
  mutating func apply(
    _ value: String, state: String, at id: TransUnitID, entry: Int, language: String
  ) {
    pending[entry, default: []].append(
      PendingChange(value: value, state: state, id: id, language: language))
  }

  /// Makes the pending changes (before a `<file>` begins: its units compare with them).
  private mutating func makePendingChanges() {
    guard !pending.isEmpty else { return }
    for (entry, list) in pending {
      do {
        changed[entry] = try applying(list, to: changed.removeValue(forKey: entry), entry: entry)
      } catch {
        if failure == nil { failure = error }
      }
    }
    pending = [:]
  }

  /// `start` (the entry's earlier changes, if any) with `list` made, in order, by the importer's
  /// rules: on the target localizations only, read from their bytes, or on the whole entry when
  /// it has a `shouldTranslate`.
  private func applying(
    _ list: [PendingChange], to start: ChangedEntry?, entry: Int
  ) throws(CatalogError) -> ChangedEntry {
    var result = start
    for change in list {
      let slot = slot(of: change.language)
      if case .whole(var whole)? = result {
        XLIFFImporter.apply(
          change.value, state: change.state, at: change.id, language: change.language,
          sourceLanguage: sourceLanguage, to: &whole)
        result = .whole(whole)
        continue
      }
      if result == nil, index.hasShouldTranslate(entry: entry) || slot == nil {
        let object = try read(index.valueRanges[entry])
        var whole = CatalogEntry(key: change.id.key, object: object ?? JSONObject())
        XLIFFImporter.apply(
          change.value, state: change.state, at: change.id, language: change.language,
          sourceLanguage: sourceLanguage, to: &whole)
        result = .whole(whole)
        continue
      }
      var changes: [(language: String, localization: CatalogLocalization)] = []
      if case .localizations(let list)? = result { changes = list }
      let position = changes.firstIndex { $0.language.hasSameUTF8(as: change.language) }
      var localization: CatalogLocalization
      if let position {
        localization = changes[position].localization
        changes[position].localization = CatalogLocalization()
      } else {
        localization =
          try slot.flatMap { slot throws(CatalogError) in try readLocalization(entry, slot) }
          ?? CatalogLocalization()
      }
      var sourceError: CatalogError?
      XLIFFImporter.apply(
        change.value, state: change.state, at: change.id, to: &localization,
        source: {
          do throws(CatalogError) {
            return try readLocalization(entry, sourceSlot)
          } catch {
            sourceError = error
            return nil
          }
        })
      if let sourceError { throw sourceError }
      if let position {
        changes[position].localization = localization
      } else {
        changes.append((change.language, localization))
      }
      result = .localizations(changes)
    }
    return result ?? .localizations([])
  }

  /// The localization of the entry at `entry` in `languages[slot]`, read from its bytes.
  private func readLocalization(_ entry: Int, _ slot: Int) throws(CatalogError)
    -> CatalogLocalization?
  {
    guard let range = index.localizationRange(entry: entry, language: slot) else { return nil }
    return try read(range).map { CatalogLocalization(object: $0) }
  }

  /// The JSON object at `range`; nil for any other value (the index's layout check rules it out).
  private func read(_ range: Range<Int>) throws(CatalogError) -> JSONObject? {
    guard case .object(let object) = try JSONParser.parse(Array(file.buffer[range]), path: path)
    else { return nil }
    return object
  }

  /// Settles a unit from bytes when the catalog already holds exactly what it says (the same
  /// decision `XLIFFImporter.decide` makes): no target is a quiet skip of a unit the export has;
  /// a target the catalog already holds (same source, same value, a state that imports as it is)
  /// is unchanged. Every other unit returns nil and is decided as a value, including texts that
  /// differ only in bytes (canonically equivalent ones, or a real change).
  ///
  /// A plain key of an entry whose source and target localizations are plain string units is
  /// compared with their JSON bytes; any other id with the entry's reference units (the
  /// exporter's units, computed once per entry and kept).
  mutating func quickDecision(
    _ record: XLIFFUnitTable.Record, text: UnsafeBufferPointer<UInt8>
  ) -> XLIFFImporter.Decision? {
    guard targetSlot >= 0, categoriesAreAllowed, !record.hasSeveralSegments,
      !record.hasTextBesidePhrases
    else { return nil }
    let id = UnsafeBufferPointer(rebasing: text[record.id])
    let isPlainID = !id.contains(UInt8(ascii: "|"))
    // An id with `|==|` may also be a key (Xcode 27 exports such keys as plain units), or read
    // several ways: `XLIFFImporter.decide` resolves those.
    guard let keyEnd = isPlainID ? id.count : Self.lastSeparator(in: id),
      isPlainID
        || (Self.lastSeparator(in: UnsafeBufferPointer(rebasing: id[..<keyEnd])) == nil
          && (!index.hasSeparatorKeys || index.entry(forKeyBytes: id) == nil)),
      let entry = index.entry(forKeyBytes: UnsafeBufferPointer(rebasing: id[..<keyEnd])),
      changed.isEmpty || changed.index(forKey: entry) == nil
    else { return nil }
    if isPlainID, references.isEmpty || !references.contains(entry) {
      switch plainDecision(record, text, entry: entry) {
      case .decided(let decision): return decision
      case .undecided: return nil
      case .notPlain: break
      }
    }
    if record.target == nil, !references.contains(entry), !Self.mayFill(id),
      let ids = idsWithoutTarget(
        entry: entry, keyBytes: UnsafeBufferPointer(rebasing: id[..<keyEnd]))
    {
      // (A plural case of an entry the language lacks may be filled on import, see
      // `XLIFFExporter.Leaf.fillsMissingTarget`: it needs the reference units below, with texts.)
      return ids.contains(where: { Self.same($0, id) }) ? .skippedQuietly : nil
    }
    let units: [(id: String, reference: XLIFFImporter.Reference)]
    if let cached = references[entry] {
      units = cached
    } else {
      let key = String(decoding: UnsafeBufferPointer(rebasing: id[..<keyEnd]), as: UTF8.self)
      units = referenceUnits(entry: entry, key: key)
      references[entry] = units
    }
    guard let reference = units.first(where: { Self.same($0.id, id) })?.reference else {
      return nil
    }
    guard let target = record.target else {
      // An id with one separator, whose prefix is the key (checked above): `decide`'s reading.
      let unitID = TransUnitID(decoding: String(decoding: id, as: UTF8.self))
      guard XLIFFImporter.fills(reference, unitID, language: language) else {
        return .skippedQuietly
      }
      return .fill(value: reference.source, id: unitID, entry: entry)
    }
    let value = UnsafeBufferPointer(rebasing: text[target])
    guard let current = reference.target, Self.same(current.value, value) else { return nil }
    if let state = record.state.map({ UnsafeBufferPointer(rebasing: text[$0]) }),
      XLIFFState.isIgnoredOnImport(state)
    {
      return current.state.map { Self.same($0.rawValue, state) } == true ? .unchanged : nil
    }
    guard !record.hasInlineMarkup, reference.xcodeLoss == nil, !reference.targetNormalizes,
      current.state == .translated,
      current.isMachineTranslation == Self.isMachineTranslation(record, text),
      Self.same(reference.source, UnsafeBufferPointer(rebasing: text[record.source]))
    else { return nil }
    return .unchanged
  }

  /// Whether the id may name a plural case an import fills in an entry the target language
  /// lacks: it ends with a plural case (`…plural.one`) outside substitutions, by its bytes.
  static func mayFill(_ id: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let separator = lastSeparator(in: id) else { return false }
    let path = UnsafeBufferPointer(rebasing: id[(separator + 4)...])
    if path.starts(with: "substitutions.".utf8) { return false }
    // The last `plural.` of the path, with no `.` after its category.
    let word = Array("plural.".utf8)
    var start = path.count - word.count
    while start >= 0 {
      if path[start] == word[0], UnsafeBufferPointer(rebasing: path[start...]).starts(with: word) {
        return !path[(start + word.count)...].contains(UInt8(ascii: "."))
          && (start == 0 || path[start - 1] == UInt8(ascii: "."))
      }
      start -= 1
    }
    return false
  }

  /// Whether the record's `state-qualifier` is Xcode's machine-translation one.
  static func isMachineTranslation(
    _ record: XLIFFUnitTable.Record, _ text: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard let qualifier = record.qualifier else { return false }
    return same(
      XLIFFTarget.machineTranslationQualifier, UnsafeBufferPointer(rebasing: text[qualifier]))
  }

  /// Starts merging into `language` and computes the reference units of entries with
  /// variations or substitutions, in file order, while `shouldContinue()` says so (on a thread
  /// that would otherwise wait for the XLIFF parse). The next `begin(language:original:)` with
  /// the same language keeps them: they are what deciding the units would compute.
  mutating func computeReferencesAhead(language: String, while shouldContinue: () -> Bool) {
    begin(language: language, original: "")
    guard targetSlot >= 0 else { return }
    referencesAhead = language
    let bytes = file.buffer
    for entry in 0..<index.count where shouldContinue() {
      guard !references.contains(entry), !referenceIDs.contains(entry),
        hasVariationsOrSubstitutions(entry: entry)
      else { continue }
      let keyRange = index.keyRanges[entry]
      let keyBytes = UnsafeBufferPointer(
        rebasing: bytes[(keyRange.lowerBound + 1)..<(keyRange.upperBound - 1)])
      // An entry the language lacks needs only its unit ids, unless its plural cases may be
      // filled (then their texts): variations in the source.
      if index.localizationRange(entry: entry, language: targetSlot) == nil,
        !hasKey(Self.variationsKey, entry: entry, slot: sourceSlot),
        idsWithoutTarget(entry: entry, keyBytes: keyBytes) != nil
      {
        continue
      }
      guard let key = CatalogSpliceIndex.decodeKey(bytes, keyRange) else { continue }
      references[entry] = referenceUnits(entry: entry, key: key)
    }
  }

  /// The unit ids of an entry that has no target-language localization (computed once and
  /// kept in `referenceIDs`); nil for any other entry, or one whose source localization has a
  /// shape `ByteLocalization` does not read. `keyBytes` are the key's UTF-8 bytes, or its bytes
  /// in the file (without quotes), which are the same unless they hold a backslash: then nil.
  private mutating func idsWithoutTarget(
    entry: Int, keyBytes: UnsafeBufferPointer<UInt8>
  ) -> [String]? {
    if let ids = referenceIDs[entry] { return ids }
    guard targetSlot >= 0, changed.index(forKey: entry) == nil,
      index.localizationRange(entry: entry, language: targetSlot) == nil,
      !index.hasShouldTranslate(entry: entry), !keyBytes.contains(LayoutScanner.backslash)
    else { return nil }
    var source: ByteLocalization?
    if let range = index.localizationRange(entry: entry, language: sourceSlot) {
      guard let read = ByteLocalization.read(file.buffer, range) else { return nil }
      source = read
    }
    let ids = XLIFFExporter.referenceIDs(
      key: String(decoding: keyBytes, as: UTF8.self), source: source,
      target: ByteLocalization?.none, categories: categories)
    referenceIDs[entry] = ids
    return ids
  }

  /// Whether the entry's source or target localization has variations or substitutions, found
  /// by a byte search (a quote inside a JSON string is escaped, so `"variations"` can only be a
  /// key): the entries whose reference units cost the most. Other entries that are not plain
  /// (rare) get theirs when a unit needs them.
  private func hasVariationsOrSubstitutions(entry: Int) -> Bool {
    [sourceSlot, targetSlot].contains { slot in
      hasKey(Self.variationsKey, entry: entry, slot: slot)
        || hasKey(Self.substitutionsKey, entry: entry, slot: slot)
    }
  }

  /// Whether the entry's localization in `languages[slot]` holds `key` (a quoted member name).
  private func hasKey(_ key: [UInt8], entry: Int, slot: Int) -> Bool {
    let bytes = file.buffer
    guard let range = index.localizationRange(entry: entry, language: slot),
      let base = bytes.baseAddress
    else { return false }
    // Every quote, found with `memchr`, followed by the key.
    var at = base + range.lowerBound
    let end = base + range.upperBound
    while at < end, let found = memchr(at, Int32(UInt8(ascii: "\"")), end - at) {
      let quote = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
      if UnsafeBufferPointer(start: quote, count: end - quote).starts(with: key) { return true }
      at = quote + 1
    }
    return false
  }

  private static let variationsKey = Array("\"variations\"".utf8)
  private static let substitutionsKey = Array("\"substitutions\"".utf8)

  /// The string units of the entry's source and target localizations (each nil when absent) when
  /// the entry has no `shouldTranslate` and each of the two is absent or exactly a string unit
  /// in Xcode's layout; nil for any other entry.
  private func plainUnits(entry: Int) -> (source: UnitRanges?, target: UnitRanges?)? {
    guard !index.hasShouldTranslate(entry: entry) else { return nil }
    // `.some(nil)`: no such localization; nil: one that is not a plain string unit.
    func unit(_ slot: Int) -> UnitRanges?? {
      guard index.localizationRange(entry: entry, language: slot) != nil else {
        return .some(nil)
      }
      // Recorded by the scan, which matched the localization's bytes anyway.
      return index.plainStringUnit(entry: entry, language: slot).map {
        .some(UnitRanges(state: $0.state, value: $0.value))
      }
    }
    guard let source = unit(sourceSlot), let target = unit(targetSlot) else { return nil }
    return (source, target)
  }

  /// Keeps the reference units that `other` (a copy of this catalog that decided units on
  /// another thread) computed, so that applying does not compute them again.
  mutating func adopt(_ other: SplicedCatalog) {
    references.absorb(other.references)
  }

  /// What `plainDecision` found.
  private enum PlainDecision {
    case decided(XLIFFImporter.Decision)
    /// The entry is plain, but the unit must be decided as a value.
    case undecided
    /// The entry is not plain (or has a `shouldTranslate`).
    case notPlain
  }

  /// `quickDecision` for a plain key of an entry whose source and target localizations are each
  /// absent or exactly a string unit, from the JSON bytes of the two units.
  private func plainDecision(
    _ record: XLIFFUnitTable.Record, _ text: UnsafeBufferPointer<UInt8>, entry: Int
  ) -> PlainDecision {
    guard let (source, current) = plainUnits(entry: entry) else { return .notPlain }
    let bytes = file.buffer
    guard let target = record.target else { return .decided(.skippedQuietly) }
    guard !record.hasSeveralSegments, !record.hasTextBesidePhrases, let current,
      Self.jsonString(bytes, current.value, equals: UnsafeBufferPointer(rebasing: text[target])),
      let exported = XLIFFExporter.exportedState(bytes, current.state)
    else { return .undecided }
    if let state = record.state.map({ UnsafeBufferPointer(rebasing: text[$0]) }),
      XLIFFState.isIgnoredOnImport(state)
    {
      // Unchanged when the catalog exports this very target (else skipped, with a message).
      return Self.same(exported, state) ? .decided(.unchanged) : .undecided
    }
    let unitSource = UnsafeBufferPointer(rebasing: text[record.source])
    let id = UnsafeBufferPointer(rebasing: text[record.id])
    let sameSource =
      if let source { Self.jsonString(bytes, source.value, equals: unitSource) } else {
        Self.same(unitSource, id)
      }
    // `translated` stays as it is without a machine-translation qualifier, `machine_translated`
    // with one.
    let machine = Self.same(
      UnitState.machineTranslated, UnsafeBufferPointer(rebasing: bytes[current.state]))
    guard !record.hasInlineMarkup, sameSource, exported == XLIFFState.translated.rawValue,
      machine == Self.isMachineTranslation(record, text)
    else {
      return .undecided
    }
    return .decided(.unchanged)
  }

  /// Where the last `|==|` of `id` starts; nil when it has none.
  static func lastSeparator(in id: UnsafeBufferPointer<UInt8>) -> Int? {
    var start = id.count - 4
    while start >= 0 {
      if id[start] == 0x7C, id[start + 1] == 0x3D, id[start + 2] == 0x3D, id[start + 3] == 0x7C {
        return start
      }
      start -= 1
    }
    return nil
  }

  /// Whether `string` is exactly the UTF-8 bytes `bytes`.
  static func same(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var string = string
    return string.withUTF8 { same($0, bytes) }
  }

  /// Whether two byte buffers hold the same bytes.
  static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    guard let x = a.baseAddress, let y = b.baseAddress else { return true }
    return memcmp(x, y, a.count) == 0
  }

  /// Whether the JSON string whose contents (without quotes) are at `range` of `bytes` decodes to
  /// exactly the UTF-8 bytes `text`. False also for escapes it does not decode (`\u` of a
  /// surrogate): the caller then compares decoded strings.
  static func jsonString(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
    equals text: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    // An escape makes the JSON text longer than what it stands for: a text as long as the
    // range is equal only when the range has no escape and the same bytes (one `memcmp`).
    if range.count < text.count { return false }
    if range.count == text.count, let base = bytes.baseAddress {
      if range.isEmpty { return true }
      return memchr(base + range.lowerBound, Int32(UInt8(ascii: "\\")), range.count) == nil
        && bytesEqual(base + range.lowerBound, text.baseAddress!, count: range.count)
    }
    var i = range.lowerBound
    var k = 0
    let end = range.upperBound
    while i < end {
      let byte = bytes[i]
      if byte != UInt8(ascii: "\\") {
        guard k < text.count, text[k] == byte else { return false }
        i += 1
        k += 1
        continue
      }
      guard i + 1 < end else { return false }
      let decoded: UInt8
      switch bytes[i + 1] {
      case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
      case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
      case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
      case UInt8(ascii: "n"): decoded = 0x0A
      case UInt8(ascii: "t"): decoded = 0x09
      case UInt8(ascii: "r"): decoded = 0x0D
      case UInt8(ascii: "b"): decoded = 0x08
      case UInt8(ascii: "f"): decoded = 0x0C
      case UInt8(ascii: "u"):
        // Xcode writes `\u` only for control characters: one byte each.
        guard i + 6 <= end, let scalar = hexScalar(bytes, i + 2), scalar < 0x80 else {
          return false
        }
        guard k < text.count, text[k] == UInt8(scalar) else { return false }
        i += 6
        k += 1
        continue
      default: return false
      }
      guard k < text.count, text[k] == decoded else { return false }
      i += 2
      k += 1
    }
    return k == text.count
  }

  /// The value of the four hexadecimal digits at `start`, nil when they are not.
  private static func hexScalar(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> UInt32? {
    var value: UInt32 = 0
    for byte in bytes[start..<(start + 4)] {
      guard let digit = byte.hexValue else { return nil }
      value = value << 4 | digit
    }
    return value
  }

  mutating func raiseVersion(atLeast minimum: String) {
    if XLIFFImporter.version(minimumVersion, isBelow: minimum) || minimumVersion == nil {
      minimumVersion = minimum
    }
  }

  mutating func raiseVersion(atLeast minimum: String, ifAnEntryHolds keys: [String]) {
    conditionalVersion = (minimum, keys)
  }

  // MARK: Output

  /// The file's bytes with the changed entries written in place of their old bytes; nil when
  /// nothing changed. A `version` to raise (`raiseVersion`, rare) is set by reading the spliced
  /// bytes whole and writing them again: in Xcode's layout, that changes no other byte.
  func changedBytes() throws(CatalogError) -> [UInt8]? {
    guard let spliced = try splicedBytes() else { return nil }
    var minimum = minimumVersion
    if let conditional = conditionalVersion,
      minimum.map({ XLIFFImporter.version($0, isBelow: conditional.version) }) ?? true,
      XLIFFImporter.version(Self.finalVersion(spliced), isBelow: conditional.version),
      conditional.keys.contains(where: { Self.holdsEntryMember($0, spliced) })
    {
      minimum = conditional.version
    }
    guard let minimum else { return spliced }
    var catalog = try StringCatalog(bytes: spliced, path: path)
    guard XLIFFImporter.version(catalog.version, isBelow: minimum) else { return spliced }
    catalog.version = minimum
    return catalog.bytes()
  }

  /// The `version` of a file in Xcode's layout, from its last lines (where Xcode's order puts
  /// it); nil when it is not there (then it is read whole, if need be).
  static func finalVersion(_ bytes: [UInt8]) -> String? {
    let tail = bytes.suffix(96)
    let pattern = Array("\n  \"version\" : \"".utf8)
    guard let start = tail.indices.first(where: { tail[$0...].starts(with: pattern) }) else {
      return nil
    }
    let value = tail[(start + pattern.count)...].prefix { $0 != UInt8(ascii: "\"") }
    return String(decoding: value, as: UTF8.self)
  }

  /// Whether an entry of a file in Xcode's layout has a member called `key`: a line
  /// `      "key" : ` at the entries' members' indentation (line starts found with `memchr`).
  static func holdsEntryMember(_ key: String, _ bytes: [UInt8]) -> Bool {
    let pattern = Array("      \"\(key)\" : ".utf8)
    return bytes.withUnsafeBufferPointer { file in
      guard let base = file.baseAddress else { return false }
      var at = base
      let end = base + file.count
      while at < end, let found = memchr(at, 0x0A, end - at) {
        let line = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
        if end - line >= pattern.count, line[6] == UInt8(ascii: "\""),
          UnsafeBufferPointer(start: line, count: pattern.count).elementsEqual(pattern)
        {
          return true
        }
        at = line
      }
      return false
    }
  }

  /// Whether `changedBytes()` would give bytes, without making them (what a dry run says): a
  /// changed entry whose bytes differ from the file's settles it, so this costs about one
  /// entry instead of a copy of the file.
  func wouldChange() throws(CatalogError) -> Bool {
    if let failure { throw failure }
    let bytes = file.buffer
    for position in Set(changed.keys).union(pending.keys) {
      let old = UnsafeBufferPointer(rebasing: bytes[index.valueRanges[position]])
      if !old.elementsEqual(try entryBytes(position)) { return true }
    }
    return false
  }

  /// `changedBytes()` without the version.
  private func splicedBytes() throws(CatalogError) -> [UInt8]? {
    if let failure { throw failure }
    guard !changed.isEmpty || !pending.isEmpty else { return nil }
    let bytes = file.buffer
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 16)
    var copied = 0
    for position in Set(changed.keys).union(pending.keys).sorted() {
      let range = index.valueRanges[position]
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<range.lowerBound]))
      out.append(contentsOf: try entryBytes(position))
      copied = range.upperBound
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
    return file.equals(out) ? nil : out
  }

  /// The bytes of the changed entry at `position`: a whole entry written, or the entry read
  /// from the file with its changed localizations set (in place, or at their collated place:
  /// what changing the whole entry gives).
  private func entryBytes(_ position: Int) throws(CatalogError) -> [UInt8] {
    var writer = JSONWriter()
    let made = try pending[position].map { list throws(CatalogError) in
      try applying(list, to: changed[position], entry: position)
    }
    switch made ?? changed[position] {
    case .whole(let entry)?:
      writer.write(entry.object, indent: 2)
    case .localizations(let list)?:
      let range = index.valueRanges[position]
      guard case .object(let object) = try JSONParser.parse(Array(file.buffer[range]), path: path)
      else { return Array(file.buffer[range]) }
      var entry = CatalogEntry(key: "", object: object)
      for (language, localization) in list { entry.setLocalization(localization, for: language) }
      writer.write(entry.object, indent: 2)
    case nil:
      return Array(file.buffer[index.valueRanges[position]])
    }
    return writer.bytes
  }

  // MARK: Reading entries

  private func slot(of language: String) -> Int? {
    languages.firstIndex { $0.hasSameUTF8(as: language) }
  }

  /// Whether the entry is plain (see `plainReference`), without decoding any string.
  private func isPlain(entry: Int, key: String) -> Bool {
    targetSlot >= 0 && plainUnits(entry: entry) != nil
  }

  /// The reference of an entry whose source and target localizations are each absent or exactly
  /// a string unit (state and value, nothing else), without `shouldTranslate`: the one unit
  /// `key` with the source's value (or the key) as source. Nil for any other entry.
  private func plainReference(entry: Int, key: String) -> XLIFFImporter.Reference? {
    guard targetSlot >= 0, let units = plainUnits(entry: entry) else { return nil }
    let bytes = file.buffer
    let source = units.source.map { Self.contents(bytes, $0.value) } ?? key
    let target = units.target.map {
      XLIFFExporter.target(
        Self.contents(bytes, $0.value), catalogState: Self.contents(bytes, $0.state))
    }
    return XLIFFImporter.Reference(source: source, target: target)
  }

  /// The reference units of any entry, with the exporter's rules: from the changed entry when it
  /// changed, else from the bytes of its two localizations (or the whole entry when it has a
  /// `shouldTranslate`).
  private mutating func referenceUnits(entry: Int, key: String) -> [(
    id: String, reference: XLIFFImporter.Reference
  )] {
    let whole: CatalogEntry?
    // A target localization an earlier <file> changed (its bytes are stale).
    var changedTarget: CatalogLocalization?
    switch changed[entry] {
    case .whole(let changed)?:
      whole = changed
    case .localizations(let list)?:
      whole = nil
      changedTarget = list.first { $0.language.hasSameUTF8(as: targetLanguage) }?.localization
    case nil:
      if index.hasShouldTranslate(entry: entry) || targetSlot < 0 {
        guard let read = wholeEntry(entry, key: key) else { return [] }
        whole = read
      } else {
        whole = nil
      }
    }
    if whole == nil, changedTarget == nil,
      let units = shapedReferenceUnits(entry: entry, key: key)
    {
      return units
    }
    let source: CatalogLocalization?
    let target: CatalogLocalization?
    if let whole {
      source = whole.localization(for: sourceLanguage)
      target = whole.localization(for: targetLanguage)
    } else {
      source = localization(entry: entry, slot: sourceSlot)
      target = changedTarget ?? localization(entry: entry, slot: targetSlot)
    }
    return XLIFFExporter.referenceUnits(
      key: key, source: source, target: target, categories: categories,
      shouldTranslate: whole?.shouldTranslate ?? true)
  }

  private mutating func localization(entry: Int, slot: Int) -> CatalogLocalization? {
    guard let range = index.localizationRange(entry: entry, language: slot) else { return nil }
    guard case .object(let object) = parse(range) else { return nil }
    return CatalogLocalization(object: object)
  }

  private mutating func wholeEntry(_ entry: Int, key: String) -> CatalogEntry? {
    guard case .object(let object) = parse(index.valueRanges[entry]) else { return nil }
    return CatalogEntry(key: key, object: object)
  }

  /// The JSON value at `range`; records a failure (reported by `changedBytes`) if it does not
  /// parse, which the index's layout check rules out.
  private mutating func parse(_ range: Range<Int>) -> JSONValue? {
    do {
      return try JSONParser.parse(Array(file.buffer[range]), path: path)
    } catch {
      if failure == nil { failure = error }
      return nil
    }
  }

  /// The string whose contents (without quotes, in canonical escapes) are at `range`, decoded.
  static func contents(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    CatalogSpliceIndex.decodeKey(bytes, (range.lowerBound - 1)..<(range.upperBound + 1)) ?? ""
  }
}

/// The reference units (or ids) by entry position that a `SplicedCatalog` keeps, made so that
/// its copies (one per thread deciding units) are cheap: a copy shares what was there when
/// `settle()` last ran and keeps only what it adds, so adding to a copy does not copy the shared
/// entries, and `absorb` takes only the other copy's additions.
struct EntryCache<Value> {
  /// What every copy shares (never changed while copies are in use).
  private var shared: [Int: Value] = [:]
  /// What this copy added since `settle()`.
  private var added: [Int: Value] = [:]

  /// The value for `entry`; setting stores it in this copy only.
  subscript(entry: Int) -> Value? {
    get { added[entry] ?? shared[entry] }
    set { added[entry] = newValue }
  }

  /// Whether there is a value for `entry` (without copying it out).
  func contains(_ entry: Int) -> Bool {
    added.index(forKey: entry) != nil || shared.index(forKey: entry) != nil
  }

  /// Whether there is no value at all.
  var isEmpty: Bool { added.isEmpty && shared.isEmpty }

  /// Makes everything added so far shared by the copies made from now on.
  mutating func settle() {
    if shared.isEmpty {
      shared = added
    } else {
      shared.merge(added) { mine, _ in mine }
    }
    added = [:]
  }

  /// Adds what `other` (a copy of this cache) added and this one does not have.
  mutating func absorb(_ other: EntryCache) {
    for (entry, value) in other.added where !contains(entry) { added[entry] = value }
  }
}

extension EntryCache: Sendable where Value: Sendable {}
