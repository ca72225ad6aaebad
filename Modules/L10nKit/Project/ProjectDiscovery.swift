import Foundation

/// Finds a repository's Xcode projects and Swift packages and assembles their targets into a
/// `ProjectModel`, without building anything.
enum ProjectDiscovery {
  /// Folders never searched: build products, dependencies checked out by other tools, and
  /// Xcode's own bundles (a `.xcodeproj` is read as a project, not searched).
  static let skippedFolders: Set<String> = [
    ".build", "DerivedData", "Pods", "Carthage", "node_modules", "build", ".swiftpm",
  ]

  /// What a walk of the repository found.
  struct Inventory {
    var projects: [String] = []
    var manifests: [String] = []
    var swiftFiles: [String] = []
    var catalogs: [String] = []
    /// Core Data models (`.xcdatamodeld`, or a lone `.xcdatamodel`).
    var dataModels: [String] = []
    /// Specs a tool generates an Xcode project from: XcodeGen's `project.yml` and Tuist's
    /// `Project.swift` (one that imports `ProjectDescription`).
    var projectSpecs: [String] = []
  }

  /// Walks `root`, skipping hidden entries, `skippedFolders` and what `isExcluded` rejects
  /// (given the path relative to the root); `onProject` sees each Xcode project as soon as it
  /// is found.
  static func inventory(
    root: String, isExcluded: (String) -> Bool, onProject: (String) -> Void = { _ in }
  ) -> Inventory {
    var found = Inventory()
    // Each folder, and whether it is in Tuist's helpers (their files describe the project).
    let helpers = "ProjectDescriptionHelpers"
    var queue = [(root, root.split(separator: "/").contains { $0 == helpers })]
    // Each real folder once: symbolic link loops end.
    var seen: Set<ProjectFileTree.FolderIdentity> = []
    while let (folder, inHelpers) = queue.popLast() {
      var entries: [(name: String, isDirectory: Bool)] = []
      let listed = ProjectFileTree.forEachEntry(of: folder, unlessSeenIn: &seen) {
        entries.append(($0, $1))
      }
      guard listed else { continue }
      for (name, isDirectory) in entries.sorted(by: { $0.name < $1.name }) {
        let path = folder + "/" + name
        let relative = PathUtilities.relative(path, to: root)
        guard !isExcluded(relative) else { continue }
        if isDirectory {
          if name.hasSuffix(".xcodeproj") {
            if ProjectFileTree.exists(path + "/project.pbxproj") {
              found.projects.append(path)
              onProject(path)
            }
          } else if name.hasSuffix(".xcstrings") || name.hasSuffix(".xcloc") {
            // A folder catalog, or an Xcode localization export (`de.xcloc`): its catalogs
            // are snapshots written for translators, which no target builds.
            continue
          } else if name.hasSuffix(".xcdatamodeld") || name.hasSuffix(".xcdatamodel") {
            found.dataModels.append(path)
          } else if !skippedFolders.contains(name), !isExcluded(relative + "/") {
            queue.append((path, inHelpers || name == helpers))
          }
        } else if name == "Package.swift" {
          // Tuist's `Tuist/Package.swift` lists the project's dependencies: no app target.
          if PathUtilities.fileName(folder) != "Tuist" { found.manifests.append(path) }
        } else if name.hasSuffix(".swift") {
          // Tuist's manifests and helpers describe the project; no target compiles them.
          if inHelpers { continue }
          if Self.tuistManifestNames.contains(name), isTuistManifest(path) {
            if name == "Project.swift" {
              found.projectSpecs.append(path)
            }
            continue
          }
          found.swiftFiles.append(path)
        } else if name == "project.yml" || name == "project.yaml" {
          found.projectSpecs.append(path)
        } else if name.hasSuffix(".xcstrings") {
          found.catalogs.append(path)
        }
      }
    }
    found.projects.sort()
    found.manifests.sort()
    found.swiftFiles.sort()
    found.catalogs.sort()
    found.dataModels.sort()
    return found
  }

