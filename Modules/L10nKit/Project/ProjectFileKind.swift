/// The kinds of files the project readers sort a target's members into.
enum ProjectFileKind: Sendable {
  /// A `.swift` source.
  case swift
  /// An Objective-C source (`.m`, `.mm`), whose `NSLocalizedString` keys Xcode extracts.
  case objectiveC
  /// A `.xcstrings` String Catalog.
  case catalog
  /// An Interface Builder or Siri intent file, whose strings Xcode extracts too:
  /// `.storyboard`, `.xib`, `.intentdefinition`.
  case interface

  /// The kind of the file at `path`, by its extension; `nil` for every other file.
  init?(path: String) {
    let bytes = path.utf8
    guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")),
      !bytes[dot...].contains(UInt8(ascii: "/"))
    else { return nil }
    switch path[bytes.index(after: dot)...] {
    case "swift": self = .swift
    case "m", "mm": self = .objectiveC
    case "xcstrings": self = .catalog
    case "storyboard", "xib", "intentdefinition": self = .interface
    default: return nil
    }
  }
}
