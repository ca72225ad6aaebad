/// The levels that decide a target's settings in one configuration, lowest first (the project's
/// `.xcconfig`, the project, the target's `.xcconfig`, the target), with Xcode's defaults below
/// them and a few built-in values (`SRCROOT`, `TARGET_NAME`...) for references.
///
/// `$(inherited)` in a level stands for the value below it; other references (`$(NAME)`,
/// `${NAME}`) are replaced by that setting's value seen from the top.
struct BuildSettingsChain: Sendable {
  var levels: [BuildSettingsLevel]
  var builtins: [String: String]

  /// How many references deep values are expanded, against settings that refer to each other.
  static let maximumExpansionDepth = 8

  /// Every word `key` can have: the plain value and each conditional variant, with references
  /// expanded, duplicates removed, in order of first appearance.
  func words(_ key: String, default defaultWords: [String]) -> [String] {
    var seen: Set<String> = []
    return words(key, below: levels.count, default: defaultWords, depth: 0).filter {
      seen.insert($0).inserted
    }
  }

  /// The plain value of `key` as one string (words joined by spaces), references expanded;
  /// `nil` when no level sets it and there is no built-in value, or when a reference cannot be
  /// resolved.
  func string(_ key: String) -> String? {
    guard let text = plainString(key, below: levels.count, depth: 0) else { return nil }
    return text.contains("$(") || text.contains("${") ? nil : text
  }

  /// The plain value of `key` as written in the highest level that sets it, quotes and spaces
  /// kept (a text, as an `INFOPLIST_KEY_` setting's, not words), `$(inherited)` and other
  /// references expanded; `nil` when unset or when a reference cannot be resolved.
  func text(_ key: String) -> String? {
    guard let text = text(key, below: levels.count, depth: 0) else { return nil }
    return expanded(text)
  }

  /// The value of `key` for a build of one of `platforms` (all when empty) when no level
  /// sets it plainly: the conditional variant of the highest level that has one whose
  /// condition names no other platform's SDK (`INFOPLIST_KEY_NSCameraUsageDescription[sdk=
  /// iphoneos*]`), the device SDK's before the simulator's (then by condition, `sdk=iphoneos*`
  /// before `sdk=macosx*`); references expanded (`$(inherited)` is empty). `nil` when no
  /// variant applies.
  func conditionalText(_ key: String, platforms: PlatformSet) -> String? {
    for level in levels.reversed() {
      let variants = level.conditionalTexts(key).filter { variant in
        guard !platforms.isEmpty,
          let sdk = variant.condition.split(separator: ",").first(where: {
            $0.hasPrefix("sdk=")
          })
        else { return true }
        let name = sdk.dropFirst(4).prefix { $0.isLetter }
        let named = PlatformSet.ofSDKs([String(name)])
        return named.isEmpty || !named.isDisjoint(with: platforms)
      }.sorted { $0.condition < $1.condition }  // A project file's are in no order.
      guard
        let chosen = variants.first(where: { !$0.condition.contains("simulator") })
          ?? variants.first
      else { continue }
      return expanded(
        chosen.text.replacingOccurrences(of: "$(inherited)", with: "")
          .replacingOccurrences(of: "${inherited}", with: ""))
    }
    return nil
  }

  private func text(_ key: String, below top: Int, depth: Int) -> String? {
    guard depth <= Self.maximumExpansionDepth else { return nil }
    var index = top - 1
    while index >= 0 {
      if let text = levels[index].text(key) {
        guard text.contains("inherited") else { return text }
        let lower = self.text(key, below: index, depth: depth + 1) ?? ""
        return text.replacingOccurrences(of: "$(inherited)", with: lower)
          .replacingOccurrences(of: "${inherited}", with: lower)
      }
      index -= 1
    }
    return nil
  }

  /// `text` with its build setting references (`$(PRODUCT_NAME)`) replaced by their values, as
  /// Xcode preprocesses an Info.plist; `nil` when a reference cannot be resolved.
  func expanded(_ text: String) -> String? {
    let result = substitute(text, depth: 0)
    return result.contains("$(") || result.contains("${") ? nil : result
  }

