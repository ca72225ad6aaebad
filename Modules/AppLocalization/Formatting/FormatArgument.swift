/// One argument of a formatted string, typed so that formatting behaves the same on Linux and
/// Apple platforms (no `CVarArg`, whose `String` and `%@` support differs between them).
public enum FormatArgument: Sendable, Hashable {
  /// A signed integer, for `%d`, `%i`, `%ld`, `%lld`... and plural selection.
  case int(Int64)
  /// An unsigned integer, for `%u`, `%lu`, `%llu`, `%x`, `%o`... and plural selection.
  case uint(UInt64)
  /// A floating-point number, for `%f`, `%e`, `%g`... and plural selection.
  case double(Double)
  /// Text, for `%@` and `%s`.
  case string(String)

  /// Whether the argument is a number (plural variations are chosen by numbers).
  public var isNumeric: Bool {
    if case .string = self { return false }
    return true
  }
}

/// A value that can be passed to `LocaleController.t(_:_:)`: integers, floating-point numbers,
/// strings and `LocalizationKey`-free text.
public protocol LocalizationArgument: Sendable {
  /// The typed argument the formatter reads.
  var formatArgument: FormatArgument { get }
}

extension FormatArgument: LocalizationArgument {
  /// The argument itself.
  public var formatArgument: FormatArgument { self }
}

extension Int: LocalizationArgument {
  /// `.int`.
  public var formatArgument: FormatArgument { .int(Int64(self)) }
}

extension Int8: LocalizationArgument {
  /// `.int`.
  public var formatArgument: FormatArgument { .int(Int64(self)) }
}

extension Int16: LocalizationArgument {
  /// `.int`.
  public var formatArgument: FormatArgument { .int(Int64(self)) }
}

extension Int32: LocalizationArgument {
  /// `.int`.
  public var formatArgument: FormatArgument { .int(Int64(self)) }
}

extension Int64: LocalizationArgument {
  /// `.int`.
  public var formatArgument: FormatArgument { .int(self) }
}

extension UInt: LocalizationArgument {
  /// `.uint`.
  public var formatArgument: FormatArgument { .uint(UInt64(self)) }
}

extension UInt8: LocalizationArgument {
  /// `.uint`.
  public var formatArgument: FormatArgument { .uint(UInt64(self)) }
}

extension UInt16: LocalizationArgument {
  /// `.uint`.
  public var formatArgument: FormatArgument { .uint(UInt64(self)) }
}

extension UInt32: LocalizationArgument {
  /// `.uint`.
  public var formatArgument: FormatArgument { .uint(UInt64(self)) }
}

extension UInt64: LocalizationArgument {
  /// `.uint`.
  public var formatArgument: FormatArgument { .uint(self) }
}

extension Double: LocalizationArgument {
  /// `.double`.
  public var formatArgument: FormatArgument { .double(self) }
}

extension Float: LocalizationArgument {
  /// `.double`.
  public var formatArgument: FormatArgument { .double(Double(self)) }
}

extension String: LocalizationArgument {
  /// `.string`.
  public var formatArgument: FormatArgument { .string(self) }
}

extension Substring: LocalizationArgument {
  /// `.string`.
  public var formatArgument: FormatArgument { .string(String(self)) }
}
