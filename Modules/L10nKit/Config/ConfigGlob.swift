/// A path glob from the configuration: `*` and `?` stay within one path component, `**` spans any
/// number of components, and a pattern also matches everything below a folder it matches
/// (`Modules/AppGallery` covers `Modules/AppGallery/Demo.swift`).
public struct ConfigGlob: Sendable, Hashable, CustomStringConvertible {
  /// The pattern as written, relative to the configuration file's folder.
  public let pattern: String
  private let components: [Substring]

  /// Compiles a pattern; leading `./` and trailing `/` are ignored.
  public init(_ pattern: String) {
    var trimmed = Substring(pattern)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    self.pattern = pattern
    components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
  }

  /// The pattern as written.
  public var description: String { pattern }

  /// Whether `relativePath` (slash-separated, relative to the same folder) matches.
  public func matches(_ relativePath: String) -> Bool {
    let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true)
    return Self.match(components[...], parts[...])
  }

  private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>)
    -> Bool
  {
    guard let head = pattern.first else {
      // The pattern is used up: it matched the path or a folder above it.
      return true
    }
    if head == "**" {
      let rest = pattern.dropFirst()
      var tail = path
      while true {
        if match(rest, tail) { return true }
        guard !tail.isEmpty else { return false }
        tail = tail.dropFirst()
      }
    }
    guard let first = path.first, matchComponent(Array(head.utf8)[...], Array(first.utf8)[...])
    else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  private static func matchComponent(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>)
    -> Bool
  {
    guard let head = pattern.first else { return text.isEmpty }
    switch head {
    case UInt8(ascii: "*"):
      var tail = text
      while true {
        if matchComponent(pattern.dropFirst(), tail) { return true }
        guard !tail.isEmpty else { return false }
        tail = tail.dropFirst()
      }
    case UInt8(ascii: "?"):
      return !text.isEmpty && matchComponent(pattern.dropFirst(), text.dropFirst())
    default:
      return text.first == head && matchComponent(pattern.dropFirst(), text.dropFirst())
    }
  }
}
