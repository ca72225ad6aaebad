/// The units of one `<file>` as the reader collects them: every text (ids, sources, targets,
/// states, notes) back to back in one byte buffer, each unit a few ranges into it.
///
/// Reading a large XLIFF this way makes no `String` and no reference-counted value per unit; an
/// import compares most units with the catalog byte for byte (`SplicedCatalog.quickDecision`)
/// and builds an `XLIFFUnit` only for the others (`unit(at:)`). `XLIFFReader`'s public API
/// returns `XLIFFUnit`s built from it.
struct XLIFFUnitTable: Sendable {
  /// One unit: ranges into `bytes`.
  struct Record: Sendable {
    /// The decoded `id`.
    var id: Range<Int>
    /// The source text (all its pieces).
    var source: Range<Int> = 0..<0
    /// The target text; nil when the unit has no `<target>`.
    var target: Range<Int>?
    /// The target's state in its 1.2 spelling; nil when the file gives none.
    var state: Range<Int>?
    /// The target's `state-qualifier`; nil when the file gives none.
    var qualifier: Range<Int>?
    /// The unit's notes: a range of `notes`.
    var notes: Range<Int> = 0..<0
    /// The line the unit starts on.
    var line: Int
    /// Whether the source or target held inline markup.
    var hasInlineMarkup = false
    /// Whether the (2.0) unit had several segments.
    var hasSeveralSegments = false
    /// Whether a `<source>` or `<target>` of App Shortcut phrases held text outside them.
    var hasTextBesidePhrases = false
    /// Whether the unit had a `<source>`.
    var hasSource = false
  }

  /// One `<note>`: ranges into `bytes`.
  struct Note: Sendable {
    var text: Range<Int>
    var from: Range<Int>?
  }

  /// The texts, back to back.
  private(set) var bytes: [UInt8] = []
  /// The units, in document order.
  private(set) var records: [Record] = []
  /// The notes of every unit, in document order.
  private(set) var notes: [Note] = []

  /// An empty table.
  init() {}

  /// The table of units built in memory (the public `XLIFFImporter.merge` API).
  init(_ units: [XLIFFUnit]) {
    for unit in units {
      var record = Record(id: append(unit.id), line: unit.line)
      record.source = append(unit.source)
      record.hasSource = unit.hasSource
      if let target = unit.target {
        record.target = append(target.value)
        record.state = target.state.map { append($0.rawValue) }
        record.qualifier = target.stateQualifier.map { append($0) }
      }
      let first = notes.count
      for note in unit.notes {
        notes.append(Note(text: append(note.text), from: note.from.map { append($0) }))
      }
      record.notes = first..<notes.count
      record.hasInlineMarkup = unit.hasInlineMarkup
      record.hasSeveralSegments = unit.hasSeveralSegments
      record.hasTextBesidePhrases = unit.hasTextBesidePhrases
      records.append(record)
    }
  }

  /// The number of units.
  var count: Int { records.count }

  /// The unit at `index` as a value.
  func unit(at index: Int) -> XLIFFUnit {
    let record = records[index]
    return XLIFFUnit(
      id: string(record.id), source: string(record.source),
      target: record.target.map {
        XLIFFTarget(
          value: string($0), state: record.state.map { XLIFFState(rawValue: string($0)) },
          stateQualifier: record.qualifier.map(string))
      },
      notes: notes[record.notes].map { XLIFFNote(string($0.text), from: $0.from.map(string)) },
      line: record.line, hasInlineMarkup: record.hasInlineMarkup,
      hasSeveralSegments: record.hasSeveralSegments, hasSource: record.hasSource,
      hasTextBesidePhrases: record.hasTextBesidePhrases)
  }

  /// Every unit as a value, in order.
  var units: [XLIFFUnit] { (0..<count).map(unit(at:)) }

  /// The text at `range`, decoded as UTF-8.
  func string(_ range: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer { String(decoding: $0[range], as: UTF8.self) }
  }

  // MARK: Building (the reader)

  /// Appends `text`; its range.
  mutating func append(_ text: String) -> Range<Int> {
    let start = bytes.count
    bytes.append(contentsOf: text.utf8)
    return start..<bytes.count
  }

  /// Appends a raw attribute value, decoded (see `XMLAttributes.decode(_:into:)`); its range.
  mutating func appendAttribute(_ raw: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let start = bytes.count
    XMLAttributes.decode(raw, into: &bytes)
    return start..<bytes.count
  }

  /// Appends character data to the text being collected (which started at `textStart`).
  mutating func appendText(_ text: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: text)
  }

  /// Where the next appended text starts.
  var textStart: Int { bytes.count }

  /// Appends the `\0` that precedes each of an App Shortcut's phrases (`XLIFFStringSet`).
  mutating func appendPhraseSeparator() {
    bytes.append(0)
  }

  /// Whether the text appended since `start` holds more than XML whitespace.
  func hasText(besideWhitespace start: Int) -> Bool {
    bytes[start...].contains { !Self.isWhitespace($0) }
  }

  /// Whether `byte` is XML whitespace (space, tab, line feed, carriage return).
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Drops the text appended since `start` (the whitespace before an App Shortcut's first
  /// phrase, see `XLIFFStringSet`).
  mutating func dropText(from start: Int) {
    bytes.removeSubrange(start...)
  }

  /// `first` followed by `second` (the pieces of a text read in several parts): `second` itself
  /// when `first` is empty, else both, copied to the end of `bytes` when they are not adjacent.
  mutating func joined(_ first: Range<Int>, _ second: Range<Int>) -> Range<Int> {
    if first.isEmpty { return second }
    if first.upperBound == second.lowerBound { return first.lowerBound..<second.upperBound }
    let start = bytes.count
    bytes.append(contentsOf: Array(bytes[first]))
    bytes.append(contentsOf: Array(bytes[second]))
    return start..<bytes.count
  }

  /// Adds a finished unit.
  mutating func append(_ record: Record) { records.append(record) }

  /// Adds a note; its position in `notes`.
  mutating func appendNote(_ note: Note) -> Int {
    notes.append(note)
    return notes.count - 1
  }

  /// Reserves room for about `count` more bytes of text.
  mutating func reserveBytes(_ count: Int) { bytes.reserveCapacity(bytes.count + count) }

  /// Reserves room for about `count` more units.
  mutating func reserveUnits(_ count: Int) { records.reserveCapacity(records.count + count) }
}

/// A `<file>` as the import reads it: its header and its units as a table.
struct XLIFFTableFile: Sendable {
  /// The file's attributes and tool; `units` is empty (they are in `table`).
  var header: XLIFFFile
  /// The units.
  var table: XLIFFUnitTable

  /// The table form of a file built in memory.
  init(_ file: XLIFFFile) {
    var header = file
    header.units = []
    self.init(header: header, table: XLIFFUnitTable(file.units))
  }

  /// A file's header and the table of its units.
  init(header: XLIFFFile, table: XLIFFUnitTable) {
    self.header = header
    self.table = table
  }

  /// The file with its units as values.
  var file: XLIFFFile {
    var file = header
    file.units = table.units
    return file
  }
}

/// An XLIFF document as the import reads it.
struct XLIFFTableDocument: Sendable {
  /// The version it was read as.
  var version: XLIFFVersion
  /// The files, in document order.
  var files: [XLIFFTableFile]

  /// The document with its units as values.
  var document: XLIFFDocument {
    XLIFFDocument(version: version, files: files.map(\.file))
  }
}
