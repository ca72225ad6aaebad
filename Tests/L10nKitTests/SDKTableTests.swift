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
    #expect(table.knownTypes.isSuperset(of: ["Text", "Image", "String", "LocalizedStringKey"]))
  }

  @Test(
    "the generated table holds every row of the SDK's tables (run Scripts/generate-localizable-api)",
    .enabled(if: SDKTables.isPresent, "../shared/sdk is absent: SDK table test skipped"))
  func upToDate() throws {
    let table = SDKLocalizableAPI.table
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
