public import Foundation

/// Why files could not be scanned or found.
public enum ExtractionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A source file could not be read.
  case unreadableFile(path: String, reason: String)
  /// A root given to `SourceFileFinder` does not exist.
  case missingRoot(path: String)

  /// A message naming the file and what to do.
  public var description: String {
    switch self {
    case .unreadableFile(let path, let reason):
      return "\(path): error: cannot read the source file (\(reason)); check that it exists and "
        + "is readable"
    case .missingRoot(let path):
      return "\(path): error: no such file or directory; pass an existing source folder or file"
    }
  }
}

extension KeyExtractor {
  /// Scans files in parallel, as one project: a first pass collects the declarations of every
  /// file that takes or holds a localizable type (`ProjectDeclarations`), the second finds the
  /// keys with them. Results are in the order of `files`.
  ///
  /// Paths in the results are relative to `base` when the file lies inside it, and the URL's path
  /// otherwise. Throws the first unreadable file's error (in file order). Each file is read
  /// once, and its bytes kept for the passes (two, three when the project declares a typealias
  /// of a localizable type): the source tree is in memory during the scan, while the catalogs
  /// are parsed; the findings that come later outweigh it, and reading every file again was a
  /// visible share of linting an app of a thousand files.
  public func scan(files: [URL], relativeTo base: URL? = nil) throws -> [SourceScan] {
    let basePath = base.map { $0.standardizedFileURL.path + "/" }
    let shown = files.map { url in
      guard let basePath else { return url.path }
      let absolute = url.standardizedFileURL.path
      return absolute.hasPrefix(basePath) ? String(absolute.dropFirst(basePath.count)) : url.path
    }
    return try Self.scan(paths: files.map(\.path), shownAs: shown, configuration: configuration)
  }