  /// The names of Tuist's manifests (each imports `ProjectDescription`).
  static let tuistManifestNames: Set<String> = [
    "Project.swift", "Workspace.swift", "Tuist.swift", "Config.swift",
  ]

  /// Whether the Swift file at `path` is a Tuist manifest (it imports `ProjectDescription`).
  private static func isTuistManifest(_ path: String) -> Bool {
    guard let bytes = try? ProjectFileTree.contents(of: path, "Project.swift", advice: "") else {
      return false
    }
    return bytes.withUnsafeBufferPointer {
      bytesFind(Array("import ProjectDescription".utf8), in: $0, from: 0) != nil
    }
  }

  /// The project specs with no Xcode project beside them: the project is generated from them
  /// (and usually not committed).
  static func ungeneratedSpecs(_ found: Inventory) -> [String] {
    let projectFolders = Set(found.projects.map { ($0 as NSString).deletingLastPathComponent })
    return found.projectSpecs.filter {
      !projectFolders.contains(($0 as NSString).deletingLastPathComponent)
    }
  }

  /// The model of the repository at `root`: every project and package found (or only
  /// `projects`, when given), with excluded files left out of every target. `hasTargets`: the
  /// configuration lists targets of its own, so a project spec nothing generated from needs no
  /// warning (they stand for its targets).
  static func discover(
    root: String, projects explicit: [String]? = nil, hasTargets: Bool = false,
    isExcluded: (String) -> Bool
  ) -> ProjectModel {
    // Each Xcode project the walk finds is read on another thread at once: the walk of a big
    // repository and its biggest file (the project of a thousand-file app) overlap.
    let early = ParallelResults<(String, Result<XcodeProject, ProjectReadError>)>(count: 0)
    let earlyReads = DispatchGroup()
    let found = inventory(root: root, isExcluded: isExcluded) { path in
      guard explicit == nil else { return }
      DispatchQueue.global().async(group: earlyReads) {
        early.append(
          (
            path,
            Result { () throws(ProjectReadError) in try XcodeProject.read(projectFolder: path) }
          ))
      }
    }
    let projectPaths =
      explicit?.filter { !$0.hasSuffix(".swift") && !isXcodeGenSpec($0) }
      ?? found.projects
    // The projects not read during the walk (those listed in l10n.json).
    let latePaths = explicit == nil ? [] : projectPaths
    let manifestPaths =
      explicit?.filter { $0.hasSuffix(".swift") && !isTuistManifestPath($0) } ?? found.manifests
    // A spec with its generated project beside it is read through the project; a spec alone,
    // as XcodeGen or Tuist reads it (unless l10n.json's targets stand for its targets).
    let specPaths =
      explicit?.filter(isProjectSpec) ?? (hasTargets ? [] : ungeneratedSpecs(found))
    var targets: [ProjectModel.Target] = []
    var notes: [ProjectNote] = []
    var developmentRegion: String?
    var knownRegions: [String] = []
    func kept(_ paths: [String]) -> [String] {
      paths.filter { !isExcluded(PathUtilities.relative($0, to: root)) }
    }
    // Every project and manifest is read at once, on every core (a repository can hold several
    // projects and dozens of local packages); what they give is taken in their order.
    let projects = ParallelResults<Result<XcodeProject, ProjectReadError>>(
      count: latePaths.count)
    let manifests = ParallelResults<Result<PackageManifest, ProjectReadError>>(
      count: manifestPaths.count)
    let specs = ParallelResults<
      Result<
        (project: XcodeProject, notes: [ProjectNote], included: Set<String>), ProjectReadError
      >
    >(count: specPaths.count)
    DispatchQueue.concurrentPerform(
      iterations: latePaths.count + manifestPaths.count + specPaths.count
    ) { index in
      if index < latePaths.count {
        projects.store(
          Result { () throws(ProjectReadError) in
            try XcodeProject.read(projectFolder: latePaths[index])
          }, at: index)
      } else if index < latePaths.count + manifestPaths.count {
        let index = index - latePaths.count
        manifests.store(
          Result { () throws(ProjectReadError) in
            try PackageManifest.read(path: manifestPaths[index])
          }, at: index)
      } else {
        let index = index - latePaths.count - manifestPaths.count
        let path = specPaths[index]
        specs.store(
          Result { () throws(ProjectReadError) in
            isTuistManifestPath(path)
              ? try TuistManifest.read(path: path) : try XcodeGenSpec.read(path: path)
          }, at: index)
      }
    }
    earlyReads.wait()
    var read = Dictionary(
      early.takeValues().compactMap { $0 }, uniquingKeysWith: { first, _ in first })
    for (path, result) in zip(latePaths, projects.takeValues()) { read[path] = result }
    var projectResults = projectPaths.map { ($0, read[$0]) }
    // A spec another spec includes is read as part of it, not as a project of its own.
    let specResults = zip(specPaths, specs.takeValues()).map { ($0, $1) }
    var included: Set<String> = []
    for case (_, .success(let read)?) in specResults { included.formUnion(read.included) }
    for (path, result) in specResults where !included.contains(path) {
      switch result {
      case .success(let read)?:
        notes += read.notes
        projectResults.append((path, .success(read.project)))
      case .failure(let error)?:
        projectResults.append((path, .failure(error)))
      case nil:
        continue
      }
    }
    for (path, result) in projectResults {
      guard let result else { continue }
      do throws(ProjectReadError) {
        let project = try result.get()
        let missing = kept(Array(Set(project.targets.flatMap(\.missingSwiftFiles)))).sorted()
        if let note = missingFilesNote(missing, project: path, root: root) { notes.append(note) }
        let missingCatalogs = kept(Array(Set(project.targets.flatMap(\.missingCatalogs)))).sorted()
        if let note = missingCatalogsNote(missingCatalogs, project: path, root: root) {
          notes.append(note)
        }
        notes += missingInfoPlistNotes(project.targets, project: path, root: root)
        notes += missingFolderNotes(
          project.targets, project: path, root: root, isKept: { !kept([$0]).isEmpty })
        developmentRegion = developmentRegion ?? project.developmentRegion
        for region in project.knownRegions where region != "Base" && !knownRegions.contains(region)
        {
          knownRegions.append(region)
        }
        for target in project.targets {
          var modelTarget = ProjectModel.Target(
            name: target.name, kind: kind(of: target.productType), origin: path,
            swiftFiles: kept(target.swiftFiles), catalogs: kept(target.catalogs),
            interfaceFiles: target.interfaceFiles,
            macroNames: target.localizedStringMacroNames,
            emitsSwiftStrings: target.emitsSwiftStrings,
            dependencies: target.packageProducts + target.dependencies)
          modelTarget.objectiveCFiles = kept(target.objectiveCFiles)
          modelTarget.platforms = target.platforms
          modelTarget.scansSwiftUIText = target.scansSwiftUIText
          // A spec's settings are named by the spec itself.
          modelTarget.infoPlistEntries = target.infoPlistEntries.map { entry in
            var entry = entry
            if entry.location.path.isEmpty {
              entry.location = SourceLocation(path: path, line: 1, column: 1)
            }
            return entry
          }
          targets.append(modelTarget)
        }
      } catch {
        let what =
          isXcodeGenSpec(path) ? "spec" : isTuistManifestPath(path) ? "manifest" : "project"
        notes.append(
          ProjectNote(
            path: error.path, line: error.line, column: error.column,
            message: error.message + " (the \(what) is left out)"))
      }
    }
    for (path, result) in zip(manifestPaths, manifests.takeValues()) {
      guard let result else { continue }
      do throws(ProjectReadError) {
        let manifest = try result.get()
        notes += manifest.notes
        for target in manifest.targets {
          let modelKind: ProjectModel.Target.Kind
          switch target.kind {
          case .regular, .executable, .macro: modelKind = .package
          case .test: modelKind = .test
          case .plugin, .binary, .system: continue
          }
          targets.append(
            ProjectModel.Target(
              name: target.name, kind: modelKind, origin: path,
              swiftFiles: kept(target.swiftFiles), catalogs: kept(target.catalogs),
              macroNames: XcodeTarget.defaultLocalizedStringMacroNames,
              dependencies: target.dependencies))
        }
      } catch {
        notes.append(
          ProjectNote(
            path: error.path, line: error.line, column: error.column,
            message: error.message + " (the package is left out)"))
      }
    }
    let compiled = Set(targets.flatMap(\.swiftFiles))
    let built = Set(targets.flatMap(\.catalogs))
    // A catalog no target builds is still linted (its translations), but neither code nor an
    // Info.plist reaches it (an `InfoPlist.xcstrings` too: no target's Info.plist is its).
    let catalogs = Array(built.union(found.catalogs)).sorted()
    var sources = nonSwiftCatalogs(targets)
    for catalog in catalogs where !built.contains(catalog) { sources[catalog] = .noTarget }
    return ProjectModel(
      root: root, targets: targets, catalogs: catalogs, nonSwiftCatalogs: sources,
      unownedSwiftFiles: found.swiftFiles.filter { !compiled.contains($0) },
      projects: projectPaths + specPaths.filter { !included.contains($0) } + manifestPaths,
      notes: notes,
      developmentRegion: developmentRegion, knownRegions: knownRegions,
      dataModels: found.dataModels)
  }

