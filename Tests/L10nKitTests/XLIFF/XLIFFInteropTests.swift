import Foundation
import Testing

@testable import L10nKit

/// What we write against other consumers: `xmllint` (libxml2-utils) and translate-toolkit (PyPI).
/// Each test skips with a message when its tool is not installed.
@Suite("XLIFF interoperability with xmllint and translate-toolkit")
struct XLIFFInteropTests {
  /// The first executable called `name` on PATH.
  static func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Runs a tool; returns its exit status and standard output and error together.
  static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  static var hasTranslateToolkit: Bool {
    guard let python = executable("python3") else { return false }
    return (try? run(python, ["-c", "import translate.storage.xliff"]).status) == 0
  }

  /// A temporary folder, removed by the caller.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "xliff-interop-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Our export of the test catalog in `version`, written to `folder/de.xliff`.
  static func writeExport(in folder: URL, version: XLIFFVersion) throws -> (String, XLIFFFile) {
    let catalog = try XLIFFImportTests.catalog()
    let file = XLIFFExporter.file(
      for: catalog, original: "Localizable.xcstrings", targetLanguage: "de"
    ).file
    let path = folder.appendingPathComponent("de-\(version.rawValue).xliff").path
    try Data(XLIFFWriter.write(XLIFFDocument(version: version, files: [file]))).write(
      to: URL(fileURLWithPath: path))
    return (path, file)
  }

  @Test("xmllint finds what we write well-formed", arguments: XLIFFVersion.allCases)
  func xmllint(version: XLIFFVersion) throws {
    guard let xmllint = Self.executable("xmllint") else {
      print("skipped: xmllint is not installed (apt-get install libxml2-utils)")
      return
    }
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (path, _) = try Self.writeExport(in: folder, version: version)
    let result = try Self.run(xmllint, ["--noout", "--nonet", path])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.isEmpty)
  }

  @Test("translate-toolkit reads our XLIFF 1.2 with the same number of units")
  func translateToolkitReads() throws {
    guard Self.hasTranslateToolkit, let python = Self.executable("python3") else {
      print("skipped: translate-toolkit is not installed (pip install translate-toolkit)")
      return
    }
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (path, file) = try Self.writeExport(in: folder, version: .v1_2)
    let script = """
      import sys
      from translate.storage import xliff
      store = xliff.xlifffile.parsefile(sys.argv[1])
      units = [u for u in store.units if not u.isheader()]
      print(len(units))
      for u in units:
          print(repr(u.source), repr(u.target))
      """
    let result = try Self.run(python, ["-c", script, path])
    #expect(result.status == 0, "\(result.output)")
    let lines = result.output.split(separator: "\n")
    #expect(lines.first.map(String.init) == String(file.units.count))
    #expect(lines.contains("'%1$lld bird' None"))
    #expect(lines.contains("'Hello %@' 'Hallo %@'"))
  }

  @Test("XLIFF written by translate-toolkit imports correctly")
  func translateToolkitWrites() throws {
    guard Self.hasTranslateToolkit, let python = Self.executable("python3") else {
      print("skipped: translate-toolkit is not installed (pip install translate-toolkit)")
      return
    }
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (path, _) = try Self.writeExport(in: folder, version: .v1_2)
    let output = folder.appendingPathComponent("tt.xliff").path
    // A translator fills every empty target in translate-toolkit and saves.
    let script = """
      import sys
      from translate.storage import xliff
      store = xliff.xlifffile.parsefile(sys.argv[1])
      for u in store.units:
          if not u.isheader() and not u.target:
              u.target = "DE " + u.source
              u.markfuzzy(False)
      store.savefile(sys.argv[2])
      """
    let result = try Self.run(python, ["-c", script, path, output])
    #expect(result.status == 0, "\(result.output)")
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: output)))
    let file = try #require(try XLIFFReader.read(bytes, path: "tt.xliff").files.first)
    let merged = XLIFFImporter.merge(file, into: try XLIFFImportTests.catalog(), path: "tt.xliff")
    #expect(merged.rejectedCount == 0, "\(merged.findings)")
    #expect(merged.importedCount == 6)
    let catalog = merged.catalog
    #expect(catalog["Plain"]?.localization(for: "de")?.stringUnit?.value == "DE Plain")
    let birds = catalog["birds %lld"]?.localization(for: "de")
    #expect(birds?.stringUnit?.value == "DE %#@BIRDS@")
    #expect(
      birds?.substitution(named: "BIRDS")?.variations?.localization(kind: "plural", name: "one")?
        .stringUnit?.value == "DE %arg bird")
    #expect(
      catalog["%lld files"]?.localization(for: "de")?[path: ["plural", "other"]]?.stringUnit?
        .value == "DE %lld files")
  }

  @Test("what Xcode 27 adds (state-qualifier, units without <source>) stays readable by both")
  func xcode27Additions() throws {
    let xliff = Fixture.path("XLIFF27/Rules.fr.xliff")
    if let xmllint = Self.executable("xmllint") {
      let result = try Self.run(xmllint, ["--noout", "--nonet", xliff])
      #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    } else {
      print("skipped: xmllint is not installed (apt-get install libxml2-utils)")
    }
    guard Self.hasTranslateToolkit, let python = Self.executable("python3") else {
      print("skipped: translate-toolkit is not installed (pip install translate-toolkit)")
      return
    }
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("tt.xliff").path
    // Loaded and saved unchanged by translate-toolkit.
    let script = """
      import sys
      from translate.storage import xliff
      store = xliff.xlifffile.parsefile(sys.argv[1])
      print(len([u for u in store.units if not u.isheader()]))
      store.savefile(sys.argv[2])
      """
    let result = try Self.run(python, ["-c", script, xliff, output])
    #expect(result.status == 0, "\(result.output)")
    let ours = try #require(
      try XLIFFReader.read(try Fixture.bytes("XLIFF27/Rules.fr.xliff"), path: "fr.xliff")
        .files.first)
    #expect(result.output == "\(ours.units.count)\n")
    let saved = try [UInt8](Data(contentsOf: URL(fileURLWithPath: output)))
    let theirs = try #require(try XLIFFReader.read(saved, path: "tt.xliff").files.first)
    #expect(theirs.units == ours.units, "translate-toolkit changed a unit")
    let catalog = try Fixture.catalog("XLIFF27/Rules.xcstrings")
    let merged = XLIFFImporter.merge(theirs, into: catalog, path: "tt.xliff")
    #expect(merged.rejectedCount == 0, "\(merged.findings)")
    #expect(
      merged.catalog.bytes()
        == XLIFFImporter.merge(ours, into: catalog, path: "fr.xliff").catalog.bytes())
  }
}
