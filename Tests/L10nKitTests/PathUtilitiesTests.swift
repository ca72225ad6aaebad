import Testing

@testable import L10nKit

@Suite("Paths relative to a folder")
struct PathUtilitiesTests {
  @Test(
    "below the folder, the folder itself, beside it and elsewhere",
    arguments: [
      ("/a/b/c.swift", "/a/b", "c.swift"), ("/a/b/c.swift", "/a/b/", "c.swift"),
      ("/a/b/", "/a/b", ""), ("/a/b", "/a/b", "."), ("/a/bc/d", "/a/b", "../bc/d"),
      ("/a/b", "/a/b/c", ".."), ("/x/y", "/a/b", "/x/y"), ("/a/é/ü.swift", "/a/é", "ü.swift"),
      ("/a", "/a/b", ".."),
    ])
  func relative(path: String, base: String, expected: String) {
    #expect(PathUtilities.relative(path, to: base) == expected)
  }
}
