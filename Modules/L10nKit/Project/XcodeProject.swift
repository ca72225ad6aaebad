import Foundation

/// An Xcode project read from its `project.pbxproj`, without Xcode: its targets, the files and
/// String Catalogs of each, and the build settings that decide what Xcode extracts.
///
/// The file is an old-style property list of objects by id (see `PropertyList`); this is a
/// typed view of the few objects `l10n` needs, as tuist/XcodeProj models them: the group tree
/// (`PBXGroup`, `PBXVariantGroup`, `XCVersionGroup`) gives every file its path, build phases
/// and Xcode 16's synchronized folders give each target its files, and
/// `XCBuildConfiguration`s (with their `.xcconfig` files) give its settings. Unknown objects
/// are ignored, so newer project formats still read.
public struct XcodeProject: Sendable, Hashable {
  /// The `.xcodeproj` folder, absolute.
  public var path: String
  /// The folder that holds the `.xcodeproj`. Paths in the project are relative to it (or to
  /// the project's `projectDirPath` below it, when set).
  public var sourceRoot: String
  /// The project's development region (`developmentRegion`), e.g. `en`.
  public var developmentRegion: String?
  /// The regions the project is localized into (`knownRegions`), `Base` included.
  public var knownRegions: [String]
  /// The project's native targets (and aggregate ones, which have no files), in the order
  /// Xcode lists them.
  public var targets: [XcodeTarget]
  /// The folders of the local packages the project uses, absolute and sorted:
  /// `XCLocalSwiftPackageReference`s, package folders added as file references, and package
  /// folders inside synchronized folders (which Xcode treats as packages, not sources).
  public var localPackages: [String]

  /// Creates a project value.
  public init(
    path: String, sourceRoot: String, developmentRegion: String? = nil, knownRegions: [String] = [],
    targets: [XcodeTarget] = [], localPackages: [String] = []
  ) {
    self.path = path
    self.sourceRoot = sourceRoot
    self.developmentRegion = developmentRegion
    self.knownRegions = knownRegions
    self.targets = targets
    self.localPackages = localPackages
  }

  /// Reads the project in `projectFolder` (a `.xcodeproj` folder, or its `project.pbxproj`;
  /// a relative path is taken from the current directory).
  ///
  /// Throws `ProjectReadError` when `project.pbxproj` is missing, unreadable or malformed, with
  /// the line and column of a syntax error. Files the project names but that are not on disk
  /// are left out of the targets; `.xcconfig` files that are missing are ignored.
  public static func read(projectFolder: String) throws(ProjectReadError) -> XcodeProject {
    var folder = PathUtilities.absolute(
      projectFolder, relativeTo: FileManager.default.currentDirectoryPath)
    // The project file itself names its folder too.
    if folder.hasSuffix("/project.pbxproj") { folder = PathUtilities.directory(of: folder) }
    let bytes = try ProjectFileTree.contents(
      of: folder + "/project.pbxproj", "the project file",
      advice: "pass an .xcodeproj folder that holds a project.pbxproj")
    return try read(bytes: bytes, projectFolder: folder)
  }

  /// Reads the `project.pbxproj` in `bytes` as the file of `projectFolder` (absolute), which
  /// places its files.
  static func read(bytes: [UInt8], projectFolder: String) throws(ProjectReadError)
    -> XcodeProject
  {
    let file = projectFolder + "/project.pbxproj"
    let root = try PropertyList.parse(
      bytes, path: file,
      advice: "; the project file is damaged: fix it, or restore it from version control")
    let sourceRoot = PathUtilities.directory(of: projectFolder)
    var graph = try XcodeObjectGraph(root: root, path: file, sourceRoot: sourceRoot)
    var targets: [XcodeTarget] = []
    for id in graph.project.strings("targets") {
      guard let object = graph.object(id),
        let isa = object.string("isa"), XcodeObjectGraph.targetKinds.contains(isa)
      else { continue }
      targets.append(graph.target(id: id, definition: object))
    }
    InfoPlistKeys.locate(
      &targets, inProjectFile: file, bytes: bytes,
      configFiles: graph.configFiles.sorted { $0.key < $1.key }.flatMap(\.value.files))
    return XcodeProject(
      path: projectFolder, sourceRoot: sourceRoot,
      developmentRegion: graph.project.string("developmentRegion"),
      knownRegions: graph.project.strings("knownRegions"), targets: targets,
      localPackages: graph.localPackages())
  }

  /// The target named `name`, if there is one.
  public func target(named name: String) -> XcodeTarget? {
    targets.first { $0.name == name }
  }
}
