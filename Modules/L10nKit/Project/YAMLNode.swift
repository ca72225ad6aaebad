/// A value of a YAML document, with the line and column it starts at: what `YAMLReader` gives
/// for the block and flow styles project specs are written in.
struct YAMLNode: Sendable {
  /// One `key: value` of a mapping.
  struct Entry: Sendable {
    var key: String
    var value: YAMLNode
  }

  /// The value's kind and contents.
  enum Value: Sendable {
    /// `~`, `null` or nothing.
    case null
    /// A scalar's text; `quoted` when it was written in quotes (so `"YES"` stays a string).
    case scalar(String, quoted: Bool)
    case sequence([YAMLNode])
    /// Entries in the order written; a later duplicate key wins in `subscript(_:)`.
    case mapping([Entry])
  }

  var value: Value
  /// The 1-based line, or 0 for a value made by merging.
  var line: Int
  /// The 1-based column in characters.
  var column: Int
  /// The file the value was read from, once ``inFile(_:)`` set it (specs merged from several
  /// files keep each value's own file, for notes).
  var file = ""

  init(_ value: Value, line: Int = 0, column: Int = 0) {
    self.value = value
    self.line = line
    self.column = column
  }

  /// The value of `key` in a mapping (the last one written), `nil` for another kind of value.
  subscript(key: String) -> YAMLNode? {
    guard case .mapping(let entries) = value else { return nil }
    return entries.last { $0.key == key }?.value
  }

  /// A mapping's entries, or none.
  var entries: [Entry] {
    if case .mapping(let entries) = value { return entries }
    return []
  }

  /// A sequence's elements, or none.
  var elements: [YAMLNode] {
    if case .sequence(let elements) = value { return elements }
    return []
  }

  /// The value as a list, as specs accept one item or several: a sequence's elements, the
  /// value itself for a scalar or a mapping, none for null.
  var items: [YAMLNode] {
    switch value {
    case .sequence(let elements): elements
    case .scalar, .mapping: [self]
    case .null: []
    }
  }

  /// A scalar's text, `nil` for anything else.
  var string: String? {
    if case .scalar(let text, _) = value { return text }
    return nil
  }

  /// A scalar as one string, or a sequence's scalars.
  var strings: [String] {
    switch value {
    case .scalar(let text, _): [text]
    case .sequence(let elements): elements.compactMap(\.string)
    case .null, .mapping: []
    }
  }

  /// Whether the value is a mapping.
  var isMapping: Bool {
    if case .mapping = value { return true }
    return false
  }

  /// A scalar read as YAML 1.1 reads a plain word (`YES`, `true`, `on`; `NO`, `false`, `off`),
  /// as Yams and so XcodeGen read it; `nil` for another word or a quoted one.
  var bool: Bool? {
    guard case .scalar(let text, let quoted) = value, !quoted else { return nil }
    switch text {
    case "y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON": return true
    case "n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF": return false
    default: return nil
    }
  }

  /// The node with `file` set on it and every value it holds.
  func inFile(_ file: String) -> YAMLNode {
    var copy = self
    copy.file = file
    switch value {
    case .null, .scalar: break
    case .sequence(let elements): copy.value = .sequence(elements.map { $0.inFile(file) })
    case .mapping(let entries):
      copy.value = .mapping(entries.map { Entry(key: $0.key, value: $0.value.inFile(file)) })
    }
    return copy
  }

  /// The node with `transform` applied to every scalar's text, at any depth.
  func mapScalars(_ transform: (String) -> String) -> YAMLNode {
    var copy = self
    switch value {
    case .null: break
    case .scalar(let text, let quoted): copy.value = .scalar(transform(text), quoted: quoted)
    case .sequence(let elements): copy.value = .sequence(elements.map { $0.mapScalars(transform) })
    case .mapping(let entries):
      copy.value = .mapping(
        entries.map { Entry(key: $0.key, value: $0.value.mapScalars(transform)) })
    }
    return copy
  }

  /// This node laid over `base` as XcodeGen merges specs and templates: mappings merge key by
  /// key, sequences are appended to the base's, anything else replaces it; a key ending in
  /// `:REPLACE` replaces the base's value whole.
  func merged(onto base: YAMLNode) -> YAMLNode {
    switch (value, base.value) {
    case (.mapping(let entries), .mapping(var result)):
      for entry in entries {
        if entry.key.hasSuffix(":REPLACE") {
          let key = String(entry.key.dropLast(":REPLACE".count))
          result.removeAll { $0.key == key }
          result.append(Entry(key: key, value: entry.value))
        } else if let index = result.lastIndex(where: { $0.key == entry.key }) {
          result[index].value = entry.value.merged(onto: result[index].value)
        } else {
          result.append(entry)
        }
      }
      var node = YAMLNode(.mapping(result), line: line, column: column)
      node.file = file
      return node
    case (.sequence(let elements), .sequence(let baseElements)):
      var node = YAMLNode(.sequence(baseElements + elements), line: line, column: column)
      node.file = file
      return node
    default:
      return self
    }
  }
}
