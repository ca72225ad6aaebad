// The runtime benchmark's entry point (Benchmarks/localization.sh): how long LocaleController
// takes to parse a catalog and to look text up, for catalogs of growing size (lookups should not
// grow with the catalog: they are dictionary reads).
//
//   localization-bench [FILE...]   generated catalogs of 1k, 10k and 100k keys, then each FILE
import AppLocalization
import Foundation

/// A catalog of `count` keys in en and de: plain text, plurals (one in 10) and substitutions
/// (one in 10).
func generatedCatalog(keys count: Int) -> Data {
  var members: [String] = []
  for index in 0..<count {
    let key = "bench.key.\(index)"
    let body: String
    switch index % 10 {
    case 0:
      let plural = { (one: String, other: String) in
        #"{ "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "\#(one)" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "\#(other)" } } } } }"#
      }
      body =
        #"{ "localizations" : { "de" : \#(plural("%lld Datei", "%lld Dateien")), "en" : \#(plural("%lld file", "%lld files")) } }"#
    case 1:
      let substitution = { (text: String, one: String, other: String) in
        #"{ "stringUnit" : { "state" : "translated", "value" : "\#(text)" }, "substitutions" : { "n" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "\#(one)" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "\#(other)" } } } } } } }"#
      }
      body =
        #"{ "localizations" : { "de" : \#(substitution("%@ teilt %#@n@", "ein Foto", "%arg Fotos")), "en" : \#(substitution("%@ shared %#@n@", "a photo", "%arg photos")) } }"#
    default:
      body =
        #"{ "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Text \#(index)" } }, "en" : { "stringUnit" : { "state" : "translated", "value" : "Text \#(index)" } } } }"#
    }
    members.append("\"\(key)\" : \(body)")
  }
  let json =
    #"{ "sourceLanguage" : "en", "strings" : { \#(members.joined(separator: ",\n")) }, "version" : "1.0" }"#
  return Data(json.utf8)
}

func milliseconds(_ duration: Duration) -> String {
  String(
    format: "%.1f ms",
    Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000)
}

@MainActor
func measure(_ name: String, data: Data) throws {
  let clock = ContinuousClock()
  var catalog: LocalizationCatalog?
  let parse = try clock.measure { catalog = try LocalizationCatalog.decode(data) }
  guard let catalog else { return }
  let locale = LocaleController(
    catalog: catalog, preferredLanguages: ["de"], store: .none, device: .iphone)
  let keys = catalog.keys
  let lookups = 300_000
  var characters = 0
  let lookup = clock.measure {
    for index in 0..<lookups {
      characters += locale.t(keys[(index &* 7919) % keys.count], "Ann", index % 5).count
    }
  }
  let perLookup =
    Double(lookup.components.attoseconds) / 1e9 / Double(lookups)
    + Double(lookup.components.seconds) * 1e9 / Double(lookups)
  print(
    "\(name): \(keys.count) keys, \(data.count / 1024) KiB; parse \(milliseconds(parse)); "
      + String(format: "t() %.0f ns per lookup", perLookup) + " (\(characters) characters)")
}

for count in [1_000, 10_000, 100_000] {
  try measure("generated", data: generatedCatalog(keys: count))
}
for path in CommandLine.arguments.dropFirst() {
  try measure(
    URL(fileURLWithPath: path).lastPathComponent, data: Data(contentsOf: URL(fileURLWithPath: path))
  )
}
