/// The splicing import's reading of plural and device variations straight from the bytes of a
/// catalog in Xcode's layout, for the shapes most catalogs use; anything else is read as JSON
/// and exported (`XLIFFExporter.referenceUnits`), and the tests check that both agree.
extension SplicedCatalog {
  /// One string unit: the byte ranges of its state and value contents (without quotes).
  struct UnitRanges {
    var state: Range<Int>
    var value: Range<Int>
  }

  /// A localization of one of the shapes read here.
  enum LocalizationShape {
    /// `{"stringUnit" : {...}}`.
    case unit(UnitRanges)
    /// `{"variations" : {"plural" : {category : {"stringUnit" : {...}}, ...}}}`.
    case plural([(name: Range<Int>, unit: UnitRanges)])
    /// `{"variations" : {"device" : {device : {"stringUnit" : {...}}, ...}}}`.
    case device([(name: Range<Int>, unit: UnitRanges)])
    /// `{"stringUnit" : {...}, "substitutions" : {...}}` (the string unit optional).
    case substituted(UnitRanges?, [SubstitutionRanges])
  }

  /// One substitution: `{"argNum" : N, "formatSpecifier" : F, "variations" : {"plural" :
  /// {category : {"stringUnit" : {...}}, ...}}}` (argNum and formatSpecifier optional).
  struct SubstitutionRanges {
    var name: Range<Int>
    var argNum: Int?
    var formatSpecifier: Range<Int>?
    var cases: [(name: Range<Int>, unit: UnitRanges)]
  }

