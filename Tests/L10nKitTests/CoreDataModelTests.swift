import Foundation
import Testing

@testable import L10nKit

@Suite("Core Data models type interpolations of their generated classes")
struct CoreDataModelTests {
  /// A model version's `contents` with the entities given as XML lines.
  static func contents(_ entities: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" \
    sourceLanguage="Swift">
    \(entities)
    </model>

    """
  }

  @Test("the attributes of generated classes, with the specifier of each scalar type")
  func attributes() {
    let text = Self.contents(
      """
          <entity name="Item" representedClassName="Item" syncable="YES" codeGenerationType="class">
              <attribute name="level" optional="YES" attributeType="Integer 16" \
      defaultValueString="0" usesScalarValueType="YES"/>
              <attribute name="total" attributeType="Integer 64" usesScalarValueType="YES"/>
              <attribute name="score" attributeType="Double" usesScalarValueType="YES"/>
              <attribute name="ratio" attributeType="Float" usesScalarValueType="YES"/>
              <attribute name="count" attributeType="Integer 32" usesScalarValueType="NO"/>
              <attribute name="done" attributeType="Boolean" usesScalarValueType="YES"/>
              <attribute name="title" optional="YES" attributeType="String"/>
              <relationship name="tag" optional="YES" maxCount="1" destinationEntity="Tag"/>
          </entity>
          <entity name="Tag" representedClassName="Tag" codeGenerationType="category">
              <attribute name="uses" attributeType="Integer 32" usesScalarValueType="YES"/>
          </entity>
          <entity name="Manual" representedClassName="Manual" syncable="YES">
              <attribute name="weight" attributeType="Double" usesScalarValueType="YES"/>
          </entity>
      """)
    let found = CoreDataModel.generatedAttributes(in: Array(text.utf8))
    #expect(
      found.map(\.name) == ["level", "total", "score", "ratio", "count", "done", "title", "uses"])
    #expect(
      found.map { $0.specifier ?? "-" } == ["%d", "%lld", "%lf", "%f", "-", "-", "-", "%d"])
  }

  @Test("the current version is the one .xccurrentversion names, else every version")
  func currentVersion() throws {
    let project = try TemporaryProject()
    let model = project.root + "/App/Model.xcdatamodeld"
    func entity(_ type: String) -> String {
      Self.contents(
        #"<entity name="E" codeGenerationType="class"><attribute name="n" attributeType=""#
          + type + #"" usesScalarValueType="YES"/></entity>"#)
    }
    try project.write(entity("Integer 64"), to: "App/Model.xcdatamodeld/Model.xcdatamodel/contents")
    try project.write(
      entity("Integer 16"), to: "App/Model.xcdatamodeld/Model 2.xcdatamodel/contents")
    // Two versions that disagree, and none named current: the name has no specifier.
    let disagreeing: [String: String?] = ["n": String?.none, "E.n": String?.none]
    #expect(CoreDataModel.exports(of: [model]) == disagreeing)
    try project.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
      "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>_XCCurrentVersionName</key>
      \t<string>Model 2.xcdatamodel</string>
      </dict>
      </plist>

      """, to: "App/Model.xcdatamodeld/.xccurrentversion")
    let current: [String: String?] = ["n": "%d", "E.n": "%d"]
    #expect(CoreDataModel.exports(of: [model]) == current)
    #expect(CoreDataModel.exports(of: [project.root + "/Missing.xcdatamodeld"]).isEmpty)
  }

  @Test("extract types an interpolated attribute of a generated class from the model")
  func extract() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "P", targets: [.executableTarget(name: "App", path: "App")])
      """, to: "Package.swift")
    try project.write(
      """
      import SwiftUI
      struct Row: View {
        let item: Item
        var body: some View {
          Text("Level \\(item.level)")
          Text("\\(item.score) points, \\(item.tries) tries, \\(item.weight) kg")
        }
      }
      """, to: "App/Row.swift")
    try project.write(
      Self.contents(
        """
        <entity name="Item" representedClassName="Item" codeGenerationType="class">
            <attribute name="level" attributeType="Integer 16" usesScalarValueType="YES"/>
            <attribute name="score" attributeType="Double" usesScalarValueType="YES"/>
            <attribute name="tries" attributeType="Integer 32" usesScalarValueType="NO"/>
        </entity>
        <entity name="Measure" representedClassName="Measure">
            <attribute name="weight" attributeType="Double" usesScalarValueType="YES"/>
        </entity>
        """), to: "App/Model.xcdatamodeld/Model.xcdatamodel/contents")
    try project.write(
      #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#,
      to: "App/Localizable.xcstrings")
    let extract = runTool(["extract", "--dry-run"], in: project.root)
    // An `NSNumber` attribute, and one of a class the project writes itself (not declared in
    // its Swift files here), have no specifier.
    #expect(
      extract.out == """
        App/Localizable.xcstrings: added "Level %d" (App/Row.swift:5:10)
        App/Localizable.xcstrings: added "%lf points, %@ tries, %@ kg" (App/Row.swift:6:10)

        """)
  }
}
