#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#else
#warning("Platform-specific implementation missing")
#endif

/// Why ``FileLock`` could not take a lock; nothing was read or written.
public struct FileLockError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path as the caller gave it.
  public var path: String
  /// What went wrong, for a sentence.
  public var reason: String
  /// Whether another process held the lock for the whole wait (else the file could not be
  /// opened).
  public var timedOut: Bool

  /// Creates an error.
  public init(path: String, reason: String, timedOut: Bool = false) {
    self.path = path
    self.reason = reason
    self.timedOut = timedOut
  }

  /// `cannot lock 'Localizable.xcstrings': ...`.
  public var description: String { "cannot lock '\(path)': \(reason)" }
}

/// An exclusive advisory lock (`flock`) that serialises the processes that rewrite one file, so
/// that two read-modify-write cycles never interleave and no update is lost.
///
/// The lock is taken on the file itself, before it is read, and held until ``release()`` (or
/// until the process ends: the system drops `flock` locks of a process that exits or is killed,
/// so a crash never leaves a file locked). Because ``AtomicFile`` replaces a file by renaming a
/// new one over it, a waiter that wakes up may hold the lock of the old file: it checks that the
/// path still names the file it locked and otherwise locks the new one. A file that does not
/// exist yet is locked through its folder until it does. A symbolic link is locked at its
/// target, which is what ``AtomicFile`` replaces.
///
/// Locks are advisory: they bind the processes that take them (every `l10n` command that writes
/// a catalog), not editors or Xcode. Within one process, locking a file that is already locked
/// succeeds at once and the lock lasts until the last holder releases it.
public final class FileLock: @unchecked Sendable {
  /// The path as the caller gave it.
  public let path: String
  private let key: Held.Key
  private var isReleased = false

  private init(path: String, key: Held.Key) {
    self.path = path
    self.key = key
  }

  deinit { release() }

  /// Takes the lock of the file at `path`, waiting for another process that holds it.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait in all, in seconds; 0 gives up at once when another process
  ///     holds the lock.
  ///   - noteAfter: After how many seconds of waiting `onWait` is called (once).
  ///   - onWait: Told how long the caller has waited, for a note to the user.
  /// - Throws: ``FileLockError`` when the lock was not free within `timeout` seconds, or the
  ///   file or its folder cannot be opened.
  public static func acquire(
    _ path: String, timeout: Double, noteAfter: Double = 2,
    onWait: (_ waited: Double) -> Void = { _ in }
  ) throws(FileLockError) -> FileLock {
    let target = AtomicFile.resolvingSymbolicLink(path)
    let start = monotonicSeconds()
    var noted = false
    while true {
      // The file when it exists, else its folder (a file created meanwhile is seen after).
      let (lockedPath, isFolder) = lockPath(for: target)
      let fd = open(lockedPath, O_RDONLY | O_CLOEXEC | (isFolder ? O_DIRECTORY : 0))
      guard fd >= 0 else {
        if errno == ENOENT && !isFolder { continue }  // replaced or removed meanwhile
        throw FileLockError(path: path, reason: systemReason())
      }
      var opened = stat()
      fstat(fd, &opened)
      let key = Held.Key(device: UInt64(opened.st_dev), inode: UInt64(opened.st_ino))
      if Held.shared.retainIfHeld(key) {
        close(fd)
        return FileLock(path: path, key: key)
      }
      if flock(fd, LOCK_EX | LOCK_NB) == 0 {
        // Locked; but the path may name another file by now (renamed over, or created).
        if lockPath(for: target) == (lockedPath, isFolder), sameFile(lockedPath, opened) {
          if Held.shared.adopt(key, fd: fd) { return FileLock(path: path, key: key) }
        }
        close(fd)  // closing drops the lock
        continue
      }
      let failure = errno
      close(fd)
      guard failure == EWOULDBLOCK || failure == EINTR else {
        errno = failure
        throw FileLockError(path: path, reason: systemReason())
      }
      let waited = monotonicSeconds() - start
      if waited >= timeout {
        throw FileLockError(
          path: path,
          reason: "another process has held its lock for \(Int(waited.rounded())) s",
          timedOut: true)
      }
      if !noted && waited >= noteAfter {
        noted = true
        onWait(waited)
      }
      var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
      nanosleep(&pause, nil)
    }
  }

  /// Releases the lock (the last holder in this process unlocks the file). Idempotent.
  public func release() {
    guard !isReleased else { return }
    isReleased = true
    Held.shared.release(key)
  }

  private static func lockPath(for target: String) -> (String, Bool) {
    var info = stat()
    if stat(target, &info) == 0 { return (target, (info.st_mode & S_IFMT) == S_IFDIR) }
    guard let slash = target.lastIndex(of: "/") else { return (".", true) }
    let folder = String(target[..<slash])
    return (folder.isEmpty ? "/" : folder, true)
  }

  private static func sameFile(_ path: String, _ opened: stat) -> Bool {
    var now = stat()
    return stat(path, &now) == 0 && now.st_dev == opened.st_dev && now.st_ino == opened.st_ino
  }

  private static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  private static func systemReason() -> String { String(cString: strerror(errno)) }
}

/// The locks this process holds, by file, with how many `FileLock`s share each.
private final class Held: @unchecked Sendable {
  struct Key: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  static let shared = Held()
  /// Allocated, so that its address stays put (a stored property's may not).
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var entries: [Key: (fd: Int32, count: Int)] = [:]

  init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  private func locked<R>(_ body: () -> R) -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body()
  }

  /// One more holder of a lock this process already has.
  func retainIfHeld(_ key: Key) -> Bool {
    locked {
      guard let entry = entries[key] else { return false }
      entries[key] = (entry.fd, entry.count + 1)
      return true
    }
  }

  /// Records a lock just taken on `fd`; false (and the caller closes `fd`) when another thread
  /// of this process took the same lock first.
  func adopt(_ key: Key, fd: Int32) -> Bool {
    locked {
      guard entries[key] == nil else { return false }
      entries[key] = (fd, 1)
      return true
    }
  }

  func release(_ key: Key) {
    locked {
      guard let entry = entries[key] else { return }
      if entry.count > 1 {
        entries[key] = (entry.fd, entry.count - 1)
      } else {
        entries[key] = nil
        close(entry.fd)
      }
    }
  }
}
