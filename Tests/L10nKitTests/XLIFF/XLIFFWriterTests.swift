import Testing

@testable import L10nKit

@Suite("XLIFF writer and reader")
struct XLIFFWriterTests {
  static let document = XLIFFDocument(files: [
    XLIFFFile(
      original: "App/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "de",
      tool: XLIFFTool(
        id: "com.apple.dt.xcode", name: "Xcode", version: "15.3", buildNumber: "15E204a"),
      units: [
        XLIFFUnit(id: "", source: ""),
        XLIFFUnit(
          id: "<>&\"quote\tTAB\nLF\rCR", source: "source <>&\"quote\tTAB\nLF\rCR",
          target: XLIFFTarget(value: "Ziel", state: .translated), notes: [XLIFFNote("a\nb")]),
        XLIFFUnit(
          id: "k|==|plural.one", source: "%lld item", target: XLIFFTarget(value: "", state: .new),
          notes: [XLIFFNote("auto", from: "auto-generated")]),
        XLIFFUnit(
          id: "clé漢字🙂", source: "clé", target: XLIFFTarget(value: "Schlüssel", state: .needsReview)),
      ])
  ])

  /// Xcode's layout (FORMATS.md §2.1, §2.5), written out by hand.
  static let expected12 = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
      <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.3" build-num="15E204a"/>
        </header>
        <body>
          <trans-unit id="" xml:space="preserve">
            <source/>
            <note/>
          </trans-unit>
          <trans-unit id="&lt;&gt;&amp;&quot;quote&#9;TAB&#10;LF&#13;CR" xml:space="preserve">
            <source>source &lt;&gt;&amp;"quote\tTAB
    LF&#13;CR</source>
            <target state="translated">Ziel</target>
            <note>a
    b</note>
          </trans-unit>
          <trans-unit id="k|==|plural.one" xml:space="preserve">
            <source>%lld item</source>
            <target state="new"/>
            <note from="auto-generated">auto</note>
          </trans-unit>
          <trans-unit id="clé漢字🙂" xml:space="preserve">
            <source>clé</source>
            <target state="needs-review-l10n">Schlüssel</target>
            <note/>
          </trans-unit>
        </body>
      </file>
    </xliff>

    """

  @Test("XLIFF 1.2 comes out in Xcode's exact bytes")
  func golden12() {
    let written = String(decoding: XLIFFWriter.write(Self.document), as: UTF8.self)
    #expect(written == Self.expected12)
  }

  static func withoutLines(_ document: XLIFFDocument) -> XLIFFDocument {
    var copy = document
    for f in copy.files.indices {
      for u in copy.files[f].units.indices { copy.files[f].units[u].line = 0 }
    }
    return copy
  }

  @Test("what we write reads back equal", arguments: XLIFFVersion.allCases)
  func roundTrip(version: XLIFFVersion) throws {
    var document = Self.document
    document.version = version
    if version == .v2_0 {
      // 2.0 has no <tool> header, datatype or empty notes.
      for f in document.files.indices {
        document.files[f].tool = nil
        for u in document.files[f].units.indices {
          document.files[f].units[u].notes.removeAll { $0.text.isEmpty }
        }
      }
    }
    let bytes = XLIFFWriter.write(document)
    let read = try XLIFFReader.read(bytes, path: "t.xliff")
    #expect(Self.withoutLines(read) == document)
  }

  @Test("XLIFF 2.0 puts states on <segment> and keeps needs-review in subState")
  func states20() throws {
    var document = Self.document
    document.version = .v2_0
    let text = String(decoding: XLIFFWriter.write(document), as: UTF8.self)
    #expect(
      text.contains(
        "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\" trgLang=\"de\">"
      ))
    #expect(text.contains("<segment state=\"translated\">"))
    #expect(text.contains("<segment state=\"initial\">"))
    #expect(text.contains("<segment state=\"translated\" subState=\"xcode:needs-review-l10n\">"))
    #expect(text.contains("<note category=\"auto-generated\">auto</note>"))
  }

  @Test("reading records unit lines and flags inline markup")
  func inline() throws {
    let text = """
      <xliff version="1.2"><file original="a" source-language="en" target-language="de"><body>
      <trans-unit id="k">
      <source>Hello <g id="1">world</g></source>
      <target state="translated">Hallo <x id="2"/>Welt</target>
      </trans-unit>
      </body></file></xliff>
      """
    let unit = try #require(
      try XLIFFReader.read(Array(text.utf8), path: "i.xliff").files.first?.units.first)
    #expect(unit.line == 2)
    #expect(unit.hasInlineMarkup)
    #expect(unit.source == "Hello world")
    #expect(unit.target == XLIFFTarget(value: "Hallo Welt", state: .translated))
  }

  @Test("2.0 with several segments: texts joined in order, states kept, the unit flagged")
  func severalSegments() throws {
    let text = """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
      <file id="f"><unit id="a&amp;b">
      <notes><note category="c">First &lt;note&gt;</note></notes>
      <segment state="translated"><source>One. </source><target>Eins. </target></segment>
      <segment state="final"><source>Two.</source><target>Zwei.</target></segment>
      </unit><unit id="plain"><segment><source>x</source></segment></unit></file></xliff>
      """
    let document = try XLIFFReader.read(Array(text.utf8), path: "s.xliff")
    let units = try #require(document.files.first?.units)
    #expect(units.map(\.id) == ["a&b", "plain"])
    #expect(units[0].source == "One. Two.")
    #expect(units[0].target == XLIFFTarget(value: "Eins. Zwei.", state: .final))
    #expect(units[0].notes == [XLIFFNote("First <note>", from: "c")])
    #expect(units[0].hasSeveralSegments && !units[0].hasInlineMarkup)
    #expect(units[1].target == nil)
    #expect(!units[1].hasSeveralSegments)
  }

  @Test("the reader's unit table gives back the units it was built from")
  func unitTable() {
    let units = [
      XLIFFUnit(
        id: "k|==|plural.one", source: "%lld file", target: XLIFFTarget(value: "", state: nil),
        notes: [XLIFFNote("a", from: "developer"), XLIFFNote("")], line: 7),
      XLIFFUnit(id: "Ünï 🙂", source: "", target: nil, notes: [], line: 9, hasInlineMarkup: true),
      XLIFFUnit(
        id: "x", source: "s", target: XLIFFTarget(value: "t", state: .needsReview), notes: []),
    ]
    let table = XLIFFUnitTable(units)
    #expect(table.count == 3)
    #expect(table.units == units)
    #expect(XLIFFUnitTable([]).units.isEmpty)
  }
}