  /// The shape of the localization value at `range` (an entry's localization, its members
  /// indented by 10 spaces); nil for any other shape.
  static func shape(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> LocalizationShape?
  {
    var reader = ShapeReader(b: bytes, i: range.lowerBound, end: range.upperBound)
    guard reader.byte(UInt8(ascii: "{")), reader.newline(10) else { return nil }
    let shape: LocalizationShape
    if reader.word("\"stringUnit\" : {") {
      guard let unit = reader.unitBody(indent: 10) else { return nil }
      if reader.byte(UInt8(ascii: ",")) {
        guard reader.newline(10), reader.word("\"substitutions\" : {"),
          let substitutions = reader.substitutions()
        else { return nil }
        shape = .substituted(unit, substitutions)
      } else {
        shape = .unit(unit)
      }
    } else if reader.word("\"substitutions\" : {") {
      guard let substitutions = reader.substitutions() else { return nil }
      shape = .substituted(nil, substitutions)
    } else if reader.word("\"variations\" : {"), reader.newline(12) {
      let isPlural: Bool
      if reader.word("\"plural\" : {") {
        isPlural = true
      } else if reader.word("\"device\" : {") {
        isPlural = false
      } else {
        return nil
      }
      guard let cases = reader.cases(indent: 14), reader.newline(10),
        reader.byte(UInt8(ascii: "}"))
      else { return nil }
      shape = isPlural ? .plural(cases) : .device(cases)
    } else {
      return nil
    }
    guard reader.newline(8), reader.byte(UInt8(ascii: "}")), reader.i == range.upperBound else {
      return nil
    }
    return shape
  }

  /// `shapedReferenceUnits(key:source:target:)` of an entry's source and target localizations
  /// as found in the file; nil when either has another shape, or the entry has a
  /// `shouldTranslate` or a key with `|==|` (left to the exporter).
  func shapedReferenceUnits(entry: Int, key: String) -> [(
    id: String, reference: XLIFFImporter.Reference
  )]? {
    guard targetSlot >= 0, !index.hasShouldTranslate(entry: entry),
      TransUnitID.isRepresentable(key: key)
    else { return nil }
    var shapes: [LocalizationShape?] = []
    for slot in [sourceSlot, targetSlot] {
      guard let range = index.localizationRange(entry: entry, language: slot) else {
        shapes.append(nil)
        continue
      }
      guard let shape = Self.shape(file.buffer, range) else { return nil }
      shapes.append(shape)
    }
    return shapedReferenceUnits(key: key, source: shapes[0], target: shapes[1])
  }

  /// What `XLIFFExporter.referenceUnits` gives for an entry whose source and target localizations
  /// (each possibly absent) have shapes read by `shape(_:_:)`, without building JSON values; nil
  /// for the combinations left to the exporter (plural beside device variations).
  func shapedReferenceUnits(
    key: String, source: LocalizationShape?, target: LocalizationShape?
  ) -> [(id: String, reference: XLIFFImporter.Reference)]? {
    let bytes = file.buffer
    func text(_ range: Range<Int>) -> String { Self.contents(bytes, range) }
    func targetOf(_ unit: UnitRanges?) -> XLIFFTarget? {
      unit.map { XLIFFTarget(value: text($0.value), state: XLIFFExporter.state(text($0.state))) }
    }
    func find(_ cases: [(name: Range<Int>, unit: UnitRanges)], _ name: String) -> UnitRanges? {
      cases.first { Self.bytes(bytes, $0.name, equal: name) }?.unit
    }
    func unit(_ shape: LocalizationShape?) -> UnitRanges? {
      switch shape {
      case .unit(let unit)?: return unit
      case .substituted(let unit, _)?: return unit
      default: return nil
      }
    }
    func substitutions(_ shape: LocalizationShape?) -> [SubstitutionRanges]? {
      if case .substituted(_, let substitutions)? = shape { return substitutions }
      return nil
    }
    func cases(_ shape: LocalizationShape?, plural: Bool) -> [(
      name: Range<Int>, unit: UnitRanges
    )] {
      switch shape {
      case .plural(let cases)? where plural: return cases
      case .device(let cases)? where !plural: return cases
      default: return []
      }
    }
    let sourceText = unit(source).map { text($0.value) } ?? key
    let sourcePlural = cases(source, plural: true)
    let targetPlural = cases(target, plural: true)
    let sourceDevices = cases(source, plural: false)
    let targetDevices = cases(target, plural: false)
    let sourceSubstitutions = substitutions(source)
    let targetSubstitutions = substitutions(target)
    let hasVariations =
      !sourcePlural.isEmpty || !targetPlural.isEmpty || !sourceDevices.isEmpty
      || !targetDevices.isEmpty
    if (!sourcePlural.isEmpty || !targetPlural.isEmpty)
      && (!sourceDevices.isEmpty || !targetDevices.isEmpty)
    {
      return nil
    }
    if hasVariations && (sourceSubstitutions != nil || targetSubstitutions != nil) { return nil }
    var units: [(id: String, reference: XLIFFImporter.Reference)] = []
    if !sourceDevices.isEmpty || !targetDevices.isEmpty {
      // The exporter matches device names by `String` equality (canonical equivalence); bytes
      // agree with it for ASCII names only.
      guard
        (sourceDevices + targetDevices).allSatisfy({ item in
          bytes[item.name].allSatisfy { $0 < 0x80 }
        })
      else { return nil }
      // Device cases of both sides, in code-point order; a case the source lacks takes the
      // source's string unit (or the key) when the source has no device cases, else the key.
      let fallback = sourceDevices.isEmpty ? sourceText : key
      var names: [String] = []
      for item in sourceDevices + targetDevices {
        let name = text(item.name)
        if !names.contains(where: { $0.hasSameUTF8(as: name) }) { names.append(name) }
      }
      for name in names.sorted(by: codePointOrder) {
        let sourceCase = find(sourceDevices, name)
        units.append(
          (
            TransUnitID(key: key, path: [.device(name)]).description,
            XLIFFImporter.Reference(
              source: sourceCase.map { text($0.value) } ?? fallback,
              target: targetOf(find(targetDevices, name)))
          ))
      }
    } else if !sourcePlural.isEmpty || !targetPlural.isEmpty {
      let other = find(sourcePlural, "other")
      for category in categories {
        let sourceCase = find(sourcePlural, category) ?? other
        units.append(
          (
            TransUnitID(key: key, path: [.plural(category)]).description,
            XLIFFImporter.Reference(
              source: sourceCase.map { text($0.value) } ?? sourceText,
              target: targetOf(find(targetPlural, category)))
          ))
      }
    } else {
      // A source with substitutions exports `%#@name@` as the exporter writes parents.
      let parent = sourceSubstitutions != nil
      var target = targetOf(unit(target))
      if parent, let value = target?.value { target?.value = FormatSpecifiers.exportParent(value) }
      units.append(
        (
          key,
          XLIFFImporter.Reference(
            source: parent ? FormatSpecifiers.exportParent(sourceText) : sourceText,
            target: target)
        ))
    }
    if sourceSubstitutions != nil || targetSubstitutions != nil {
      guard
        let leaves = substitutionUnits(
          key: key, sourceText: sourceText, targetText: unit(target).map { text($0.value) },
          source: sourceSubstitutions ?? [], target: targetSubstitutions ?? [])
      else { return nil }
      units += leaves
    }
    return units
  }

  /// Whether the bytes at `range` are `text`'s UTF-8.
  static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, equal text: String)
    -> Bool
  {
    var text = text
    return text.withUTF8 { utf8 in
      guard utf8.count == range.count else { return false }
      guard let a = bytes.baseAddress, let b = utf8.baseAddress, !range.isEmpty else { return true }
      return bytesEqual(a + range.lowerBound, b, count: range.count)
    }
  }

