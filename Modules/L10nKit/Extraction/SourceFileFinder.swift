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
    return try swiftFiles(roots: roots) { _, relativePath, isDirectory in
      patterns.contains {
        $0.matches(relativePath) || (isDirectory && $0.matches(relativePath + "/"))
      }
    }
  }

  /// The `.swift` files under `roots`, skipping what `isExcluded` rejects.
  ///
  /// `isExcluded` sees every file and folder (except hidden ones, always skipped) with its URL,
  /// its path relative to the root it was found under (the file name for a root that is a file)
  /// and whether it is a folder; an excluded folder is not searched. Use it to apply another
  /// exclusion scheme, such as the `l10n.json` configuration's.
  public static func swiftFiles(
    roots: [URL], isExcluded: (_ url: URL, _ relativePath: String, _ isDirectory: Bool) -> Bool
  ) throws -> [URL] {
    var files: [URL] = []
    for root in roots {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
        throw ExtractionError.missingRoot(path: root.path)
      }
      guard isDirectory.boolValue else {
        if !isExcluded(root, root.lastPathComponent, false) { files.append(root) }
        continue
      }
      var found: [(relative: String, url: URL)] = []
      try collect(in: root, relative: "", isExcluded: isExcluded, into: &found)
      found.sort { $0.relative.utf8.lexicographicallyPrecedes($1.relative.utf8) }
      files += found.map(\.url)
    }
    return files
  }

  private static func collect(
    in folder: URL, relative: String,
    isExcluded: (_ url: URL, _ relativePath: String, _ isDirectory: Bool) -> Bool,
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
      let url = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        continue
      }
      if isExcluded(url, path, isDirectory.boolValue) { continue }
      if isDirectory.boolValue {
        try collect(in: url, relative: path, isExcluded: isExcluded, into: &found)
      } else if name.hasSuffix(".swift") {
        found.append((path, url))
      }
    }
  }
}
