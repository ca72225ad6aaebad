import Foundation
import Testing

@testable import L10nKit

#if canImport(Glibc)
import Glibc
#endif

/// The `l10n` executable the package built next to this test bundle (`swift build --build-tests`
/// builds it), for the tests that need real processes: concurrent writers, SIGKILL, file size
/// limits. Nil, and those tests skip with a message, when it is not there.
enum L10nExecutable {
  static let path: String? = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = bundle.deletingLastPathComponent()
    // On macOS the test binary is inside `AtelierPackageTests.xctest/Contents/MacOS`.
    while folder.pathExtension == "xctest" || folder.lastPathComponent == "MacOS"
      || folder.lastPathComponent == "Contents"
    {
      folder = folder.deletingLastPathComponent()
    }
    let candidate = folder.appendingPathComponent("l10n").path
    return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
  }()

  /// The path, or nil after recording why the test cannot run.
  static func required() -> String? {
    if path == nil {
      print("skipped: no l10n executable beside the test bundle; run `swift build --build-tests`")
    }
    return path
  }
}

/// One `l10n` process with its output collected.
///
/// Each pipe is drained by a blocking `read(2)` loop on a thread of its own. Not
/// `FileHandle.readabilityHandler`: on Linux its dispatch read source can be torn down while
/// libdispatch's epoll bookkeeping still refers to it, and the dispatch manager thread then
/// crashes the whole test process (swift-corelibs-libdispatch#949; it happened once in CI).
final class L10nRun: @unchecked Sendable {
  let process = Process()
  private let out = Pipe()
  private let err = Pipe()
  /// Guards the texts and the end flags; signalled whenever either pipe grows or ends.
  private let lock = NSCondition()
  private var errText = Data()
  private var outText = Data()
  private var errorEnded = false
  private var outputEnded = false

  /// Starts `l10n arguments...` in `folder`; `shell` wraps it in `/bin/sh -c` (for `ulimit`).
  init(
    _ arguments: [String], in folder: URL, environment: [String: String] = [:],
    shellPrefix: String? = nil
  ) throws {
    let executable = try #require(L10nExecutable.path)
    if let shellPrefix {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      let quoted = ([executable] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
      process.arguments = ["-c", "\(shellPrefix); exec \(quoted)"]
    } else {
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
    }
    process.currentDirectoryURL = folder
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { _, new in new }
    process.environment = env
    process.standardOutput = out
    process.standardError = err
    try process.run()
    drain(out.fileHandleForReading, isError: false)
    drain(err.fileHandleForReading, isError: true)
  }

  /// Reads `handle` until end of file on a new thread, appending to the matching text.
  private func drain(_ handle: FileHandle, isError: Bool) {
    let descriptor = handle.fileDescriptor
    Thread.detachNewThread { [self] in
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        lock.withLock {
          if count <= 0 {
            if isError { errorEnded = true } else { outputEnded = true }
          } else if isError {
            errText.append(contentsOf: buffer[..<count])
          } else {
            outText.append(contentsOf: buffer[..<count])
          }
          lock.broadcast()
        }
        if count <= 0 { return }
      }
    }
  }

  /// Waits for the process and for both pipes to end; returns its exit status (or 128 + the
  /// signal that ended it).
  @discardableResult
  func wait() -> Int32 {
    process.waitUntilExit()
    lock.withLock {
      while !(outputEnded && errorEnded) { lock.wait() }
    }
    return process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
  }

  var standardError: String { lock.withLock { String(decoding: errText, as: UTF8.self) } }

  /// Blocks until standard error contains `text` (true) or ends without it (false). Woken by
  /// each write of the process; `limit` seconds only guard against a hang.
  func waitForStandardError(containing text: String, limit: TimeInterval = 60) -> Bool {
    let deadline = Date().addingTimeInterval(limit)
    return lock.withLock {
      while !String(decoding: errText, as: UTF8.self).contains(text) {
        if errorEnded || !lock.wait(until: deadline) { return false }
      }
      return true
    }
  }
  var standardOutput: String { lock.withLock { String(decoding: outText, as: UTF8.self) } }

  /// Runs to the end.
  static func run(
    _ arguments: [String], in folder: URL, environment: [String: String] = [:],
    shellPrefix: String? = nil
  ) throws -> (status: Int32, output: String, error: String) {
    let run = try L10nRun(
      arguments, in: folder, environment: environment, shellPrefix: shellPrefix)
    let status = run.wait()
    return (status, run.standardOutput, run.standardError)
  }
}

