/// The SDK's declarations that take a localizable string, from the generated table
/// (`Generated/SDKLocalizableAPI+Rows.swift`, made by `Scripts/generate-localizable-api` from the iOS
/// 17 SDK's Swift interfaces of SwiftUI, App Intents, WidgetKit, Charts and Foundation), and the
/// few newer declarations of `SDKLocalizableAPI+Newer.swift`.
enum SDKLocalizableAPI {
  /// The table, parsed once.
  struct Table: Sendable {
    /// Initializers, methods, static methods and enum cases.
    var signatures: [CallableSignature] = []
    /// Properties that hold a localizable type, by name (`title` of `AppIntent`...).
    var properties: [String: [LocalizableType]] = [:]
    /// Types whose string literals are keys, by name (canonical name for each spelling).
    var literalTypes: [String: String] = [:]
    /// Owner aliases: `Parameter` (inside an `AppIntent`) is `IntentParameter`.
    var aliases: [String: String] = [:]
    /// Types the SDK and the standard library declare: an initializer of one of them that the
    /// table lacks takes no localizable type.
    var knownTypes: Set<String> = []
  }

  /// The parsed table.
  static let table: Table = {
    var table = parse(rows + "\n" + newerRows)
    let names = (typeNames + " " + newerTypeNames).utf8.split {
      $0 == 0x20 || $0 == 0x0A
    }
    table.knownTypes = Set(names.map { String(decoding: $0, as: UTF8.self) })
    table.knownTypes.formUnion(standardLibraryTypes)
    for index in table.signatures.indices
    where stringOverloadWinsForLiterals.contains(table.signatures[index].identity) {
      table.signatures[index].literalCallsStringOverload = true
    }
    return table
  }()

  /// The declarations a string literal does not call, as `Owner.name(labels)` (`_` for an
  /// unlabeled parameter). Beside each, the SDK declares an overload of the same labels that
  /// takes a generic `StringProtocol` where this one takes a `LocalizedStringKey`, without
  /// `@_disfavoredOverload` (which SwiftUI's `Text`, `Button` and the others have): a literal
  /// is a `String` by default, and converting it to `LocalizedStringKey` costs the type
  /// checker a point that the generic overload does not, so `Annotation("Home", coordinate:
  /// c)` calls the `StringProtocol` one. The text is shown as it is, and Xcode extracts no key
  /// (BenJrSky/pino's five `Annotation("", coordinate:)` calls left no `""` in its catalog).
  /// `SDKTableTests` derives this list from the SDK's interfaces.
  static let stringOverloadWinsForLiterals: Set<String> = [
    "Annotation.init(_,coordinate,anchor,content)",
    "LabeledContent.init(_,value,format)",
    "View.chartXAxisLabel(_,position,alignment,spacing)",
    "View.chartYAxisLabel(_,position,alignment,spacing)",
  ]

  /// The standard library's types (its interface is not among the SDK's tables).
  static let standardLibraryTypes: Set<String> = [
    "Any", "AnyHashable", "AnyObject", "Array", "ArraySlice", "AsyncStream",
    "AsyncThrowingStream", "Bool", "Character", "CheckedContinuation", "ClosedRange",
    "ContiguousArray", "ContinuousClock", "Dictionary", "Double", "Duration", "Error", "Float",
    "Float16", "Float32", "Float64", "Int", "Int8", "Int16", "Int32", "Int64", "KeyPath",
    "MainActor", "Mirror", "Never", "ObjectIdentifier", "Optional", "Range", "Regex", "Result",
    "Selector", "Sequence", "Set", "StaticString", "String", "Substring", "SuspendingClock",
    "Task", "TaskGroup", "ThrowingTaskGroup", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Unicode", "Unmanaged", "UnsafeBufferPointer", "UnsafeMutableBufferPointer",
    "UnsafeMutablePointer", "UnsafeMutableRawPointer", "UnsafePointer", "UnsafeRawPointer",
    "Void",
  ]

