import Foundation
import Testing
import ToolSupport

@Suite("FileLock and stale temporaries")
struct FileLockTests {
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "FileLockTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("a second lock in the same process is granted at once and shares the first")
  func reentrant() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("a.xcstrings").path
    try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
    let first = try FileLock.acquire(path, timeout: 0)
    let second = try FileLock.acquire(path, timeout: 0)
    first.release()
    second.release()
    second.release()  // idempotent
    let again = try FileLock.acquire(path, timeout: 0)
    again.release()
  }

  @Test("a file that does not exist is locked through its folder; a missing folder is an error")
  func absentFile() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lock = try FileLock.acquire(folder.appendingPathComponent("new.xcstrings").path, timeout: 0)
    lock.release()
    #expect(throws: FileLockError.self) {
      try FileLock.acquire(folder.appendingPathComponent("no/such/new.xcstrings").path, timeout: 0)
    }
  }

  @Test("a lock taken through a symbolic link is the target's lock")
  func symbolicLink() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let real = folder.appendingPathComponent("real.xcstrings").path
    let link = folder.appendingPathComponent("link.xcstrings").path
    try Data("{}".utf8).write(to: URL(fileURLWithPath: real))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.xcstrings")
    let viaLink = try FileLock.acquire(link, timeout: 0)
    // Granted at once as the same lock (in another process it would wait).
    let direct = try FileLock.acquire(real, timeout: 0)
    direct.release()
    viaLink.release()
  }

  @Test("stale temporaries of dead processes are removed; others are kept")
  func staleTemporaries() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Localizable.xcstrings").path
    try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
    // pid 2^22 + 1 is above Linux's largest pid (4194304), so no process has it.
    let dead = ".Localizable.xcstrings.4194305-0.tmp"
    let alive = ".Localizable.xcstrings.\(getppid())-3.tmp"
    let other = [".Other.xcstrings.4194305-0.tmp", ".Localizable.xcstrings.notes.tmp"]
    for name in [dead, alive] + other {
      try Data("x".utf8).write(to: folder.appendingPathComponent(name))
    }
    #expect(AtomicFile.removeStaleTemporaries(of: path) == [dead])
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ([alive, "Localizable.xcstrings"] + other).sorted())
  }
}
