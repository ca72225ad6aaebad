/// Reads XLIFF 1.2 and 2.0 with libxml2's streaming SAX2 parser into an `XLIFFDocument`.
///
/// Untrusted input is safe to pass: see `XMLEventParser` (no entities, no DTD, no network, depth and
/// size limits). Structural problems (not XLIFF, a unit without an id, an unknown version) are
/// reported with the file, line and column.
public enum XLIFFReader {
  /// Parses the bytes of an XLIFF file; `path` only names it in errors.
  public static func read(
    _ bytes: [UInt8], path: String, limits: XMLSafetyLimits = XMLSafetyLimits()
  ) throws(XLIFFError) -> XLIFFDocument {
    let result: Result<XLIFFDocument, XLIFFError> = bytes.withUnsafeBufferPointer { buffer in
      do throws(XLIFFError) {
        return .success(
          try readTable(buffer, path: path, limits: limits, readsNotes: true).document)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// `read(_:path:limits:)` as a table of units (see `XLIFFUnitTable`), of bytes in memory that
  /// need not be an array (a mapped file). Without `readsNotes` no `<note>` is kept (an import
  /// never reads them).
  static func readTable(
    _ bytes: UnsafeBufferPointer<UInt8>, path: String,
    limits: XMLSafetyLimits = XMLSafetyLimits(), readsNotes: Bool
  ) throws(XLIFFError) -> XLIFFTableDocument {
    let builder = XLIFFBuilder(path: path, readsNotes: readsNotes, expectedBytes: bytes.count / 2)
    try XMLEventParser.parse(bytes, path: path, limits: limits, handler: builder)
    if let error = builder.error { throw error }
    guard let version = builder.version else {
      throw XLIFFError(
        path: path, line: 1, column: 1,
        message: "no <xliff> root element; expected an XLIFF 1.2 or 2.0 file")
    }
    return XLIFFTableDocument(version: version, files: builder.files)
  }
}

/// Builds the document from SAX events into one `XLIFFUnitTable` per `<file>`, collecting text
/// only where it is needed.
///
/// Only libxml2's callbacks, one at a time on one thread, touch the builder: its properties skip
/// the runtime's exclusivity checks (a measurable share of reading a large file).
private final class XLIFFBuilder: XMLEventHandler {
  let path: String
  @exclusivity(unchecked) var version: XLIFFVersion?
  @exclusivity(unchecked) var files: [XLIFFTableFile] = []
  @exclusivity(unchecked) var error: XLIFFError?

  @exclusivity(unchecked) private var stack: [Element] = []
  @exclusivity(unchecked) private var documentSource = ""
  @exclusivity(unchecked) private var documentTarget: String?
  /// The current `<file>`'s header and units.
  @exclusivity(unchecked) private var file: XLIFFFile?
  @exclusivity(unchecked) private var table = XLIFFUnitTable()
  /// The current unit, while `inUnit` (kept as a plain value, not an optional: changing a
  /// member of an optional record copied the whole record in and out).
  @exclusivity(unchecked) private var unit = XLIFFUnitTable.Record(id: 0..<0, line: 0)
  @exclusivity(unchecked) private var inUnit = false
  /// Whether a `<file>` is open (`file` is set).
  @exclusivity(unchecked) private var inFile = false
  /// The 1.2 `state` and `state-qualifier` of the current `<target>`.
  @exclusivity(unchecked) private var unitState: Range<Int>?
  @exclusivity(unchecked) private var unitQualifier: Range<Int>?
  @exclusivity(unchecked) private var segmentState: (state: String?, subState: String?)?
  /// Where text currently goes: the element collecting it, and where its text started.
  @exclusivity(unchecked) private var capture: Capture?
  @exclusivity(unchecked) private var captureStart = 0
  @exclusivity(unchecked) private var noteFrom: Range<Int>?
  @exclusivity(unchecked) private var inlineDepth = 0
  /// Whether the `<source>` or `<target>` being read holds an App Shortcut's phrases (`<mrk
  /// mtype="x-set">` elements, see `XLIFFStringSet`): only their texts are kept.
  @exclusivity(unchecked) private var captureIsSet = false
  /// The `inlineDepth` inside the phrase being read, nil between phrases.
  @exclusivity(unchecked) private var phraseDepth: Int?

  private enum Capture { case source, target, note }

  /// Whether `<note>` texts are kept.
  let readsNotes: Bool
  /// About how many bytes of text the first `<file>` will hold (room is reserved for them).
  private var expectedBytes: Int

  init(path: String, readsNotes: Bool, expectedBytes: Int) {
    self.path = path
    self.readsNotes = readsNotes
    self.expectedBytes = expectedBytes
  }

  private func fail(_ message: String, line: Int) {
    if error == nil {
      error = XLIFFError(path: path, line: max(line, 1), column: 1, message: message)
    }
  }

  /// The elements the reader looks at; anything else is `other`.
  private enum Element {
    case xliff, file, header, tool, transUnit, unit, segment, source, target, note, notes, other

    init(_ name: XMLName) {
      switch name.pointer?.pointee {
      case UInt8(ascii: "x"): self = name.matches("xliff") ? .xliff : .other
      case UInt8(ascii: "f"): self = name.matches("file") ? .file : .other
      case UInt8(ascii: "h"): self = name.matches("header") ? .header : .other
      case UInt8(ascii: "t"):
        if name.matches("trans-unit") {
          self = .transUnit
        } else if name.matches("target") {
          self = .target
        } else {
          self = name.matches("tool") ? .tool : .other
        }
      case UInt8(ascii: "u"): self = name.matches("unit") ? .unit : .other
      case UInt8(ascii: "s"):
        if name.matches("source") {
          self = .source
        } else {
          self = name.matches("segment") ? .segment : .other
        }
      case UInt8(ascii: "n"):
        if name.matches("note") {
          self = .note
        } else {
          self = name.matches("notes") ? .notes : .other
        }
      default: self = .other
      }
    }
  }

  func startElement(_ name: XMLName, attributes: XMLAttributes, line: Int) {
    let element = Element(name)
    defer { stack.append(element) }
    if capture != nil {
      inlineDepth += 1
      if inlineDepth == 1, name.matches("mrk"),
        XLIFFStringSet.isPhraseMark(
          mtype: attributes.value("mtype"), type: attributes.value("type"))
      {
        // One phrase of an App Shortcut: `\0` before each, nothing between them (text there,
        // or in other markup around a phrase, belongs to no phrase: the unit is refused).
        if !captureIsSet {
          if table.hasText(besideWhitespace: captureStart) { unit.hasTextBesidePhrases = true }
          table.dropText(from: captureStart)
        }
        captureIsSet = true
        phraseDepth = inlineDepth
        table.appendPhraseSeparator()
        return
      }
      // Inline markup inside <source>/<target>: keep its text, flag the unit.
      unit.hasInlineMarkup = true
      return
    }
    let parent = stack.last
    switch element {
    case .xliff where parent == nil:
      switch attributes.value("version") {
      case "1.2", "1.1", "1.0": version = .v1_2
      case "2.0", "2.1", "2.2": version = .v2_0
      case let other:
        fail(
          "unsupported XLIFF version '\(other ?? "none")'; export XLIFF 1.2 or 2.0", line: line)
      }
      documentSource = attributes.value("srcLang") ?? ""
      documentTarget = attributes.value("trgLang")
    case _ where parent == nil:
      fail(
        "the root element is <\(name.string)>, not <xliff>; this is not an XLIFF file",
        line: line)
    case .file where parent == .xliff:
      file = XLIFFFile(
        original: attributes.value("original") ?? attributes.value("id") ?? "",
        sourceLanguage: attributes.value("source-language") ?? documentSource,
        targetLanguage: attributes.value("target-language") ?? documentTarget,
        datatype: attributes.value("datatype") ?? "plaintext", tool: nil, units: [])
      inFile = true
      table = XLIFFUnitTable()
      // About half of an XLIFF's bytes are unit texts, and a unit takes at least 128 bytes.
      table.reserveBytes(expectedBytes)
      table.reserveUnits(expectedBytes / 64)
      expectedBytes = 0
    case .tool where parent == .header:
      file?.tool = XLIFFTool(
        id: attributes.value("tool-id") ?? "", name: attributes.value("tool-name") ?? "",
        version: attributes.value("tool-version") ?? "",
        buildNumber: attributes.value("build-num"))
    case .transUnit where version == .v1_2, .unit where version == .v2_0:
      guard let id = attributes.rawValue("id") else {
        fail("<\(name.string)> without an id; every unit needs one", line: line)
        return
      }
      unit = XLIFFUnitTable.Record(id: table.appendAttribute(id), line: line)
      inUnit = true
      segmentState = nil
    case .source where inUnit && (parent == .segment || parent == .transUnit):
      unit.hasSource = true
      begin(.source)
    case .target where inUnit && (parent == .segment || parent == .transUnit):
      unitState = attributes.rawValue("state").map { table.appendAttribute($0) }
      unitQualifier = attributes.rawValue("state-qualifier").map { table.appendAttribute($0) }
      begin(.target)
    case .note where readsNotes && inUnit && (parent == .transUnit || parent == .notes):
      noteFrom = (attributes.rawValue("from") ?? attributes.rawValue("category")).map {
        table.appendAttribute($0)
      }
      begin(.note)
    case .segment where inUnit && parent == .unit:
      if segmentState != nil {
        unit.hasSeveralSegments = true  // cannot map onto one catalog value
      }
      segmentState = (attributes.value("state"), attributes.value("subState"))
    default:
      break
    }
  }

  private func begin(_ what: Capture) {
    capture = what
    captureStart = table.textStart
    captureIsSet = false
    phraseDepth = nil
  }

  func endElement(_ name: XMLName) {
    let element = stack.removeLast()
    if inlineDepth > 0 {
      if inlineDepth == phraseDepth { phraseDepth = nil }
      inlineDepth -= 1
      return
    }
    switch element {
    case .source where capture == .source:
      let piece = captureStart..<table.textStart
      unit.source = table.joined(unit.source, piece)
      capture = nil
    case .target where capture == .target:
      let piece = captureStart..<table.textStart
      var state = unitState
      var qualifier = unitQualifier
      if version == .v2_0 {
        let mapped = XLIFF20State.to(state: segmentState?.state, subState: segmentState?.subState)
        state = table.append(mapped.state.rawValue)
        qualifier = mapped.qualifier.map { table.append($0) }
      }
      unit.target = unit.target.map { table.joined($0, piece) } ?? piece
      unit.state = state
      unit.qualifier = qualifier
      capture = nil
    case .note where capture == .note:
      let piece = captureStart..<table.textStart
      let index = table.appendNote(XLIFFUnitTable.Note(text: piece, from: noteFrom))
      let notes = unit.notes
      unit.notes = (notes.isEmpty ? index : notes.lowerBound)..<(index + 1)
      capture = nil
    case .transUnit, .unit:
      if inUnit, inFile { table.append(unit) }
      inUnit = false
    case .file:
      if inFile, let finished = file {
        files.append(XLIFFTableFile(header: finished, table: table))
        file = nil
        inFile = false
        table = XLIFFUnitTable()
      }
    default:
      break
    }
  }

  func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard capture != nil else { return }
    if captureIsSet, phraseDepth == nil {
      if bytes.contains(where: { !XLIFFUnitTable.isWhitespace($0) }) {
        unit.hasTextBesidePhrases = true
      }
      return
    }
    table.appendText(bytes)
  }
}
