import Foundation
import Testing

@testable import L10nKit

/// The SDK tables in `../shared/sdk` (read in place), when they exist.
enum SDKTables {
  static let root: URL? = Corpus.root?.deletingLastPathComponent().appendingPathComponent("sdk")

  static var isPresent: Bool {
    root.map { FileManager.default.fileExists(atPath: $0.path) } ?? false
  }

  /// The rows of a tab-separated table, by column name.
  static func rows(_ name: String) throws -> [[String: String]] {
    let url = try #require(root).appendingPathComponent(name)
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    let header = lines.first.map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    return lines.dropFirst().map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      var row: [String: String] = [:]
      for (column, value) in zip(header ?? [], fields) { row[String(column)] = String(value) }
      return row
    }
  }
}

@Suite("The extractor's SDK table")
struct SDKTableTests {
  @Test("the APIs the issue names are in the table, with their localizable parameters")
  func namedAPIs() throws {
    let table = SDKLocalizableAPI.table
    func signature(_ owner: String, _ name: String, _ labels: [String?]) -> CallableSignature? {
      table.signatures.first {
        $0.owner == owner && $0.name == name && $0.parameters.map(\.label) == labels
      }
    }
    let bar = try #require(signature("View", "navigationBarTitle", [nil, "displayMode"]))
    #expect(bar.parameters[0].type == LocalizableType(base: "LocalizedStringKey", wrapper: .direct))
    let text = try #require(signature("Text", "init", [nil, "tableName", "bundle", "comment"]))
    #expect(text.parameters.dropFirst().allSatisfy { $0.hasDefault })
    let shortcut = try #require(
      signature("AppShortcut", "init", ["intent", "phrases", "shortTitle", "systemImageName"]))
    #expect(shortcut.parameters[1].type?.isShortcutPhrase == true)
    #expect(shortcut.parameters[2].type?.base == "LocalizedStringResource")
    #expect(
      table.signatures.contains {
        $0.owner == "IntentResult" && $0.name == "result"
          && $0.parameters.first?.label == "dialog" && $0.parameters[0].type?.base == "IntentDialog"
      })
    #expect(
      table.signatures.contains {
        $0.owner == "IntentParameter" && $0.parameters.first?.label == "title"
          && $0.parameters.count > 1 && $0.parameters[1].label == "description"
          && $0.parameters[1].type?.wrapper == .optional
      })
    for owner in ["DisplayRepresentation", "TypeDisplayRepresentation", "IntentDialog"] {
      #expect(table.signatures.contains { $0.owner == owner }, "\(owner)")
      #expect(table.literalTypes[owner] == owner, "\(owner)")
    }
    #expect(table.signatures.contains { $0.name == "configurationDisplayName" })
    #expect(table.aliases["Parameter"] == "IntentParameter")
    // The first of two `Summary` aliases, an `AppIntent`'s, is kept.
    #expect(table.aliases["Summary"] == "IntentParameterSummary")
    #expect(table.knownTypes.isSuperset(of: ["Text", "Image", "String", "LocalizedStringKey"]))
  }

  @Test(
    "the generated table holds every row of the SDK's tables (run Scripts/generate-localizable-api)",
    .enabled(if: SDKTables.isPresent, "../shared/sdk is absent: SDK table test skipped"))
  func upToDate() throws {
    // The generated rows alone (the newer declarations are checked by `newerDeclarations`).
    let table = SDKLocalizableAPI.parse(SDKLocalizableAPI.rows)
    // Overloads that differ only in the localizable type (`LocalizedStringKey` and
    // `LocalizedStringResource`) are one entry of the table.
    var expected: Set<String> = []
    for name in ["localizable-api.tsv", "localizable-api-overlays.tsv"] {
      for row in try SDKTables.rows(name) {
        guard let kind = row["kind"], let owner = row["owner"], let member = row["name"] else {
          continue
        }
        switch kind {
        case "conformance":
          #expect(table.literalTypes[owner] != nil, "\(owner)")
        case "property", "static_property":
          #expect(table.properties[member] != nil, "\(owner).\(member)")
        default:
          guard member.first?.isLetter == true,
            let index = row["localizable_param_index"].flatMap({ Int($0) })
          else { continue }
          expected.insert(
            [kind, owner, member, row["labels"] ?? "", "\(index)"].joined(separator: " "))
          let labels = (row["labels"] ?? "").split(separator: ",").map {
            $0 == "_" ? nil : String($0)
          }
          let found = table.signatures.contains {
            $0.owner == owner && $0.name == member && $0.parameters.map(\.label) == labels
              && $0.parameters[index].type != nil
          }
          #expect(found, "\(kind) \(owner).\(member)(\(row["labels"] ?? ""))")
        }
      }
    }
    #expect(expected.count > 400)
    var generated: Set<String> = []
    for signature in table.signatures {
      let labels = signature.parameters.map { $0.label ?? "_" }.joined(separator: ",")
      for (index, parameter) in signature.parameters.enumerated() where parameter.type != nil {
        generated.insert(
          [signature.kind.rawValue, signature.owner ?? "", signature.name, labels, "\(index)"]
            .joined(separator: " "))
      }
    }
    #expect(generated.subtracting(expected).sorted() == [])
    #expect(expected.subtracting(generated).sorted() == [])
  }
}

