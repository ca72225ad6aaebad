import Foundation

/// Turns catalog JSON into `LocalizationCatalog`'s lookup tables, with located errors.
///
/// Foundation's JSON reader keeps no positions, so a structural problem is located at the
/// first occurrence of the offending key's JSON text in the file (exact for Xcode's layout,
/// where every key is on its own line), and a syntax error at the character offset the reader
/// reports.
struct CatalogDecoder {
  let data: Data
  let file: String

  func decode() throws -> LocalizationCatalog {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data, options: [])
    } catch {
      let (line, column) = position(ofCharacterIn: "\(error)")
      let detail = (error as NSError).userInfo["NSDebugDescription"].map { " (\($0))" } ?? ""
      throw LocalizationCatalogError(
        file: file, line: line, column: column,
        message: "the catalog is not valid JSON\(detail); fix it or re-save it from Xcode")
    }
    guard let object = root as? [String: Any] else {
      throw failure(near: nil, "the catalog's top level must be an object")
    }
    guard let sourceLanguage = object["sourceLanguage"] as? String, !sourceLanguage.isEmpty else {
      throw failure(near: nil, "missing \"sourceLanguage\"; add e.g. \"sourceLanguage\" : \"en\"")
    }
    guard let strings = object["strings"] as? [String: Any] else {
      throw failure(near: "strings", "missing \"strings\" object")
    }
    var entries: [String: LocalizationCatalog.Entry] = [:]
    entries.reserveCapacity(strings.count)
    for (key, value) in strings {
      guard let entry = value as? [String: Any] else {
        throw failure(near: key, "the entry for \"\(key)\" must be an object")
      }
      var localizations: [String: LocalizationCatalog.Localization] = [:]
      if let raw = entry["localizations"] {
        guard let byLanguage = raw as? [String: Any] else {
          throw failure(near: key, "\"localizations\" of \"\(key)\" must be an object")
        }
        for (language, value) in byLanguage {
          let path = "\(key) › \(language)"
          guard let localization = value as? [String: Any] else {
            throw failure(near: key, "\(path) must be an object")
          }
          localizations[language] = try decodeLocalization(localization, key: key, path: path)
        }
      }
      entries[key] = LocalizationCatalog.Entry(
        localizations: localizations, shouldTranslate: entry["shouldTranslate"] as? Bool ?? true)
    }
    return LocalizationCatalog(sourceLanguage: sourceLanguage, entries: entries)
  }

  private func decodeLocalization(
    _ object: [String: Any], key: String, path: String
  ) throws -> LocalizationCatalog.Localization {
    var substitutions: [String: LocalizationCatalog.Substitution] = [:]
    if let raw = object["substitutions"] {
      guard let byName = raw as? [String: Any] else {
        throw failure(near: key, "\(path) › substitutions must be an object")
      }
      for (name, value) in byName {
        let subPath = "\(path) › substitutions › \(name)"
        guard let substitution = value as? [String: Any] else {
          throw failure(near: name, "\(subPath) must be an object")
        }
        let argNum = (substitution["argNum"] as? NSNumber)?.intValue
        if let argNum, argNum < 1 {
          throw failure(near: name, "\(subPath) › argNum must be 1 or more")
        }
        substitutions[name] = LocalizationCatalog.Substitution(
          argNum: argNum,
          formatSpecifier: substitution["formatSpecifier"] as? String ?? "@",
          content: try decodeContent(substitution, key: name, path: subPath))
      }
    }
    return LocalizationCatalog.Localization(
      content: try decodeContent(object, key: key, path: path), substitutions: substitutions)
  }

  /// Reads `stringUnit`, `stringSet` or `variations` of a localization, variation case or
  /// substitution.
  private func decodeContent(
    _ object: [String: Any], key: String, path: String
  ) throws -> LocalizationCatalog.Content {
    if let variations = object["variations"] {
      guard let variations = variations as? [String: Any] else {
        throw failure(near: key, "\(path) › variations must be an object")
      }
      if let plural = variations["plural"] as? [String: Any] {
        var cases: [PluralRules.Category: LocalizationCatalog.Content] = [:]
        for (name, value) in plural {
          guard let category = PluralRules.Category(rawValue: name) else {
            throw failure(
              near: key,
              "\(path) › plural case \"\(name)\" is not a CLDR category; use zero, one, two, "
                + "few, many or other")
          }
          guard let value = value as? [String: Any] else {
            throw failure(near: key, "\(path) › plural › \(name) must be an object")
          }
          cases[category] = try decodeContent(value, key: key, path: "\(path) › plural › \(name)")
        }
        return .plural(cases)
      }
      if let device = variations["device"] as? [String: Any] {
        var cases: [String: LocalizationCatalog.Content] = [:]
        for (name, value) in device {
          guard let value = value as? [String: Any] else {
            throw failure(near: key, "\(path) › device › \(name) must be an object")
          }
          cases[name] = try decodeContent(value, key: key, path: "\(path) › device › \(name)")
        }
        return .device(cases, order: cases.keys.sorted())
      }
      throw failure(near: key, "\(path) › variations has neither \"plural\" nor \"device\"")
    }
    if let unit = object["stringUnit"] as? [String: Any] {
      guard let value = unit["value"] as? String else {
        throw failure(near: key, "\(path) › stringUnit has no \"value\"; add the text")
      }
      return .text(value)
    }
    if let set = object["stringSet"] as? [String: Any] {
      return .text((set["values"] as? [String])?.first ?? "")
    }
    throw failure(near: key, "\(path) has no stringUnit or variations; add the text")
  }

  /// An error located at the first occurrence of `"near"` in the file.
  private func failure(near key: String?, _ message: String) -> LocalizationCatalogError {
    var (line, column) = (1, 1)
    if let key, let needle = try? JSONSerialization.data(withJSONObject: [key]),
      let range = data.range(of: needle.dropFirst().dropLast())
    {
      (line, column) = lineAndColumn(ofByte: range.lowerBound)
    }
    return LocalizationCatalogError(file: file, line: line, column: column, message: message)
  }

  /// The line and column of the character offset a JSON reader mentions in its error text
  /// ("... character 42 ..."), or (1, 1).
  private func position(ofCharacterIn text: String) -> (Int, Int) {
    guard let range = text.range(of: "character ") else { return (1, 1) }
    let digits = text[range.upperBound...].prefix(while: \.isNumber)
    guard let offset = Int(digits) else { return (1, 1) }
    return lineAndColumn(ofByte: min(offset, data.count))
  }

  private func lineAndColumn(ofByte offset: Int) -> (Int, Int) {
    var line = 1
    var column = 1
    for byte in data[data.startIndex..<data.startIndex + offset] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
