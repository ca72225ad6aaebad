import Foundation
import Synchronization
public import ToolSupport

/// `l10n import`: merges translated XLIFF (1.2, 2.0 or `.xcloc`) back into the catalogs, as
/// `xcodebuild -importLocalizations` does, validating everything before writing anything.
public struct ImportCommand: Subcommand {
  /// Help and usage of `l10n import`.
  public static let description = CommandDescription(
    name: "import",
    abstract: "Import translated XLIFF or .xcloc bundles into the catalogs.",
    discussion: """
      Every file is read and every unit validated before any catalog is written; catalogs are \
      written atomically and untouched parts keep their bytes. A <file> whose catalog is not in \
      the project is skipped with a warning. Exit 1 when a unit was rejected.
      """,
    arguments: [
      ArgumentSpec("files", help: "XLIFF 1.2/2.0 files or .xcloc bundles.", repeating: true)
    ],
    options: [
      .flag("dry-run", help: "Show what would change; write nothing."),
      .option(
        "catalog", value: "file", help: "A catalog to import into (default: the project's).",
        repeating: true),
      .option("config", value: "file", help: "The l10n.json to use."),
    ])

  /// The XLIFF files or bundles, as given.
  public var files: [String]
  /// Whether to write nothing.
  public var dryRun: Bool
  /// `--catalog` paths, as given.
  public var catalogs: [String]
  /// `--config`, as given.
  public var configPath: String?

  /// Parses `l10n import` arguments.
  public init(arguments: ParsedArguments) throws(UsageError) {
    files = arguments.positionals
    guard !files.isEmpty else { throw UsageError("Missing expected argument '<files> ...'") }
    dryRun = arguments.flag("dry-run")
    catalogs = arguments.allValues("catalog")
    configPath = arguments.value("config")
  }

