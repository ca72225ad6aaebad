import Foundation
import ToolSupport

/// The `gallery` executable's logic, parsed separately from running so both are tested in
/// process. `Tools/gallery/main.swift` only wires the standard streams, opens the window when
/// told to, and exits with the code.
public enum GalleryTool {
  /// What the command line asks for.
  public enum Command: Equatable, Sendable {
    /// No arguments: the gallery window where SwiftUI exists, the inventory elsewhere.
    case openGallery
    /// `--list`: the plain-text inventory.
    case list
    /// `--markdown`: the Markdown inventory on standard output.
    case markdown
    /// `--write <path>`: the Markdown inventory written atomically to `path`.
    case write(path: String)
    /// `--check <path>`: exit 1 when `path` is not the generated inventory.
    case check(path: String)
    /// `-h`, `--help`.
    case help
  }

  /// What `main` does after ``run(_:canOpenWindow:output:errorOutput:)``.
  public enum Outcome: Equatable, Sendable {
    /// Open the SwiftUI gallery window (never returned when no window can open).
    case openWindow
    /// Exit with this status.
    case exit(Int32)
  }

  /// A command-line mistake: `Error: <message>`, the usage line, exit 64.
  public struct UsageError: Error, Equatable, Sendable {
    /// The message after `Error: `.
    public var message: String
  }

  /// The one-line usage.
  public static let usage =
    "USAGE: gallery [--list | --markdown | --write <path> | --check <path>]"

  /// The `--help` text, with the usual OVERVIEW, USAGE and OPTIONS sections.
  public static let help = """
    OVERVIEW: The Atelier component gallery: every component with an interactive demo.

    On macOS it opens the gallery in a window; where SwiftUI is not available it prints the
    component inventory. The inventory in Documentation/Components.md is generated here.

    \(usage)

    OPTIONS:
      --list                  Print the component inventory as plain text.
      --markdown              Print the component inventory as Markdown.
      --write <path>          Write the Markdown inventory to <path>, atomically.
      --check <path>          Exit 1 when <path> differs from the generated inventory.
      -h, --help              Show help information.

    """

  /// Parses the arguments after the executable's name.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    var commands: [Command] = []
    var index = 0
    func value(of option: String, inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-"
      else { throw UsageError(message: "Missing value for '\(option) <path>'") }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      let inline = parts.count == 2 ? parts[1] : nil
      switch name {
      case "-h", "--help": return .help
      case "--list": commands.append(.list)
      case "--markdown": commands.append(.markdown)
      case "--write": commands.append(.write(path: try value(of: name, inline: inline)))
      case "--check": commands.append(.check(path: try value(of: name, inline: inline)))
      default:
        if argument.hasPrefix("-") { throw UsageError(message: "Unknown option '\(name)'") }
        throw UsageError(message: "Unexpected argument '\(argument)'")
      }
      if inline != nil, name == "--list" || name == "--markdown" {
        throw UsageError(message: "'\(name)' takes no value")
      }
      index += 1
    }
    guard commands.count <= 1 else {
      throw UsageError(message: "Give only one of '--list', '--markdown', '--write', '--check'")
    }
    return commands.first ?? .openGallery
  }

  /// Runs the command line `arguments` (without the executable's name) against `catalog`.
  ///
  /// - Parameters:
  ///   - canOpenWindow: Whether this build has the SwiftUI window; without it, no arguments
  ///     print the plain-text inventory.
  ///   - output: Standard output.
  ///   - errorOutput: Standard error.
  public static func run(
    _ arguments: [String], catalog: ComponentCatalog = .standard, canOpenWindow: Bool,
    output: (String) -> Void, errorOutput: (String) -> Void
  ) -> Outcome {
    let command: Command
    do {
      command = try parse(arguments)
    } catch {
      errorOutput(
        "Error: \(error.message)\n\(usage)\n  See 'gallery --help' for more information.\n")
      return .exit(64)
    }
    switch command {
    case .help:
      output(help)
    case .openGallery:
      if canOpenWindow { return .openWindow }
      output(ComponentInventory.plainText(catalog))
    case .list:
      output(ComponentInventory.plainText(catalog))
    case .markdown:
      output(ComponentInventory.markdown(catalog))
    case .write(let path):
      do {
        try AtomicFile.write(ComponentInventory.markdown(catalog), to: path)
      } catch {
        errorOutput(
          "gallery: error: cannot write '\(path)': \(error.reason); check that the folder "
            + "exists and is writable\n")
        return .exit(1)
      }
      output("Wrote the inventory of \(catalog.entries.count) components to \(path).\n")
    case .check(let path):
      guard
        let current = FileManager.default.contents(atPath: path).flatMap({
          String(data: $0, encoding: .utf8)
        })
      else {
        errorOutput(
          "gallery: error: cannot read '\(path)'; run 'swift run gallery --write \(path)'\n")
        return .exit(1)
      }
      guard current == ComponentInventory.markdown(catalog) else {
        errorOutput(
          "\(path):1:1: error: the component inventory is out of date; run "
            + "'swift run gallery --write \(path)'\n")
        return .exit(1)
      }
      output("\(path) is up to date.\n")
    }
    return .exit(0)
  }
}
