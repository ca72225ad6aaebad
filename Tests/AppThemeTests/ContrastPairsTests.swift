import Testing

@testable import AppTheme

@Suite("Every pair the components use meets WCAG AA")
struct ContrastPairsTests {
  static let cases: [(ColorPair, Appearance)] = ContrastPairs.all.flatMap { pair in
    Appearance.allCases.map { (pair, $0) }
  }

  @Test("pair meets its minimum", arguments: cases)
  func meetsAA(pair: ColorPair, appearance: Appearance) {
    let ratio = pair.contrastRatio(in: .atelier, appearance)
    #expect(
      ratio >= pair.requirement.minimumRatio,
      """
      \(pair.foreground) on \(pair.background) (\(pair.usage)) in \(appearance): \
      \(ratio) < \(pair.requirement.minimumRatio)
      """)
  }

  @Test("every foreground-like role appears in at least one pair")
  func coverage() {
    let foregrounds = Set(ContrastPairs.all.map(\.foreground))
    let notText: Set<SemanticColor> = [
      .background, .groupedBackground, .groupedSurface, .separator, .secondary, .bannerBackground,
    ]
    for role in SemanticColor.allCases where !notText.contains(role) {
      #expect(foregrounds.contains(role), "\(role) is never checked")
    }
  }

  @Test("requirements carry the WCAG minimums")
  func minimums() {
    #expect(ContrastRequirement.body.minimumRatio == 4.5)
    #expect(ContrastRequirement.large.minimumRatio == 3)
    #expect(ContrastRequirement.ui.minimumRatio == 3)
  }

  @Test("a failing pair is detected")
  func detectsFailure() throws {
    let theme = Theme.atelier.replacing(.textTertiary, light: .slate300, dark: .slate700)
    let pair = try #require(ContrastPairs.all.first { $0.foreground == .textTertiary })
    #expect(!pair.passes(in: theme, .light))
    #expect(!pair.passes(in: theme, .dark))
    #expect(pair.passes(in: .atelier, .light))
  }
}
