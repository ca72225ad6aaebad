import Foundation

/// The streams and working directory a command runs with, injectable so tests run commands in
/// process and compare their output byte for byte.
public struct CommandContext: Sendable {
  /// Writes text to standard output (no newline is added).
  public var writeOutput: @Sendable (String) -> Void
  /// Writes UTF-8 bytes to standard output as they are, for reports of hundreds of thousands
  /// of lines; `nil` sends them through ``writeOutput`` as text (what tests capture).
  public var writeOutputBytes: (@Sendable (UnsafeRawBufferPointer) -> Void)? = nil
  /// Writes text to standard error (no newline is added).
  public var writeError: @Sendable (String) -> Void
  /// The directory relative paths in arguments and in printed findings are relative to.
  public var workingDirectory: String
  /// Whether commands may skip freeing large inputs (catalogs, scans) because the process
  /// exits right after; true only for ``live()``.
  public var keepsResultsUntilExit = false

  /// Creates a context from two sinks and a working directory.
  public init(
    workingDirectory: String,
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void
  ) {
    self.workingDirectory = workingDirectory
    self.writeOutput = writeOutput
    self.writeError = writeError
  }

  /// The process's real standard output, standard error and current directory.
  public static func live() -> CommandContext {
    var context = CommandContext(
      workingDirectory: FileManager.default.currentDirectoryPath,
      writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) })
    context.writeOutputBytes = { try? FileHandle.standardOutput.write(contentsOf: $0) }
    context.keepsResultsUntilExit = true
    return context
  }

  /// Prints one line to standard output.
  public func print(_ line: String) { writeOutput(line + "\n") }

  /// Prints one line to standard error.
  public func printError(_ line: String) { writeError(line + "\n") }

  /// Resolves a path given on the command line against the working directory.
  public func absolutePath(_ path: String) -> String {
    PathUtilities.absolute(path, relativeTo: workingDirectory)
  }
}

/// Collects what a command writes, for tests and for callers that post-process output.
public final class CapturedOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var outText = ""
  private var errText = ""

  /// Creates an empty capture.
  public init() {}

  /// Everything written to standard output so far.
  public var standardOutput: String { lock.withLock { outText } }
  /// Everything written to standard error so far.
  public var standardError: String { lock.withLock { errText } }

  /// A context whose streams append to this capture.
  public func context(workingDirectory: String) -> CommandContext {
    CommandContext(
      workingDirectory: workingDirectory,
      writeOutput: { text in self.lock.withLock { self.outText += text } },
      writeError: { text in self.lock.withLock { self.errText += text } })
  }
}
