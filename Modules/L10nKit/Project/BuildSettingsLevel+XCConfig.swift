import Foundation

extension BuildSettingsLevel {
  /// How many `#include`s deep `.xcconfig` files are read.
  static let maximumIncludeDepth = 16

  /// The settings of the `.xcconfig` file at `path` and the files it includes (later lines
  /// win): `KEY = value` and `KEY[condition] = value` lines, `//` comments, and
  /// `#include "other.xcconfig"` (or `#include?`, which may be missing) relative to the file.
  ///
  /// A file that does not exist or cannot be read yields an empty level: an `.xcconfig` can be
  /// generated at build time or live outside the repository, and the project is still worth
  /// reading without it.
  init(xcconfigAt path: String) {
    self.init()
    var visited: Set<String> = []
    read(xcconfigAt: path, visited: &visited, depth: 0)
  }

  /// The file a `#include "…"` (or `#include?`) line names; nil for another line, or a file
  /// inside Xcode (`<DEVELOPER_DIR>/…`).
  private static func includedPath(in rawLine: Substring) -> String? {
    var line = rawLine
    if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
    line = line.drop(while: \.isWhitespace)
    guard line.hasPrefix("#include"), let open = line.firstIndex(of: "\""),
      let close = line[line.index(after: open)...].firstIndex(of: "\"")
    else { return nil }
    let included = String(line[line.index(after: open)..<close])
    return included.hasPrefix("<") ? nil : included
  }

  private mutating func read(xcconfigAt named: String, visited: inout Set<String>, depth: Int) {
    // Found as a Mac finds it, whatever the case of its names.
    let path = ProjectFileTree.resolvingCase(named) ?? named
    guard depth <= Self.maximumIncludeDepth, visited.insert(path).inserted,
      let data = FileManager.default.contents(atPath: path)
    else { return }
    files.append(path)
    let folder = PathUtilities.directory(of: path)
    for rawLine in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
      var line = Substring(rawLine)
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      line = line.drop(while: \.isWhitespace)
      if line.hasPrefix("#include") {
        // `<DEVELOPER_DIR>/...` names a file inside Xcode, not in the repository.
        if let included = Self.includedPath(in: line) {
          read(
            xcconfigAt: PathUtilities.absolute(included, relativeTo: folder), visited: &visited,
            depth: depth + 1)
        }
        continue
      }
      // The `=` after the key and its conditions (`KEY[sdk=iphoneos*][arch=*] = value`).
      var depth = 0
      guard
        let equals = line.firstIndex(where: { character in
          if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
          return character == "=" && depth == 0
        })
      else { continue }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      guard let first = key.first, first.isLetter || first == "_" else { continue }
      var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      if value.hasSuffix(";") { value.removeLast() }
      set(key, value)
    }
  }
}
