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
      shape = .unit(unit)
    } else if reader.word("\"variations\" : {"), reader.newline(12) {
      let isPlural: Bool
      if reader.word("\"plural\" : {") {
        isPlural = true
      } else if reader.word("\"device\" : {") {
        isPlural = false
      } else {
        return nil
      }
      var cases: [(name: Range<Int>, unit: UnitRanges)] = []
      repeat {
        guard reader.newline(14), let name = reader.quoted(), reader.word(" : {"),
          reader.newline(16), reader.word("\"stringUnit\" : {"),
          let unit = reader.unitBody(indent: 16), reader.newline(14),
          reader.byte(UInt8(ascii: "}"))
        else { return nil }
        cases.append((name, unit))
      } while reader.byte(UInt8(ascii: ","))
      guard reader.newline(12), reader.byte(UInt8(ascii: "}")), reader.newline(10),
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
    func find(_ cases: [(name: Range<Int>, unit: UnitRanges)], _ name: [UInt8]) -> UnitRanges? {
      cases.first { UnsafeBufferPointer(rebasing: bytes[$0.name]).elementsEqual(name) }?.unit
    }
    func unit(_ shape: LocalizationShape?) -> UnitRanges? {
      if case .unit(let unit)? = shape { return unit }
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
    if (!sourcePlural.isEmpty || !targetPlural.isEmpty)
      && (!sourceDevices.isEmpty || !targetDevices.isEmpty)
    {
      return nil
    }
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
        let nameBytes = Array(name.utf8)
        let sourceCase = find(sourceDevices, nameBytes)
        units.append(
          (
            TransUnitID(key: key, path: [.device(name)]).description,
            XLIFFImporter.Reference(
              source: sourceCase.map { text($0.value) } ?? fallback,
              target: targetOf(find(targetDevices, nameBytes)))
          ))
      }
    } else if !sourcePlural.isEmpty || !targetPlural.isEmpty {
      let other = find(sourcePlural, Array("other".utf8))
      for category in categories {
        let categoryBytes = Array(category.utf8)
        let sourceCase = find(sourcePlural, categoryBytes) ?? other
        units.append(
          (
            TransUnitID(key: key, path: [.plural(category)]).description,
            XLIFFImporter.Reference(
              source: sourceCase.map { text($0.value) } ?? sourceText,
              target: targetOf(find(targetPlural, categoryBytes)))
          ))
      }
    } else {
      units.append(
        (key, XLIFFImporter.Reference(source: sourceText, target: targetOf(unit(target)))))
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
