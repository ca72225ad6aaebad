// The catalog benchmark's entry point (Benchmarks/catalog.sh): the library calls that
// `l10n format` and `l10n lint` make, without the CLI around them.
//
//   catalog-bench check FILE...        read, write in memory, compare (l10n format --check)
//   catalog-bench check-sort FILE...   the same after sorting (l10n format --check --sort)
//   catalog-bench format-sort FILE...  sort and rewrite the files in place (l10n format --sort)
//   catalog-bench parse FILE...        read and build the model only (what lint does first)
import Foundation
import L10nKit

let modes = ["check", "check-sort", "format-sort", "parse"]
let arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first, modes.contains(mode), arguments.count > 1 else {
  let usage = "usage: catalog-bench \(modes.joined(separator: "|")) FILE...\n"
  FileHandle.standardError.write(Data(usage.utf8))
  exit(64)
}
let paths = Array(arguments.dropFirst())
do {
  switch mode {
  case "check", "check-sort":
    let changed = try CatalogFormatter.check(paths: paths, sort: mode == "check-sort")
    for path in changed { print("would reformat \(path)") }
    exit(changed.isEmpty ? 0 : 1)
  case "format-sort":
    for path in try CatalogFormatter.format(paths: paths, sort: true) { print("formatted \(path)") }
  default:
    var keys = 0
    for path in paths { keys += try StringCatalog(contentsOf: path).entries.count }
    print("\(keys) keys")
  }
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(2)
}
