// libFuzzer over every parser in L10nKit. Built only by `Fuzz/run` (the package adds this
// target when ATELIER_FUZZ is set), with `-sanitize=fuzzer,address`: `main` hands the command
// line to libFuzzer's driver (`LLVMFuzzerRunDriver`), which calls `fuzzOneInput` with each
// input. The target to run is chosen by the environment variable L10N_FUZZ_TARGET (see
// `FuzzTarget`).
//
// A target fails by crashing: a Swift runtime trap, an AddressSanitizer report, or a
// `check(...)` of one of the properties below (the catalog writer's round trip; the splicing
// and the whole-catalog import writing the same bytes).

import Foundation

@testable import L10nKit

#if canImport(Glibc)
import Glibc
#endif

/// The parsers under test, by the name `Fuzz/run` takes.
enum FuzzTarget: String, CaseIterable {
  /// The Swift lexer, the declaration pass and the key extractor, on one file.
  case swift
  /// The String Catalog reader and writer: a catalog that reads must write bytes that read
  /// back to the same catalog, and writing is idempotent. The splicing scanner beside it.
  case catalog
  /// XLIFF 1.2 and 2.0 (libxml2's SAX parser under `XMLEventParser`'s limits).
  case xliff
  /// Both format-specifier parsers (`FormatString` for lint, `FormatSpecifiers` for XLIFF).
  case format
  /// `l10n.json`.
  case config
  /// `Package.swift`, read lexically.
  case manifest
  /// Tuist's `Project.swift`, worked out by `ManifestEvaluator` without running it.
  case tuist
  /// `project.pbxproj`: the property-list reader and the typed project view.
  case pbxproj
  /// Differential: a catalog, a NUL byte, an XLIFF file. Where the splicing import takes the
  /// catalog, it must report and write exactly what the whole-catalog import does.
  case importDiff = "import-diff"
}

/// Stops the fuzzer with a message libFuzzer records next to the crashing input.
private func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() {
    FileHandle.standardError.write(Data("property failed: \(message())\n".utf8))
    abort()
  }
}

/// One input, as libFuzzer's driver calls it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  switch FuzzTarget.chosen {
  case .swift: fuzzSwift(bytes)
  case .catalog: fuzzCatalog(bytes)
  case .xliff: fuzzXLIFF(bytes)
  case .format: fuzzFormat(bytes)
  case .config: fuzzConfig(bytes)
  case .manifest: fuzzManifest(bytes)
  case .tuist: fuzzTuist(bytes)
  case .pbxproj: fuzzProject(bytes)
  case .importDiff: fuzzImportDifference(bytes)
  }
  return 0
}

private func fuzzSwift(_ bytes: [UInt8]) {
  let scan = KeyExtractor().scan(source: bytes, path: "Fuzz.swift")
  for key in scan.keys { check(key.location.line >= 1, "a key on line \(key.location.line)") }
}

private func fuzzCatalog(_ bytes: [UInt8]) {
  let layout = CatalogSpliceIndex.scan(bytes, languages: ["de", "fr"])
  guard let catalog = try? StringCatalog(bytes: bytes, path: "Fuzz.xcstrings") else {
    check(layout == nil, "the splicing scanner takes a catalog the reader refuses")
    return
  }
  let written = catalog.bytes()
  guard let reread = try? StringCatalog(bytes: written, path: "Fuzz.xcstrings") else {
    check(false, "the writer's output does not read back")
    return
  }
  check(reread == catalog, "the catalog read back differs from the catalog written")
  check(reread.bytes() == written, "writing the catalog again gives other bytes")
  if let formatted = try? CatalogFormatter.formatted(bytes, path: "Fuzz.xcstrings") {
    let again = try? CatalogFormatter.formatted(formatted, path: "Fuzz.xcstrings")
    check(again == formatted, "formatting is not idempotent")
  }
}

