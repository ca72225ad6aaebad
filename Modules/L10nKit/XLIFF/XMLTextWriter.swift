@preconcurrency internal import CLibXML2

/// A thin owner of a libxml2 `xmlTextWriter` writing UTF-8 into memory.
///
/// libxml2 writes the prolog, tags, attributes (escaping `&<>"`, TAB, LF and CR exactly as Xcode
/// does) and self-closes empty elements. Text goes through `text(_:)`, which escapes like Xcode
/// (`"` stays raw in text, CR becomes `&#13;`); libxml2's own text escaper would write `&quot;`.
/// Indentation is written explicitly so that the layout matches Xcode's byte for byte.
final class XMLTextWriter {
  private let buffer: xmlBufferPtr
  private let writer: xmlTextWriterPtr

  init() {
    buffer = xmlBufferCreate()
    writer = xmlNewTextWriterMemory(buffer, 0)
  }

  deinit {
    xmlFreeTextWriter(writer)
    xmlBufferFree(buffer)
  }

  /// `<?xml version="1.0" encoding="UTF-8"?>` and a newline.
  func startDocument() {
    xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
  }

  /// Closes every open element and flushes; libxml2 ends the document with a newline.
  func endDocument() {
    xmlTextWriterEndDocument(writer)
    xmlTextWriterFlush(writer)
  }

  func startElement(_ name: String) {
    xmlTextWriterStartElement(writer, name)
  }

  func attribute(_ name: String, _ value: String) {
    xmlTextWriterWriteAttribute(writer, name, value)
  }

  /// Ends the current element: `/>` when nothing was written inside it.
  func endElement() {
    xmlTextWriterEndElement(writer)
  }

  /// Writes escaped character data; writes nothing for an empty string, so the element can still
  /// self-close.
  func text(_ value: String) {
    guard !value.isEmpty else { return }
    raw(Self.escapeText(value))
  }

  /// A newline and `level` two-space indents.
  func newline(indent level: Int) {
    raw(level < Self.indents.count ? Self.indents[level] : Self.indentation(level))
  }

  /// The newline and indent of the levels XLIFF uses, built once (not once per element).
  private static let indents = (0..<8).map(indentation)

  private static func indentation(_ level: Int) -> String {
    "\n" + String(repeating: "  ", count: level)
  }

  func raw(_ value: String) {
    var value = value
    value.withUTF8 { bytes in
      bytes.withMemoryRebound(to: xmlChar.self) { chars in
        _ = xmlTextWriterWriteRawLen(writer, chars.baseAddress, Int32(chars.count))
      }
    }
  }

  /// The UTF-8 bytes written so far (complete after `endDocument()`).
  var bytes: [UInt8] {
    let count = Int(xmlBufferLength(buffer))
    guard count > 0, let content = xmlBufferContent(buffer) else { return [] }
    return Array(UnsafeBufferPointer(start: content, count: count))
  }

  /// Xcode's escaping of XLIFF text content: `&`, `<`, `>` as entities, CR as `&#13;`.
  static func escapeText(_ value: String) -> String {
    var copy = value
    let plain = copy.withUTF8 { bytes in
      !bytes.contains { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x0D }
    }
    if plain { return copy }
    var result = ""
    result.reserveCapacity(value.utf8.count + 16)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\r": result += "&#13;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
