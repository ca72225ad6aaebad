public import Foundation

/// Why files could not be scanned or found.
public enum ExtractionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A source file could not be read.
  case unreadableFile(path: String, reason: String)
  /// A root given to `SourceFileFinder` does not exist.
  case missingRoot(path: String)

  /// A message naming the file and what to do.
  public var description: String {
    switch self {
    case .unreadableFile(let path, let reason):
      return "\(path): error: cannot read the source file (\(reason)); check that it exists and "
        + "is readable"
    case .missingRoot(let path):
      return "\(path): error: no such file or directory; pass an existing source folder or file"
    }
  }
}

extension KeyExtractor {
  /// Scans files in parallel; results are in the order of `files`.
  ///
  /// Paths in the results are relative to `base` when the file lies inside it, and the URL's path
  /// otherwise. Throws the first unreadable file's error (in file order).
  public func scan(files: [URL], relativeTo base: URL? = nil) throws -> [SourceScan] {
    let slots = ResultSlots(count: files.count)
    let basePath = base.map { $0.standardizedFileURL.path + "/" }
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let url = files[index]
      var path = url.path
      if let basePath {
        let absolute = url.standardizedFileURL.path
        if absolute.hasPrefix(basePath) { path = String(absolute.dropFirst(basePath.count)) }
      }
      do {
        let data = try Data(contentsOf: url)
        slots.store(.success(scan(source: [UInt8](data), path: path)), at: index)
      } catch {
        slots.store(
          .failure(.unreadableFile(path: path, reason: error.localizedDescription)), at: index)
      }
    }
    return try slots.values.map { try $0.get() }
  }
}

/// Per-index results written from `concurrentPerform`; each index is written once, under a lock.
private final class ResultSlots: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<SourceScan, ExtractionError>?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func store(_ result: Result<SourceScan, ExtractionError>, at index: Int) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  var values: [Result<SourceScan, ExtractionError>] {
    lock.lock()
    defer { lock.unlock() }
    return slots.map { $0 ?? .failure(.unreadableFile(path: "?", reason: "not scanned")) }
  }
}