  /// ``scan(files:relativeTo:)`` of files given by path (`shownAs`, the paths the results
  /// name, defaults to `paths`), without an extractor of its own: the project's one, made after
  /// the declarations pass, is the only one it needs.
  static func scan(
    paths: [String], shownAs shown: [String]? = nil, configuration: ExtractionConfiguration
  ) throws -> [SourceScan] {
    let sources = try read(paths)
    let declarations = Self.declarations(of: sources, configuration: configuration)
    var configuration = configuration
    configuration.declarations = declarations
    let extractor = KeyExtractor(configuration: configuration, hasProjectDeclarations: true)
    let slots = ResultSlots<FileScan>(count: paths.count)
    let shown = shown ?? paths
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      slots.store(
        .success(extractor.scanInProject(source: sources[index], path: shown[index])), at: index)
    }
    let scans = try slots.values.map { try $0.get() }
    guard scans.contains(where: \.waitsForProject) else { return scans.map(\.scan) }
    return resolvingPending(
      scans, modelExports: CoreDataModel.exports(of: configuration.dataModels),
      hasNumberAliases: !declarations.numberAliases.isEmpty)
  }

  /// The scans with each pending placeholder typed by the project's declarations of its
  /// member (``PendingSpecifier``), where every file (and Core Data model: `modelExports`)
  /// that declares the name agrees; without the possible keys that are the `??` fallback of a
  /// member every file declares as a `String` (``MemberFallback``).
  static func resolvingPending(
    _ files: [FileScan], modelExports: [String: String?] = [:], hasNumberAliases: Bool = false
  ) -> [SourceScan] {
    guard files.contains(where: \.waitsForProject) else { return files.map(\.scan) }
    var exports = modelExports
    // The member types only when a placeholder reads a member chain through other files.
    let readsChains = files.contains { file in
      file.pending.contains { $0.placeholders.contains { !$0.via.isEmpty } }
    }
    // Sized once, and each file's exports merged with one lookup a name (as
    // `InterpolationTypes.merge`): a thousand-file app exports tens of thousands of names.
    exports.reserveCapacity(
      exports.count
        + files.reduce(0) { $0 + $1.exports.count + (readsChains ? $1.memberTypes.count : 0) })
    for file in files {
      exports.merge(file.exports) { existing, specifier in existing == specifier ? existing : nil }
      guard readsChains else { continue }
      for member in file.memberTypes {
        InterpolationTypes.merge(member.type, as: member.key, into: &exports)
      }
    }
    // `var m: Minutes` with `typealias Minutes = Int` in any file: the alias's specifier;
    // another type's, none.
    var references: [(name: String, type: String)] = []
    for (name, value) in exports where hasNumberAliases {
      if let type = value, type.utf8.first == 0x3D {
        references.append((name, String(type.dropFirst())))
      }
    }
    for reference in references {
      let aliased: String?? = exports[reference.type + InterpolationTypes.aliasSuffix]
      let specifier: String? = aliased ?? nil
      exports[reference.name] = .some(specifier)
    }
    return files.map { file in
      var scan = file.scan
      let strings = Set(
        file.memberFallbacks.filter { $0.isString(exports) }.map(\.location))
      if !strings.isEmpty { scan.possibleKeys.removeAll { strings.contains($0.location) } }
      guard !file.pending.isEmpty else { return scan }
      func patch(_ keys: inout [ExtractedKey], _ pending: [PendingSpecifier]) {
        guard !pending.isEmpty else { return }
        var byLocation: [SourceLocation: PendingSpecifier] = [:]
        for item in pending { byLocation[item.location] = item }
        for index in keys.indices {
          if let item = byLocation[keys[index].location] {
            keys[index].key = item.resolved(keys[index].key, exports)
          }
        }
      }
      patch(&scan.keys, file.pending.filter { !$0.isPossible })
      patch(&scan.possibleKeys, file.pending.filter(\.isPossible))
      return scan
    }
  }

  /// The bytes of each file, read in parallel; throws the first unreadable file's error (in
  /// file order).
  static func read(_ files: [String]) throws -> [[UInt8]] {
    let slots = ResultSlots<[UInt8]>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      // POSIX reads straight into the array: `Data(contentsOf:)` and a copy cost twice as much.
      do throws(CatalogError) {
        slots.store(.success(try CatalogFile.read(files[index])), at: index)
      } catch {
        slots.store(
          .failure(.unreadableFile(path: files[index], reason: error.message)), at: index)
      }
    }
    return try slots.values.map { try $0.get() }
  }

  /// The first pass over the files' `sources`: the declarations of the files that mention a
  /// localizable type (or declare a type named like an SDK type), then again of the files that
  /// mention a typealias of one found on the way.
  static func declarations(of sources: [[UInt8]], configuration: ExtractionConfiguration)
    -> ProjectDeclarations
  {
    var markers = ProjectMarkers(configuration: configuration)
    var (found, typeNames) = declarations(
      of: sources, configuration: configuration, markers: markers, collecting: true)
    var merged = ProjectDeclarations(merging: found.compactMap { $0 })
    let aliases = Set(merged.typealiases.keys).subtracting(markers.names)
    if !aliases.isEmpty {
      var extended = configuration
      extended.declarations = merged
      markers = ProjectMarkers(names: aliases)
      let again = declarations(of: sources, configuration: extended, markers: markers).files
      for (index, file) in again.enumerated() where file != nil { found[index] = file }
      merged = ProjectDeclarations(merging: found.compactMap { $0 })
    }
    // A type whose initializer localizes (`SettingsView.Row(_ title: LocalizedStringKey)`),
    // and a declaration of its name in a file that names no localizable type: an overload
    // (`extension Tile { init(_ raw: String) }`, which a literal calls), or another type of
    // the name (`ProfileView.Row(_ text: String)`, a top-level `Row`), which a call in that
    // file's type means. Those files are read too.
    let localizing = Set(
      merged.signatures.compactMap { signature -> String? in
        guard signature.localizes, signature.module == nil, signature.kind == .initializer
        else { return nil }
        return signature.owner?.contains(".") == false ? signature.owner : nil
      })
    if !localizing.isEmpty {
      // The types each file the first pass left declares or extends, which it read.
      let files = sources.indices.filter { index in
        found[index] == nil && typeNames[index].contains(where: localizing.contains)
      }
      if !files.isEmpty {
        var extended = configuration
        extended.declarations = merged
        let syntax = APIIndex.syntax(for: extended).syntax
        for file in files { found[file] = declarations(in: sources[file], syntax: syntax) }
        merged = ProjectDeclarations(merging: found.compactMap { $0 })
      }
    }
    // Byte searches of every file, in parallel: few files have either.
    let slots = ResultSlots<(modules: [String], aliases: [String])>(count: sources.count)
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      slots.store(
        .success((exportedModules(in: sources[index]), numberAliases(in: sources[index]))),
        at: index)
    }
    let searched = slots.values.compactMap { try? $0.get() }
    merged.exportedModules = Set(searched.flatMap(\.modules))
    merged.numberAliases = Set(searched.flatMap(\.aliases))
    return merged
  }

  /// The names `bytes` declares as typealiases of a number type at the top level (`typealias
  /// Meters = Double`, `public typealias Count = Swift.Int`, not indented): a byte search,
  /// since few files have any.
  static func numberAliases(in bytes: [UInt8]) -> [String] {
    let marker = Array("typealias".utf8)
    var names: [String] = []
    bytes.withUnsafeBufferPointer { buffer in
      func skipSpaces(_ index: inout Int) {
        while index < buffer.count, buffer[index] == .space || buffer[index] == .tab {
          index += 1
        }
      }
      func word(_ index: inout Int) -> String {
        let start = index
        while index < buffer.count, buffer[index].isIdentifierBody { index += 1 }
        return String(decoding: buffer[start..<index], as: UTF8.self)
      }
      var from = 0
      while let found = bytesFind(marker, in: buffer, from: from) {
        from = found + marker.count
        guard found == 0 || !buffer[found - 1].isIdentifierBody else { continue }
        // Only modifiers before it on its line, which starts unindented (a nested alias, such
        // as a `Sequence`'s `typealias Element = Int`, means its type's name only).
        var lineStart = found
        while lineStart > 0, buffer[lineStart - 1] != 0x0A { lineStart -= 1 }
        guard
          buffer[lineStart..<found].allSatisfy({ $0.isIdentifierBody || $0 == .space }),
          lineStart == found || buffer[lineStart].isIdentifierBody
        else { continue }
        var index = from
        skipSpaces(&index)
        let name = word(&index)
        skipSpaces(&index)
        guard !name.isEmpty, index < buffer.count, buffer[index] == UInt8(ascii: "=") else {
          continue
        }
        index += 1
        skipSpaces(&index)
        var target = word(&index)
        if target == "Swift" || target == "CoreGraphics" || target == "Foundation",
          index < buffer.count, buffer[index] == .dot
        {
          index += 1
          target = word(&index)
        }
        if InterpolationTypes.specifiers[target] != nil { names.append(name) }
      }
    }
    return names
  }

  /// The modules `bytes` re-export (`@_exported import AppIntents`, `@_exported import struct
  /// Charts.Chart`): a byte search, since few files have any, of lines that start with
  /// attributes (not a `//` comment; a block comment or `#if false` around one still counts).
  static func exportedModules(in bytes: [UInt8]) -> [String] {
    let marker = Array("@_exported".utf8)
    var modules: [String] = []
    bytes.withUnsafeBufferPointer { buffer in
      var from = 0
      while let found = bytesFind(marker, in: buffer, from: from) {
        from = found + marker.count
        // Only attributes before it on its line: not in a `//` comment or a string.
        var start = found
        while start > 0, buffer[start - 1] != 0x0A,
          buffer[start - 1] == .space || buffer[start - 1] == .tab
            || buffer[start - 1] == UInt8(ascii: "@") || buffer[start - 1].isIdentifierBody
        {
          start -= 1
        }
        guard start == 0 || buffer[start - 1] == 0x0A else { continue }
        var words: [String] = []
        var index = from
        // `import`, an optional kind (`struct`), then the module.
        while words.count < 3, index < buffer.count {
          while index < buffer.count,
            buffer[index] == .space || buffer[index] == .tab
              || buffer[index] == 0x0A || buffer[index] == 0x0D
          {
            index += 1
          }
          let start = index
          while index < buffer.count, buffer[index].isIdentifierBody { index += 1 }
          guard index > start else { break }
          words.append(String(decoding: buffer[start..<index], as: UTF8.self))
          if words.count == 2, !importKinds.contains(words[1]) { break }
        }
        guard words.first == "import", words.count >= 2 else { continue }
        modules.append(words.count == 3 && importKinds.contains(words[1]) ? words[2] : words[1])
      }
    }
    return modules
  }

  /// The kinds an import of one declaration names (`import struct Module.Name`).
  static let importKinds: Set<String> = [
    "struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor",
  ]

  /// The declarations of the files that match `markers`; with `collecting`, for the others,
  /// the names of the types they declare or extend.
  private static func declarations(
    of sources: [[UInt8]], configuration: ExtractionConfiguration, markers: ProjectMarkers,
    collecting: Bool = false
  ) -> (files: [FileDeclarations?], typeNames: [[String]]) {
    let slots = ResultSlots<(FileDeclarations?, [String])>(count: sources.count)
    let syntax = APIIndex.syntax(for: configuration).syntax
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      let bytes = sources[index]
      let (matches, names) = markers.scan(bytes, collecting: collecting)
      let file = matches ? declarations(in: bytes, syntax: syntax) : nil
      slots.store(.success((file, names)), at: index)
    }
    let values = slots.values.map { result in (try? result.get()) ?? (nil, []) }
    return (values.map(\.0), values.map(\.1))
  }
}

