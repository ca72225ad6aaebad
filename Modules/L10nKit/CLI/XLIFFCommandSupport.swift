import Foundation

/// What `export` and `import` share: the project root, the catalogs, and file output.
struct XLIFFProjectFiles {
  /// The folder `original` paths are relative to: the config file's folder, else the current
  /// directory.
  var root: String
  /// The catalogs (absolute paths): `--catalog`, else the project's as `lint` and `status` see
  /// them (those `l10n.json` lists, its targets', and without `l10n.json`, or with `discover`,
  /// every catalog of the discovered Xcode projects and packages).
  var catalogPaths: [String]
  /// The folder of the Xcode project that builds each catalog, when it is not `root`: Xcode
  /// writes `original` relative to the project's folder, wherever the project lies in the
  /// repository.
  var projectFolders: [String: String] = [:]
  /// The Xcode project's file name (`Ketchup.xcodeproj`, an `.xcloc`'s `project`, as Xcode
  /// writes it) when every catalog comes from one project; else nil: the root folder's name.
  var projectName: String?
  /// The workspace (`NodeCrypto.xcworkspace`) beside the project, or in the root, when there is
  /// exactly one: an `.xcloc` names it instead of the project, as Xcode does when the export
  /// runs from the workspace that teams with one open.
  var workspaceName: String?
  /// The catalogs whose `original` is relative to the root although a project builds them:
  /// relative to their projects' folders, two of them would have the same one (an app's
  /// `FlowDown/Resources/Localizable.xcstrings` and its community edition's, built by a
  /// project in another folder), and an import could not tell their units apart.
  var rootRelative: [String] = []
  /// Whether `catalogPaths` are the ones `--catalog` names: then an import writes no other
  /// catalog, even one that a `<file>`'s `original` names on disk.
  var catalogsAreNamed = false

  /// Why the project could not be resolved: the configuration file, or a configured source.
  enum ResolveError: Error, CustomStringConvertible {
    case configuration(ConfigurationError)
    case project(any Error)

    var description: String {
      switch self {
      case .configuration(let error): error.description
      case .project(let error): "\(error)"
      }
    }
  }

  /// Resolves the project from `--config` / `--catalog`, or the nearest `l10n.json`; without
  /// one, the project is discovered from the working directory, as `lint` does.
  static func resolve(
    configPath: String?, catalogs: [String], in context: CommandContext
  ) throws(ResolveError) -> XLIFFProjectFiles {
    let found =
      configPath.map(context.absolutePath)
      ?? L10nConfiguration.find(
        from: context.workingDirectory)
    var configuration = L10nConfiguration(rootDirectory: context.workingDirectory)
    configuration.discovers = true
    if let found {
      do throws(ConfigurationError) {
        configuration = try L10nConfiguration.load(path: found)
      } catch {
        throw .configuration(error)
      }
    }
    let root = configuration.rootDirectory
    guard catalogs.isEmpty else {
      // Each catalog once, however it is spelled (`L.xcstrings`, `./L.xcstrings`).
      var named: [String] = []
      for path in catalogs.map({ normalized(context.absolutePath($0)) }) where !named.contains(path)
      {
        named.append(path)
      }
      var files = XLIFFProjectFiles(root: root, catalogPaths: named)
      files.catalogsAreNamed = true
      files.workspaceName = workspace(in: root)
      return files
    }
    do {
      let model = try LintEngine.model(configuration)
      var files = XLIFFProjectFiles(
        root: root, catalogPaths: model?.catalogs ?? configuration.catalogs)
      var projects: Set<String> = []
      for target in model?.targets ?? [] where target.origin.hasSuffix(".xcodeproj") {
        for catalog in target.catalogs where files.projectFolders[catalog] == nil {
          files.projectFolders[catalog] = PathUtilities.directory(of: target.origin)
          projects.insert(target.origin)
        }
      }
      if projects.count == 1, let project = projects.first,
        files.catalogPaths.allSatisfy({ files.projectFolders[$0] != nil })
      {
        files.projectName = project.split(separator: "/").last.map(String.init)
      }
      // The workspace beside the one Xcode project (`ios/App.xcworkspace`, the CocoaPods
      // layout), else the root's.
      let xcodeProjects = Set(model?.projects.filter { $0.hasSuffix(".xcodeproj") } ?? [])
      if xcodeProjects.count == 1, let project = xcodeProjects.first {
        files.workspaceName = workspace(in: PathUtilities.directory(of: project))
      }
      if files.workspaceName == nil { files.workspaceName = workspace(in: root) }
      files.separateCollidingOriginals()
      return files
    } catch {
      throw .project(error)
    }
  }

