/// A String Catalog (`.xcstrings`): its source language, version and ordered entries.
///
/// Reading keeps everything needed to write the file back byte for byte (member order at every
/// level, unknown fields, number text, the final-newline state); the writer uses Xcode's layout,
/// so a file Xcode wrote comes back unchanged, and a hand-written one comes back as Xcode would
/// write it. New entries and fields go to their place in Xcode's collation; `sort()` re-sorts
/// everything as Xcode does on save.
public struct StringCatalog: Sendable, Equatable {
  /// The top-level object; its `strings` member is a placeholder, the entries live in `entries`.
  public private(set) var root: JSONObject
  /// The entries, in file order.
  public private(set) var entries: [CatalogEntry]
  /// Whether the file ends with a line feed after the final `}` (Xcode writes none).
  public var endsWithNewline: Bool
  /// Where the `"strings"` key is in the file.
  public private(set) var stringsPosition: SourcePosition
  /// The keys the file has twice with different values, in the order found: empty unless the
  /// catalog was read with ``DuplicateKeyPolicy/keepFirst``, which keeps each first occurrence
  /// and leaves the later one out (so writing such a catalog back would lose it).
  public private(set) var duplicateKeys: [JSONDuplicateKey] = []
  private var indexByKey: [ExactKey: Int]
  /// The size of the file read, to size the writer's buffer in one allocation.
  private var sourceSize = 0

  /// A new, empty catalog as Xcode creates it.
  public init(sourceLanguage: String, version: String = "1.0") {
    root = JSONObject()
    entries = []
    endsWithNewline = false
    stringsPosition = .unknown
    indexByKey = [:]
    root["sourceLanguage"] = .string(sourceLanguage)
    root["strings"] = .object(JSONObject())
    root["version"] = .string(version)
  }

  /// Reads a catalog from the bytes of a file; `path` names the file in errors.
  ///
  /// Throws a `CatalogError` with line and column for malformed JSON, invalid UTF-8, a BOM,
  /// trailing content, fields of the wrong type, and keys repeated with different values
  /// (unless `duplicateKeys` is ``DuplicateKeyPolicy/keepFirst``: see ``duplicateKeys``).
  public init(
    bytes: [UInt8], path: String, duplicateKeys: DuplicateKeyPolicy = .rejectConflicting
  ) throws(CatalogError) {
    let (value, duplicates) = try JSONParser.parse(
      bytes, path: path, duplicateKeys: duplicateKeys)
    try self.init(json: value, path: path)
    endsWithNewline = bytes.last == 0x0A
    sourceSize = bytes.count
    self.duplicateKeys = duplicates
  }

  /// Reads the catalog at `path`, treating repeated keys as `duplicateKeys` says.
  ///
  /// The file's bytes are given back to the system while they are parsed, so reading a big
  /// catalog never holds its bytes and its whole parsed tree at the same time.
  public init(
    contentsOf path: String, duplicateKeys: DuplicateKeyPolicy = .rejectConflicting
  ) throws(CatalogError) {
    let (parsed, endsWithNewline, size) = try CatalogFile.withContents(path) {
      bytes throws(CatalogError) in
      let endsWithNewline = bytes.last == 0x0A
      let parsed = try JSONParser.parse(
        consuming: bytes, path: path, duplicateKeys: duplicateKeys)
      return (parsed, endsWithNewline, bytes.count)
    }
    try self.init(json: parsed.value, path: path)
    self.endsWithNewline = endsWithNewline
    sourceSize = size
    self.duplicateKeys = parsed.duplicates
  }

  /// Builds a catalog from a parsed JSON document, checking the type of every known field.
  public init(json: JSONValue, path: String) throws(CatalogError) {
    guard case .object(var root) = json else {
      throw CatalogError(
        path: path, line: 1, column: 1,
        message: "a String Catalog is a JSON object, found \(json.typeDescription)")
    }
    let check = SchemaCheck(path: path)
    guard let language = root.member("sourceLanguage") else {
      throw CatalogError(
        path: path, line: 1, column: 1,
        message: "missing \"sourceLanguage\"; add e.g. \"sourceLanguage\" : \"en\"")
    }
    try check.string(language)
    if let version = root.member("version") { try check.string(version) }
    guard let stringsIndex = root.index(of: "strings") else {
      throw CatalogError(
        path: path, line: 1, column: 1,
        message: "missing \"strings\"; add \"strings\" : {} for an empty catalog")
    }
    let stringsMember = root.members[stringsIndex]
    guard case .object(let strings) = stringsMember.value else {
      throw check.wrongType(stringsMember, expected: "an object (key → entry)")
    }
    var entries: [CatalogEntry] = []
    entries.reserveCapacity(strings.members.count)
    for member in strings.members {
      guard case .object(let object) = member.value else {
        throw check.wrongType(member, expected: "an object (the entry of this key)")
      }
      try check.entry(object)
      entries.append(CatalogEntry(key: member.key, object: object, position: member.position))
    }
    root.members[stringsIndex].value = .object(JSONObject())
    self.root = root
    self.entries = entries
    self.endsWithNewline = false
    self.stringsPosition = stringsMember.position
    var index: [ExactKey: Int] = [:]
    index.reserveCapacity(entries.count)
    for (i, entry) in entries.enumerated() { index[ExactKey(string: entry.key)] = i }
    self.indexByKey = index
  }

