/// The SDK's declarations that take a localizable string, from the generated table
/// (`Generated/SDKLocalizableAPI+Rows.swift`, made by `Scripts/generate-localizable-api` from the iOS
/// 17 SDK's Swift interfaces of SwiftUI, App Intents, WidgetKit, Charts and Foundation).
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
    var table = parse(rows)
    table.knownTypes = Set(
      typeNames.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    table.knownTypes.formUnion(standardLibraryTypes)
    return table
  }()

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
  static func parse(_ text: String) -> Table {
    var table = Table()
    for base in LocalizableType.standardBases { table.literalTypes[base] = base }
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 6 else { continue }
      let (kind, owner, name, parameterText, localText, module) =
        (fields[0], fields[1], fields[2], fields[3], fields[4], fields[5])
      switch kind {
      case "conformance":
        table.literalTypes[owner] = owner
      case "alias":
        table.aliases[owner] = name
      case "property", "static_property":
        if let type = localizables(localText).first?.type {
          table.properties[name, default: []].append(type)
        }
      default:
        guard let signatureKind = CallableSignature.Kind(rawValue: kind) else { continue }
        var parameters =
          parameterText == "-" ? [] : parameterText.split(separator: ",").map(parameter)
        for (index, type) in localizables(localText)
        where index.map({ $0 < parameters.count }) == true {
          if let index { parameters[index].type = type }
        }
        table.signatures.append(
          CallableSignature(
            kind: signatureKind, owner: owner, name: name, parameters: parameters, module: module))
      }
    }
    return table
  }

  /// `label`, `label=` (has a default), `label{}` (takes a closure), `label...` (variadic).
  private static func parameter(_ spec: Substring) -> CallableSignature.Parameter {
    var text = Substring(spec)
    var parameter = CallableSignature.Parameter(label: nil)
    if text.hasSuffix("...") {
      parameter.isVariadic = true
      text = text.dropLast(3)
    }
    if text.hasSuffix("{}") {
      parameter.takesClosure = true
      text = text.dropLast(2)
    }
    if text.hasSuffix("=") {
      parameter.hasDefault = true
      text = text.dropLast()
    }
    parameter.label = text == "_" ? nil : String(text)
    return parameter
  }

  /// `index:wrapper:type` items separated by `;` (`-` for no index).
  private static func localizables(_ text: String) -> [(index: Int?, type: LocalizableType)] {
    guard text != "-" else { return [] }
    return text.split(separator: ";").compactMap { item in
      let parts = item.split(separator: ":", maxSplits: 2).map(String.init)
      guard parts.count == 3, let wrapper = LocalizableType.Wrapper(rawValue: parts[1]) else {
        return nil
      }
      return (Int(parts[0]), LocalizableType(base: parts[2], wrapper: wrapper))
    }
  }
}
