import Foundation

/// Reads a `Package.swift` from its tokens (`SwiftLexer`), never running it, and places the
/// targets it understands on disk by SwiftPM's layout rules (`TargetSourcesBuilder`,
/// `PackageBuilder`).
///
/// Every argument it cannot read as a literal becomes a `ProjectNote` at that argument, so the
/// caller learns what is missing; a target whose name or folder cannot be read is left out.
struct ManifestReader {
  /// A target as the manifest spells it, before it is placed on disk.
  struct Declaration {
    var name: String
    var kind: PackageTarget.Kind
    var path: String?
    var exclude: [String] = []
    var sources: [String]?
    var copiedResources: [String] = []
    /// The paths of the `.process("...")` resources.
    var processedResources: [String] = []
    var dependencies: [String] = []
    var line: Int
    var column: Int
  }

  /// A call's argument: its label, if any, and the token indices of its value.
  struct Argument {
    var label: String?
    var range: Range<Int>
  }

  /// The `PackageDescription` functions that declare targets, and what they declare.
  static let targetFunctions: [String: PackageTarget.Kind] = [
    "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro,
    "plugin": .plugin, "binaryTarget": .binary, "systemLibrary": .system,
  ]

  /// SwiftPM's source folders, in order of preference (`PackageBuilder.predefinedSourceDirectories`).
  static let sourceFolders = ["Sources", "Source", "src", "srcs"]
  /// SwiftPM's test folders, in order of preference (`predefinedTestDirectories`).
  static let testFolders = ["Tests", "Sources", "Source", "src", "srcs"]

  /// What to do when targets cannot be read: say which ones there are.
  static let listAdvice = "; list the package's targets in l10n.json"

  /// The manifest, absolute.
  let path: String
  /// The package's folder.
  let packageFolder: String
  private var bytes: [UInt8] = []
  private var tokens: [SwiftToken] = []
  private var notes: [ProjectNote] = []
  private var declarations: [Declaration] = []
  /// Target entries that could not be read: SwiftPM's single-target layout cannot be assumed
  /// when there may be more targets than the reader saw.
  private var unreadTargets = 0

  init(path: String) {
    self.path = PathUtilities.absolute(path, relativeTo: FileManager.default.currentDirectoryPath)
    self.packageFolder = PathUtilities.directory(of: self.path)
  }

  mutating func read() throws(ProjectReadError) -> PackageManifest {
    let contents = try ProjectFileTree.contents(
      of: path, "the manifest", advice: "pass the path of a Package.swift")
    return read(bytes: contents)
  }

  /// Reads the manifest from `bytes` (its folder is still used to place the targets).
  mutating func read(bytes contents: [UInt8]) -> PackageManifest {
    bytes = contents
    let lexer = SwiftLexer(bytes, keepsComments: false)
    for diagnostic in lexer.diagnostics {
      note(line: diagnostic.line, column: diagnostic.column, diagnostic.message)
    }
    tokens = lexer.tokens.filter { $0.kind != .directive }
    if let directive = lexer.tokens.first(where: { $0.kind == .directive }) {
      note(
        at: directive,
        "the manifest uses conditional compilation (#if): the targets of every branch are listed")
    }

    var manifest = PackageManifest(path: path)
    guard let call = packageCall() else {
      note(line: 0, column: 0, "no Package(...) call found" + Self.listAdvice)
      manifest.notes = notes
      return manifest
    }
    let arguments = self.arguments(open: call.open, close: call.close)
    for argument in arguments {
      switch argument.label {
      case "name":
        manifest.name = stringLiteral(argument.range)
        if manifest.name == nil {
          note(at: argument.range, "the package's name is not a string literal")
        }
      case "defaultLocalization":
        manifest.defaultLocalization = stringLiteral(argument.range)
        if manifest.defaultLocalization == nil {
          note(at: argument.range, "the default localization is not a string literal")
        }
      case "targets":
        readTargets(argument.range)
      default:
        continue
      }
    }
    if !arguments.contains(where: { $0.label == "targets" }) {
      readMutations(ofMember: "targets")
    }
    manifest.targets = place()
    manifest.notes = notes
    return manifest
  }

  // MARK: Tokens

