/// Finds the keys of Objective-C sources (`.m`, `.mm`) that Xcode extracts into a target's
/// String Catalogs: the literal first arguments of `NSLocalizedString` and its family, as
/// `genstrings` reads them (grishka/NearDrop's `NSLocalizedString(@"Accept", nil)`, in a `.m`
/// file of its app target, is a key of the app's catalog that Xcode extracted).
///
/// Each function of `LOCALIZED_STRING_MACRO_NAMES` (`NSLocalizedString` and
/// `CFCopyLocalizedString` by default) comes with its variants, whose arguments are by
/// position:
/// - `Name(key, comment)`
/// - `NameFromTable(key, table, comment)`
/// - `NameFromTableInBundle(key, table, bundle, comment)`
/// - `NameWithDefaultValue(key, table, bundle, value, comment)`
///
/// A key is a string literal (`@"…"`, `"…"`, `CFSTR("…")`, adjacent ones joined, C escapes
/// decoded); anything else is a dynamic key. A `#define`'s body is code (Xcode extracts its
/// calls), and every branch of a build condition is read; comments, other preprocessor lines
/// and `#if 0` blocks (and `#if 1`'s `#else`) are skipped.
enum ObjectiveCKeyScanner {
  /// The path extensions of the Objective-C sources a target compiles.
  static let pathExtensions: Set<String> = ["m", "mm"]

  /// Whether the file at `path` is an Objective-C source.
  static func isSource(_ path: String) -> Bool {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
    return pathExtensions.contains(String(path[path.index(after: dot)...]))
  }

  /// A token of the source: what the scan needs of Objective-C.
  private enum Token {
    case identifier(String)
    /// A string literal's decoded text.
    case string(String)
    case punctuation(UInt8)
  }

