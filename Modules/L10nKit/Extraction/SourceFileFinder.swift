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
    try swiftFilePaths(roots: roots.map(\.path)) { path, relativePath, isDirectory in
      isExcluded(URL(fileURLWithPath: path, isDirectory: isDirectory), relativePath, isDirectory)
    }.map { URL(fileURLWithPath: $0, isDirectory: false) }
  }

  /// `swiftFiles(roots:isExcluded:)` on paths: `isExcluded` sees each file's or folder's path
  /// (the root's followed by the relative path), its path relative to the root and whether it
  /// is a folder. Paths are joined as strings, which a walk of thousands of files notices.
  /// `extensions` are those of the files found (`swift`; also `m` and `mm` for a target's
  /// Objective-C sources), a root that is a file included only with one of them.
  public static func swiftFilePaths(
    roots: [String], extensions: Set<String> = ["swift"],
    isExcluded: (_ path: String, _ relativePath: String, _ isDirectory: Bool) -> Bool
  ) throws -> [String] {
    var files: [String] = []
    for root in roots {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
        throw ExtractionError.missingRoot(path: root)
      }
      guard isDirectory.boolValue else {
        let name = root.split(separator: "/").last.map(String.init) ?? root
        if !isExcluded(root, name, false), extensions.contains(pathExtension(of: name)) {
          files.append(root)
        }
        continue
      }
      var found: [(relative: String, path: String)] = []
      let folder = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
      var ancestors: Set<String> = [realPath(folder)]
      try collect(
        in: folder, relative: "", extensions: extensions, isExcluded: isExcluded,
        ancestors: &ancestors, into: &found)
      found.sort { $0.relative.utf8.lexicographicallyPrecedes($1.relative.utf8) }
      files += found.map(\.path)
    }
    return files
  }

  private static func collect(
    in folder: String, relative: String, extensions: Set<String>,
    isExcluded: (_ path: String, _ relativePath: String, _ isDirectory: Bool) -> Bool,
    ancestors: inout Set<String>, into found: inout [(relative: String, path: String)]
  ) throws {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw ExtractionError.unreadableFile(path: folder, reason: error.localizedDescription)
    }
    for name in names where !name.hasPrefix(".") {
      let relativePath = relative.isEmpty ? name : relative + "/" + name
      let path = folder == "/" ? "/" + name : folder + "/" + name
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        continue
      }
      if isExcluded(path, relativePath, isDirectory.boolValue) { continue }
      if isDirectory.boolValue {
        // A symbolic link back to a folder being searched (`Sources/All -> ..`) is a loop:
        // it is not followed. Links to other folders are, as SwiftPM and Xcode follow them.
        let real = realPath(path)
        guard ancestors.insert(real).inserted else { continue }
        defer { ancestors.remove(real) }
        try collect(
          in: path, relative: relativePath, extensions: extensions, isExcluded: isExcluded,
          ancestors: &ancestors, into: &found)
      } else if extensions.contains(pathExtension(of: name)) {
        found.append((relativePath, path))
      }
    }
  }

  /// The extension of the file `name`, without its dot (empty when it has none).
  private static func pathExtension(of name: String) -> String {
    guard let dot = name.lastIndex(of: ".") else { return "" }
    return String(name[name.index(after: dot)...])
  }

  /// `path` with every symbolic link resolved.
  private static func realPath(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }
}
