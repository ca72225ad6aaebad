import Foundation

/// Tuist's project manifest (`Project.swift`), read for the targets of the Xcode project
/// `tuist generate` would write from it, without running it: a repository that commits the
/// manifest and not the project is linted as Xcode would build it.
///
/// `ManifestEvaluator` works out `let project = Project(...)` from the manifest and the helpers
/// of `Tuist/ProjectDescriptionHelpers` (constants, functions, `map`...). What is read:
/// `name`, `options` (`developmentRegion`, `en` by default), `settings` (`base`,
/// `configurations` with their `settings` and `xcconfig`), `packages` (local ones) and the
/// `targets`: `name`, `product`, `sources` (globs with `excluding`), `resources`,
/// `buildableFolders`, `infoPlist`, `settings` and `dependencies`. Tuist's default settings
/// do not set `SWIFT_EMIT_LOC_STRINGS`, so, as in the generated project, the compiler extracts
/// a target's Swift strings only when the manifest (or an `.xcconfig` it names) sets it to
/// `YES` (else only Xcode's source scan does: `ExtractedKey.isFoundBySourceScan`). A
/// target or setting made by code that cannot be worked out is a note at that code.
enum TuistManifest {
  /// Reads the manifest at `path` (absolute, or relative to the current directory).
  static func read(path: String) throws(ProjectReadError) -> (
    project: XcodeProject, notes: [ProjectNote], included: Set<String>
  ) {
    let path = PathUtilities.absolute(path, relativeTo: FileManager.default.currentDirectoryPath)
    let folder = PathUtilities.directory(of: path)
    let root = self.root(from: folder)
    let bytes = try ProjectFileTree.contents(
      of: path, "the Tuist manifest", advice: "pass the path of a Project.swift")
    var files = [(path: path, bytes: bytes)]
    let helpers = root + "/Tuist/ProjectDescriptionHelpers"
    for relative in ProjectFileTree.list(folder: helpers).files.sorted()
    where relative.hasSuffix(".swift") {
      let helper = helpers + "/" + relative
      if let contents = try? ProjectFileTree.contents(of: helper, "a Tuist helper", advice: "") {
        files.append((helper, contents))
      }
    }
    return try read(manifest: path, files: files, root: root)
  }

  /// Reads the manifest at `path` from `files` (the manifest first, then its helpers), paths
  /// taken from `root` (`.relativeToRoot`) and the manifest's folder.
  static func read(
    manifest path: String, files: [(path: String, bytes: [UInt8])], root: String
  ) throws(ProjectReadError) -> (
    project: XcodeProject, notes: [ProjectNote], included: Set<String>
  ) {
    let folder = PathUtilities.directory(of: path)
    var evaluator = ManifestEvaluator(files: files)
    // Tuist takes the `Project` the manifest makes, whatever its constant's name.
    var found = evaluator.constant("project")
    func isProject(_ value: ManifestValue?) -> Bool {
      value?.callName == "Project" || (value?.callName == "init" && value?["product"] == nil)
    }
    if !isProject(found) {
      for name in evaluator.topLevelNames where name != "project" {
        if let value = evaluator.constant(name), isProject(value) {
          found = value
          break
        }
      }
    }
    guard let project = found else {
      throw ProjectReadError(
        path: path, line: 1, column: 1,
        message: "no 'let project = Project(...)' in the Tuist manifest; list its targets in "
          + "l10n.json")
    }
    guard isProject(project) else {
      let location = project.unknownLocation
      throw ProjectReadError(
        path: location?.path ?? path, line: location?.line ?? 1, column: location?.column ?? 1,
        message: "the project is made by code l10n cannot work out"
          + (location.map { " (`\($0.excerpt)`)" } ?? "")
          + "; list its targets in l10n.json, or run 'tuist generate' before l10n")
    }
    let targets = project["targets"] ?? .array([])
    var reader = TargetReader(
      manifest: path, folder: folder, root: root, project: project, files: files)
    var xcodeTargets: [XcodeTarget] = []
    if let elements = targets.array {
      for element in elements {
        if let target = reader.target(element) { xcodeTargets.append(target) }
      }
    } else {
      reader.note(targets, "the targets are made by code l10n cannot work out")
    }
    var packages: [String] = []
    for package in project["packages"]?.array ?? [] {
      guard package.callName == "local" || package.callName == "package",
        let written = reader.path(package["path"])
      else { continue }
      if ProjectFileTree.isDirectory(written) { packages.append(written) }
    }
    let region = project["options"]?["developmentRegion"]?.string ?? "en"
    return (
      XcodeProject(
        path: path, sourceRoot: folder, developmentRegion: region, targets: xcodeTargets,
        localPackages: ProjectFileTree.sortedUnique(packages)),
      reader.notes, []
    )
  }

