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
    // The bytes go to libxml2 straight from the string, in runs between the characters to
    // escape: no escaped copy of every text. `&`, `<`, `>` and CR are ASCII, so a byte never
    // matches inside a multi-byte UTF-8 sequence.
    var value = value
    value.withUTF8 { bytes in
      bytes.withMemoryRebound(to: xmlChar.self) { chars in
        guard let base = chars.baseAddress else { return }
        var start = 0
        for index in 0..<chars.count {
          let entity: StaticString
          switch chars[index] {
          case 0x26: entity = "&amp;"
          case 0x3C: entity = "&lt;"
          case 0x3E: entity = "&gt;"
          case 0x0D: entity = "&#13;"
          default: continue
          }
          if index > start {
            _ = xmlTextWriterWriteRawLen(writer, base + start, Int32(index - start))
          }
          _ = xmlTextWriterWriteRawLen(writer, entity.utf8Start, Int32(entity.utf8CodeUnitCount))
          start = index + 1
        }
        if chars.count > start {
          _ = xmlTextWriterWriteRawLen(writer, base + start, Int32(chars.count - start))
        }
      }
    }
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
}

/// What XML 1.0 text can hold: every character but the C0 controls other than tab, line feed and
/// carriage return, and U+FFFE and U+FFFF, which are not even allowed as character references
/// (`&#1;`). A String Catalog's JSON holds them (`\u0001`); an XLIFF cannot.
enum XMLCharacters {
  /// Whether `text` has only characters XML can hold; App Shortcut phrases (`XLIFFStringSet`)
  /// are judged without the `\0` before each.
  static func canHold(_ text: String) -> Bool {
    var utf8 = text.utf8[...]
    let isSet = utf8.first == 0
    if isSet { utf8 = utf8.dropFirst() }
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in utf8 {
      if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D, !(isSet && byte == 0) {
        return false
      }
      // U+FFFE and U+FFFF: EF BF BE and EF BF BF.
      if byte >= 0xBE, byte <= 0xBF, previous == (0xEF, 0xBF) { return false }
      previous = (previous.1, byte)
    }
    return true
  }
}