  /// Catalogs are equal when their contents, order and final-newline state are (positions are
  /// not compared).
  public static func == (a: StringCatalog, b: StringCatalog) -> Bool {
    a.root == b.root && a.entries == b.entries && a.endsWithNewline == b.endsWithNewline
  }

  /// The language the keys are written in (e.g. `en`).
  public var sourceLanguage: String {
    get { root["sourceLanguage"]?.stringValue ?? "" }
    set { root["sourceLanguage"] = .string(newValue) }
  }

  /// The format version (`"1.0"`, `"1.1"`...), an opaque string written back as read.
  public var version: String? {
    get { root["version"]?.stringValue }
    set { root["version"] = newValue.map(JSONValue.string) }
  }

  /// The keys, in file order.
  public var keys: [String] { entries.map(\.key) }

  /// Every language with a localization in any entry, plus the source language, in Xcode's
  /// collation.
  public var languages: [String] {
    var seen: Set<ExactKey> = [ExactKey(string: sourceLanguage)]
    var result = [sourceLanguage]
    for entry in entries {
      for language in entry.languages where seen.insert(ExactKey(string: language)).inserted {
        result.append(language)
      }
    }
    return result.sorted(by: XcodeCollation.areInIncreasingOrder)
  }

  /// The index in `entries` of the entry with exactly this key (byte for byte).
  public func index(ofKey key: String) -> Int? {
    indexByKey[ExactKey(string: key)]
  }

  /// The entry for a key; setting replaces it in place, inserts a new one at its collated
  /// position, or (with `nil`) removes it. The stored entry always takes the subscript's key.
  public subscript(key: String) -> CatalogEntry? {
    get { index(ofKey: key).map { entries[$0] } }
    set {
      if let newValue {
        let entry =
          newValue.key.utf8.elementsEqual(key.utf8)
          ? newValue : CatalogEntry(key: key, object: newValue.object)
        insert(entry)
      } else {
        removeEntry(forKey: key)
      }
    }
  }

  /// Adds an entry at its position in Xcode's collation (binary search: exact in a sorted
  /// catalog), or replaces the entry with the same key in place.
  public mutating func insert(_ entry: CatalogEntry) {
    if let i = index(ofKey: entry.key) {
      entries[i] = entry
      return
    }
    var low = 0
    var high = entries.count
    while low < high {
      let mid = (low + high) / 2
      if XcodeCollation.areInIncreasingOrder(entry.key, entries[mid].key) {
        high = mid
      } else {
        low = mid + 1
      }
    }
    entries.insert(entry, at: low)
    reindex(from: low)
  }

  /// Removes the entry for `key`; returns it, or `nil` when there was none.
  @discardableResult
  public mutating func removeEntry(forKey key: String) -> CatalogEntry? {
    guard let i = index(ofKey: key) else { return nil }
    let removed = entries.remove(at: i)
    indexByKey[ExactKey(string: key)] = nil
    reindex(from: i)
    return removed
  }

  /// Changes the entry for `key` in place; returns `false` when there is no such entry.
  @discardableResult
  public mutating func updateEntry(forKey key: String, _ body: (inout CatalogEntry) -> Void)
    -> Bool
  {
    guard let i = index(ofKey: key) else { return false }
    body(&entries[i])
    return true
  }

  /// Changes every entry in place, in order (keys cannot change).
  public mutating func updateEntries(_ body: (inout CatalogEntry) throws -> Void) rethrows {
    for i in entries.indices { try body(&entries[i]) }
  }

  /// Removes every localization for `language` (entries left without any lose their
  /// `localizations` field, as Xcode writes them).
  public mutating func removeLanguage(_ language: String) {
    updateEntries { entry in
      if entry.localization(for: language) != nil { entry.setLocalization(nil, for: language) }
    }
  }

  /// Sorts the entries, and the members of every object at every level, in Xcode's collation,
  /// as Xcode does when it saves a catalog.
  public mutating func sort() {
    root.sortRecursively()
    for i in entries.indices { entries[i].object.sortRecursively() }
    entries.sort { XcodeCollation.areInIncreasingOrder($0.key, $1.key) }
    reindex(from: 0)
  }

  /// The copy of this catalog Xcode puts in an `.xcloc`'s Source Contents: every entry, comment
  /// and flag kept, localizations other than the source language removed.
  public func sourceLanguageCopy() -> StringCatalog {
    var copy = self
    let source = sourceLanguage
    copy.updateEntries { entry in
      guard let localizations = entry.object["localizations"]?.objectValue else { return }
      let kept = JSONObject(localizations.members.filter { $0.key.utf8.elementsEqual(source.utf8) })
      entry.object["localizations"] = kept.isEmpty ? nil : .object(kept)
    }
    return copy
  }