  /// The units of substitutions (`key|==|substitutions.NAME.plural.CATEGORY`), as the exporter
  /// writes them; nil for a name that is not ASCII (the exporter matches names by `String`
  /// equality).
  private func substitutionUnits(
    key: String, sourceText: String, targetText: String?, source: [SubstitutionRanges],
    target: [SubstitutionRanges]
  ) -> [(id: String, reference: XLIFFImporter.Reference)]? {
    let bytes = file.buffer
    func text(_ range: Range<Int>) -> String { Self.contents(bytes, range) }
    func find(_ cases: [(name: Range<Int>, unit: UnitRanges)], _ name: String) -> UnitRanges? {
      cases.first { Self.bytes(bytes, $0.name, equal: name) }?.unit
    }
    guard (source + target).allSatisfy({ item in bytes[item.name].allSatisfy { $0 < 0x80 } })
    else { return nil }
    var names: [String] = []
    for item in source + target {
      let name = text(item.name)
      if !names.contains(name) { names.append(name) }
    }
    var units: [(id: String, reference: XLIFFImporter.Reference)] = []
    for name in names.sorted(by: codePointOrder) {
      let sourceSub = source.first { Self.bytes(bytes, $0.name, equal: name) }
      let targetSub = target.first { Self.bytes(bytes, $0.name, equal: name) }
      let sourceArgument =
        sourceSub?.argNum
        ?? FormatSpecifiers.argumentNumber(ofSubstitution: name, in: sourceText) ?? 1
      let targetArgument =
        targetSub?.argNum
        ?? targetText.flatMap { FormatSpecifiers.argumentNumber(ofSubstitution: name, in: $0) }
        ?? sourceArgument
      let specifier =
        sourceSub?.formatSpecifier.map(text) ?? targetSub?.formatSpecifier.map(text) ?? "lld"
      let targetSpecifier = targetSub?.formatSpecifier.map(text) ?? specifier
      let sourceCases = sourceSub?.cases ?? []
      let targetCases = targetSub?.cases ?? []
      let other = find(sourceCases, "other")
      for category in categories {
        let sourceCase = find(sourceCases, category) ?? other
        let targetCase = find(targetCases, category)
        units.append(
          (
            TransUnitID(key: key, path: [.substitution(name), .plural(category)]).description,
            XLIFFImporter.Reference(
              source: FormatSpecifiers.exportLeaf(
                sourceCase.map { text($0.value) } ?? "", argument: sourceArgument,
                formatSpecifier: specifier),
              target: targetCase.map {
                XLIFFTarget(
                  value: FormatSpecifiers.exportLeaf(
                    text($0.value), argument: targetArgument, formatSpecifier: targetSpecifier),
                  state: XLIFFExporter.state(text($0.state)))
              })
          ))
      }
    }
    return units
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
    guard i + 1 + indent <= end, b[i] == 0x0A else { return false }
    for k in (i + 1)..<(i + 1 + indent) where b[k] != 0x20 { return false }
    guard i + 1 + indent == end || b[i + 1 + indent] != 0x20 else { return false }
    i += 1 + indent
    return true
  }

