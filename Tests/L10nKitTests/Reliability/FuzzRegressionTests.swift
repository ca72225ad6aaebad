import Testing

@testable import L10nKit

/// Inputs that crashed or stalled a parser (found by `Fuzz/run` and by the hostile-input list),
/// reduced to the few bytes that matter. Each must now scan without trapping.
@Suite("Fuzzing regressions")
struct FuzzRegressionTests {
  static let swiftSources: [String] = [
    // A call of a type the index does not know, cut off after its `(`: the extractor read the
    // token after the end of the file (found by the `swift` target).
    "let a = Foo(",
    "Foo(",
    "struct V { var body: some View { Bar(",
    // Interpolations nested a thousand deep: each level was a recursive call, and the stack
    // ran out. Now the lexer stops at 32 levels with a diagnostic.
    "let g = Text(\"Top\")\nlet h = \"" + String(repeating: "\\(\"", count: 1_000),
    "\"" + String(repeating: "\\(\"\\(", count: 500),
    // 100,000 nested calls: looking for a literal in each call's parentheses was quadratic.
    String(repeating: "f(", count: 100_000) + String(repeating: ")", count: 100_000),
  ]

  @Test("Swift sources that trapped or stalled the extractor", arguments: swiftSources.indices)
  func swiftSource(_ index: Int) {
    // Trapping would end the test process; the scan must also keep its positions sane.
    let scan = KeyExtractor().scan(source: Self.swiftSources[index], path: "Fuzz.swift")
    #expect(scan.keys.allSatisfy { $0.location.line >= 1 })
  }

  @Test("keys before interpolations nested too deep to read are still found")
  func keysBeforeDeepInterpolation() {
    let source = "let g = Text(\"Top\")\nlet h = \"" + String(repeating: "\\(\"", count: 1_000)
    #expect(KeyExtractor().scan(source: source, path: "Fuzz.swift").keys.map(\.key) == ["Top"])
  }

  @Test("the lexer says where it stopped reading nested interpolations")
  func interpolationDepthDiagnostic() {
    let lexer = SwiftLexer("let h = \"" + String(repeating: "\\(\"", count: 40))
    #expect(
      lexer.diagnostics.contains {
        $0.message.hasPrefix("string interpolations nest deeper than 32 levels")
      })
  }
}