  /// Parses rows in the generated format (see the generated file's header).
  ///
  /// Byte by byte, making a `String` only of what the table keeps: every `lint` parses the
  /// table once, so its cost is part of linting even a one-file project.
  static func parse(_ text: String) -> Table {
    var table = Table()
    for base in LocalizableType.standardBases { table.literalTypes[base] = base }
    var text = text
    text.withUTF8 { bytes in
      var lineStart = 0
      while lineStart < bytes.count {
        var lineEnd = lineStart
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
        parseRow(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), into: &table)
        lineStart = lineEnd + 1
      }
    }
    return table
  }

  /// Adds one row (a line without its line break) to `table`; a line that is not a row of six
  /// tab-separated fields is skipped.
  private static func parseRow(_ line: UnsafeBufferPointer<UInt8>, into table: inout Table) {
    var fields: [Range<Int>] = []
    fields.reserveCapacity(6)
    var start = 0
    for index in line.indices where line[index] == 0x09 {
      fields.append(start..<index)
      start = index + 1
    }
    fields.append(start..<line.count)
    guard fields.count == 6 else { return }
    func field(_ index: Int) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: line[fields[index]])
    }
    switch string(field(0)) {
    case "conformance":
      let owner = string(field(1))
      table.literalTypes[owner] = owner
    case "alias":
      // Two protocols name a `Summary`: an `AppIntent`'s parameter summary, the common one,
      // comes first and is kept (both take a literal keyed the same way).
      let alias = string(field(1))
      if table.aliases[alias] == nil { table.aliases[alias] = string(field(2)) }
    case "property", "static_property":
      if let type = localizables(field(4)).first?.type {
        table.properties[string(field(2)), default: []].append(type)
      }
    case let kind:
      guard let signatureKind = CallableSignature.Kind(rawValue: kind) else { return }
      var parameters: [CallableSignature.Parameter] = []
      let parameterText = field(3)
      if !parameterText.elementsEqual("-".utf8) {
        forEachItem(of: parameterText, separatedBy: 0x2C) { parameters.append(parameter($0)) }
      }
      for (index, type) in localizables(field(4))
      where index.map({ $0 < parameters.count }) == true {
        if let index { parameters[index].type = type }
      }
      table.signatures.append(
        CallableSignature(
          kind: signatureKind, owner: string(field(1)), name: string(field(2)),
          parameters: parameters, module: string(field(5))))
    }
  }

  private static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// Calls `body` with each non-empty item of `bytes` between `separator`s.
  private static func forEachItem(
    of bytes: UnsafeBufferPointer<UInt8>, separatedBy separator: UInt8,
    _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var start = 0
    for index in 0...bytes.count where index == bytes.count || bytes[index] == separator {
      if index > start { body(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
      start = index + 1
    }
  }

  /// `label`, `label=` (has a default), `label{}` (takes a closure), `label...` (variadic).
  private static func parameter(_ spec: UnsafeBufferPointer<UInt8>) -> CallableSignature.Parameter {
    var text = spec[...]
    var parameter = CallableSignature.Parameter(label: nil)
    if text.suffix(3).elementsEqual("...".utf8) {
      parameter.isVariadic = true
      text = text.dropLast(3)
    }
    if text.suffix(2).elementsEqual("{}".utf8) {
      parameter.takesClosure = true
      text = text.dropLast(2)
    }
    if text.last == UInt8(ascii: "=") {
      parameter.hasDefault = true
      text = text.dropLast()
    }
    parameter.label =
      text.elementsEqual("_".utf8) ? nil : string(UnsafeBufferPointer(rebasing: text))
    return parameter
  }

  /// `index:wrapper:type` items separated by `;` (`-` for no index).
  private static func localizables(
    _ text: UnsafeBufferPointer<UInt8>
  ) -> [(index: Int?, type: LocalizableType)] {
    guard !text.elementsEqual("-".utf8) else { return [] }
    var found: [(index: Int?, type: LocalizableType)] = []
    forEachItem(of: text, separatedBy: UInt8(ascii: ";")) { item in
      // The index and the wrapper end at the first two colons; the type is the rest.
      guard let first = item.firstIndex(of: UInt8(ascii: ":")),
        let second = item[(first + 1)...].firstIndex(of: UInt8(ascii: ":")),
        first > 0, second > first + 1, second + 1 < item.count,
        let wrapper = LocalizableType.Wrapper(
          rawValue: string(UnsafeBufferPointer(rebasing: item[(first + 1)..<second])))
      else { return }
      let index = Int(string(UnsafeBufferPointer(rebasing: item[..<first])))
      let base = string(UnsafeBufferPointer(rebasing: item[(second + 1)...]))
      found.append((index, LocalizableType(base: base, wrapper: wrapper)))
    }
    return found
  }
}
