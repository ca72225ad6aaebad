/// A lazy index of a catalog file already in Xcode's layout: one byte scan records, for each key
/// of `strings`, the byte range of its entry, without building any entry.
///
/// The scan also checks that every byte is exactly what `StringCatalog.bytes()` would write for
/// it (indentation, ` : `, `,\n`, empty containers, escapes, UTF-8, numbers, literals, no
/// duplicate keys), so replacing the ranges of some entries with their re-serialised form gives
/// the same bytes as writing the whole catalog. Anything else makes `scan` return `nil` and the
/// caller reads the catalog in full (which also reports any error with its line and column).
struct CatalogSpliceIndex {
  /// The byte range of each entry's key (with quotes) and of its value, in file order.
  fileprivate(set) var keyRanges: [Range<Int>] = []
  /// The byte range of each entry's value (its `{ ... }`), in file order.
  fileprivate(set) var valueRanges: [Range<Int>] = []
  /// Entry position by exact key.
  private(set) var indexByKey: [ExactKey: Int] = [:]
  /// The range of each entry's `localizations` object (`0..<0` when it has none), in file order.
  fileprivate(set) var localizationsRanges: [Range<Int>] = []
  /// The range of the `sourceLanguage` string (with quotes).
  fileprivate(set) var sourceLanguageRange: Range<Int> = 0..<0
  /// The range of the `strings` object (`{` to `}`).
  fileprivate(set) var stringsRange: Range<Int> = 0..<0

