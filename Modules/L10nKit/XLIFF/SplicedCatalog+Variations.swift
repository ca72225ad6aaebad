import Foundation

/// The splicing import reads a localization's variations and substitutions straight from the
/// bytes of a catalog in Xcode's layout (`ByteLocalization`), and gives its units with the
/// exporter's own rules (`XLIFFExporter.collect` reads either representation). A shape it does
/// not read (an empty object, an unknown member, a number it cannot take) is read as JSON instead.
extension SplicedCatalog {
  /// What an export of the entry holds, from the bytes of its source and target localizations;
  /// nil when either has a shape `ByteLocalization` does not read, or the entry has a
  /// `shouldTranslate` (left to the JSON path).
  func shapedReferenceUnits(entry: Int, key: String) -> [(
    id: String, reference: XLIFFImporter.Reference
  )]? {
    guard targetSlot >= 0, !index.hasShouldTranslate(entry: entry) else { return nil }
    var localizations: [ByteLocalization?] = []
    for slot in [sourceSlot, targetSlot] {
      guard let range = index.localizationRange(entry: entry, language: slot) else {
        localizations.append(nil)
        continue
      }
      guard let localization = ByteLocalization.read(file.buffer, range) else { return nil }
      localizations.append(localization)
    }
    return XLIFFExporter.referenceUnits(
      key: key, source: localizations[0], target: localizations[1], categories: categories)
  }
}

/// One string unit's ranges: the contents (without quotes) of its state and value.
struct UnitRanges {
  var state: Range<Int>
  var value: Range<Int>
}

/// A localization read from the bytes of a catalog in Xcode's layout: a string unit, device and
/// plural variations (nested to any depth), and substitutions whose variations are plural. The
/// bytes must outlive it (`SplicedCatalog` keeps the file). A class: the exporter copies
/// localizations around, and one reference is cheaper to copy than four arrays.
final class ByteLocalization: ExportableLocalization {
  let bytes: UnsafeBufferPointer<UInt8>
  var unit: UnitRanges?
  var device: [(name: Range<Int>, localization: ByteLocalization)] = []
  var plural: [(name: Range<Int>, localization: ByteLocalization)] = []
  var substitutions: [ByteSubstitution]?

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// One substitution: argNum, formatSpecifier and plural cases.
  struct ByteSubstitution {
    var name: Range<Int>
    var argNum: Int?
    var formatSpecifier: Range<Int>?
    var plural: [(name: Range<Int>, localization: ByteLocalization)]
  }

  /// The entry localization at `range` (its members indented by 10 spaces), or nil for a shape
  /// this reader does not take.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> ByteLocalization? {
    var reader = ShapeReader(b: bytes, i: range.lowerBound, end: range.upperBound)
    guard let localization = reader.localization(indent: 10, substitutions: true),
      reader.i == range.upperBound
    else { return nil }
    return localization
  }

  private func text(_ range: Range<Int>) -> String { SplicedCatalog.contents(bytes, range) }

  var exportedUnit: (value: String, state: String?)? {
    unit.map { (text($0.value), text($0.state)) }
  }

  var variationCases:
    (
      device: [(name: String, localization: ByteLocalization)],
      plural: [(name: String, localization: ByteLocalization)]
    )
  {
    (
      device.map { (text($0.name), $0.localization) },
      plural.map { (text($0.name), $0.localization) }
    )
  }

  var hasSubstitutions: Bool { substitutions != nil }

  var hasStringUnit: Bool { unit != nil }

  var exportedSubstitutions: [ExportedSubstitution<ByteLocalization>] {
    (substitutions ?? []).map { substitution in
      ExportedSubstitution(
        name: text(substitution.name), argNum: substitution.argNum,
        formatSpecifier: substitution.formatSpecifier.map(text),
        pluralCases: substitution.plural.map { (text($0.name), $0.localization) })
    }
  }
}

/// Reads Xcode's layout at fixed indentation, byte by byte.
struct ShapeReader {
  let b: UnsafeBufferPointer<UInt8>
  var i: Int
  let end: Int

  /// Consumes `byte`.
  mutating func byte(_ byte: UInt8) -> Bool {
    guard i < end, b[i] == byte else { return false }
    i += 1
    return true
  }

  /// Consumes a line feed and `indent` spaces.
  mutating func newline(_ indent: Int) -> Bool {
    guard i + 1 + indent <= end, b[i] == 0x0A, let base = b.baseAddress else { return false }
    // The spaces eight at a time, then one at a time.
    var k = i + 1
    let stop = i + 1 + indent
    while k + 8 <= stop {
      guard UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020
      else { return false }
      k += 8
    }
    while k < stop {
      guard b[k] == 0x20 else { return false }
      k += 1
    }
    guard stop == end || b[stop] != 0x20 else { return false }
    i = stop
    return true
  }

  /// Consumes `text` (ASCII).
  mutating func word(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    // Most tries fail on the first byte; the others compare the rest at once.
    guard count > 0, i + count <= end, b[i] == text.utf8Start[0], let base = b.baseAddress,
      memcmp(base + i, text.utf8Start, count) == 0
    else { return count == 0 }
    i += count
    return true
  }