/// The byte strings that make a file worth reading for declarations: the localizable type names
/// (and typealiases of them, and the macro names), `struct X`/`class X`/`enum X` for an SDK
/// type name `X` (or an alias such as App Intents' `Summary`) the project might declare itself,
/// and `typealias X = Y` for such an `X` or `Y`.
///
/// A function that localizes a `String` parameter (`Text(LocalizedStringKey(title))`) names one
/// of them, so the project functions of the files read (`ProjectDeclarations.projectNames`) are
/// all that may localize a literal passed to them.
struct ProjectMarkers: Sendable {
  /// The names searched for.
  let names: Set<String>
  private let patterns: [[UInt8]]
  /// The SDK case names of the `case X(` markers.
  private let caseNames: Set<String>
  private let shadowing: Set<String>

  init(configuration: ExtractionConfiguration) {
    var names: Set<String> = [
      "LocalizedString", "LocalizationValue", "IntentDialog", "DisplayRepresentation",
      "IntentDescription", "ParameterSummaryString", "AppShortcutPhrase",
    ]
    names.formUnion(configuration.keyTypes)
    names.formUnion(configuration.macroNames)
    // A project enum's case named like an SDK member that localizes (see
    // `ProjectDeclarations.sdkCaseNames`).
    if configuration.recognizesSDK {
      names.formUnion(ProjectDeclarations.sdkCaseNames.map { "case \($0)(" })
    }
    self.init(
      names: names,
      shadowing: configuration.recognizesSDK
        ? ProjectDeclarations.sdkInitializerOwners.union(SDKLocalizableAPI.table.aliases.keys)
        : [])
  }