  private func text(_ index: Int) -> Substring {
    guard index >= 0, index < tokens.count else { return "" }
    return Substring(decoding: bytes[tokens[index].range], as: UTF8.self)
  }

  private func isIdentifier(_ index: Int, _ name: String? = nil) -> Bool {
    guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
    return name.map { bytes[tokens[index].range].elementsEqual($0.utf8) } ?? true
  }

  private func isPunctuation(_ index: Int, _ character: UInt8) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .punctuation
      && bytes[tokens[index].range.lowerBound] == character
  }

  private func isOperator(_ index: Int, _ spelling: String) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .operator
      && bytes[tokens[index].range].elementsEqual(spelling.utf8)
  }

  /// The index of the bracket that closes the one at `open`, or `nil` when it is not closed.
  private func closing(_ open: Int) -> Int? {
    var depth = 0
    for index in open..<tokens.count where tokens[index].kind == .punctuation {
      switch bytes[tokens[index].range.lowerBound] {
      case .openParen, .openBracket, .openBrace: depth += 1
      case .closeParen, .closeBracket, .closeBrace:
        depth -= 1
        if depth == 0 { return index }
      default: continue
      }
    }
    return nil
  }

  /// The comma-separated parts between the brackets at `open` and `close`, with their labels.
  private func arguments(open: Int, close: Int) -> [Argument] {
    var result: [Argument] = []
    var depth = 0
    var start = open + 1
    func finish(_ end: Int) {
      guard start < end else { return }
      if end - start >= 2, isIdentifier(start), isPunctuation(start + 1, .colon) {
        result.append(Argument(label: String(text(start)), range: (start + 2)..<end))
      } else {
        result.append(Argument(label: nil, range: start..<end))
      }
    }
    var index = open + 1
    while index < close {
      if tokens[index].kind == .punctuation {
        switch bytes[tokens[index].range.lowerBound] {
        case .openParen, .openBracket, .openBrace: depth += 1
        case .closeParen, .closeBracket, .closeBrace: depth -= 1
        case .comma where depth == 0:
          finish(index)
          start = index + 1
        default: break
        }
      }
      index += 1
    }
    finish(close)
    return result
  }

  /// The elements of the array literal that is exactly `range`, or `nil` when it is not one.
  private func arrayElements(_ range: Range<Int>) -> [Range<Int>]? {
    guard !range.isEmpty, isPunctuation(range.lowerBound, .openBracket),
      closing(range.lowerBound) == range.upperBound - 1
    else { return nil }
    return arguments(open: range.lowerBound, close: range.upperBound - 1).map(\.range)
  }

  /// The call `.name(...)` that starts at `index`: the name and the parentheses' indices.
  private func memberCall(at index: Int) -> (name: Substring, open: Int, close: Int)? {
    guard isPunctuation(index, .dot), isIdentifier(index + 1),
      isPunctuation(index + 2, .openParen), let close = closing(index + 2)
    else { return nil }
    return (text(index + 1), index + 2, close)
  }

  /// The elements of the array literal that is exactly `range`; otherwise a note says that
  /// `what` is computed by code, and the result is `nil`.
  private mutating func elements(of range: Range<Int>, _ what: String) -> [Range<Int>]? {
    if let elements = arrayElements(range) { return elements }
    note(at: range, "\(what) is computed by code (`\(excerpt(range))`)")
    return nil
  }

  /// The text of the string literal that is exactly `range`, when it has no interpolation.
  private func stringLiteral(_ range: Range<Int>) -> String? {
    guard range.count == 1, let literal = tokens[range.lowerBound].stringLiteral,
      literal.isTerminated
    else { return nil }
    return literal.plainText
  }

  /// The source text of `range`, shortened for a note.
  private func excerpt(_ range: Range<Int>) -> String {
    guard !range.isEmpty, range.upperBound <= tokens.count else { return "" }
    let raw = String(
      decoding: bytes[
        tokens[range.lowerBound].range
          .lowerBound..<tokens[range.upperBound - 1]
          .range.upperBound], as: UTF8.self)
    let flat = raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return flat.count > 60 ? String(flat.prefix(57)) + "..." : flat
  }

  private mutating func note(line: Int, column: Int, _ message: String) {
    notes.append(ProjectNote(path: path, line: line, column: column, message: message))
  }

  private mutating func note(at token: SwiftToken, _ message: String) {
    note(line: token.line, column: token.column, message)
  }

  private mutating func note(at range: Range<Int>, _ message: String) {
    guard !tokens.isEmpty else { return note(line: 0, column: 0, message) }
    note(at: tokens[min(range.lowerBound, tokens.count - 1)], message)
  }

  // MARK: The package and its targets

  /// The `Package(` call: its opening and closing parentheses.
  private func packageCall() -> (open: Int, close: Int)? {
    for index in tokens.indices
    where isIdentifier(index, "Package") && isPunctuation(index + 1, .openParen)
      && !isPunctuation(index - 1, .dot)
    {
      guard let close = closing(index + 1) else { return nil }
      return (index + 1, close)
    }
    return nil
  }

  /// Reads the `targets:` argument: an array literal, a variable, or code.
  private mutating func readTargets(_ range: Range<Int>) {
    if let elements = arrayElements(range) {
      for element in elements { readTargetEntry(element) }
      readMutations(ofMember: "targets")
      return
    }
    if range.count == 1, isIdentifier(range.lowerBound) {
      readVariable(String(text(range.lowerBound)), usedAt: range)
      readMutations(ofMember: "targets")
      return
    }
    unreadTargets += 1
    note(
      at: range,
      "the targets are computed by code (`\(excerpt(range))`): only the literal parts are read"
        + Self.listAdvice)
    var index = range.lowerBound
    while index < range.upperBound {
      if isPunctuation(index, .openBracket), let close = closing(index), close < range.upperBound {
        for element in arrayElements(index..<(close + 1)) ?? [] { readTargetEntry(element) }
        index = close + 1
        continue
      }
      if isIdentifier(index), !isPunctuation(index - 1, .dot), !isPunctuation(index + 1, .dot),
        !isPunctuation(index + 1, .openParen), declaration(of: String(text(index))) != nil
      {
        readVariable(String(text(index)), usedAt: index..<(index + 1))
      }
      index += 1
    }
    readMutations(ofMember: "targets")
  }

  /// The index of the `=` that initializes the top-level `let` or `var` named `name`.
  private func declaration(of name: String) -> Int? {
    for index in tokens.indices
    where (isIdentifier(index, "let") || isIdentifier(index, "var"))
      && isIdentifier(index + 1, name)
    {
      // Skip a type annotation up to the `=`.
      var cursor = index + 2
      while cursor < tokens.count, !isOperator(cursor, "=") {
        if isPunctuation(cursor, .openBracket) || isPunctuation(cursor, .openParen) {
          cursor = (closing(cursor) ?? tokens.count) + 1
          continue
        }
        if isIdentifier(cursor, "let") || isIdentifier(cursor, "var")
          || isIdentifier(cursor, "func")
        {
          break
        }
        cursor += 1
      }
      if isOperator(cursor, "=") { return cursor }
    }
    return nil
  }

  /// Reads the targets in the variable `name`: its array-literal initializer and its literal
  /// `append`s, `append(contentsOf:)`s and `+=`s.
  private mutating func readVariable(_ name: String, usedAt use: Range<Int>) {
    guard let equals = declaration(of: name) else {
      note(
        at: use, "the targets come from `\(name)`, which the reader cannot find" + Self.listAdvice)
      return
    }
    let valueStart = equals + 1
    if isPunctuation(valueStart, .openBracket), let close = closing(valueStart),
      let elements = arrayElements(valueStart..<(close + 1))
    {
      for element in elements { readTargetEntry(element) }
    } else {
      note(
        at: valueStart..<(valueStart + 1),
        "`\(name)` is not initialized with an array literal: its targets are computed by code"
          + Self.listAdvice)
    }
    readMutations(ofVariable: name)
  }

  /// Reads `name.append(...)`, `name.append(contentsOf: [...])` and `name += [...]`.
  private mutating func readMutations(ofVariable name: String) {
    for index in tokens.indices where isIdentifier(index, name) && !isPunctuation(index - 1, .dot) {
      readMutation(after: index)
    }
  }

  /// Reads `<anything>.targets.append(...)` and `<anything>.targets += [...]`.
  private mutating func readMutations(ofMember name: String) {
    for index in tokens.indices where isIdentifier(index, name) && isPunctuation(index - 1, .dot) {
      readMutation(after: index)
    }
  }

  private mutating func readMutation(after index: Int) {
    if isPunctuation(index + 1, .dot),
      isIdentifier(index + 2, "append") || isIdentifier(index + 2, "insert"),
      isPunctuation(index + 3, .openParen), let close = closing(index + 3)
    {
      guard let first = arguments(open: index + 3, close: close).first else { return }
      if first.label == "contentsOf" {
        if let elements = arrayElements(first.range) {
          for element in elements { readTargetEntry(element) }
        } else {
          note(
            at: first.range,
            "targets appended from `\(excerpt(first.range))` are computed by code"
              + Self.listAdvice)
        }
      } else {
        readTargetEntry(first.range)
      }
    } else if isOperator(index + 1, "+=") {
      if isPunctuation(index + 2, .openBracket), let close = closing(index + 2),
        let elements = arrayElements((index + 2)..<(close + 1))
      {
        for element in elements { readTargetEntry(element) }
      } else {
        note(
          at: (index + 2)..<(index + 3),
          "targets added by `+=` are computed by code" + Self.listAdvice)
      }
    }
  }

  /// Reads one element of a targets array: a target function call, or a note.
  private mutating func readTargetEntry(_ range: Range<Int>) {
    var index = range.lowerBound
    if isIdentifier(index, "Target"), isPunctuation(index + 1, .dot) { index += 1 }
    guard let call = memberCall(at: index), let kind = Self.targetFunctions[String(call.name)],
      call.close == range.upperBound - 1
    else {
      unreadTargets += 1
      note(
        at: range,
        "a targets entry that is not a target declaration (`\(excerpt(range))`) is computed by"
          + " code" + Self.listAdvice)
      return
    }
    readDeclaration(kind: kind, at: tokens[range.lowerBound], open: call.open, close: call.close)
  }

  private mutating func readDeclaration(
    kind: PackageTarget.Kind, at start: SwiftToken, open: Int, close: Int
  ) {
    let arguments = self.arguments(open: open, close: close)
    guard let nameArgument = arguments.first(where: { $0.label == "name" }) else {
      unreadTargets += 1
      note(at: start, "a target without a name: argument" + Self.listAdvice)
      return
    }
    guard let name = stringLiteral(nameArgument.range) else {
      unreadTargets += 1
      note(
        at: nameArgument.range,
        "a target's name is computed by code (`\(excerpt(nameArgument.range))`)" + Self.listAdvice)
      return
    }
    if declarations.contains(where: { $0.name == name }) {
      note(at: start, "the target '\(name)' is declared twice: the first declaration is used")
      return
    }
    var declaration = Declaration(name: name, kind: kind, line: start.line, column: start.column)
    for argument in arguments {
      switch argument.label {
      case "path":
        guard let path = stringLiteral(argument.range) else {
          unreadTargets += 1
          note(
            at: argument.range,
            "the path of target '\(name)' is computed by code (`\(excerpt(argument.range))`): the"
              + " target is left out" + Self.listAdvice)
          return
        }
        declaration.path = path
      case "exclude":
        declaration.exclude = strings(argument.range, what: "exclude: of target '\(name)'")
      case "sources":
        declaration.sources = strings(argument.range, what: "sources: of target '\(name)'")
      case "resources":
        declaration.copiedResources = resources(argument.range, rule: "copy")
        declaration.processedResources = resources(argument.range, rule: "process")
      case "dependencies":
        declaration.dependencies = dependencies(argument.range, of: name)
      default:
        continue
      }
    }
    declarations.append(declaration)
  }

  /// The string literals of an array literal; anything else gets a note naming `what`.
  private mutating func strings(_ range: Range<Int>, what: String) -> [String] {
    guard let elements = elements(of: range, what) else { return [] }
    var result: [String] = []
    for element in elements {
      if let string = stringLiteral(element) {
        result.append(string)
      } else {
        note(at: element, "an entry of \(what) is computed by code (`\(excerpt(element))`)")
      }
    }
    return result
  }

  /// The paths of the resources of one rule: `.copy("...")` (SwiftPM does not look inside
  /// them) or `.process("...")`.
  private func resources(_ range: Range<Int>, rule: String) -> [String] {
    (arrayElements(range) ?? []).compactMap { element in
      guard let call = memberCall(at: element.lowerBound), call.name == rule,
        let first = arguments(open: call.open, close: call.close).first
      else { return nil }
      return stringLiteral(first.range)
    }
  }

  /// The target and product names in a `dependencies:` array.
  private mutating func dependencies(_ range: Range<Int>, of target: String) -> [String] {
    guard let elements = elements(of: range, "the dependencies of target '\(target)'") else {
      return []
    }
    var names: [String] = []
    for element in elements {
      if let name = stringLiteral(element) {
        names.append(name)
        continue
      }
      if let call = memberCall(at: element.lowerBound),
        // The static functions and the enum cases they make (`.byNameItem(name:condition:)`).
        ["target", "product", "byName", "targetItem", "productItem", "byNameItem"].contains(
          call.name),
        let argument = arguments(open: call.open, close: call.close).first(where: {
          $0.label == "name"
        }),
        let name = stringLiteral(argument.range)
      {
        names.append(name)
        continue
      }
      note(
        at: element,
        "a dependency of target '\(target)' is computed by code (`\(excerpt(element))`)")
    }
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  // MARK: Layout

  /// Which targets share a source root (`Manifest.targetsWithCommonSourceRoot`): tests,
  /// plugins, and all the others.
  private static func family(of kind: PackageTarget.Kind) -> Int {
    switch kind {
    case .test: 1
    case .plugin: 2
    default: 0
    }
  }

  /// The `// swift-tools-version:` of the manifest's first line, or (0, 0) without one.
  private var toolsVersion: (Int, Int) {
    let firstLine = bytes.prefix { $0 != .newline }
    let text = String(decoding: firstLine, as: UTF8.self)
    guard let marker = text.range(of: "swift-tools-version:") else { return (0, 0) }
    let numbers = text[marker.upperBound...].drop { $0 == " " }
      .prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap { Int($0) }
    return (numbers.first ?? 0, numbers.count > 1 ? numbers[1] : 0)
  }

  /// The declared targets placed on disk.
  private mutating func place() -> [PackageTarget] {
    // Folders are found whatever the case of their names, as SwiftPM finds them on a Mac.
    func isFolder(_ relative: String) -> Bool {
      ProjectFileTree.folderInAnyCase(packageFolder + "/" + relative) != nil
    }
    func firstFolder(_ candidates: [String]) -> String {
      candidates.first { isFolder($0) } ?? candidates[0]
    }
    let toolsVersion = self.toolsVersion
    var familySizes: [Int: Int] = [:]
    for declaration in declarations {
      familySizes[Self.family(of: declaration.kind), default: 0] += 1
    }
    let sourceFolder = firstFolder(Self.sourceFolders)
    let testFolder = firstFolder(Self.testFolders)
    let roots = [0: sourceFolder, 1: testFolder, 2: "Plugins"]
    /// The default folder of a target without `path:`: `<root>/<name>`, or (tools 5.9 and
    /// later) `<root>` itself when no other target shares that root and `<root>/<name>` is not
    /// there. A root that another kind of target also uses (the test root falls back to
    /// `Sources` when there is no `Tests` folder) would hold their files too: SwiftPM rejects
    /// such overlapping targets, so the target keeps its own missing folder (`Tests/<name>`).
    func defaultFolder(_ declaration: Declaration, root: String) -> String {
      let nested = root + "/" + declaration.name
      if isFolder(nested) { return nested }
      let ownFamily = Self.family(of: declaration.kind)
      let family = familySizes[ownFamily] ?? 0
      let shared = familySizes.contains { other, size in
        other != ownFamily && size > 0 && roots[other] == root
      }
      if shared, ownFamily == 1 { return Self.testFolders[0] + "/" + declaration.name }
      if toolsVersion >= (5, 9), family == 1, !shared, unreadTargets == 0 { return root }
      return nested
    }
    var targets: [PackageTarget] = []
    for declaration in declarations {
      let relative: String
      if let path = declaration.path {
        relative = path
      } else {
        switch declaration.kind {
        case .test: relative = defaultFolder(declaration, root: testFolder)
        case .plugin: relative = defaultFolder(declaration, root: "Plugins")
        case .binary: relative = "."
        case .regular, .executable, .macro, .system:
          relative = defaultFolder(declaration, root: sourceFolder)
        }
      }
      let named = ProjectFileTree.appending(relative, to: packageFolder)
      let folder = ProjectFileTree.folderInAnyCase(named) ?? named
      var target = PackageTarget(
        name: declaration.name, kind: declaration.kind, folder: folder,
        dependencies: declaration.dependencies)
      if declaration.kind == .binary {
        targets.append(target)
        continue
      }
      guard ProjectFileTree.isDirectory(folder) else {
        note(
          line: declaration.line, column: declaration.column,
          "the folder of target '\(declaration.name)', \(relative), does not exist: the target"
            + " has no files (pass path: if they are elsewhere)")
        targets.append(target)
        continue
      }
      (target.swiftFiles, target.catalogs) = files(of: declaration, in: folder)
      // SwiftPM 5.11 builds a processed resource outside the target's folder too
      // (swiftlang/swift-package-manager#7232): `.process("../../Resources/Localizable.xcstrings")`.
      let outside = outsideCatalogs(of: declaration, folder: folder)
      if toolsVersion >= (5, 11) {
        target.catalogs = ProjectFileTree.sortedUnique(target.catalogs + outside)
      } else {
        for catalog in outside {
          note(
            line: declaration.line, column: declaration.column,
            "target '\(declaration.name)' processes \(PathUtilities.fileName(catalog)) from"
              + " outside its folder, which SwiftPM builds only from swift-tools-version 5.11:"
              + " the catalog is not built; raise the manifest's tools version to 5.11")
        }
      }
      targets.append(target)
    }
    return targets
  }

  /// The catalogs among the processed resources outside `folder` (files, or in folders).
  private func outsideCatalogs(of declaration: Declaration, folder: String) -> [String] {
    var catalogs: [String] = []
    for resource in declaration.processedResources {
      let named = PathUtilities.absolute(resource, relativeTo: folder)
      guard !ProjectFileTree.path(named, isWithin: folder),
        let path = ProjectFileTree.resolvingCase(named)
      else { continue }
      if ProjectFileTree.isDirectory(path) {
        catalogs += ProjectFileTree.list(folder: path).files.filter {
          ProjectFileKind(path: $0) == .catalog
        }.map { path + "/" + $0 }
      } else if ProjectFileKind(path: path) == .catalog {
        catalogs.append(path)
      }
    }
    return catalogs
  }

  /// The Swift files and catalogs of a target whose folder is `folder`.
  private func files(of declaration: Declaration, in folder: String) -> (
    swift: [String], catalogs: [String]
  ) {
    func relative(_ path: String) -> String {
      if ProjectFileTree.isPlainRelativePath(path) { return path }
      return PathUtilities.relative(PathUtilities.absolute(path, relativeTo: folder), to: folder)
    }
    let excluded = Set(declaration.exclude.map(relative))
    let copied = Set(declaration.copiedResources.map(relative))
    let sources = declaration.sources?.map(relative)
    let listing = ProjectFileTree.list(folder: folder) {
      excluded.contains($0) || copied.contains($0)
    }
    var swift: [String] = []
    var catalogs: [String] = []
    for file in listing.files where !excluded.contains(file) {
      if folder == packageFolder, file == "Package.swift" || file.hasPrefix("Package@swift") {
        continue
      }
      switch ProjectFileKind(path: file) {
      case .swift:
        guard declaration.kind != .system else { continue }
        if let sources, !sources.contains(where: { ProjectFileTree.path(file, isWithin: $0) }) {
          continue
        }
        swift.append(folder + "/" + file)
      case .catalog:
        catalogs.append(folder + "/" + file)
      case .objectiveC, .interface, nil:
        continue
      }
    }
    return (ProjectFileTree.sortedUnique(swift), ProjectFileTree.sortedUnique(catalogs))
  }
}
