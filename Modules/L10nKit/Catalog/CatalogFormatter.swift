/// `l10n format [--check] [--sort] FILES`: rewrites String Catalogs in Xcode's layout.
///
/// The CLI calls these and maps a thrown `CatalogError` to exit code 2; a non-empty result of
/// `check` means "would change" (exit code 1).
public enum CatalogFormatter {
  /// The formatted bytes of one catalog file's bytes: written back in Xcode's layout, in the
  /// order read, or fully re-sorted in Xcode's collation with `sort`.
  public static func formatted(_ bytes: [UInt8], path: String, sort: Bool = false)
    throws(CatalogError) -> [UInt8]
  {
    var catalog = try StringCatalog(bytes: bytes, path: path)
    if sort { catalog.sort() }
    return catalog.bytes()
  }

  /// The paths (of `paths`, in order) whose files are not already formatted; writes nothing.
  /// Throws on the first file that cannot be read or parsed.
  public static func check(paths: [String], sort: Bool = false) throws(CatalogError) -> [String] {
    var changed: [String] = []
    for path in paths {
      let bytes = try CatalogFile.read(path)
      var catalog = try StringCatalog(bytes: bytes, path: path)
      if sort { catalog.sort() }
      if !catalog.serializes(to: bytes) { changed.append(path) }
    }
    return changed
  }

  /// Formats the files in place (atomically; files already formatted are not touched) and
  /// returns the paths that changed. Every file is parsed before any is written, so a bad file
  /// leaves all of them untouched.
  @discardableResult
  public static func format(paths: [String], sort: Bool = false) throws(CatalogError)
    -> [String]
  {
    var pending: [(path: String, catalog: StringCatalog)] = []
    for path in paths {
      let bytes = try CatalogFile.read(path)
      var catalog = try StringCatalog(bytes: bytes, path: path)
      if sort { catalog.sort() }
      // Compare while writing; the file's bytes are released before any output is built.
      if !catalog.serializes(to: bytes) { pending.append((path, catalog)) }
    }
    for file in pending { try file.catalog.write(to: file.path) }
    return pending.map(\.path)
  }
}
