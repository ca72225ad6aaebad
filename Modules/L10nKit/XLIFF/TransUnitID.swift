/// Xcode's XLIFF trans-unit id: a catalog key plus the variation path of one leaf.
///
/// `key`, `key|==|plural.one`, `key|==|device.iphone`, `key|==|device.iphone.plural.one`,
/// `key|==|substitutions.NAME.plural.one`; a substitution name containing `.` is quoted as `@NAME@`.
public struct TransUnitID: Hashable, Sendable, CustomStringConvertible {
  /// One step of the path from a localization to a leaf.
  public enum Step: Hashable, Sendable {
    /// A `variations.plural` case (`zero` ... `other`).
    case plural(String)
    /// A `variations.device` case (`iphone`, `mac`, `other`...).
    case device(String)
    /// A `substitutions.NAME` entry.
    case substitution(String)
  }

  /// The separator Xcode puts between the key and the path.
  public static let separator = "|==|"

  /// The catalog key.
  public var key: String
  /// The variation path; empty for the plain string of a key.
  public var path: [Step]

  /// Creates an id from a key and a path.
  public init(key: String, path: [Step] = []) {
    self.key = key
    self.path = path
  }

  /// Decodes an id as Xcode writes it: the key is what precedes the last `|==|` followed by a
  /// path that parses; an id without such a suffix is a plain key.
  public init(decoding id: String) {
    // Candidate separators, last first: a key may itself contain `|==|` (reported on export).
    // Most ids are plain keys: without a `|` there is no separator, and nothing to copy.
    var plain = id
    if plain.withUTF8({ !$0.contains(0x7C) }) {
      self.init(key: id)
      return
    }
    let found: (keyEnd: Int, path: [Step])? = plain.withUTF8 { bytes in
      var start = bytes.count - 4
      while start >= 0 {
        if bytes[start] == 0x7C, bytes[start + 1] == 0x3D, bytes[start + 2] == 0x3D,
          bytes[start + 3] == 0x7C
        {
          let suffix = UnsafeBufferPointer(rebasing: bytes[(start + 4)...])
          let path =
            suffix.allSatisfy { $0 < 0x80 }
            ? Self.parseASCIIPath(suffix)
            : Self.parsePath(Substring(String(decoding: suffix, as: UTF8.self)))
          if let path { return (start, path) }
        }
        start -= 1
      }
      return nil
    }
    guard let found else {
      self.init(key: id)
      return
    }
    let key = plain.withUTF8 {
      String(decoding: UnsafeBufferPointer(rebasing: $0[..<found.keyEnd]), as: UTF8.self)
    }
    self.init(key: key, path: found.path)
  }