  /// Scans `bytes`; `nil` when the file is not exactly in Xcode's layout (or not valid), or two
  /// keys are canonically equivalent (the exporter treats those specially).
  static func scan(_ bytes: [UInt8]) -> CatalogSpliceIndex? {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = LayoutScanner(b: buffer)
      var index = CatalogSpliceIndex()
      guard scanner.root(into: &index) else { return nil }
      var canonical = Set<String>()
      canonical.reserveCapacity(index.keyRanges.count)
      index.indexByKey.reserveCapacity(index.keyRanges.count)
      for (i, range) in index.keyRanges.enumerated() {
        guard let key = decodeKey(buffer, range) else { return nil }
        guard index.indexByKey.updateValue(i, forKey: ExactKey(string: key)) == nil,
          canonical.insert(key).inserted
        else { return nil }
      }
      return index
    }
  }

  private static func decodeKey(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
    let inner = UnsafeBufferPointer(rebasing: b[(range.lowerBound + 1)..<(range.upperBound - 1)])
    if !inner.contains(UInt8(ascii: "\\")) { return String(decoding: inner, as: UTF8.self) }
    guard case .string(let key)? = try? JSONParser.parse(Array(b[range]), path: "") else {
      return nil
    }
    return key
  }

  /// The catalog's source language.
  func sourceLanguage(in bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { Self.decodeKey($0, sourceLanguageRange) }
  }

  /// The positions (file order) of the entries with these keys; unknown keys are left out.
  func positions(ofKeys keys: some Sequence<String>) -> [Int] {
    var seen = Set<Int>()
    for key in keys {
      if let i = indexByKey[ExactKey(string: key)] { seen.insert(i) }
    }
    return seen.sorted()
  }

  /// A small catalog file holding the top level of `bytes` and only the entries at `positions`
  /// (ascending), in Xcode's layout, to read with `StringCatalog(bytes:path:)`.
  ///
  /// With `languages`, each entry keeps only the localizations for those languages (the other
  /// languages of an entry are never read by an import into `languages`).
  func partialBytes(of bytes: [UInt8], positions: [Int], languages: [String]? = nil) -> [UInt8] {
    var out: [UInt8] = []
    let languageBytes = (languages ?? []).map { Array($0.utf8) }
    out.append(contentsOf: bytes[..<stringsRange.lowerBound])
    if positions.isEmpty {
      out.append(contentsOf: Array("{\n\n  }".utf8))
    } else {
      out.append(contentsOf: Array("{\n".utf8))
      for (n, i) in positions.enumerated() {
        if n > 0 { out.append(contentsOf: Array(",\n".utf8)) }
        out.append(contentsOf: repeatElement(0x20, count: 4))
        out.append(contentsOf: bytes[keyRanges[i]])
        out.append(contentsOf: Array(" : ".utf8))
        if languages != nil, !localizationsRanges[i].isEmpty {
          let localizations = localizationsRanges[i]
          out.append(contentsOf: bytes[valueRanges[i].lowerBound..<localizations.lowerBound])
          appendLocalizations(
            of: bytes, in: localizations, languages: languageBytes, to: &out)
          out.append(contentsOf: bytes[localizations.upperBound..<valueRanges[i].upperBound])
        } else {
          out.append(contentsOf: bytes[valueRanges[i]])
        }
      }
      out.append(contentsOf: Array("\n  }".utf8))
    }
    out.append(contentsOf: bytes[stringsRange.upperBound...])
    return out
  }

  /// Appends the `localizations` object at `range` (an entry member, level 3) with only the
  /// members for `languages`. In Xcode's layout each member starts a line with exactly eight
  /// spaces and a quote, and no deeper line does (strings hold no raw line feed).
  private func appendLocalizations(
    of bytes: [UInt8], in range: Range<Int>, languages: [[UInt8]], to out: inout [UInt8]
  ) {
    let memberIndent = 8
    var kept = 0
    out.append(UInt8(ascii: "{"))
    bytes.withUnsafeBufferPointer { b in
      // A member starts after "\n" + 8 spaces + a quote; it ends before ",\n" of the next
      // one, or before the object's closing "\n".
      func isMemberStart(_ k: Int) -> Bool {
        guard b[k] == 0x0A, b[k + memberIndent + 1] == UInt8(ascii: "\"") else { return false }
        for j in (k + 1)...(k + memberIndent) where b[j] != 0x20 { return false }
        return true
      }
      let last = range.upperBound - memberIndent - 1
      var k = range.lowerBound
      while k < last && !isMemberStart(k) { k += 1 }
      while k < last {
        let start = k + 1
        var next = k + 1
        while next < last && !isMemberStart(next) { next += 1 }
        let end = next < last ? next - 1 : range.upperBound - 8
        let keyStart = start + memberIndent + 1
        let wanted = languages.contains { language in
          guard keyStart + language.count < end,
            b[keyStart + language.count] == UInt8(ascii: "\"")
          else { return false }
          for j in 0..<language.count where b[keyStart + j] != language[j] { return false }
          return true
        }
        if wanted {
          out.append(contentsOf: kept == 0 ? [0x0A] : [UInt8(ascii: ","), 0x0A])
          out.append(contentsOf: UnsafeBufferPointer(rebasing: b[start..<end]))
          kept += 1
        }
        k = next
      }
    }
    out.append(contentsOf: kept == 0 ? Array("\n\n      }".utf8) : Array("\n      }".utf8))
  }

  /// `bytes` with the entries at `positions` (ascending) replaced by their form in `partial`
  /// (the catalog read from `partialBytes`, after changes that kept its keys): what
  /// `StringCatalog.bytes()` of the whole catalog with those changes would write.
  ///
  /// When the partial catalog was read with `languages`, only the localizations for those
  /// languages can have changed: an entry that differs from `initial` (the partial catalog as
  /// read) is read in full from `bytes`, those localizations are set from `partial`, and it is
  /// written back whole. Entries that did not change keep their bytes.
  func splice(
    _ bytes: [UInt8], positions: [Int], partial: StringCatalog, initial: StringCatalog,
    languages: [String]?
  ) throws(CatalogError) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 16)
    var copied = 0
    for (n, i) in positions.enumerated() where partial.entries[n] != initial.entries[n] {
      let range = valueRanges[i]
      var object = partial.entries[n].object
      if let languages {
        guard case .object(let whole) = try JSONParser.parse(Array(bytes[range]), path: "")
        else { continue }
        var entry = CatalogEntry(key: partial.entries[n].key, object: whole)
        for language in languages {
          let changed = partial.entries[n].localization(for: language)
          if changed?.object != entry.localization(for: language)?.object {
            entry.setLocalization(changed, for: language)
          }
        }
        object = entry.object
      }
      out.append(contentsOf: bytes[copied..<range.lowerBound])
      var writer = JSONWriter()
      writer.write(object, indent: 2)
      out.append(contentsOf: writer.bytes)
      copied = range.upperBound
    }
    out.append(contentsOf: bytes[copied...])
    return out
  }
}

