import AppTheme
import Testing

@testable import ThemeKit

@Suite("theme lint rules")
struct ThemeLinterTests {
  let linter = ThemeLinter(
    sourceFolder: packageRoot + "/Modules/AppTheme", displayFolder: "Modules/AppTheme")

  @Test("Atelier's own tokens pass every rule")
  func atelierPasses() {
    let report = linter.lint(.atelier)
    #expect(report.findings.isEmpty, "\(report.findings.map(\.formatted))")
    #expect(report.pairs.count == ContrastPairs.all.count * 2)
    #expect(report.pairs.allSatisfy { $0.passes })
  }

  @Test("a low-contrast pair is an error pointing at the foreground's row")
  func contrast() throws {
    var tokens = ThemeTokens.atelier
    tokens.theme = tokens.theme.replacing(.textTertiary, light: .slate400, dark: .slate400)
    let report = linter.lint(tokens)
    #expect(report.hasErrors)
    let findings = report.findings.filter { $0.ruleID == "contrast_minimum" }
    // slate-400 fails on all three light surfaces and passes on every dark one.
    #expect(findings.count == 3)
    let first = try #require(findings.first)
    #expect(first.message.hasPrefix("'textTertiary' on 'background' in light"))
    #expect(first.message.contains("below the 4.5:1 WCAG AA minimum for body text"))
    #expect(first.message.contains("APCA Lc"))
    let location = try #require(first.location)
    #expect(location.path == "Modules/AppTheme/Theme.swift")
    #expect(first.formatted.hasPrefix("Modules/AppTheme/Theme.swift:\(location.line):"))
    #expect(first.formatted.hasSuffix("[contrast_minimum]"))
  }

  @Test("an undefined role is reported per appearance")
  func undefined() {
    var tokens = ThemeTokens.atelier
    tokens.theme.roles[.warning] = [.light: .amber700]
    let findings = linter.lint(tokens).findings.filter { $0.ruleID == "undefined_color" }
    #expect(findings.map(\.message) == ["'warning' has no dark value; add it to the role table"])
  }

  @Test("spacing and radius scales must grow")
  func scales() {
    var tokens = ThemeTokens.atelier
    tokens.spacing[3].value = tokens.spacing[2].value
    tokens.cornerRadii.swapAt(0, 1)
    let rules = linter.lint(tokens).findings.map(\.ruleID)
    #expect(rules == ["spacing_scale_order", "radius_scale_order"])
  }

  @Test("the type scale must not grow and line heights must cover the size")
  func typeScale() throws {
    var tokens = ThemeTokens.atelier
    tokens.typeScale[5].size = 16.5
    tokens.typeScale[7].lineHeight = 10
    let findings = linter.lint(tokens).findings
    #expect(findings.map(\.ruleID) == ["type_scale_order", "line_height"])
    let order = try #require(findings.first)
    #expect(order.message.hasPrefix("type step 'subheadline' (16.5 pt) is larger than 'callout'"))
    #expect(order.location?.path == "Modules/AppTheme/TypographyToken.swift")
  }

  @Test("without sources, findings name the tool instead of a file")
  func noSources() throws {
    var tokens = ThemeTokens.atelier
    tokens.spacing[1].value = 0
    let finding = try #require(ThemeLinter().lint(tokens).findings.first)
    #expect(finding.location == nil)
    #expect(
      finding.formatted
        == "theme: error: spacing step 'xs' (0 pt) is not larger than 'xxs' (2 pt) before it; "
        + "keep the scale growing [spacing_scale_order]")
  }

  @Test("text and JSON reports of a failing token set")
  func reports() throws {
    var tokens = ThemeTokens.atelier
    tokens.theme = tokens.theme.replacing(.onBanner, light: .slate700, dark: .slate900)
    let report = ThemeLinter().lint(tokens)
    #expect(
      LintCommand.text(report, tokens: tokens) == """
        theme: error: 'onBanner' on 'bannerBackground' in light (banner text) has contrast \
        1.41:1, below the 4.5:1 WCAG AA minimum for body text (APCA Lc 0); use a lighter step \
        for 'onBanner' or change 'bannerBackground' [contrast_minimum]
        theme lint: 68 pair checks (34 pairs × 2 appearances), 1 below minimum; 1 error

        """)
    let json = LintCommand.json(report, tokens: tokens).rendered()
    #expect(json.contains(#""passed": false"#))
    #expect(json.contains(#""rule": "contrast_minimum""#))
  }

  @Test("number formatting drops trailing zeros")
  func numbers() {
    #expect(format(17) == "17")
    #expect(format(4.5) == "4.5")
    #expect(format(4.3439) == "4.34")
    #expect(ratioText(21) == "21:1")
  }
}