  /// Every way to read `id` as a key and a path, the likeliest first: `init(decoding:)`'s
  /// reading, then each earlier `|==|` followed by a path that parses, then (when `id` holds a
  /// separator) the whole id as a plain key. Xcode 27 exports a key that contains `|==|` as a
  /// plain unit, so the import asks the catalog which reading names one of its units.
  public static func readings(of id: String) -> [TransUnitID] {
    var plain = id
    guard plain.withUTF8({ $0.contains(0x7C) }) else { return [TransUnitID(key: id)] }
    var result: [TransUnitID] = []
    plain.withUTF8 { bytes in
      var start = bytes.count - 4
      while start >= 0 {
        if bytes[start] == 0x7C, bytes[start + 1] == 0x3D, bytes[start + 2] == 0x3D,
          bytes[start + 3] == 0x7C,
          let path = Self.parsePath(
            Substring(
              String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 4)...]), as: UTF8.self))
          )
        {
          let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<start]), as: UTF8.self)
          result.append(TransUnitID(key: key, path: path))
        }
        start -= 1
      }
    }
    // A reading that does not spell the id back (`substitutions.@A@` for a name without `.`) is
    // not how Xcode would write that unit.
    result.removeAll { $0.description != id }
    result.append(TransUnitID(key: id))
    return result
  }

  /// Whether a key is free of `|==|`. Xcode 27 exports a key that holds it as a plain unit like
  /// any other, but its id may also read as a variation path of another key (`a|==|plural.one`):
  /// the exporter reports ids that two entries give, and the import resolves the rest against
  /// the catalog (`readings(of:)`).
  public static func isRepresentable(key: String) -> Bool {
    // A byte search: `String.contains(String)` goes through Foundation and is slow in a loop.
    var key = key
    return key.withUTF8 { bytes in
      guard bytes.count >= 4 else { return true }
      for index in 0...(bytes.count - 4)
      where bytes[index] == 0x7C && bytes[index + 1] == 0x3D && bytes[index + 2] == 0x3D
        && bytes[index + 3] == 0x7C
      {
        return false
      }
      return true
    }
  }

  /// The id text, e.g. `key|==|device.iphone.plural.one`.
  public var description: String {
    guard !path.isEmpty else { return key }
    // Built as bytes and made a `String` once: many small `String` appends cost more.
    var text: [UInt8] = []
    text.reserveCapacity(key.utf8.count + 24 * path.count + 4)
    text += key.utf8
    text += Self.separator.utf8
    for (index, step) in path.enumerated() {
      if index > 0 { text.append(UInt8(ascii: ".")) }
      switch step {
      case .plural(let category):
        text += "plural.".utf8
        text += category.utf8
      case .device(let device):
        text += "device.".utf8
        text += device.utf8
      case .substitution(let name):
        if name.utf8.contains(UInt8(ascii: ".")) {
          text += "substitutions.@".utf8
          text += name.utf8
          text.append(UInt8(ascii: "@"))
        } else {
          text += "substitutions.".utf8
          text += name.utf8
        }
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// `parsePath` of an ASCII path, on its bytes (no `Character` work; for ASCII both agree).
  private static func parseASCIIPath(_ bytes: UnsafeBufferPointer<UInt8>) -> [Step]? {
    var i = 0
    var steps: [Step] = []
    func isWord(_ range: Range<Int>, _ word: StaticString) -> Bool {
      guard range.count == word.utf8CodeUnitCount else { return false }
      for k in 0..<range.count where bytes[range.lowerBound + k] != word.utf8Start[k] {
        return false
      }
      return true
    }
    func word() -> Range<Int>? {
      var end = i
      while end < bytes.count && bytes[end] != UInt8(ascii: ".") { end += 1 }
      let value = i..<end
      i = end == bytes.count ? end : end + 1
      return value.isEmpty ? nil : value
    }
    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    while i < bytes.count {
      guard let kind = word() else { return nil }
      if isWord(kind, "plural") {
        guard let category = word() else { return nil }
        steps.append(.plural(text(category)))
      } else if isWord(kind, "device") {
        guard let device = word() else { return nil }
        steps.append(.device(text(device)))
      } else if isWord(kind, "substitutions") {
        if i < bytes.count && bytes[i] == UInt8(ascii: "@") {
          var close = i + 1
          while close < bytes.count && bytes[close] != UInt8(ascii: "@") { close += 1 }
          guard close < bytes.count else { return nil }
          steps.append(.substitution(text((i + 1)..<close)))
          i = close + 1
          if i < bytes.count {
            guard bytes[i] == UInt8(ascii: ".") else { return nil }
            i += 1
          }
        } else {
          guard let name = word() else { return nil }
          steps.append(.substitution(text(name)))
        }
      } else {
        return nil
      }
    }
    return steps.isEmpty ? nil : steps
  }

  private static func parsePath(_ text: Substring) -> [Step]? {
    var rest = text
    var steps: [Step] = []
    func word() -> Substring? {
      let end = rest.firstIndex(of: ".") ?? rest.endIndex
      let value = rest[..<end]
      rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
      return value.isEmpty ? nil : value
    }
    while !rest.isEmpty {
      guard let kind = word() else { return nil }
      switch kind {
      case "plural":
        guard let category = word() else { return nil }
        steps.append(.plural(String(category)))
      case "device":
        guard let device = word() else { return nil }
        steps.append(.device(String(device)))
      case "substitutions":
        if rest.first == "@" {
          let body = rest.dropFirst()
          guard let close = body.firstIndex(of: "@") else { return nil }
          steps.append(.substitution(String(body[..<close])))
          rest = body[body.index(after: close)...]
          if rest.first == "." { rest = rest.dropFirst() } else if !rest.isEmpty { return nil }
        } else {
          guard let name = word() else { return nil }
          steps.append(.substitution(String(name)))
        }
      default:
        return nil
      }
    }
    return steps.isEmpty ? nil : steps
  }
}

extension TransUnitID: Comparable {
  /// Orders ids as Xcode orders units within a `<file>` (`unitOrder`).
  public static func < (lhs: Self, rhs: Self) -> Bool {
    unitOrder(lhs.description, rhs.description)
  }
}