/// Checks bytes against the exact layout `JSONWriter` produces, without building values.
struct LayoutScanner {
  let b: UnsafeBufferPointer<UInt8>
  var i = 0
  /// Key ranges of the objects being scanned (for duplicate keys), innermost last.
  var keys: [Range<Int>] = []
  /// The range of the `localizations` object of the last entry scanned.
  var localizations: Range<Int> = 0..<0

  static let space: UInt8 = 0x20
  static let newline: UInt8 = 0x0A
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")

  mutating func root(into index: inout CatalogSpliceIndex) -> Bool {
    var sawStrings = false
    var sawSourceLanguage = false
    guard i < b.count, b[i] == UInt8(ascii: "{") else { return false }
    let ok = object(level: 0) { scanner, key in
      if scanner.key(key, is: "sourceLanguage") {
        sawSourceLanguage = true
        let start = scanner.i
        guard scanner.string(level: 1) else { return false }
        index.sourceLanguageRange = start..<scanner.i
        return true
      }
      if scanner.key(key, is: "version") { return scanner.string(level: 1) }
      let isStrings = scanner.b[key].elementsEqual("\"strings\"".utf8)
      guard isStrings else { return scanner.value(level: 1) }
      guard !sawStrings, scanner.i < scanner.b.count, scanner.b[scanner.i] == UInt8(ascii: "{")
      else { return false }
      sawStrings = true
      let start = scanner.i
      let saved = scanner.keys
      scanner.keys = []
      let inner = scanner.object(level: 1, checksDuplicates: false) { scanner, key in
        let valueStart = scanner.i
        scanner.localizations = 0..<0
        guard scanner.entry(level: 2) else { return false }
        index.localizationsRanges.append(scanner.localizations)
        index.keyRanges.append(key)
        index.valueRanges.append(valueStart..<scanner.i)
        return true
      }
      scanner.keys = saved
      index.stringsRange = start..<scanner.i
      return inner
    }
    guard ok, sawStrings, sawSourceLanguage else { return false }
    return i == b.count || (i == b.count - 1 && b[i] == Self.newline)
  }

  mutating func newlineIndent(_ level: Int) -> Bool {
    let n = 2 * level
    guard i + 1 + n <= b.count, b[i] == Self.newline else { return false }
    for k in (i + 1)..<(i + 1 + n) where b[k] != Self.space { return false }
    i += 1 + n
    return true
  }

  mutating func value(level: Int) -> Bool {
    guard i < b.count, level < 400 else { return false }
    switch b[i] {
    case UInt8(ascii: "{"):
      return object(level: level) { scanner, _ in scanner.value(level: level + 1) }
    case UInt8(ascii: "["): return array(level: level)
    case Self.quote: return string()
    case UInt8(ascii: "t"): return literal("true")
    case UInt8(ascii: "f"): return literal("false")
    case UInt8(ascii: "n"): return literal("null")
    default: return number()
    }
  }

  mutating func literal(_ word: StaticString) -> Bool {
    let n = word.utf8CodeUnitCount
    guard i + n <= b.count else { return false }
    for k in 0..<n where b[i + k] != word.utf8Start[k] { return false }
    i += n
    return true
  }

  /// Whether the container at `i` is empty (`{\n\n<indent>}`); consumes it if so.
  mutating func empty(level: Int, close: UInt8) -> Bool? {
    guard i + 1 < b.count, b[i] == Self.newline, b[i + 1] == Self.newline else { return nil }
    i += 1
    guard newlineIndent(level), i < b.count, b[i] == close else { return false }
    i += 1
    return true
  }

