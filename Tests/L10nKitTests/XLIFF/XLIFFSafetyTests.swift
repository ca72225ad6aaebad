import Foundation
import Testing

@testable import L10nKit

/// Hostile XLIFF: entities, external references, malformed and oversized input.
@Suite("XLIFF reader refuses hostile XML")
struct XLIFFSafetyTests {
  static let billionLaughs = """
    <?xml version="1.0"?>
    <!DOCTYPE xliff [
      <!ENTITY lol "lol">
      <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
      <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
      <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
      <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
      <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
      <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
      <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
      <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
      <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
    ]>
    <xliff version="1.2"><file original="a" source-language="en" target-language="de"><body>
    <trans-unit id="k"><source>&lol9;</source><target>&lol9;</target></trans-unit>
    </body></file></xliff>
    """

  static func externalEntity(_ url: String, parameter: Bool = false) -> String {
    let declaration =
      parameter
      ? "<!ENTITY % remote SYSTEM \"\(url)\"> %remote;"
      : "<!ENTITY xxe SYSTEM \"\(url)\">"
    return """
      <?xml version="1.0"?>
      <!DOCTYPE xliff [ \(declaration) ]>
      <xliff version="1.2"><file original="a" source-language="en" target-language="de"><body>
      <trans-unit id="k"><source>s</source><target>&xxe;</target></trans-unit>
      </body></file></xliff>
      """
  }

  @Test("a billion-laughs file fails at its first entity declaration")
  func billionLaughs() throws {
    let error = try #require(throws: XLIFFError.self) {
      try XLIFFReader.read(Array(Self.billionLaughs.utf8), path: "laughs.xliff")
    }
    #expect(error.path == "laughs.xliff")
    #expect(error.line == 3)
    #expect(error.message.contains("entity 'lol'"))
    #expect(error.message.contains("remove the DOCTYPE"))
  }

  @Test(
    "an external entity is refused and the file it names is never read", arguments: [false, true])
  func externalEntity(parameter: Bool) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "xliff-xxe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let secret = folder.appendingPathComponent("secret.txt")
    try Data("TOP-SECRET-VALUE".utf8).write(to: secret)
    for url in [secret.absoluteString, "file:///etc/passwd", "http://127.0.0.1:9/x.dtd"] {
      let text = Self.externalEntity(url, parameter: parameter)
      let error = try #require(throws: XLIFFError.self) {
        try XLIFFReader.read(Array(text.utf8), path: "xxe.xliff")
      }
      #expect(error.message.contains("external, not read"))
      #expect(!error.description.contains("TOP-SECRET-VALUE"))
      #expect(!error.description.contains("root:"))
    }
  }

  @Test("an undeclared entity is a well-formedness error with its position")
  func undeclaredEntity() throws {
    let text = """
      <xliff version="1.2"><file original="a" source-language="en"><body>
      <trans-unit id="k"><source>&nope;</source></trans-unit></body></file></xliff>
      """
    let error = try #require(throws: XLIFFError.self) {
      try XLIFFReader.read(Array(text.utf8), path: "u.xliff")
    }
    #expect(error.line == 2)
    #expect(error.message.contains("nope"))
  }

  @Test(
    "malformed XML reports libxml2's line and column",
    arguments: [
      ("<xliff version=\"1.2\">\n  <file>\n</xliff>", 3),
      ("<xliff version=\"1.2\">\n\n  <file original=\"a\" source-language=\"en\"></xliff>", 3),
      ("<?xml version=\"1.0\"?>\n<xliff version=\"1.2\"", 2),
    ])
  func malformed(text: String, line: Int) throws {
    let error = try #require(throws: XLIFFError.self) {
      try XLIFFReader.read(Array(text.utf8), path: "bad.xliff")
    }
    #expect(error.line == line)
    #expect(error.column >= 1)
    #expect(error.description.hasPrefix("bad.xliff:\(line):"))
    #expect(error.message.hasPrefix("malformed XML"))
  }

  @Test("nesting deeper than the limit is refused")
  func depth() throws {
    let text =
      "<xliff version=\"1.2\">" + String(repeating: "<g>", count: 40)
      + String(repeating: "</g>", count: 40) + "</xliff>"
    let error = try #require(throws: XLIFFError.self) {
      try XLIFFReader.read(
        Array(text.utf8), path: "deep.xliff", limits: XMLSafetyLimits(maximumDepth: 20))
    }
    #expect(error.message.contains("deeper than 20"))
    #expect(throws: Never.self) {
      try XLIFFReader.read(Array(text.utf8), path: "deep.xliff")
    }
  }

  @Test("a file over the size limit is refused before parsing")
  func size() throws {
    let text = "<xliff version=\"1.2\"></xliff>"
    let error = try #require(throws: XLIFFError.self) {
      try XLIFFReader.read(
        Array(text.utf8), path: "big.xliff", limits: XMLSafetyLimits(maximumBytes: 10))
    }
    #expect(error.message.contains("larger than the 10-byte limit"))
  }

  @Test("a document that is not XLIFF says so")
  func notXLIFF() throws {
    let error = try #require(throws: XLIFFError.self) {
      try XLIFFReader.read(Array("<html><body/></html>".utf8), path: "page.html")
    }
    #expect(error.message.contains("not an XLIFF file"))
    let version = try #require(throws: XLIFFError.self) {
      try XLIFFReader.read(Array("<xliff version=\"3.0\"/>".utf8), path: "v3.xliff")
    }
    #expect(version.message.contains("unsupported XLIFF version '3.0'"))
  }
}
