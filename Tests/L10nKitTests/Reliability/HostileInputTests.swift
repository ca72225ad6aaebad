import Foundation
import Testing

@testable import L10nKit

/// Hostile and broken files, through the commands users run: each is refused with an error that
/// names the file and position (or read correctly when it is valid after all), in bounded time
/// and memory; no local file is read and no catalog is written.
@Suite("Hostile and broken input")
struct HostileInputTests {
  /// Runs `l10n` in process in `folder` (see `runTool`); both streams in one text.
  static func run(_ arguments: [String], in folder: URL) -> (status: Int32, output: String) {
    let result = runTool(arguments, in: folder.path)
    return (result.code, result.out + result.err)
  }

  static let catalog = Array(
    #"{"sourceLanguage":"en","strings":{"a":{"comment":"x"}},"version":"1.0"}"#.utf8)

  // MARK: Catalogs

  struct CatalogCase: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var message: String
    var testDescription: String { name }
  }

  static let catalogCases: [CatalogCase] = [
    CatalogCase(
      name: "100,000 nested arrays",
      bytes: Array(("[" + String(repeating: "[", count: 100_000)).utf8),
      message: "1:129: error: nesting deeper than 128 levels"),
    CatalogCase(
      name: "100,000 nested objects",
      bytes: Array(
        (#"{"strings":{"k":"# + String(repeating: #"{"a":"#, count: 100_000)).utf8),
      message: "error: nesting deeper than 128 levels"),
    CatalogCase(
      name: "UTF-16 with a byte order mark",
      bytes: [0xFF, 0xFE] + Array(#"{"a":1}"#.utf8).flatMap { [$0, 0] },
      message: "1:1: error: the file is UTF-16LE, not UTF-8"),
    CatalogCase(
      name: "UTF-16BE without a byte order mark",
      bytes: Array(#"{"a":1}"#.utf8).flatMap { [0, $0] },
      message: "1:1: error: the file is UTF-16BE, not UTF-8"),
    CatalogCase(
      name: "UTF-8 byte order mark", bytes: [0xEF, 0xBB, 0xBF] + catalog,
      message: "1:1: error: the file starts with a UTF-8 byte order mark"),
    CatalogCase(
      name: "a NUL byte in a key",
      bytes: Array(#"{"sourceLanguage":"en","strings":{"a"#.utf8) + [0] + Array(#"b":{}}}"#.utf8),
      message: "1:37: error: unescaped control character U+0000"),
    CatalogCase(
      name: "invalid UTF-8 (Latin-1 mixed in)",
      bytes: Array(#"{"sourceLanguage":"en","strings":{"caf"#.utf8) + [0xE9]
        + Array(#"":{}}}"#.utf8),
      message: "1:39: error: invalid UTF-8 (byte 0xE9)"),
    CatalogCase(
      name: "truncated", bytes: Array(catalog.prefix(40)),
      message: "error: unexpected end of file; the file is truncated"),
    CatalogCase(
      name: "an array, not an object", bytes: Array("[1, 2]".utf8),
      message: "1:1: error: a String Catalog is a JSON object, found an array"),
    CatalogCase(name: "empty", bytes: [], message: "error: the file is empty"),
  ]

  @Test(
    "a broken catalog: format, import and lint say where and write nothing", arguments: catalogCases
  )
  func brokenCatalog(_ item: CatalogCase) throws {
    let project = try TemporaryProject()  // removed with the value
    defer { withExtendedLifetime(project) {} }
    let folder = URL(fileURLWithPath: project.root)
    let path = folder.appendingPathComponent("Localizable.xcstrings")
    try Data(item.bytes).write(to: path)
    try Data(Self.xliff(target: "Hallo").utf8).write(to: folder.appendingPathComponent("de.xliff"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try Data(#"{"sourceRoots":["Sources"],"catalogs":["Localizable.xcstrings"]}"#.utf8).write(
      to: folder.appendingPathComponent("l10n.json"))
    for arguments in [
      ["format", "Localizable.xcstrings"],
      ["import", "--catalog", "Localizable.xcstrings", "de.xliff"],
      ["lint"],
    ] {
      let result = Self.run(arguments, in: folder)
      #expect(result.status == 2, "\(arguments): \(result.output)")
      #expect(result.output.contains(item.message), "\(arguments): \(result.output)")
      #expect(Array(try Data(contentsOf: path)) == item.bytes, "\(arguments) wrote the catalog")
    }
  }

  // MARK: XLIFF

  static func xliff(target: String, prolog: String = #"<?xml version="1.0" encoding="UTF-8"?>"#)
    -> String
  {
    """
    \(prolog)
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
    <file original="Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
    <body><trans-unit id="a"><source>a</source><target>\(target)</target></trans-unit></body>
    </file></xliff>

    """
  }

  struct XLIFFCase: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: @Sendable (_ secret: String) -> [UInt8]
    /// What the output says; nil when the file is valid and imports.
    var message: String?
    var testDescription: String { name }
  }

  static let xliffCases: [XLIFFCase] = [
    XLIFFCase(
      name: "an external entity (XXE)",
      bytes: { secret in
        Array(
          xliff(
            target: "&leak;",
            prolog:
              #"<?xml version="1.0"?><!DOCTYPE xliff [<!ENTITY leak SYSTEM "file://\#(secret)">]>"#
          ).utf8)
      }, message: "de.xliff:1:"),
    XLIFFCase(
      name: "an external DTD (never loaded)",
      bytes: { secret in
        Array(
          xliff(
            target: "Hallo",
            prolog: #"<?xml version="1.0"?><!DOCTYPE xliff SYSTEM "file://\#(secret)">"#
          ).utf8)
      }, message: nil),
    XLIFFCase(
      name: "billion laughs",
      bytes: { _ in
        var entities = #"<!ENTITY l0 "ha">"#
        for level in 1...9 {
          entities +=
            "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">"
        }
        return Array(
          xliff(target: "&l9;", prolog: "<?xml version=\"1.0\"?><!DOCTYPE xliff [\(entities)]>")
            .utf8)
      }, message: "refuses them (billion-laughs / XXE protection)"),
    XLIFFCase(
      name: "100,000 nested elements",
      bytes: { _ in
        Array(
          xliff(target: String(repeating: "<g id=\"x\">", count: 100_000)).utf8)
      }, message: "elements nest deeper than 64 levels"),
    XLIFFCase(
      name: "a 200 MB text node",
      bytes: { _ in Array(xliff(target: String(repeating: "x", count: 200 * 1024 * 1024)).utf8) },
      message: "a text of more than 10000000 bytes without a tag"),
    XLIFFCase(
      name: "declared UTF-16, written in UTF-8",
      bytes: { _ in
        Array(xliff(target: "Hallo", prolog: #"<?xml version="1.0" encoding="UTF-16"?>"#).utf8)
      },
      message: "de.xliff:"),
    XLIFFCase(
      name: "Latin-1, declared (valid XML)",
      bytes: { _ in
        let text = xliff(target: "caf@", prolog: #"<?xml version="1.0" encoding="ISO-8859-1"?>"#)
        return Array(text.utf8).map { $0 == UInt8(ascii: "@") ? 0xE9 : $0 }
      }, message: nil),
    XLIFFCase(
      name: "invalid UTF-8 in a target",
      bytes: { _ in
        let text = xliff(target: "caf@")
        return Array(text.utf8).map { $0 == UInt8(ascii: "@") ? 0xE9 : $0 }
      }, message: "de.xliff:4:"),
    XLIFFCase(
      name: "a NUL byte",
      bytes: { _ in Array(xliff(target: "Ha@llo").utf8).map { $0 == UInt8(ascii: "@") ? 0 : $0 } },
      message: "de.xliff:4:"),
    XLIFFCase(
      name: "a UTF-8 byte order mark (valid XML)",
      bytes: { _ in [0xEF, 0xBB, 0xBF] + Array(xliff(target: "Hallo").utf8) },
      message: nil),
    XLIFFCase(
      name: "UTF-16 with a byte order mark (valid XML)",
      bytes: { _ in
        let text = xliff(target: "Grüße", prolog: #"<?xml version="1.0" encoding="UTF-16"?>"#)
        return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
      }, message: nil),
    XLIFFCase(
      name: "truncated", bytes: { _ in Array(xliff(target: "Hallo").utf8.prefix(200)) },
      message: "malformed XML"),
  ]

  @Test(
    "hostile XLIFF: refused where it is, nothing read or written; valid files import",
    arguments: xliffCases)
  func hostileXLIFF(_ item: XLIFFCase) throws {
    let project = try TemporaryProject()  // removed with the value
    defer { withExtendedLifetime(project) {} }
    let folder = URL(fileURLWithPath: project.root)
    let secret = folder.appendingPathComponent("secret.txt").path
    try Data("TOP-SECRET-\(UUID().uuidString)".utf8).write(to: URL(fileURLWithPath: secret))
    let catalogPath = folder.appendingPathComponent("Localizable.xcstrings")
    let catalogBytes = try CatalogFormatter.formatted(Self.catalog, path: "Localizable.xcstrings")
    try Data(catalogBytes).write(to: catalogPath)
    try Data(item.bytes(secret)).write(to: folder.appendingPathComponent("de.xliff"))
    let result = Self.run(["import", "--catalog", "Localizable.xcstrings", "de.xliff"], in: folder)
    #expect(!result.output.contains("TOP-SECRET"), "a local file was read: \(result.output)")
    let after = Array(try Data(contentsOf: catalogPath))
    if let message = item.message {
      #expect(result.status == 2, "\(result.output)")
      #expect(result.output.contains(message), "\(result.output)")
      #expect(result.output.contains(": error: "), "\(result.output)")
      #expect(after == catalogBytes, "the catalog was written")
    } else {
      #expect(result.status == 0, "\(result.output)")
      #expect(!String(decoding: after, as: UTF8.self).contains("TOP-SECRET"))
      #expect(after != catalogBytes, "a valid file imported nothing: \(result.output)")
    }
  }

  // MARK: Swift sources

  @Test("hostile Swift files: lint ends and reads the keys around the damage")
  func hostileSwift() throws {
    let project = try TemporaryProject()  // removed with the value
    defer { withExtendedLifetime(project) {} }
    let folder = URL(fileURLWithPath: project.root)
    let sources = folder.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let files: [(String, [UInt8])] = [
      (
        "Deep.swift",
        Array(
          ("let a = Text(\"Deep\")\n" + String(repeating: "f(", count: 100_000)
            + String(repeating: ")", count: 100_000) + "\n" + String(repeating: "[", count: 50_000))
            .utf8)
      ),
      (
        "Nul.swift",
        Array("let b = Text(\"Before\")\n".utf8) + [0, 0xFF, 0xFE]
          + Array("\nlet c = Text(\"After\")\n".utf8)
      ),
      ("Bom.swift", [0xEF, 0xBB, 0xBF] + Array("let d = Text(\"Bom\")\n".utf8)),
      (
        "Truncated.swift",
        Array("let e = Text(\"Whole\")\nlet f = Text(\"unterminated\n/* never closed".utf8)
      ),
      (
        // A file cut short inside a block whose declarations type an interpolation.
        "CutShort.swift",
        Array(
          "struct V {\n  func f(n: Int) {\n    let total: Int = n\n    Text(\"Left \\(total)\")"
            .utf8)
      ),
      (
        "Interpolated.swift",
        Array(
          ("let g = Text(\"Top\")\nlet h = \"" + String(repeating: "\\(\"", count: 20_000)).utf8)
      ),
    ]
    for (name, bytes) in files { try Data(bytes).write(to: sources.appendingPathComponent(name)) }
    try Data(#"{"sourceRoots":["Sources"],"catalogs":["Localizable.xcstrings"]}"#.utf8).write(
      to: folder.appendingPathComponent("l10n.json"))
    try Data(Self.catalog).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    let result = Self.run(["lint", "--format", "json"], in: folder)
    #expect(result.status == 1, "\(result.output.prefix(2000))")
    for key in ["Deep", "Before", "After", "Bom", "Whole", "Top", "Left %lld"] {
      #expect(result.output.contains("\"\(key)\""), "\(key) was not read")
    }
  }
}