  /// The whole catalog as one JSON value (e.g. to write it with `JSONWriter`).
  public var jsonValue: JSONValue {
    var root = root
    if let i = root.index(of: "strings") {
      root.members[i].value = .object(
        JSONObject(entries.map { JSONMember(key: $0.key, value: .object($0.object)) }))
    }
    return .object(root)
  }

  /// The file's bytes in Xcode's layout, in the current order, with the final-newline state.
  public func bytes() -> [UInt8] {
    var writer = JSONWriter(capacity: max(1 << 16, sourceSize + sourceSize / 8))
    write(into: &writer)
    return writer.bytes
  }

  /// Whether writing the catalog would reproduce `bytes` exactly; compares while writing, so
  /// no second copy of the file is made.
  public func serializes(to bytes: [UInt8]) -> Bool {
    var writer = JSONWriter(comparingWith: bytes)
    write(into: &writer)
    return writer.finishComparing()
  }

  private func write(into writer: inout JSONWriter) {
    writer.beginObject()
    for (i, member) in root.members.enumerated() {
      if i > 0 { writer.appendComma() }
      writer.writeKey(member.key, indent: 1)
      if member.key == "strings" && member.key.utf8.elementsEqual("strings".utf8) {
        writer.beginObject()
        for (j, entry) in entries.enumerated() {
          if j > 0 { writer.appendComma() }
          writer.writeKey(entry.key, indent: 2)
          writer.write(entry.object, indent: 2)
        }
        writer.endObject(indent: 1)
      } else {
        writer.write(member.value, indent: 1)
      }
    }
    writer.endObject(indent: 0)
    if endsWithNewline { writer.appendRaw(CollectionOfOne(0x0A)) }
  }

  /// Writes the catalog to `path` atomically, keeping the existing file's permissions.
  ///
  /// A catalog read with ``DuplicateKeyPolicy/keepFirst`` that left a repeated key out is not
  /// written (the error names the repeat): writing it would silently drop that value.
  public func write(to path: String) throws(CatalogError) {
    if let duplicate = duplicateKeys.first {
      throw CatalogError(path: path, position: duplicate.position, message: duplicate.message)
    }
    try CatalogFile.write(bytes(), to: path)
  }

  private mutating func reindex(from start: Int) {
    for i in start..<entries.count { indexByKey[ExactKey(string: entries[i].key)] = i }
  }
}

/// Checks that the fields a catalog defines have the right JSON type, pointing at the key.
struct SchemaCheck {
  let path: String

  func wrongType(_ member: JSONMember, expected: String) -> CatalogError {
    CatalogError(
      path: path, position: member.position,
      message: "\"\(member.key)\" must be \(expected), found \(member.value.typeDescription)")
  }

  func string(_ member: JSONMember) throws(CatalogError) {
    guard case .string = member.value else { throw wrongType(member, expected: "a string") }
  }

  func bool(_ member: JSONMember) throws(CatalogError) {
    guard case .bool = member.value else {
      throw wrongType(member, expected: "true or false")
    }
  }

  func object(_ member: JSONMember) throws(CatalogError) -> JSONObject {
    guard case .object(let o) = member.value else {
      throw wrongType(member, expected: "an object")
    }
    return o
  }

  func entry(_ object: JSONObject) throws(CatalogError) {
    for member in object.members {
      switch member.key {
      case "comment", "extractionState", "commentGenerationVersion": try string(member)
      case "isCommentAutoGenerated", "shouldTranslate", "generatesSymbol": try bool(member)
      case "localizations":
        for localization in try self.object(member).members {
          try self.localization(try self.object(localization))
        }
      default: break
      }
    }
  }

  func localization(_ object: JSONObject) throws(CatalogError) {
    for member in object.members {
      switch member.key {
      case "stringUnit":
        for field in try self.object(member).members {
          switch field.key {
          case "state", "value": try string(field)
          default: break
          }
        }
      case "stringSet":
        for field in try self.object(member).members {
          switch field.key {
          case "state": try string(field)
          case "values":
            guard case .array(let values) = field.value,
              values.allSatisfy({ $0.stringValue != nil })
            else { throw wrongType(field, expected: "an array of strings") }
          default: break
          }
        }
      case "variations": try variations(try self.object(member))
      case "substitutions":
        for substitution in try self.object(member).members {
          for field in try self.object(substitution).members {
            switch field.key {
            case "argNum":
              guard field.value.intValue != nil else {
                throw wrongType(field, expected: "an integer")
              }
            case "formatSpecifier": try string(field)
            case "variations": try variations(try self.object(field))
            default: break
            }
          }
        }
      default: break
      }
    }
  }

  func variations(_ object: JSONObject) throws(CatalogError) {
    for kind in object.members {
      for variation in try self.object(kind).members {
        try localization(try self.object(variation))
      }
    }
  }
}
