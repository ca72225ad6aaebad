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
    try read(bytes, path: path, limits: limits, readsNotes: true)
  }

  /// `read(_:path:limits:)`; without `readsNotes` every unit's `notes` stay empty (an import
  /// never reads them, and making their strings costs time).
  static func read(
    _ bytes: [UInt8], path: String, limits: XMLSafetyLimits = XMLSafetyLimits(),
    readsNotes: Bool
  ) throws(XLIFFError) -> XLIFFDocument {
    let result: Result<XLIFFDocument, XLIFFError> = bytes.withUnsafeBufferPointer { buffer in
      do throws(XLIFFError) {
        return .success(try read(buffer, path: path, limits: limits, readsNotes: readsNotes))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// `read(_:path:limits:readsNotes:)` of bytes in memory that is not an array (a mapped file).
  static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, path: String,
    limits: XMLSafetyLimits = XMLSafetyLimits(), readsNotes: Bool
  ) throws(XLIFFError) -> XLIFFDocument {
    let builder = XLIFFBuilder(path: path, readsNotes: readsNotes)
    try XMLEventParser.parse(bytes, path: path, limits: limits, handler: builder)
    if let error = builder.error { throw error }
    guard let version = builder.version else {
      throw XLIFFError(
        path: path, line: 1, column: 1,
        message: "no <xliff> root element; expected an XLIFF 1.2 or 2.0 file")
    }
    return XLIFFDocument(version: version, files: builder.files)
  }
}

/// Builds the document from SAX events, collecting text only where it is needed.
///
/// Only libxml2's callbacks, one at a time on one thread, touch the builder: its properties skip
/// the runtime's exclusivity checks (a measurable share of reading a large file).
private final class XLIFFBuilder: XMLEventHandler {
  let path: String
  @exclusivity(unchecked) var version: XLIFFVersion?
  @exclusivity(unchecked) var files: [XLIFFFile] = []
  @exclusivity(unchecked) var error: XLIFFError?

  @exclusivity(unchecked) private var stack: [Element] = []
  @exclusivity(unchecked) private var documentSource = ""
  @exclusivity(unchecked) private var documentTarget: String?
  @exclusivity(unchecked) private var file: XLIFFFile?
  @exclusivity(unchecked) private var unit: XLIFFUnit?
  @exclusivity(unchecked) private var unitState: XLIFFState?
  @exclusivity(unchecked) private var segmentState: (state: String?, subState: String?)?
  @exclusivity(unchecked) private var targetSeen = false
  /// Where text currently goes: the element collecting it.
  @exclusivity(unchecked) private var capture: Capture?
  @exclusivity(unchecked) private var text: [UInt8] = []
  @exclusivity(unchecked) private var noteFrom: String?
  @exclusivity(unchecked) private var inlineDepth = 0

  private enum Capture { case source, target, note }

  /// Whether `<note>` texts are kept.
  let readsNotes: Bool

  init(path: String, readsNotes: Bool) {
    self.path = path
    self.readsNotes = readsNotes
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
      // Inline markup inside <source>/<target>: keep its text, flag the unit.
      inlineDepth += 1
      unit?.hasInlineMarkup = true
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
    case .tool where parent == .header:
      file?.tool = XLIFFTool(
        id: attributes.value("tool-id") ?? "", name: attributes.value("tool-name") ?? "",
        version: attributes.value("tool-version") ?? "",
        buildNumber: attributes.value("build-num"))
    case .transUnit where version == .v1_2, .unit where version == .v2_0:
      guard let id = attributes.value("id") else {
        fail("<\(name.string)> without an id; every unit needs one", line: line)
        return
      }
      unit = XLIFFUnit(id: id, source: "", target: nil, notes: [], line: line)
      targetSeen = false
      segmentState = nil
    case .source where unit != nil && (parent == .segment || parent == .transUnit):
      begin(.source)
    case .target where unit != nil && (parent == .segment || parent == .transUnit):
      unitState = attributes.value("state").map(XLIFFState.init(rawValue:))
      targetSeen = true
      begin(.target)
    case .note where readsNotes && unit != nil && (parent == .transUnit || parent == .notes):
      noteFrom = attributes.value("from") ?? attributes.value("category")
      begin(.note)
    case .segment where unit != nil && parent == .unit:
      if segmentState != nil {
        unit?.hasInlineMarkup = true  // several segments: cannot map onto one catalog value
      }
      segmentState = (attributes.value("state"), attributes.value("subState"))
    default:
      break
    }
  }

  private func begin(_ what: Capture) {
    capture = what
    text.removeAll(keepingCapacity: true)
  }

  func endElement(_ name: XMLName) {
    let element = stack.removeLast()
    if inlineDepth > 0 {
      inlineDepth -= 1
      return
    }
    switch element {
    case .source where capture == .source:
      let value = String(decoding: text, as: UTF8.self)
      if unit?.source.isEmpty == true {
        unit?.source = value  // no copy into a new buffer
      } else {
        unit?.source += value
      }
      capture = nil
    case .target where capture == .target:
      let state: XLIFFState? =
        version == .v2_0
        ? XLIFF20State.to(state: segmentState?.state, subState: segmentState?.subState)
        : unitState
      let value = String(decoding: text, as: UTF8.self)
      if let previous = unit?.target?.value, !previous.isEmpty {
        unit?.target = XLIFFTarget(value: previous + value, state: state)
      } else {
        unit?.target = XLIFFTarget(value: value, state: state)
      }
      capture = nil
    case .note where capture == .note:
      unit?.notes.append(XLIFFNote(String(decoding: text, as: UTF8.self), from: noteFrom))
      capture = nil
    case .transUnit, .unit:
      if let finished = unit.take() { file?.units.append(finished) }
    case .file:
      if let finished = file {
        files.append(finished)
        file = nil
      }
    default:
      break
    }
  }

  func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard capture != nil else { return }
    text.append(contentsOf: bytes)
  }
}