  private func words(_ key: String, below top: Int, default defaultWords: [String], depth: Int)
    -> [String]
  {
    guard depth <= Self.maximumExpansionDepth else { return [] }
    var index = top - 1
    var found: BuildSettingsLevel.Entry?
    while index >= 0 {
      found = levels[index].entry(key)
      if found != nil { break }
      index -= 1
    }
    guard let entry = found else { return defaultWords }
    let inherited = {
      words(key, below: index, default: defaultWords, depth: depth + 1)
    }
    var result: [String] = []
    // A level with only conditional variants keeps the lower value for the other conditions.
    for variant in [entry.plain].compactMap({ $0 }) + entry.conditional {
      result += expand(variant, inherited: inherited, depth: depth)
    }
    if entry.plain == nil { result += inherited() }
    return result
  }

  private func expand(_ variant: [String], inherited: () -> [String], depth: Int) -> [String] {
    var result: [String] = []
    for word in variant {
      if word == "$(inherited)" || word == "${inherited}" {
        result += inherited()
      } else if word.contains("$") {
        let expanded = substitute(word, depth: depth + 1)
        result += BuildSettingsLevel.words(expanded)
      } else {
        result.append(word)
      }
    }
    return result
  }

  private func plainString(_ key: String, below top: Int, depth: Int) -> String? {
    guard depth <= Self.maximumExpansionDepth else { return nil }
    var index = top - 1
    var found: [String]?
    while index >= 0 {
      found = levels[index].entry(key)?.plain
      if found != nil { break }
      index -= 1
    }
    guard let words = found else {
      return builtins[key].map { substitute($0, depth: depth + 1) }
    }
    var parts: [String] = []
    for word in words {
      if word == "$(inherited)" || word == "${inherited}" {
        if let lower = plainString(key, below: index, depth: depth + 1) { parts.append(lower) }
      } else {
        parts.append(substitute(word, depth: depth + 1))
      }
    }
    return parts.joined(separator: " ")
  }

  /// `text` with each `$(NAME)`, `${NAME}` or `$(NAME:operator)` replaced by that setting's
  /// value; a reference to nothing known is left as it is.
  private func substitute(_ text: String, depth: Int) -> String {
    guard text.contains("$") else { return text }
    var result = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let afterDollar = rest.index(after: dollar)
      guard afterDollar < rest.endIndex,
        let close: Character = rest[afterDollar] == "("
          ? ")" : rest[afterDollar] == "{" ? "}" : nil,
        let end = rest[afterDollar...].firstIndex(of: close)
      else {
        result.append("$")
        rest = rest[afterDollar...]
        continue
      }
      let reference = rest[rest.index(after: afterDollar)..<end]
      let name = String(reference.prefix { $0 != ":" })
      if name != "inherited", let value = plainString(name, below: levels.count, depth: depth) {
        result += value
      } else {
        result += rest[dollar...end]
      }
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }
}

/// The settings `l10n` reads from a target, gathered over every configuration: an Xcode
/// project's and an XcodeGen spec's targets read them alike.
struct LocalizationSettings: Sendable {
  /// `INFOPLIST_FILE` of the first configuration that sets one, made absolute.
  var infoPlist: String?
  /// `LOCALIZED_STRING_MACRO_NAMES` of every configuration, each once.
  var macroNames: [String] = []
  /// Whether a configuration sets `SWIFT_EMIT_LOC_STRINGS` to YES (unset means NO).
  var emitsSwiftStrings = false
  /// `LOCALIZED_STRING_SWIFTUI_SUPPORT` of every configuration read so far: true when one
  /// leaves it YES (its default), nil before the first.
  private var swiftUISupport: Bool?
  /// Whether Xcode's source scan (without `SWIFT_EMIT_LOC_STRINGS`) extracts the literals
  /// passed to SwiftUI's `Text`: `LOCALIZED_STRING_SWIFTUI_SUPPORT`, YES unless every
  /// configuration says NO.
  var scansSwiftUIText: Bool { swiftUISupport ?? true }
  /// The localizable keys of the target's Info.plist (see `InfoPlistKeys`), each from the
  /// first configuration that gives it: the `INFOPLIST_FILE`'s, then, with
  /// `GENERATE_INFOPLIST_FILE = YES`, the `INFOPLIST_KEY_<key>` settings' and `CFBundleName`.
  /// A settings key's location has an empty path and line 0: the reader of the project file
  /// fills them in (`InfoPlistKeys.locate`).
  var infoPlistEntries: [InfoPlistEntry] = []
  /// The platforms of every configuration: `SUPPORTED_PLATFORMS`, else `SDKROOT` (unless
  /// `auto`); nil when no configuration names one.
  var platforms: PlatformSet?

