import Foundation

/// Lists the files in a folder on disk, the way Xcode's synchronized groups and SwiftPM's
/// targets see them: recursively, without hidden files, and without looking inside bundles or
/// nested packages.
///
/// It reads folders with POSIX `readdir`, whose entry types spare a `stat` per file: reading
/// projects is on the path of every `l10n` run.
enum ProjectFileTree {
  /// Folder extensions whose contents are one resource (a bundle, a model, a document), not
  /// files of their own: neither Xcode nor SwiftPM compiles the sources inside them.
  static let opaqueFolderExtensions: Set<String> = [
    "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "bundle", "framework",
    "xcframework", "app", "appex", "xpc", "xcodeproj", "xcworkspace", "playground",
    "xcplaygroundpage", "docc", "scnassets", "icon", "rcproject", "mlpackage", "mlmodelc",
    "storyboardc", "nib", "xctemplate", "xcloc",
  ]

  /// How deep `list` searches: deeper folders are left out.
  static let maximumDepth = 64

  /// What `list` found.
  struct Listing: Sendable {
    /// The files, as paths relative to the folder, in no particular order.
    var files: [String] = []
    /// Sub-folders holding a `Package.swift`, relative to the folder: other packages, whose
    /// files were not listed.
    var packages: [String] = []
  }

  /// A folder's identity on disk, so that a symbolic link back up the tree is searched once.
  struct FolderIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  /// The files under `folder` (an absolute path); `isSkipped` sees each sub-folder's path
  /// relative to `folder` and can keep it from being searched. A missing folder lists nothing.
  static func list(folder: String, isSkipped: (String) -> Bool = { _ in false }) -> Listing {
    var listing = Listing()
    var pending: [(absolute: String, relative: String, depth: Int)] = [(folder, "", 0)]
    var visited: Set<FolderIdentity> = []
    while let (absolute, relative, depth) = pending.popLast() {
      _ = forEachEntry(of: absolute, unlessSeenIn: &visited) { name, isDirectory in
        let childRelative = relative.isEmpty ? name : relative + "/" + name
        guard isDirectory else {
          listing.files.append(childRelative)
          return
        }
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")),
          opaqueFolderExtensions.contains(String(name[name.index(after: dot)...]))
        {
          return
        }
        if depth + 1 >= maximumDepth || isSkipped(childRelative) { return }
        let childAbsolute = absolute + "/" + name
        if exists(childAbsolute + "/Package.swift") {
          listing.packages.append(childRelative)
          return
        }
        pending.append((childAbsolute, childRelative, depth + 1))
      }
    }
    return listing
  }

  /// Calls `body` with the name of each entry of the folder at `path` but the hidden ones
  /// (a name starting with `.`) and whether it is a folder; a link is what it points to, and a dangling link is left
  /// out. Returns false, calling nothing, when `path` is not a folder or its identity is in
  /// `visited` already (it is added).
  ///
  /// `readdir`'s entry types spare a `stat` per entry; only a link (or a file system that
  /// gives no types) costs one.
  static func forEachEntry(
    of path: String, unlessSeenIn visited: inout Set<FolderIdentity>,
    _ body: (_ name: String, _ isDirectory: Bool) -> Void
  ) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
      visited.insert(FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
        .inserted,
      let directory = opendir(path)
    else { return false }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = entryName(entry)
      if name.hasPrefix(".") { continue }
      switch Int(entry.pointee.d_type) {
      case Int(DT_DIR): body(name, true)
      case Int(DT_REG): body(name, false)
      default:
        var target = stat()
        guard stat(path + "/" + name, &target) == 0 else { continue }
        body(name, target.st_mode & S_IFMT == S_IFDIR)
      }
    }
    return true
  }

  private static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return "" }
    return String(cString: (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self))
  }

  /// The whole file at `path`, or a `ProjectReadError` saying which file (`what`) could not be
  /// read and what to pass instead (`advice`).
  static func contents(of path: String, _ what: String, advice: String) throws(ProjectReadError)
    -> [UInt8]
  {
    do throws(CatalogError) {
      return try CatalogFile.read(path)
    } catch {
      throw ProjectReadError(
        path: path, message: "cannot read \(what) (\(error.message)); \(advice)")
    }
  }

  /// Whether anything is at `path`.
  static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  /// `path` (absolute) as it is on disk when only the case of its names differs, as a Mac's
  /// file system (case-insensitive by default) finds it: a project written there may say
  /// `IKigaiTests` for the folder `IkigaiTests`, which Xcode builds and Linux does not find.
  /// `path` itself when it exists; nil when it does not exist in any case, or when a name
  /// matches several entries.
  static func resolvingCase(_ path: String) -> String? {
    if exists(path) { return path }
    guard path.hasPrefix("/") else { return nil }
    var resolved = ""
    for name in path.split(separator: "/", omittingEmptySubsequences: true) {
      let exact = resolved + "/" + name
      if exists(exact) {
        resolved = exact
        continue
      }
      guard let directory = opendir(resolved.isEmpty ? "/" : resolved) else { return nil }
      defer { closedir(directory) }
      let folded = name.lowercased()
      var match: String?
      while let entry = readdir(directory) {
        let candidate = entryName(entry)
        guard candidate.lowercased() == folded else { continue }
        if match != nil { return nil }
        match = candidate
      }
      guard let match else { return nil }
      resolved += "/" + match
    }
    return resolved
  }

  /// The folder at `path` as it is on disk, whatever the case of its names (see
  /// `resolvingCase`); nil when there is none.
  static func folderInAnyCase(_ path: String) -> String? {
    if isDirectory(path) { return path }
    return resolvingCase(path).flatMap { isDirectory($0) ? $0 : nil }
  }

  /// Whether `path` is a folder (or a link to one).
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// `relative` appended to `base` (an absolute, normalized path), normalized: a plain
  /// relative path is only joined, anything else goes through `PathUtilities.absolute`.
  static func appending(_ relative: String, to base: String) -> String {
    guard isPlainRelativePath(relative) else {
      return PathUtilities.absolute(relative, relativeTo: base)
    }
    return base == "/" ? "/" + relative : base + "/" + relative
  }

  /// Whether `path` is relative and has no empty, `.` or `..` component.
  static func isPlainRelativePath(_ path: String) -> Bool {
    var length = 0
    var onlyDots = true
    for byte in path.utf8 {
      if byte == UInt8(ascii: "/") {
        if length == 0 || (onlyDots && length <= 2) { return false }
        length = 0
        onlyDots = true
      } else {
        length += 1
        if byte != UInt8(ascii: ".") { onlyDots = false }
      }
    }
    return length > 0 && !(onlyDots && length <= 2)
  }

  /// Whether `path` is `prefix` or lies below it; both are relative paths.
  static func path(_ path: String, isWithin prefix: String) -> Bool {
    if prefix.isEmpty || prefix == "." { return true }
    let trimmed = prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
    return path == trimmed || path.hasPrefix(trimmed + "/")
  }

  /// `paths` sorted by their UTF-8 bytes (the same on every platform) without duplicates.
  static func sortedUnique(_ paths: some Sequence<String>) -> [String] {
    Set(paths).sorted(by: precedesInUTF8)
  }

  /// Whether `a` sorts before `b` by their UTF-8 bytes, compared with `memcmp`: the generic
  /// comparison of two `UTF8View`s costs more than reading the project.
  static func precedesInUTF8(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { x in
      b.withUTF8 { y in
        let common = min(x.count, y.count)
        let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
        return order != 0 ? order < 0 : x.count < y.count
      }
    }
  }
}
