@preconcurrency internal import CLibXML2
import Foundation

/// An element's local name as libxml2 reports it: NUL-terminated UTF-8, valid only during the
/// callback. Compared in place: making a `String` of every name was a measurable share of an
/// import.
struct XMLName {
  let pointer: UnsafePointer<UInt8>?

  /// Whether the name is exactly `text` (ASCII).
  func matches(_ text: StaticString) -> Bool {
    guard let pointer else { return text.utf8CodeUnitCount == 0 }
    let count = text.utf8CodeUnitCount
    let expected = text.utf8Start
    for k in 0..<count where pointer[k] != expected[k] { return false }
    return pointer[count] == 0
  }

  /// The name as a `String` (for messages).
  var string: String { pointer.map { String(cString: $0) } ?? "" }
}

/// The attributes of a start tag as libxml2's SAX2 reports them (five pointers each: local name,
/// prefix, URI, value start, value end), valid only during the callback.
struct XMLAttributes {
  let pointer: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
  let count: Int

  /// The value of the attribute `name` without a namespace prefix as libxml2 reports it (`&` as
  /// `&#38;`, see `decode(_:into:)`); nil when absent.
  func rawValue(_ name: StaticString) -> UnsafeBufferPointer<UInt8>? {
    guard let pointer else { return nil }
    for index in 0..<count {
      let base = index * 5
      guard pointer[base + 1] == nil, XMLName(pointer: pointer[base]).matches(name),
        let start = pointer[base + 3], let end = pointer[base + 4]
      else { continue }
      return UnsafeBufferPointer(start: start, count: end - start)
    }
    return nil
  }

