/// What a `Package.swift` declares, read lexically: the manifest is Swift code, which `l10n`
/// must not run, so it reads the calls the manifest spells out with literals and says, in
/// `notes`, what it could not understand instead of guessing.
///
/// Understood: `Package(name:defaultLocalization:targets:...)` with its arguments in any order;
/// the target functions (`.target`, `.executableTarget`, `.testTarget`, `.macro`, `.plugin`,
/// `.binaryTarget`, `.systemLibrary`, with or without `Target.`) and their `name:`, `path:`,
/// `exclude:`, `sources:`, `resources:` and `dependencies:` as string literals; a `targets:`
/// given as an array literal, or as a variable initialized with one (plus its literal
/// `append`s and `+=`s). Anything else (loops, computed names, helper functions) is a note
/// saying where it is.
public struct PackageManifest: Sendable, Hashable {
  /// The `Package.swift` file, absolute.
  public var path: String
  /// The package's `name:`, when it is a string literal.
  public var name: String?
  /// Its `defaultLocalization:`, when it is a string literal.
  public var defaultLocalization: String?
  /// The targets the reader could understand, in manifest order.
  public var targets: [PackageTarget]
  /// What could not be understood, with positions in the manifest.
  public var notes: [ProjectNote]

  /// Creates a manifest value.
  public init(
    path: String, name: String? = nil, defaultLocalization: String? = nil,
    targets: [PackageTarget] = [], notes: [ProjectNote] = []
  ) {
    self.path = path
    self.name = name
    self.defaultLocalization = defaultLocalization
    self.targets = targets
    self.notes = notes
  }

  /// Reads the manifest at `path` (a `Package.swift`; a relative path is taken from the
  /// current directory) and places its targets on disk by SwiftPM's rules.
  ///
  /// Throws `ProjectReadError` only when the file cannot be read; a manifest that is not
  /// understood, even not at all, yields notes.
  public static func read(path: String) throws(ProjectReadError) -> PackageManifest {
    var reader = ManifestReader(path: path)
    return try reader.read()
  }

  /// The target named `name`, if the reader found one.
  public func target(named name: String) -> PackageTarget? {
    targets.first { $0.name == name }
  }
}
