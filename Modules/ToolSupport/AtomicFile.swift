#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#else
#warning("Platform-specific implementation missing")
#endif

/// Why ``AtomicFile`` could not write a file; the file is untouched and no temporary is left.
public struct AtomicFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path as the caller gave it.
  public var path: String
  /// What went wrong, for a sentence: `the folder 'out' does not exist`, `it is a folder`, or
  /// the system's reason (`Permission denied`).
  public var reason: String

  /// Creates an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `cannot write 'out.svg': the folder 'x' does not exist`.
  public var description: String { "cannot write '\(path)': \(reason)" }
}

/// Writes files the safe way, for the command-line tools (`l10n`, `theme`, `gallery`).
///
/// The bytes go to a temporary file in the destination's folder, are flushed to disk (`fsync`)
/// and the temporary is renamed over the destination, so readers see the old file or the new
/// one, never a mix, and a failure leaves the old file untouched with nothing left behind. An
/// existing file keeps its permission bits; a symbolic link is written through (its target is
/// replaced, the link stays), so `Localization/Localizable.xcstrings` keeps pointing at the
/// catalog AppLocalization bundles. Plain POSIX: no Foundation, ICU or libxml2.
public enum AtomicFile {
  /// Replaces (or creates) the file at `path` with `bytes`, atomically.
  public static func write(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
    let target = resolvingSymbolicLink(path)
    let slash = target.lastIndex(of: "/")
    let folder = slash.map { String(target[..<$0]) } ?? ""
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    let shownFolder = slash == nil ? "." : (folder.isEmpty ? "/" : folder)
    var info = stat()
    guard stat(shownFolder, &info) == 0 else {
      let reason =
        errno == ENOENT
        ? "the folder '\(shownFolder)' does not exist"
        : "cannot reach '\(shownFolder)': \(systemReason())"
      throw AtomicFileError(path: path, reason: reason)
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw AtomicFileError(path: path, reason: "'\(shownFolder)' is not a folder")
    }
    var existing = stat()
    let exists = stat(target, &existing) == 0
    if exists, existing.st_mode & S_IFMT == S_IFDIR {
      throw AtomicFileError(path: path, reason: "it is a folder")
    }
    // A read-only file (a checkout that must be opened for edit first, a file locked by hand)
    // is not replaced behind its owner's back, although its folder would allow the rename.
    if exists, isReadOnly(target, existing) {
      throw AtomicFileError(
        path: path, reason: "it is read-only; make it writable (chmod u+w) to let it change")
    }
    let prefix = slash == nil ? "" : folder + "/"
    var fd: Int32 = -1
    var temporary = ""
    for attempt in 0..<100 {
      temporary = "\(prefix).\(name).\(getpid())-\(attempt).tmp"
      fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if fd >= 0 || errno != EEXIST { break }
    }
    guard fd >= 0 else {
      let denied = errno == EACCES || errno == EPERM || errno == EROFS
      throw AtomicFileError(
        path: path,
        reason: denied
          ? "the folder '\(shownFolder)' is not writable (\(systemReason()))" : systemReason())
    }
    var ok = true
    if exists { ok = fchmod(fd, existing.st_mode & 0o7777) == 0 }
    var written = 0
    while ok && written < bytes.count {
      let n = bytes.withUnsafeBytes { buffer in
        posixWrite(fd, buffer.baseAddress! + written, buffer.count - written)
      }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 {
        ok = false
        break
      }
      written += n
    }
    // On disk before the rename, so a crash leaves the old file or the new one, never a mix.
    if ok && fsync(fd) != 0 { ok = false }
    let errorNumber = errno
    if close(fd) != 0 { ok = false }
    if ok && rename(temporary, target) == 0 { return }
    let renameError = errno
    unlink(temporary)
    errno = ok ? renameError : errorNumber
    throw AtomicFileError(path: path, reason: systemReason())
  }

  /// Replaces (or creates) the file at `path` with `text` in UTF-8, atomically.
  public static func write(_ text: String, to path: String) throws(AtomicFileError) {
    try write(Array(text.utf8), to: path)
  }

  /// Removes the temporary files that writes of `path` left behind when their process was
  /// killed before it could rename or remove them (`.<name>.<pid>-<n>.tmp` of a process that no
  /// longer runs). Call it only while holding the file's ``FileLock``, so that no write of
  /// another process that takes the lock is in progress. Returns the names removed.
  @discardableResult
  public static func removeStaleTemporaries(of path: String) -> [String] {
    let target = resolvingSymbolicLink(path)
    let slash = target.lastIndex(of: "/")
    let folder = slash.map { String(target[..<$0]) } ?? "."
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    let prefix = ".\(name)."
    guard let directory = opendir(folder.isEmpty ? "/" : folder) else { return [] }
    defer { closedir(directory) }
    var removed: [String] = []
    while let entry = readdir(directory) {
      let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard entryName.hasPrefix(prefix), entryName.hasSuffix(".tmp") else { continue }
      let middle = entryName.dropFirst(prefix.count).dropLast(4)
      guard let dash = middle.firstIndex(of: "-"), let pid = Int32(middle[..<dash]),
        Int(middle[middle.index(after: dash)...]) != nil, pid > 0, pid != getpid()
      else { continue }
      // Signal 0 only asks whether the process exists (EPERM: it does, as another user).
      if kill(pid, 0) == 0 || errno == EPERM { continue }
      let full = (folder.isEmpty ? "" : folder + "/") + entryName
      if unlink(full) == 0 { removed.append(entryName) }
    }
    return removed
  }

  /// The real file a symbolic link at `path` leads to, or `path` when it is not a link (or a
  /// dangling one).
  public static func resolvingSymbolicLink(_ path: String) -> String {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
      let resolved = realpath(path, nil)
    else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func isReadOnly(_ path: String, _ info: stat) -> Bool {
    // The owner's write bit, also for root (whom `access` lets write anything).
    if info.st_uid == geteuid() { return info.st_mode & S_IWUSR == 0 }
    return access(path, W_OK) != 0
  }

  /// `strerror`, with what to do for the errors a full disk or a size limit gives.
  private static func systemReason() -> String {
    let number = errno
    let text = String(cString: strerror(number))
    switch number {
    case ENOSPC: return "the disk is full (\(text)); the file is unchanged"
    case EDQUOT: return "the disk quota is used up (\(text)); the file is unchanged"
    case EFBIG: return "the file is larger than this process may write (\(text)); see ulimit -f"
    default: return text
    }
  }
}

/// POSIX `write`, named so it does not clash with `AtomicFile.write`.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
  Glibc.write(fd, buffer, count)
  #elseif canImport(Musl)
  Musl.write(fd, buffer, count)
  #else
  Darwin.write(fd, buffer, count)
  #endif
}
