/// Reads the YAML that project specs are written in (XcodeGen's `project.yml`): block
/// mappings and sequences by indentation, flow `[...]` and `{...}` collections (over several
/// lines too), plain, single- and double-quoted scalars, `|` and `>` block scalars, comments,
/// anchors, aliases and `<<` merge keys, and a leading `---`.
///
/// Tags are skipped and only the first document is read. What is not YAML (a tab in the
/// indentation, a line that is neither `key: value` nor `- item` where one is expected, an
/// unclosed quote or bracket, an unknown alias) throws a `ProjectReadError` at its line and
/// column.
struct YAMLReader {
  private struct Line {
    var number: Int
    var indent: Int
    /// The content after the indentation, without its comment and trailing spaces; empty
    /// for a blank or comment-only line.
    var text: Substring
    /// The whole line as written, for block scalars.
    var raw: Substring
    /// The 1-based column of `text`.
    var column: Int
  }

  private let path: String
  private var lines: [Line] = []
  private var index = 0
  private var anchors: [String: YAMLNode] = [:]

  /// How deep collections may nest, against malformed input that would recurse without end.
  static let maximumDepth = 200

  /// Reads the document in `text`; `path` names the file in errors.
  static func read(_ text: String, path: String) throws(ProjectReadError) -> YAMLNode {
    try readWithNotes(text, path: path).node
  }

  /// ``read(_:path:)``, with a note for each key a block mapping has twice: YAML allows a key
  /// once, and the later one is what is read.
  static func readWithNotes(_ text: String, path: String) throws(ProjectReadError) -> (
    node: YAMLNode, notes: [ProjectNote]
  ) {
    var reader = YAMLReader(path: path)
    try reader.split(text)
    let node = try reader.document()
    return (node, reader.notes)
  }

  private var notes: [ProjectNote] = []

  private init(path: String) {
    self.path = path
  }

  private func error(_ line: Int, _ column: Int, _ message: String) -> ProjectReadError {
    ProjectReadError(
      path: path, line: line, column: column,
      message: message + "; fix the YAML, or list the targets in l10n.json")
  }

  // MARK: Lines