  /// The folder Tuist takes as the root (`.relativeToRoot`): the nearest one above the
  /// manifest that holds a `Tuist` folder, `Tuist.swift` or `.git`, else the manifest's.
  static func root(from folder: String) -> String {
    var current = folder
    for _ in 0..<64 {
      for marker in ["Tuist", "Tuist.swift", ".git"]
      where ProjectFileTree.exists(current + "/" + marker) {
        return current
      }
      let parent = PathUtilities.directory(of: current)
      guard parent != current, !parent.isEmpty else { break }
      current = parent
    }
    return folder
  }

  /// Xcode's product type for a Tuist `Product`.
  static let productTypes: [String: String] = [
    "app": "application", "staticLibrary": "library.static",
    "dynamicLibrary": "library.dynamic", "framework": "framework",
    "staticFramework": "framework", "unitTests": "bundle.unit-test",
    "uiTests": "bundle.ui-testing", "bundle": "bundle", "commandLineTool": "tool",
    "appClip": "application.on-demand-install-capable", "appExtension": "app-extension",
    "watch2App": "application.watchapp2", "watch2Extension": "watchkit2-extension",
    "tvTopShelfExtension": "tv-app-extension", "messagesExtension": "app-extension.messages",
    "stickerPackExtension": "app-extension.messages-sticker-pack", "xpc": "xpc-service",
    "systemExtension": "system-extension", "extensionKitExtension": "extensionkit-extension",
    "macro": "tool",
  ]

  private struct TargetReader {
    let manifest: String
    let folder: String
    let root: String
    let project: ManifestValue
    /// The manifest and its helpers, to find where a literal is written.
    let files: [(path: String, bytes: [UInt8])]
    var notes: [ProjectNote] = []
    /// The `.xcconfig` files found missing, each noted once.
    var missingConfigFiles: Set<String> = []

    /// Where the string literal `"text"` is first written in the manifest or its helpers
    /// (values keep no position once worked out): for a note about a path the manifest names.
    func literalLocation(_ text: String) -> (path: String, line: Int, column: Int)? {
      let needle = Array(("\"" + text + "\"").utf8)
      for file in files {
        guard
          let found = file.bytes.withUnsafeBufferPointer({
            bytesFind(needle, in: $0, from: 0)
          })
        else { continue }
        var line = 1
        var lineStart = 0
        for index in 0..<found where file.bytes[index] == 0x0A {
          line += 1
          lineStart = index + 1
        }
        return (file.path, line, found - lineStart + 1)
      }
      return nil
    }

    mutating func note(_ value: ManifestValue, _ message: String) {
      let location = value.noteLocation
      let note = ProjectNote(
        path: location?.path ?? manifest, line: location?.line ?? 0,
        column: location?.column ?? 0,
        message: message + (location.map { " (`\($0.excerpt)`)" } ?? ""))
      // The project's settings are read for every target: each note once.
      if !notes.contains(note) { notes.append(note) }
    }

    /// A `Path` argument, absolute: a string (from the manifest's folder),
    /// `.relativeToManifest(...)`, `.relativeToRoot(...)` or `.path(...)`.
    func path(_ value: ManifestValue?) -> String? {
      guard let value else { return nil }
      if let text = value.string { return PathUtilities.absolute(text, relativeTo: folder) }
      guard let argument = value.unlabelledArguments.first?.string ?? value["stringLiteral"]?.string
      else { return nil }
      switch value.callName {
      case "relativeToRoot": return PathUtilities.absolute(argument, relativeTo: root)
      case "relativeToManifest", "relativeToCurrentFile", "path", "Path":
        return PathUtilities.absolute(argument, relativeTo: folder)
      default: return nil
      }
    }

    /// The path a glob entry names: a string, a `Path`, `.glob(...)`/`.glob(pattern:)`,
    /// `SourceFileGlob(stringLiteral:)`, `ResourceFileElement` forms.
    func globPath(_ entry: ManifestValue) -> String? {
      if let direct = path(entry) { return direct }
      for argument in [entry["pattern"], entry["stringLiteral"], entry.unlabelledArguments.first] {
        if let argument, let found = path(argument) { return found }
      }
      return nil
    }