private func fuzzXLIFF(_ bytes: [UInt8]) {
  _ = try? XLIFFReader.read(bytes, path: "Fuzz.xliff")
}

private func fuzzFormat(_ bytes: [UInt8]) {
  let text = String(decoding: bytes, as: UTF8.self)
  _ = FormatString(text)
  _ = FormatString(text, allowsArgPlaceholder: true)
  let specifiers = FormatSpecifiers.parse(text)
  _ = FormatSpecifiers.argumentNumbers(specifiers)
  _ = FormatSpecifiers.exportParent(text)
  _ = FormatSpecifiers.importParent(text)
}

private func fuzzConfig(_ bytes: [UInt8]) {
  _ = try? L10nConfiguration.parse(String(decoding: bytes, as: UTF8.self), path: "/fuzz/l10n.json")
}

private func fuzzManifest(_ bytes: [UInt8]) {
  var reader = ManifestReader(path: "/fuzz/Package.swift")
  _ = reader.read(bytes: bytes)
}

private func fuzzTuist(_ bytes: [UInt8]) {
  _ = try? TuistManifest.read(
    manifest: "/fuzz/Project.swift", files: [("/fuzz/Project.swift", bytes)], root: "/fuzz")
}

private func fuzzProject(_ bytes: [UInt8]) {
  _ = try? PropertyList.parse(bytes, path: "/fuzz/App.xcodeproj/project.pbxproj")
  _ = try? XcodeProject.read(bytes: bytes, projectFolder: "/fuzz/App.xcodeproj")
}

private func fuzzImportDifference(_ bytes: [UInt8]) {
  guard let split = bytes.firstIndex(of: 0) else { return }
  let catalogBytes = Array(bytes[..<split])
  let xliffBytes = Array(bytes[(split + 1)...])
  guard let document = try? XLIFFReader.read(xliffBytes, path: "Fuzz.xliff"),
    let file = document.files.first,
    let whole = try? StringCatalog(bytes: catalogBytes, path: "Fuzz.xcstrings")
  else { return }
  let languages = [file.targetLanguage].compactMap { $0 }
  guard
    var spliced = try? ImportedCatalog.make(
      bytes: FileBytes(copying: catalogBytes), path: "Fuzz.xcstrings", languages: languages),
    spliced.isSpliced
  else { return }
  let full = XLIFFImporter.merge(file, into: whole, path: "Fuzz.xliff")
  let report = spliced.merge(file, path: "Fuzz.xliff")
  check(report.findings == full.findings, "the splicing import reports other findings")
  check(report.changed == full.changed, "the splicing import disagrees on whether it changed")
  check(
    report.importedCount == full.importedCount && report.skippedCount == full.skippedCount
      && report.rejectedCount == full.rejectedCount, "the splicing import counts differently")
  if full.changed {
    check(
      (try? spliced.changedBytes()) == full.catalog.bytes(),
      "the splicing import writes other bytes")
  }
}

extension FuzzTarget {
  /// The target L10N_FUZZ_TARGET names; exits with a usage message when it names none.
  static let chosen: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["L10N_FUZZ_TARGET"] ?? ""
    if let target = FuzzTarget(rawValue: name) { return target }
    let names = allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(
      Data("L10N_FUZZ_TARGET must be one of: \(names) (got '\(name)')\n".utf8))
    exit(64)
  }()
}

/// Checks the target name before libFuzzer starts its run.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
  _ argc: UnsafeMutablePointer<Int32>?,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> Int32 {
  _ = FuzzTarget.chosen
  return 0
}

// SwiftPM makes this file's top-level code the program's `main`, so it hands the command line
// to libFuzzer's driver (linked in by `-sanitize=fuzzer`). The declaration takes only pointers
// and integers, which Swift passes as C does.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

_ = FuzzTarget.chosen
var argc = CommandLine.argc
var argv = Optional(CommandLine.unsafeArgv)
exit(runFuzzDriver(&argc, &argv) { fuzzOneInput($0, $1) })
