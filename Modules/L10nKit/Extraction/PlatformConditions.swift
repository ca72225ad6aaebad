/// The Apple platforms a target builds for, or a piece of code is compiled on.
public struct PlatformSet: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8

  /// Creates a set from its raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let iOS = PlatformSet(rawValue: 1)
  public static let macOS = PlatformSet(rawValue: 2)
  public static let watchOS = PlatformSet(rawValue: 4)
  public static let tvOS = PlatformSet(rawValue: 8)
  public static let visionOS = PlatformSet(rawValue: 16)
  /// Every Apple platform.
  public static let all: PlatformSet = [.iOS, .macOS, .watchOS, .tvOS, .visionOS]

  /// Each platform with its name, in a fixed order.
  static let each: [(platform: PlatformSet, name: String)] = [
    (.iOS, "iOS"), (.macOS, "macOS"), (.watchOS, "watchOS"), (.tvOS, "tvOS"),
    (.visionOS, "visionOS"),
  ]

  /// The names of the platforms, in `each`'s order.
  public var names: [String] { Self.each.filter { contains($0.platform) }.map(\.name) }

  /// The platform an `os(…)` condition names, `[]` for another system (`Linux`, `Windows`),
  /// nil for a name this reader does not know.
  static func named(_ name: Substring) -> PlatformSet? {
    switch name {
    case "iOS": .iOS
    case "macOS", "OSX": .macOS
    case "watchOS": .watchOS
    case "tvOS": .tvOS
    case "visionOS", "xrOS": .visionOS
    case "Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Cygwin", "PS4", "Haiku",
      "none":
      []
    default: nil
    }
  }

  /// The platforms whose SDK has a framework that exists on some Apple platforms only, for
  /// `canImport(…)` (`AppKit` is the Mac's, `UIKit` every other's); nil for any other module,
  /// which a package may provide anywhere.
  static func importing(_ module: String) -> PlatformSet? {
    switch module {
    case "AppKit", "Cocoa": .macOS
    case "UIKit": [.iOS, .tvOS, .watchOS, .visionOS]
    default: nil
    }
  }

  /// The platforms of Xcode SDK names (`SDKROOT`, `SUPPORTED_PLATFORMS`: `iphoneos`,
  /// `macosx`, `watchsimulator`...); names it does not know add nothing.
  static func ofSDKs<Names: Sequence<String>>(_ names: Names) -> PlatformSet {
    var result: PlatformSet = []
    for name in names {
      switch name.lowercased() {
      case "iphoneos", "iphonesimulator": result.insert(.iOS)
      case "macosx", "macos": result.insert(.macOS)
      case "watchos", "watchsimulator": result.insert(.watchOS)
      case "appletvos", "appletvsimulator": result.insert(.tvOS)
      case "xros", "xrsimulator", "visionos", "visionossimulator": result.insert(.visionOS)
      default: continue
      }
    }
    return result
  }
}

/// Which platforms compile each part of a file, from its `#if os(…)` directives: a literal in
/// `#if os(watchOS)` is compiled, and Xcode extracts it, only for a target that builds for
/// watchOS (apple/sample-backyard-birds: its shared views' watch-only and phone-only strings
/// are each in one app's catalog only).
///
/// Conditions are read with three values for each platform: `os(…)` is true or false there,
/// and so is `canImport(…)` of a platform's own framework (`AppKit`, `UIKit`); anything else
/// (`DEBUG`, `canImport(…)` of another module, `targetEnvironment(…)`, `swift(>=5.9)`) may be
/// either, so only those narrow a branch. A branch is compiled on a platform unless its
/// condition is false there or an earlier branch's is true.
enum PlatformConditions {
  /// A condition's value on one platform.
  enum Value {
    case yes, no, unknown

    static prefix func ! (value: Value) -> Value {
      switch value {
      case .yes: .no
      case .no: .yes
      case .unknown: .unknown
      }
    }

    static func && (a: Value, b: Value) -> Value {
      if a == .no || b == .no { return .no }
      return a == .yes && b == .yes ? .yes : .unknown
    }

    static func || (a: Value, b: Value) -> Value {
      if a == .yes || b == .yes { return .yes }
      return a == .no && b == .no ? .no : .unknown
    }
  }

  /// The byte ranges of `bytes` compiled on fewer than every platform, with the platforms that
  /// compile them, innermost last (a nested range's set is already narrowed by its parents').
  static func regions(_ tokens: [SwiftToken], bytes: [UInt8]) -> [(
    range: Range<Int>, platforms: PlatformSet
  )] {
    var result: [(range: Range<Int>, platforms: PlatformSet)] = []
    // Each open `#if`: where its current branch starts, the platforms where no earlier branch
    // must have been taken (within the enclosing code's), and the current branch's.
    var stack: [(start: Int, untaken: PlatformSet, branch: PlatformSet)] = []
    // By index: a `for token in tokens` loop copies every token, literals included.
    for index in tokens.indices where tokens[index].kind == .directive {
      let token = tokens[index]
      let text = bytes[token.range]
      let keyword = text.prefix { $0 != 0x20 && $0 != 0x09 && $0 != 0x28 && $0 != 0x21 }
      let condition = text.dropFirst(keyword.count)
      let outer = stack.last?.branch ?? .all
      func close() {
        guard let open = stack.last, open.branch != .all, open.start < token.range.lowerBound
        else { return }
        result.append((open.start..<token.range.lowerBound, open.branch))
      }
      switch String(decoding: keyword, as: UTF8.self) {
      case "#if":
        let (canBeTrue, canBeFalse) = evaluate(condition)
        stack.append(
          (token.range.upperBound, outer.intersection(canBeFalse), outer.intersection(canBeTrue)))
      case "#elseif":
        close()
        guard var open = stack.popLast() else { continue }
        let (canBeTrue, canBeFalse) = evaluate(condition)
        open.branch = open.untaken.intersection(canBeTrue)
        open.untaken = open.untaken.intersection(canBeFalse)
        open.start = token.range.upperBound
        stack.append(open)
      case "#else":
        close()
        guard var open = stack.popLast() else { continue }
        open.branch = open.untaken
        open.start = token.range.upperBound
        stack.append(open)
      case "#endif":
        close()
        _ = stack.popLast()
      default:
        continue
      }
    }
    return result
  }