  /// The warnings for the synchronized folders targets take their files from that are not on
  /// disk, each once with the targets that use it: as for missing Swift files, keys only their
  /// code uses would look unused.
  static func missingFolderNotes(
    _ targets: [XcodeTarget], project: String, root: String, isKept: (String) -> Bool
  ) -> [ProjectNote] {
    var users: [String: [String]] = [:]
    for target in targets {
      for folder in target.missingFolders where isKept(folder) {
        users[folder, default: []].append(target.name)
      }
    }
    return users.keys.sorted().map { folder in
      let names = users[folder, default: []].map { "'\($0)'" }
      let which =
        names.count == 1
        ? "target \(names[0]) takes its" : "targets \(names.joined(separator: ", ")) take their"
      return ProjectNote(
        path: project,
        message: "the folder \(PathUtilities.relative(folder, to: root)), which \(which) files"
          + " from, does not exist: keys only its code uses look unused, and 'l10n extract'"
          + " would mark them stale (or remove them); check it out or generate it first")
    }
  }

  /// The warnings for the targets that build an `InfoPlist` catalog but whose `INFOPLIST_FILE`
  /// is not on disk: their Info.plist keys can be neither checked nor extracted.
  static func missingInfoPlistNotes(_ targets: [XcodeTarget], project: String, root: String)
    -> [ProjectNote]
  {
    targets.compactMap { target in
      guard let file = target.infoPlist,
        let catalog = target.catalogs.first(where: isInfoPlistCatalog),
        !FileManager.default.fileExists(atPath: file)
      else { return nil }
      return ProjectNote(
        path: project,
        message:
          "the Info.plist of target '\(target.name)' (\(PathUtilities.relative(file, to: root)))"
          + " does not exist: the keys written in it are neither checked against nor extracted"
          + " into \(PathUtilities.fileName(catalog)); check it out or generate it first")
    }
  }