  /// The XLIFF files an argument stands for: a bundle's `Localized Contents/*.xliff`, or itself.
  static func xliffFiles(in path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return [path] }
    let localized = path + "/Localized Contents"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: localized)) ?? []
    return names.filter { $0.hasSuffix(".xliff") || $0.hasSuffix(".xlf") }.sorted().map {
      localized + "/" + $0
    }
  }

  /// How many chunks the catalog is scanned in, beside the XLIFF parse. On the benchmark (a 5 MB
  /// XLIFF, a 31 MB catalog, two cores) the parse takes longer than the whole scan, and 1 to 12
  /// chunks measured the same; two let a second core share a scan that is the longer task.
  static let scanChunks = 2

  /// The target language each XLIFF file names first (`target-language="…"` in 1.2, `trgLang="…"`
  /// in 2.0, within its first 64 KB), found by a byte search before parsing so that the catalog
  /// can be scanned for them meanwhile. Only a hint: a language it misses makes the import scan
  /// the catalog again.
  static func targetLanguages(in files: [FileBytes]) -> [String] {
    var languages: [String] = []
    for file in files {
      for attribute in ["target-language=\"", "trgLang=\""] {
        let pattern = Array(attribute.utf8)
        let bytes = UnsafeBufferPointer(rebasing: file.buffer.prefix(1 << 16))
        if let found = firstIndex(of: pattern, in: bytes) {
          let start = found + pattern.count
          var end = start
          while end < bytes.count, end - start < 64, bytes[end] != UInt8(ascii: "\"") { end += 1 }
          let language = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
          if !language.isEmpty && !languages.contains(language) { languages.append(language) }
        }
      }
    }
    return languages
  }

  /// The first occurrence of `pattern` in `bytes`.
  private static func firstIndex(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
    var index = 0
    while index <= bytes.count - pattern.count {
      if bytes[index] == first {
        var k = 1
        while k < pattern.count && bytes[index + k] == pattern[k] { k += 1 }
        if k == pattern.count { return index }
      }
      index += 1
    }
    return nil
  }

  /// Imports; exit 1 when a unit was rejected, 2 on I/O or parse errors (nothing written).
  public func run(in context: CommandContext) -> Int32 {
    // Starts a worker thread of the shared pool now, while the files are found and mapped: the
    // catalog scan below then starts at once instead of waiting a millisecond or more for one.
    DispatchQueue.global().async {}
    let project: XLIFFProjectFiles
    do {
      project = try XLIFFProjectFiles.resolve(
        configPath: configPath, catalogs: catalogs, in: context)
    } catch {
      context.printError(error.description)
      return ExitCode.failure
    }
    // A catalog named on the command line must exist: otherwise a typo would let a <file> find
    // another catalog by its `original` path.
    for (argument, path) in zip(catalogs, catalogs.map(context.absolutePath))
    where !FileManager.default.fileExists(atPath: path) {
      context.printError("\(argument): error: no such catalog; check the --catalog path")
      return ExitCode.failure
    }
    // The catalogs this import may write are locked before any is read and until the last is
    // written, so imports of other languages (run at the same time) wait instead of being lost.
    let locks = CatalogLocks(onWait: { context.printError($0) })
    defer { locks.releaseAll() }
    if !dryRun {
      do {
        try locks.lock(project.catalogPaths)
      } catch {
        var shown = error
        shown.path = PathUtilities.relative(error.path, to: context.workingDirectory)
        context.printError(shown.description)
        return ExitCode.failure
      }
    }
    // 1. Read every XLIFF file, then parse them all first, while the catalog (when the project
    // has one) is scanned on a second thread: the two share no data.
    var inputs: [(path: String, bytes: FileBytes)] = []
    for argument in files {
      let absolute = context.absolutePath(argument)
      let paths = Self.xliffFiles(in: absolute)
      if paths.isEmpty {
        context.printError(
          "\(argument): error: no 'Localized Contents/*.xliff' in this bundle; pass the .xliff")
        return ExitCode.failure
      }
      for path in paths {
        let shown = PathUtilities.relative(path, to: context.workingDirectory)
        do {
          inputs.append((shown, try FileBytes.map(path)))
        } catch {
          var error = error
          error.path = shown
          context.printError(error.description)
          return ExitCode.failure
        }
      }
    }
    let prefetch = CatalogPrefetch(project: project, xliffFiles: inputs.map(\.bytes))
    let parsed = ParallelResults<Result<XLIFFTableDocument, XLIFFError>>(count: inputs.count)
    let xliffInputs = inputs
    DispatchQueue.concurrentPerform(iterations: 1 + (prefetch?.chunkCount ?? 0)) { task in
      guard task == 0 else {
        prefetch?.scan(chunk: task - 1)
        return
      }
      for (index, input) in xliffInputs.enumerated() {
        do throws(XLIFFError) {
          let document = try XLIFFReader.readTable(
            input.bytes.buffer, path: input.path, readsNotes: false)
          parsed.store(.success(document), at: index)
        } catch {
          parsed.store(.failure(error), at: index)
          break
        }
      }
      prefetch?.parseFinished()
    }
    var documents: [(path: String, document: XLIFFTableDocument)] = []
    for (input, result) in zip(inputs, parsed.values) {
      switch result {
      case .success(let document)?: documents.append((input.path, document))
      case .failure(let error)?:
        context.printError(error.description)
        return ExitCode.failure
      case nil: break
      }
    }
    // 2. Merge in memory, validating every unit.
    var catalogs: [String: ImportedCatalog] = [:]
    if context.keepsResultsUntilExit { ProcessLifetime.keep(documents.map(\.document)) }
    var rejected = 0
    var changedPaths: [String] = []
    // With exactly one catalog named on the command line, XLIFF whose <file>s all name one
    // path that matches no catalog (exported in another folder or checkout) goes to it. When
    // some <file>s find their catalog (a real Xcode export holds one per catalog of the
    // project), the others are skipped instead.
    let originals = documents.flatMap(\.document.files).map {
      XLIFFProjectFiles.normalized($0.header.original)
    }
    let unmatched = Set(originals.filter { project.catalogPath(forOriginal: $0) == nil })
    let namedCatalog =
      self.catalogs.count == 1 && unmatched.count == 1 && unmatched.count == Set(originals).count
      ? project.catalogPaths.first : nil
    // Two <file>s of one language that would go to one catalog (run inside a package, an
    // export's app `Resources/Localizable.xcstrings` ends like the package's): only the one
    // that names the catalog exactly, else the one that names the most of its path, is its
    // own; the others are skipped, never merged over it.
    struct Destination: Hashable {
      var catalog: String
      var language: String?
    }
    func destination(_ catalog: String, _ file: XLIFFTableFile) -> Destination {
      Destination(catalog: catalog, language: file.header.targetLanguage)
    }
    var originalsByDestination: [Destination: Set<String>] = [:]
    for file in documents.flatMap(\.document.files) {
      guard
        let catalog = project.catalogPath(forOriginal: file.header.original) ?? namedCatalog
      else { continue }
      originalsByDestination[destination(catalog, file), default: []].insert(
        XLIFFProjectFiles.normalized(file.header.original))
    }
    var skippedOriginals: [Destination: Set<String>] = [:]
    for (key, originals) in originalsByDestination where originals.count > 1 {
      var own = originals.filter { project.namesExactly($0, key.catalog) }
      if own.isEmpty {
        let depth = { (original: String) in original.split(separator: "/").count }
        let deepest = originals.map(depth).max() ?? 0
        own = originals.filter { depth($0) == deepest }
      }
      skippedOriginals[key] = own.count == 1 ? originals.subtracting(own) : originals
    }
    for (path, document) in documents {
      for file in document.files {
        let original = file.header.original
        let found = project.catalogPath(forOriginal: original)
        if found == nil, let namedCatalog {
          context.print(
            "\(path): note: <file original=\"\(original)\"> names another catalog; importing it "
              + "into \(PathUtilities.relative(namedCatalog, to: context.workingDirectory)), the one "
              + "--catalog")
        }
        guard let catalogPath = found ?? namedCatalog else {
          // A real export's other <file>s: `.strings`, `.stringsdict`, storyboards, Info.plist.
          let fileName = original.split(separator: "/").last ?? ""
          if let dot = fileName.lastIndex(of: "."), fileName[dot...] != ".xcstrings" {
            context.printError(
              "\(path): warning: <file original=\"\(original)\"> is a \(fileName[dot...]) file, "
                + "not a String Catalog, which is all l10n imports; its \(file.table.count) units "
                + "are skipped; import them with Xcode, or migrate the file to a catalog")
            continue
          }
          if XLIFFProjectFiles.isOutsideRoot(XLIFFProjectFiles.normalized(original)) {
            context.printError(
              "\(path): warning: <file original=\"\(original)\"> names a path outside the "
                + "project, which an import never writes unless it is a catalog of the project; "
                + "its \(file.table.count) units are skipped; pass that catalog with --catalog")
            continue
          }
          let candidates = project.catalogsEnding(with: original)
          if candidates.count > 1 {
            let names = candidates.map { PathUtilities.relative($0, to: context.workingDirectory) }
            context.printError(
              "\(path): warning: <file original=\"\(original)\"> could be any of "
                + names.joined(separator: ", ") + "; its \(file.table.count) units are skipped, "
                + "not written into one chosen at random; import it with --catalog naming the one "
                + "it belongs to")
            continue
          }
          if project.catalogsAreNamed {
            context.printError(
              "\(path): warning: <file original=\"\(original)\"> is none of the catalogs "
                + "--catalog names; its \(file.table.count) units are skipped; name its catalog "
                + "with --catalog too, or import without --catalog")
            continue
          }
          context.printError(
            "\(path): warning: no catalog for <file original=\"\(original)\"> (none at "
              + "\(PathUtilities.relative(PathUtilities.absolute(original, relativeTo: project.root), to: context.workingDirectory))); "
              + "its \(file.table.count) units are skipped; pass the catalog with --catalog or "
              + "run from the project root")
          continue
        }
        if let skipped = skippedOriginals[destination(catalogPath, file)],
          skipped.contains(XLIFFProjectFiles.normalized(original))
        {
          let others = (originalsByDestination[destination(catalogPath, file)] ?? [])
            .subtracting([XLIFFProjectFiles.normalized(original)]).sorted()
          context.printError(
            "\(path): warning: <file original=\"\(original)\"> would go to "
              + "\(PathUtilities.relative(catalogPath, to: context.workingDirectory)), as would "
              + others.map { "<file original=\"\($0)\">" }.joined(separator: ", ")
              + " in the same language; its \(file.table.count) units are skipped, not merged over "
              + "another catalog's; import it with --catalog naming the one it belongs to")
          continue
        }
        if catalogs[catalogPath] == nil {
          do {
            let loaded: ImportedCatalog
            if let prefetch, catalogPath == prefetch.path {
              loaded = try prefetch.catalog()
            } else {
              // Every language imported into this catalog, so one scan serves all files.
              let languages = documents.flatMap(\.document.files).map(\.header).filter {
                project.catalogPath(forOriginal: $0.original) == catalogPath
              }.compactMap(\.targetLanguage)
              loaded = try ImportedCatalog.read(catalogPath, languages: languages)
            }
            catalogs[catalogPath] = loaded
            if context.keepsResultsUntilExit { ProcessLifetime.keep(loaded) }
          } catch {
            context.printError(error.description)
            return ExitCode.failure
          }
        }
        guard var current = catalogs[catalogPath] else { continue }
        catalogs[catalogPath] = nil  // merged in place, without copying it
        let result = current.merge(file, path: path)
        catalogs[catalogPath] = current
        if result.changed && !changedPaths.contains(catalogPath) {
          changedPaths.append(catalogPath)
        }
        rejected += result.rejectedCount
        // One write per stream: a file can hold thousands of findings.
        var notes: [String] = []
        var problems: [String] = []
        for finding in result.findings {
          if finding.outcome == .imported {
            if dryRun { notes.append(finding.description) }
          } else {
            problems.append(finding.description)
          }
        }
        if !notes.isEmpty { context.print(notes.joined(separator: "\n")) }
        if !problems.isEmpty { context.printError(problems.joined(separator: "\n")) }
        let needsReview = result.findings.filter { $0.outcome == .importedNeedsReview }.count
        context.print(
          "\(path) -> \(PathUtilities.relative(catalogPath, to: context.workingDirectory)) "
            + "[\(file.header.targetLanguage ?? "?")]: "
            + "\(result.importedCount) imported (\(needsReview) needs review), "
            + "\(result.unchangedCount) unchanged, \(result.skippedCount) skipped, "
            + "\(result.rejectedCount) rejected.")
      }
    }
    // What was merged is freed with the process (freeing it here costs milliseconds).
    if context.keepsResultsUntilExit {
      ProcessLifetime.keep(catalogs)
      ProcessLifetime.keep(inputs.map(\.bytes))
      if let prefetch { ProcessLifetime.keep(prefetch) }
    }
    // 3. Write the changed catalogs, each atomically.
    for path in changedPaths {
      guard let item = catalogs[path] else { continue }
      let shown = PathUtilities.relative(path, to: context.workingDirectory)
      let bytes: [UInt8]
      do {
        if dryRun {
          if try item.wouldChange() { context.print("Would update \(shown).") }
          continue
        }
        guard let changed = try item.changedBytes() else { continue }
        bytes = changed
      } catch {
        context.printError(error.description)
        return ExitCode.failure
      }
      do {
        try CatalogFile.write(bytes, to: path)
        context.print("Updated \(shown).")
      } catch {
        context.printError(error.description)
        return ExitCode.failure
      }
    }
    return rejected > 0 ? ExitCode.findings : ExitCode.success
  }
}

