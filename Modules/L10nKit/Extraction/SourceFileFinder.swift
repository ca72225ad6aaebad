public import Foundation

/// Finds the Swift files to scan.
public enum SourceFileFinder {
  /// The `.swift` files under `roots`, sorted by path within each root, roots in order.
  ///
  /// Folders are searched recursively; hidden files and folders and `.build` are skipped, and so
  /// is every file or folder whose path relative to its root matches one of `excludes` (see
  /// `GlobPattern`). A root that is a file is returned as it is, if it is not excluded. Throws
  /// `ExtractionError.missingRoot` for a root that does not exist.
  public static func swiftFiles(roots: [URL], excludes: [String] = []) throws -> [URL] {
    let patterns = excludes.map(GlobPattern.init)
    var files: [URL] = []
    for root in roots {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
        throw ExtractionError.missingRoot(path: root.path)
      }
      guard isDirectory.boolValue else {
        if !patterns.contains(where: { $0.matches(root.lastPathComponent) }) {
          files.append(root)
        }
        continue
      }
      var found: [(relative: String, url: URL)] = []
      try collect(in: root, relative: "", patterns: patterns, into: &found)
      found.sort { $0.relative.utf8.lexicographicallyPrecedes($1.relative.utf8) }
      files += found.map(\.url)
    }
    return files
  }

  private static func collect(
    in folder: URL, relative: String, patterns: [GlobPattern],
    into found: inout [(relative: String, url: URL)]
  ) throws {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw ExtractionError.unreadableFile(path: folder.path, reason: error.localizedDescription)
    }
    for name in names where !name.hasPrefix(".") {
      let path = relative.isEmpty ? name : relative + "/" + name
      if patterns.contains(where: { $0.matches(path) }) { continue }
      let url = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        continue
      }
      if isDirectory.boolValue {
        // A folder is also skipped when a pattern matches everything inside it (`Modules/X/**`).
        if patterns.contains(where: { $0.matches(path + "/") }) { continue }
        try collect(in: url, relative: path, patterns: patterns, into: &found)
      } else if name.hasSuffix(".swift") {
        found.append((path, url))
      }
    }
  }
}