  /// The warning for the Swift files a project's targets compile that are not on disk, if any:
  /// the keys only they use would look unused, and `extract` would mark them stale (or remove
  /// them).
  static func missingFilesNote(_ missing: [String], project: String, root: String) -> ProjectNote? {
    guard !missing.isEmpty else { return nil }
    let one = missing.count == 1
    let shown = missing.prefix(3).map { PathUtilities.relative($0, to: root) }
    let more = missing.count > 3 ? ", and \(missing.count - 3) more" : ""
    let (file, verb, uses, them) =
      one ? ("file", "does", "it uses", "it") : ("files", "do", "they use", "them")
    return ProjectNote(
      path: project,
      message: "\(missing.count) Swift \(file) its targets compile \(verb) not exist ("
        + shown.joined(separator: ", ") + more + "): keys only \(uses) look unused, and "
        + "'l10n extract' would mark them stale (or remove them); check \(them) out or generate"
        + " \(them) first")
  }

  /// A warning about the catalogs a project's targets build that are not on disk (the project
  /// lists them; a checkout without them, or a file deleted but still referenced).
  static func missingCatalogsNote(_ missing: [String], project: String, root: String)
    -> ProjectNote?
  {
    guard !missing.isEmpty else { return nil }
    let one = missing.count == 1
    let shown = missing.prefix(3).map { PathUtilities.relative($0, to: root) }
    let more = missing.count > 3 ? ", and \(missing.count - 3) more" : ""
    return ProjectNote(
      path: project,
      message: "\(missing.count) \(one ? "catalog" : "catalogs") its targets build "
        + "\(one ? "does" : "do") not exist (" + shown.joined(separator: ", ") + more
        + "): Xcode's build fails, and the keys its code uses are not checked; restore "
        + "\(one ? "it" : "them") (a checkout may lack \(one ? "it" : "them")), or remove "
        + "\(one ? "it" : "them") from the project")
  }