/// The project's one catalog, mapped before the XLIFF is parsed and scanned in chunks on the
/// threads the parse leaves free (the parse is one task, each chunk another): the two share no
/// data. The languages to index are guessed ahead (`ImportCommand.targetLanguages`,
/// `SplicedCatalog.scanLanguages`); a wrong guess only costs a second scan.
final class CatalogPrefetch: Sendable {
  /// The catalog's path.
  let path: String
  private let file: Result<FileBytes, CatalogError>
  private let languages: [String]
  private let boundaries: [Int]
  private let parts: ParallelResults<CatalogSpliceIndex.Part?>
  /// Chunks not scanned yet.
  private let remaining = Atomic<Int>(0)
  /// The catalog, made by the thread that scanned the last chunk.
  private let prepared = ParallelResults<Result<ImportedCatalog, CatalogError>>(count: 1)
  /// The one language the XLIFF files name, whose reference units are computed ahead.
  private let aheadLanguage: String?
  /// Set when the XLIFF files are parsed: computing ahead stops.
  private let parsed = Atomic<Bool>(false)

  /// The prefetch of the project's catalog when it has exactly one (else nil: each catalog is
  /// read when its first `<file>` needs it).
  init?(project: XLIFFProjectFiles, xliffFiles: [FileBytes]) {
    guard project.catalogPaths.count == 1, let path = project.catalogPaths.first else {
      return nil
    }
    self.path = path
    let targets = ImportCommand.targetLanguages(in: xliffFiles)
    aheadLanguage = targets.count == 1 ? targets.first : nil
    do throws(CatalogError) {
      // Mapped without filling it in: the threads that scan it map their own chunks.
      let mapped = try FileBytes.map(path, populate: false)
      file = .success(mapped)
      languages = SplicedCatalog.scanLanguages(file: mapped, languages: targets)
      boundaries = CatalogSpliceIndex.chunkBoundaries(
        mapped.buffer, count: ImportCommand.scanChunks)
    } catch {
      file = .failure(error)
      languages = []
      boundaries = []
    }
    parts = ParallelResults(count: max(boundaries.count - 1, 0))
    remaining.store(max(boundaries.count - 1, 0), ordering: .relaxed)
  }

