import Foundation

/// XcodeGen's project spec (`project.yml`), read for the targets of the Xcode project
/// `xcodegen generate` would write from it, so that a repository that commits the spec and
/// not the project is linted as Xcode would build it.
///
/// What is read: `include` (merged as XcodeGen merges, paths relative to each file),
/// `targets` with `targetTemplates` (`${target_name}`), several `platform`s (one target each,
/// `Name_iOS`), `type`, `sources` (folders, files, `excludes`, `includes`, `buildPhase`,
/// `type: folder`), `dependencies` (targets and package products), `settings` (flat, or `base`,
/// `configs` and `groups` of `settingGroups`) and `configFiles` of the project and each target
/// (for `SWIFT_EMIT_LOC_STRINGS` and `LOCALIZED_STRING_MACRO_NAMES`), `configs`, local
/// `packages` and `options.developmentLanguage`. XcodeGen's setting presets set neither
/// setting, so the compiler extracts a target's Swift strings only when the spec sets
/// `SWIFT_EMIT_LOC_STRINGS: YES`, as in the generated project (else only Xcode's source scan
/// does: `ExtractedKey.isFoundBySourceScan`).
enum XcodeGenSpec {
  /// How many `include`s deep specs are read.
  static let maximumIncludeDepth = 16
  /// How many templates deep `targetTemplates` are applied.
  static let maximumTemplateDepth = 16

  /// Reads the spec at `path` (absolute, or relative to the current directory) as the project
  /// XcodeGen generates from it, with notes for what was left out (a missing include or
  /// source folder, an unknown template). Throws when the spec itself cannot be read or is
  /// not YAML.
  /// `included` names the specs it includes (absolute): discovery reads those only through
  /// the spec that includes them.
  static func read(path: String) throws(ProjectReadError) -> (
    project: XcodeProject, notes: [ProjectNote], included: Set<String>
  ) {
    let path = PathUtilities.absolute(path, relativeTo: FileManager.default.currentDirectoryPath)
    var notes: [ProjectNote] = []
    var visited: Set<String> = [path]
    let spec = try load(path, relativePaths: true, visited: &visited, depth: 0, notes: &notes)
    guard spec.isMapping else {
      throw ProjectReadError(
        path: path, line: spec.line, column: spec.column,
        message: "the spec is not a mapping of XcodeGen's keys (name:, targets:...)")
    }
    let folder = PathUtilities.directory(of: path)
    var reader = TargetReader(spec: spec, specPath: path, folder: folder)
    var targets: [XcodeTarget] = []
    // XcodeGen sorts the targets by name.
    for entry in (spec["targets"]?.entries ?? []).sorted(by: { $0.key < $1.key }) {
      targets += reader.targets(named: entry.key, entry.value)
    }
    notes += reader.notes
    var packages: [String] = []
    for entry in spec["packages"]?.entries ?? [] {
      // Absolute already, but from an include with `relativePaths: false`.
      if let written = entry.value["path"]?.string,
        case let package = PathUtilities.absolute(written, relativeTo: folder),
        ProjectFileTree.isDirectory(package)
      {
        packages.append(package)
      }
    }
    let project = XcodeProject(
      path: path, sourceRoot: folder,
      // XcodeGen's `developmentLanguage` defaults to `en`.
      developmentRegion: spec["options"]?["developmentLanguage"]?.string ?? "en", targets: targets,
      localPackages: ProjectFileTree.sortedUnique(packages))
    visited.remove(path)
    return (project, notes, visited)
  }

  // MARK: Files and includes

