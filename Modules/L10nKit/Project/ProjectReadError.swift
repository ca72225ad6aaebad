/// A project file that cannot be read, located compiler-style so editors make it clickable.
///
/// Both project readers throw it: `XcodeProject` for a missing or malformed `project.pbxproj`,
/// `PackageManifest` for a `Package.swift` that cannot be read at all. A manifest that can be
/// read but not fully understood is not an error: it yields `ProjectNote`s instead. The error
/// says the same things a note does (where, what, what to do), so it keeps one.
public struct ProjectReadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the problem is and what to do about it.
  public var problem: ProjectNote

  /// The file's absolute path.
  public var path: String { problem.path }
  /// The 1-based line, or 0 when the problem is not at a place in the file.
  public var line: Int { problem.line }
  /// The 1-based column in UTF-8 bytes, or 0 when the problem is not at a place in the file.
  public var column: Int { problem.column }
  /// What is wrong and what to do about it.
  public var message: String { problem.message }

  /// Creates an error.
  public init(path: String, line: Int = 0, column: Int = 0, message: String) {
    problem = ProjectNote(path: path, line: line, column: column, message: message)
  }

  /// `path:line:col: error: message`, or `path: error: message` without a position.
  public var description: String { problem.formatted(severity: "error") }
}
