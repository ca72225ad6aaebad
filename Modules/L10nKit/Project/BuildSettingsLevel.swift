/// One level of Xcode build settings: a configuration's `buildSettings` or an `.xcconfig` file.
///
/// A setting can have conditional variants (`KEY[sdk=iphoneos*] = ...`); they are kept beside
/// the plain value, because `l10n` asks what a target does in any configuration, not in one.
struct BuildSettingsLevel: Sendable {
  /// A setting's plain value and its conditional variants, each as the value's words.
  struct Entry: Sendable {
    var plain: [String]?
    var conditional: [[String]] = []
  }

  /// The values by key as written (conditional keys included); a configuration's dictionary
  /// is kept as it is, and words are split only for the few settings `l10n` asks for.
  private var values: [String: PropertyList] = [:]
  /// The conditional variants by setting name (without the `[condition]`), with their
  /// conditions (`sdk=iphoneos*`).
  private var variants: [String: [(condition: String, value: PropertyList)]] = [:]
  /// For an `.xcconfig`'s level, the files read: the file, then each one it includes.
  var files: [String] = []

  /// The `buildSettings` dictionary of an `XCBuildConfiguration`.
  init(buildSettings: PropertyListDictionary?) {
    values = buildSettings?.entries ?? [:]
    for (key, value) in values where key.utf8.contains(UInt8(ascii: "[")) {
      addVariant(key, value)
    }
  }

  /// An empty level.
  init() {}

  /// Sets `key` (which may carry a `[condition]` suffix) to the string `value`.
  mutating func set(_ key: String, _ value: String) {
    if key.utf8.contains(UInt8(ascii: "[")) {
      addVariant(key, .string(value))
    } else {
      values[key] = .string(value)
    }
  }

  private mutating func addVariant(_ key: String, _ value: PropertyList) {
    guard let bracket = key.firstIndex(of: "[") else { return }
    let condition = key[key.index(after: bracket)...].prefix { $0 != "]" }
    variants[String(key[..<bracket]), default: []].append((String(condition), value))
  }

  /// The setting `key` in this level, or `nil` when the level does not set it.
  func entry(_ key: String) -> Entry? {
    let plain = values[key].map(Self.words(of:))
    let conditional = variants[key]?.map { Self.words(of: $0.value) } ?? []
    if plain == nil, conditional.isEmpty { return nil }
    return Entry(plain: plain, conditional: conditional)
  }

  /// The plain value of `key` as written, not split into words (an array's strings joined by
  /// spaces), or `nil` when the level does not set it.
  func text(_ key: String) -> String? {
    switch values[key] {
    case .string(let text)?: text
    case .array(let elements)?: elements.compactMap(\.string).joined(separator: " ")
    default: nil
    }
  }

  /// The conditional variants of `key` as written, with their conditions (`sdk=iphoneos*`),
  /// in the order the level gives them.
  func conditionalTexts(_ key: String) -> [(condition: String, text: String)] {
    (variants[key] ?? []).compactMap { variant in
      switch variant.value {
      case .string(let text): (variant.condition, text)
      case .array(let elements):
        (variant.condition, elements.compactMap(\.string).joined(separator: " "))
      default: nil
      }
    }
  }

  /// A value's words: an array's strings, or a string split as Xcode splits it.
  static func words(of value: PropertyList) -> [String] {
    switch value {
    case .string(let text): words(text)
    case .array(let elements): elements.compactMap(\.string)
    case .data, .dictionary: []
    }
  }

  /// Splits a setting's string value into words as Xcode does: on whitespace, except inside
  /// double or single quotes, with `\` escaping the next character.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var hasWord = false
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        current.append(character)
        escaped = false
        continue
      }
      if character == "\\" {
        escaped = true
        hasWord = true
        continue
      }
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
        continue
      }
      if character == "\"" || character == "'" {
        quote = character
        hasWord = true
      } else if character.isWhitespace {
        if hasWord { words.append(current) }
        current = ""
        hasWord = false
      } else {
        current.append(character)
        hasWord = true
      }
    }
    if hasWord { words.append(current) }
    return words
  }
}
