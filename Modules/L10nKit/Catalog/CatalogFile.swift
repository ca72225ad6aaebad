import ToolSupport

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#else
#warning("Platform-specific implementation missing")
#endif

/// Reads and atomically writes files with POSIX calls, reporting failures as `CatalogError`s.
///
/// Writes go through ToolSupport's `AtomicFile`: a temporary file in the same folder that is
/// then renamed over the target, so readers never see a half-written file and nothing changes
/// when anything fails; an existing file's permission bits are kept.
public enum CatalogFile {
  /// The whole file at `path`.
  public static func read(_ path: String) throws(CatalogError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw failure(path, "cannot open the file") }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw failure(path, "cannot read the file's size") }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      throw CatalogError(path: path, line: 0, column: 0, message: "is a directory, not a file")
    }
    // One byte more than the size, so that end of file is seen without growing the buffer.
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    var total = 0
    while true {
      if total == bytes.count {
        // The file grew since fstat: keep reading until end of file.
        bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count / 2)))
      }
      let n = bytes.withUnsafeMutableBytes { buffer in
        posixRead(fd, buffer.baseAddress! + total, buffer.count - total)
      }
      if n < 0 {
        if errno == EINTR { continue }
        throw failure(path, "cannot read the file")
      }
      if n == 0 { break }
      total += n
    }
    bytes.removeLast(bytes.count - total)
    return bytes
  }

  /// Calls `body` with the whole file at `path` in a buffer of its own, which `body` may
  /// overwrite or discard pages of (see `discardMemoryPages`). The buffer is mapped outside
  /// the `malloc` heap, so freeing it does not raise `malloc`'s thresholds for returning
  /// memory to the system (as freeing a 30 MB array does), which would keep the heap bigger
  /// for the rest of the run.
  static func withContents<R>(
    _ path: String, _ body: (UnsafeMutableBufferPointer<UInt8>) throws(CatalogError) -> R
  ) throws(CatalogError) -> R {
    #if canImport(Glibc)
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw failure(path, "cannot open the file") }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0,
      case let capacity = Int(info.st_size) + 1,
      let base = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      base != MAP_FAILED
    else {
      close(fd)
      return try withArrayContents(path, body)
    }
    defer { munmap(base, capacity) }
    var total = 0
    var failed = false
    while total < capacity {
      let n = posixRead(fd, base + total, capacity - total)
      if n < 0 && errno == EINTR { continue }
      if n < 0 { failed = true }
      if n <= 0 { break }
      total += n
    }
    close(fd)
    // A read error (reported from there), or a file that grew since fstat: read it the
    // general way.
    guard !failed, total < capacity else { return try withArrayContents(path, body) }
    return try body(
      UnsafeMutableBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: total))
    #else
    return try withArrayContents(path, body)
    #endif
  }

  private static func withArrayContents<R>(
    _ path: String, _ body: (UnsafeMutableBufferPointer<UInt8>) throws(CatalogError) -> R
  ) throws(CatalogError) -> R {
    var bytes = try read(path)
    let result: Result<R, CatalogError> = bytes.withUnsafeMutableBufferPointer { buffer in
      do throws(CatalogError) {
        return .success(try body(buffer))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Replaces (or creates) the file at `path` with `bytes`, atomically, keeping the existing
  /// file's permissions; nothing is left behind when it fails. A symbolic link is written
  /// through (its target is replaced, the link stays), so `Localization/Localizable.xcstrings`
  /// keeps pointing at the catalog AppLocalization bundles.
  public static func write(_ bytes: [UInt8], to path: String) throws(CatalogError) {
    do {
      try AtomicFile.write(bytes, to: path)
    } catch {
      throw CatalogError(
        path: path, line: 0, column: 0, message: "cannot write the file: \(error.reason)")
    }
  }

  private static func failure(_ path: String, _ what: String) -> CatalogError {
    let reason = String(cString: strerror(errno))
    return CatalogError(path: path, line: 0, column: 0, message: "\(what): \(reason)")
  }
}

/// POSIX `read`, named so it does not clash with `CatalogFile.read`.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
  Glibc.read(fd, buffer, count)
  #elseif canImport(Musl)
  Musl.read(fd, buffer, count)
  #else
  Darwin.read(fd, buffer, count)
  #endif
}

/// Gives the whole memory pages inside `count` bytes at `start` back to the system
/// (`madvise(MADV_DONTNEED)`): the memory stays allocated, but reads as zeros afterwards. Only
/// for buffers whose contents are no longer needed; a no-op where unsupported.
func discardMemoryPages(_ start: UnsafeRawPointer, count: Int) {
  #if canImport(Glibc)
  let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
  guard pageSize > 0 else { return }
  let address = Int(bitPattern: start)
  let first = (address + pageSize - 1) / pageSize * pageSize
  let end = (address + count) / pageSize * pageSize
  guard end > first, let pointer = UnsafeMutableRawPointer(bitPattern: first) else { return }
  _ = madvise(pointer, end - first, MADV_DONTNEED)
  #endif
}

/// The offset of the first occurrence of `pattern` in `buffer` at or after `start` (`memchr`
/// for its first byte, then `memcmp`; kept beside the other C calls).
func bytesFind(
  _ pattern: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, from start: Int
) -> Int? {
  guard let first = pattern.first, let base = buffer.baseAddress else { return nil }
  let last = buffer.count - pattern.count
  var index = start
  return pattern.withUnsafeBytes { needle -> Int? in
    while index <= last {
      guard let hit = memchr(base + index, Int32(first), last - index + 1) else { return nil }
      let offset = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
      if let bytes = needle.baseAddress, memcmp(base + offset, bytes, pattern.count) == 0 {
        return offset
      }
      index = offset + 1
    }
    return nil
  }
}

/// Whether `count` bytes at `a` and `b` are equal (`memcmp`, kept beside the other C calls).
func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
  memcmp(a, b, count) == 0
}