  /// How many chunks to scan.
  var chunkCount: Int { max(boundaries.count - 1, 0) }

  /// Scans one chunk; any thread, any order. The thread that scans the last one makes the
  /// catalog, then computes reference units ahead until `parseFinished()` (see
  /// `SplicedCatalog.computeReferencesAhead`): the parse is the longer task, and this is work
  /// the import would do after it.
  func scan(chunk: Int) {
    guard case .success(let mapped) = file else { return }
    mapped.populate(boundaries[chunk]..<boundaries[chunk + 1])
    parts.store(
      CatalogSpliceIndex.scanChunk(
        mapped.buffer, languages: languages, boundaries: boundaries, chunk: chunk),
      at: chunk)
    guard remaining.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 else { return }
    var result: Result<ImportedCatalog, CatalogError>
    do throws(CatalogError) {
      result = .success(try makeCatalog())
    } catch {
      result = .failure(error)
    }
    if case .success(var catalog) = result, let language = aheadLanguage {
      catalog.computeReferencesAhead(language: language) { !parsed.load(ordering: .relaxed) }
      result = .success(catalog)
    }
    prepared.store(result, at: 0)
  }

  /// Says that the XLIFF files are parsed: computing ahead stops. Then loads ICU's plural rules
  /// for the language the XLIFF names, on the thread that parsed (most often idle until the
  /// scan ends): the first use of ICU costs about half a millisecond, which the import would
  /// otherwise spend after the scan.
  func parseFinished() {
    parsed.store(true, ordering: .relaxed)
    if let aheadLanguage { _ = XLIFFExporter.pluralCategories(for: aheadLanguage) }
  }

