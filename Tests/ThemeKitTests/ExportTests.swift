import AppTheme
import Foundation
import Testing

@testable import ThemeKit

@Suite("theme export and swatches")
struct ExportTests {
  func parse(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("DTCG: palette values, role aliases per scheme, dimensions and typography")
  func dtcg() throws {
    let root = try parse(TokenExporter.export(.atelier, as: .dtcg))
    let palette = try #require(root["palette"] as? [String: Any])
    #expect(palette.count == PaletteColor.allCases.count)
    let indigo = try #require(palette["indigo600"] as? [String: Any])
    #expect(indigo["$type"] as? String == "color")
    let value = try #require(indigo["$value"] as? [String: Any])
    #expect(value["colorSpace"] as? String == "srgb")
    #expect(value["hex"] as? String == "#4f46e5")
    let colors = try #require(root["color"] as? [String: [String: [String: Any]]])
    for appearance in Appearance.allCases {
      let roles = try #require(colors[appearance.rawValue])
      #expect(roles.count == SemanticColor.allCases.count)
      for role in SemanticColor.allCases {
        let alias = try #require(Theme.atelier.paletteColor(role, appearance))
        #expect(roles[role.rawValue]?["$value"] as? String == "{palette.\(alias.rawValue)}")
      }
    }
    let spacing = try #require(root["spacing"] as? [String: [String: Any]])
    let large = try #require(spacing["l"]?["$value"] as? [String: Any])
    #expect(large["value"] as? Double == Spacing.l)
    #expect(large["unit"] as? String == "px")
    let typography = try #require(root["typography"] as? [String: [String: Any]])
    let body = try #require(typography["body"]?["$value"] as? [String: Any])
    #expect(body["fontWeight"] as? Int == 400)
    #expect(
      Set(body.keys) == ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"])
  }

  @Test("CSS: light values in :root, dark values in a prefers-color-scheme block")
  func css() throws {
    let css = TokenExporter.export(.atelier, as: .css)
    let parts = css.components(separatedBy: "@media (prefers-color-scheme: dark) {")
    try #require(parts.count == 2)
    #expect(parts[0].contains("  --atelier-palette-indigo-600: #4F46E5;\n"))
    #expect(parts[0].contains("  --atelier-color-accent: var(--atelier-palette-indigo-600);\n"))
    #expect(parts[0].contains("  --atelier-spacing-xxs: 2px;\n"))
    #expect(parts[0].contains("  --atelier-font-headline-weight: 600;\n"))
    #expect(parts[0].contains("  --atelier-radius-extra-large: 20px;\n"))
    #expect(parts[1].contains("    --atelier-color-accent: var(--atelier-palette-indigo-400);\n"))
    #expect(parts[1].components(separatedBy: "--atelier-color-").count - 1 == 22)
    #expect(!parts[1].contains(" --atelier-palette-"))
  }

  @Test(
    "CSS names are kebab-case",
    arguments: [
      ("textPrimary", "text-primary"), ("indigo600", "indigo-600"), ("xxs", "xxs"),
      ("onAccent", "on-accent"), ("slate50", "slate-50"),
    ])
  func kebab(name: String, expected: String) {
    #expect(TokenExporter.kebab(name) == expected)
  }

  @Test("swift-json: resolved hex values for every role and scheme")
  func swiftJSON() throws {
    let root = try parse(TokenExporter.export(.atelier, as: .swiftJSON))
    let colors = try #require(root["colors"] as? [String: [String: String]])
    for role in SemanticColor.allCases {
      for appearance in Appearance.allCases {
        #expect(
          colors[role.rawValue]?[appearance.rawValue]
            == Theme.atelier.color(role, appearance).hexString)
      }
    }
    let typography = try #require(root["typography"] as? [String: [String: Any]])
    #expect(typography["largeTitle"]?["size"] as? Double == 34)
  }

  @Test("export --out writes the file atomically, leaving no temporary file")
  func exportToFile() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/tokens.css"))
    let run = ToolRun(
      ["export", "--format", "css", "--out", "tokens.css"], workingDirectory: folder)
    #expect(run.exitCode == 0)
    #expect(run.standardOutput.isEmpty)
    let written = try String(contentsOfFile: folder + "/tokens.css", encoding: .utf8)
    #expect(written == TokenExporter.export(.atelier, as: .css))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["tokens.css"])
  }

  @Test("an unwritable output is a clear error, exit 73, nothing written")
  func unwritable() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let missing = ToolRun(["swatches", "--out", "nowhere/palette.svg"], workingDirectory: folder)
    #expect(missing.exitCode == 73)
    #expect(
      missing.standardError
        == "error: cannot write 'nowhere/palette.svg': the folder '\(folder)/nowhere' does not "
        + "exist; check that the folder exists and is writable\n")
    try FileManager.default.createDirectory(
      atPath: folder + "/taken.svg", withIntermediateDirectories: false)
    let directory = ToolRun(["swatches", "--out", "taken.svg"], workingDirectory: folder)
    #expect(directory.exitCode == 73)
    #expect(directory.standardError.contains("it is a folder"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["taken.svg"])
  }

  @Test(
    "swatches: every pair in both schemes with its ratio and verdict",
    arguments: SwatchFormat.allCases)
  func swatches(format: SwatchFormat) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let name = "palette.\(format.rawValue)"
    let run = ToolRun(["swatches", "--out", name], workingDirectory: folder)
    #expect(run.exitCode == 0)
    let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    #expect(text.components(separatedBy: " AA").count - 1 == ContrastPairs.all.count * 2)
    #expect(!text.contains("FAIL"))
    #expect(text.contains("6.29:1 AA pass"))
    for color in PaletteColor.allCases {
      #expect(text.contains("\(color.rawValue) \(color.rgba.hexString)"))
    }
    #expect(text.hasPrefix(format == .svg ? "<svg " : "<!DOCTYPE html>"))
  }

  @Test("swatches mark failing pairs")
  func failingSwatches() {
    var tokens = ThemeTokens.atelier
    tokens.theme = tokens.theme.replacing(.onAccent, light: .indigo300, dark: .indigo950)
    let svg = SwatchRenderer.render(tokens, as: .svg)
    #expect(svg.components(separatedBy: "FAIL").count - 1 == 1)
  }

  @Test(
    "the format comes from the extension",
    arguments: [
      ("a.svg", SwatchFormat.svg), ("out/b.HTML", .html), ("c.htm", .html), ("d.png", nil),
      ("dir.svg/file", nil),
    ])
  func formatFromPath(path: String, expected: SwatchFormat?) {
    #expect(SwatchFormat(path: path) == expected)
  }

  @Test("XML text is escaped")
  func escaping() {
    #expect(SwatchRenderer.escape(#"a<b>&"c""#) == "a&lt;b&gt;&amp;&quot;c&quot;")
  }
}
