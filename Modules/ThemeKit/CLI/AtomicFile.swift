import Foundation

/// Why an output file could not be written.
struct FileWriteError: Error {
  /// The system's reason.
  var reason: String

  /// `cannot write 'out.svg': No such file or directory; check that the folder exists …`.
  func description(for path: String) -> String {
    "cannot write '\(path)': \(reason); check that the folder exists and is writable"
  }
}

/// Writes files the safe way: a temporary file in the destination's folder, then a rename, so
/// readers see the old file or the new one and a failure leaves the old one untouched.
enum AtomicFile {
  /// Writes `data` to `path` atomically.
  static func write(_ data: Data, to path: String) throws(FileWriteError) {
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
    guard FileManager.default.createFile(atPath: temporary, contents: data) else {
      throw FileWriteError(reason: "the folder '\(folder)' is not writable")
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporary)
      throw FileWriteError(reason: reason)
    }
  }
}