  /// The catalog, from the chunks' index (scanned again, or read whole, when they do not
  /// combine); the error of reading the file, if it failed.
  func catalog() throws(CatalogError) -> ImportedCatalog {
    if let made = prepared.values.first ?? nil { return try made.get() }
    return try makeCatalog()
  }

  private func makeCatalog() throws(CatalogError) -> ImportedCatalog {
    let mapped = try file.get()
    // Taken, not copied: `combine` appends to the first chunk's arrays in place.
    let index = CatalogSpliceIndex.combine(
      parts.takeValues().map { $0 ?? nil }, bytes: mapped.buffer, boundaries: boundaries,
      languages: languages)
    return try ImportedCatalog.make(bytes: mapped, path: path, languages: languages, index: index)
  }
}

/// A catalog an import merges into: through its byte index when the file is in Xcode's exact
/// layout (`SplicedCatalog`: only what the XLIFF names is read, and only changed entries are
/// written), else read and written whole. Both give the same findings and the same bytes.
struct ImportedCatalog: @unchecked Sendable {
  private enum Storage {
    case spliced(SplicedCatalog)
    case whole(StringCatalog, original: FileBytes)
  }

  private var storage: Storage
  /// The translations merged so far, by every `<file>` merged into this catalog.
  private var ledger = ImportLedger()

