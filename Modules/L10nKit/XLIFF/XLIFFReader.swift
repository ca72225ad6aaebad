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
    let builder = XLIFFBuilder(path: path)
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
private final class XLIFFBuilder: XMLEventHandler {
  let path: String
  var version: XLIFFVersion?
  var files: [XLIFFFile] = []
  var error: XLIFFError?

  private var stack: [String] = []
  private var documentSource = ""
  private var documentTarget: String?
  private var file: XLIFFFile?
  private var unit: XLIFFUnit?
  private var unitState: XLIFFState?
  private var segmentState: (state: String?, subState: String?)?
  private var targetSeen = false
  /// Where text currently goes: the element collecting it.
  private var capture: Capture?
  private var text: [UInt8] = []
  private var noteFrom: String?
  private var inlineDepth = 0

  private enum Capture { case source, target, note }

  init(path: String) { self.path = path }

  private func fail(_ message: String, line: Int) {
    if error == nil {
      error = XLIFFError(path: path, line: max(line, 1), column: 1, message: message)
    }
  }

  func startElement(_ name: String, attributes: [XMLAttribute], line: Int) {
    defer { stack.append(name) }
    func attribute(_ key: String) -> String? {
      attributes.first { $0.name == key && $0.prefix == nil }?.value
    }
    if capture != nil {
      // Inline markup inside <source>/<target>: keep its text, flag the unit.
      inlineDepth += 1
      unit?.hasInlineMarkup = true
      return
    }
    switch (stack.last, name) {
    case (nil, "xliff"):
      switch attribute("version") {
      case "1.2", "1.1", "1.0": version = .v1_2
      case "2.0", "2.1", "2.2": version = .v2_0
      case let other:
        fail(
          "unsupported XLIFF version '\(other ?? "none")'; export XLIFF 1.2 or 2.0", line: line)
      }
      documentSource = attribute("srcLang") ?? ""
      documentTarget = attribute("trgLang")
    case (nil, _):
      fail("the root element is <\(name)>, not <xliff>; this is not an XLIFF file", line: line)
    case ("xliff", "file"):
      file = XLIFFFile(
        original: attribute("original") ?? attribute("id") ?? "",
        sourceLanguage: attribute("source-language") ?? documentSource,
        targetLanguage: attribute("target-language") ?? documentTarget,
        datatype: attribute("datatype") ?? "plaintext", tool: nil, units: [])
    case ("header", "tool"):
      file?.tool = XLIFFTool(
        id: attribute("tool-id") ?? "", name: attribute("tool-name") ?? "",
        version: attribute("tool-version") ?? "", buildNumber: attribute("build-num"))
    case (_, "trans-unit") where version == .v1_2, (_, "unit") where version == .v2_0:
      guard let id = attribute("id") else {
        fail("<\(name)> without an id; every unit needs one", line: line)
        return
      }
      unit = XLIFFUnit(id: id, source: "", target: nil, notes: [], line: line)
      targetSeen = false
      segmentState = nil
    case ("segment", "source") where unit != nil, ("trans-unit", "source") where unit != nil:
      begin(.source)
    case ("segment", "target") where unit != nil, ("trans-unit", "target") where unit != nil:
      unitState = attribute("state").map(XLIFFState.init(rawValue:))
      targetSeen = true
      begin(.target)
    case ("trans-unit", "note") where unit != nil, ("notes", "note") where unit != nil:
      noteFrom = attribute("from") ?? attribute("category")
      begin(.note)
    case ("unit", "segment") where unit != nil:
      if segmentState != nil {
        unit?.hasInlineMarkup = true  // several segments: cannot map onto one catalog value
      }
      segmentState = (attribute("state"), attribute("subState"))
    default:
      break
    }
  }

  private func begin(_ what: Capture) {
    capture = what
    text.removeAll(keepingCapacity: true)
  }

  func endElement(_ name: String) {
    stack.removeLast()
    if inlineDepth > 0 {
      inlineDepth -= 1
      return
    }
    let value = capture != nil ? String(decoding: text, as: UTF8.self) : ""
    switch name {
    case "source" where capture == .source:
      unit?.source += value
      capture = nil
    case "target" where capture == .target:
      let state: XLIFFState? =
        version == .v2_0
        ? XLIFF20State.to(state: segmentState?.state, subState: segmentState?.subState)
        : unitState
      let previous = unit?.target?.value ?? ""
      unit?.target = XLIFFTarget(value: previous + value, state: state)
      capture = nil
    case "note" where capture == .note:
      unit?.notes.append(XLIFFNote(value, from: noteFrom))
      capture = nil
    case "trans-unit", "unit":
      if let finished = unit {
        file?.units.append(finished)
        unit = nil
      }
    case "file":
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
