/// One target of a Swift package, as its manifest declares it and SwiftPM's layout rules place
/// it on disk.
public struct PackageTarget: Sendable, Hashable {
  /// What a target is, by the `PackageDescription` function that declares it.
  public enum Kind: String, Sendable, Hashable {
    /// `.target(...)`: a library module.
    case regular
    /// `.executableTarget(...)`.
    case executable
    /// `.testTarget(...)`, found under `Tests/` by default.
    case test
    /// `.macro(...)`: a compiler plug-in, built for the host.
    case macro
    /// `.plugin(...)`, found under `Plugins/` by default.
    case plugin
    /// `.binaryTarget(...)`: a prebuilt `.xcframework`, without sources.
    case binary
    /// `.systemLibrary(...)`: a module map over a system library, without Swift sources.
    case system
  }

  /// The target's name (its module name).
  public var name: String
  /// How it is declared.
  public var kind: Kind
  /// Its folder, absolute: `path:` relative to the package, or SwiftPM's default
  /// (`Sources/<name>`, or `Source/`, `src/`, `srcs/` when that is the package's source folder;
  /// `Tests/<name>` for tests; `Plugins/<name>` for plugins). A binary target fetched from a
  /// `url:` has no folder in the repository: its folder is the package's.
  public var folder: String
  /// The Swift files SwiftPM compiles, absolute and sorted: the `.swift` files under the
  /// folder, restricted to `sources:` when given, without `exclude:`d paths, hidden files and
  /// nested packages.
  public var swiftFiles: [String]
  /// The String Catalogs under the folder (SwiftPM and Xcode process them as resources),
  /// absolute and sorted.
  public var catalogs: [String]
  /// The names in `dependencies:`: other targets (`"Name"`, `.target(name:)`, `.byName(name:)`)
  /// and products (`.product(name:package:)`), without telling the two apart.
  public var dependencies: [String]

  /// Creates a target.
  public init(
    name: String, kind: Kind, folder: String, swiftFiles: [String] = [], catalogs: [String] = [],
    dependencies: [String] = []
  ) {
    self.name = name
    self.kind = kind
    self.folder = folder
    self.swiftFiles = swiftFiles
    self.catalogs = catalogs
    self.dependencies = dependencies
  }
}
