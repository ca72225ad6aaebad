/// Serialises an `XLIFFDocument` through libxml2's `xmlTextWriter`.
///
/// XLIFF 1.2 comes out in Xcode's exact layout (§2.1 of FORMATS.md): the envelope and attribute
/// order of `xcodebuild -exportLocalizations`, 2-space indent, `xml:space="preserve"` on every unit,
/// `source`, `target`?, `note` in that order, self-closing empty elements, a final newline.
/// XLIFF 2.0 maps states onto `<segment state>` (FORMATS.md §4).
public enum XLIFFWriter {
  /// The UTF-8 bytes of `document` in its `version`.
  public static func write(_ document: XLIFFDocument) -> [UInt8] {
    switch document.version {
    case .v1_2: return write12(document)
    case .v2_0: return write20(document)
    }
  }

  private static func write12(_ document: XLIFFDocument) -> [UInt8] {
    let xml = XMLTextWriter()
    xml.startDocument()
    xml.startElement("xliff")
    xml.attribute("xmlns", "urn:oasis:names:tc:xliff:document:1.2")
    xml.attribute("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance")
    xml.attribute("version", "1.2")
    xml.attribute(
      "xsi:schemaLocation",
      "urn:oasis:names:tc:xliff:document:1.2 "
        + "http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd")
    for file in document.files {
      xml.newline(indent: 1)
      xml.startElement("file")
      xml.attribute("original", file.original)
      xml.attribute("source-language", file.sourceLanguage)
      if let target = file.targetLanguage { xml.attribute("target-language", target) }
      xml.attribute("datatype", file.datatype)
      if let tool = file.tool {
        xml.newline(indent: 2)
        xml.startElement("header")
        xml.newline(indent: 3)
        xml.startElement("tool")
        xml.attribute("tool-id", tool.id)
        xml.attribute("tool-name", tool.name)
        xml.attribute("tool-version", tool.version)
        if let build = tool.buildNumber { xml.attribute("build-num", build) }
        xml.endElement()
        xml.newline(indent: 2)
        xml.endElement()
      }
      xml.newline(indent: 2)
      xml.startElement("body")
      for unit in file.units {
        xml.newline(indent: 3)
        xml.startElement("trans-unit")
        xml.attribute("id", unit.id)
        if !unit.isTranslatable { xml.attribute("translate", "no") }
        xml.attribute("xml:space", "preserve")
        if unit.hasSource {
          xml.newline(indent: 4)
          xml.startElement("source")
          content(unit.source, xml, indent: 4)
          xml.endElement()
        }
        if let target = unit.target {
          xml.newline(indent: 4)
          xml.startElement("target")
          if let state = target.state { xml.attribute("state", state.rawValue) }
          if let qualifier = target.stateQualifier { xml.attribute("state-qualifier", qualifier) }
          content(target.value, xml, indent: 4)
          xml.endElement()
        }
        for note in unit.notes {
          xml.newline(indent: 4)
          xml.startElement("note")
          if let from = note.from { xml.attribute("from", from) }
          xml.text(note.text)
          xml.endElement()
        }
        xml.newline(indent: 3)
        xml.endElement()
      }
      xml.newline(indent: 2)
      xml.endElement()
      xml.newline(indent: 1)
      xml.endElement()
    }
    xml.newline(indent: 0)
    xml.endElement()
    xml.endDocument()
    return xml.bytes
  }

  /// The text of a `<source>` or `<target>` at `indent`: as it is, or an App Shortcut's
  /// phrases (`XLIFFStringSet`) as Xcode writes them, each an `<mrk>` on a line of its own.
  private static func content(
    _ text: String, _ xml: XMLTextWriter, indent: Int, version: XLIFFVersion = .v1_2
  ) {
    guard let phrases = XLIFFStringSet.phrases(in: text) else {
      xml.text(text)
      return
    }
    for (index, phrase) in phrases.enumerated() {
      xml.newline(indent: indent + 1)
      xml.startElement("mrk")
      if version == .v1_2 {
        xml.attribute("mtype", XLIFFStringSet.mtype)
        xml.attribute("mid", String(index))
      } else {
        xml.attribute("id", "m\(index)")
        xml.attribute("type", XLIFFStringSet.type20)
      }
      xml.text(phrase)
      xml.endElement()
    }
    xml.newline(indent: indent)
  }

