import Foundation

/// The attributes of a Core Data model (`.xcdatamodeld`) whose classes Xcode generates
/// (`codeGenerationType="class"` or `"category"`): the generated `@NSManaged var count: Int16`
/// is declared in no Swift file of the project, so an interpolated `item.count` is typed from
/// the model, as Xcode types it (`%d`).
enum CoreDataModel {
  /// The specifier of each scalar attribute type (`usesScalarValueType="YES"`); another type
  /// (`String`, `Date`, an `NSNumber` that is not scalar) has none.
  static let scalarSpecifiers: [String: String] = [
    "Integer 16": "%d", "Integer 32": "%d", "Integer 64": "%lld", "Double": "%lf",
    "Float": "%f",
  ]

  /// What the generated classes of `models` declare, by attribute name, merged as the Swift
  /// files' declarations are (``InterpolationTypes/merge(_:as:into:)``): a specifier, or nil
  /// for a type without one. An unreadable model adds nothing.
  static func exports(of models: [String]) -> [String: String?] {
    var exports: [String: String?] = [:]
    for model in models {
      for contents in contentsFiles(of: model) {
        guard let bytes = try? CatalogFile.read(contents) else { continue }
        for attribute in generatedAttributes(in: bytes) {
          InterpolationTypes.merge(attribute.specifier, as: attribute.name, into: &exports)
          InterpolationTypes.merge(
            attribute.specifier, as: attribute.entity + "." + attribute.name, into: &exports)
        }
      }
    }
    return exports
  }

  /// The `contents` files of the model's current version: the one `.xccurrentversion` names,
  /// else the only version, else every version (where they disagree, the names merge to nil).
  static func contentsFiles(of model: String) -> [String] {
    guard model.hasSuffix(".xcdatamodeld") else { return [model + "/contents"] }
    if let plist = try? CatalogFile.read(model + "/.xccurrentversion"),
      let current = currentVersionName(in: plist)
    {
      return [model + "/" + current + "/contents"]
    }
    var versions: [String] = []
    var seen: Set<ProjectFileTree.FolderIdentity> = []
    _ = ProjectFileTree.forEachEntry(of: model, unlessSeenIn: &seen) { name, isDirectory in
      if isDirectory, name.hasSuffix(".xcdatamodel") { versions.append(name) }
    }
    return versions.sorted().map { model + "/" + $0 + "/contents" }
  }

  /// `_XCCurrentVersionName`'s string in a `.xccurrentversion` property list.
  static func currentVersionName(in plist: [UInt8]) -> String? {
    let text = String(decoding: plist, as: UTF8.self)
    guard let key = text.range(of: "<key>_XCCurrentVersionName</key>"),
      let open = text.range(of: "<string>", range: key.upperBound..<text.endIndex),
      let close = text.range(of: "</string>", range: open.upperBound..<text.endIndex)
    else { return nil }
    let name = String(text[open.upperBound..<close.lowerBound])
    return name.isEmpty || name.contains("/") ? nil : name
  }

  /// The attributes of the entities with generated classes in a model's `contents` XML: each
  /// attribute's class, name and scalar specifier (nil for none). Read as the flat tags Xcode
  /// writes, without an XML parser: nothing is resolved or expanded.
  static func generatedAttributes(
    in bytes: [UInt8]
  ) -> [(entity: String, name: String, specifier: String?)] {
    let text = String(decoding: bytes, as: UTF8.self)
    var found: [(entity: String, name: String, specifier: String?)] = []
    var generates = false
    var entity = ""
    var rest = text[...]
    while let open = rest.range(of: "<") {
      guard let close = rest.range(of: ">", range: open.upperBound..<rest.endIndex) else { break }
      let tag = rest[open.upperBound..<close.lowerBound]
      rest = rest[close.upperBound...]
      if tag.hasPrefix("entity ") {
        let generation = attribute("codeGenerationType", in: tag)
        generates = generation == "class" || generation == "category"
        // The generated class's name.
        entity = attribute("representedClassName", in: tag) ?? attribute("name", in: tag) ?? ""
      } else if tag.hasPrefix("/entity") {
        generates = false
      } else if generates, tag.hasPrefix("attribute "), let name = attribute("name", in: tag) {
        let type = attribute("attributeType", in: tag) ?? ""
        let scalar = attribute("usesScalarValueType", in: tag) == "YES"
        found.append((entity, name, scalar ? scalarSpecifiers[type] : nil))
      }
    }
    return found
  }

  /// The value of `name="…"` in a tag's text.
  private static func attribute(_ name: String, in tag: Substring) -> String? {
    var search = tag[...]
    while let found = search.range(of: name + "=\"") {
      // The attribute's own name, not the end of a longer one.
      let before =
        found.lowerBound == tag.startIndex ? " " : tag[tag.index(before: found.lowerBound)]
      guard before == " " || before == "\n" || before == "\t" else {
        search = search[found.upperBound...]
        continue
      }
      guard let end = tag[found.upperBound...].firstIndex(of: "\"") else { return nil }
      return String(tag[found.upperBound..<end])
    }
    return nil
  }
}
