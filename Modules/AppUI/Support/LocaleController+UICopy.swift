public import AppLocalization

extension LocaleController {
  /// The text of a ``UICopy`` a component model returned: a catalog key looked up in the current
  /// language (a counted key with its plural variant), or verbatim text as is.
  public func t(_ copy: UICopy) -> String {
    switch copy {
    case .key(let key): t(key)
    case .counted(let key, let count): t(key, count)
    case .verbatim(let text): text
    }
  }

  /// The text of an optional ``UICopy``, or `nil`.
  public func t(_ copy: UICopy?) -> String? {
    copy.map { t($0) }
  }
}