    mutating func target(_ value: ManifestValue) -> XcodeTarget? {
      // `.target(...)`, `Target.target(...)`, Tuist 3's `Target(...)` and `.init(...)`.
      guard ["target", "Target", "init"].contains(value.callName) else {
        note(value, "a target is made by code l10n cannot work out: it is left out")
        return nil
      }
      guard let name = value["name"]?.string else {
        note(value["name"] ?? value, "a target's name cannot be worked out: it is left out")
        return nil
      }
      var productType: String?
      if case .member(let product)? = value["product"] {
        productType = Self.productType(product)
      }
      var found = SpecTargetFiles()
      for file in files(value["sources"], target: name, what: "sources") {
        found.add(file, compiled: true)
      }
      for file in files(value["resources"], target: name, what: "resources") {
        found.add(file, compiled: false)
      }
      // Buildable folders (synchronized groups): every file they hold, Swift compiled.
      for folder in value["buildableFolders"]?.array ?? [] {
        guard let path = path(folder.unlabelledArguments.first ?? folder) else { continue }
        for relative in ProjectFileTree.list(folder: path).files {
          found.add(path + "/" + relative, compiled: true)
        }
      }
      var dependencies: [String] = []
      var packageProducts: [String] = []
      for dependency in value["dependencies"]?.array ?? [] {
        switch dependency.callName {
        case "target":
          if let name = dependency["name"]?.string
            ?? dependency.unlabelledArguments.first?["name"]?.string
          {
            dependencies.append(name)
          }
        case "project":
          if let name = dependency["target"]?.string { dependencies.append(name) }
        case "external", "package":
          if let product = dependency["name"]?.string ?? dependency["product"]?.string {
            packageProducts.append(product)
          }
        default: continue
        }
      }
      let settings = self.settings(of: value, name: name)
      var infoPlist: String?
      if let plist = value["infoPlist"] {
        infoPlist = plist.callName == "file" ? path(plist["path"]) : path(plist)
      }
      var target = XcodeTarget(
        name: name, productType: productType, files: found, infoPlist: infoPlist,
        settings: settings, packageProducts: packageProducts, dependencies: dependencies)
      if target.platforms == nil {
        target.platforms = Self.platforms(of: value["destinations"] ?? value["platform"])
      }
      return target
    }

    /// The platforms of a target's `destinations` (`.iOS`, `[.iPhone, .mac]`) or Tuist 3's
    /// `platform`; nil when they cannot be worked out.
    static func platforms(of value: ManifestValue?) -> PlatformSet? {
      var result: PlatformSet = []
      func add(_ value: ManifestValue) {
        switch value {
        case .member(let name): result.formUnion(destinationPlatforms[name] ?? [])
        case .array(let elements): elements.forEach(add)
        default: break
        }
      }
      if let value { add(value) }
      return result.isEmpty ? nil : result
    }

    /// Tuist's destinations and platforms by name. iPad apps on a Mac or a Vision Pro, and Mac
    /// Catalyst, run iOS code (`os(iOS)`).
    static let destinationPlatforms: [String: PlatformSet] = [
      "iOS": .iOS, "macOS": .macOS, "watchOS": .watchOS, "tvOS": .tvOS, "visionOS": .visionOS,
      "iPhone": .iOS, "iPad": .iOS, "macWithiPadDesign": .iOS, "macCatalyst": .iOS,
      "appleVisionWithiPadDesign": .iOS, "mac": .macOS, "appleWatch": .watchOS, "appleTv": .tvOS,
      "appleVision": .visionOS,
    ]

    static func productType(_ product: String) -> String? {
      productTypes[product].map { "com.apple.product-type." + $0 }
    }

    // MARK: Files

