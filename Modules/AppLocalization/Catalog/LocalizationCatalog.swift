public import Foundation

/// A String Catalog (`.xcstrings`) read for the runtime: every key's text per language, with
/// its plural and device variations and `%#@name@` substitutions, in dictionaries built once so
/// that each lookup is constant time.
///
/// It is parsed here (Foundation's JSON reader), not by `L10nKit`, because the toolchain links
/// ICU through a C++ shim that does not exist on iOS.
public struct LocalizationCatalog: Sendable {
  /// The catalog's development language, e.g. `en`.
  public let sourceLanguage: String
  /// Every language that has at least one localization, plus the source language, sorted.
  public let languages: [String]
  /// The entries by key.
  let entries: [String: Entry]

  /// Every key in the catalog, sorted.
  public var keys: [String] { entries.keys.sorted() }

  /// A catalog built in code (tests and previews).
  init(sourceLanguage: String, entries: [String: Entry]) {
    self.sourceLanguage = sourceLanguage
    self.entries = entries
    var languages = Set(entries.values.flatMap(\.localizations.keys))
    languages.insert(sourceLanguage)
    self.languages = languages.sorted()
  }

  /// Reads and parses the catalog at `url` off the main actor.
  ///
  /// - Throws: `LocalizationCatalogError` naming the file, line and column of the problem.
  public static func load(contentsOf url: URL) async throws -> Self {
    try await Task.detached(priority: .userInitiated) {
      let data: Data
      do {
        data = try Data(contentsOf: url)
      } catch {
        throw LocalizationCatalogError(
          file: url.path, line: 0, column: 0,
          message: "cannot read the catalog (\(error.localizedDescription)); check the path")
      }
      return try decode(data, file: url.path)
    }.value
  }

  /// Parses catalog JSON; `file` names the source in errors.
  ///
  /// - Throws: `LocalizationCatalogError` naming the file, line and column of the problem.
  public static func decode(_ data: Data, file: String = "Localizable.xcstrings") throws -> Self {
    try CatalogDecoder(data: data, file: file).decode()
  }

  /// Whether the catalog has `key`.
  public func contains(_ key: String) -> Bool { entries[key] != nil }
}

/// A problem in a catalog, located like a compiler diagnostic.
public struct LocalizationCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The catalog's path.
  public var file: String
  /// 1-based line, or 0 when unknown.
  public var line: Int
  /// 1-based column, or 0 when unknown.
  public var column: Int
  /// What is wrong and what to do.
  public var message: String

  /// Creates an error.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line:col: error: message`, clickable in Xcode and editors.
  public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

extension LocalizationCatalog {
  /// One key: its localizations by language code.
  struct Entry: Sendable, Equatable {
    var localizations: [String: Localization]
    /// `shouldTranslate: false`: every language shows the source text.
    var shouldTranslate = true
  }

  /// A key's text in one language.
  struct Localization: Sendable, Equatable {
    var content: Content
    var substitutions: [String: Substitution] = [:]
  }

  /// A leaf or a choice between leaves.
  indirect enum Content: Sendable, Equatable {
    /// A `stringUnit`'s value (or a `stringSet`'s first value).
    case text(String)
    /// `variations.plural`, by category.
    case plural([PluralRules.Category: Content])
    /// `variations.device`, by case name, and the case names in sorted order (the fallback
    /// when neither the device nor `other` is present is the first of them).
    case device([String: Content], order: [String])
  }

  /// A `%#@name@` substitution.
  struct Substitution: Sendable, Equatable {
    /// 1-based argument number; nil means the argument at the token's position.
    var argNum: Int?
    /// The specifier for `%arg`, without `%`, e.g. `lld`.
    var formatSpecifier: String
    var content: Content
  }
}
