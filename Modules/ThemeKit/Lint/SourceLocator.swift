import Foundation

/// Finds where a token is defined in AppTheme's sources, so findings are clickable.
///
/// The token values themselves come from the compiled AppTheme module, never from this text;
/// the source is read only to point at the line to edit. When the sources are not there (the
/// tool runs outside the repository), findings carry no location.
struct SourceLocator {
  /// Source files by name (`Theme.swift`), with their printed path and lines.
  private var files: [String: (path: String, lines: [Substring])] = [:]

  /// Reads AppTheme's sources from `folder` (printed as `displayFolder`).
  init(folder: String, displayFolder: String) {
    for name in ["Theme.swift", "Spacing.swift", "TypographyToken.swift"] {
      guard let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) else {
        continue
      }
      files[name] = (
        displayFolder + "/" + name, text.split(separator: "\n", omittingEmptySubsequences: false)
      )
    }
  }

  /// A locator that knows no files.
  init() {}

  /// The first line of `file` containing `needle`, at the needle's column.
  func locate(_ needle: String, in file: String) -> SourceLocation? {
    guard let (path, lines) = files[file] else { return nil }
    for (index, line) in lines.enumerated() {
      if let range = line.range(of: needle) {
        let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
        return SourceLocation(path: path, line: index + 1, column: column)
      }
    }
    return nil
  }

  /// The row defining `role` in `Theme.atelier`.
  func role(_ role: String) -> SourceLocation? { locate("(.\(role),", in: "Theme.swift") }
  /// The definition of a spacing step.
  func spacing(_ name: String) -> SourceLocation? {
    locate("static let \(name):", in: "Spacing.swift")
  }
  /// The definition of a corner radius.
  func radius(_ name: String) -> SourceLocation? {
    locate("static let \(name):", in: "Spacing.swift")
  }
  /// The size of a type token.
  func typeSize(_ token: String) -> SourceLocation? {
    locate("case .\(token):", in: "TypographyToken.swift")
  }
}