extension SDKTableTests {
  @Test("the declarations newer than the iOS 17 SDK parse, are new, and are in the table")
  func newerDeclarations() {
    let newer = SDKLocalizableAPI.parse(SDKLocalizableAPI.newerRows)
    let generated = SDKLocalizableAPI.parse(SDKLocalizableAPI.rows)
    let table = SDKLocalizableAPI.table
    let rowCount = SDKLocalizableAPI.newerRows.split(separator: "\n").count
    #expect(newer.signatures.count == rowCount)
    for signature in newer.signatures {
      let shape = { (other: CallableSignature) in
        other.owner == signature.owner && other.name == signature.name
          && other.parameters.map(\.label) == signature.parameters.map(\.label)
      }
      #expect(!generated.signatures.contains(where: shape), "\(signature)")
      #expect(table.signatures.contains(where: shape), "\(signature)")
      #expect(signature.parameters.first?.type != nil, "\(signature)")
      if let owner = signature.owner, signature.kind == .initializer {
        // A nested type (`AlarmPresentation.Alert`) is known by its outer type's name.
        let outer = String(owner.prefix { $0 != "." })
        #expect(table.knownTypes.contains(outer), "\(owner)")
        #expect(!generated.signatures.contains { $0.owner == owner }, "\(owner)")
      }
    }
  }
}

