import Foundation

/// What `export` and `import` share: the project root, the catalogs, and file output.
struct XLIFFProjectFiles {
  /// The folder `original` paths are relative to: the config file's folder, else the current
  /// directory.
  var root: String
  /// The catalogs (absolute paths), from `--catalog` or `l10n.json`.
  var catalogPaths: [String]

  /// Resolves the project from `--config` / `--catalog`, or the nearest `l10n.json`.
  static func resolve(
    configPath: String?, catalogs: [String], in context: CommandContext
  ) throws(ConfigurationError) -> XLIFFProjectFiles {
    let found =
      configPath.map(context.absolutePath)
      ?? L10nConfiguration.find(
        from: context.workingDirectory)
    let configuration = try found.map { path throws(ConfigurationError) in
      try L10nConfiguration.load(path: path)
    }
    let root = configuration?.rootDirectory ?? context.workingDirectory
    let paths =
      catalogs.isEmpty ? configuration?.catalogs ?? [] : catalogs.map(context.absolutePath)
    return XLIFFProjectFiles(root: root, catalogPaths: paths)
  }

  /// `path` relative to the root: the `original` attribute of its `<file>`.
  func original(of path: String) -> String { PathUtilities.relative(path, to: root) }

  /// The catalog an XLIFF `<file original>` names: the known catalog at that relative path, else
  /// one whose path ends with it, else the file at root/original when it exists.
  func catalogPath(forOriginal original: String) -> String? {
    if let exact = catalogPaths.first(where: { self.original(of: $0) == original }) { return exact }
    if let suffix = catalogPaths.first(where: { $0.hasSuffix("/" + original) }) { return suffix }
    let candidate = PathUtilities.absolute(original, relativeTo: root)
    return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
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
