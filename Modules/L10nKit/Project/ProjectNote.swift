/// Something in a project file the reader could not understand, with where it is.
///
/// A note is not a failure: the reader returns everything it did understand and says, with a
/// note, what it left out and what to do (typically: list the targets in `l10n.json`), so that
/// nothing is guessed silently.
public struct ProjectNote: Sendable, Hashable, CustomStringConvertible {
  /// The file's absolute path.
  public var path: String
  /// The 1-based line, or 0 when the note concerns the whole file.
  public var line: Int
  /// The 1-based column in UTF-8 bytes, or 0 when the note concerns the whole file.
  public var column: Int
  /// What could not be understood and what to do about it.
  public var message: String

  /// Creates a note.
  public init(path: String, line: Int = 0, column: Int = 0, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line:col: warning: message`, or `path: warning: message` without a position.
  public var description: String { formatted(severity: "warning") }

  /// The note as a compiler writes a diagnostic of `severity` (`warning`, `error`).
  func formatted(severity: String) -> String {
    let place = line > 0 ? "\(path):\(line):\(column)" : path
    return "\(place): \(severity): \(message)"
  }
}