  /// The keys and localization calls of one Objective-C source.
  static func scan(source: [UInt8], path: String, macroNames: [String]) -> SourceScan {
    var scan = SourceScan(path: path)
    let (tokens, offsets, diagnostics) = lex(source)
    // Columns count from after a byte order mark, as for Swift files.
    var lineStarts = [source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
    for (index, byte) in source.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
    func location(offset: Int) -> SourceLocation {
      var low = 0
      var high = lineStarts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
      }
      return SourceLocation(path: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }
    func location(_ token: Int) -> SourceLocation { location(offset: offsets[token]) }
    scan.diagnostics = diagnostics.map {
      ExtractionDiagnostic(location: location(offset: $0.offset), message: $0.message)
    }
    let variants = Self.variants(of: macroNames)
    for index in tokens.indices {
      guard case .identifier(let name) = tokens[index], let variant = variants[name],
        index + 1 < tokens.count, case .punctuation(UInt8(ascii: "(")) = tokens[index + 1]
      else { continue }
      let arguments = Self.arguments(of: tokens, open: index + 1)
      guard arguments.count == variant.arity else { continue }
      let api: LocalizationAPI =
        variant.base == "NSLocalizedString" ? .nsLocalizedString : .macro(variant.base)
      let key = literal(in: arguments[0], of: tokens)
      let site = LocalizationCallSite(api: api, location: location(index), isLiteral: key != nil)
      scan.calls.append(site)
      guard let key else {
        scan.dynamicKeys.append(site)
        continue
      }
      var extracted = ExtractedKey(
        key: key, location: location(arguments[0].lowerBound), api: api,
        comment: literal(in: arguments[variant.arity - 1], of: tokens),
        table: variant.hasTable ? literal(in: arguments[1], of: tokens) : nil,
        defaultValue: variant.hasValue ? literal(in: arguments[3], of: tokens) : nil,
        bundle: variant.hasBundle ? bundle(in: arguments[2], of: tokens) : nil,
        isFirstArgument: true)
      // An empty value is none, as for Swift's `NSLocalizedString`.
      if extracted.defaultValue?.isEmpty == true { extracted.defaultValue = nil }
      // `genstrings` takes an empty table for the default one.
      if extracted.table?.isEmpty == true { extracted.table = nil }
      // A table that is no literal: the key goes to the default table (see
      // `table_not_literal`).
      if variant.hasTable, extracted.table == nil, !arguments[1].isEmpty,
        literal(in: arguments[1], of: tokens) == nil, !Self.isNil(arguments[1], of: tokens)
      {
        extracted.dynamicTable = Self.text(of: arguments[1], in: tokens)
        // Looked up in a table known only at run time: a key of any table is used.
        var lookup = extracted
        lookup.isPossibleInAnyTable = true
        scan.possibleKeys.append(lookup)
      }
      scan.keys.append(extracted)
    }
    return scan
  }

  /// Whether the argument is `nil`, `Nil`, `NULL` or `0`, in parentheses or not.
  private static func isNil(_ range: Range<Int>, of tokens: [Token]) -> Bool {
    var range = range
    while range.count >= 3, case .punctuation(UInt8(ascii: "(")) = tokens[range.lowerBound],
      case .punctuation(UInt8(ascii: ")")) = tokens[range.upperBound - 1]
    {
      range = (range.lowerBound + 1)..<(range.upperBound - 1)
    }
    guard range.count == 1 else { return false }
    switch tokens[range.lowerBound] {
    case .identifier(let name): return name == "nil" || name == "Nil" || name == "NULL"
    case .punctuation(let byte): return byte == UInt8(ascii: "0")
    case .string: return false
    }
  }

  /// An argument's code, written again from its tokens (no comments, one space between words).
  private static func text(of range: Range<Int>, in tokens: [Token]) -> String {
    var text = ""
    var afterWord = false
    for token in tokens[range] {
      switch token {
      case .identifier(let name):
        if afterWord { text += " " }
        text += name
        afterWord = true
      case .string(let value):
        text += "@\"" + value + "\""
        afterWord = false
      case .punctuation(let byte):
        text.unicodeScalars.append(UnicodeScalar(byte))
        afterWord = false
      }
    }
    return text
  }

  /// One variant of a localization function: its base name and which arguments it takes.
  private struct Variant {
    var base: String
    var arity: Int
    var hasTable: Bool { arity >= 3 }
    var hasBundle: Bool { arity >= 4 }
    var hasValue: Bool { arity == 5 }
  }

  /// Every variant of each function, by the name a call spells.
  private static func variants(of macroNames: [String]) -> [String: Variant] {
    var variants: [String: Variant] = [:]
    for base in macroNames {
      variants[base] = Variant(base: base, arity: 2)
      variants[base + "FromTable"] = Variant(base: base, arity: 3)
      variants[base + "FromTableInBundle"] = Variant(base: base, arity: 4)
      variants[base + "WithDefaultValue"] = Variant(base: base, arity: 5)
    }
    return variants
  }

  /// The token ranges of a call's arguments, split at the commas outside any bracket; empty
  /// when the call is not closed.
  private static func arguments(of tokens: [Token], open: Int) -> [Range<Int>] {
    var arguments: [Range<Int>] = []
    var depth = 0
    var start = open + 1
    var index = open + 1
    while index < tokens.count {
      if case .punctuation(let byte) = tokens[index] {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          if depth == 0 {
            if index > start || !arguments.isEmpty { arguments.append(start..<index) }
            return arguments
          }
          depth -= 1
        case UInt8(ascii: ","):
          if depth == 0 {
            arguments.append(start..<index)
            start = index + 1
          }
        case directiveEnd:
          return []
        default:
          break
        }
      }
      index += 1
    }
    return []
  }

  /// The text of an argument that is only string literals (`@"a"`, `"a" "b"`, `CFSTR("a")`,
  /// in parentheses or not); nil for anything else.
  private static func literal(in range: Range<Int>, of tokens: [Token]) -> String? {
    var range = range
    // `CFSTR("…")` and parentheses around the literal.
    while range.count >= 3 {
      if case .punctuation(UInt8(ascii: "(")) = tokens[range.lowerBound],
        case .punctuation(UInt8(ascii: ")")) = tokens[range.upperBound - 1]
      {
        range = (range.lowerBound + 1)..<(range.upperBound - 1)
      } else if case .identifier("CFSTR") = tokens[range.lowerBound],
        case .punctuation(UInt8(ascii: "(")) = tokens[range.lowerBound + 1],
        case .punctuation(UInt8(ascii: ")")) = tokens[range.upperBound - 1]
      {
        range = (range.lowerBound + 2)..<(range.upperBound - 1)
      } else {
        break
      }
    }
    guard !range.isEmpty else { return nil }
    var text = ""
    for index in range {
      guard case .string(let part) = tokens[index] else { return nil }
      text += part
    }
    return text
  }

