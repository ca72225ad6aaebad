/// What a lint rule is, in SwiftLint's model: a stable id, a summary, why it matters, its default
/// severity, and examples that the test suite runs (so the documentation cannot lie).
public struct RuleDescription: Sendable {
  /// The stable snake_case id used in output, configuration and baselines.
  public var id: String
  /// A one-line summary.
  public var summary: String
  /// Why the problem matters, for the rules documentation.
  public var rationale: String
  /// The severity when the configuration says nothing.
  public var defaultSeverity: Severity
  /// Whether the rule runs when the configuration says nothing (opt-in rules say false).
  public var isEnabledByDefault: Bool
  /// Inputs the rule must report.
  public var triggeringExamples: [RuleExample]
  /// Inputs the rule must stay quiet about.
  public var nonTriggeringExamples: [RuleExample]

  /// Creates a description.
  public init(
    id: String, summary: String, rationale: String, defaultSeverity: Severity,
    isEnabledByDefault: Bool = true, triggeringExamples: [RuleExample],
    nonTriggeringExamples: [RuleExample]
  ) {
    self.id = id
    self.summary = summary
    self.rationale = rationale
    self.defaultSeverity = defaultSeverity
    self.isEnabledByDefault = isEnabledByDefault
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
  }
}

/// A tiny project a rule example runs on: one Swift file and one catalog, linted with
/// `requiredLanguages` and `Sources/Gallery/**` as the English-only path.
public struct RuleExample: Sendable, CustomStringConvertible {
  /// The Swift source (may be empty).
  public var swift: String
  /// Where the Swift file lives, relative to the example project (`Sources/App.swift`).
  public var swiftPath: String
  /// The `strings` members of the catalog, as JSON text without the enclosing braces. It is
  /// read as `l10n lint` reads catalogs, so a key may repeat (see `duplicate_key`).
  public var strings: String
  /// The catalog's source language.
  public var sourceLanguage: String
  /// The languages the example's configuration requires.
  public var requiredLanguages: [String]
  /// How many findings a triggering example must produce (nil: at least one).
  public var expectedCount: Int?
  /// Whether the Swift file and the catalog are a Swift package target's (its `Package.swift`
  /// at the example's root), not an app's.
  public var inPackage: Bool
  /// Whether the Swift file and the catalog are a framework target's, beside an app target
  /// that builds no catalog.
  public var inFramework: Bool
  /// The Swift source of an app extension beside the app (`Widget/Widget.swift`), a target
  /// that builds no catalog; empty for none.
  public var extensionSwift: String

  /// Where `extensionSwift` lives, relative to the example project.
  public static let extensionPath = "Widget/Widget.swift"

  /// Creates an example.
  public init(
    swift: String = "", swiftPath: String = "Sources/App.swift", strings: String = "",
    extensionSwift: String = "", sourceLanguage: String = "en",
    requiredLanguages: [String] = ["de"], count: Int? = nil, inPackage: Bool = false,
    inFramework: Bool = false
  ) {
    self.inPackage = inPackage
    self.inFramework = inFramework
    self.extensionSwift = extensionSwift
    self.swift = swift
    self.swiftPath = swiftPath
    self.strings = strings
    self.sourceLanguage = sourceLanguage
    self.requiredLanguages = requiredLanguages
    self.expectedCount = count
  }

  /// The whole catalog file.
  public var catalogText: String {
    """
    {
      "sourceLanguage" : "\(sourceLanguage)",
      "strings" : {
    \(strings)
      },
      "version" : "1.0"
    }
    """
  }

  /// A short label for test output.
  public var description: String {
    let text = swift.isEmpty ? (extensionSwift.isEmpty ? strings : extensionSwift) : swift
    return String(text.filter { !$0.isNewline }.prefix(70))
  }
}
