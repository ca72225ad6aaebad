/// A problem with an XLIFF file, placed like a compiler diagnostic (`path:line:col: error: ...`).
public struct XLIFFError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file the problem is in.
  public var path: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int
  /// What is wrong and what to do about it.
  public var message: String

  /// Creates an error at a position.
  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// The clickable `path:line:col: error: message` form.
  public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
