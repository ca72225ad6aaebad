import Foundation
import Testing

@testable import L10nKit

/// Real Xcode 27.0 (27A266a) exports and imports of deliberately hard catalogs
/// (`../shared/corpus/xcode27`, read in place): for every case, our export equals Xcode's
/// `exported.xliff` byte for byte but for the `<tool>` line; importing the case's import file
/// gives Xcode's catalog after import (as JSON), both through the whole-catalog import and the
/// splicing one; re-exporting equals Xcode's `reexported.xliff`. Where Xcode loses data (the
/// `negative/` cases, and a literal `|==|` key in one `behavior/` case), the test says what l10n
/// keeps instead, and that a warning says so.
@Suite(
  "Xcode 27 corpus: export, import and re-export as Xcode 27",
  .enabled(if: Corpus.root != nil, Comment(rawValue: Corpus.missing)))
struct XLIFFXcode27CorpusTests {
  /// What l10n keeps where Xcode's import loses it.
  enum Kept: Sendable {
    /// The target-language leaf at `path` (`["plural", "one"]`, `["substitutions", "COUNT",
    /// "plural", "many"]`; `[]` for the plain unit) holds `value`, state translated.
    case leaf(key: String, path: [String], value: String)
    /// The entry is the one of the catalog the export was made from (`source.xcstrings`), before
    /// the leaves above are applied.
    case entry(key: String)

    var key: String {
      switch self {
      case .leaf(let key, _, _), .entry(let key): key
      }
    }
  }

  /// What the re-export of our catalog after import equals.
  enum Reexport: Sendable {
    /// Xcode's `reexported.xliff`, byte for byte but for the `<tool>` line.
    case xcode
    /// Xcode's `reexported.xliff`, with the targets of these units taken from the import file (a
    /// unit Xcode's re-export lacks is added, without `<source>`, as Xcode writes a new case).
    case xcodeWithImportedTargets([String])
    /// Xcode's first export, with every target the import file has (Xcode lost data, l10n did
    /// not: what was sent is what comes back).
    case exportWithImportedTargets
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var folder: String
    var kept: [Kept] = []
    var reexport = Reexport.xcode
    /// Keys whose units must carry a warning (data Xcode would lose, inline markup flattened).
    var warned: [String] = []
    var testDescription: String { folder }
  }

  static let cases: [Case] = [
    Case(folder: "behavior/inline-import", warned: ["g", "ph", "x"]),
    Case(folder: "behavior/missing-locale-uk"),
    // Xcode ignores the edit of the literal key `ambiguous|==|plural.one` (as in
    // negative/literal-variation-suffix); l10n imports it.
    Case(
      folder: "behavior/new-target-case-existing-context",
      kept: [
        .leaf(key: "ambiguous|==|plural.one", path: [], value: "FR ambiguous|==|plural.one CHANGED")
      ],
      reexport: .xcodeWithImportedTargets(["ambiguous|==|plural.one"]),
      warned: ["ambiguous|==|plural.one"]),
    Case(folder: "behavior/partial-device"),
    Case(folder: "behavior/plural-fallback"),
    Case(folder: "behavior/state-import"),
    Case(folder: "behavior/state-qualifiers"),
    // Xcode drops the French substitution of `sub_PIPE|==|NAME`.
    Case(
      folder: "negative/delimiter-substitution-loss", kept: [.entry(key: "sub_PIPE|==|NAME")],
      reexport: .exportWithImportedTargets, warned: ["sub_PIPE|==|NAME"]),
    // Xcode ignores edits of keys that end in a variation path.
    Case(
      folder: "negative/literal-variation-suffix",
      kept: [
        "a|==|b|==|plural.one", "plain|==|device.iphone", "plain|==|plural.one",
        "plain|==|substitutions.COUNT.plural.one",
      ].map { .leaf(key: $0, path: [], value: "FR \($0) CHANGED") },
      reexport: .exportWithImportedTargets,
      warned: [
        "a|==|b|==|plural.one", "plain|==|device.iphone", "plain|==|plural.one",
        "plain|==|substitutions.COUNT.plural.one",
      ]),
    // Xcode skips a new case whose source is its own unit id.
    Case(
      folder: "negative/new-target-case-source-identity",
      kept: [
        .leaf(
          key: "ambiguous|==|plural.one", path: [], value: "FR ambiguous|==|plural.one CHANGED"),
        .leaf(
          key: "target_only_substitution", path: ["substitutions", "COUNT", "plural", "many"],
          value: "fr %arg NEWMANY"),
      ],
      reexport: .xcodeWithImportedTargets([
        "ambiguous|==|plural.one", "target_only_substitution|==|substitutions.COUNT.plural.many",
      ]),
      warned: ["ambiguous|==|plural.one", "target_only_substitution"]),
    // Xcode drops the cases of a substitution new to the catalog's French.
    Case(
      folder: "negative/new-target-substitution-loss",
      kept: [.entry(key: "target_only_substitution")], reexport: .exportWithImportedTargets,
      warned: ["target_only_substitution"]),
    // Xcode deletes the shape it does not export (the English string unit, the plural axis).
    Case(
      folder: "negative/overlapping-shapes",
      kept: [
        .entry(key: "plural_and_device"),
        .leaf(key: "plural_and_device", path: ["device", "iphone"], value: "%lld phone CHANGED"),
        .leaf(key: "plural_and_device", path: ["device", "other"], value: "%lld device CHANGED"),
        .entry(key: "unit_and_variations"),
        .leaf(key: "unit_and_variations", path: ["plural", "one"], value: "%lld one CHANGED"),
        .leaf(key: "unit_and_variations", path: ["plural", "other"], value: "%lld many CHANGED"),
      ],
      reexport: .exportWithImportedTargets,
      warned: ["plural_and_device", "unit_and_variations"]),
  ]