  /// Whether `path` names an XcodeGen spec (`project.yml`, or another `.yml` given by name).
  static func isXcodeGenSpec(_ path: String) -> Bool {
    path.hasSuffix(".yml") || path.hasSuffix(".yaml")
  }

  /// Whether `path` names a Tuist manifest (`Project.swift`).
  static func isTuistManifestPath(_ path: String) -> Bool {
    PathUtilities.fileName(path) == "Project.swift"
  }

  /// Whether `path` names a project spec a tool generates the Xcode project from.
  static func isProjectSpec(_ path: String) -> Bool {
    isXcodeGenSpec(path) || isTuistManifestPath(path)
  }

  /// The model's kind for an Xcode product type.
  static func kind(of productType: String?) -> ProjectModel.Target.Kind {
    guard let type = productType else { return .other }
    if type == "com.apple.product-type.application"
      || type.hasPrefix("com.apple.product-type.application.")
    {
      return .app
    }
    if type.contains("extension") { return .appExtension }
    if type.contains("test") { return .test }
    if type.contains("framework") || type.contains("library") { return .framework }
    return .other
  }

  /// The catalogs whose keys come from Info.plist, by their names alone: `InfoPlist.xcstrings`,
  /// also named for its target (`BOT-anist-InfoPlist.xcstrings`, as in Apple's sample, where
  /// Xcode writes `CFBundleName` and the `INFOPLIST_KEY_` settings' keys
  /// `extracted_with_value`). `AppShortcuts.xcstrings` holds the phrases of Swift code.
  static func nonSwiftCatalogs(byName catalogs: [String]) -> [String: ProjectModel.CatalogSource] {
    var result: [String: ProjectModel.CatalogSource] = [:]
    for catalog in catalogs where isInfoPlistCatalog(catalog) { result[catalog] = .infoPlist }
    return result
  }

  /// Whether the catalog at `path` holds Info.plist keys by its name (see
  /// ``nonSwiftCatalogs(byName:)``).
  static func isInfoPlistCatalog(_ path: String) -> Bool {
    let table = LoadedCatalog.table(of: path)
    return table == "InfoPlist" || table.hasSuffix("-InfoPlist")
  }

  /// The catalogs whose keys come from Info.plist or an interface file.
  static func nonSwiftCatalogs(_ targets: [ProjectModel.Target]) -> [String: ProjectModel
    .CatalogSource]
  {
    var result: [String: ProjectModel.CatalogSource] = [:]
    for target in targets {
      var interfaces: [String: String] = [:]
      for file in target.interfaceFiles {
        interfaces[baseName(file)] = interfaces[baseName(file)] ?? file
      }
      result.merge(nonSwiftCatalogs(byName: target.catalogs)) { first, _ in first }
      for catalog in target.catalogs where result[catalog] == nil {
        if let file = interfaces[LoadedCatalog.table(of: catalog)] {
          result[catalog] = .interfaceFile(file)
        }
      }
    }
    return result
  }

  /// A file name without its folder and extension.
  static func baseName(_ path: String) -> String {
    let name = PathUtilities.fileName(path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