  private mutating func split(_ text: String) throws(ProjectReadError) {
    var number = 0
    // `\r\n` is one Character: each of the three line ends is a separator of its own.
    for raw in text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    ) {
      number += 1
      // Only the first document is read: `...` or a second `---` ends it.
      if raw == "..."
        || (raw == "---" || raw.hasPrefix("--- "))
          && lines.contains(where: {
            !$0.text.isEmpty && $0.text != "---" && !$0.text.hasPrefix("%")
          })
      {
        break
      }
      var indent = 0
      var position = raw.startIndex
      while position < raw.endIndex, raw[position] == " " {
        indent += 1
        position = raw.index(after: position)
      }
      let content = Self.withoutComment(raw[position...])
      if position < raw.endIndex, raw[position] == "\t", !content.isEmpty {
        throw error(number, indent + 1, "a tab indents this line, and YAML indents with spaces")
      }
      lines.append(
        Line(number: number, indent: indent, text: content, raw: raw, column: indent + 1))
    }
  }

  /// `text` without a `#` comment (one at the start or after a space, outside quotes) and
  /// without trailing spaces.
  private static func withoutComment(_ text: Substring) -> Substring {
    var quote: Character?
    var tokenStart = true
    var previous: Character = " "
    var position = text.startIndex
    var end = text.endIndex
    while position < text.endIndex {
      let character = text[position]
      if let open = quote {
        if character == "\\", open == "\"" {
          position = text.index(after: position)
          if position < text.endIndex { position = text.index(after: position) }
          continue
        }
        if character == open { quote = nil }
      } else if character == "#", previous == " " || previous == "\t" {
        end = position
        break
      } else if (character == "\"" || character == "'") && tokenStart {
        quote = character
      }
      tokenStart = " \t[{,".contains(character)
      previous = character
      position = text.index(after: position)
    }
    var result = text[..<end]
    while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
    return result
  }

  /// The index of the next line with content, from `index`.
  private func nextContent(from start: Int) -> Int? {
    var position = start
    while position < lines.count {
      if !lines[position].text.isEmpty { return position }
      position += 1
    }
    return nil
  }

  private var current: Line? {
    nextContent(from: index).map { lines[$0] }
  }

  private mutating func skipToContent() {
    index = nextContent(from: index) ?? lines.count
  }

  private static func isSequenceItem(_ text: Substring) -> Bool {
    text == "-" || text.hasPrefix("- ")
  }

  // MARK: Blocks

  private mutating func document() throws(ProjectReadError) -> YAMLNode {
    skipToContent()
    while let line = current, line.text.hasPrefix("%") {
      index += 1
      skipToContent()
    }
    if let line = current, line.text == "---" || line.text.hasPrefix("--- ") {
      let rest = line.text.dropFirst(3).drop { $0 == " " }
      if rest.isEmpty {
        index += 1
      } else {
        lines[index].text = rest
        lines[index].column += line.text.count - rest.count
        lines[index].indent = lines[index].column - 1
      }
    }
    guard let first = current, first.text != "---", first.text != "..." else {
      return YAMLNode(.null, line: 1, column: 1)
    }
    let node = try block(minimumIndent: first.indent, depth: 0)
    if let extra = current, extra.text != "---", extra.text != "..." {
      throw error(
        extra.number, extra.column,
        "this line is indented as no mapping or sequence above it is")
    }
    return node
  }

  /// The block at the current line, whose indentation is at least `minimumIndent`.
  private mutating func block(minimumIndent: Int, depth: Int) throws(ProjectReadError)
    -> YAMLNode
  {
    guard depth < Self.maximumDepth else {
      let line = current
      throw error(line?.number ?? 0, line?.column ?? 0, "the values nest too deep")
    }
    guard let line = current, line.indent >= minimumIndent else {
      return YAMLNode(.null, line: current?.number ?? 0, column: 0)
    }
    if Self.isSequenceItem(line.text) {
      return try sequence(indent: line.indent, depth: depth)
    }
    if keySplit(line) != nil || Self.isExplicitKey(line.text) {
      return try mapping(indent: line.indent, depth: depth)
    }
    skipToContent()
    index += 1
    return try inline(line.text, line: line, parentIndent: line.indent - 1, depth: depth)
  }

  private mutating func mapping(indent: Int, depth: Int) throws(ProjectReadError) -> YAMLNode {
    let start = current!
    var entries: [YAMLNode.Entry] = []
    var merges: [YAMLNode] = []
    var keyLines: [String: Int] = [:]
    while let line = current, line.indent == indent, !Self.isSequenceItem(line.text) {
      if Self.isExplicitKey(line.text) {
        entries.append(try explicitEntry(line, indent: indent, depth: depth))
        continue
      }
      guard let (key, rest, restColumn) = keySplit(line) else {
        throw error(line.number, line.column, "expected 'key: value' in this mapping")
      }
      skipToContent()
      index += 1
      let value = try value(
        rest, line: line, column: restColumn, parentIndent: indent, depth: depth,
        sequenceMayShareIndent: true)
      if key == "<<" {
        merges += value.isMapping ? [value] : value.elements
      } else {
        if let earlier = keyLines[key] {
          notes.append(
            ProjectNote(
              path: path, line: line.number, column: line.column,
              message: "'\(key)' is written again here (first at line \(earlier)): YAML allows"
                + " a key once in a mapping, and newer xcodegen may reject the spec; l10n reads the"
                + " last one"))
        } else {
          keyLines[key] = line.number
        }
        entries.append(YAMLNode.Entry(key: key, value: value))
      }
    }
    if let line = current, line.indent > indent {
      throw error(line.number, line.column, "this line is indented more than the mapping's keys")
    }
    // Keys written in the mapping win over merged ones; of two merged mappings, the first.
    for merged in merges {
      for entry in merged.entries where !entries.contains(where: { $0.key == entry.key }) {
        entries.append(entry)
      }
    }
    return YAMLNode(.mapping(entries), line: start.number, column: start.column)
  }

  private mutating func sequence(indent: Int, depth: Int) throws(ProjectReadError) -> YAMLNode {
    let start = current!
    var elements: [YAMLNode] = []
    while let line = current, line.indent == indent, Self.isSequenceItem(line.text) {
      skipToContent()
      let rest = line.text.dropFirst().drop { $0 == " " }
      let offset = line.text.count - rest.count
      if rest.isEmpty {
        index += 1
        elements.append(try block(minimumIndent: indent + 1, depth: depth + 1))
        continue
      }
      // The item's content is a line of its own, indented where it starts: `- key: value`
      // begins a mapping whose other keys line up with `key`.
      lines[index].text = rest
      lines[index].indent = indent + offset
      lines[index].column = line.column + offset
      let item = lines[index]
      if Self.isSequenceItem(rest) || keySplit(item) != nil {
        elements.append(try block(minimumIndent: item.indent, depth: depth + 1))
      } else {
        index += 1
        elements.append(
          try value(
            rest, line: item, column: item.column, parentIndent: indent, depth: depth,
            sequenceMayShareIndent: false))
      }
    }
    if let line = current, line.indent > indent {
      throw error(line.number, line.column, "this line is indented more than the sequence's items")
    }
    return YAMLNode(.sequence(elements), line: start.number, column: start.column)
  }

  private static func isExplicitKey(_ text: Substring) -> Bool {
    text == "?" || text.hasPrefix("? ")
  }

  /// A `? key` line and the `: value` line after it (or nothing: a null value).
  private mutating func explicitEntry(_ line: Line, indent: Int, depth: Int)
    throws(ProjectReadError) -> YAMLNode.Entry
  {
    skipToContent()
    index += 1
    let keyText = line.text.dropFirst().drop { $0 == " " }
    var placed = line
    placed.column += line.text.count - keyText.count
    let key = try inline(keyText, line: placed, parentIndent: indent, depth: depth + 1)
    guard let next = current, next.indent == indent, next.text == ":" || next.text.hasPrefix(": ")
    else {
      return YAMLNode.Entry(key: key.string ?? "", value: YAMLNode(.null, line: line.number))
    }
    skipToContent()
    let rest = next.text.dropFirst().drop { $0 == " " }
    let offset = next.text.count - rest.count
    if rest.isEmpty {
      index += 1
      return YAMLNode.Entry(
        key: key.string ?? "", value: try block(minimumIndent: indent + 1, depth: depth + 1))
    }
    // The value is a line of its own, indented where it starts, as a sequence item's is.
    lines[index].text = rest
    lines[index].indent = indent + offset
    lines[index].column = next.column + offset
    return YAMLNode.Entry(
      key: key.string ?? "", value: try block(minimumIndent: indent + offset, depth: depth + 1))
  }

  /// The key of a `key: value` line, the text after the colon and its column; `nil` when the
  /// line is not one.
  private func keySplit(_ line: Line) -> (String, Substring, Int)? {
    let text = line.text
    if let first = text.first, first == "\"" || first == "'" {
      guard let (key, end) = try? Self.quoted(text, from: text.startIndex) else { return nil }
      let after = text[end...].drop { $0 == " " }
      guard after.first == ":" else { return nil }
      let rest = after.dropFirst()
      guard rest.isEmpty || rest.first == " " else { return nil }
      let value = rest.drop { $0 == " " }
      return (key, value, line.column + text.count - value.count)
    }
    if let first = text.first, "[{&*!|>%@`?".contains(first) { return nil }
    var position = text.startIndex
    while position < text.endIndex {
      if text[position] == ":" {
        let next = text.index(after: position)
        if next == text.endIndex || text[next] == " " {
          var key = text[..<position]
          while key.last == " " { key = key.dropLast() }
          let value = text[next...].drop { $0 == " " }
          return (String(key), value, line.column + text.count - value.count)
        }
      }
      position = text.index(after: position)
    }
    return nil
  }

  // MARK: Values

  /// The value written after `key:` or `- ` (`text`, at `column`), or on the lines below it
  /// when `text` is empty.
  private mutating func value(
    _ text: Substring, line: Line, column: Int, parentIndent: Int, depth: Int,
    sequenceMayShareIndent: Bool
  ) throws(ProjectReadError) -> YAMLNode {
    var text = text
    var column = column
    var anchor: String?
    while let first = text.first, first == "&" || first == "!" {
      let word = text.prefix { $0 != " " }
      if first == "&" { anchor = String(word.dropFirst()) }
      let rest = text.dropFirst(word.count).drop { $0 == " " }
      column += text.count - rest.count
      text = rest
    }
    let node: YAMLNode
    if text.isEmpty {
      if let next = current, next.indent > parentIndent {
        node = try block(minimumIndent: parentIndent + 1, depth: depth + 1)
      } else if sequenceMayShareIndent, let next = current, next.indent == parentIndent,
        Self.isSequenceItem(next.text)
      {
        node = try sequence(indent: parentIndent, depth: depth + 1)
      } else {
        node = YAMLNode(.null, line: line.number, column: column)
      }
    } else {
      var placed = line
      placed.column = column
      node = try inline(text, line: placed, parentIndent: parentIndent, depth: depth)
    }
    if let anchor { anchors[anchor] = node }
    return node
  }

  /// A value written on its line: an alias, a block scalar, a flow collection, a quoted or a
  /// plain scalar (which may go on over more-indented lines).
  private mutating func inline(
    _ text: Substring, line: Line, parentIndent: Int, depth: Int
  ) throws(ProjectReadError) -> YAMLNode {
    guard let first = text.first else { return YAMLNode(.null, line: line.number, column: 0) }
    if first == "*" {
      let name = String(text.dropFirst())
      guard let node = anchors[name] else {
        throw error(line.number, line.column, "the alias *\(name) names no anchor above it")
      }
      return node
    }
    if first == "|" || first == ">" {
      return YAMLNode(
        .scalar(blockScalar(folded: first == ">", parentIndent: parentIndent), quoted: true),
        line: line.number, column: line.column)
    }
    if first == "[" || first == "{" {
      return try flow(text, line: line, depth: depth)
    }
    if first == "\"" || first == "'" {
      // A quoted scalar may go on over the next lines: each line break folds into a space (an
      // empty line into a line break, an escaped one into nothing).
      var text = text
      while (try? Self.quoted(text, from: text.startIndex)) == nil, index < lines.count {
        let next = lines[index].raw.drop { $0 == " " || $0 == "\t" }
        index += 1
        if next.isEmpty {
          text += "\n"
        } else if text.hasSuffix("\\"), first == "\"" {
          text = text.dropLast() + next
        } else {
          text += (text.hasSuffix("\n") ? "" : " ") + next
        }
      }
      guard let (scalar, end) = try? Self.quoted(text, from: text.startIndex) else {
        throw error(line.number, line.column, "this quoted value has no closing \(first)")
      }
      let after = text[end...].drop { $0 == " " || $0 == "\t" }
      guard after.isEmpty || after.first == "#" else {
        throw error(line.number, line.column, "text follows the closing quote")
      }
      return YAMLNode(.scalar(scalar, quoted: true), line: line.number, column: line.column)
    }
    // A plain scalar goes on over the lines indented more than its key.
    var scalar = String(text)
    while let next = current, next.indent > parentIndent, !Self.isSequenceItem(next.text),
      keySplit(next) == nil
    {
      scalar += " " + next.text
      skipToContent()
      index += 1
    }
    return Self.plain(scalar, line: line.number, column: line.column)
  }

  private static func plain(_ text: String, line: Int, column: Int) -> YAMLNode {
    switch text {
    case "", "~", "null", "Null", "NULL": YAMLNode(.null, line: line, column: column)
    default: YAMLNode(.scalar(text, quoted: false), line: line, column: column)
    }
  }

  /// The lines of a `|` or `>` block scalar, below the current line and indented more than
  /// `parentIndent`: kept line by line, or folded into one.
  private mutating func blockScalar(folded: Bool, parentIndent: Int) -> String {
    var collected: [Substring] = []
    var blockIndent: Int?
    while index < lines.count {
      let line = lines[index]
      let blank = line.raw.allSatisfy { $0 == " " || $0 == "\t" }
      if !blank {
        guard line.indent > parentIndent else { break }
        blockIndent = blockIndent ?? line.indent
      }
      collected.append(blank ? "" : line.raw.dropFirst(min(blockIndent ?? 0, line.indent)))
      index += 1
    }
    while collected.last?.isEmpty == true { collected.removeLast() }
    return collected.joined(separator: folded ? " " : "\n")
  }

  /// A double- or single-quoted scalar starting at `start`: its text, and the index after the
  /// closing quote.
  private static func quoted(_ text: Substring, from start: Substring.Index) throws(QuoteError)
    -> (String, Substring.Index)
  {
    let quote = text[start]
    var result = ""
    var position = text.index(after: start)
    while position < text.endIndex {
      let character = text[position]
      if quote == "'" {
        if character == "'" {
          let next = text.index(after: position)
          if next < text.endIndex, text[next] == "'" {
            result.append("'")
            position = text.index(after: next)
            continue
          }
          return (result, next)
        }
      } else if character == "\"" {
        return (result, text.index(after: position))
      } else if character == "\\" {
        position = text.index(after: position)
        guard position < text.endIndex else { break }
        switch text[position] {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "0": result.append("\0")
        case "\\": result.append("\\")
        case "\"": result.append("\"")
        case "/": result.append("/")
        default: result.append(text[position])
        }
        position = text.index(after: position)
        continue
      }
      result.append(character)
      position = text.index(after: position)
    }
    throw QuoteError()
  }

  private struct QuoteError: Error {}

  // MARK: Flow collections

  /// A `[...]` or `{...}` collection starting `text`, joined with the lines below it until its
  /// brackets close.
  private mutating func flow(_ text: Substring, line: Line, depth: Int) throws(ProjectReadError)
    -> YAMLNode
  {
    var source = Array(text)
    while !Self.isBalanced(source) {
      guard let next = current else {
        throw error(line.number, line.column, "this \(text.first!) is never closed")
      }
      source += [" "] + Array(next.text)
      skipToContent()
      index += 1
    }
    var position = 0
    let node = try flowValue(source, &position, line: line, depth: depth)
    Self.skipSpaces(source, &position)
    guard position == source.count else {
      throw error(line.number, line.column + position, "text follows the closing bracket")
    }
    return node
  }

  private static func isBalanced(_ source: [Character]) -> Bool {
    var depth = 0
    var quote: Character?
    var position = 0
    while position < source.count {
      let character = source[position]
      if let open = quote {
        if character == "\\", open == "\"" {
          position += 1
        } else if character == open {
          quote = nil
        }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "[" || character == "{" {
        depth += 1
      } else if character == "]" || character == "}" {
        depth -= 1
      }
      position += 1
    }
    return depth <= 0
  }

  private static func skipSpaces(_ source: [Character], _ position: inout Int) {
    while position < source.count, source[position] == " " { position += 1 }
  }

  private func flowValue(
    _ source: [Character], _ position: inout Int, line: Line, depth: Int
  ) throws(ProjectReadError) -> YAMLNode {
    guard depth < Self.maximumDepth else {
      throw error(line.number, line.column, "the values nest too deep")
    }
    Self.skipSpaces(source, &position)
    let column = line.column + position
    guard position < source.count else {
      throw error(line.number, column, "a value is missing")
    }
    switch source[position] {
    case "[":
      position += 1
      var elements: [YAMLNode] = []
      try flowItems(source, &position, closing: "]", line: line, column: column) {
        (position: inout Int) throws(ProjectReadError) in
        var element = try flowValue(source, &position, line: line, depth: depth + 1)
        Self.skipSpaces(source, &position)
        // `[key: value]` is a sequence of one-entry mappings.
        if position < source.count, source[position] == ":", let key = element.string {
          position += 1
          let value = try flowValue(source, &position, line: line, depth: depth + 1)
          element = YAMLNode(
            .mapping([YAMLNode.Entry(key: key, value: value)]), line: element.line,
            column: element.column)
        }
        elements.append(element)
      }
      return YAMLNode(.sequence(elements), line: line.number, column: column)
    case "{":
      position += 1
      var entries: [YAMLNode.Entry] = []
      try flowItems(source, &position, closing: "}", line: line, column: column) {
        (position: inout Int) throws(ProjectReadError) in
        let key = try flowValue(source, &position, line: line, depth: depth + 1)
        Self.skipSpaces(source, &position)
        var value = YAMLNode(.null, line: line.number, column: line.column + position)
        if position < source.count, source[position] == ":" {
          position += 1
          Self.skipSpaces(source, &position)
          if position < source.count, source[position] != ",", source[position] != "}" {
            value = try flowValue(source, &position, line: line, depth: depth + 1)
          }
        }
        entries.append(YAMLNode.Entry(key: key.string ?? "", value: value))
      }
      return YAMLNode(.mapping(entries), line: line.number, column: column)
    case "\"", "'":
      let text = Substring(String(source[position...]))
      guard let (scalar, end) = try? Self.quoted(text, from: text.startIndex) else {
        throw error(line.number, column, "this quoted value has no closing \(source[position])")
      }
      position += text.distance(from: text.startIndex, to: end)
      return YAMLNode(.scalar(scalar, quoted: true), line: line.number, column: column)
    case "*":
      let start = position + 1
      position = start
      while position < source.count, !" ,]}".contains(source[position]) { position += 1 }
      let name = String(source[start..<position])
      guard let node = anchors[name] else {
        throw error(line.number, column, "the alias *\(name) names no anchor above it")
      }
      return node
    default:
      let start = position
      while position < source.count {
        let character = source[position]
        if ",]}".contains(character) { break }
        if character == ":",
          position + 1 == source.count || " ,]}".contains(source[position + 1])
        {
          break
        }
        position += 1
      }
      var text = String(source[start..<position])
      while text.last == " " { text.removeLast() }
      return Self.plain(text, line: line.number, column: column)
    }
  }

  /// The items of the flow collection whose opening bracket `position` is just past, each
  /// read by `item`, up to and past `closing`.
  private func flowItems(
    _ source: [Character], _ position: inout Int, closing: Character, line: Line, column: Int,
    item: (inout Int) throws(ProjectReadError) -> Void
  ) throws(ProjectReadError) {
    while true {
      Self.skipSpaces(source, &position)
      guard position < source.count else {
        throw error(line.number, column, "\(closing == "]" ? "[" : "{") is never closed")
      }
      if source[position] == closing {
        position += 1
        return
      }
      try item(&position)
      try separator(source, &position, closing: closing, line: line)
    }
  }

  private func separator(
    _ source: [Character], _ position: inout Int, closing: Character, line: Line
  ) throws(ProjectReadError) {
    Self.skipSpaces(source, &position)
    guard position < source.count else {
      throw error(line.number, line.column, "\(closing == "]" ? "[" : "{") is never closed")
    }
    if source[position] == "," {
      position += 1
    } else if source[position] != closing {
      throw error(
        line.number, line.column + position, "expected ',' or '\(closing)' here")
    }
  }
}
