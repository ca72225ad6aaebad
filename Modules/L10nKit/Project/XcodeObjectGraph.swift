import Foundation

/// The objects of one `project.pbxproj`, with the paths of its files and what its synchronized
/// folders hold on disk: the typed view behind `XcodeProject.read`.
///
/// Paths come from walking the group tree down from the main group; an element the walk does
/// not reach (a damaged project) is taken relative to the project directory, as XcodeProj does.
/// A target's members come from three places:
/// - its Sources and Resources phases (`PBXBuildFile.fileRef`, a `PBXVariantGroup` giving its
///   children, e.g. `Base.lproj/Main.storyboard` and `mul.lproj/Main.xcstrings`);
/// - its synchronized folders (`fileSystemSynchronizedGroups`): the files on disk under the
///   folder, minus the `membershipExceptions` of the folder's exception sets for this target;
/// - other synchronized folders whose exception sets name this target: for a target that does
///   not have the folder, an exception is a file it *does* have. (Pearcleaner's `Shared` folder
///   belongs to the helper tool, with `AppGroupDefaults.swift` excepted for it and listed for
///   the app and the Finder extension, which both use it; its `Style` folder belongs to no
///   target and lists all seven files for the app, which uses them.)
///
/// A `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet` puts the files it lists in
/// its `buildPhase` (Pearcleaner copies a plist of the helper's folder with the app's Copy Files
/// phase): for the phase's target they leave the folder's default membership, if it has the
/// folder, and count only when the phase is a Sources or Resources phase.
struct XcodeObjectGraph {
  /// The elements whose `children` the group walk descends into.
  static let groupKinds: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]
  /// The objects `XcodeProject.targets` lists.
  static let targetKinds: Set<String> = [
    "PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget",
  ]
  /// Xcode 16's synchronized folders: files on disk, not in the project file.
  static let synchronizedGroupKind = "PBXFileSystemSynchronizedRootGroup"

  /// The objects by id, as the file has them.
  private let values: [String: PropertyList]
  /// The `PBXProject` object.
  let project: PropertyListDictionary
  /// The folder holding the `.xcodeproj`.
  let sourceRoot: String
  /// `$(PROJECT_DIR)` and `$(SRCROOT)`: `sourceRoot` with the project's `projectDirPath`.
  let projectDirectory: String
  /// The project's name (`PROJECT_NAME`).
  let projectName: String
  /// The absolute path of every element the group walk reached, when it is in the repository.
  private(set) var paths: [String: String] = [:]
  /// Every element the group walk reached, whether or not it has a path here.
  private(set) var reached: Set<String> = []
  /// The target of each build phase.
  private(set) var phaseTargets: [String: String] = [:]
  /// The ids of the project's synchronized folders (`PBXFileSystemSynchronizedRootGroup`).
  let synchronizedFolders: [String]
  /// The folders of the `XCLocalSwiftPackageReference`s, absolute.
  private let packageReferences: [String]
  /// The ids of the file references to folders, which may be local packages.
  private let folderReferences: [String]
  /// What each synchronized folder holds on disk, computed when first needed.
  private var listings: [String: (folder: String, listing: ProjectFileTree.Listing)] = [:]
  /// `.xcconfig` files already read, by path.
  private(set) var configFiles: [String: BuildSettingsLevel] = [:]

  init(root: PropertyList, path: String, sourceRoot: String) throws(ProjectReadError) {
    guard let top = root.dictionary else {
      throw ProjectReadError(
        path: path, line: 1, column: 1,
        message: "the file is not a dictionary of objects; pass an Xcode project file")
    }
    guard let objectsValue = top["objects"]?.dictionary else {
      throw ProjectReadError(
        path: path, line: top.position.line, column: top.position.column,
        message: "the file has no 'objects' dictionary; pass an Xcode project file")
    }
    let values = objectsValue.entries
    guard let rootID = top.string("rootObject"), let project = values[rootID]?.dictionary,
      project.string("isa") == "PBXProject"
    else {
      throw ProjectReadError(
        path: path, line: top.position.line, column: top.position.column,
        message:
          "'rootObject' names no PBXProject object; the project file is damaged: restore it from"
          + " version control")
    }
    self.values = values
    self.project = project
    self.sourceRoot = sourceRoot
    let directoryPath = project.string("projectDirPath") ?? ""
    self.projectDirectory =
      directoryPath.isEmpty
      ? sourceRoot : PathUtilities.absolute(directoryPath, relativeTo: sourceRoot)
    let folderName = PathUtilities.directory(of: path).split(separator: "/").last ?? ""
    self.projectName = String(
      folderName.hasSuffix(".xcodeproj") ? folderName.dropLast(".xcodeproj".count) : folderName)
    var folders: [String] = []
    var packages: [String] = []
    var folderReferences: [String] = []
    for (id, value) in values {
      guard let object = value.dictionary, let isa = object.string("isa") else { continue }
      switch isa {
      case Self.synchronizedGroupKind:
        folders.append(id)
        continue
      case "XCLocalSwiftPackageReference":
        if let relative = object.string("relativePath") {
          packages.append(PathUtilities.absolute(relative, relativeTo: sourceRoot))
        }
        continue
      case "PBXFileReference":
        // Before Xcode 15 a local package was a folder reference (`wrapper` or `folder`).
        let type = object.string("lastKnownFileType")
        if type == "wrapper" || type == "folder" { folderReferences.append(id) }
        continue
      default:
        break
      }
      guard Self.targetKinds.contains(isa) else { continue }
      for phase in object.strings("buildPhases") { phaseTargets[phase] = id }
    }
    self.synchronizedFolders = folders.sorted()
    self.packageReferences = packages
    self.folderReferences = folderReferences
    if let mainGroup = project.string("mainGroup") { walkGroups(from: mainGroup) }
  }

  /// The object `id`, when it is a dictionary.
  func object(_ id: String) -> PropertyListDictionary? {
    values[id]?.dictionary
  }

  // MARK: Paths

  /// Gives every element under `mainGroup` its path; each element is visited once, so a cycle
  /// in a damaged group tree ends the walk instead of looping.
  private mutating func walkGroups(from mainGroup: String) {
    var pending: [(id: String, parent: String?)] = [(mainGroup, projectDirectory)]
    while let (id, parent) = pending.popLast() {
      guard reached.insert(id).inserted, let element = object(id) else { continue }
      let own = elementPath(element, parent: parent)
      if let own { paths[id] = own }
      guard let isa = element.string("isa"), Self.groupKinds.contains(isa) else { continue }
      for child in element.strings("children").reversed() { pending.append((child, own)) }
    }
  }

  /// An element's path from its `sourceTree`: `<group>` is relative to the parent group,
  /// `SOURCE_ROOT` to the project directory, `<absolute>` is absolute; other trees
  /// (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`...) are not in the repository.
  private func elementPath(_ element: PropertyListDictionary, parent: String?) -> String? {
    let base: String?
    switch element.string("sourceTree") ?? "<group>" {
    case "<group>", "": base = parent
    case "SOURCE_ROOT": base = projectDirectory
    case "<absolute>": base = "/"
    default: base = nil
    }
    guard let base else { return nil }
    guard let path = element.string("path"), !path.isEmpty else { return base }
    return ProjectFileTree.appending(path, to: base)
  }

  /// The absolute path of the element `id`, or `nil` when it is not in the repository.
  func path(of id: String) -> String? {
    if let path = paths[id] { return path }
    guard !reached.contains(id), let element = object(id) else { return nil }
    return elementPath(element, parent: projectDirectory)
  }

  /// The files a build file's `fileRef` stands for: the file itself, or the children of a
  /// variant group (`Main.storyboard` → `Base.lproj/Main.storyboard`, `mul.lproj/...`).
  func files(ofElement id: String) -> [String] {
    guard let element = object(id) else { return [] }
    switch element.string("isa") {
    case "PBXFileReference":
      return path(of: id).map { [$0] } ?? []
    case "PBXVariantGroup", "XCVersionGroup":
      return element.strings("children").compactMap { child in
        object(child)?.string("isa") == "PBXFileReference" ? path(of: child) : nil
      }
    default:
      return []
    }
  }

  // MARK: Synchronized folders

  /// The files on disk under the synchronized folder `id`, relative to it (its
  /// `explicitFolders` are one resource each and not searched).
  mutating func listing(ofFolder id: String) -> (folder: String, listing: ProjectFileTree.Listing)?
  {
    if let listed = listings[id] { return listed }
    guard let path = path(of: id) else { return nil }
    // Found as a Mac finds it, whatever the case of its names.
    let folder = ProjectFileTree.resolvingCase(path) ?? path
    let opaque = Set(object(id)?.strings("explicitFolders") ?? [])
    let listing = ProjectFileTree.list(folder: folder) { opaque.contains($0) }
    listings[id] = (folder, listing)
    return (folder, listing)
  }

  // MARK: Targets

  /// Which files of a target are kept, by the phase they come from.
  private enum Source {
    case sources, resources, synchronized

    init?(phaseKind: String?) {
      switch phaseKind {
      case "PBXSourcesBuildPhase": self = .sources
      case "PBXResourcesBuildPhase": self = .resources
      default: return nil
      }
    }

    func accepts(_ kind: ProjectFileKind) -> Bool {
      switch (self, kind) {
      case (.synchronized, _), (.sources, .swift), (.sources, .objectiveC), (.sources, .interface),
        (.resources, .catalog), (.resources, .interface):
        return true
      default:
        return false
      }
    }
  }

  /// The target `id`, with its members and settings.
  mutating func target(id: String, definition: PropertyListDictionary) -> XcodeTarget {
    let name = definition.string("name") ?? definition.string("productName") ?? id
    var members: [ProjectFileKind: Set<String>] = [:]
    var missing: Set<String> = []
    var missingCatalogs: Set<String> = []
    var missingFolders: Set<String> = []
    func add(_ path: String, from source: Source, checkingDisk: Bool) {
      guard let kind = ProjectFileKind(path: path), source.accepts(kind) else { return }
      var path = path
      if checkingDisk {
        // Found as a Mac finds it, whatever the case of its names.
        guard let onDisk = ProjectFileTree.resolvingCase(path) else {
          if kind == .swift { missing.insert(path) }
          if kind == .catalog { missingCatalogs.insert(path) }
          return
        }
        path = onDisk
      }
      members[kind, default: []].insert(path)
    }

    for phase in definition.strings("buildPhases") {
      guard let source = Source(phaseKind: object(phase)?.string("isa")) else { continue }
      for buildFile in object(phase)?.strings("files") ?? [] {
        guard let reference = object(buildFile)?.string("fileRef") else { continue }
        for file in files(ofElement: reference) { add(file, from: source, checkingDisk: true) }
      }
    }

    let ownFolders = definition.strings("fileSystemSynchronizedGroups")
    for folderID in synchronizedFolders {
      let owned = ownFolders.contains(folderID)
      var excluded: [String] = []
      var included: [(paths: [String], source: Source)] = []
      for exceptionID in object(folderID)?.strings("exceptions") ?? [] {
        guard let exception = object(exceptionID) else { continue }
        let listed = exception.strings("membershipExceptions")
        switch exception.string("isa") {
        case "PBXFileSystemSynchronizedBuildFileExceptionSet":
          guard exception.string("target") == id else { continue }
          if owned { excluded += listed } else { included.append((listed, .synchronized)) }
        case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
          guard let phase = exception.string("buildPhase"), phaseTargets[phase] == id else {
            continue
          }
          if owned { excluded += listed }
          if let source = Source(phaseKind: object(phase)?.string("isa")) {
            included.append((listed, source))
          }
        default:
          continue
        }
      }
      guard owned || !included.isEmpty, let (folder, listing) = listing(ofFolder: folderID)
      else { continue }
      // A folder not on disk (a submodule not checked out, a folder a build step makes).
      if owned, listing.files.isEmpty, !FileManager.default.fileExists(atPath: folder) {
        missingFolders.insert(folder)
      }
      for file in listing.files {
        let absolute = folder + "/" + file
        if owned, !excluded.contains(where: { ProjectFileTree.path(file, isWithin: $0) }) {
          add(absolute, from: .synchronized, checkingDisk: false)
        }
        for (paths, source) in included
        where paths.contains(where: { ProjectFileTree.path(file, isWithin: $0) }) {
          add(absolute, from: source, checkingDisk: false)
        }
      }
    }

    let settings = settings(of: definition, name: name)
    var target = XcodeTarget(
      name: name, productType: definition.string("productType"),
      swiftFiles: ProjectFileTree.sortedUnique(members[.swift] ?? []),
      catalogs: ProjectFileTree.sortedUnique(members[.catalog] ?? []),
      interfaceFiles: ProjectFileTree.sortedUnique(members[.interface] ?? []),
      infoPlist: settings.infoPlist,
      localizedStringMacroNames: settings.macroNames,
      emitsSwiftStrings: settings.emitsSwiftStrings,
      packageProducts: unique(
        definition.strings("packageProductDependencies").compactMap { product in
          object(product)?.string("productName").map {
            $0.hasPrefix("plugin:") ? String($0.dropFirst("plugin:".count)) : $0
          }
        }),
      dependencies: unique(
        definition.strings("dependencies").compactMap { dependencyName(of: $0) }))
    target.objectiveCFiles = ProjectFileTree.sortedUnique(members[.objectiveC] ?? [])
    target.missingSwiftFiles = missing.sorted()
    target.missingCatalogs = missingCatalogs.sorted()
    target.missingFolders = missingFolders.sorted()
    target.infoPlistEntries = settings.infoPlistEntries
    target.platforms = settings.platforms
    target.scansSwiftUIText = settings.scansSwiftUIText
    return target
  }

  /// The name of the target a `PBXTargetDependency` points to: its `target`, else its `name`,
  /// else its proxy's `remoteInfo` (a target of another project).
  private func dependencyName(of id: String) -> String? {
    guard let dependency = object(id) else { return nil }
    if let target = dependency.string("target"), let name = object(target)?.string("name") {
      return name
    }
    if let name = dependency.string("name") { return name }
    if let proxy = dependency.string("targetProxy") {
      return object(proxy)?.string("remoteInfo")
    }
    return nil
  }

  private func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  // MARK: Build settings

  /// The settings `l10n` reads, over every configuration of the target.
  private mutating func settings(of target: PropertyListDictionary, name: String)
    -> LocalizationSettings
  {
    let projectConfigurations = configurations(of: project)
    var targetConfigurations = configurations(of: target)
    if targetConfigurations.isEmpty {
      // An aggregate target without a configuration list: the project's settings apply.
      targetConfigurations = projectConfigurations.map { ($0.name, []) }
    }
    var settings = LocalizationSettings()
    for (configuration, targetLevels) in targetConfigurations {
      let projectLevels = projectConfigurations.first { $0.name == configuration }?.levels ?? []
      let chain = BuildSettingsChain(
        levels: projectLevels + targetLevels,
        builtins: [
          "SRCROOT": projectDirectory, "SOURCE_ROOT": projectDirectory,
          "PROJECT_DIR": projectDirectory, "PROJECT_NAME": projectName,
          "TARGET_NAME": name, "TARGETNAME": name, "PRODUCT_NAME": name,
          "CONFIGURATION": configuration,
        ])
      settings.add(chain, folder: projectDirectory)
    }
    if targetConfigurations.isEmpty {
      settings.macroNames = XcodeTarget.defaultLocalizedStringMacroNames
    }
    return settings
  }

  /// The configurations of a project or target: each one's name and its levels (its
  /// `.xcconfig`, if it has one that can be read, then its own `buildSettings`).
  private mutating func configurations(of owner: PropertyListDictionary) -> [(
    name: String, levels: [BuildSettingsLevel]
  )] {
    guard let list = owner.string("buildConfigurationList") else { return [] }
    var result: [(name: String, levels: [BuildSettingsLevel])] = []
    for id in object(list)?.strings("buildConfigurations") ?? [] {
      guard let configuration = object(id) else { continue }
      var levels: [BuildSettingsLevel] = []
      if let file = configFilePath(of: configuration) {
        if configFiles[file] == nil { configFiles[file] = BuildSettingsLevel(xcconfigAt: file) }
        levels.append(configFiles[file] ?? BuildSettingsLevel())
      }
      levels.append(BuildSettingsLevel(buildSettings: configuration["buildSettings"]?.dictionary))
      result.append((configuration.string("name") ?? id, levels))
    }
    return result
  }

  /// The `.xcconfig` a configuration is based on: `baseConfigurationReference`, or (Xcode 16)
  /// a path relative to a synchronized folder, `baseConfigurationReferenceAnchor` and
  /// `baseConfigurationReferenceRelativePath`.
  private func configFilePath(of configuration: PropertyListDictionary) -> String? {
    if let reference = configuration.string("baseConfigurationReference") {
      return path(of: reference)
    }
    if let anchor = configuration.string("baseConfigurationReferenceAnchor"),
      let relative = configuration.string("baseConfigurationReferenceRelativePath"),
      let folder = path(of: anchor)
    {
      return PathUtilities.absolute(relative, relativeTo: folder)
    }
    return nil
  }

  // MARK: Local packages

  /// The local packages' folders (see `XcodeProject.localPackages`).
  mutating func localPackages() -> [String] {
    var folders = packageReferences
    for id in folderReferences {
      if let folder = path(of: id), ProjectFileTree.exists(folder + "/Package.swift") {
        folders.append(folder)
      }
    }
    for folderID in synchronizedFolders {
      guard let (folder, listing) = listing(ofFolder: folderID) else { continue }
      folders += listing.packages.map { folder + "/" + $0 }
    }
    return ProjectFileTree.sortedUnique(folders)
  }
}
