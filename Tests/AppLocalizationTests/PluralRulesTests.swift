import Foundation
import L10nKit
import Testing

@testable import AppLocalization

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

@Suite("CLDR plural rules: generated from ICU, evaluated in Swift")
struct PluralRulesTests {
  @Test("the checked-in table is what the generator writes from this ICU")
  func generatedFileIsFresh() throws {
    let url = packageRoot.appendingPathComponent(
      "Modules/AppLocalization/Generated/PluralRules+CLDR.swift")
    let checkedIn = try String(contentsOf: url, encoding: .utf8)
    #expect(
      checkedIn == PluralRulesGenerator.swiftSource(),
      "PluralRules+CLDR.swift is stale; run `swift run \(PluralRulesGenerator.command)`")
  }

  @Test("every ICU locale is in the table and parses")
  func everyLocaleIsPresent() throws {
    #expect(CLDRPlurals.locales.count > 200)
    for locale in CLDRPlurals.locales {
      #expect(PluralRules(language: locale).ruleLocale == locale, "\(locale)")
      let text = try #require(PluralRules.cldrRules[locale], "\(locale) missing")
      _ = try PluralRules(ruleText: text, ruleLocale: locale)
    }
  }

  /// Every locale, every category, integer and decimal samples: the runtime agrees with the
  /// category the sample is listed under, and with ICU's `uplrules_select` wherever ICU can
  /// parse the sample (it cannot parse compact samples such as `1c6`).
  @Test("runtime category equals ICU's for every sample", arguments: CLDRPlurals.locales)
  func matchesICU(locale: String) throws {
    let rules = PluralRules(language: locale)
    // The ICU shim reads BCP 47 codes: `pt_PT` is `pt-PT` there.
    let code = locale.replacingOccurrences(of: "_", with: "-")
    var checked = 0
    for category in L10nKit.PluralCategory.allCases {
      for decimal in [false, true] {
        let samples = CLDRPlurals.samples(of: category, language: code, decimal: decimal)
        for sample in samples.flatMap(expandSample) {
          let runtime = rules.category(forDecimal: sample).rawValue
          #expect(runtime == category.rawValue, "\(locale) \(sample)")
          if let icu = CLDRPlurals.select(sample, language: code) {
            #expect(runtime == icu.rawValue, "\(locale) \(sample): ICU says \(icu)")
          }
          if !decimal, !sample.contains("c"), let value = Int(sample) {
            #expect(rules.category(for: value).rawValue == category.rawValue)
            #expect(rules.category(for: .int(Int64(value))).rawValue == category.rawValue)
          }
          checked += 1
        }
      }
    }
    #expect(checked > 0, "no samples for \(locale)")
  }

  @Test(
    "locale fallback",
    arguments: [
      ("pt-PT", "pt_PT"), ("pt_PT", "pt_PT"), ("pt-BR", "pt"), ("zh-Hant-HK", "zh"),
      ("zh-Hans", "zh"), ("en-US", "en"), ("sr-Latn", "sr"), ("xx", "root"), ("", "root"),
      ("RU", "ru"),
    ])
  func fallback(language: String, ruleLocale: String) {
    #expect(PluralRules(language: language).ruleLocale == ruleLocale)
  }

  @Test(
    "categories of well-known languages",
    arguments: [
      ("en", "one other"), ("ru", "one few many other"), ("ar", "zero one two few many other"),
      ("ja", "other"), ("pl", "one few many other"), ("fr", "one many other"),
    ])
  func categories(language: String, expected: String) {
    #expect(
      PluralRules(language: language).categories.map(\.rawValue).joined(separator: " ")
        == expected)
  }

  @Test("operands follow UTS #35")
  func operands() throws {
    let a = try #require(PluralOperands("1.50"))
    #expect(a.n == 1.5 && a.i == 1 && a.v == 2 && a.w == 1)
    #expect(a.f == 50 && a.t == 5 && a.e == 0)
    let b = try #require(PluralOperands("-1.2c6"))
    #expect(b.n == 1_200_000 && b.i == 1_200_000 && b.v == 0 && b.f == 0 && b.e == 6)
    let c = try #require(PluralOperands("1.0000001c6"))
    #expect(c.i == 1_000_000 && c.v == 1 && c.f == 1)
    #expect(PluralOperands("abc") == nil)
    #expect(PluralOperands("1.") == nil)
    #expect(PluralOperands("") == nil)
  }

  @Test(
    "malformed rule text is an error with a column",
    arguments: [
      ("one: x = 1", 6), ("one: i = ", 10), ("single: i = 1", 1), ("one: i = 1 and", 15),
      ("one: i ~ 1", 8),
    ])
  func syntaxErrors(text: String, column: Int) {
    #expect(throws: PluralRuleSyntaxError.self) { try PluralRules(ruleText: text) }
    do {
      _ = try PluralRules(ruleText: text)
    } catch let error as PluralRuleSyntaxError {
      #expect(error.column == column, "\(error)")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test("within accepts fractions, in does not")
  func withinAndIn() throws {
    let within = try PluralRules(ruleText: "one: n within 0..2")
    let inRange = try PluralRules(ruleText: "one: n in 0..2")
    #expect(within.category(forDecimal: "1.5") == .one)
    #expect(inRange.category(forDecimal: "1.5") == .other)
    #expect(inRange.category(forDecimal: "2.0") == .one)
    let negated = try PluralRules(ruleText: "few: n mod 10 is not 1; many: n not in 1,3")
    #expect(negated.category(forDecimal: "2") == .few)
    #expect(negated.category(forDecimal: "11") == .many)
  }
}

/// Expands a CLDR sample (`2~4`, `0.0~1.5`, `1c6`, `…`) into the numbers it stands for.
func expandSample(_ sample: String) -> [String] {
  if sample == "…" || sample.isEmpty { return [] }
  let bounds = sample.split(separator: "~").map(String.init)
  guard bounds.count == 2 else { return [sample] }
  let digits = bounds[0].split(separator: ".").dropFirst().first?.count ?? 0
  guard let low = Int(bounds[0].filter { $0 != "." }),
    let high = Int(bounds[1].filter { $0 != "." })
  else { return [sample] }
  let scale = Int(pow(10, Double(digits)))
  return (low...max(low, high)).prefix(1000).map { value in
    guard digits > 0 else { return String(value) }
    let fraction = String(value % scale)
    return "\(value / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
  }
}