  /// The decoded value of the attribute `name` without a namespace prefix; nil when absent.
  func value(_ name: StaticString) -> String? {
    guard let raw = rawValue(name) else { return nil }
    if let base = raw.baseAddress, memchr(base, 0x26, raw.count) == nil {
      return String(decoding: raw, as: UTF8.self)
    }
    var output: [UInt8] = []
    Self.decode(raw, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the decoded bytes of a raw attribute value to `output`.
  ///
  /// Without `XML_PARSE_NOENT`, libxml2's SAX2 reports every `&` of an attribute value (written
  /// `&amp;` or `&#38;`) as the five bytes `&#38;`; no other reference can remain, because entity
  /// declarations are refused and undeclared entities are fatal errors.
  static func decode(_ raw: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
    guard let base = raw.baseAddress, memchr(base, 0x26, raw.count) != nil else {
      output.append(contentsOf: raw)
      return
    }
    let escaped: [UInt8] = Array("&#38;".utf8)
    var index = 0
    while index < raw.count {
      if raw[index] == 0x26, index + escaped.count <= raw.count,
        raw[index..<index + escaped.count].elementsEqual(escaped)
      {
        output.append(0x26)
        index += escaped.count
      } else {
        output.append(raw[index])
        index += 1
      }
    }
  }
}

/// What a streaming XML consumer receives from `XMLEventParser`.
protocol XMLEventHandler: AnyObject {
  /// A start tag, with its local name and attributes, at `line`. (XLIFF needs no namespace URI.)
  func startElement(_ name: XMLName, attributes: XMLAttributes, line: Int)
  /// An end tag.
  func endElement(_ name: XMLName)
  /// Character data (text or CDATA); may arrive in several pieces.
  func characters(_ text: UnsafeBufferPointer<UInt8>)
}

/// Limits that keep a hostile file from exhausting memory or time.
public struct XMLSafetyLimits: Sendable, Equatable {
  /// The largest document accepted, in bytes.
  public var maximumBytes: Int
  /// The deepest element nesting accepted.
  public var maximumDepth: Int
  /// The longest run of text between two tags accepted, in bytes (libxml2's own limit for a
  /// text node, which its streaming parser does not apply): no translation is that long.
  public var maximumTextBytes: Int

  /// Creates limits; the defaults take a 30 MB catalog's XLIFF with room to spare.
  public init(
    maximumBytes: Int = 512 * 1024 * 1024, maximumDepth: Int = 64,
    maximumTextBytes: Int = 10_000_000
  ) {
    self.maximumBytes = maximumBytes
    self.maximumDepth = maximumDepth
    self.maximumTextBytes = maximumTextBytes
  }
}

/// A streaming (SAX2) libxml2 parse of untrusted XML.
///
/// Safety: the parser runs with `XML_PARSE_NONET` and never with `XML_PARSE_NOENT` or
/// `XML_PARSE_DTDLOAD`; it builds no tree, loads no DTD, and stops at the first entity declaration
/// (internal, external or parameter), so neither a billion-laughs expansion nor an external entity
/// (`file:///etc/passwd`) is ever evaluated or read. Depth and size are limited.
enum XMLEventParser {
  /// Parses `bytes`, reporting events to `handler`; throws the first error with its position.
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: XMLSafetyLimits = XMLSafetyLimits(),
    handler: any XMLEventHandler
  ) throws(XLIFFError) {
    if bytes.isEmpty {
      throw XLIFFError(
        path: path, line: 1, column: 1, message: "the file is empty; export the XLIFF again")
    }
    if bytes.count > limits.maximumBytes {
      throw XLIFFError(
        path: path, line: 1, column: 1,
        message:
          "file is \(bytes.count) bytes, larger than the \(limits.maximumBytes)-byte limit; split it"
      )
    }
    let session = SAXSession(handler: handler, limits: limits)
    var sax = xmlSAXHandler()
    sax.initialized = UInt32(XML_SAX2_MAGIC)
    sax.startElementNs = saxStartElement
    sax.endElementNs = saxEndElement
    sax.characters = saxCharacters
    sax.cdataBlock = saxCharacters
    sax.entityDecl = saxEntityDecl
    sax.internalSubset = saxInternalSubset
    sax.serror = saxStructuredError
    let box = Unmanaged.passRetained(session)
    defer { box.release() }
    // One pull parse of the whole (mapped) file, which libxml2 reads in small pieces from
    // `MemoryReader`: libxml2's push parser looks ahead for every token before parsing it (about
    // a tenth more work), and its in-memory parser first copies the whole file.
    let reader = UnsafeMutablePointer<MemoryReader>.allocate(capacity: 1)
    reader.initialize(to: MemoryReader(bytes: bytes, offset: 0))
    defer { reader.deallocate() }
    guard
      let context = xmlCreateIOParserCtxt(
        &sax, box.toOpaque(), readMemory, nil, reader, XML_CHAR_ENCODING_NONE)
    else {
      throw XLIFFError(path: path, line: 1, column: 1, message: "libxml2 could not start a parser")
    }
    defer {
      if let document = context.pointee.myDoc { xmlFreeDoc(document) }
      xmlFreeParserCtxt(context)
    }
    let options = Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_NOCDATA.rawValue)
    xmlCtxtUseOptions(context, options)
    session.context = context
    let status = xmlParseDocument(context)
    if let failure = session.failure {
      throw XLIFFError(
        path: path, line: failure.line, column: failure.column, message: failure.message)
    }
    if status != 0 || context.pointee.wellFormed == 0 {
      let line = Int(xmlSAX2GetLineNumber(context))
      let column = Int(xmlSAX2GetColumnNumber(context))
      throw XLIFFError(
        path: path, line: max(line, 1), column: max(column, 1),
        message: "malformed XML; fix the file or export it again")
    }
  }
}

/// The bytes libxml2 reads through `readMemory`, and how far it has read.
private struct MemoryReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var offset: Int
}

/// libxml2's read callback: copies the next bytes of a `MemoryReader` into `buffer`.
private let readMemory: xmlInputReadCallback = { context, buffer, length in
  guard let context, let buffer, length > 0 else { return 0 }
  let reader = context.assumingMemoryBound(to: MemoryReader.self)
  let bytes = reader.pointee.bytes
  let count = min(Int(length), bytes.count - reader.pointee.offset)
  guard count > 0, let base = bytes.baseAddress else { return 0 }
  UnsafeMutableRawPointer(buffer).copyMemory(
    from: base + reader.pointee.offset, byteCount: count)
  reader.pointee.offset += count
  return Int32(count)
}

/// The state shared with libxml2's C callbacks through their `ctx` pointer.
private final class SAXSession {
  let handler: any XMLEventHandler
  let limits: XMLSafetyLimits
  // Touched only by libxml2's callbacks, one at a time: no runtime exclusivity checks.
  @exclusivity(unchecked) var context: xmlParserCtxtPtr?
  @exclusivity(unchecked) var depth = 0
  /// Bytes of text since the last tag.
  @exclusivity(unchecked) var textBytes = 0
  @exclusivity(unchecked) var failure: (line: Int, column: Int, message: String)?