  init(names: Set<String>, shadowing: Set<String> = []) {
    self.names = names
    var patterns: [[UInt8]] = []
    var caseNames: Set<String> = []
    for name in names.sorted() {
      // `case X(` markers are looked up by the word after each `case` (one pass, not one per
      // name over the whole file).
      if name.hasPrefix("case "), name.hasSuffix("("), name.count > 6 {
        caseNames.insert(String(name.dropFirst(5).dropLast()))
      } else {
        patterns.append(Array(name.utf8))
      }
    }
    self.patterns = patterns
    self.caseNames = caseNames
    self.shadowing = shadowing
  }

  /// Whether `bytes` contain a marker.
  func matches(_ bytes: [UInt8]) -> Bool { scan(bytes, collecting: false).matches }

  /// Whether `bytes` contain a marker; when they do not, with `collecting`, the names of the
  /// types they declare or extend (`struct X`, `extension X`), which the word pass reads anyway.
  func scan(_ bytes: [UInt8], collecting: Bool) -> (matches: Bool, typeNames: [String]) {
    bytes.withUnsafeBufferPointer { buffer -> (matches: Bool, typeNames: [String]) in
      for pattern in patterns where bytesFind(pattern, in: buffer, from: 0) != nil {
        return (true, [])
      }
      guard !shadowing.isEmpty || !caseNames.isEmpty else { return (false, []) }
      // One pass over the words: `case X(` for a marked case name, `struct X`, `class X`, `enum
      // X` or `extension X` for a shadowed type name.
      var names: [Range<Int>] = []
      let count = buffer.count
      let found = Self.wordBytes.withUnsafeBufferPointer { isWord in
        var index = 0
        while index < count {
          guard isWord[Int(buffer[index])] else {
            index += 1
            continue
          }
          let start = index
          index += 1
          while index < count, isWord[Int(buffer[index])] { index += 1 }
          guard let word = Self.keyword(buffer, start, index) else { continue }
          var nameStart = index
          while nameStart < count, buffer[nameStart].isHorizontalSpace { nameStart += 1 }
          guard nameStart > index, nameStart < count, buffer[nameStart].isIdentifierHead else {
            continue
          }
          var nameEnd = nameStart
          while nameEnd < count, isWord[Int(buffer[nameEnd])] { nameEnd += 1 }
          let name = String(decoding: buffer[nameStart..<nameEnd], as: UTF8.self)
          if word == .caseKeyword {
            if nameEnd < count, buffer[nameEnd] == .openParen, caseNames.contains(name) {
              return true
            }
          } else if word == .aliasKeyword {
            // `typealias Header = SettingsRow`, `typealias Title = SwiftUI.Text`: the type
            // named is what the file mentions (the alias is read when it is a localizing
            // type's, or an SDK type's it shadows).
            var target = nameEnd
            // Generic parameters: `typealias Btn<L: View> = Button<L>`.
            if target < count, buffer[target] == UInt8(ascii: "<") {
              var depth = 0
              repeat {
                if buffer[target] == UInt8(ascii: "<") { depth += 1 }
                if buffer[target] == UInt8(ascii: ">") { depth -= 1 }
                target += 1
              } while depth > 0 && target < count && target < nameEnd + 64
            }
            while target < count, buffer[target].isHorizontalSpace || buffer[target] == 0x3D {
              target += 1
            }
            var targetEnd = target
            while targetEnd < count, isWord[Int(buffer[targetEnd])] || buffer[targetEnd] == .dot {
              targetEnd += 1
            }
            let named = String(decoding: buffer[target..<targetEnd], as: UTF8.self)
            let simple = named.split(separator: ".").last.map(String.init) ?? named
            if shadowing.contains(name) || shadowing.contains(simple) { return true }
            if collecting { names.append(target..<targetEnd) }
            index = targetEnd
            continue
          } else if shadowing.contains(name) {
            return true
          } else if collecting {
            names.append(nameStart..<nameEnd)
          }
          index = nameEnd
        }
        return false
      }
      guard !found else { return (true, []) }
      return (false, names.map { String(decoding: buffer[$0], as: UTF8.self) })
    }
  }