/// A project in a temporary folder: a catalog in Xcode's layout (`Localizable.xcstrings`,
/// English, `keyCount` keys with plurals and device variations among them), an XLIFF file per
/// language with every unit translated, and `l10n.json` with a Swift file whose keys are not in
/// the catalog yet (for `extract`).
struct WriterProject {
  let folder: URL
  let languages: [String]
  /// The catalog as written by Xcode would be.
  let catalogBytes: [UInt8]

  var catalogPath: String { folder.appendingPathComponent("Localizable.xcstrings").path }

  init(keyCount: Int = 300, languages: [String] = ["de", "fr", "ja", "uk"]) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "l10n-reliability-\(UUID().uuidString)")
    self.languages = languages
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    var json = #"{"sourceLanguage":"en","strings":{"#
    // Manual keys: `extract`, which sees no code using them, leaves them to the imports (it
    // would remove those with nothing translated yet, as Xcode does).
    for index in 0..<keyCount {
      if index > 0 { json += "," }
      switch index % 10 {
      case 3:
        json += #""%lld items \#(index)":{"extractionState":"manual","localizations":{"en":{"#
        json += #""variations":{"plural":{"#
        json += #""one":{"stringUnit":{"state":"translated","value":"%lld item \#(index)"}},"#
        json +=
          #""other":{"stringUnit":{"state":"translated","value":"%lld items \#(index)"}}}}}}}"#
      case 7:
        json += #""Tap \#(index)":{"comment":"A button","extractionState":"manual","#
        json += #""localizations":{"en":{"variations":{"#
        json +=
          #""device":{"iphone":{"stringUnit":{"state":"translated","value":"Tap \#(index)"}},"#
        json += #""mac":{"stringUnit":{"state":"translated","value":"Click \#(index)"}}}}}}}"#
      default:
        json += #""Key \#(index)":{"comment":"Text number \#(index)","extractionState":"manual"}"#
      }
    }
    json += #"},"version":"1.0"}"#
    catalogBytes = try CatalogFormatter.formatted(Array(json.utf8), path: "Localizable.xcstrings")
    try Data(catalogBytes).write(to: URL(fileURLWithPath: catalogPath))
    let catalog = try StringCatalog(bytes: catalogBytes, path: "Localizable.xcstrings")
    for language in languages {
      var file = XLIFFExporter.file(
        for: catalog, original: "Localizable.xcstrings", targetLanguage: language
      ).file
      for index in file.units.indices {
        file.units[index].target = XLIFFTarget(
          value: "[\(language)] " + file.units[index].source, state: .translated)
      }
      try Data(XLIFFWriter.write(XLIFFDocument(files: [file]))).write(
        to: folder.appendingPathComponent("\(language).xliff"))
    }
    try Data(
      #"{ "sourceRoots": ["Sources"], "catalogs": ["Localizable.xcstrings"] }"#.utf8
    ).write(to: folder.appendingPathComponent("l10n.json"))
    try Data(
      "import SwiftUI\nstruct V: View { var body: some View { Text(\"Added by extract\") } }\n"
        .utf8
    ).write(to: folder.appendingPathComponent("Sources/View.swift"))
  }

  /// The same catalog on one line, as `format` would rewrite it.
  var unformattedBytes: [UInt8] {
    get throws {
      Array(
        try JSONSerialization.data(
          withJSONObject: try JSONSerialization.jsonObject(with: Data(catalogBytes))))
    }
  }

  /// The bytes a writer starts from: the catalog, or for `format` the catalog unformatted.
  func startingBytes(for arguments: [String]) throws -> [UInt8] {
    arguments.first == "format" ? try unformattedBytes : catalogBytes
  }

  /// Puts `bytes` (else the original catalog) back with `mode`.
  func reset(mode: Int = 0o640, bytes: [UInt8]? = nil) throws {
    try Data(bytes ?? catalogBytes).write(to: URL(fileURLWithPath: catalogPath))
    try FileManager.default.setAttributes(
      [.posixPermissions: mode], ofItemAtPath: catalogPath)
  }

  func catalogNow() throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: catalogPath)))
  }

  /// The languages every entry of the catalog (but the key `extract` adds) has a localization
  /// in.
  func fullyImportedLanguages() throws -> [String] {
    let catalog = try StringCatalog(bytes: try catalogNow(), path: catalogPath)
    return languages.filter { language in
      catalog.entries.filter { $0.key != "Added by extract" }.allSatisfy { entry in
        entry.localizations.contains { $0.language == language }
      }
    }
  }

  /// Files in the folder other than the project's own.
  func strayFiles() throws -> [String] {
    let known = Set(
      ["Localizable.xcstrings", "l10n.json", "Sources"] + languages.map { "\($0).xliff" })
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      !known.contains($0)
    }.sorted()
  }

  func remove() { try? FileManager.default.removeItem(at: folder) }
}
