import Foundation

/// Path arithmetic on plain strings, identical on Linux and macOS.
enum PathUtilities {
  /// `path` made absolute against `base`, with `.` and `..` components resolved.
  static func absolute(_ path: String, relativeTo base: String) -> String {
    let joined = path.hasPrefix("/") ? path : base + "/" + path
    var parts: [Substring] = []
    for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }

  /// `path` relative to `base` when it lies below it, else `path` unchanged; both absolute.
  static func relative(_ path: String, to base: String) -> String {
    // The common case, `path` under `base`, compares bytes without building `base + "/"`: it
    // runs for every file of a project, several times.
    let bytes = path.utf8
    let baseBytes = base.utf8
    let needsSlash = baseBytes.last != UInt8(ascii: "/")
    let prefixCount = baseBytes.count + (needsSlash ? 1 : 0)
    if bytes.count >= prefixCount, hasPrefix(bytes, baseBytes),
      !needsSlash
        || bytes[bytes.index(bytes.startIndex, offsetBy: baseBytes.count)] == UInt8(ascii: "/")
    {
      return String(path[bytes.index(bytes.startIndex, offsetBy: prefixCount)...])
    }
    if path == base { return "." }
    // Walk up with `..` when the two share an ancestor.
    let pathParts = path.split(separator: "/")
    let baseParts = base.split(separator: "/")
    var common = 0
    while common < min(pathParts.count, baseParts.count),
      pathParts[common] == baseParts[common]
    {
      common += 1
    }
    if common == 0 { return path }
    let ups = Array(repeating: "..", count: baseParts.count - common)
    return (ups + pathParts[common...].map(String.init)).joined(separator: "/")
  }

  /// Whether `bytes` starts with `prefix`: one `memcmp` over native strings' storage (the
  /// generic `starts(with:)` walks the two views byte by byte).
  private static func hasPrefix(_ bytes: String.UTF8View, _ prefix: String.UTF8View) -> Bool {
    let compared = bytes.withContiguousStorageIfAvailable { whole in
      prefix.withContiguousStorageIfAvailable { start in
        start.count <= whole.count
          && (start.isEmpty || memcmp(whole.baseAddress!, start.baseAddress!, start.count) == 0)
      }
    }
    return (compared ?? nil) ?? bytes.starts(with: prefix)
  }

  /// The last component of `path`.
  static func fileName(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The folder that contains `path`.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }
}
