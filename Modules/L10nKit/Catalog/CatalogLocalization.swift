/// The `state` values Xcode writes in a `stringUnit` or `stringSet` (FORMATS.md §1.4). The field
/// is an open string: unknown values are read and written back unchanged.
public enum UnitState {
  /// A finished translation.
  public static let translated = "translated"
  /// The source text changed after translation; a translator should check it.
  public static let needsReview = "needs_review"
  /// Not translated yet, or a source-language default value.
  public static let new = "new"
  /// Machine translated (Xcode 27, third-party report).
  public static let machineTranslated = "machine_translated"
  /// Listed by third-party tools; never seen in a real file.
  public static let stale = "stale"
}

/// A leaf of a localization: `{ "state" : ..., "value" : ... }`.
///
/// Like every catalog type it wraps the JSON object it was read from, so unknown fields and the
/// member order survive a round trip; the properties read and write that object.
public struct StringUnit: Sendable, Equatable {
  /// The underlying object, with any unknown fields.
  public var object: JSONObject
  /// Where the `"stringUnit"` key is in the file (`.unknown` when created in memory).
  public var position: SourcePosition

  /// Equal when the contents are; positions are not compared.
  public static func == (a: StringUnit, b: StringUnit) -> Bool { a.object == b.object }

  /// Wraps an object read from a file.
  public init(object: JSONObject, position: SourcePosition = .unknown) {
    self.object = object
    self.position = position
  }

  /// Creates a unit with a state (e.g. `UnitState.translated`) and a value.
  public init(state: String? = UnitState.translated, value: String) {
    self.init(object: JSONObject())
    self.state = state
    self.value = value
  }

  /// The unit's state (an open string, see `UnitState`); `nil` when absent.
  public var state: String? {
    get { object["state"]?.stringValue }
    set { object["state"] = newValue.map(JSONValue.string) }
  }

  /// The translated text (`""` when absent).
  public var value: String {
    get { object["value"]?.stringValue ?? "" }
    set { object["value"] = .string(newValue) }
  }
}

/// A leaf holding several strings (App Shortcuts phrases): `{ "state" : ..., "values" : [...] }`.
public struct StringSet: Sendable, Equatable {
  /// The underlying object, with any unknown fields.
  public var object: JSONObject
  /// Where the `"stringSet"` key is in the file (`.unknown` when created in memory).
  public var position: SourcePosition

  /// Equal when the contents are; positions are not compared.
  public static func == (a: StringSet, b: StringSet) -> Bool { a.object == b.object }

  /// Wraps an object read from a file.
  public init(object: JSONObject, position: SourcePosition = .unknown) {
    self.object = object
    self.position = position
  }

  /// Creates a set with a state and values.
  public init(state: String? = UnitState.translated, values: [String]) {
    self.init(object: JSONObject())
    self.state = state
    self.values = values
  }

  /// The set's state; `nil` when absent.
  public var state: String? {
    get { object["state"]?.stringValue }
    set { object["state"] = newValue.map(JSONValue.string) }
  }

  /// The strings, in order (non-string elements are skipped).
  public var values: [String] {
    get { object["values"]?.arrayValue?.compactMap(\.stringValue) ?? [] }
    set { object["values"] = .array(newValue.map(JSONValue.string)) }
  }
}

/// One localization: of an entry for a language, or of a variation case (a plural category, a
/// device) at any depth. It holds a `stringUnit` or `stringSet`, and/or `variations`, and
/// optionally `substitutions`.
public struct CatalogLocalization: Sendable, Equatable {
  /// The underlying object, with any unknown fields.
  public var object: JSONObject
  /// Where this localization's key (language, category or device) is in the file.
  public var position: SourcePosition

  /// Equal when the contents are; positions are not compared.
  public static func == (a: CatalogLocalization, b: CatalogLocalization) -> Bool {
    a.object == b.object
  }

  /// Wraps an object read from a file (or an empty localization).
  public init(object: JSONObject = JSONObject(), position: SourcePosition = .unknown) {
    self.object = object
    self.position = position
  }