    /// The files a `sources` or `resources` value names: globs (strings, `.glob(...)`,
    /// `.folderReference(path:)` leaves its files out, as Xcode copies the folder as it is).
    mutating func files(_ value: ManifestValue?, target: String, what: String) -> [String] {
      guard let value else { return [] }
      var entries: [ManifestValue]
      switch value {
      case .array(let elements): entries = elements
      case .string: entries = [value]
      case .call:
        // `SourceFilesList(globs: [...])`, `.paths([...])`, `.resources([...])`.
        // Or one glob alone (`.glob("Sources/**", excluding: ...)`).
        entries =
          value["globs"]?.array ?? value["resources"]?.array
          ?? value.unlabelledArguments.first?.array ?? [value]
      case .unknown:
        note(value, "the \(what) of target '\(target)' are made by code l10n cannot work out")
        return []
      default: return []
      }
      var result: [String] = []
      for entry in entries {
        if case .unknown = entry {
          note(entry, "a glob of the \(what) of target '\(target)' cannot be worked out")
          continue
        }
        if entry.callName == "folderReference" { continue }
        guard let pattern = globPath(entry) else {
          note(entry, "a glob of the \(what) of target '\(target)' cannot be worked out")
          continue
        }
        // One path or several.
        let excluded = entry["excluding"]
        let excluding = (excluded?.array ?? excluded.map { [$0] } ?? []).compactMap { path($0) }
        result += Self.files(matching: pattern, excluding: excluding)
      }
      return result
    }

    /// The files that `pattern` (absolute; `*`, `?`, `[...]` and `{a,b}` in a component, `**`
    /// over any number of them) matches, less those `excluding` matches (or a folder of).
    static func files(matching pattern: String, excluding: [String]) -> [String] {
      var result: [String] = []
      for pattern in expandingBraces(pattern) {
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: true)
        let literal = parts.prefix { !$0.contains(where: { "*?[".contains($0) }) }
        let base = "/" + literal.joined(separator: "/")
        let rest = Array(parts.dropFirst(literal.count))
        if rest.isEmpty {
          // A path without wildcards: the file, or everything in the folder.
          if ProjectFileTree.isDirectory(base) {
            result += ProjectFileTree.list(folder: base).files.map { base + "/" + $0 }
          } else if ProjectFileTree.exists(base) {
            result.append(base)
          }
          continue
        }
        for relative in ProjectFileTree.list(folder: base).files
        where XcodeGenGlob.matches(rest[...], relative.split(separator: "/")[...]) {
          result.append(base + "/" + relative)
        }
      }
      let excluded = excluding.flatMap(expandingBraces)
      return result.filter { file in
        !excluded.contains { XcodeGenGlob.matches($0, pathOrAncestor: file) }
      }
    }

    /// `a{b,c}d` as `abd` and `acd`, braces after braces too.
    static func expandingBraces(_ pattern: String) -> [String] {
      guard let open = pattern.firstIndex(of: "{"),
        let close = pattern[open...].firstIndex(of: "}")
      else { return [pattern] }
      let head = pattern[..<open]
      let tail = String(pattern[pattern.index(after: close)...])
      return pattern[pattern.index(after: open)..<close].split(
        separator: ",", omittingEmptySubsequences: false
      ).flatMap { choice in expandingBraces(head + choice + tail) }
    }

    // MARK: Settings

    /// The settings `l10n` reads, over every configuration: the project's `.xcconfig` and
    /// settings, then the target's.
    mutating func settings(of target: ManifestValue, name: String) -> LocalizationSettings {
      let projectSettings = project["settings"]
      let targetSettings = target["settings"]
      var names = configurationNames(projectSettings)
      if names.isEmpty { names = ["Debug", "Release"] }
      var settings = LocalizationSettings()
      for configuration in names {
        var levels: [BuildSettingsLevel] = []
        for (value, owner) in [
          (projectSettings, project["name"]?.string ?? "the project"), (targetSettings, name),
        ] {
          let (xcconfig, level) = self.levels(value, configuration, owner: owner)
          levels += [xcconfig, level]
        }
        let chain = BuildSettingsChain(
          levels: levels,
          builtins: [
            "SRCROOT": folder, "SOURCE_ROOT": folder, "PROJECT_DIR": folder,
            "PROJECT_NAME": project["name"]?.string ?? "", "TARGET_NAME": name,
            "TARGETNAME": name, "PRODUCT_NAME": name, "CONFIGURATION": configuration,
          ])
        settings.add(chain, folder: folder)
      }
      return settings
    }

    /// The configurations' names of a `.settings(...)` value.
    func configurationNames(_ settings: ManifestValue?) -> [String] {
      (settings?["configurations"]?.array ?? []).compactMap(configurationName)
    }

    func configurationName(_ configuration: ManifestValue) -> String? {
      let name = configuration["name"] ?? configuration.unlabelledArguments.first
      switch name {
      case .string(let text)?: return text
      case .member("debug")?: return "Debug"
      case .member("release")?: return "Release"
      case .call("configuration", let arguments, _)?: return arguments.first?.value.string
      default:
        return configuration.callName == "debug"
          ? "Debug" : configuration.callName == "release" ? "Release" : nil
      }
    }