  /// The name of the one `.xcworkspace` directly in `folder`, if there is exactly one.
  static func workspace(in folder: String) -> String? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let workspaces = names.filter { $0.hasSuffix(".xcworkspace") }
    return workspaces.count == 1 ? workspaces[0] : nil
  }

  /// Makes every `original` unique: catalogs of different projects at the same path relative
  /// to their projects' folders are written relative to the root instead (see
  /// `rootRelative`), until no two are the same (paths relative to the root differ).
  mutating func separateCollidingOriginals() {
    while true {
      var byOriginal: [String: [String]] = [:]
      for path in catalogPaths { byOriginal[original(of: path), default: []].append(path) }
      let colliding = byOriginal.values.filter { $0.count > 1 }.joined()
        .filter { projectFolders[$0] != nil && projectFolders[$0] != root }
      guard !colliding.isEmpty else { return }
      for path in colliding {
        projectFolders[path] = nil
        rootRelative.append(path)
      }
    }
  }

  /// `path` relative to its Xcode project's folder, else to the root: the `original` attribute
  /// of its `<file>`.
  func original(of path: String) -> String {
    PathUtilities.relative(path, to: projectFolders[path] ?? root)
  }

  /// The catalog an XLIFF `<file original>` names: the known catalog at that relative path, else
  /// one whose path ends with it, else (unless `--catalog` names the catalogs, which are then the
  /// only ones an import writes) the file at root/original when it exists.
  ///
  /// A suffix that several catalogs end with (`Localizable.xcstrings` for `App/…` and `Kit/…`)
  /// finds none: which module's translations these are is not known (see
  /// `catalogsEnding(with:)`).
  ///
  /// `original` is untrusted: it is read with its `.` and `..` resolved (`./L.xcstrings`), and
  /// the file at root/original counts only when it is a `.xcstrings` file inside the root
  /// (`../Other/Localizable.xcstrings` and absolute paths name none: an import writes no file
  /// outside the project that the XLIFF alone names).
  func catalogPath(forOriginal original: String) -> String? {
    let original = Self.normalized(original)
    let exact = catalogPaths.filter { self.original(of: $0) == original || $0 == original }
    if exact.count == 1 { return exact[0] }
    if exact.count > 1 { return nil }
    let suffixed = catalogsEnding(with: original)
    if suffixed.count == 1 { return suffixed[0] }
    if suffixed.count > 1 || catalogsAreNamed { return nil }
    guard !Self.isOutsideRoot(original), original.hasSuffix(".xcstrings") else { return nil }
    let candidate = PathUtilities.absolute(original, relativeTo: root)
    return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
  }

  /// Whether `original` names `catalog` by its path (relative to its project, or absolute)
  /// rather than by a suffix.
  func namesExactly(_ original: String, _ catalog: String) -> Bool {
    let original = Self.normalized(original)
    return self.original(of: catalog) == original || catalog == original
  }

  /// Whether a `normalized` path leaves the root: absolute, or starting with `..`.
  static func isOutsideRoot(_ normalized: String) -> Bool {
    normalized.hasPrefix("/") || normalized == ".." || normalized.hasPrefix("../")
  }

  /// `path` with its empty and `.` components dropped and each `..` applied to the one before
  /// it (kept at the start of a relative path).
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      if part == "..", path.hasPrefix("/") { continue }
      parts.append(part)
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }

  /// The known catalogs whose path ends with `/original` (or whose `original` it is).
  func catalogsEnding(with original: String) -> [String] {
    let original = Self.normalized(original)
    guard !original.isEmpty, !original.hasPrefix("/") else {
      return catalogPaths.filter { $0 == original }
    }
    return catalogPaths.filter {
      self.original(of: $0) == original || $0.hasSuffix("/" + original)
    }
  }

  /// Writes `bytes` atomically (temp file + rename), creating missing folders.
  static func write(_ bytes: [UInt8], to path: String) throws(CatalogError) {
    let folder = PathUtilities.directory(of: path)
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw CatalogError(
        path: folder, line: 0, column: 0, message: "cannot create the folder; check permissions")
    }
    try CatalogFile.write(bytes, to: path)
  }
}
