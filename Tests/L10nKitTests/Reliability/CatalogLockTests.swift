import Foundation
import Testing
import ToolSupport

@testable import L10nKit

#if canImport(Glibc)
import Glibc
#endif

/// Commands that rewrite a catalog (`import`, `extract`, `format`) lock it before reading it, so
/// writers started together run one after the other and every one's changes land.
@Suite("Catalog lock: concurrent writers lose nothing", .serialized)
struct CatalogLockTests {
  @Test("four imports of four languages started together keep every language, 20 rounds")
  func concurrentImports() throws {
    guard L10nExecutable.required() != nil else { return }
    let project = try WriterProject()
    defer { project.remove() }
    for round in 1...20 {
      try project.reset()
      let runs = try project.languages.map {
        try L10nRun(
          ["import", "--catalog", "Localizable.xcstrings", "\($0).xliff"], in: project.folder)
      }
      let statuses = runs.map { $0.wait() }
      #expect(statuses.allSatisfy { $0 == 0 }, "round \(round): \(runs.map(\.standardError))")
      #expect(try project.fullyImportedLanguages() == project.languages, "round \(round)")
      #expect(try project.strayFiles() == [], "round \(round)")
    }
  }

  @Test("imports, an extract and a format at once: every language and the new key land")
  func mixedWriters() throws {
    guard L10nExecutable.required() != nil else { return }
    let project = try WriterProject()
    defer { project.remove() }
    for round in 1...5 {
      try project.reset()
      var arguments = project.languages.map {
        ["import", "--catalog", "Localizable.xcstrings", "\($0).xliff"]
      }
      arguments.insert(["extract"], at: 2)
      arguments.append(["format", "Localizable.xcstrings"])
      let runs = try arguments.map { try L10nRun($0, in: project.folder) }
      let statuses = runs.map { $0.wait() }
      #expect(statuses.allSatisfy { $0 == 0 }, "round \(round): \(runs.map(\.standardError))")
      #expect(try project.fullyImportedLanguages() == project.languages, "round \(round)")
      let catalog = try StringCatalog(bytes: try project.catalogNow(), path: "x")
      #expect(catalog.entries.contains { $0.key == "Added by extract" }, "round \(round)")
    }
  }

  @Test("an import waits while another process holds the lock, says so, then lands")
  func waitsForHolder() throws {
    guard L10nExecutable.required() != nil else { return }
    let project = try WriterProject(languages: ["de"])
    defer { project.remove() }
    // This process holds the lock, as another l10n would.
    let lock = try FileLock.acquire(project.catalogPath, timeout: 0)
    let run = try L10nRun(
      ["import", "--catalog", "Localizable.xcstrings", "de.xliff"], in: project.folder)
    // The note comes after two seconds of waiting; the wait ends when the process writes it.
    let noted = run.waitForStandardError(containing: "waiting for another process")
    #expect(noted, "no note: \(run.standardError)")
    #expect(run.process.isRunning, "the import did not wait: \(run.standardError)")
    #expect(
      run.standardError.contains(
        "Localizable.xcstrings: note: waiting for another process to finish writing this catalog"),
      "\(run.standardError)")
    #expect(try project.catalogNow() == project.catalogBytes, "written while the lock was held")
    lock.release()
    #expect(run.wait() == 0, "\(run.standardError)")
    #expect(try project.fullyImportedLanguages() == ["de"])
  }

  @Test("with L10N_LOCK_TIMEOUT=0 a busy catalog is an error that says what to do; nothing changes")
  func timeout() throws {
    guard L10nExecutable.required() != nil else { return }
    let project = try WriterProject(languages: ["de"])
    defer { project.remove() }
    let lock = try FileLock.acquire(project.catalogPath, timeout: 0)
    defer { lock.release() }
    for arguments in [
      ["import", "--catalog", "Localizable.xcstrings", "de.xliff"],
      ["format", "Localizable.xcstrings"],
      ["extract"],
    ] {
      let result = try L10nRun.run(
        arguments, in: project.folder, environment: ["L10N_LOCK_TIMEOUT": "0"])
      #expect(result.status == 2, "\(arguments): \(result.error)")
      #expect(
        result.error.contains("Localizable.xcstrings: error: another process has held its lock"),
        "\(result.error)")
      #expect(result.error.contains("L10N_LOCK_TIMEOUT"), "\(result.error)")
      #expect(try project.catalogNow() == project.catalogBytes)
    }
  }

  @Test("a dry run and lint read a locked catalog without waiting")
  func readersDoNotWait() throws {
    guard L10nExecutable.required() != nil else { return }
    let project = try WriterProject(languages: ["de"])
    defer { project.remove() }
    let lock = try FileLock.acquire(project.catalogPath, timeout: 0)
    defer { lock.release() }
    let environment = ["L10N_LOCK_TIMEOUT": "0"]
    let dryImport = try L10nRun.run(
      ["import", "--dry-run", "--catalog", "Localizable.xcstrings", "de.xliff"], in: project.folder,
      environment: environment)
    #expect(dryImport.status == 0, "\(dryImport.error)")
    let lint = try L10nRun.run(["lint"], in: project.folder, environment: environment)
    #expect(lint.status != 2, "\(lint.error)")
    let dryExtract = try L10nRun.run(
      ["extract", "--dry-run"], in: project.folder, environment: environment)
    #expect(dryExtract.status == 0, "\(dryExtract.error)")
  }
}