  init(handler: any XMLEventHandler, limits: XMLSafetyLimits) {
    self.handler = handler
    self.limits = limits
  }

  /// Records the first failure at the current position and stops libxml2.
  func fail(_ message: String, line: Int? = nil, column: Int? = nil) {
    guard failure == nil else { return }
    let here = context.map { (Int(xmlSAX2GetLineNumber($0)), Int(xmlSAX2GetColumnNumber($0))) }
    failure = (
      max(line ?? here?.0 ?? 1, 1), max(column ?? here?.1 ?? 1, 1), message
    )
    if let context { xmlStopParser(context) }
  }

  static func from(_ pointer: UnsafeMutableRawPointer?) -> SAXSession? {
    pointer.map { Unmanaged<SAXSession>.fromOpaque($0).takeUnretainedValue() }
  }
}

private func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
  pointer.map { String(cString: $0) }
}

private let saxStartElement: startElementNsSAX2Func = {
  ctx, localName, _, _, _, _, attributeCount, _, attributes in
  guard let ctx else { return }
  // The session outlives the parse (`parse` holds it): no retain and release per event.
  Unmanaged<SAXSession>.fromOpaque(ctx)._withUnsafeGuaranteedRef { session in
    guard session.failure == nil else { return }
    session.textBytes = 0
    session.depth += 1
    if session.depth > session.limits.maximumDepth {
      session.fail(
        "elements nest deeper than \(session.limits.maximumDepth) levels; this is not an XLIFF file"
      )
      return
    }
    let line = session.context.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0
    session.handler.startElement(
      XMLName(pointer: localName),
      attributes: XMLAttributes(pointer: attributes, count: Int(max(attributeCount, 0))),
      line: line)
  }
}

private let saxEndElement: endElementNsSAX2Func = { ctx, localName, _, _ in
  guard let ctx else { return }
  Unmanaged<SAXSession>.fromOpaque(ctx)._withUnsafeGuaranteedRef { session in
    guard session.failure == nil else { return }
    session.textBytes = 0
    session.depth -= 1
    session.handler.endElement(XMLName(pointer: localName))
  }
}

private let saxCharacters: charactersSAXFunc = { ctx, characters, length in
  guard let ctx, let characters, length > 0 else { return }
  Unmanaged<SAXSession>.fromOpaque(ctx)._withUnsafeGuaranteedRef { session in
    guard session.failure == nil else { return }
    session.textBytes += Int(length)
    if session.textBytes > session.limits.maximumTextBytes {
      session.fail(
        "a text of more than \(session.limits.maximumTextBytes) bytes without a tag; no string "
          + "is that long: the file is damaged or not an XLIFF export")
      return
    }
    session.handler.characters(UnsafeBufferPointer(start: characters, count: Int(length)))
  }
}

private let saxEntityDecl: entityDeclSAXFunc = { ctx, name, _, _, systemID, _ in
  guard let session = SAXSession.from(ctx) else { return }
  let entity = string(name) ?? "?"
  let external = systemID != nil ? " (external, not read)" : ""
  session.fail(
    "the DOCTYPE declares entity '\(entity)'\(external); XLIFF needs no entities, and l10n "
      + "refuses them (billion-laughs / XXE protection): remove the DOCTYPE")
}

private let saxInternalSubset: internalSubsetSAXFunc = { _, _, _, _ in
  // A bare DOCTYPE is harmless: no DTD is loaded. Entity declarations inside it are refused by
  // `saxEntityDecl`.
}

private let saxStructuredError: xmlStructuredErrorFunc = { ctx, error in
  guard let session = SAXSession.from(ctx), let error else { return }
  guard error.pointee.level == XML_ERR_FATAL || error.pointee.level == XML_ERR_ERROR else {
    return
  }
  let message =
    string(
      error.pointee.message.map { UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self) })?
    .trimmingTrailingNewlines() ?? "malformed XML"
  session.fail(
    "malformed XML: \(message)", line: Int(error.pointee.line), column: Int(error.pointee.int2))
}

extension String {
  fileprivate func trimmingTrailingNewlines() -> String {
    var result = self
    while result.last == "\n" { result.removeLast() }
    return result
  }
}
