/// A problem reading or writing a String Catalog (or any JSON file `l10n` reads), located
/// compiler-style so editors make it clickable; the `l10n` CLI maps it to exit code 2.
///
/// `line` and `column` are 1-based; the column counts UTF-8 bytes from the start of the line.
/// Both are 0 when the problem concerns the whole file (it cannot be read or written).
public struct CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file's path as given by the caller.
  public var path: String
  /// The 1-based line, or 0 when the problem is not at a place in the file.
  public var line: Int
  /// The 1-based column in UTF-8 bytes, or 0 when the problem is not at a place in the file.
  public var column: Int
  /// What is wrong and what to do about it.
  public var message: String

  /// Creates an error.
  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// Creates an error at a position in the file.
  public init(path: String, position: SourcePosition, message: String) {
    self.init(path: path, line: position.line, column: position.column, message: message)
  }

  /// `path:line:col: error: message`, or `path: error: message` without a position.
  public var description: String {
    if line > 0 {
      return "\(path):\(line):\(column): error: \(message)"
    }
    return "\(path): error: \(message)"
  }
}