@Suite("The SDK table's parser")
struct SDKTableParserTests {
  /// The generated format read the plain way, field by field with `String.split`: the reference
  /// the byte parser must agree with on the real table.
  static func referenceParse(_ text: String) -> SDKLocalizableAPI.Table {
    var table = SDKLocalizableAPI.Table()
    for base in LocalizableType.standardBases { table.literalTypes[base] = base }
    func localizables(_ text: String) -> [(index: Int?, type: LocalizableType)] {
      guard text != "-" else { return [] }
      return text.split(separator: ";").compactMap { item in
        let parts = item.split(separator: ":", maxSplits: 2).map(String.init)
        guard parts.count == 3, let wrapper = LocalizableType.Wrapper(rawValue: parts[1]) else {
          return nil
        }
        return (Int(parts[0]), LocalizableType(base: parts[2], wrapper: wrapper))
      }
    }
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 6 else { continue }
      switch fields[0] {
      case "conformance": table.literalTypes[fields[1]] = fields[1]
      case "alias": if table.aliases[fields[1]] == nil { table.aliases[fields[1]] = fields[2] }
      case "property", "static_property":
        if let type = localizables(fields[4]).first?.type {
          table.properties[fields[2], default: []].append(type)
        }
      default:
        guard let kind = CallableSignature.Kind(rawValue: fields[0]) else { continue }
        var parameters: [CallableSignature.Parameter] = []
        if fields[3] != "-" {
          for spec in fields[3].split(separator: ",") {
            var text = Substring(spec)
            var parameter = CallableSignature.Parameter(label: nil)
            if text.hasSuffix("...") { (parameter.isVariadic, text) = (true, text.dropLast(3)) }
            if text.hasSuffix("{}") { (parameter.takesClosure, text) = (true, text.dropLast(2)) }
            if text.hasSuffix("=") { (parameter.hasDefault, text) = (true, text.dropLast()) }
            parameter.label = text == "_" ? nil : String(text)
            parameters.append(parameter)
          }
        }
        for (index, type) in localizables(fields[4]) {
          if let index, index < parameters.count { parameters[index].type = type }
        }
        table.signatures.append(
          CallableSignature(
            kind: kind, owner: fields[1], name: fields[2], parameters: parameters,
            module: fields[5]))
      }
    }
    return table
  }

  @Test("the byte parser reads the generated table as the plain reading does")
  func generatedTable() {
    let parsed = SDKLocalizableAPI.parse(SDKLocalizableAPI.rows)
    let reference = Self.referenceParse(SDKLocalizableAPI.rows)
    #expect(parsed.signatures.count > 300)
    #expect(parsed.signatures == reference.signatures)
    #expect(parsed.properties == reference.properties)
    #expect(parsed.literalTypes == reference.literalTypes)
    #expect(parsed.aliases == reference.aliases)
  }

  @Test("parameters, localizable types and malformed rows")
  func rows() {
    let rows = [
      "init\tRow\tinit\t_,detail=,content{},items...\t0:direct:LocalizedStringKey;3:variadic:Text"
        + "\tSwiftUI",
      "method\tView\thelp\t_\t0:optional:LocalizedStringKey\tSwiftUI",
      "function\t-\tfree\t-\t-\tSwiftUI",
      "property\tAppIntent\ttitle\t-\t-:direct:LocalizedStringResource\tAppIntents",
      "conformance\tIntentDialog\tExpressibleByStringLiteral\t-\t-\tAppIntents",
      "alias\tParameter\tIntentParameter\t-\t-\tAppIntents",
      "method\tView\ttoo\tfew\tfields",
      "unknown\tView\tx\t_\t0:direct:LocalizedStringKey\tSwiftUI",
      "method\tView\tbadType\t_\t0:sideways:LocalizedStringKey;9:direct:Text\tSwiftUI",
      "",
    ].joined(separator: "\n")
    let parsed = SDKLocalizableAPI.parse(rows)
    #expect(parsed.signatures == Self.referenceParse(rows).signatures)
    // The row with too few fields and the unknown kind are skipped; a bad item only loses its
    // type.
    #expect(parsed.signatures.map(\.name) == ["init", "help", "free", "badType"])
    let row = parsed.signatures[0]
    #expect(row.parameters.map(\.label) == [nil, "detail", "content", "items"])
    #expect(row.parameters.map(\.hasDefault) == [false, true, false, false])
    #expect(row.parameters[2].takesClosure && row.parameters[3].isVariadic)
    #expect(row.parameters[0].type == LocalizableType(base: "LocalizedStringKey", wrapper: .direct))
    #expect(row.parameters[3].type == LocalizableType(base: "Text", wrapper: .variadic))
    #expect(parsed.signatures[1].parameters[0].type?.wrapper == .optional)
    #expect(parsed.signatures[2].parameters.isEmpty && parsed.signatures[2].owner == "-")
    #expect(parsed.signatures[3].parameters.map(\.type) == [nil])
    #expect(
      parsed.properties["title"] == [
        LocalizableType(base: "LocalizedStringResource", wrapper: .direct)
      ])
    #expect(parsed.literalTypes["IntentDialog"] == "IntentDialog")
    #expect(parsed.aliases["Parameter"] == "IntentParameter")
  }
}

