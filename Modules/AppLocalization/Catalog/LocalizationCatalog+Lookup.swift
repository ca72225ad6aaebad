extension LocalizationCatalog {
  /// The result of one lookup: the text to show and the misses to record.
  struct Lookup: Sendable, Equatable {
    var text: String
    var misses: [LocalizationMiss] = []
  }

  /// The text of `key` in `language`, with the fallbacks: the source language, then the key.
  ///
  /// `rules` are the plural rules of `language`; the source language's are derived when the
  /// text falls back to it.
  func text(
    for key: String, language: String, arguments: [FormatArgument], device: DeviceIdiom,
    rules: PluralRules
  ) -> Lookup {
    guard let entry = entries[key] else {
      let text = StringFormatter.format(key, arguments: arguments)
      return Lookup(
        text: text, misses: [LocalizationMiss(key: key, language: language, kind: .missingKey)])
    }
    var misses: [LocalizationMiss] = []
    if entry.shouldTranslate, let localization = entry.localizations[language] {
      let text = render(localization, arguments: arguments, device: device, rules: rules)
      if !text.isEmpty { return Lookup(text: text) }
    }
    if entry.shouldTranslate, language != sourceLanguage {
      misses.append(LocalizationMiss(key: key, language: language, kind: .missingTranslation))
    }
    if let localization = entry.localizations[sourceLanguage] {
      let sourceRules = language == sourceLanguage ? rules : PluralRules(language: sourceLanguage)
      let text = render(localization, arguments: arguments, device: device, rules: sourceRules)
      if !text.isEmpty { return Lookup(text: text, misses: misses) }
    }
    // Xcode's rule: with no source text, the key is the source text.
    return Lookup(text: StringFormatter.format(key, arguments: arguments), misses: misses)
  }

  /// Chooses the variation and formats it, expanding `%#@name@` substitutions.
  func render(
    _ localization: Localization, arguments: [FormatArgument], device: DeviceIdiom,
    rules: PluralRules
  ) -> String {
    let firstNumber = arguments.first(where: \.isNumeric)
    guard
      let template = choose(
        localization.content, number: firstNumber, device: device, rules: rules)
    else { return "" }
    return StringFormatter.format(template, arguments: arguments) { name, argument in
      guard let substitution = localization.substitutions[name] else { return nil }
      let leaf = choose(substitution.content, number: argument, device: device, rules: rules)
      return StringFormatter.Substitution(
        text: leaf ?? "", formatSpecifier: substitution.formatSpecifier,
        argNum: substitution.argNum)
    }
  }

  /// The leaf of `content` for the number and device: the plural category's case, else
  /// `other`, else the first; the device's case, else `other`, else the first.
  func choose(
    _ content: Content, number: FormatArgument?, device: DeviceIdiom, rules: PluralRules
  ) -> String? {
    switch content {
    case .text(let text):
      return text
    case .plural(let cases):
      let category = number.map(rules.category(for:)) ?? .other
      let chosen = cases[category] ?? cases[.other] ?? cases.min(by: { $0.key < $1.key })?.value
      return chosen.flatMap { choose($0, number: number, device: device, rules: rules) }
    case .device(let cases, let order):
      let chosen = cases[device.rawValue] ?? cases["other"] ?? order.first.flatMap { cases[$0] }
      return chosen.flatMap { choose($0, number: number, device: device, rules: rules) }
    }
  }
}