  /// The bundle an argument names: `[NSBundle mainBundle]`, `NSBundle.mainBundle` and
  /// `CFBundleGetMainBundle()` are the main one; anything else is another.
  private static func bundle(in range: Range<Int>, of tokens: [Token]) -> BundleReference {
    var namesMain = false
    for index in range {
      guard case .identifier(let name) = tokens[index] else { continue }
      switch name {
      case "mainBundle", "CFBundleGetMainBundle": namesMain = true
      case "NSBundle": break
      // Any other name makes another bundle (`[NSBundle bundleWithPath:[[NSBundle mainBundle]
      // pathForResource:@"SDK" ofType:@"bundle"]]`, a pod's resource bundle).
      default: return .other
      }
    }
    return namesMain ? .main : .other
  }

  /// The punctuation token that ends a `#define`'s body (a byte no source token has).
  private static let directiveEnd: UInt8 = 0

  /// Lexing problems: where (a byte offset) and what.
  private typealias LexDiagnostic = (offset: Int, message: String)

  /// The tokens of `source` outside comments, preprocessor lines and `#if 0` blocks, with each
  /// one's byte offset; unterminated literals and comments are reported.
  private static func lex(_ source: [UInt8]) -> (
    tokens: [Token], offsets: [Int], diagnostics: [LexDiagnostic]
  ) {
    var tokens: [Token] = []
    var offsets: [Int] = []
    var diagnostics: [LexDiagnostic] = []
    var conditions: [Condition] = []
    var isDead: Bool { conditions.contains { $0.current == false } }
    var atLineStart = true
    // In a `#define`'s body, and before the name it defines.
    var inDefine = false
    var definesName = false
    let count = source.count
    // A UTF-8 byte order mark is no code.
    var index = source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    func add(_ token: Token, at offset: Int) {
      guard !isDead else { return }
      tokens.append(token)
      offsets.append(offset)
    }
    /// Whether a backslash (and a carriage return) continues the line that ends at `newline`.
    func isContinued(_ newline: Int) -> Bool {
      var before = newline - 1
      if before >= 0, source[before] == 0x0D { before -= 1 }
      return before >= 0 && source[before] == UInt8(ascii: "\\")
    }
    /// The index after the block comment that starts at `start` (or the end of the source,
    /// reported).
    func blockCommentEnd(_ start: Int) -> Int {
      var index = start + 2
      while index + 1 < count,
        !(source[index] == UInt8(ascii: "*") && source[index + 1] == UInt8(ascii: "/"))
      {
        index += 1
      }
      guard index + 1 < count else {
        if !isDead { diagnostics.append((start, "unterminated block comment; close it with */")) }
        return count
      }
      return index + 2
    }
    /// The index of the newline that ends the line comment at `start` (continued lines too).
    func lineCommentEnd(_ start: Int) -> Int {
      var index = start
      while index < count, source[index] != 0x0A || isContinued(index) { index += 1 }
      return index
    }
    while index < count {
      let byte = source[index]
      if byte == 0x0A {
        if inDefine {
          // The end of a `#define`: a call left open in it takes nothing after.
          add(.punctuation(Self.directiveEnd), at: index)
          inDefine = false
        }
        atLineStart = true
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\\"), index + 1 < count,
        source[index + 1] == 0x0A
          || (source[index + 1] == 0x0D && index + 2 < count && source[index + 2] == 0x0A)
      {
        // A line continued: the next one is part of this one.
        index += source[index + 1] == 0x0D ? 3 : 2
        continue
      }
      if byte == .space || byte == .tab || byte == 0x0D || byte == 0x0C || byte == 0x0B {
        index += 1
        continue
      }
      // Comments are blanks: a directive may follow one at a line's start.
      if byte == UInt8(ascii: "/"), index + 1 < count, source[index + 1] == UInt8(ascii: "/") {
        index = lineCommentEnd(index)
        continue
      }
      if byte == UInt8(ascii: "/"), index + 1 < count, source[index + 1] == UInt8(ascii: "*") {
        index = blockCommentEnd(index)
        continue
      }
      if byte == UInt8(ascii: "#"), atLineStart {
        var word = index + 1
        while word < count, source[word] == .space || source[word] == .tab { word += 1 }
        var wordEnd = word
        while wordEnd < count, source[wordEnd].isIdentifierBody { wordEnd += 1 }
        let keyword = String(decoding: source[word..<wordEnd], as: UTF8.self)
        if keyword == "define" {
          // A `#define`'s body is code: Xcode extracts its calls' literals
          // (newmarcel/KeepingYouAwake's `#define KYA_L10N_OK NSLocalizedString(@"OK",
          // @"OK")`); the name it defines is no call.
          index = wordEnd
          atLineStart = false
          inDefine = true
          definesName = true
          continue
        }
        // Another directive: its condition, up to the line's end, comments left out (a block
        // comment may run on past it).
        var condition: [UInt8] = []
        index = wordEnd
        while index < count, source[index] != 0x0A || isContinued(index) {
          if source[index] == UInt8(ascii: "/"), index + 1 < count,
            source[index + 1] == UInt8(ascii: "/")
          {
            index = lineCommentEnd(index)
          } else if source[index] == UInt8(ascii: "/"), index + 1 < count,
            source[index + 1] == UInt8(ascii: "*")
          {
            index = blockCommentEnd(index)
            condition.append(.space)
          } else {
            condition.append(source[index])
            index += 1
          }
        }
        directive(keyword, String(decoding: condition, as: UTF8.self), &conditions)
        continue
      }
      atLineStart = false
      if byte == UInt8(ascii: "\"")
        || (byte == UInt8(ascii: "@") && index + 1 < count
          && source[index + 1] == UInt8(ascii: "\""))
      {
        let start = index
        index += byte == UInt8(ascii: "@") ? 2 : 1
        guard let (text, end) = stringLiteral(source, from: index, quote: UInt8(ascii: "\""))
        else {
          if !isDead {
            diagnostics.append((start, "unterminated string literal; close it with \" on its line"))
          }
          while index < count, source[index] != 0x0A { index += 1 }
          continue
        }
        add(.string(text), at: start)
        index = end
        continue
      }
      if byte == UInt8(ascii: "'") {
        // A digit separator (`1'000` in Objective-C++), or a character literal, skipped whole
        // so that a `'"'` opens no string.
        index += 1
        if index >= 2, source[index - 2] >= 0x30, source[index - 2] <= 0x39 { continue }
        if let (_, end) = stringLiteral(source, from: index, quote: UInt8(ascii: "'")) {
          index = end
        }
        continue
      }
      if byte.isIdentifierHead {
        let start = index
        while index < count, source[index].isIdentifierBody { index += 1 }
        if definesName {
          // `#define NSLocalizedString(key, comment) …` defines the name: no call of it.
          definesName = false
          continue
        }
        add(.identifier(String(decoding: source[start..<index], as: UTF8.self)), at: start)
        continue
      }
      add(.punctuation(byte), at: index)
      index += 1
    }
    return (tokens, offsets, diagnostics)
  }

  /// An open `#if`: whether its current branch is compiled (true), not (false, `#if 0`) or
  /// either (nil: a condition of the build, whose branches are all read); whether a branch
  /// before was surely compiled, and whether every one before surely was not.
  private struct Condition {
    var current: Bool?
    var taken: Bool
    var allDead: Bool

    init(_ current: Bool?) {
      self.current = current
      taken = current == true
      allDead = current == false
    }
  }

  /// What a condition surely is: `0` false, `1` true (in parentheses or not), anything else
  /// unknown.
  private static func evaluate(_ condition: String) -> Bool? {
    var text = condition.trimmingCharacters(in: .whitespacesAndNewlines)
    while text.hasPrefix("("), text.hasSuffix(")") {
      text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
    }
    return text == "0" ? false : text == "1" ? true : nil
  }

  /// Follows `#if`, `#ifdef`, `#ifndef`, `#elif`, `#else` and `#endif`: `conditions` holds, for
  /// each open one, whether its current branch is compiled (see `Condition`).
  private static func directive(
    _ keyword: String, _ condition: String, _ conditions: inout [Condition]
  ) {
    switch keyword {
    case "if":
      conditions.append(Condition(evaluate(condition)))
    case "ifdef", "ifndef":
      conditions.append(Condition(nil))
    case "elif", "elifdef", "elifndef":
      guard var last = conditions.popLast() else { return }
      if last.taken {
        last.current = false
      } else {
        let value = keyword == "elif" ? evaluate(condition) : nil
        last.current = last.allDead ? value : (value == false ? false : nil)
        last.taken = last.current == true
        last.allDead = last.allDead && last.current == false
      }
      conditions.append(last)
    case "else":
      guard var last = conditions.popLast() else { return }
      last.current = last.taken ? false : last.allDead ? true : nil
      conditions.append(last)
    case "endif":
      _ = conditions.popLast()
    default:
      break
    }
  }

  /// The decoded text of the literal whose content starts at `start`, and the index after
  /// its closing `quote`; nil when the line ends first.
  private static func stringLiteral(_ source: [UInt8], from start: Int, quote: UInt8)
    -> (text: String, end: Int)?
  {
    var bytes: [UInt8] = []
    var index = start
    while index < source.count {
      let byte = source[index]
      if byte == quote { return (String(decoding: bytes, as: UTF8.self), index + 1) }
      if byte == 0x0A { return nil }
      guard byte == UInt8(ascii: "\\"), index + 1 < source.count else {
        bytes.append(byte)
        index += 1
        continue
      }
      let escaped = source[index + 1]
      index += 2
      switch escaped {
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "r"): bytes.append(0x0D)
      case UInt8(ascii: "a"): bytes.append(0x07)
      case UInt8(ascii: "b"): bytes.append(0x08)
      case UInt8(ascii: "f"): bytes.append(0x0C)
      case UInt8(ascii: "v"): bytes.append(0x0B)
      case UInt8(ascii: "e"): bytes.append(0x1B)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        // `\101`: up to three octal digits, a byte.
        var value = Int(escaped - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, index < source.count, (0x30...0x37).contains(source[index]) {
          value = value * 8 + Int(source[index] - 0x30)
          index += 1
          digits += 1
        }
        bytes.append(UInt8(truncatingIfNeeded: value))
      case UInt8(ascii: "x"):
        // `\x41`: hexadecimal digits, a byte.
        var value = 0
        var digits = 0
        while index < source.count, let digit = Int(String(UnicodeScalar(source[index])), radix: 16)
        {
          value = (value * 16 + digit) & 0xFF
          index += 1
          digits += 1
        }
        if digits == 0 { bytes.append(escaped) } else { bytes.append(UInt8(value)) }
      case UInt8(ascii: "u"), UInt8(ascii: "U"):
        // `\u00E9`, `\U0001F600`: a Unicode scalar, written as UTF-8.
        let digits = escaped == UInt8(ascii: "u") ? 4 : 8
        let hex = source[index..<min(index + digits, source.count)]
        if hex.count == digits,
          let value = UInt32(String(decoding: hex, as: UTF8.self), radix: 16),
          let scalar = Unicode.Scalar(value)
        {
          bytes.append(contentsOf: Array(String(Character(scalar)).utf8))
          index += digits
        } else {
          bytes.append(contentsOf: [UInt8(ascii: "\\"), escaped])
        }
      case 0x0A:
        break  // A line continued inside the literal.
      case 0x0D where index < source.count && source[index] == 0x0A:
        index += 1  // The same, with a CRLF line end.
      default:
        // `\"`, `\\`, `\'`, `\?`: the character itself.
        bytes.append(escaped)
      }
    }
    return nil
  }
}
