/// A key that plain Swift types use to name user-facing text without formatting it.
///
/// Models, validators and schedules return keys, never translated text, so they stay testable
/// and the text follows the language the user picks at run time. The l10n extractor recognises
/// `LocalizationKey("...")` calls (and string literals typed as `LocalizationKey`) as key uses.
public struct LocalizationKey: Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The catalog key, e.g. `common.retry`.
  public let rawValue: String

  /// Names the catalog key `rawValue`.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Names the catalog key written as a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The raw key, for logs and debugging (never shown to users).
  public var description: String { rawValue }
}
