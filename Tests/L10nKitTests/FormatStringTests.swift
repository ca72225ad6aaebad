import Testing

@testable import L10nKit

@Suite("printf-style format strings")
struct FormatStringTests {
  @Test(
    "argument positions and types",
    arguments: [
      ("%@ has %lld items", "1:@ 2:lld"),
      ("%2$@ von %1$lld", "1:lld 2:@"),
      ("%d%%", "1:d"),
      ("%.2f km", "1:f"),
      ("%*d", "2:d"),
      ("%ld %lu %zd %hhd %Lf %qd", "1:ld 2:ld 3:zd 4:hd 5:Lf 6:lld"),
      ("%1$@ %1$@", "1:@"),
      ("100%% sure", ""),
      ("%#@files@ in %@", "2:@"),
    ])
  func positions(text: String, expected: String) {
    let format = FormatString(text)
    let rendered = format.argumentTypes.keys.sorted().map { position in
      "\(position):" + (format.argumentTypes[position] ?? []).map(\.rawValue).sorted().joined()
    }
    #expect(rendered.joined(separator: " ") == expected)
    #expect(format.invalidPercents.isEmpty)
  }

  @Test(
    "a percent that starts no specifier is reported",
    arguments: [("100% sure", [3]), ("50%", [2]), ("%#@broken", [0]), ("%y", [0]), ("%l@", [0])])
  func invalid(text: String, offsets: [Int]) {
    #expect(FormatString(text).invalidPercents == offsets)
  }

  @Test("substitution references and %arg")
  func substitutions() throws {
    let format = FormatString("%1$#@files@ and %#@folders@")
    #expect(format.substitutionNames == ["files", "folders"])
    #expect(format.hasArguments)
    #expect(format.specifiers.map(\.argument) == [1, 1])
    let arm = FormatString("%arg files", allowsArgPlaceholder: true)
    #expect(arm.argPlaceholders == [0])
    #expect(arm.specifiers.isEmpty)
    // Without the flag `%arg` is a hex float `%a` followed by "rg".
    let plain = try #require(FormatString("%arg").specifiers.first)
    #expect(plain.type == .double)
  }

  @Test("substitution formatSpecifier values")
  func substitutionSpecifiers() {
    #expect(FormatString.type(ofSubstitutionSpecifier: "lld") == .int64)
    #expect(FormatString.type(ofSubstitutionSpecifier: "@") == .object)
    #expect(FormatString.type(ofSubstitutionSpecifier: "lf") == .double)
    #expect(FormatString.type(ofSubstitutionSpecifier: "x@") == nil)
  }
}

@Suite("Configuration globs (the same GlobPattern as extract --exclude)")
struct ConfigurationGlobTests {
  @Test(
    "matching",
    arguments: [
      ("Modules/AppGallery/**", "Modules/AppGallery/Views/Demo.swift", true),
      ("Modules/AppGallery/**", "Modules/AppGalleryX/Demo.swift", false),
      ("Modules/AppGallery", "Modules/AppGallery/Demo.swift", true),
      ("**/Tests/**", "Modules/A/Tests/x.swift", true),
      ("**/*Tests.swift", "Tests/L10nKitTests/CLITests.swift", true),
      ("Tests/*.swift", "Tests/a/b.swift", false),
      ("./Sources/?.swift", "Sources/a.swift", true),
      ("Modules/AppGallery/", "Modules/AppGallery/Demo.swift", true),
      ("Generated", "Modules/A/Generated/Strings.swift", true),
      ("Generated", "Modules/A/GeneratedX/Strings.swift", false),
    ])
  func matching(pattern: String, path: String, expected: Bool) {
    #expect(GlobPattern(pattern).matches(path) == expected)
  }
}