  mutating func object(
    level: Int, checksDuplicates: Bool = true, member: (inout LayoutScanner, Range<Int>) -> Bool
  ) -> Bool {
    i += 1
    if let empty = empty(level: level, close: UInt8(ascii: "}")) { return empty }
    let base = keys.count
    defer { keys.removeSubrange(base...) }
    while true {
      guard newlineIndent(level + 1), i < b.count, b[i] == Self.quote else { return false }
      let start = i
      guard string() else { return false }
      let key = start..<i
      if checksDuplicates {
        for other in keys[base...] where b[other].elementsEqual(b[key]) { return false }
        keys.append(key)
      }
      guard i + 3 <= b.count, b[i] == Self.space, b[i + 1] == UInt8(ascii: ":"),
        b[i + 2] == Self.space
      else { return false }
      i += 3
      guard member(&self, key), i < b.count else { return false }
      if b[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      guard newlineIndent(level), i < b.count, b[i] == UInt8(ascii: "}") else { return false }
      i += 1
      return true
    }
  }

  mutating func array(level: Int, stringsOnly: Bool = false) -> Bool {
    i += 1
    if let empty = empty(level: level, close: UInt8(ascii: "]")) { return empty }
    while true {
      guard newlineIndent(level + 1), !stringsOnly || (i < b.count && b[i] == Self.quote),
        value(level: level + 1), i < b.count
      else { return false }
      if b[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      guard newlineIndent(level), i < b.count, b[i] == UInt8(ascii: "]") else { return false }
      i += 1
      return true
    }
  }

  /// A string with only the escapes `JSONWriter` writes, valid UTF-8, no raw control bytes.
  mutating func string() -> Bool {
    i += 1
    while i < b.count {
      let c = b[i]
      if c == Self.quote {
        i += 1
        return true
      }
      if c == Self.backslash {
        guard i + 1 < b.count else { return false }
        switch b[i + 1] {
        case Self.quote, Self.backslash, UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"),
          UInt8(ascii: "b"), UInt8(ascii: "f"):
          i += 2
        case UInt8(ascii: "u"):
          guard i + 6 <= b.count, b[i + 2] == UInt8(ascii: "0"), b[i + 3] == UInt8(ascii: "0")
          else { return false }
          let high = b[i + 4]
          let low = b[i + 5]
          guard high == UInt8(ascii: "0") || high == UInt8(ascii: "1") else { return false }
          let lowValue: UInt8
          switch low {
          case UInt8(ascii: "0")...UInt8(ascii: "9"): lowValue = low - UInt8(ascii: "0")
          case UInt8(ascii: "a")...UInt8(ascii: "f"): lowValue = low - UInt8(ascii: "a") + 10
          default: return false
          }
          let value = (high - UInt8(ascii: "0")) * 16 + lowValue
          guard ![0x08, 0x09, 0x0A, 0x0C, 0x0D].contains(value) else { return false }
          i += 6
        default: return false
        }
      } else if c < 0x20 {
        return false
      } else if c < 0x80 {
        i += 1
      } else if !utf8Sequence() {
        return false
      }
    }
    return false
  }

  /// A well-formed, shortest-form, non-surrogate UTF-8 sequence (as `JSONParser` requires).
  mutating func utf8Sequence() -> Bool {
    guard let length = utf8SequenceLength(b, at: i) else { return false }
    i += length
    return true
  }

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
  mutating func number() -> Bool {
    func isDigit(_ k: Int) -> Bool { k < b.count && b[k] >= 0x30 && b[k] <= 0x39 }
    if i < b.count && b[i] == UInt8(ascii: "-") { i += 1 }
    guard isDigit(i) else { return false }
    if b[i] == UInt8(ascii: "0") {
      i += 1
    } else {
      while isDigit(i) { i += 1 }
    }
    if i < b.count && b[i] == UInt8(ascii: ".") {
      i += 1
      guard isDigit(i) else { return false }
      while isDigit(i) { i += 1 }
    }
    if i < b.count && (b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E")) {
      i += 1
      if i < b.count && (b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-")) { i += 1 }
      guard isDigit(i) else { return false }
      while isDigit(i) { i += 1 }
    }
    return true
  }
}

// The fields `SchemaCheck` checks: a wrong type makes the scan fail, so the full read reports it.
extension LayoutScanner {
  /// Whether the key at `key` (with quotes, canonical escapes) is exactly `name`.
  func key(_ key: Range<Int>, is name: StaticString) -> Bool {
    let n = name.utf8CodeUnitCount
    guard key.count == n + 2 else { return false }
    for k in 0..<n where b[key.lowerBound + 1 + k] != name.utf8Start[k] { return false }
    return true
  }

  mutating func string(level: Int) -> Bool {
    i < b.count && b[i] == Self.quote && value(level: level)
  }

  mutating func bool(level: Int) -> Bool {
    i < b.count && (b[i] == UInt8(ascii: "t") || b[i] == UInt8(ascii: "f")) && value(level: level)
  }

  /// A number `JSONValue.intValue` reads.
  mutating func integer(level: Int) -> Bool {
    let start = i
    guard number() else { return false }
    let text = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
    return Int(text) != nil
  }

  /// An object whose member values all satisfy `body`.
  mutating func objectOf(level: Int, _ body: (inout LayoutScanner) -> Bool) -> Bool {
    guard i < b.count, b[i] == UInt8(ascii: "{") else { return false }
    return object(level: level) { scanner, _ in body(&scanner) }
  }

  /// An object; `field` checks the value of a member it knows, others may be anything.
  mutating func fields(level: Int, _ field: (inout LayoutScanner, Range<Int>) -> Bool?) -> Bool {
    guard i < b.count, b[i] == UInt8(ascii: "{") else { return false }
    return object(level: level) { scanner, key in
      field(&scanner, key) ?? scanner.value(level: level + 1)
    }
  }

  /// An entry of `strings`, as `SchemaCheck.entry`.
  mutating func entry(level: Int) -> Bool {
    fields(level: level) { s, key in
      if s.key(key, is: "comment") || s.key(key, is: "extractionState")
        || s.key(key, is: "commentGenerationVersion")
      {
        return s.string(level: level + 1)
      }
      if s.key(key, is: "isCommentAutoGenerated") || s.key(key, is: "shouldTranslate")
        || s.key(key, is: "generatesSymbol")
      {
        return s.bool(level: level + 1)
      }
      if s.key(key, is: "localizations") {
        let start = s.i
        guard s.objectOf(level: level + 1, { $0.localization(level: level + 2) }) else {
          return false
        }
        s.localizations = start..<s.i
        return true
      }
      return nil
    }
  }

  /// A localization, as `SchemaCheck.localization`.
  mutating func localization(level: Int) -> Bool {
    guard level < 400 else { return false }
    let inner = level + 1
    return fields(level: level) { s, key in
      if s.key(key, is: "stringUnit") {
        return s.fields(level: inner) { s, field in
          s.key(field, is: "state") || s.key(field, is: "value") ? s.string(level: inner + 1) : nil
        }
      }
      if s.key(key, is: "stringSet") {
        return s.fields(level: inner) { s, field in
          if s.key(field, is: "state") { return s.string(level: inner + 1) }
          if s.key(field, is: "values") {
            return s.i < s.b.count && s.b[s.i] == UInt8(ascii: "[")
              && s.array(level: inner + 1, stringsOnly: true)
          }
          return nil
        }
      }
      if s.key(key, is: "variations") { return s.variations(level: inner) }
      if s.key(key, is: "substitutions") {
        return s.objectOf(level: inner) { s in
          s.fields(level: inner + 1) { s, field in
            if s.key(field, is: "argNum") { return s.integer(level: inner + 2) }
            if s.key(field, is: "formatSpecifier") { return s.string(level: inner + 2) }
            if s.key(field, is: "variations") { return s.variations(level: inner + 2) }
            return nil
          }
        }
      }
      return nil
    }
  }

  /// `variations`: kind → variation → localization.
  mutating func variations(level: Int) -> Bool {
    objectOf(level: level) { s in
      s.objectOf(level: level + 1) { $0.localization(level: level + 2) }
    }
  }
}