  /// A localization holding one string unit.
  public init(stringUnit: StringUnit) {
    self.init()
    self.stringUnit = stringUnit
  }

  /// A localization holding a string set (App Shortcut phrases).
  public init(stringSet: StringSet) {
    self.init()
    self.stringSet = stringSet
  }

  /// A localization holding variations.
  public init(variations: CatalogVariations) {
    self.init()
    self.variations = variations
  }

  /// The string unit, when there is one.
  public var stringUnit: StringUnit? {
    get {
      object.member("stringUnit").flatMap { m in
        m.value.objectValue.map { StringUnit(object: $0, position: m.position) }
      }
    }
    set { object["stringUnit"] = newValue.map { .object($0.object) } }
  }

  /// The string set, when there is one.
  public var stringSet: StringSet? {
    get {
      object.member("stringSet").flatMap { m in
        m.value.objectValue.map { StringSet(object: $0, position: m.position) }
      }
    }
    set { object["stringSet"] = newValue.map { .object($0.object) } }
  }

  /// The variations (plural, device, ...), when there are any.
  public var variations: CatalogVariations? {
    get {
      object.member("variations").flatMap { m in
        m.value.objectValue.map { CatalogVariations(object: $0, position: m.position) }
      }
    }
    set { object["variations"] = newValue.map { .object($0.object) } }
  }

  /// The substitutions (`%#@name@` arguments), in file order.
  public var substitutions: [(name: String, substitution: Substitution)] {
    guard let subs = object["substitutions"]?.objectValue else { return [] }
    return subs.members.compactMap { m in
      m.value.objectValue.map { (m.key, Substitution(object: $0, position: m.position)) }
    }
  }

  /// The substitution called `name`.
  public func substitution(named name: String) -> Substitution? {
    guard let m = object["substitutions"]?.objectValue?.member(name),
      let o = m.value.objectValue
    else { return nil }
    return Substitution(object: o, position: m.position)
  }

  /// Sets (at its collated position), replaces or (with `nil`) removes a substitution; the
  /// `substitutions` object is removed when it becomes empty.
  public mutating func setSubstitution(_ substitution: Substitution?, named name: String) {
    var subs = object["substitutions"]?.objectValue ?? JSONObject()
    subs[name] = substitution.map { .object($0.object) }
    object["substitutions"] = subs.isEmpty ? nil : .object(subs)
  }

  /// Every leaf (string unit or string set) inside this localization, depth first in file
  /// order, with its path: `[]` for this localization's own unit, `["plural", "one"]`,
  /// `["device", "iphone", "plural", "one"]`, `["substitutions", "count", "plural", "other"]`.
  /// Joined with `.`, a path is the suffix of Xcode's XLIFF unit ID after `|==|`.
  public var leaves: [CatalogLeaf] {
    var result: [CatalogLeaf] = []
    collectLeaves(prefix: [], into: &result)
    return result
  }

  private func collectLeaves(prefix: [String], into result: inout [CatalogLeaf]) {
    if let unit = stringUnit {
      result.append(CatalogLeaf(path: prefix, stringUnit: unit, position: unit.position))
    }
    if let set = stringSet {
      result.append(CatalogLeaf(path: prefix, stringSet: set, position: set.position))
    }
    if let variations {
      for kind in variations.kinds {
        for (name, localization) in variations.cases(kind) {
          localization.collectLeaves(prefix: prefix + [kind, name], into: &result)
        }
      }
    }
    for (name, substitution) in substitutions {
      guard let variations = substitution.variations else { continue }
      for kind in variations.kinds {
        for (caseName, localization) in variations.cases(kind) {
          localization.collectLeaves(
            prefix: prefix + ["substitutions", name, kind, caseName], into: &result)
        }
      }
    }
  }

  /// The localization at a leaf path (see `leaves`); setting creates the variations,
  /// substitutions and cases on the way, and `nil` removes the case (and containers left empty).
  /// Paths are pairs: `kind, case` (e.g. `plural, one`) or `substitutions, name` followed by
  /// a `kind, case` pair inside that substitution.
  public subscript(path path: [String]) -> CatalogLocalization? {
    get { localization(at: path[...]) }
    set { setLocalization(newValue, at: path[...]) }
  }