  // MARK: Reading the corpus

  static func url(_ folder: String, _ name: String) -> URL? {
    Corpus.root?.appendingPathComponent("xcode27").appendingPathComponent(folder)
      .appendingPathComponent(name)
  }

  static func bytes(_ folder: String, _ name: String) -> [UInt8]? {
    url(folder, name).flatMap { FileManager.default.contents(atPath: $0.path) }.map { [UInt8]($0) }
  }

  /// The text without its `<tool .../>` line (ours names l10n unless told otherwise).
  static func withoutTool(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("<tool ") }.joined(separator: "\n")
  }

  /// A catalog's bytes as a Foundation value, for comparing as JSON (member order aside).
  static func json(_ bytes: [UInt8]) throws -> NSDictionary {
    try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary)
  }

  /// The one `<file>` of an XLIFF.
  static func file(_ bytes: [UInt8], _ name: String) throws -> XLIFFFile {
    let document = try XLIFFReader.read(bytes, path: name)
    #expect(document.files.count == 1)
    return try #require(document.files.first)
  }

  /// Our export of `catalog` as bytes, in the language and with the `original` of `xcode`.
  static func export(_ catalog: StringCatalog, like xcode: XLIFFFile) -> (
    bytes: [UInt8], problems: [XLIFFExportProblem]
  ) {
    let (file, problems) = XLIFFExporter.file(
      for: catalog, original: xcode.original, targetLanguage: xcode.targetLanguage ?? "",
      tool: xcode.tool)
    return (XLIFFWriter.write(XLIFFDocument(files: [file])), problems)
  }

  /// The keys whose entries differ between two catalogs' JSON.
  static func differingKeys(_ ours: NSDictionary, _ expected: NSDictionary) -> [String] {
    let a = ours["strings"] as? NSDictionary ?? [:]
    let b = expected["strings"] as? NSDictionary ?? [:]
    let keys = Set(a.allKeys.compactMap { $0 as? String }).union(
      b.allKeys.compactMap { $0 as? String })
    var result = keys.filter { key in
      let x = a[key] as? NSDictionary
      let y = b[key] as? NSDictionary
      return x.map { y?.isEqual(to: $0 as? [AnyHashable: Any] ?? [:]) != true } ?? (y != nil)
    }.sorted()
    if ours["version"] as? String != expected["version"] as? String { result.append("(version)") }
    return result
  }

  /// `expected` (Xcode's catalog after import) with what l10n keeps instead.
  static func applying(
    _ kept: [Kept], to expected: NSDictionary, source: NSDictionary, language: String
  ) -> NSDictionary {
    guard var root = expected.mutableCopy() as? [String: Any],
      var strings = root["strings"] as? [String: Any]
    else { return expected }
    let sourceStrings = source["strings"] as? [String: Any] ?? [:]
    for item in kept {
      switch item {
      case .entry(let key):
        strings[key] = sourceStrings[key]
      case .leaf(let key, let path, let value):
        var entry = strings[key] as? [String: Any] ?? [:]
        var localizations = entry["localizations"] as? [String: Any] ?? [:]
        var jsonPath: [String] = []
        var index = 0
        while index + 1 < path.count {
          if path[index] == "substitutions" {
            jsonPath += ["substitutions", path[index + 1]]
          } else {
            jsonPath += ["variations", path[index], path[index + 1]]
          }
          index += 2
        }
        localizations[language] = setting(
          ["state": "translated", "value": value], at: jsonPath + ["stringUnit"],
          in: localizations[language] as? [String: Any] ?? [:])
        entry["localizations"] = localizations
        strings[key] = entry
      }
    }
    root["strings"] = strings
    return root as NSDictionary
  }

  static func setting(_ value: Any, at path: [String], in object: [String: Any]) -> [String: Any] {
    guard let first = path.first else { return object }
    var copy = object
    copy[first] =
      path.count == 1
      ? value
      : setting(value, at: Array(path.dropFirst()), in: object[first] as? [String: Any] ?? [:])
    return copy
  }

  // MARK: Tests

  @Test("export equals Xcode's exported.xliff byte for byte but for <tool>", arguments: cases)
  func export(_ testCase: Case) throws {
    let folder = testCase.folder
    let source = try #require(Self.bytes(folder, "source.xcstrings"), "\(folder)")
    let xcodeBytes = try #require(Self.bytes(folder, "exported.xliff"))
    let xcode = try Self.file(xcodeBytes, "exported.xliff")
    let catalog = try StringCatalog(bytes: source, path: "source.xcstrings")
    let (ours, problems) = Self.export(catalog, like: xcode)
    #expect(problems.isEmpty, "\(problems)")
    #expect(Self.withoutTool(ours) == Self.withoutTool(xcodeBytes))
    // With Xcode's own <tool> header, every byte.
    #expect(ours == xcodeBytes)
  }

  @Test(
    "import gives Xcode's catalog (or keeps what Xcode loses), by both imports",
    arguments: cases.filter { $0.folder != "behavior/partial-device" })
  func importAndReexport(_ testCase: Case) throws {
    let folder = testCase.folder
    let source = try #require(Self.bytes(folder, "source.xcstrings"))
    let destination = Self.bytes(folder, "destination-before-import.xcstrings") ?? source
    let inputName =
      Self.bytes(folder, "import-edited.xliff") != nil ? "import-edited.xliff" : "exported.xliff"
    let input = try Self.file(try #require(Self.bytes(folder, inputName)), inputName)
    let language = try #require(input.targetLanguage)
    let after = try #require(
      Self.bytes(folder, "expected-after-import.xcstrings")
        ?? Self.bytes(folder, "observed-after-import.xcstrings"))

    // The whole-catalog import.
    let catalog = try StringCatalog(bytes: destination, path: "Localizable.xcstrings")
    let whole = XLIFFImporter.merge(input, into: catalog, path: inputName)
    #expect(whole.rejectedCount == 0, "\(whole.findings.filter { $0.outcome == .rejected })")
    let ours = try Self.json(whole.catalog.bytes())
    let expected = Self.applying(
      testCase.kept, to: try Self.json(after), source: try Self.json(source), language: language)
    #expect(
      ours.isEqual(to: expected as? [AnyHashable: Any] ?? [:]),
      "entries that differ: \(Self.differingKeys(ours, expected))")
    // Where Xcode's catalog differs, it is for the reasons listed (the test can fail).
    let xcodeDiffers = Self.differingKeys(ours, try Self.json(after))
    #expect(Set(xcodeDiffers) == Set(testCase.kept.map(\.key)), "\(xcodeDiffers)")
    for key in testCase.warned {
      #expect(
        whole.findings.contains {
          $0.outcome == .warning && ($0.unitID == key || $0.unitID.hasPrefix(key + "|==|"))
        }, "no warning for \(key)")
    }

    // The splicing import, on the catalog in Xcode's layout: the same findings and catalog.
    var sorted = catalog
    sorted.sort()
    let layout = sorted.bytes()
    var spliced = try ImportedCatalog.make(
      bytes: FileBytes(copying: layout), path: "Localizable.xcstrings", languages: [language])
    #expect(spliced.isSpliced)
    let report = spliced.merge(input, path: inputName)
    #expect(report.findings == whole.findings)
    let splicedBytes = try spliced.changedBytes() ?? layout
    #expect(try Self.json(splicedBytes).isEqual(to: ours as? [AnyHashable: Any] ?? [:]))
    var wholeSorted = whole.catalog
    wholeSorted.sort()
    #expect(splicedBytes == wholeSorted.bytes(), "the two imports write different bytes")

    // The re-export.
    let reexportName = "reexported.xliff"
    let xcodeReexport = try #require(Self.bytes(folder, reexportName))
    let (reexported, _) = Self.export(whole.catalog, like: try Self.file(xcodeReexport, "r"))
    switch testCase.reexport {
    case .xcode:
      #expect(Self.withoutTool(reexported) == Self.withoutTool(xcodeReexport))
    case .xcodeWithImportedTargets(let ids):
      var expectedFile = try Self.file(xcodeReexport, reexportName)
      for id in ids {
        let target = try #require(input.units.first { $0.id == id }?.target)
        if let index = expectedFile.units.firstIndex(where: { $0.id == id }) {
          expectedFile.units[index].target = target
        } else {
          expectedFile.units.append(
            XLIFFUnit(id: id, source: "", target: target, hasSource: false))
          expectedFile.units.sort { codePointOrder($0.id, $1.id) }
        }
      }
      #expect(Self.withoutTool(reexported) == Self.withoutTool(Self.written(expectedFile)))
    case .exportWithImportedTargets:
      var expectedFile = try Self.file(try #require(Self.bytes(folder, "exported.xliff")), "e")
      for (index, unit) in expectedFile.units.enumerated() {
        guard let target = input.units.first(where: { $0.id == unit.id })?.target,
          target.state.map({ !$0.isIgnoredOnImport }) ?? true
        else { continue }
        expectedFile.units[index].target = XLIFFTarget(
          value: target.value, state: .translated, stateQualifier: target.stateQualifier)
      }
      #expect(Self.withoutTool(reexported) == Self.withoutTool(Self.written(expectedFile)))
    }
  }

  /// A file as XLIFF bytes (notes as Xcode writes them: read back from its export).
  static func written(_ file: XLIFFFile) -> [UInt8] {
    XLIFFWriter.write(XLIFFDocument(files: [file]))
  }

  @Test("negative/id-collision: Xcode crashes; l10n names both keys and exports the rest")
  func idCollision() throws {
    let source = try #require(Self.bytes("negative/id-collision", "source.xcstrings"))
    // The same catalog without the key `ambiguous`, as Xcode exported it.
    let xcodeBytes = try #require(
      Self.bytes("negative/delimiter-substitution-loss", "exported.xliff"))
    let xcode = try Self.file(xcodeBytes, "exported.xliff")
    let catalog = try StringCatalog(bytes: source, path: "source.xcstrings")
    let (ours, problems) = Self.export(catalog, like: xcode)
    #expect(problems.count == 1)
    let problem = try #require(problems.first)
    #expect(problem.description.contains("key 'ambiguous'"))
    #expect(problem.description.contains("'ambiguous|==|plural.one'"))
    // Its `chained` also differs: its `device.other` is a plural (which Xcode's compiler
    // refuses), exported as the plural it is.
    var expected = xcode
    expected.units.removeAll { $0.id == "ambiguous|==|plural.one" || $0.id.hasPrefix("chained|") }
    expected.units.append(
      XLIFFUnit(
        id: "ambiguous|==|plural.other", source: "EN collision %lld multiple",
        target: XLIFFTarget(value: "FR collision %lld multiple", state: .translated)))
    expected.units.sort { codePointOrder($0.id, $1.id) }
    var written = try Self.file(ours, "ours")
    let chained = written.units.filter { $0.id.hasPrefix("chained|") }.map(\.id)
    #expect(
      chained == [
        "chained|==|device.iphone.plural.one", "chained|==|device.iphone.plural.other",
        "chained|==|device.other.plural.one", "chained|==|device.other.plural.other",
      ])
    written.units.removeAll { $0.id.hasPrefix("chained|") }
    #expect(Self.withoutTool(Self.written(written)) == Self.withoutTool(Self.written(expected)))
  }

  @Test("the corpus import files name Localizable.xcstrings; l10n import lands them (CLI)")
  func command() throws {
    let folder = "behavior/state-qualifiers"
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "l10n-xcode27-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    // The catalog in Xcode's layout, so that the splicing import is the one that runs.
    var catalog = try StringCatalog(
      bytes: try #require(Self.bytes(folder, "source.xcstrings")), path: "source.xcstrings")
    catalog.sort()
    try Data(catalog.bytes()).write(to: URL(fileURLWithPath: root + "/Localizable.xcstrings"))
    let input = try #require(Self.url(folder, "import-edited.xliff"))
    try FileManager.default.copyItem(
      atPath: input.path, toPath: root + "/fr.xliff")
    let result = runTool(["import", "fr.xliff", "--catalog", "Localizable.xcstrings"], in: root)
    #expect(result.code == 0, "\(result.err)")
    let after = try Self.json(
      [UInt8](try #require(FileManager.default.contents(atPath: root + "/Localizable.xcstrings"))))
    let expected = try Self.json(
      try #require(Self.bytes(folder, "expected-after-import.xcstrings")))
    #expect(after.isEqual(to: expected as? [AnyHashable: Any] ?? [:]))
    #expect(after["version"] as? String == "1.3")
  }
}