  /// Adds one configuration's settings; paths are taken from `folder`.
  mutating func add(_ chain: BuildSettingsChain, folder: String) {
    if infoPlist == nil, let file = chain.string("INFOPLIST_FILE"), !file.isEmpty {
      // Found as a Mac finds it, whatever the case of its names (`Info.plist` for
      // `info.plist`).
      let absolute = PathUtilities.absolute(file, relativeTo: folder)
      let path = ProjectFileTree.resolvingCase(absolute) ?? absolute
      infoPlist = path
      for entry in InfoPlistKeys.entries(inFile: path, expanding: chain.expanded) {
        addInfoPlistEntry(entry)
      }
    }
    var sdks = chain.words("SUPPORTED_PLATFORMS", default: [])
    if sdks.isEmpty { sdks = chain.words("SDKROOT", default: []) }
    let named = PlatformSet.ofSDKs(sdks)
    if !named.isEmpty { platforms = named.union(platforms ?? []) }
    if chain.words("GENERATE_INFOPLIST_FILE", default: ["NO"]).contains(where: {
      $0.uppercased() == "YES"
    }) {
      // A Mac Catalyst build of an iPhone app uses the macOS SDK: `[sdk=macosx*]` is its.
      var sdkPlatforms = named
      if !named.isEmpty,
        chain.words("SUPPORTS_MACCATALYST", default: ["NO"]).contains(where: {
          $0.uppercased() == "YES"
        })
      {
        sdkPlatforms.insert(.macOS)
      }
      for key in InfoPlistKeys.settingKeys {
        // A setting for some SDKs only (`…[sdk=iphoneos*]`) is in the Info.plist of a build
        // for them.
        guard
          let value = chain.text("INFOPLIST_KEY_" + key)
            ?? chain.conditionalText("INFOPLIST_KEY_" + key, platforms: sdkPlatforms)
        else { continue }
        addInfoPlistEntry(
          InfoPlistEntry(
            key: key, value: value, location: SourceLocation(path: "", line: 0, column: 1)))
      }
      // Xcode's generated Info.plist names every product.
      if let name = chain.string("PRODUCT_NAME") {
        addInfoPlistEntry(
          InfoPlistEntry(
            key: "CFBundleName", value: name, location: SourceLocation(path: "", line: 0, column: 1)
          ))
      }
    }
    for macro in chain.words(
      "LOCALIZED_STRING_MACRO_NAMES", default: XcodeTarget.defaultLocalizedStringMacroNames)
    where !macroNames.contains(macro) {
      macroNames.append(macro)
    }
    if chain.words("SWIFT_EMIT_LOC_STRINGS", default: ["NO"]).contains(where: {
      $0.uppercased() == "YES"
    }) {
      emitsSwiftStrings = true
    }
    let supportsSwiftUI = !chain.words("LOCALIZED_STRING_SWIFTUI_SUPPORT", default: ["YES"])
      .contains(where: { $0.uppercased() == "NO" })
    swiftUISupport = (swiftUISupport ?? false) || supportsSwiftUI
  }

  private mutating func addInfoPlistEntry(_ entry: InfoPlistEntry) {
    guard !infoPlistEntries.contains(where: { $0.key == entry.key }) else { return }
    infoPlistEntries.append(entry)
  }
}
