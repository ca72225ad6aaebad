import Foundation

@testable import L10nKit

/// The hand-made projects and packages in `Fixtures/Projects`, read in place.
enum ProjectFixtures {
  /// `Tests/L10nKitTests/Fixtures/Projects`, absolute.
  static let root: String = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Projects").standardizedFileURL.path

  /// The absolute path of `relative` inside the fixtures.
  static func path(_ relative: String) -> String {
    root + "/" + relative
  }

  /// The `ProjectReadError` `read` throws, or `nil` when it reads (or throws something else).
  static func readError<Value>(_ read: () throws -> Value) -> ProjectReadError? {
    do {
      _ = try read()
      return nil
    } catch {
      return error as? ProjectReadError
    }
  }

  /// The absolute paths of `relatives` inside the fixture folder `folder`.
  static func paths(in folder: String, _ relatives: [String]) -> [String] {
    relatives.map { path(folder + "/" + $0) }
  }
}