    /// The `.xcconfig` and the settings of `configuration` in a `.settings(...)` value.
    mutating func levels(_ settings: ManifestValue?, _ configuration: String, owner: String)
      -> (BuildSettingsLevel, BuildSettingsLevel)
    {
      guard let settings else { return (BuildSettingsLevel(), BuildSettingsLevel()) }
      guard case .call = settings else {
        if case .unknown = settings, configuration == "Debug" {
          note(
            settings,
            "the settings of '\(owner)' are made by code l10n cannot work out: "
              + "SWIFT_EMIT_LOC_STRINGS and LOCALIZED_STRING_MACRO_NAMES are taken as unset")
        }
        return (BuildSettingsLevel(), BuildSettingsLevel())
      }
      var level = BuildSettingsLevel()
      set(settings["base"], into: &level, owner: owner, configuration: configuration)
      // Tuist 3's `debug:` and `release:` dictionaries.
      set(
        settings[configuration.lowercased()], into: &level, owner: owner,
        configuration: configuration)
      var xcconfig = BuildSettingsLevel()
      if let configurations = settings["configurations"], configurations.array == nil,
        configuration == "Debug"
      {
        note(
          configurations,
          "the configurations of '\(owner)' are made by code l10n cannot work out: their "
            + "SWIFT_EMIT_LOC_STRINGS and LOCALIZED_STRING_MACRO_NAMES are not read")
      }
      for entry in settings["configurations"]?.array ?? []
      where configurationName(entry) == configuration {
        set(entry["settings"], into: &level, owner: owner, configuration: configuration)
        if let file = path(entry["xcconfig"]) {
          if !ProjectFileTree.exists(file), missingConfigFiles.insert(file).inserted {
            let written = entry["xcconfig"].flatMap {
              $0.string ?? $0.unlabelledArguments.first?.string ?? $0["stringLiteral"]?.string
            }
            let location = written.flatMap(literalLocation)
            notes.append(
              ProjectNote(
                path: location?.path ?? manifest, line: location?.line ?? 0,
                column: location?.column ?? 0,
                message: "the configuration file \(PathUtilities.relative(file, to: folder)) "
                  + "does not exist: its settings (SWIFT_EMIT_LOC_STRINGS, "
                  + "LOCALIZED_STRING_MACRO_NAMES) are not read"))
          }
          xcconfig = BuildSettingsLevel(xcconfigAt: file)
        }
      }
      return (xcconfig, level)
    }

    /// Sets a `SettingsDictionary`'s values (strings, booleans as YES and NO, arrays as words,
    /// `.string(...)`, `.array(...)`).
    mutating func set(
      _ dictionary: ManifestValue?, into level: inout BuildSettingsLevel, owner: String,
      configuration: String
    ) {
      guard let dictionary else { return }
      // `SettingsDictionary`'s helpers (`[:].swiftActiveCompilationConditions(...)`,
      // `.marketingVersion(...)`...) add settings l10n does not read to the dictionary they are
      // called on; `merging(_:)` adds another dictionary's.
      if case .call(let method, let arguments, _) = dictionary, arguments.first?.label == "self" {
        set(arguments[0].value, into: &level, owner: owner, configuration: configuration)
        if method == "merging", arguments.count > 1 {
          set(arguments[1].value, into: &level, owner: owner, configuration: configuration)
        }
        return
      }
      guard case .dictionary(let pairs) = dictionary else {
        if case .unknown = dictionary, configuration == "Debug" {
          note(
            dictionary,
            "settings of '\(owner)' are made by code l10n cannot work out: "
              + "SWIFT_EMIT_LOC_STRINGS and LOCALIZED_STRING_MACRO_NAMES there are not read")
        }
        return
      }
      for (key, value) in pairs {
        guard let key = key.string, let text = Self.settingText(value) else { continue }
        level.set(key, text)
      }
    }

    static func settingText(_ value: ManifestValue) -> String? {
      switch value {
      case .string(let text): return text
      case .bool(let flag): return flag ? "YES" : "NO"
      case .array(let elements):
        let words = elements.compactMap(\.string)
        return words.count == elements.count ? words.joined(separator: " ") : nil
      case .call("string", let arguments, _), .call("array", let arguments, _):
        return arguments.first.flatMap { settingText($0.value) }
      default: return nil
      }
    }
  }
}
