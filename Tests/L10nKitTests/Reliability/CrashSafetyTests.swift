import Foundation
import Testing

@testable import L10nKit

#if canImport(Glibc)
import Glibc
#endif

/// `l10n import`, `extract` and `format` killed with SIGKILL at random moments: the catalog is
/// always the old file or the new one, never torn or empty; its permissions stay; and what a
/// killed write leaves behind does not trouble (and is removed by) the next run.
@Suite("Crash safety: SIGKILL at random moments", .serialized)
struct CrashSafetyTests {
  enum Writer: String, CaseIterable, CustomTestStringConvertible {
    case importing = "import", extracting = "extract", formatting = "format"
    var testDescription: String { rawValue }

    var arguments: [String] {
      switch self {
      case .importing: ["import", "--catalog", "Localizable.xcstrings", "de.xliff"]
      case .extracting: ["extract"]
      case .formatting: ["format", "Localizable.xcstrings"]
      }
    }
  }

  static let runs = 100

  @Test(
    "100 kills leave the old or the new catalog, its mode, and nothing in the way",
    arguments: Writer.allCases)
  func killed(_ writer: Writer) throws {
    guard L10nExecutable.required() != nil else { return }
    let project = try WriterProject(keyCount: 800, languages: ["de"])
    defer { project.remove() }
    // `format` needs a catalog not in Xcode's layout: the same catalog on one line.
    let old = try project.startingBytes(for: writer.arguments)
    func reset() throws {
      try Data(old).write(to: URL(fileURLWithPath: project.catalogPath))
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o640], ofItemAtPath: project.catalogPath)
    }
    // How long a whole run takes here (the slowest of three): kills land anywhere in it.
    var duration = 0.0
    for _ in 0..<3 {
      try reset()
      let started = Date()
      let full = try L10nRun.run(writer.arguments, in: project.folder)
      duration = max(duration, Date().timeIntervalSince(started))
      try #require(full.status == 0, "\(full.error)")
    }
    let new = try project.catalogNow()
    try #require(new != old)
    let seed = UInt64(Date().timeIntervalSince1970 * 1000)
    var random = SplitMix(seed: seed)  // seeded, so a failing run can be repeated
    var (sawOld, sawNew, interrupted) = (0, 0, 0)
    for attempt in 0..<Self.runs {
      try reset()
      let run = try L10nRun(writer.arguments, in: project.folder)
      // The first tenth in the first tenth of a run (start-up, reading); the rest anywhere.
      let latest = attempt < Self.runs / 10 ? duration / 10 : duration * 1.1
      usleep(UInt32(Double.random(in: 0...latest, using: &random) * 1_000_000))
      kill(run.process.processIdentifier, SIGKILL)
      if run.wait() == 128 + SIGKILL { interrupted += 1 }
      let now = try project.catalogNow()
      #expect(
        now == old || now == new, "seed \(seed), run \(attempt): torn catalog (\(now.count) bytes)")
      if now == old { sawOld += 1 } else if now == new { sawNew += 1 }
      let mode =
        try FileManager.default.attributesOfItem(atPath: project.catalogPath)[.posixPermissions]
        as? Int
      #expect(mode == 0o640, "seed \(seed), run \(attempt): mode \(String(mode ?? 0, radix: 8))")
    }
    // Proof that the kills landed inside runs (the first tenth are early by construction).
    #expect(
      interrupted >= Self.runs / 10, "seed \(seed): only \(interrupted) runs were killed mid-run")
    // The next run is not tripped by what the killed ones left, and clears it.
    try reset()
    let after = try L10nRun.run(writer.arguments, in: project.folder)
    #expect(after.status == 0, "\(after.error)")
    #expect(try project.catalogNow() == new)
    #expect(try project.strayFiles() == [], "seed \(seed)")
    print(
      "\(writer.rawValue): \(interrupted) of \(Self.runs) killed mid-run; old \(sawOld), new \(sawNew)"
    )
  }
}
