/// A path glob, used for `l10n extract --exclude` and for the `excludes` and
/// `englishOnlyPaths` of `l10n.json`: `*` (any characters but `/`), `?` (one character but `/`)
/// and `**` (any characters, `/` included; `**/` also matches no folder at all).
///
/// A pattern without `/` matches a file or folder name anywhere (`*.generated.swift`, `.build`);
/// a pattern with `/` matches the path relative to the search root or configuration folder
/// (`**/Tests/**`, `Modules/AppGallery/**`). A pattern that matches a folder also matches
/// everything below it (`Modules/AppGallery` covers `Modules/AppGallery/Demo.swift`). A leading
/// `./` or `/` is ignored.
public struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let bytes: [UInt8]
  private let matchesNames: Bool

  /// Parses `pattern`.
  public init(_ pattern: String) {
    self.pattern = pattern
    var trimmed = Substring(pattern)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    while trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
    bytes = Array(trimmed.utf8)
    matchesNames = !trimmed.contains("/")
  }

  /// The pattern as written.
  public var description: String { pattern }

  /// Whether `path` (relative to the search root, `/`-separated) matches.
  public func matches(_ path: String) -> Bool {
    if matchesNames {
      return path.split(separator: "/").contains { Self.match(bytes[...], Array($0.utf8)[...]) }
    }
    let text = Array(path.utf8)
    if Self.match(bytes[...], text[...]) { return true }
    // A folder above the path, with or without its trailing slash.
    for index in text.indices where text[index] == UInt8(ascii: "/") {
      if Self.match(bytes[...], text[..<index]) || Self.match(bytes[...], text[...index]) {
        return true
      }
    }
    return false
  }

  private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
    var pattern = pattern
    var text = text
    while let head = pattern.first {
      switch head {
      case UInt8(ascii: "*"):
        if pattern.dropFirst().first == UInt8(ascii: "*") {
          var rest = pattern.dropFirst(2)
          if rest.first == UInt8(ascii: "/") {
            // `**/`: zero folders, or any prefix ending in `/`.
            rest = rest.dropFirst()
            if match(rest, text) { return true }
            var index = text.startIndex
            while index < text.endIndex {
              if text[index] == UInt8(ascii: "/"), match(rest, text[(index + 1)...]) {
                return true
              }
              index += 1
            }
            return false
          }
          var index = text.startIndex
          while true {
            if match(rest, text[index...]) { return true }
            if index == text.endIndex { return false }
            index += 1
          }
        }
        let rest = pattern.dropFirst()
        var index = text.startIndex
        while true {
          if match(rest, text[index...]) { return true }
          if index == text.endIndex || text[index] == UInt8(ascii: "/") { return false }
          index += 1
        }
      case UInt8(ascii: "?"):
        guard let character = text.first, character != UInt8(ascii: "/") else { return false }
        pattern = pattern.dropFirst()
        text = text.dropFirst()
      default:
        guard text.first == head else { return false }
        pattern = pattern.dropFirst()
        text = text.dropFirst()
      }
    }
    return text.isEmpty
  }
}