  /// The platforms where `condition` may be true, and those where it may be false.
  static func evaluate(_ condition: ArraySlice<UInt8>) -> (
    canBeTrue: PlatformSet, canBeFalse: PlatformSet
  ) {
    // A comment after the condition is not part of it.
    var text = Array(condition)
    if let slash = text.indices.first(where: {
      text[$0] == 0x2F && $0 + 1 < text.count && (text[$0 + 1] == 0x2F || text[$0 + 1] == 0x2A)
    }) {
      text.removeSubrange(slash...)
    }
    var parser = Parser(text: text)
    guard let expression = parser.expression(), parser.atEnd else { return (.all, .all) }
    var canBeTrue: PlatformSet = []
    var canBeFalse: PlatformSet = []
    for (platform, _) in PlatformSet.each {
      switch expression(platform) {
      case .yes: canBeTrue.insert(platform)
      case .no: canBeFalse.insert(platform)
      case .unknown:
        canBeTrue.insert(platform)
        canBeFalse.insert(platform)
      }
    }
    return (canBeTrue, canBeFalse)
  }

  /// A recursive-descent reader of a condition: `||` over `&&` over `!`, parentheses, and
  /// atoms (`os(iOS)` is known, any other call or name is `unknown`).
  struct Parser {
    let text: [UInt8]
    var index = 0

    var atEnd: Bool {
      mutating get {
        skipSpaces()
        return index >= text.count
      }
    }

    mutating func skipSpaces() {
      while index < text.count, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
    }

    mutating func take(_ literal: String) -> Bool {
      skipSpaces()
      let bytes = Array(literal.utf8)
      guard text[index...].starts(with: bytes) else { return false }
      index += bytes.count
      return true
    }

    mutating func expression() -> ((PlatformSet) -> Value)? {
      guard var left = conjunction() else { return nil }
      while take("||") {
        guard let right = conjunction() else { return nil }
        let first = left
        left = { first($0) || right($0) }
      }
      return left
    }

    mutating func conjunction() -> ((PlatformSet) -> Value)? {
      guard var left = unary() else { return nil }
      while take("&&") {
        guard let right = unary() else { return nil }
        let first = left
        left = { first($0) && right($0) }
      }
      return left
    }

    mutating func unary() -> ((PlatformSet) -> Value)? {
      if take("!") {
        guard let operand = unary() else { return nil }
        return { !operand($0) }
      }
      if take("(") {
        guard let inner = expression(), take(")") else { return nil }
        return inner
      }
      return atom()
    }

    mutating func atom() -> ((PlatformSet) -> Value)? {
      skipSpaces()
      let start = index
      while index < text.count, text[index].isASCIIWordByte { index += 1 }
      guard index > start else { return nil }
      let name = String(decoding: text[start..<index], as: UTF8.self)
      // `true` and `false` too: `#if false` is dead code, whose literals are possible keys
      // (`KeyExtractor.deadCode`), not literals of no platform.
      guard take("(") else { return { _ in .unknown } }
      // The argument, up to the matching parenthesis.
      var depth = 1
      let argumentStart = index
      while index < text.count, depth > 0 {
        if text[index] == 0x28 { depth += 1 }
        if text[index] == 0x29 { depth -= 1 }
        index += 1
      }
      guard depth == 0 else { return nil }
      let argument = text[argumentStart..<(index - 1)].filter { $0 != 0x20 && $0 != 0x09 }
      let platforms: PlatformSet?
      switch name {
      case "os":
        platforms = PlatformSet.named(Substring(String(decoding: argument, as: UTF8.self)))
      case "canImport":
        // `canImport(UIKit)`, `canImport(UIKit.UIColor)`, `canImport(AppKit, _version: 1)`.
        let module = argument.prefix { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: ",") }
        platforms = PlatformSet.importing(String(decoding: module, as: UTF8.self))
      default:
        platforms = nil
      }
      guard let platforms else { return { _ in .unknown } }
      return { platforms.contains($0) ? .yes : .no }
    }
  }
}

extension UInt8 {
  /// Whether the byte is an ASCII letter, digit or `_`: part of a condition's name (`os`,
  /// `DEBUG`) or a build setting's (`INFOPLIST_KEY_NSCameraUsageDescription`).
  var isASCIIWordByte: Bool {
    isASCIILetterByte || (self >= 0x30 && self <= 0x39) || self == UInt8(ascii: "_")
  }

  /// Whether the byte is an ASCII letter.
  var isASCIILetterByte: Bool {
    (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A)
  }
}