  /// Consumes `text` (ASCII).
  mutating func word(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard i + count <= end else { return false }
    for k in 0..<count where b[i + k] != text.utf8Start[k] { return false }
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

  /// The members of a variations kind object (`"plural" : {` consumed) whose members are
  /// indented by `indent`, each `{"stringUnit" : {...}}`, through the kind's closing brace.
  mutating func cases(indent: Int) -> [(name: Range<Int>, unit: SplicedCatalog.UnitRanges)]? {
    var cases: [(name: Range<Int>, unit: SplicedCatalog.UnitRanges)] = []
    repeat {
      guard newline(indent), let name = quoted(), word(" : {"), newline(indent + 2),
        word("\"stringUnit\" : {"), let unit = unitBody(indent: indent + 2), newline(indent),
        byte(UInt8(ascii: "}"))
      else { return nil }
      cases.append((name, unit))
    } while byte(UInt8(ascii: ","))
    guard newline(indent - 2), byte(UInt8(ascii: "}")) else { return nil }
    return cases
  }

  /// The members of a localization's `substitutions` (`"substitutions" : {` consumed, members
  /// indented by 12), through its closing brace.
  mutating func substitutions() -> [SplicedCatalog.SubstitutionRanges]? {
    var substitutions: [SplicedCatalog.SubstitutionRanges] = []
    repeat {
      guard newline(12), let name = quoted(), word(" : {"), newline(14) else { return nil }
      var argNum: Int?
      var formatSpecifier: Range<Int>?
      if word("\"argNum\" : ") {
        let start = i
        if i < end && b[i] == UInt8(ascii: "-") { i += 1 }
        while i < end && b[i] >= UInt8(ascii: "0") && b[i] <= UInt8(ascii: "9") { i += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
        guard let number = Int(text), byte(UInt8(ascii: ",")), newline(14) else { return nil }
        argNum = number
      }
      if word("\"formatSpecifier\" : ") {
        guard let specifier = quoted(), byte(UInt8(ascii: ",")), newline(14) else { return nil }
        formatSpecifier = specifier
      }
      guard word("\"variations\" : {"), newline(16), word("\"plural\" : {"),
        let cases = cases(indent: 18), newline(14), byte(UInt8(ascii: "}")), newline(12),
        byte(UInt8(ascii: "}"))
      else { return nil }
      substitutions.append(
        SplicedCatalog.SubstitutionRanges(
          name: name, argNum: argNum, formatSpecifier: formatSpecifier, cases: cases))
    } while byte(UInt8(ascii: ","))
    guard newline(10), byte(UInt8(ascii: "}")) else { return nil }
    return substitutions
  }

  /// After `"stringUnit" : {` of a member indented by `indent`: `"state"` and `"value"` (and
  /// nothing else), then the closing brace.
  mutating func unitBody(indent: Int) -> SplicedCatalog.UnitRanges? {
    guard newline(indent + 2), word("\"state\" : "), let state = quoted(),
      byte(UInt8(ascii: ",")), newline(indent + 2), word("\"value\" : "), let value = quoted(),
      newline(indent), byte(UInt8(ascii: "}"))
    else { return nil }
    return SplicedCatalog.UnitRanges(state: state, value: value)
  }
}
