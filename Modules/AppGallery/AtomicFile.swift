import Foundation

/// Why an output file could not be written.
struct FileWriteError: Error {
  /// The system's reason.
  var reason: String
}

/// Writes files the safe way: a temporary file in the destination's folder, then a rename, so
/// readers see the old file or the new one and a failure leaves the old one untouched.
enum AtomicFile {
  /// Writes `text` to `path` atomically.
  static func write(_ text: String, to path: String) throws(FileWriteError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      throw FileWriteError(reason: "the folder '\(folder)' does not exist")
    }
    guard isDirectory.boolValue else {
      throw FileWriteError(reason: "'\(folder)' is not a folder")
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw FileWriteError(reason: "it is a folder")
    }
    let temporary = folder + "/." + url.lastPathComponent + ".tmp-" + UUID().uuidString
    guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
      throw FileWriteError(reason: "the folder '\(folder)' is not writable")
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporary)
      throw FileWriteError(reason: reason)
    }
  }

  /// The UTF-8 text at `path`, or `nil` when it cannot be read.
  static func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
  }
}