  /// Whether the catalog is merged into by splicing.
  var isSpliced: Bool {
    if case .spliced = storage { return true }
    return false
  }

  /// Reads the catalog at `path` for importing `languages` (the XLIFF target languages).
  static func read(_ path: String, languages: [String]) throws(CatalogError) -> ImportedCatalog {
    try make(bytes: FileBytes.map(path), path: path, languages: languages)
  }

  /// `read(_:languages:)` of bytes already read.
  ///
  /// `index`: the file's index when already scanned (see `SplicedCatalog.init`); when it is nil
  /// because the chunks did not line up, the file is scanned (or read) here.
  static func make(
    bytes: FileBytes, path: String, languages: [String], index: CatalogSpliceIndex? = nil
  ) throws(CatalogError) -> ImportedCatalog {
    if let spliced = SplicedCatalog(file: bytes, path: path, languages: languages, index: index) {
      return ImportedCatalog(storage: .spliced(spliced))
    }
    let catalog = try StringCatalog(bytes: Array(bytes.buffer), path: path)
    return ImportedCatalog(storage: .whole(catalog, original: bytes))
  }

  /// Merges one XLIFF `<file>` (see `XLIFFImporter`); `path` names the XLIFF in findings. A
  /// spliced catalog decides the units of a large file on several threads (see `mergeUnits`).
  mutating func merge(
    _ file: XLIFFFile, path: String, minimumUnitsPerThread: Int = 2048
  ) -> XLIFFImporter.Report {
    merge(XLIFFTableFile(file), path: path, minimumUnitsPerThread: minimumUnitsPerThread)
  }

  /// `merge(_:path:minimumUnitsPerThread:)` of a file as the reader's table.
  mutating func merge(
    _ file: XLIFFTableFile, path: String, minimumUnitsPerThread: Int = 2048
  ) -> XLIFFImporter.Report {
    switch storage {
    case .spliced(var spliced):
      storage = .whole(StringCatalog(sourceLanguage: ""), original: spliced.file)
      let report = XLIFFImporter.mergeUnits(
        file, into: &spliced, path: path, minimumUnitsPerThread: minimumUnitsPerThread,
        ledger: &ledger)
      storage = .spliced(spliced)
      return report
    case .whole(let catalog, let original):
      var destination = WholeCatalogDestination(catalog: catalog)
      storage = .whole(StringCatalog(sourceLanguage: ""), original: original)
      let report = XLIFFImporter.mergeUnits(
        file, into: &destination, path: path, minimumUnitsPerThread: .max / 2, ledger: &ledger)
      storage = .whole(destination.catalog, original: original)
      return report
    }
  }

  /// Computes reference units ahead for `language` while `shouldContinue()` says so (see
  /// `SplicedCatalog.computeReferencesAhead`); nothing for a catalog read whole.
  mutating func computeReferencesAhead(language: String, while shouldContinue: () -> Bool) {
    guard case .spliced(var spliced) = storage else { return }
    storage = .whole(StringCatalog(sourceLanguage: ""), original: spliced.file)
    spliced.computeReferencesAhead(language: language, while: shouldContinue)
    storage = .spliced(spliced)
  }

  /// Whether `changedBytes()` would give bytes; for a spliced catalog, without making them.
  func wouldChange() throws(CatalogError) -> Bool {
    if case .spliced(let spliced) = storage { return try spliced.wouldChange() }
    return try changedBytes() != nil
  }

  /// The bytes to write; nil when they would equal the file's.
  func changedBytes() throws(CatalogError) -> [UInt8]? {
    switch storage {
    case .spliced(let spliced):
      return try spliced.changedBytes()
    case .whole(let catalog, let original):
      let bytes = catalog.bytes()
      return original.equals(bytes) ? nil : bytes
    }
  }
}
