/// A catalog in Xcode's exact layout as the destination of an import, read through its byte
/// index instead of being parsed (`CatalogSpliceIndex`): the splicing import.
///
/// For each unit, the catalog's side is found from the bytes of the entry's source- and
/// target-language localizations. An entry whose two localizations are a plain string unit each
/// (most entries) is compared without building any JSON value; any other entry is read (only
/// those two localizations) and exported with the exporter's own rules
/// (`XLIFFExporter.referenceUnits`). An entry that changes is read whole, changed with the
/// importer's rules, and written back in place of its bytes: every other byte of the file stays
/// as it was, which for a file in Xcode's layout is what writing the whole catalog would give.
struct SplicedCatalog: XLIFFMergeDestination {
  /// The file's bytes.
  let file: FileBytes
  /// The byte index, scanned with `languages`.
  private(set) var index: CatalogSpliceIndex
  /// The catalog's source language.
  let sourceLanguage: String
  /// The languages whose localizations the index records (the source language among them).
  private(set) var languages: [String]
  /// Changed entries (whole), by entry position.
  private(set) var changed: [Int: CatalogEntry] = [:]
  /// A changed entry's bytes could not be read (the index guarantees they can).
  private(set) var failure: CatalogError?
  /// The reference units of entries already looked at in the current `<file>`: every entry
  /// that is not plain, and every entry that changed (so that later units of the same file
  /// compare with the catalog as it was when the file started, as the whole-catalog import does).
  private var references: [Int: [(id: String, reference: XLIFFImporter.Reference)]] = [:]
  private(set) var targetSlot = 0
  /// The language of the current `<file>`.
  private var targetLanguage = ""
  /// The source language's position in `languages`.
  let sourceSlot: Int
  private(set) var categories: [String] = []
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
    references = [:]
    categories = XLIFFExporter.pluralCategories(for: language)
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
    if changed[entry] == nil, let plain = plainReference(entry: entry, key: key) {
      // A plain entry has one unit, whose id is its key; an id with a path names no unit of it.
      return id.hasSameUTF8(as: key) ? plain : nil
    }
    let units = referenceUnits(entry: entry, key: key)
    references[entry] = units
    return XLIFFImporter.reference(withID: id, in: units)
  }

  mutating func hasUnit(id: String, key: String, entry: Int) -> Bool {
    if references[entry] == nil, changed[entry] == nil, isPlain(entry: entry, key: key) {
      return id.hasSameUTF8(as: key)
    }
    return reference(id: id, key: key, entry: entry) != nil
  }

  mutating func apply(
    _ value: String, state: String, at id: TransUnitID, entry: Int, language: String
  ) {
    if references[entry] == nil { references[entry] = referenceUnits(entry: entry, key: id.key) }
    guard var whole = changed[entry] ?? wholeEntry(entry, key: id.key) else { return }
    XLIFFImporter.apply(
      value, state: state, at: id, language: language, sourceLanguage: sourceLanguage,
      to: &whole)
    changed[entry] = whole
  }

  // MARK: Output

  /// The file's bytes with the changed entries written in place of their old bytes; nil when
  /// nothing changed.
  func changedBytes() throws(CatalogError) -> [UInt8]? {
    if let failure { throw failure }
    guard !changed.isEmpty else { return nil }
    let bytes = file.buffer
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 16)
    var copied = 0
    for position in changed.keys.sorted() {
      guard let entry = changed[position] else { continue }
      let range = index.valueRanges[position]
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<range.lowerBound]))
      var writer = JSONWriter()
      writer.write(entry.object, indent: 2)
      out.append(contentsOf: writer.bytes)
      copied = range.upperBound
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
    return file.equals(out) ? nil : out
  }

  // MARK: Reading entries

  private func slot(of language: String) -> Int? {
    languages.firstIndex { $0.hasSameUTF8(as: language) }
  }

  /// Whether the entry is plain (see `plainReference`), without decoding any string.
  private func isPlain(entry: Int, key: String) -> Bool {
    guard targetSlot >= 0, !index.hasShouldTranslate(entry: entry),
      TransUnitID.isRepresentable(key: key)
    else { return false }
    for slot in [sourceSlot, targetSlot] {
      if let range = index.localizationRange(entry: entry, language: slot),
        Self.plainStringUnitRanges(file.buffer, range) == nil
      {
        return false
      }
    }
    return true
  }

  /// The reference of an entry whose source and target localizations are each absent or exactly
  /// a string unit (state and value, nothing else), without `shouldTranslate` and with a
  /// representable key: the one unit `key` with the source's value (or the key) as source.
  /// Nil for any other entry.
  private func plainReference(entry: Int, key: String) -> XLIFFImporter.Reference? {
    guard targetSlot >= 0, !index.hasShouldTranslate(entry: entry),
      TransUnitID.isRepresentable(key: key)
    else { return nil }
    var source = key
    if let range = index.localizationRange(entry: entry, language: sourceSlot) {
      guard let unit = Self.plainStringUnit(file.buffer, range) else { return nil }
      source = unit.value
    }
    var target: XLIFFTarget?
    if let range = index.localizationRange(entry: entry, language: targetSlot) {
      guard let unit = Self.plainStringUnit(file.buffer, range) else { return nil }
      target = XLIFFTarget(value: unit.value, state: XLIFFExporter.state(unit.state))
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
    if let changed = changed[entry] {
      whole = changed
    } else if index.hasShouldTranslate(entry: entry) || targetSlot < 0 {
      guard let read = wholeEntry(entry, key: key) else { return [] }
      whole = read
    } else {
      whole = nil
    }
    if whole == nil, let units = shapedReferenceUnits(entry: entry, key: key) { return units }
    let source: CatalogLocalization?
    let target: CatalogLocalization?
    if let whole {
      source = whole.localization(for: sourceLanguage)
      target = whole.localization(for: targetLanguage)
    } else {
      source = localization(entry: entry, slot: sourceSlot)
      target = localization(entry: entry, slot: targetSlot)
    }
    return XLIFFExporter.referenceUnits(
      key: key, shouldTranslate: whole?.shouldTranslate ?? true, source: source, target: target,
      categories: categories)
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

  /// `{"stringUnit" : {"state" : S, "value" : V}}` in Xcode's layout as a localization of an
  /// entry (its members indented by 10 spaces): S and V; nil for anything else.
  static func plainStringUnit(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (
    state: String, value: String
  )? {
    guard let unit = plainStringUnitRanges(bytes, range) else { return nil }
    return (contents(bytes, unit.state), contents(bytes, unit.value))
  }

  /// The ranges of S and V (their contents, without quotes) in `plainStringUnit`'s shape.
  static func plainStringUnitRanges(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> UnitRanges?
  {
    var reader = ShapeReader(b: bytes, i: range.lowerBound, end: range.upperBound)
    guard reader.byte(UInt8(ascii: "{")), reader.newline(10),
      reader.word("\"stringUnit\" : {"), let unit = reader.unitBody(indent: 10),
      reader.newline(8), reader.byte(UInt8(ascii: "}")), reader.i == range.upperBound
    else { return nil }
    return unit
  }

  /// The string whose contents (without quotes, in canonical escapes) are at `range`, decoded.
  static func contents(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    CatalogSpliceIndex.decodeKey(bytes, (range.lowerBound - 1)..<(range.upperBound + 1)) ?? ""
  }
}
