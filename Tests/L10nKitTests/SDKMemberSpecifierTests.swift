import Foundation
import Testing

@testable import L10nKit

/// `Generated/SDKMemberSpecifiers.swift` against the SDK's Swift interfaces, and what the
/// extractor does with it.
@Suite("Foundation members' specifiers")
struct SDKMemberSpecifierTests {
  /// The table `Scripts/generate-sdk-member-specifiers` derives, derived again: Foundation's
  /// names whose every declaration in the interfaces is of one kind with one numeric type.
  static func derived(from folder: URL) throws -> (
    methods: [String: String], properties: [String: String]
  ) {
    let function = try NSRegularExpression(
      pattern: #"\bfunc ([A-Za-z_][A-Za-z0-9_]*)\s*(<[^>]*>)?\("#)
    let result = try NSRegularExpression(
      pattern: #"\)\s*(async\s*)?(throws\s*|rethrows\s*)?->\s*(.+?)(\s+where .*)?(\s*\{.*)?$"#)
    let property = try NSRegularExpression(
      pattern: #"\b(?:var|let) ([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(.+?)(\s*\{.*)?$"#)
    let prefix = try NSRegularExpression(
      pattern: #"^(Swift|Foundation|CoreFoundation|CoreGraphics)\."#)
    func group(_ match: NSTextCheckingResult, _ index: Int, in line: String) -> String? {
      Range(match.range(at: index), in: line).map { String(line[$0]) }
    }
    func bare(_ type: String) -> String {
      let trimmed = type.trimmingCharacters(in: .whitespaces)
      return prefix.stringByReplacingMatches(
        in: trimmed, range: NSRange(trimmed.startIndex..., in: trimmed), withTemplate: "")
    }
    var modules: [String: Set<String>] = [:]
    var shapes: [String: Set<String>] = [:]
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swiftinterface" else { continue }
      let module = String(file.lastPathComponent.split(separator: ".")[0])
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let line = String(line)
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
        let range = NSRange(line.startIndex..., in: line)
        if let match = function.firstMatch(in: line, range: range),
          let name = group(match, 1, in: line)
        {
          let type = result.firstMatch(in: line, range: range).flatMap { group($0, 3, in: line) }
          modules[name, default: []].insert(module)
          shapes[name, default: []].insert("func " + bare(type ?? "Void"))
        } else if let match = property.firstMatch(in: line, range: range),
          let name = group(match, 1, in: line), let type = group(match, 2, in: line)
        {
          modules[name, default: []].insert(module)
          shapes[name, default: []].insert("var " + bare(type))
        }
      }
    }
    var methods: [String: String] = [:]
    var properties: [String: String] = [:]
    for (name, kinds) in shapes
    where !name.hasPrefix("_") && modules[name]?.contains("Foundation") == true {
      let split = kinds.map { $0.split(separator: " ", maxSplits: 1).map(String.init) }
      let specifiers = Set(split.map { InterpolationTypes.specifiers[$0[1]] })
      guard Set(split.map { $0[0] }).count == 1, specifiers.count == 1,
        let specifier = specifiers.first ?? nil, specifier != "%@"
      else { continue }
      if split[0][0] == "func" { methods[name] = specifier } else { properties[name] = specifier }
    }
    return (methods, properties)
  }

  @Test(
    "the generated table is the one the SDK's interfaces give",
    .enabled(if: SDKTables.isPresent, "../shared/sdk is absent: SDK table test skipped"))
  func upToDate() throws {
    let folder = try #require(SDKTables.root).appendingPathComponent("interfaces")
    let (methods, properties) = try Self.derived(from: folder)
    #expect(
      methods == InterpolationTypes.sdkMethodSpecifiers,
      "stale: run Scripts/generate-sdk-member-specifiers")
    #expect(
      properties == InterpolationTypes.sdkPropertySpecifiers,
      "stale: run Scripts/generate-sdk-member-specifiers")
    #expect(methods["component"] == "%lld")
    #expect(properties["timeIntervalSinceNow"] == "%lf")
  }

  @Test(
    "an interpolated Foundation member takes its type's specifier unless the project declares it")
  func interpolations() throws {
    let source = """
      Text("Day \\(calendar.component(.day, from: date)), \\(date.timeIntervalSinceNow) s")
      Text("\\(helper.unknownCall(1)) \\(model.unknownProperty)")
      """
    let scan = KeyExtractor().scan(source: source, path: "A.swift")
    #expect(scan.keys.map(\.key) == ["Day %lld, %lf s", "%@ %@"])
    // A declaration of the project's own wins over Foundation's.
    let declared = KeyExtractor().scan(
      source: "struct Event { var timeIntervalSinceNow: String }\n" + source, path: "A.swift")
    #expect(declared.keys.map(\.key) == ["Day %lld, %@ s", "%@ %@"])
  }
}