extension SDKTableTests {
  @Test(
    "the declarations a literal does not call are those the SDK's interfaces give",
    .enabled(if: SDKTables.isPresent, "../shared/sdk is absent: SDK table test skipped"))
  func stringOverloadsThatWin() throws {
    let root = try #require(SDKTables.root)
    var found: Set<String> = []
    for table in ["localizable-api-full.tsv", "localizable-api-overlays-full.tsv"] {
      var files: [String: [String]] = [:]
      for row in try SDKTables.rows(table) {
        guard row["canonical_type"] == "LocalizedStringKey",
          let kind = row["kind"], kind == "init" || kind == "method",
          let module = row["module"], let owner = row["owner"], let name = row["name"],
          let labels = row["labels"], let index = row["localizable_param_index"].flatMap(Int.init),
          let line = row["line"].flatMap(Int.init)
        else { continue }
        let lines = try files[module] ?? Self.interface(module, in: root)
        files[module] = lines
        // The block (type or extension) that declares the row: the lines between the
        // top-level ones around it.
        var start = line - 1
        while start > 0, lines[start].first == " " || lines[start].isEmpty { start -= 1 }
        var end = line - 1
        while end < lines.count, !lines[end].hasPrefix("}") { end += 1 }
        for number in start..<end {
          let text = lines[number].trimmingCharacters(in: .whitespaces)
          guard let parsed = Self.genericStringParameters(text, name: name),
            parsed.labels == labels, parsed.stringParameters.contains(index)
          else { continue }
          // Its attributes: on its line, and on the lines just above that hold nothing else.
          var attributes = [text]
          var above = number - 1
          while above >= 0 {
            let previous = lines[above].trimmingCharacters(in: .whitespaces)
            guard previous.hasPrefix("@"), !previous.contains("public ") else { break }
            attributes.append(previous)
            above -= 1
          }
          guard !attributes.contains(where: { $0.contains("@_disfavoredOverload") }) else {
            continue
          }
          found.insert("\(owner).\(name)(\(labels.replacingOccurrences(of: " ", with: "")))")
        }
      }
    }
    #expect(found == SDKLocalizableAPI.stringOverloadWinsForLiterals)
    // And the parsed table marks exactly those.
    let marked = Set(
      SDKLocalizableAPI.table.signatures.filter(\.literalCallsStringOverload).map(\.identity))
    #expect(marked == SDKLocalizableAPI.stringOverloadWinsForLiterals)
  }

  /// The lines of a module's interface (an overlay's too).
  static func interface(_ module: String, in root: URL) throws -> [String] {
    let folder = root.appendingPathComponent("interfaces/iPhoneOS17.0.sdk")
    for path in [
      "\(module).arm64-apple-ios.swiftinterface",
      "overlays/\(module).arm64-apple-ios.swiftinterface",
    ] {
      let url = folder.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: url.path) {
        return try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
      }
    }
    throw CocoaError(.fileNoSuchFile)
  }

  /// A declaration `public init<S>(_ title: S, coordinate: …) where S : Swift.StringProtocol`
  /// (or `func name<S>(…)`): its labels (`_,coordinate`), and which parameters take a generic
  /// `StringProtocol` type.
  static func genericStringParameters(_ text: String, name: String)
    -> (labels: String, stringParameters: Set<Int>)?
  {
    let head = name == "init" ? "init<" : "func \(name)<"
    guard let headRange = text.range(of: head),
      let close = text[headRange.upperBound...]
        .firstIndex(of: ">")
    else { return nil }
    let generics = text[headRange.upperBound..<close].split(separator: ",").map {
      $0.split(separator: ":")[0].trimmingCharacters(in: .whitespaces)
    }
    let stringTypes = Set(
      generics.filter { generic in
        text.contains("\(generic) : Swift.StringProtocol")
          || text.contains("<\(generic): StringProtocol")
          || text.contains("\(generic): StringProtocol")
      })
    guard !stringTypes.isEmpty, text[close...].first == ">",
      text.index(after: close) < text.endIndex, text[text.index(after: close)] == "("
    else { return nil }
    // The parameter list, to its matching parenthesis.
    var depth = 0
    var parameters: [String] = []
    var current = ""
    for character in text[text.index(after: close)...] {
      if character == "(" || character == "<" || character == "[" {
        depth += 1
        if depth == 1 { continue }
      } else if character == ")" || character == ">" || character == "]" {
        if character == ">", current.hasSuffix("-") {  // `->` in a closure type
          current.append(character)
          continue
        }
        depth -= 1
        if depth == 0 { break }
      } else if character == ",", depth == 1 {
        parameters.append(current)
        current = ""
        continue
      }
      current.append(character)
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
    var labels: [String] = []
    var stringParameters: Set<Int> = []
    for (index, parameter) in parameters.enumerated() {
      let parts = parameter.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      let names = parts[0].split(separator: " ").filter { !$0.hasPrefix("@") }
      guard let label = names.first else { return nil }
      labels.append(String(label))
      let type = parts[1].split(separator: "=")[0].trimmingCharacters(in: .whitespaces)
      if stringTypes.contains(type)
        || stringTypes.contains(
          type.replacingOccurrences(of: "__shared ", with: ""))
      {
        stringParameters.insert(index)
      }
    }
    return (labels.joined(separator: ","), stringParameters)
  }
}
