import AppTheme
import Foundation
import Testing

@testable import ThemeKit

/// `Documentation/Theme.md` describes the tokens; these tests keep it from drifting.
@Suite("Documentation/Theme.md matches the tokens")
struct DocumentationTests {
  func document() throws -> String {
    try String(contentsOfFile: packageRoot + "/Documentation/Theme.md", encoding: .utf8)
  }

  @Test("the role table lists every role with its light and dark palette entry")
  func roleTable() throws {
    let text = try document()
    for role in SemanticColor.allCases {
      let light = try #require(Theme.atelier.paletteColor(role, .light))
      let dark = try #require(Theme.atelier.paletteColor(role, .dark))
      let row =
        "| `\(role.rawValue)` | `\(light.rawValue)` \(light.rgba.hexString) | "
        + "`\(dark.rawValue)` \(dark.rgba.hexString) |"
      #expect(text.contains(row), "missing or stale row: \(row)")
    }
  }

  @Test("every lint rule is documented")
  func rules() throws {
    let text = try document()
    for rule in ThemeLintRule.allCases {
      #expect(text.contains("`\(rule.rawValue)`"), "\(rule.rawValue) is not documented")
    }
  }

  @Test("the type table matches the type tokens")
  func typeTable() throws {
    let text = try document()
    for token in TypographyToken.allCases {
      let row =
        "| `\(token.rawValue)` | `.app\(token.rawValue.prefix(1).uppercased() + token.rawValue.dropFirst())` "
        + "| \(format(token.size)) / \(format(token.lineHeight)) | \(token.weight.rawValue) "
        + "| \(token.textStyle.rawValue) |"
      #expect(text.contains(row), "missing or stale row: \(row)")
    }
  }
}