  /// Consumes a string; returns the range of its contents (without quotes).
  mutating func quoted() -> Range<Int>? {
    guard byte(UInt8(ascii: "\"")) else { return nil }
    let start = i
    while i < end {
      if b[i] == UInt8(ascii: "\"") {
        i += 1
        return start..<(i - 1)
      }
      i += b[i] == UInt8(ascii: "\\") ? 2 : 1
    }
    return nil
  }

  /// A localization object `{...}` whose members are indented by `indent`: `stringUnit`, then
  /// (at an entry's top level) `substitutions`, then `variations`, each optional but not all
  /// absent, in that order (Xcode's), nothing else.
  mutating func localization(indent: Int, substitutions allowsSubstitutions: Bool)
    -> ByteLocalization?
  {
    guard byte(UInt8(ascii: "{")), newline(indent) else { return nil }
    let localization = ByteLocalization(bytes: b)
    if word("\"stringUnit\" : {") {
      guard let unit = unitBody(indent: indent) else { return nil }
      localization.unit = unit
      guard next(indent) else { return closing(indent) ? localization : nil }
    }
    if allowsSubstitutions && word("\"substitutions\" : {") {
      guard let substitutions = substitutions(indent: indent + 2) else { return nil }
      localization.substitutions = substitutions
      guard next(indent) else { return closing(indent) ? localization : nil }
    }
    guard word("\"variations\" : {"), newline(indent + 2) else { return nil }
    if word("\"device\" : {") {
      guard let cases = cases(indent: indent + 4) else { return nil }
      localization.device = cases
      if byte(UInt8(ascii: ",")) {
        guard newline(indent + 2) else { return nil }
      } else {
        guard newline(indent), byte(UInt8(ascii: "}")) else { return nil }
        return closing(indent) ? localization : nil
      }
    }
    guard word("\"plural\" : {"), let cases = cases(indent: indent + 4), newline(indent),
      byte(UInt8(ascii: "}"))
    else { return nil }
    localization.plural = cases
    return closing(indent) ? localization : nil
  }

  /// `,` and the next member's line; false (consuming nothing) when the object ends here.
  private mutating func next(_ indent: Int) -> Bool {
    guard i < end, b[i] == UInt8(ascii: ",") else { return false }
    i += 1
    return newline(indent)
  }

  /// The object's closing line.
  private mutating func closing(_ indent: Int) -> Bool {
    newline(indent - 2) && byte(UInt8(ascii: "}"))
  }

  /// The members of a variation kind (`"plural" : {` consumed), indented by `indent`, each a
  /// localization, through the kind's closing brace.
  mutating func cases(indent: Int) -> [(name: Range<Int>, localization: ByteLocalization)]? {
    var cases: [(name: Range<Int>, localization: ByteLocalization)] = []
    repeat {
      guard newline(indent), let name = quoted(), word(" : "),
        let localization = localization(indent: indent + 2, substitutions: false)
      else { return nil }
      cases.append((name, localization))
    } while byte(UInt8(ascii: ","))
    guard newline(indent - 2), byte(UInt8(ascii: "}")) else { return nil }
    return cases
  }

  /// The members of `substitutions` (`"substitutions" : {` consumed), indented by `indent`,
  /// through its closing brace.
  mutating func substitutions(indent: Int) -> [ByteLocalization.ByteSubstitution]? {
    var substitutions: [ByteLocalization.ByteSubstitution] = []
    repeat {
      guard newline(indent), let name = quoted(), word(" : {"), newline(indent + 2) else {
        return nil
      }
      var argNum: Int?
      var formatSpecifier: Range<Int>?
      if word("\"argNum\" : ") {
        let start = i
        if i < end && b[i] == UInt8(ascii: "-") { i += 1 }
        while i < end && b[i] >= UInt8(ascii: "0") && b[i] <= UInt8(ascii: "9") { i += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
        guard let number = Int(text), byte(UInt8(ascii: ",")), newline(indent + 2) else {
          return nil
        }
        argNum = number
      }
      if word("\"formatSpecifier\" : ") {
        guard let specifier = quoted(), byte(UInt8(ascii: ",")), newline(indent + 2) else {
          return nil
        }
        formatSpecifier = specifier
      }
      guard word("\"variations\" : {"), newline(indent + 4), word("\"plural\" : {"),
        let cases = cases(indent: indent + 6), newline(indent + 2), byte(UInt8(ascii: "}")),
        newline(indent), byte(UInt8(ascii: "}"))
      else { return nil }
      substitutions.append(
        ByteLocalization.ByteSubstitution(
          name: name, argNum: argNum, formatSpecifier: formatSpecifier, plural: cases))
    } while byte(UInt8(ascii: ","))
    guard newline(indent - 2), byte(UInt8(ascii: "}")) else { return nil }
    return substitutions
  }

  /// After `"stringUnit" : {` of a member indented by `indent`: `"state"` and `"value"` (and
  /// nothing else), then the closing brace.
  mutating func unitBody(indent: Int) -> UnitRanges? {
    guard newline(indent + 2), word("\"state\" : "), let state = quoted(),
      byte(UInt8(ascii: ",")), newline(indent + 2), word("\"value\" : "), let value = quoted(),
      newline(indent), byte(UInt8(ascii: "}"))
    else { return nil }
    return UnitRanges(state: state, value: value)
  }
}