  /// The spec at `path` with the specs it includes merged under it, its paths made absolute
  /// when `relativePaths` (XcodeGen's default for includes).
  private static func load(
    _ path: String, relativePaths: Bool, visited: inout Set<String>, depth: Int,
    notes: inout [ProjectNote]
  ) throws(ProjectReadError) -> YAMLNode {
    let bytes = try ProjectFileTree.contents(
      of: path, "the XcodeGen spec", advice: "pass the path of a project.yml")
    let (read, yamlNotes) = try YAMLReader.readWithNotes(
      String(decoding: bytes, as: UTF8.self), path: path)
    notes += yamlNotes
    var node = read.inFile(path).mapScalars(expandingEnvironment)
    let folder = PathUtilities.directory(of: path)
    if relativePaths { node = absolutePaths(node, folder: folder) }
    var base = YAMLNode(.mapping([]))
    for include in node["include"]?.items ?? [] {
      guard let relative = include.string ?? include["path"]?.string else { continue }
      // `enable: ${FLAG}`: an include is read when it is enabled (or says nothing).
      if let enable = include["enable"], enable.bool != true { continue }
      let included = PathUtilities.absolute(relative, relativeTo: folder)
      guard depth < maximumIncludeDepth, visited.insert(included).inserted else { continue }
      guard ProjectFileTree.exists(included) else {
        notes.append(
          ProjectNote(
            path: path, line: include.line, column: include.column,
            message: "the included spec \(relative) does not exist: it is left out"))
        continue
      }
      do {
        let spec = try load(
          included, relativePaths: include["relativePaths"]?.bool ?? true, visited: &visited,
          depth: depth + 1, notes: &notes)
        base = spec.merged(onto: base)
      } catch {
        notes.append(
          ProjectNote(
            path: error.path, line: error.line, column: error.column,
            message: error.message + " (the included spec is left out)"))
      }
    }
    var own = node
    if case .mapping(let entries) = node.value {
      own.value = .mapping(entries.filter { $0.key != "include" })
    }
    return own.merged(onto: base)
  }

