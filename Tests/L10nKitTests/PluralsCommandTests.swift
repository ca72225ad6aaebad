import Foundation
import Testing

@testable import L10nKit

@Suite("l10n plurals")
struct PluralsCommandTests {
  @Test("writes the table atomically, reports up to date, and --check detects staleness")
  func writeAndCheck() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "PluralsCommandTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    let missing = runTool(["plurals", "--output", "Rules.swift", "--check"], in: folder.path)
    #expect(missing.code == 1)
    #expect(missing.err.hasPrefix("Rules.swift:1:1: error: the plural rules are stale"))

    let written = runTool(["plurals", "--output", "Rules.swift"], in: folder.path)
    #expect(written.code == 0)
    #expect(written.out.hasPrefix("Wrote Rules.swift: "))
    let file = folder.appendingPathComponent("Rules.swift")
    #expect(try String(contentsOf: file, encoding: .utf8) == PluralRulesGenerator.swiftSource())
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Rules.swift"])

    let again = runTool(["plurals", "--output", "Rules.swift"], in: folder.path)
    #expect(again.out == "Rules.swift is up to date.\n")
    #expect(runTool(["plurals", "--output", "Rules.swift", "--check"], in: folder.path).code == 0)

    try Data("stale".utf8).write(to: file)
    #expect(runTool(["plurals", "--output", "Rules.swift", "--check"], in: folder.path).code == 1)
  }

  @Test("without --output the file is printed; --check alone is a usage error")
  func printAndUsage() {
    let printed = runTool(["plurals"])
    #expect(printed.code == 0)
    #expect(printed.out == PluralRulesGenerator.swiftSource())
    let usage = runTool(["plurals", "--check"])
    #expect(usage.code == 64)
    #expect(usage.err.hasPrefix("Error: --check needs --output <file>\n"))
  }

  @Test("a folder that does not exist fails cleanly")
  func unwritable() {
    let result = runTool(["plurals", "--output", "/nonexistent-atelier/Rules.swift"])
    #expect(result.code == 2)
    #expect(result.err.hasPrefix("/nonexistent-atelier/Rules.swift: error: cannot write the file"))
  }

  @Test("rule text loses its samples and wraps within 100 columns")
  func generatorShape() throws {
    let russian = try #require(PluralRulesGenerator.rules(for: "ru"))
    #expect(!russian.contains("@"))
    #expect(russian.contains("few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14"))
    #expect(PluralRulesGenerator.rules(for: "pt_PT")?.contains("one: i = 1 and v = 0") == true)
    let source = PluralRulesGenerator.swiftSource()
    #expect(source.split(separator: "\n").allSatisfy { $0.count <= 100 })
    #expect(source.contains("from the CLDR plural rules of ICU \(CLDRPlurals.icuVersion)"))
  }
}