/// A file's bytes, mapped read-only (`mmap`) where the platform allows, else read into memory:
/// the splicing import reads a 30 MB catalog without copying it or touching pages it skips.
///
/// The catalog files l10n reads are replaced atomically (by Xcode and by l10n), never rewritten
/// in place, so the mapped pages stay those of the file as opened.
final class FileBytes: @unchecked Sendable {
  /// The bytes, valid as long as this object lives; never written.
  let buffer: UnsafeBufferPointer<UInt8>
  private let mapping: (base: UnsafeMutableRawPointer, count: Int)?
  private let owned: UnsafeMutableBufferPointer<UInt8>?

  /// A copy of `bytes`.
  init(copying bytes: [UInt8]) {
    let owned = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    _ = owned.initialize(from: bytes)
    self.owned = owned
    self.mapping = nil
    self.buffer = UnsafeBufferPointer(rebasing: UnsafeBufferPointer(owned)[..<bytes.count])
  }

  private init(base: UnsafeMutableRawPointer, count: Int) {
    mapping = (base, count)
    owned = nil
    buffer = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)
  }

  deinit {
    if let mapping { munmap(mapping.base, mapping.count) }
    owned?.deallocate()
  }

  /// The file at `path`, mapped; read the general way (`CatalogFile.read`) when it cannot be
  /// mapped (an empty file, a pipe, another platform). Errors are those of `CatalogFile.read`.
  ///
  /// With `populate`, the mapping is filled in at once (one system call instead of a page fault
  /// per few pages); without, pages are mapped as they are first read, by whichever thread reads
  /// them (see `populate(_:)`).
  static func map(_ path: String, populate: Bool = true) throws(CatalogError) -> FileBytes {
    #if canImport(Glibc)
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd >= 0 {
      defer { close(fd) }
      var info = stat()
      if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0,
        case let count = Int(info.st_size),
        let base = mmap(nil, count, PROT_READ, MAP_PRIVATE | (populate ? MAP_POPULATE : 0), fd, 0),
        base != MAP_FAILED
      {
        return FileBytes(base: base, count: count)
      }
    }
    #endif
    return FileBytes(copying: try CatalogFile.read(path))
  }

  /// Fills in the mapping of `range` (a mapped file's pages not yet read) in one system call; a
  /// hint, nothing for bytes in memory or where the system cannot.
  func populate(_ range: Range<Int>) {
    #if canImport(Glibc)
    guard let mapping, !range.isEmpty, range.upperBound <= mapping.count else { return }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let start = range.lowerBound / page * page
    _ = madvise(mapping.base + start, range.upperBound - start, 22)  // MADV_POPULATE_READ
    #endif
  }

  /// Whether the bytes equal `other`.
  func equals(_ other: [UInt8]) -> Bool {
    guard other.count == buffer.count else { return false }
    guard let base = buffer.baseAddress, !other.isEmpty else { return true }
    return other.withUnsafeBytes { bytesEqual(base, $0.baseAddress!, count: other.count) }
  }
}