  private func localization(at path: ArraySlice<String>) -> CatalogLocalization? {
    guard let first = path.first else { return self }
    guard path.count >= 2 else { return nil }
    let name = path[path.startIndex + 1]
    let rest = path.dropFirst(2)
    if first == "substitutions" {
      guard rest.count >= 2, let variations = substitution(named: name)?.variations,
        let child = variations.localization(
          kind: rest[rest.startIndex], name: rest[rest.startIndex + 1])
      else { return nil }
      return child.localization(at: rest.dropFirst(2))
    }
    return variations?.localization(kind: first, name: name)?.localization(at: rest)
  }

  private mutating func setLocalization(
    _ newValue: CatalogLocalization?, at path: ArraySlice<String>
  ) {
    guard let first = path.first else {
      self = newValue ?? CatalogLocalization(position: position)
      return
    }
    guard path.count >= 2 else { return }
    let name = path[path.startIndex + 1]
    let rest = path.dropFirst(2)
    if first == "substitutions" {
      guard rest.count >= 2 else { return }
      let kind = rest[rest.startIndex]
      let caseName = rest[rest.startIndex + 1]
      var substitution = self.substitution(named: name) ?? Substitution()
      var variations = substitution.variations ?? CatalogVariations()
      var child = variations.localization(kind: kind, name: caseName) ?? CatalogLocalization()
      child.setLocalization(newValue, at: rest.dropFirst(2))
      let remove = newValue == nil && (rest.count == 2 || child.object.isEmpty)
      variations.setLocalization(remove ? nil : child, kind: kind, name: caseName)
      substitution.variations = variations.object.isEmpty ? nil : variations
      if newValue == nil && substitution.variations == nil && self.substitution(named: name) == nil
      {
        return
      }
      setSubstitution(substitution, named: name)
      return
    }
    var variations = self.variations ?? CatalogVariations()
    var child = variations.localization(kind: first, name: name) ?? CatalogLocalization()
    child.setLocalization(newValue, at: rest)
    let remove = newValue == nil && (rest.isEmpty || child.object.isEmpty)
    variations.setLocalization(remove ? nil : child, kind: first, name: name)
    self.variations = variations.object.isEmpty ? nil : variations
  }
}

/// A string unit or string set found inside a localization, with its path and position.
public struct CatalogLeaf: Sendable, Equatable {
  /// The path from the localization to this leaf (see `CatalogLocalization.leaves`).
  public var path: [String]
  /// The unit, when the leaf is a `stringUnit`.
  public var stringUnit: StringUnit?
  /// The set, when the leaf is a `stringSet`.
  public var stringSet: StringSet?
  /// Where the leaf's `"stringUnit"` / `"stringSet"` key is in the file.
  public var position: SourcePosition

  /// Equal when the paths and leaves are; positions are not compared.
  public static func == (a: CatalogLeaf, b: CatalogLeaf) -> Bool {
    a.path == b.path && a.stringUnit == b.stringUnit && a.stringSet == b.stringSet
  }

  /// Creates a leaf.
  public init(
    path: [String], stringUnit: StringUnit? = nil, stringSet: StringSet? = nil,
    position: SourcePosition = .unknown
  ) {
    self.path = path
    self.stringUnit = stringUnit
    self.stringSet = stringSet
    self.position = position
  }

  /// The leaf's state, from its unit or set.
  public var state: String? { stringUnit?.state ?? stringSet?.state }
}

/// The `variations` of a localization: `plural` (category → localization), `device`
/// (device → localization) or any future kind, each an ordered set of cases.
public struct CatalogVariations: Sendable, Equatable {
  /// The underlying object, with any unknown fields.
  public var object: JSONObject
  /// Where the `"variations"` key is in the file.
  public var position: SourcePosition