  private static func write20(_ document: XLIFFDocument) -> [UInt8] {
    let xml = XMLTextWriter()
    xml.startDocument()
    xml.startElement("xliff")
    xml.attribute("xmlns", "urn:oasis:names:tc:xliff:document:2.0")
    xml.attribute("version", "2.0")
    let first = document.files.first
    xml.attribute("srcLang", first?.sourceLanguage ?? "en")
    if let target = first?.targetLanguage { xml.attribute("trgLang", target) }
    for (index, file) in document.files.enumerated() {
      xml.newline(indent: 1)
      xml.startElement("file")
      xml.attribute("id", "f\(index + 1)")
      xml.attribute("original", file.original)
      for unit in file.units {
        xml.newline(indent: 2)
        xml.startElement("unit")
        xml.attribute("id", unit.id)
        if !unit.isTranslatable { xml.attribute("translate", "no") }
        let notes = unit.notes.filter { !$0.text.isEmpty }
        if !notes.isEmpty {
          xml.newline(indent: 3)
          xml.startElement("notes")
          for note in notes {
            xml.newline(indent: 4)
            xml.startElement("note")
            if let from = note.from { xml.attribute("category", from) }
            xml.text(note.text)
            xml.endElement()
          }
          xml.newline(indent: 3)
          xml.endElement()
        }
        xml.newline(indent: 3)
        xml.startElement("segment")
        if let target = unit.target {
          let mapped = XLIFF20State.from(target.state, qualifier: target.stateQualifier)
          xml.attribute("state", mapped.state)
          if let subState = mapped.subState { xml.attribute("subState", subState) }
        }
        xml.newline(indent: 4)
        xml.startElement("source")
        xml.attribute("xml:space", "preserve")
        content(unit.source, xml, indent: 4, version: .v2_0)
        xml.endElement()
        if let target = unit.target {
          xml.newline(indent: 4)
          xml.startElement("target")
          xml.attribute("xml:space", "preserve")
          content(target.value, xml, indent: 4, version: .v2_0)
          xml.endElement()
        }
        xml.newline(indent: 3)
        xml.endElement()
        xml.newline(indent: 2)
        xml.endElement()
      }
      xml.newline(indent: 1)
      xml.endElement()
    }
    xml.newline(indent: 0)
    xml.endElement()
    xml.endDocument()
    return xml.bytes
  }
}

/// The mapping between 1.2 states and 2.0's four `<segment>` states (FORMATS.md §4).
enum XLIFF20State {
  /// The 2.0 `subState` prefix that carries a 1.2 state 2.0 cannot express.
  static let subStatePrefix = "xcode:"
  /// What separates a 1.2 state from its `state-qualifier` in a `subState` (2.0 has no
  /// qualifiers): `xcode:translated;leveraged-mt`.
  static let qualifierSeparator: Character = ";"

  /// `new` → `initial`; `translated` → `translated`; `signed-off` → `reviewed`; `final` → `final`;
  /// anything else (e.g. `needs-review-l10n`) → `translated` with `subState="xcode:<1.2 state>"`.
  /// A `state-qualifier` (`leveraged-mt` for `machine_translated`) always goes to the `subState`,
  /// after the 1.2 state and `;`.
  static func from(_ state: XLIFFState?, qualifier: String? = nil) -> (
    state: String, subState: String?
  ) {
    if let qualifier {
      let mapped = from(state)
      return (
        mapped.state == "initial" ? "translated" : mapped.state,
        subStatePrefix + (state ?? .new).rawValue + String(qualifierSeparator) + qualifier
      )
    }
    switch state {
    case nil, .new?: return ("initial", nil)
    case .translated?: return ("translated", nil)
    case .signedOff?: return ("reviewed", nil)
    case .final?: return ("final", nil)
    case let other?: return ("translated", subStatePrefix + other.rawValue)
    }
  }

  /// The inverse of `from(_:qualifier:)`; an unknown `subState` is ignored.
  static func to(state: String?, subState: String?) -> (state: XLIFFState, qualifier: String?) {
    if let subState, subState.hasPrefix(subStatePrefix) {
      let carried = subState.dropFirst(subStatePrefix.count)
      guard let separator = carried.firstIndex(of: qualifierSeparator) else {
        return (XLIFFState(rawValue: String(carried)), nil)
      }
      return (
        XLIFFState(rawValue: String(carried[..<separator])),
        String(carried[carried.index(after: separator)...])
      )
    }
    switch state {
    case "translated": return (.translated, nil)
    case "reviewed": return (.signedOff, nil)
    case "final": return (.final, nil)
    default: return (.new, nil)
    }
  }
}
