import Foundation
import Testing

@testable import L10nKit

@Suite("unextracted_key_missing: the catalog a String key is looked up in")
struct UnextractedKeyMissingTests {
  @Test("the table and bundle the lookup names decide the catalog to add the key to")
  func catalogOfTheLookup() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "P", defaultLocalization: "en",
        targets: [
          .target(
            name: "App", resources: [.process("Localizable.xcstrings"), .process("Other.xcstrings")])
        ])
      """, to: "Package.swift")
    try project.write(
      """
      import SwiftUI
      struct Hint: View {
        let text: String
        var body: some View { Text(NSLocalizedString(text, tableName: "Other", bundle: .module, comment: "")) }
      }
      func caption(_ text: String) -> String { NSLocalizedString(text, comment: "") }
      typealias HintAlias = Hint
      let h = Hint(text: "In the other table"), c = caption("In the default table")
      let a = HintAlias(text: "Through an alias")
      """, to: "Sources/App/A.swift")
    let empty =
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n"
    try project.write(empty, to: "Sources/App/Localizable.xcstrings")
    try project.write(empty, to: "Sources/App/Other.xcstrings")
    let (_, findings) = try lintFindings(in: project.root)
    let advice = findings.compactMap { finding -> String? in
      guard let message = finding["message"] as? String,
        let range = message.range(of: "add it to ")
      else { return nil }
      return "\(finding["key"] ?? "") → "
        + message[range.upperBound...].prefix(while: { $0 != " " })
    }
    #expect(
      advice.sorted() == [
        "In the default table → Sources/App/Localizable.xcstrings",
        "In the other table → Sources/App/Other.xcstrings",
        "Through an alias → Sources/App/Other.xcstrings",
      ])
  }
}