  /// `text` with the environment's variables expanded as XcodeGen expands them when it loads
  /// a spec: `${NAME}` by the variable's value, `${NAME:-default}` by the value or the
  /// default; an unset variable without a default stays as written.
  static func expandingEnvironment(_ text: String) -> String {
    guard text.contains("${") else { return text }
    let environment = ProcessInfo.processInfo.environment
    var result = ""
    var rest = Substring(text)
    while let start = rest.range(of: "${") {
      result += rest[..<start.lowerBound]
      guard let close = rest[start.upperBound...].firstIndex(of: "}") else {
        rest = rest[start.lowerBound...]
        break
      }
      let inner = rest[start.upperBound..<close]
      let (name, fallback): (Substring, Substring?) =
        inner.range(of: ":-").map { (inner[..<$0.lowerBound], inner[$0.upperBound...]) }
        ?? (inner, nil)
      if let value = environment[String(name)] {
        result += value
      } else if let fallback {
        result += fallback
      } else {
        result += rest[start.lowerBound...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// `spec` with the paths XcodeGen reads relative to the spec's folder made absolute: the
  /// targets' and templates' `sources` and `configFiles`, the project's `configFiles` and the
  /// local `packages`.
  private static func absolutePaths(_ spec: YAMLNode, folder: String) -> YAMLNode {
    func absolute(_ node: YAMLNode) -> YAMLNode {
      node.mapScalars { PathUtilities.absolute($0, relativeTo: folder) }
    }
    func sources(_ node: YAMLNode) -> YAMLNode {
      switch node.value {
      case .scalar: return absolute(node)
      case .sequence(let elements):
        var copy = node
        copy.value = .sequence(elements.map(sources))
        return copy
      case .mapping: return replacing(node, "path", with: absolute)
      case .null: return node
      }
    }
    func target(_ node: YAMLNode) -> YAMLNode {
      var node = replacing(node, "sources", with: sources)
      node = replacing(node, "sources:REPLACE", with: sources)
      node = replacing(node, "configFiles", with: absolute)
      node = replacing(node, "configFiles:REPLACE", with: absolute)
      return node
    }
    var spec = replacing(spec, "configFiles", with: absolute)
    spec = replacing(spec, "targets", with: { eachValue($0, target) })
    spec = replacing(spec, "targetTemplates", with: { eachValue($0, target) })
    spec = replacing(spec, "packages") { packages in
      eachValue(packages) { replacing($0, "path", with: absolute) }
    }
    return spec
  }

  /// `node` with the value of `key` transformed (nothing else for another kind of node).
  private static func replacing(
    _ node: YAMLNode, _ key: String, with transform: (YAMLNode) -> YAMLNode
  ) -> YAMLNode {
    eachValue(node, where: { $0 == key }, transform)
  }

  /// `node` with every value (of the keys `isChanged` accepts) transformed.
  private static func eachValue(
    _ node: YAMLNode, where isChanged: (String) -> Bool = { _ in true },
    _ transform: (YAMLNode) -> YAMLNode
  ) -> YAMLNode {
    guard case .mapping(var entries) = node.value else { return node }
    for index in entries.indices where isChanged(entries[index].key) {
      entries[index].value = transform(entries[index].value)
    }
    var copy = node
    copy.value = .mapping(entries)
    return copy
  }
}

/// Reads the spec's targets one by one, with what they share: templates, setting groups,
/// configurations and the project's settings.
private struct TargetReader {
  let spec: YAMLNode
  let specPath: String
  let folder: String
  var notes: [ProjectNote] = []
  /// The `.xcconfig` files named but missing, each noted once.
  private var missingConfigFiles: Set<String> = []

  init(spec: YAMLNode, specPath: String, folder: String) {
    self.spec = spec
    self.specPath = specPath
    self.folder = folder
  }

  /// XcodeGen's configurations: the spec's `configs`, else Debug and Release.
  private var configurations: [String] {
    let names = spec["configs"]?.entries.map(\.key) ?? []
    return names.isEmpty ? ["Debug", "Release"] : names
  }

  private mutating func note(_ node: YAMLNode, _ message: String) {
    notes.append(
      ProjectNote(
        path: node.file.isEmpty ? specPath : node.file, line: node.line, column: node.column,
        message: message))
  }

  /// The targets a spec target gives: one, or one per platform of a list.
  mutating func targets(named key: String, _ definition: YAMLNode) -> [XcodeTarget] {
    // `name:` renames the target the key declares.
    let name = definition["name"]?.string ?? key
    var applied = withTemplates(definition, depth: 0).mapScalars {
      Self.substituting($0, "target_name", name)
    }
    // `templateAttributes: { attribute: value }` fill the templates' `${attribute}`.
    for attribute in definition["templateAttributes"]?.entries ?? [] {
      guard let value = attribute.value.string else { continue }
      applied = applied.mapScalars { Self.substituting($0, attribute.key, value) }
    }
    guard let platforms = applied["platform"], case .sequence = platforms.value else {
      return target(named: name, applied).map { [$0] } ?? []
    }
    let prefix = applied["platformPrefix"]?.string ?? ""
    let suffix = applied["platformSuffix"]?.string ?? "_${platform}"
    return platforms.strings.compactMap { platform in
      let named = Self.substituting(prefix + name + suffix, "platform", platform)
      return target(
        named: named, applied.mapScalars { Self.substituting($0, "platform", platform) })
    }
  }

  /// `text` with `${name}` and `$name` replaced by `value`.
  private static func substituting(_ text: String, _ name: String, _ value: String) -> String {
    guard text.contains("$") else { return text }
    return text.replacingOccurrences(of: "${\(name)}", with: value)
      .replacingOccurrences(of: "$\(name)", with: value)
  }

  /// The target laid over the `targetTemplates` it names (and those they name), in order.
  private mutating func withTemplates(_ definition: YAMLNode, depth: Int) -> YAMLNode {
    let names = definition["templates"]?.strings ?? []
    guard !names.isEmpty else { return definition }
    var base = YAMLNode(.mapping([]))
    for name in names {
      guard let template = spec["targetTemplates"]?[name] else {
        note(
          definition["templates"] ?? definition,
          "the target template '\(name)' is not in targetTemplates: it is left out")
        continue
      }
      guard depth < XcodeGenSpec.maximumTemplateDepth else { continue }
      base = withTemplates(template, depth: depth + 1).merged(onto: base)
    }
    return definition.merged(onto: base)
  }

  private mutating func target(named name: String, _ definition: YAMLNode) -> XcodeTarget? {
    guard let type = definition["type"]?.string else {
      note(definition, "target '\(name)' has no type: it is left out")
      return nil
    }
    var files = SpecTargetFiles()
    for source in definition["sources"]?.items ?? [] {
      for (file, compiled) in self.files(of: source, target: name) {
        files.add(file, compiled: compiled)
      }
    }
    var packageProducts: [String] = []
    var dependencies: [String] = []
    for dependency in definition["dependencies"]?.elements ?? [] {
      if let target = dependency["target"]?.string {
        dependencies.append(PathUtilities.fileName(target))
      } else if let package = dependency["package"]?.string {
        let products =
          (dependency["products"]?.strings ?? []) + (dependency["product"]?.strings ?? [])
        packageProducts += products.isEmpty ? [package] : products
      }
    }
    let settings = self.settings(of: definition, name: name)
    let infoPlist = definition["info"]?["path"]?.string.map {
      PathUtilities.absolute($0, relativeTo: folder)
    }
    var target = XcodeTarget(
      name: name, productType: "com.apple.product-type." + type, files: files,
      infoPlist: infoPlist, settings: settings, packageProducts: packageProducts,
      dependencies: dependencies)
    if target.platforms == nil {
      // The spec's `platform` (its SDKROOT) and `supportedDestinations`, unless settings name
      // the platforms.
      var platforms: PlatformSet = []
      for name in [definition["platform"]?.string].compactMap({ $0 })
        + (definition["supportedDestinations"]?.strings ?? [])
      {
        platforms.formUnion(PlatformSet.named(Substring(name)) ?? [])
      }
      if !platforms.isEmpty { target.platforms = platforms }
    }
    return target
  }

  // MARK: Sources

  /// The files of one `sources` entry, each with whether it is compiled (its build phase is
  /// the Sources phase).
  private mutating func files(of source: YAMLNode, target: String) -> [(String, Bool)] {
    guard let written = source.string ?? source["path"]?.string else { return [] }
    // Absolute already, but for an include with `relativePaths: false`: from the root spec.
    let path = PathUtilities.absolute(written, relativeTo: folder)
    if source["type"]?.string == "folder" { return [] }
    var compiled = true
    if let phase = source["buildPhase"] {
      compiled = phase.string == "sources"
      if phase.string == "none" { return [] }
    }
    guard ProjectFileTree.exists(path) else {
      if source["optional"]?.bool != true {
        note(
          source,
          "the sources of target '\(target)', \(PathUtilities.relative(path, to: folder)), do not"
            + " exist: they are left out")
      }
      return []
    }
    guard ProjectFileTree.isDirectory(path) else { return [(path, compiled)] }
    let excludes = source["excludes"]?.strings ?? []
    let includes = source["includes"]?.strings ?? []
    return ProjectFileTree.list(folder: path).files.compactMap { relative in
      if excludes.contains(where: { XcodeGenGlob.matches($0, pathOrAncestor: relative) }) {
        return nil
      }
      if !includes.isEmpty,
        !includes.contains(where: { XcodeGenGlob.matches($0, pathOrAncestor: relative) })
      {
        return nil
      }
      return (path + "/" + relative, compiled)
    }
  }

  // MARK: Settings

  /// The settings `l10n` reads, over every configuration.
  private mutating func settings(of definition: YAMLNode, name: String) -> LocalizationSettings {
    var settings = LocalizationSettings()
    for configuration in configurations {
      let levels = [
        configFile(spec["configFiles"], configuration),
        level(spec["settings"], configuration, depth: 0),
        configFile(definition["configFiles"], configuration),
        level(definition["settings"], configuration, depth: 0),
      ]
      let chain = BuildSettingsChain(
        levels: levels,
        builtins: [
          "SRCROOT": folder, "SOURCE_ROOT": folder, "PROJECT_DIR": folder,
          "PROJECT_NAME": spec["name"]?.string ?? "", "TARGET_NAME": name, "TARGETNAME": name,
          "PRODUCT_NAME": name, "CONFIGURATION": configuration,
        ])
      settings.add(chain, folder: folder)
    }
    return settings
  }

  /// The `.xcconfig` of `configuration` among `configFiles` (matched as XcodeGen matches
  /// configuration names, whatever their case).
  private mutating func configFile(_ files: YAMLNode?, _ configuration: String)
    -> BuildSettingsLevel
  {
    guard let entry = files?.entries.last(where: { Self.names($0.key, configuration) }),
      let written = entry.value.string
    else { return BuildSettingsLevel() }
    let path = PathUtilities.absolute(written, relativeTo: folder)
    if !ProjectFileTree.exists(path), missingConfigFiles.insert(path).inserted {
      note(
        entry.value,
        "the configuration file \(PathUtilities.relative(path, to: folder)) does not exist:"
          + " its settings (SWIFT_EMIT_LOC_STRINGS, LOCALIZED_STRING_MACRO_NAMES) are not read")
    }
    return BuildSettingsLevel(xcconfigAt: path)
  }

  private static func names(_ key: String, _ configuration: String) -> Bool {
    key.lowercased() == configuration.lowercased()
  }

  /// Whether a `settings.configs` key applies to `configuration`: XcodeGen matches each key to
  /// every configuration whose name contains it, whatever the case (`staging` applies to
  /// `Staging Debug` and `Staging Release`).
  private static func covers(_ key: String, _ configuration: String) -> Bool {
    configuration.lowercased().contains(key.lowercased())
  }

  /// A `settings` value as one level for `configuration`: a flat mapping of settings, or
  /// `groups` (of `settingGroups`), then `base`, then the matching `configs` entry.
  private func level(_ settings: YAMLNode?, _ configuration: String, depth: Int)
    -> BuildSettingsLevel
  {
    var level = BuildSettingsLevel()
    for (key, value) in pairs(settings, configuration, depth: depth) { level.set(key, value) }
    return level
  }

  private func pairs(_ settings: YAMLNode?, _ configuration: String, depth: Int) -> [(
    String, String
  )] {
    guard let settings, settings.isMapping, depth < XcodeGenSpec.maximumTemplateDepth else {
      return []
    }
    let structured =
      settings["base"] != nil || settings["configs"] != nil
      || settings["groups"] != nil
    guard structured else { return Self.values(settings) }
    var result: [(String, String)] = []
    for group in settings["groups"]?.strings ?? [] {
      result += pairs(spec["settingGroups"]?[group], configuration, depth: depth + 1)
    }
    result += Self.values(settings["base"])
    for entry in settings["configs"]?.entries ?? [] where Self.covers(entry.key, configuration) {
      result += Self.values(entry.value)
    }
    return result
  }

  /// A mapping's settings as Xcode strings: YAML's booleans as `YES` and `NO`, lists as words.
  private static func values(_ settings: YAMLNode?) -> [(String, String)] {
    (settings?.entries ?? []).map { entry in
      let value = entry.value
      if let bool = value.bool { return (entry.key, bool ? "YES" : "NO") }
      return (entry.key, value.strings.joined(separator: " "))
    }
  }
}

/// The glob patterns of XcodeGen's `excludes` and `includes`, relative to a source folder:
/// `*`, `?` and `[...]` within one path component, `**` over any number of them.
enum XcodeGenGlob {
  /// Whether `pattern` matches `path` or one of the folders above it (excluding a folder
  /// excludes what it holds).
  static func matches(_ pattern: String, pathOrAncestor path: String) -> Bool {
    let patternParts = pattern.split(separator: "/", omittingEmptySubsequences: true)
    let parts = path.split(separator: "/", omittingEmptySubsequences: true)
    for count in stride(from: parts.count, through: 1, by: -1)
    where matches(patternParts[...], parts[..<count]) {
      return true
    }
    return false
  }

  static func matches(_ pattern: ArraySlice<Substring>, _ parts: ArraySlice<Substring>)
    -> Bool
  {
    guard let first = pattern.first else { return parts.isEmpty }
    if first == "**" {
      let rest = pattern.dropFirst()
      var remaining = parts
      while true {
        if matches(rest, remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    }
    guard let part = parts.first, fnmatch(String(first), String(part), 0) == 0 else {
      return false
    }
    return matches(pattern.dropFirst(), parts.dropFirst())
  }
}