  /// The bytes of identifiers (and of number literals, which no keyword starts with), by value.
  private static let wordBytes: [Bool] = (0...255).map { UInt8($0).isIdentifierBody }

  private enum Keyword { case caseKeyword, typeKeyword, aliasKeyword }

  /// Whether the word `buffer[start..<end]` is `case`, a keyword that declares a type
  /// (`struct`, `class`, `enum`, `extension`), or neither (nil).
  private static func keyword(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Keyword?
  {
    func spells(_ word: StaticString) -> Bool {
      end - start == word.utf8CodeUnitCount
        && bytesEqual(buffer.baseAddress! + start, word.utf8Start, count: end - start)
    }
    switch (end - start, buffer[start]) {
    case (4, UInt8(ascii: "c")): return spells("case") ? .caseKeyword : nil
    case (4, UInt8(ascii: "e")): return spells("enum") ? .typeKeyword : nil
    case (5, UInt8(ascii: "c")): return spells("class") ? .typeKeyword : nil
    case (6, UInt8(ascii: "s")): return spells("struct") ? .typeKeyword : nil
    case (9, UInt8(ascii: "e")): return spells("extension") ? .typeKeyword : nil
    case (9, UInt8(ascii: "t")): return spells("typealias") ? .aliasKeyword : nil
    default: return nil
    }
  }
}

/// One file's scan in a project, with what the project's other files may complete.
struct FileScan: Sendable {
  /// The file's own scan.
  var scan: SourceScan
  /// Its keys' placeholders whose member another file may declare.
  var pending: [PendingSpecifier]
  /// What its annotations declare for the other files
  /// (``InterpolationTypes/exports(of:memberTypes:)``).
  var exports: [String: String?]
  /// The types of its properties without a specifier, for other files' member chains.
  var memberTypes: [InterpolationTypes.MemberType] = []
  /// Its possible keys that are a member's `??` fallback.
  var memberFallbacks: [MemberFallback] = []

  /// Whether its scan depends on the other files' declarations.
  var waitsForProject: Bool { !pending.isEmpty || !memberFallbacks.isEmpty }
}

/// A possible key that is the `??` fallback of a member (`day.workoutName ?? "Training"`): the
/// expression is a `String`, and the literal no key, when the project declares that member
/// only as one (every annotation of the name is `String` or `Substring`, optional or not).
struct MemberFallback: Sendable {
  /// Where the literal is.
  var location: SourceLocation
  /// The member's name.
  var member: String
  /// The type of the value it is read from, when its file tells it (`day: DayPlan`).
  var owner: String?

  /// Whether `exports` type the member as a `String` (the owner's, else every one of that
  /// name).
  func isString(_ exports: [String: String?]) -> Bool {
    (owner.flatMap { exports[$0 + "." + member] } ?? exports[member]) == .some("%@")
  }
}

/// Per-index results written from `concurrentPerform`; each index is written once, under a lock.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<Value, ExtractionError>?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func store(_ result: Result<Value, ExtractionError>, at index: Int) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  var values: [Result<Value, ExtractionError>] {
    lock.lock()
    defer { lock.unlock() }
    return slots.map { $0 ?? .failure(.unreadableFile(path: "?", reason: "not scanned")) }
  }
}
