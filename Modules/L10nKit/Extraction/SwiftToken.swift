/// One token of Swift source, as `SwiftLexer` produces it.
///
/// Tokens do not copy their text: `range` indexes the UTF-8 bytes the lexer was given, so a scan
/// of thousands of files allocates little. String literals are the exception: their decoded value
/// is computed once, since every caller needs it.
public struct SwiftToken: Hashable, Sendable {
  /// What a token is.
  public enum Kind: Hashable, Sendable {
    /// A name or keyword: `Text`, `func`, `` `default` ``, `$0`, and pound names such as
    /// `#selector` or `#Preview` (everything but the conditional-compilation directives).
    case identifier
    /// An integer or floating-point literal.
    case number
    /// One of `( ) [ ] { } , : ; . @ \` or any other single byte that is not an operator.
    case punctuation
    /// A run of operator characters (`=`, `+=`, `??`, `?`, `!`, `->`...).
    case `operator`
    /// A string literal, single-line, multi-line or raw, with its decoded segments.
    case string(SwiftStringLiteral)
    /// A regex literal (`/a+b/` or `#/.../#`); its content is not interpreted.
    case regex
    /// A line or block comment (`isDoc` for `///` and `/** */`).
    case comment(isDoc: Bool)
    /// A conditional-compilation line: `#if`, `#elseif`, `#else`, `#endif` with its condition.
    case directive
  }

  /// What the token is.
  public var kind: Kind
  /// The token's UTF-8 byte offsets in the lexed source.
  public var range: Range<Int>
  /// The 1-based line of the token's first byte.
  public var line: Int
  /// The 1-based column of the token's first byte, counted in UTF-8 bytes (like compilers).
  public var column: Int

  /// Creates a token.
  public init(kind: Kind, range: Range<Int>, line: Int, column: Int) {
    self.kind = kind
    self.range = range
    self.line = line
    self.column = column
  }

  /// The string literal this token holds, if it is one.
  public var stringLiteral: SwiftStringLiteral? {
    if case .string(let literal) = kind { return literal }
    return nil
  }
}

/// The decoded content of a Swift string literal.
public struct SwiftStringLiteral: Hashable, Sendable {
  /// A run of text or one interpolation.
  public enum Segment: Hashable, Sendable {
    /// Literal text: escapes decoded, multi-line indentation stripped.
    case text(String)
    /// An interpolation `\(...)` (or `\#(...)` in a raw string) and its tokens, comments dropped.
    case interpolation([SwiftToken])
  }

  /// The literal's content in source order; adjacent text is merged.
  public var segments: [Segment]
  /// Whether the literal is delimited by `"""`.
  public var isMultiline: Bool
  /// How many `#` delimit a raw string (`0` for a plain literal).
  public var rawDelimiterCount: Int
  /// Whether the closing delimiter was found.
  public var isTerminated: Bool

  /// Creates a literal value.
  public init(
    segments: [Segment], isMultiline: Bool = false, rawDelimiterCount: Int = 0,
    isTerminated: Bool = true
  ) {
    self.segments = segments
    self.isMultiline = isMultiline
    self.rawDelimiterCount = rawDelimiterCount
    self.isTerminated = isTerminated
  }

  /// Whether the literal contains at least one interpolation.
  public var isInterpolated: Bool {
    segments.contains { if case .interpolation = $0 { true } else { false } }
  }

  /// The literal's text when it has no interpolation, `nil` otherwise.
  public var plainText: String? {
    isInterpolated ? nil : formatKey()
  }

  /// The literal written as a format string, the way Xcode keys interpolated literals.
  ///
  /// Each interpolation becomes `placeholder`; when the literal is interpolated, literal `%`
  /// signs are doubled, as `LocalizedStringKey` and `String.LocalizationValue` do. Types are not
  /// inferred: `\(count)` is `%@` even where Xcode would write `%lld`.
  public func formatKey(placeholder: String = "%@") -> String {
    formatKey { _ in placeholder }
  }

  /// The literal written as a format string, with each interpolation's placeholder chosen from
  /// its tokens (so `\(value, specifier: "%.1f")` can be keyed `%.1f`).
  public func formatKey(placeholder: ([SwiftToken]) -> String) -> String {
    formatKey { tokens, _ in placeholder(tokens) }
  }

  /// ``formatKey(placeholder:)``, telling `placeholder` also the UTF-8 offset in the key where
  /// its placeholder starts.
  func formatKey(placeholder: ([SwiftToken], Int) -> String) -> String {
    let interpolated = isInterpolated
    var result = ""
    for segment in segments {
      switch segment {
      case .text(let text):
        result += interpolated ? text.replacingPercentSigns() : text
      case .interpolation(let tokens):
        result += placeholder(tokens, result.utf8.count)
      }
    }
    return result
  }
}

extension String {
  fileprivate func replacingPercentSigns() -> String {
    guard contains("%") else { return self }
    var result = ""
    for character in self {
      result.append(character)
      if character == "%" { result.append("%") }
    }
    return result
  }
}
