/// An English source text that counts with an integer and a plural noun, not varied by plural.
struct PluralCandidateRule: LintRule {
  static let description = RuleDescription(
    id: "plural_candidate",
    summary: "An English source text counts with an integer and a plural noun but does not vary "
      + "by plural.",
    rationale: """
      `Text("\\(count) files")` reads "1 files" when the count is one, and a translation \
      written from this one text cannot give the forms its language needs (one, few, many...). \
      Vary the string by plural in Xcode (Vary by Plural, or a substitution for each count of \
      a string with several): each language then gets the cases its CLDR rules select. The \
      rule reads English source texts only, as Android Lint's `PluralsCandidate` does: an \
      integer specifier followed by a word ending in `s` (`%lld files`, `%lld unread \
      messages`, not `%lld is`, `%lld status` or `%lld ms`) or by a word written with `(s)` \
      (`%lld line(s)`). A source text already varied by plural or device, or with \
      substitutions, is not reported, nor a count inside `^[%lld files](inflect: true)`, \
      which Foundation's automatic grammar agreement already makes "1 file".
      """,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        swift: #"let t = Text("\(count) files")"#, strings: #""%lld files" : {}"#),
      RuleExample(
        swift: #"let t = Text("Started watching \(count) line(s)")"#,
        strings: #""Started watching %lld line(s)" : {}"#),
    ],
    nonTriggeringExamples: [
      RuleExample(
        swift: #"let t = Text("\(count) files")"#,
        strings: """
          "%lld files" : { "localizations" : { "en" : { "variations" : { "plural" : { \
          "one" : { "stringUnit" : { "state" : "new", "value" : "%lld file" } }, \
          "other" : { "stringUnit" : { "state" : "new", "value" : "%lld files" } } } } } } }
          """),
      RuleExample(
        swift: #"let t = Text("Version \(major) is out")"#, strings: #""Version %lld is out" : {}"#),
      RuleExample(
        swift: #"let t = Text("\(name) files")"#, strings: #""%@ files" : {}"#),
      RuleExample(
        swift: #"let t = Text("Organizing ^[\(count) words](inflect: true)")"#,
        strings: #""Organizing ^[%lld words](inflect: true)" : {}"#),
    ])

  func check(_ context: LintContext) -> [Violation] {
    var result: [Violation] = []
    for loaded in context.catalogs {
      let source = context.sourceLanguage(of: loaded)
      guard source == "en" || source.hasPrefix("en-") || source.hasPrefix("en_") else {
        continue
      }
      for entry in loaded.catalog.entries
      where entry.shouldTranslate && entry.extractionState != ExtractionState.stale
        && entry.key.containsBytes("%")
      {
        let localization = entry.localization(for: source)
        if let localization,
          localization.variations != nil || !localization.substitutions.isEmpty
        {
          continue
        }
        let text = localization?.stringUnit?.value ?? entry.key
        guard let noun = Self.countedNoun(in: text) else { continue }
        result.append(
          Violation(
            "\"\(entry.key)\" counts \"\(noun)\" with an integer but does not vary by plural: "
              + "English reads \"1 \(noun)\", and no translation can give its language's forms; "
              + "vary it by plural in Xcode (Vary by Plural)",
            at: context.location(in: loaded, localization?.stringUnit?.position ?? entry.position),
            key: entry.key))
      }
    }
    return result
  }

  /// The plural noun an integer specifier of `text` counts (`files` in `%lld files`,
  /// `messages` in `%lld unread messages`, `line(s)` in `%lld line(s)`); nil when there is none.
  static func countedNoun(in text: String) -> String? {
    let bytes = Array(text.utf8)
    let inflected = inflectedSpans(in: bytes)
    for specifier in FormatString(text).specifiers where specifier.type?.isInteger == true {
      // `^[%lld words](inflect: true)`: Foundation's automatic grammar agreement makes it
      // "1 word" already.
      if inflected.contains(where: { $0.contains(specifier.offset) }) { continue }
      var index = specifier.offset + specifier.text.utf8.count
      // The word right after the number, or the one after it (`%lld unread messages`).
      for _ in 0..<2 {
        guard index < bytes.count, bytes[index] == 0x20 else { break }
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end].isASCIILetterByte { end += 1 }
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        for marker in ["(s)", "(es)"] where bytes[end...].starts(with: Array(marker.utf8)) {
          if !word.isEmpty { return word + marker }
        }
        if isPluralNoun(word) { return word }
        // Only a lowercase word (an adjective) may stand between the number and its noun.
        guard word.count > 1, word.first?.isLowercase == true else { break }
        index = end
      }
    }
    return nil
  }

  /// The byte ranges of the spans of `bytes` that Foundation's automatic grammar agreement
  /// inflects: `^[…](inflect: true)`, markdown that a localized `AttributedString` (and
  /// SwiftUI's `Text`) reads.
  static func inflectedSpans(in bytes: [UInt8]) -> [Range<Int>] {
    var spans: [Range<Int>] = []
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == UInt8(ascii: "^"), bytes[index + 1] == UInt8(ascii: "[") else {
        index += 1
        continue
      }
      guard let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "]")),
        close + 1 < bytes.count, bytes[close + 1] == UInt8(ascii: "("),
        let end = bytes[(close + 2)...].firstIndex(of: UInt8(ascii: ")"))
      else { break }
      let attributes = String(decoding: bytes[(close + 2)..<end], as: UTF8.self)
      if attributes.contains("inflect") { spans.append(index..<end + 1) }
      index = end + 1
    }
    return spans
  }

  /// Whether `word` looks like an English plural noun: three letters or more ending in `s`, not
  /// in `ss`, `us` or `is` (`class`, `status`, `basis`), and not one of the verbs and function
  /// words ending in `s` that follow a number (`is`, `was`, `has`, `does`).
  static func isPluralNoun(_ word: String) -> Bool {
    let lower = word.lowercased()
    guard lower.count >= 3, lower.hasSuffix("s"), word.first?.isLetter == true else {
      return false
    }
    if lower.hasSuffix("ss") || lower.hasSuffix("us") || lower.hasSuffix("is") { return false }
    // An all-capital word is an abbreviation or a name (`GPS`, `RSS`), not a plural.
    if word.count > 1, word == word.uppercased() { return false }
    return !["was", "has", "does", "its", "yes", "plus", "this", "goes", "less"].contains(lower)
  }
}