  /// Equal when the contents are; positions are not compared.
  public static func == (a: CatalogVariations, b: CatalogVariations) -> Bool {
    a.object == b.object
  }

  /// Wraps an object read from a file (or creates empty variations).
  public init(object: JSONObject = JSONObject(), position: SourcePosition = .unknown) {
    self.object = object
    self.position = position
  }

  /// Plural variations from category/localization pairs (inserted in Xcode's order).
  public init(plural: [(category: String, localization: CatalogLocalization)]) {
    self.init()
    for (category, localization) in plural {
      setLocalization(localization, kind: "plural", name: category)
    }
  }

  /// Device variations from device/localization pairs (inserted in Xcode's order).
  public init(device: [(device: String, localization: CatalogLocalization)]) {
    self.init()
    for (device, localization) in device {
      setLocalization(localization, kind: "device", name: device)
    }
  }

  /// The kinds present (`"plural"`, `"device"`...), in file order; only object-valued ones.
  public var kinds: [String] {
    object.members.compactMap { $0.value.objectValue == nil ? nil : $0.key }
  }

  /// The plural cases (category → localization), in file order; empty when absent.
  public var plural: [(name: String, localization: CatalogLocalization)] { cases("plural") }

  /// The device cases (device → localization), in file order; empty when absent.
  public var device: [(name: String, localization: CatalogLocalization)] { cases("device") }

  /// The cases of one kind, in file order.
  public func cases(_ kind: String) -> [(name: String, localization: CatalogLocalization)] {
    guard let cases = object[kind]?.objectValue else { return [] }
    return cases.members.compactMap { m in
      m.value.objectValue.map { (m.key, CatalogLocalization(object: $0, position: m.position)) }
    }
  }

  /// One case, e.g. `localization(kind: "plural", name: "one")`.
  public func localization(kind: String, name: String) -> CatalogLocalization? {
    guard let m = object[kind]?.objectValue?.member(name), let o = m.value.objectValue else {
      return nil
    }
    return CatalogLocalization(object: o, position: m.position)
  }

  /// Sets (at its collated position), replaces or (with `nil`) removes one case; a kind left
  /// without cases is removed.
  public mutating func setLocalization(
    _ localization: CatalogLocalization?, kind: String, name: String
  ) {
    var cases = object[kind]?.objectValue ?? JSONObject()
    cases[name] = localization.map { .object($0.object) }
    object[kind] = cases.isEmpty ? nil : .object(cases)
  }
}

/// A substitution: the variations of one `%#@name@` argument.
public struct Substitution: Sendable, Equatable {
  /// The underlying object, with any unknown fields.
  public var object: JSONObject
  /// Where the substitution's name is in the file.
  public var position: SourcePosition

  /// Equal when the contents are; positions are not compared.
  public static func == (a: Substitution, b: Substitution) -> Bool { a.object == b.object }

  /// Wraps an object read from a file (or creates an empty substitution).
  public init(object: JSONObject = JSONObject(), position: SourcePosition = .unknown) {
    self.object = object
    self.position = position
  }

  /// Creates a substitution.
  public init(argNum: Int? = nil, formatSpecifier: String?, variations: CatalogVariations?) {
    self.init()
    self.argNum = argNum
    self.formatSpecifier = formatSpecifier
    self.variations = variations
  }

  /// The 1-based argument number, when given.
  public var argNum: Int? {
    get { object["argNum"]?.intValue }
    set { object["argNum"] = newValue.map { .number(String($0)) } }
  }

  /// The format specifier without `%` (e.g. `lld`), when given.
  public var formatSpecifier: String? {
    get { object["formatSpecifier"]?.stringValue }
    set { object["formatSpecifier"] = newValue.map(JSONValue.string) }
  }

  /// The substitution's variations, where `%arg` stands for the argument.
  public var variations: CatalogVariations? {
    get {
      object.member("variations").flatMap { m in
        m.value.objectValue.map { CatalogVariations(object: $0, position: m.position) }
      }
    }
    set { object["variations"] = newValue.map { .object($0.object) } }
  }
}
