import Foundation

/// A size-bounded directory of downloaded images, least recently used evicted first.
///
/// Each entry is one file named after a hash of its URL, holding a header (magic, length,
/// checksum, the URL itself) and the bytes. A file that fails any check (truncated, overwritten,
/// another URL with the same hash) is deleted and reported as a miss, so the pipeline fetches
/// the image again and replaces it. Files are written atomically (temporary file in the same
/// folder, then rename), so a crash never leaves half an entry under the final name.
struct ImageDiskCache {
  static let magic = Array("ATLIMG1\n".utf8)
  static let fileExtension = "img"

  let directory: URL
  let byteLimit: Int
  private var accessTicks: [String: UInt64] = [:]
  private var tick: UInt64 = 0

  init(directory: URL, byteLimit: Int) {
    self.directory = directory
    self.byteLimit = byteLimit
  }

  /// The file that holds (or would hold) the entry for `url`.
  func fileURL(for url: URL) -> URL {
    directory.appendingPathComponent(
      "\(String(Self.fnv1a(Array(url.absoluteString.utf8)), radix: 16)).\(Self.fileExtension)")
  }

  /// The cached bytes for `url`, or `nil` when there is no valid entry (an invalid one is
  /// deleted).
  mutating func read(_ url: URL) -> Data? {
    let file = fileURL(for: url)
    guard let contents = try? Data(contentsOf: file) else { return nil }
    guard let payload = Self.decode(contents, url: url) else {
      try? FileManager.default.removeItem(at: file)
      return nil
    }
    touch(file)
    return payload
  }

  /// Stores the bytes for `url`, then evicts the least recently used entries beyond the limit.
  /// Entries bigger than the whole limit are not stored.
  mutating func write(_ data: Data, for url: URL) {
    let encoded = Self.encode(data, url: url)
    guard encoded.count <= byteLimit else { return }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let file = fileURL(for: url)
      try encoded.write(to: file, options: .atomic)
      touch(file)
      evict()
    } catch {
      // A cache that cannot write is only a slower cache; the caller already has the bytes.
    }
  }

  /// The bytes all entries take on disk.
  func totalSize() -> Int {
    entries().reduce(0) { $0 + $1.size }
  }

  private mutating func touch(_ file: URL) {
    tick += 1
    accessTicks[file.lastPathComponent] = tick
  }

  private struct Entry {
    var url: URL
    var size: Int
    var modified: Date
  }

  private func entries() -> [Entry] {
    let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
    let files =
      (try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: keys)) ?? []
    return files.filter { $0.pathExtension == Self.fileExtension }.map { file in
      let values = try? file.resourceValues(forKeys: Set(keys))
      return Entry(
        url: file, size: values?.fileSize ?? 0,
        modified: values?.contentModificationDate ?? .distantPast)
    }
  }

  private mutating func evict() {
    // Entries this process has not touched are older than any it has; among them the file's
    // modification date decides.
    let ordered = entries().sorted { lhs, rhs in
      let left = accessTicks[lhs.url.lastPathComponent] ?? 0
      let right = accessTicks[rhs.url.lastPathComponent] ?? 0
      return left != right ? left < right : lhs.modified < rhs.modified
    }
    var total = ordered.reduce(0) { $0 + $1.size }
    for entry in ordered where total > byteLimit {
      try? FileManager.default.removeItem(at: entry.url)
      accessTicks[entry.url.lastPathComponent] = nil
      total -= entry.size
    }
  }

  static func encode(_ payload: Data, url: URL) -> Data {
    let urlBytes = Array(url.absoluteString.utf8)
    var bytes = magic
    append(UInt64(payload.count), to: &bytes)
    append(fnv1a(Array(payload)), to: &bytes)
    append(UInt32(urlBytes.count), to: &bytes)
    bytes += urlBytes
    var data = Data(bytes)
    data.append(payload)
    return data
  }

  static func decode(_ contents: Data, url: URL) -> Data? {
    let bytes = Array(contents)
    let fixed = magic.count + 8 + 8 + 4
    guard bytes.count >= fixed, Array(bytes[0..<magic.count]) == magic else { return nil }
    let length = Int(read(UInt64.self, bytes, at: magic.count))
    let checksum = read(UInt64.self, bytes, at: magic.count + 8)
    let urlLength = Int(read(UInt32.self, bytes, at: magic.count + 16))
    let urlBytes = Array(url.absoluteString.utf8)
    guard urlLength == urlBytes.count, bytes.count == fixed + urlLength + length,
      Array(bytes[fixed..<(fixed + urlLength)]) == urlBytes
    else { return nil }
    let payload = Array(bytes[(fixed + urlLength)...])
    guard fnv1a(payload) == checksum else { return nil }
    return Data(payload)
  }

  /// 64-bit FNV-1a: a fast, dependency-free hash for file names and corruption checks (not a
  /// security boundary).
  static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }

  private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
  }

  private static func read<T: FixedWidthInteger>(_: T.Type, _ bytes: [UInt8], at offset: Int) -> T {
    T(
      littleEndian: bytes[offset..<(offset + MemoryLayout<T>.size)].withUnsafeBytes {
        $0.loadUnaligned(as: T.self)
      })
  }
}
