import Dispatch
import Foundation

/// A lazy index of a catalog file already in Xcode's layout: one byte scan records, for each key
/// of `strings`, the byte range of its entry, without building any entry.
///
/// The scan also checks that every byte is exactly what `StringCatalog.bytes()` would write for
/// it (indentation, ` : `, `,\n`, empty containers, escapes, UTF-8, numbers, literals, no
/// duplicate keys), so replacing the ranges of some entries with their re-serialised form gives
/// the same bytes as writing the whole catalog. Anything else makes `scan` return `nil` and the
/// caller reads the catalog in full (which also reports any error with its line and column).
struct CatalogSpliceIndex {
  /// The byte range of each entry's key (with quotes) and of its value, in file order.
  fileprivate(set) var keyRanges: [Range<Int>] = []
  /// The byte range of each entry's value (its `{ ... }`), in file order.
  fileprivate(set) var valueRanges: [Range<Int>] = []
  /// The range of each entry's `localizations` object (`0..<0` when it has none), in file order.
  fileprivate(set) var localizationsRanges: [Range<Int>] = []
  /// The range of the `sourceLanguage` string (with quotes).
  fileprivate(set) var sourceLanguageRange: Range<Int> = 0..<0
  /// The range of the `strings` object (`{` to `}`).
  fileprivate(set) var stringsRange: Range<Int> = 0..<0
  /// The languages given to `scan`, whose localization ranges are recorded.
  private(set) var languages: [String] = []
  /// Entry by entry, for each of `languages`, the range of that localization's value
  /// (`0..<0` when the entry has none): `entries * languages.count` ranges.
  fileprivate(set) var languageRanges: [Range<Int>] = []
  /// Beside `languageRanges`: where the value's opening quote is when that localization is a
  /// plain string unit (`{"stringUnit" : {"state" : S, "value" : V}}`, see
  /// `plainStringUnit(entry:language:)`), else 0. The scan matches these anyway.
  fileprivate(set) var plainValueQuotes: [Int] = []
  /// Whether each entry has a `shouldTranslate` member, in file order.
  fileprivate(set) var shouldTranslateMembers: [Bool] = []
  /// Entry position by the exact UTF-8 bytes of its key.
  private var keys = ByteKeyTable()
  /// While scanning, the positions of the keys with a byte >= 0x80.
  private var nonASCIIKeys: [Int] = []
  /// Whether some key holds `|==|`, the separator of XLIFF unit ids (`TransUnitID`): then an
  /// id with a separator may also be a key. Found while the key's bytes are scanned anyway.
  private(set) var hasSeparatorKeys = false

  /// The number of entries in `strings`.
  var count: Int { keyRanges.count }

  /// The range (`{` to its matching `}`) of the localization for `languages[language]` of the
  /// entry at `entry`, `nil` when that entry has none.
  func localizationRange(entry: Int, language: Int) -> Range<Int>? {
    let range = languageRanges[entry * languages.count + language]
    return range.isEmpty ? nil : range
  }

  /// The contents' ranges (without quotes) of the state and value of the localization for
  /// `languages[language]` of the entry at `entry`, when it is a plain string unit
  /// (`{"stringUnit" : {"state" : S, "value" : V}}`); nil when the entry has no such
  /// localization or it has another shape. What `LayoutScanner.plainStringUnit(level:)`
  /// matched while scanning, recorded instead of matched again.
  func plainStringUnit(entry: Int, language: Int) -> (state: Range<Int>, value: Range<Int>)? {
    let slot = entry * languages.count + language
    let quote = plainValueQuotes[slot]
    guard quote > 0 else { return nil }
    let range = languageRanges[slot]
    let templates = StringUnitTemplates.shared
    let level = LayoutScanner.localizationLevel
    // `middle` runs from the state's closing quote to the value's opening one; `tail` follows
    // the value's closing quote.
    return (
      (range.lowerBound + templates.head(level).count)..<(quote - templates.middle(level).count),
      (quote + 1)..<(range.upperBound - templates.tail(level).count - 1)
    )
  }

  /// Whether the entry at `entry` has a `shouldTranslate` member.
  func hasShouldTranslate(entry: Int) -> Bool { shouldTranslateMembers[entry] }

  /// The position (file order) of the entry whose key has exactly these UTF-8 bytes.
  func entry(forKey key: String) -> Int? {
    var key = key
    return key.withUTF8 { keys.position(of: $0) }
  }

  /// The position (file order) of the entry whose key is exactly these UTF-8 bytes.
  func entry(forKeyBytes key: UnsafeBufferPointer<UInt8>) -> Int? { keys.position(of: key) }

  /// Scans `bytes`; `nil` when the file is not exactly in Xcode's layout (or not valid), or two
  /// keys are canonically equivalent (the exporter treats those specially).
  ///
  /// With `languages`, also records for each entry the range of each of those localizations
  /// (see `localizationRange(entry:language:)`).
  static func scan(_ bytes: [UInt8], languages: [String] = []) -> CatalogSpliceIndex? {
    bytes.withUnsafeBufferPointer { scan($0, languages: languages) }
  }

  /// Scans the file at `bytes` (which must stay valid only during the call), as `scan(_:)`.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>, languages: [String] = [])
    -> CatalogSpliceIndex?
  {
    var scanner = LayoutScanner(b: bytes)
    scanner.languageKeys = languages.map { JSONWriter.bytes(of: .string($0)) }
    var index = CatalogSpliceIndex()
    index.languages = languages
    guard scanner.root(into: &index), index.finish() else { return nil }
    return index
  }

  /// Makes the keys findable and checks them after the scan: `false` when two keys are the
  /// same or canonically equivalent.
  ///
  /// `canonical` is `canonicalKeys()` when already computed (by the chunks of a split scan).
  private mutating func finish(canonical: CanonicalKeys? = nil) -> Bool {
    guard keys.buildSlots() else { return false }
    guard nonASCIIKeys.isEmpty || noCanonicalDuplicates(canonical ?? canonicalKeys()) else {
      return false
    }
    nonASCIIKeys = []
    return true
  }

  /// Adds the key at `range` (with quotes) of the next entry to `keys` while its bytes are
  /// still in the cache (they are hashed after the scan, from `keys`' compact storage, which
  /// is faster than filling a big table while the scan streams the file through the cache).
  fileprivate mutating func addKey(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    let inner = UnsafeBufferPointer(rebasing: b[(range.lowerBound + 1)..<(range.upperBound - 1)])
    var hasEscape = false
    var hasBar = false
    var high: UInt8 = 0
    var k = 0
    if let base = inner.baseAddress {
      // Eight bytes at a time: the high bits, and a high bit for each backslash or `|` byte.
      var highs: UInt64 = 0
      var escapes: UInt64 = 0
      var bars: UInt64 = 0
      while k + 8 <= inner.count {
        let w = UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)
        let backslashes = w ^ (LayoutScanner.ones &* UInt64(LayoutScanner.backslash))
        let bar = w ^ (LayoutScanner.ones &* UInt64(Self.bar))
        highs |= w
        escapes |= (backslashes &- LayoutScanner.ones) & ~backslashes
        bars |= (bar &- LayoutScanner.ones) & ~bar
        k += 8
      }
      if highs & LayoutScanner.highs != 0 { high = 0x80 }
      hasEscape = escapes & LayoutScanner.highs != 0
      hasBar = bars & LayoutScanner.highs != 0
    }
    for byte in inner[k...] {
      high |= byte
      hasEscape = hasEscape || byte == LayoutScanner.backslash
      hasBar = hasBar || byte == Self.bar
    }
    if high >= 0x80 { nonASCIIKeys.append(keys.count) }
    // (`|==|` holds no byte that is escaped, so the file's bytes hold it exactly when the key
    // does. The zero-byte test can also flag a byte next to a `|` (a borrow): then it is only
    // searched for.)
    if hasBar && !hasSeparatorKeys {
      hasSeparatorKeys = SplicedCatalog.lastSeparator(in: inner) != nil
    }
    guard hasEscape else {
      keys.append(inner)
      return true
    }
    guard var key = Self.decodeKey(b, range) else { return false }
    key.withUTF8 { keys.append($0) }
    return true
  }

  static let bar = UInt8(ascii: "|")

  /// What the canonical-equivalence check needs of the keys with a byte >= 0x80 (two different
  /// ASCII keys are never canonically equivalent): the costly part, computed from the keys
  /// alone, so each chunk of a split scan computes it for its own keys.
  struct CanonicalKeys: Sendable, Equatable {
    /// The non-ASCII keys.
    fileprivate var keys: [String] = []
    /// Each key's hash as a `String` (equal for canonically equivalent strings).
    fileprivate var hashes: [Int] = []
    /// The ASCII strings that are canonically equivalent to one of the keys (see
    /// `asciiEquivalent(of:)`).
    fileprivate var asciiEquivalents: [[UInt8]] = []

    /// Adds those of `other` after these.
    fileprivate mutating func append(_ other: CanonicalKeys) {
      keys += other.keys
      hashes += other.hashes
      asciiEquivalents += other.asciiEquivalents
    }
  }

  /// The `CanonicalKeys` of the keys at `nonASCIIKeys`.
  private func canonicalKeys() -> CanonicalKeys {
    var canonical = CanonicalKeys()
    canonical.keys.reserveCapacity(nonASCIIKeys.count)
    canonical.hashes.reserveCapacity(nonASCIIKeys.count)
    for i in nonASCIIKeys {
      let key = keys.key(at: i)
      canonical.keys.append(key)
      canonical.hashes.append(key.hashValue)
      if let ascii = Self.asciiEquivalent(of: key) { canonical.asciiEquivalents.append(ascii) }
    }
    return canonical
  }

  /// Whether no two of the non-ASCII keys are canonically equivalent (equal as `String`s: only
  /// keys with the same hash are compared), and no ASCII key is equivalent to one of them (as
  /// U+212A KELVIN SIGN is to "K"). Needs the keys findable.
  private func noCanonicalDuplicates(_ canonical: CanonicalKeys) -> Bool {
    let hashes = canonical.hashes
    let order = hashes.indices.sorted { hashes[$0] < hashes[$1] }
    var run = 0
    for n in order.indices.dropFirst() {
      guard hashes[order[n]] == hashes[order[run]] else {
        run = n
        continue
      }
      for m in run..<n where canonical.keys[order[m]] == canonical.keys[order[n]] { return false }
    }
    for ascii in canonical.asciiEquivalents
    where ascii.withUnsafeBufferPointer({ keys.position(of: $0) }) != nil {
      return false
    }
    return true
  }

  /// Each ASCII character, by any character canonically equivalent to it.
  private static let asciiByCharacter: [Character: UInt8] = Dictionary(
    uniqueKeysWithValues: (0..<128).map { (Character(Unicode.Scalar(UInt8($0))), UInt8($0)) })

  /// The ASCII string canonically equivalent to `key`, if any: ASCII has no combining marks,
  /// so a string decomposes to ASCII only when each of its scalars does, and a non-ASCII scalar
  /// that does is a singleton equivalent to one ASCII character (U+212A, U+037E, U+1FEF).
  static func asciiEquivalent(of key: String) -> [UInt8]? {
    var out: [UInt8] = []
    out.reserveCapacity(key.utf8.count)
    for scalar in key.unicodeScalars {
      if scalar.isASCII {
        out.append(UInt8(scalar.value))
      } else if let ascii = asciiByCharacter[Character(scalar)] {
        out.append(ascii)
      } else {
        return nil
      }
    }
    return out
  }

  /// The JSON string at `range` (with its quotes) of a file the scan accepted, decoded.
  static func decodeKey(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
    guard range.count >= 2 else { return nil }
    let inner = UnsafeBufferPointer(rebasing: b[(range.lowerBound + 1)..<(range.upperBound - 1)])
    if !inner.contains(UInt8(ascii: "\\")) { return String(decoding: inner, as: UTF8.self) }
    guard case .string(let key)? = try? JSONParser.parse(Array(b[range]), path: "") else {
      return nil
    }
    return key
  }
}

// Scanning in chunks: in Xcode's layout every entry of `strings` starts a line with exactly
// four spaces and a quote, after the `,` that ends the entry before, and no deeper line starts
// so (strings hold no raw line feed). The file is cut at such line feeds; the first chunk scans
// the root object up to its cut, each middle chunk a run of entries, the last one the remaining
// entries and the end of the root object. Each chunk must end exactly on the next one's cut:
// then the chunks went through the very states the sequential scan goes through, and
// `combine` only adds the checks that span chunks (keys of `strings` and of the root object
// that repeat, canonically equivalent keys). Any chunk that fails or does not end on its cut
// makes `combine` scan the whole file sequentially, so the answer is always `scan`'s.
extension CatalogSpliceIndex {
  /// What one chunk of a split scan read (see `scanChunk`). Plain values (arrays of ranges and
  /// bytes), so it can be handed from the thread that scanned it.
  struct Part: Sendable {
    /// The byte range the chunk covered.
    fileprivate var range: Range<Int>
    /// The chunk's entries; its keys are not findable yet and its positions count from the
    /// chunk's first entry.
    fileprivate var index: CatalogSpliceIndex
    /// The keys of the root object's members the chunk read (first and last chunk only).
    fileprivate var rootKeys: [Range<Int>]
    /// Whether the chunk read `sourceLanguage`.
    fileprivate var sawSourceLanguage: Bool
    /// The chunk's non-ASCII keys, prepared for the canonical-equivalence check.
    fileprivate var canonical: CanonicalKeys
  }

  /// Where to cut `bytes` into (at most) `count` chunks of about the same size: `0`, the cuts
  /// in ascending order, then `bytes.count`. Each cut is the line feed after the `,` of an entry
  /// of `strings` and before the next entry's line (four spaces and a quote), the first one
  /// found from an equal share of the file (a cut not found before the next share is left
  /// out: fewer chunks, one when none is found).
  static func chunkBoundaries(_ bytes: UnsafeBufferPointer<UInt8>, count: Int) -> [Int] {
    var boundaries = [0]
    if count > 1 {
      let share = bytes.count / count
      var last = 0
      for c in 1..<count {
        let limit = min((c + 1) * share, bytes.count)
        if let cut = entryCut(in: bytes, from: max(c * share, last + 1), before: limit) {
          boundaries.append(cut)
          last = cut
        }
      }
    }
    boundaries.append(bytes.count)
    return boundaries
  }

  /// The first line feed at or after `start` and before `limit` that follows a `,` and starts
  /// a line with exactly four spaces and a quote.
  private static func entryCut(in b: UnsafeBufferPointer<UInt8>, from start: Int, before limit: Int)
    -> Int?
  {
    var k = max(start, 1)
    while k < limit && k + 5 < b.count {
      if b[k] == LayoutScanner.newline, b[k - 1] == UInt8(ascii: ","),
        b[k + 5] == LayoutScanner.quote, b[k + 1] == LayoutScanner.space,
        b[k + 2] == LayoutScanner.space, b[k + 3] == LayoutScanner.space,
        b[k + 4] == LayoutScanner.space
      {
        return k
      }
      k += 1
    }
    return nil
  }

  /// Scans chunk `chunk` (`0..<boundaries.count - 1`) of `bytes` cut at `boundaries` (from
  /// `chunkBoundaries`); `nil` when it is not in Xcode's layout or does not end exactly at the
  /// next cut. Chunks are independent: call it from any thread, in any order.
  static func scanChunk(
    _ bytes: UnsafeBufferPointer<UInt8>, languages: [String], boundaries: [Int], chunk: Int
  ) -> Part? {
    let chunks = boundaries.count - 1
    guard chunk >= 0, chunk < chunks, boundaries[0] == 0, boundaries[chunk] < bytes.count
    else { return nil }
    var scanner = LayoutScanner(b: bytes)
    scanner.languageKeys = languages.map { JSONWriter.bytes(of: .string($0)) }
    scanner.i = boundaries[chunk]
    var index = CatalogSpliceIndex()
    index.languages = languages
    // Room for the chunk's entries (Xcode's layout takes well over 1 KB per entry in a catalog
    // of several languages), so that the arrays are not copied while they grow; the first chunk
    // makes room for the whole file's, which `combine` appends the other chunks' to.
    let entries = (chunk == 0 ? bytes.count : boundaries[chunk + 1] - boundaries[chunk]) / 1024 + 16
    index.reserveEntries(entries)
    scanner.languageRanges.reserveCapacity(entries * languages.count)
    scanner.plainValueQuotes.reserveCapacity(entries * languages.count)
    let ok: Bool
    if chunk == 0 {
      if chunks > 1 { scanner.stop = boundaries[1] }
      ok = scanner.root(into: &index)
    } else if chunk == chunks - 1 {
      ok = scanner.rest(into: &index) && boundaries[chunks] == bytes.count
    } else {
      scanner.sawStrings = true
      scanner.stop = boundaries[chunk + 1]
      ok = !scanner.entries(into: &index) && scanner.stoppedAtBoundary
      index.languageRanges = scanner.languageRanges
      index.plainValueQuotes = scanner.plainValueQuotes
    }
    guard ok else { return nil }
    return Part(
      range: boundaries[chunk]..<boundaries[chunk + 1], index: index,
      rootKeys: scanner.rootKeys, sawSourceLanguage: scanner.sawSourceLanguage,
      canonical: index.canonicalKeys())
  }

  /// The index of the whole file from the chunks' `parts` (in chunk order): exactly what
  /// `scan(bytes, languages:)` returns. When a part is missing or does not line up with the
  /// next, the file is scanned sequentially instead.
  ///
  /// The parts are consumed: the first one's arrays, the only reference to them left, take the
  /// others' entries in place (chunk 0 reserves room for the whole file) instead of being copied.
  static func combine(
    _ parts: consuming [Part?], bytes: UnsafeBufferPointer<UInt8>, boundaries: [Int],
    languages: [String]
  ) -> CatalogSpliceIndex? {
    let linedUp =
      !parts.isEmpty && parts.count + 1 == boundaries.count && boundaries[0] == 0
      && boundaries.last == bytes.count
      && parts.indices.allSatisfy { c in
        guard let part = parts[c] else { return false }
        return part.range == boundaries[c]..<boundaries[c + 1] && part.index.languages == languages
      }
    guard linedUp, var first = parts[0] else { return scan(bytes, languages: languages) }
    parts[0] = nil  // `first` now holds the only reference to its arrays
    guard parts.count > 1 else {
      return first.index.finish(canonical: first.canonical) ? first.index : nil
    }
    var rootKeys = first.rootKeys
    var sawSourceLanguage = first.sawSourceLanguage
    var canonical = first.canonical
    let entries = parts.reduce(first.index.count) { $0 + ($1?.index.count ?? 0) }
    first.index.reserveEntries(entries)
    let stringsEnd = parts[parts.count - 1]?.index.stringsRange.upperBound ?? 0
    for part in parts.dropFirst() {
      guard let part else { continue }
      first.index.append(part.index)
      rootKeys += part.rootKeys
      canonical.append(part.canonical)
      sawSourceLanguage = sawSourceLanguage || part.sawSourceLanguage
    }
    first.index.stringsRange = first.index.stringsRange.lowerBound..<stringsEnd
    // The root object's keys, checked for repeats as `LayoutScanner.object` checks them.
    for (n, key) in rootKeys.enumerated() {
      for other in rootKeys[(n + 1)...] where bytes[key].elementsEqual(bytes[other]) {
        return nil
      }
    }
    guard sawSourceLanguage, first.index.finish(canonical: canonical) else { return nil }
    return first.index
  }

  /// Reserves room for `count` entries in all.
  fileprivate mutating func reserveEntries(_ count: Int) {
    keyRanges.reserveCapacity(count)
    valueRanges.reserveCapacity(count)
    localizationsRanges.reserveCapacity(count)
    languageRanges.reserveCapacity(count * languages.count)
    plainValueQuotes.reserveCapacity(count * languages.count)
    shouldTranslateMembers.reserveCapacity(count)
    nonASCIIKeys.reserveCapacity(count)
  }

  /// Appends the entries of `next`, the part of the file right after this one.
  private mutating func append(_ next: CatalogSpliceIndex) {
    let offset = count
    keyRanges += next.keyRanges
    valueRanges += next.valueRanges
    localizationsRanges += next.localizationsRanges
    languageRanges += next.languageRanges
    plainValueQuotes += next.plainValueQuotes
    shouldTranslateMembers += next.shouldTranslateMembers
    nonASCIIKeys += next.nonASCIIKeys.map { $0 + offset }
    hasSeparatorKeys = hasSeparatorKeys || next.hasSeparatorKeys
    keys.append(contentsOf: next.keys)
    if !next.sourceLanguageRange.isEmpty { sourceLanguageRange = next.sourceLanguageRange }
  }

  /// Scans `bytes` in `chunks` chunks on as many threads (`DispatchQueue.concurrentPerform`):
  /// the same result as `scan(bytes, languages:)`.
  static func scanInParallel(_ bytes: [UInt8], languages: [String] = [], chunks: Int)
    -> CatalogSpliceIndex?
  {
    bytes.withUnsafeBufferPointer { scanInParallel($0, languages: languages, chunks: chunks) }
  }

  /// Scans the file at `bytes` (which must stay valid during the call) in `chunks` chunks on
  /// as many threads: the same result as `scan(bytes, languages:)`.
  static func scanInParallel(
    _ bytes: UnsafeBufferPointer<UInt8>, languages: [String] = [], chunks: Int
  ) -> CatalogSpliceIndex? {
    let boundaries = chunkBoundaries(bytes, count: chunks)
    guard boundaries.count > 2 else { return scan(bytes, languages: languages) }
    let results = ParallelResults<Part?>(count: boundaries.count - 1)
    let shared = ReadOnlyBytes(buffer: bytes)
    DispatchQueue.concurrentPerform(iterations: boundaries.count - 1) { chunk in
      let part = scanChunk(
        shared.buffer, languages: languages, boundaries: boundaries, chunk: chunk)
      results.store(part, at: chunk)
    }
    return combine(
      results.takeValues().map { $0 ?? nil }, bytes: bytes, boundaries: boundaries,
      languages: languages)
  }
}

/// Two indexes are equal when they record the same ranges, flags, languages and keys in the
/// same slots (what tests compare a chunked scan with the sequential one by).
extension CatalogSpliceIndex: Equatable {}

/// Bytes that the threads of `scanInParallel` only read, and that stay valid until
/// `concurrentPerform` returns (after every thread is done): sharing them is safe.
private struct ReadOnlyBytes: @unchecked Sendable {
  let buffer: UnsafeBufferPointer<UInt8>
}

/// Checks bytes against the exact layout `JSONWriter` produces, without building values.
///
/// The hot paths (strings, templates, indentation, object members) do index arithmetic with
/// wrapping operators (`&+`): an index never exceeds the buffer's count, so it cannot overflow,
/// and the overflow checks were about a tenth of the scan's instructions.
struct LayoutScanner {
  let b: UnsafeBufferPointer<UInt8>
  var i = 0
  /// The fixed bytes of plain `stringUnit` localizations.
  let templates = StringUnitTemplates.shared
  /// The range of the `localizations` object of the last entry scanned.
  var localizations: Range<Int> = 0..<0
  /// The keys of the objects being scanned whose keys are not in ascending order, innermost
  /// last (objects in order need no list: see `object`).
  var unorderedKeys: [Range<Int>] = []
  /// The languages whose localization ranges are recorded, as keys in the file (with quotes).
  var languageKeys: [[UInt8]] = []
  /// Entry by entry, the range of the localization for each of `languageKeys`.
  var languageRanges: [Range<Int>] = []
  /// Beside `languageRanges`, the opening quote of each plain string unit's value, else 0
  /// (see `CatalogSpliceIndex.plainValueQuotes`).
  var plainValueQuotes: [Int] = []
  /// Where the last localization that was a plain string unit starts, and its value's opening
  /// quote (set by `localization(level:)`).
  var plainStart = -1
  var plainValueQuote = 0
  /// Where the ranges of the entry being scanned start in `languageRanges`.
  var entryLanguages = 0
  /// Whether the last entry scanned has a `shouldTranslate` member.
  var shouldTranslate = false
  /// Where a chunk of `strings` entries ends (the line feed after an entry's `,`), or `.max`.
  var stop = Int.max
  /// Whether the scan ended at `stop` (a chunk, not a failure).
  var stoppedAtBoundary = false
  /// Whether `strings` was read (or, for the last chunk, started before it).
  var sawStrings = false
  /// Whether `sourceLanguage` was read.
  var sawSourceLanguage = false
  /// The keys of the members of the root object read, in order.
  var rootKeys: [Range<Int>] = []

  static let space: UInt8 = 0x20
  static let newline: UInt8 = 0x0A
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")

  /// The whole file from `i` (its start), or, with `stop` set, the root object up to the
  /// entry of `strings` that ends just before `stop` (then `stoppedAtBoundary` is set).
  mutating func root(into index: inout CatalogSpliceIndex) -> Bool {
    guard i < b.count, b[i] == UInt8(ascii: "{") else { return false }
    let ok = object(level: 0) { scanner, key in scanner.rootMember(key, into: &index) }
    index.languageRanges = languageRanges
    index.plainValueQuotes = plainValueQuotes
    if stoppedAtBoundary { return true }
    guard ok, sawStrings, sawSourceLanguage, stop == .max else { return false }
    return i == b.count || (i == b.count - 1 && b[i] == Self.newline)
  }

  /// The last chunk of a file split by `CatalogSpliceIndex.chunkBoundaries`: from `i`, on the
  /// line feed before an entry of `strings`, the remaining entries, the end of `strings`, the
  /// members of the root object after it and the end of the file. The root keys it reads are
  /// in `rootKeys` (the combined scan checks them for duplicates, as `object` does).
  mutating func rest(into index: inout CatalogSpliceIndex) -> Bool {
    sawStrings = true
    guard entries(into: &index) else { return false }
    index.stringsRange = i..<i
    while true {
      guard i < b.count else { return false }
      if b[i] == UInt8(ascii: ",") {
        i += 1
        guard newlineIndent(1), i < b.count, b[i] == Self.quote else { return false }
        let start = i
        guard string() else { return false }
        let key = start..<i
        guard i + 3 <= b.count, b[i] == Self.space, b[i + 1] == UInt8(ascii: ":"),
          b[i + 2] == Self.space
        else { return false }
        i += 3
        guard rootMember(key, into: &index) else { return false }
        continue
      }
      guard newlineIndent(0), i < b.count, b[i] == UInt8(ascii: "}") else { return false }
      i += 1
      index.languageRanges = languageRanges
      index.plainValueQuotes = plainValueQuotes
      return i == b.count || (i == b.count - 1 && b[i] == Self.newline)
    }
  }

  /// A member of the root object whose key is at `keyRange`, from `i` after ` : `.
  mutating func rootMember(_ keyRange: Range<Int>, into index: inout CatalogSpliceIndex) -> Bool {
    rootKeys.append(keyRange)
    if key(keyRange, is: "sourceLanguage") {
      sawSourceLanguage = true
      let start = i
      guard string(level: 1) else { return false }
      index.sourceLanguageRange = start..<i
      return true
    }
    if key(keyRange, is: "version") { return string(level: 1) }
    guard b[keyRange].elementsEqual("\"strings\"".utf8) else { return value(level: 1) }
    guard !sawStrings, i < b.count, b[i] == UInt8(ascii: "{") else { return false }
    sawStrings = true
    let start = i
    index.stringsRange = start..<start
    i += 1
    if let empty = empty(level: 1, close: UInt8(ascii: "}")) {
      guard empty else { return false }
    } else {
      guard entries(into: &index) else { return false }
    }
    index.stringsRange = start..<i
    // A chunk that stops at `stop` must not reach the end of `strings`.
    return stop == .max
  }

  /// The entries of `strings` (level 1, keys checked for duplicates afterwards by
  /// `ByteKeyTable`) from `i`, on the line feed before an entry, to the end of `strings`; or,
  /// with `stop` set, to the `,` just before `stop` (then `false`, with `stoppedAtBoundary`).
  mutating func entries(into index: inout CatalogSpliceIndex) -> Bool {
    while true {
      guard newlineIndent(2), i < b.count, b[i] == Self.quote else { return false }
      let keyStart = i
      guard string() else { return false }
      let keyRange = keyStart..<i
      guard i + 3 <= b.count, b[i] == Self.space, b[i + 1] == UInt8(ascii: ":"),
        b[i + 2] == Self.space
      else { return false }
      i += 3
      guard index.addKey(b, keyRange) else { return false }
      let valueStart = i
      localizations = 0..<0
      shouldTranslate = false
      entryLanguages = languageRanges.count
      for _ in languageKeys {
        languageRanges.append(0..<0)
        plainValueQuotes.append(0)
      }
      guard entry(level: 2) else { return false }
      index.localizationsRanges.append(localizations)
      index.shouldTranslateMembers.append(shouldTranslate)
      index.keyRanges.append(keyRange)
      index.valueRanges.append(valueStart..<i)
      guard i < b.count else { return false }
      if b[i] == UInt8(ascii: ",") {
        i += 1
        if i >= stop {
          // The next chunk starts on this line feed; `i` past it means the split was wrong.
          stoppedAtBoundary = i == stop
          return false
        }
        continue
      }
      guard newlineIndent(1), i < b.count, b[i] == UInt8(ascii: "}") else { return false }
      i += 1
      return true
    }
  }

  /// Eight spaces, as one little-endian word.
  static let spaces8: UInt64 = 0x2020_2020_2020_2020
  static let ones: UInt64 = 0x0101_0101_0101_0101
  static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The 8 bytes at `k` (which must be in bounds), first byte lowest.
  @inline(__always)
  func word(at k: Int) -> UInt64 {
    UInt64(
      littleEndian: UnsafeRawPointer(b.baseAddress.unsafelyUnwrapped + k).loadUnaligned(
        as: UInt64.self))
  }

  /// A line feed and `2 * level` spaces; compares eight spaces at a time.
  @inline(__always)
  mutating func newlineIndent(_ level: Int) -> Bool {
    let end = i &+ 1 &+ 2 &* level
    guard end <= b.count, b[i] == Self.newline else { return false }
    var k = i &+ 1
    while k &+ 8 <= end {
      guard word(at: k) == Self.spaces8 else { return false }
      k &+= 8
    }
    if k < end {
      if k &+ 8 <= b.count {
        let mask: UInt64 = (1 &<< (UInt64(end &- k) &* 8)) &- 1  // 1 to 7 bytes
        guard (word(at: k) ^ Self.spaces8) & mask == 0 else { return false }
      } else {
        for j in k..<end where b[j] != Self.space { return false }
      }
    }
    i = end
    return true
  }

  mutating func value(level: Int) -> Bool {
    guard i < b.count, level < 400 else { return false }
    switch b[i] {
    case UInt8(ascii: "{"):
      return object(level: level) { scanner, _ in scanner.value(level: level + 1) }
    case UInt8(ascii: "["): return array(level: level)
    case Self.quote: return string()
    case UInt8(ascii: "t"): return literal("true")
    case UInt8(ascii: "f"): return literal("false")
    case UInt8(ascii: "n"): return literal("null")
    default: return number()
    }
  }

  mutating func literal(_ word: StaticString) -> Bool {
    let n = word.utf8CodeUnitCount
    guard i + n <= b.count else { return false }
    for k in 0..<n where b[i + k] != word.utf8Start[k] { return false }
    i += n
    return true
  }

  /// Whether the container at `i` is empty (`{\n\n<indent>}`); consumes it if so.
  mutating func empty(level: Int, close: UInt8) -> Bool? {
    guard i &+ 1 < b.count, b[i] == Self.newline, b[i &+ 1] == Self.newline else { return nil }
    i &+= 1
    guard newlineIndent(level), i < b.count, b[i] == close else { return false }
    i &+= 1
    return true
  }

  mutating func object(
    level: Int, checksDuplicates: Bool = true, member: (inout LayoutScanner, Range<Int>) -> Bool
  ) -> Bool {
    let objectStart = i
    i &+= 1
    if let empty = empty(level: level, close: UInt8(ascii: "}")) { return empty }
    var previous = 0..<0
    // The first key, when it is after the second one (then the others are in order after it).
    var outlier = 0..<0
    var members = 0
    // Where this object's keys start in `unorderedKeys` once they are out of order.
    var base: Int? = nil
    while true {
      guard newlineIndent(level + 1), i < b.count, b[i] == Self.quote else { return false }
      let start = i
      guard string() else { return false }
      let key = start..<i
      // Keys in ascending order cannot repeat: only compare with the previous one then (and
      // with the first one when only it is out of order, as a source language written first).
      // From the first other key out of order on, compare with all the earlier ones.
      members &+= 1
      if checksDuplicates, members > 1 {
        if let base {
          guard !isUnorderedKey(key, from: base) else { return false }
          unorderedKeys.append(key)
        } else if precedes(previous, key) {
          guard outlier.isEmpty || !sameKey(outlier, key) else { return false }
        } else if members == 2 {
          guard !sameKey(previous, key) else { return false }
          outlier = previous
        } else {
          let first = unorderedKeys.count
          base = first
          appendKeys(in: objectStart..<start, level: level)
          guard !isUnorderedKey(key, from: first) else { return false }
          unorderedKeys.append(key)
        }
      }
      previous = key
      guard i &+ 3 <= b.count, b[i] == Self.space, b[i &+ 1] == UInt8(ascii: ":"),
        b[i &+ 2] == Self.space
      else { return false }
      i &+= 3
      guard member(&self, key), i < b.count else { return false }
      if b[i] == UInt8(ascii: ",") {
        i &+= 1
        continue
      }
      guard newlineIndent(level), i < b.count, b[i] == UInt8(ascii: "}") else { return false }
      i &+= 1
      if let base { unorderedKeys.removeLast(unorderedKeys.count - base) }
      return true
    }
  }

  mutating func array(level: Int, stringsOnly: Bool = false) -> Bool {
    i += 1
    if let empty = empty(level: level, close: UInt8(ascii: "]")) { return empty }
    while true {
      guard newlineIndent(level + 1), !stringsOnly || (i < b.count && b[i] == Self.quote),
        value(level: level + 1), i < b.count
      else { return false }
      if b[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      guard newlineIndent(level), i < b.count, b[i] == UInt8(ascii: "]") else { return false }
      i += 1
      return true
    }
  }

  /// The index in `languageKeys` of the key at `key`.
  @inline(__always)
  func languageIndex(_ key: Range<Int>) -> Int? {
    for (l, language) in languageKeys.enumerated() where language.count == key.count {
      if language.withUnsafeBufferPointer({ language in
        for k in 0..<language.count where b[key.lowerBound + k] != language[k] { return false }
        return true
      }) {
        return l
      }
    }
    return nil
  }

  /// Whether the keys at `a` and `other` are the same.
  @inline(__always)
  func sameKey(_ a: Range<Int>, _ other: Range<Int>) -> Bool {
    guard a.count == other.count else { return false }
    for k in 1..<a.count where b[a.lowerBound + k] != b[other.lowerBound + k] { return false }
    return true
  }

  /// Whether `key` is the same as one of `unorderedKeys[base...]`.
  func isUnorderedKey(_ key: Range<Int>, from base: Int) -> Bool {
    let count = key.count
    return unorderedKeys.withUnsafeBufferPointer { keys in
      for n in base..<keys.count where keys[n].count == count {
        let other = keys[n].lowerBound
        var k = 1  // after the quote
        while k < count && b[other + k] == b[key.lowerBound + k] { k += 1 }
        if k == count { return true }
      }
      return false
    }
  }

  /// Appends to `unorderedKeys` the keys of the members of the object at `level` in `range`
  /// (already scanned: its members start lines with exactly `2 * (level + 1)` spaces and a
  /// quote, and no string holds a raw line feed).
  mutating func appendKeys(in range: Range<Int>, level: Int) {
    let indent = 2 * (level + 1)
    var k = range.lowerBound
    let newlines = Self.ones &* UInt64(Self.newline)
    while k + indent + 1 < range.upperBound {
      defer { k += 1 }
      // Skip to the next line feed, eight bytes at a time.
      while k + 8 <= range.upperBound {
        let x = word(at: k) ^ newlines
        let found = (x &- Self.ones) & ~x & Self.highs
        if found != 0 {
          k += found.trailingZeroBitCount >> 3
          break
        }
        k += 8
      }
      guard k + indent + 1 < range.upperBound, b[k] == Self.newline,
        b[k + indent + 1] == Self.quote
      else { continue }
      guard b[(k + 1)...(k + indent)].allSatisfy({ $0 == Self.space }) else { continue }
      let keyStart = k + indent + 1
      var end = keyStart + 1
      while b[end] != Self.quote { end += b[end] == Self.backslash ? 2 : 1 }
      unorderedKeys.append(keyStart..<(end + 1))
      k = end
    }
  }

  /// Whether the key at `a` is bytewise before the one at `b` (both with quotes).
  @inline(__always)
  func precedes(_ a: Range<Int>, _ other: Range<Int>) -> Bool {
    let aCount = a.count &- 2
    let otherCount = other.count &- 2
    let n = min(aCount, otherCount)
    if n <= 8 && a.lowerBound &+ 9 <= b.count && other.lowerBound &+ 9 <= b.count {
      // One word each, masked to the common length, first byte most significant.
      let mask = n == 0 ? 0 : UInt64.max &>> UInt64(64 &- 8 &* n)
      let x = (word(at: a.lowerBound &+ 1) & mask).byteSwapped
      let y = (word(at: other.lowerBound &+ 1) & mask).byteSwapped
      return x != y ? x < y : aCount < otherCount
    }
    for k in 0..<n {
      let x = b[a.lowerBound + 1 + k]
      let y = b[other.lowerBound + 1 + k]
      if x != y { return x < y }
    }
    return aCount < otherCount
  }

  /// A non-zero word when the 8 bytes of `w` hold a quote, a backslash, a byte below 0x20 or a
  /// byte from 0x80: its lowest set bit is the high bit of the first such byte (the carries
  /// that can set higher bits only start at such a byte).
  @inline(__always)
  static func specialBytes(_ w: UInt64) -> UInt64 {
    let quotes = w ^ (ones &* UInt64(quote))
    let backslashes = w ^ (ones &* UInt64(backslash))
    let zeroQuote = (quotes &- ones) & ~quotes
    let zeroBackslash = (backslashes &- ones) & ~backslashes
    let control = (w &- ones &* 0x20) & ~w
    return (zeroQuote | zeroBackslash | control | w) & highs
  }

  /// A string with only the escapes `JSONWriter` writes, valid UTF-8, no raw control bytes.
  /// Runs of plain ASCII are skipped eight bytes at a time; a string that is only that is
  /// done here, anything else continues in `stringRest()`.
  @inline(__always)
  mutating func string() -> Bool {
    i &+= 1
    while i &+ 8 <= b.count {
      let special = Self.specialBytes(word(at: i))
      if special != 0 {
        i &+= special.trailingZeroBitCount &>> 3
        let c = b[i]
        if c == Self.quote {
          i &+= 1
          return true
        }
        // A two-byte UTF-8 sequence, as `utf8SequenceLength` checks it.
        if c >= 0xC2 && c <= 0xDF && i &+ 1 < b.count && b[i &+ 1] & 0xC0 == 0x80 {
          i &+= 2
          continue
        }
        return stringRest()
      }
      i &+= 8
    }
    return stringRest()
  }

  /// The rest of a string from `i` (see `string()`).
  mutating func stringRest() -> Bool {
    while i < b.count {
      while i &+ 8 <= b.count {
        let special = Self.specialBytes(word(at: i))
        if special != 0 {
          i &+= special.trailingZeroBitCount &>> 3
          break
        }
        i &+= 8
      }
      guard i < b.count else { return false }
      let c = b[i]
      if c == Self.quote {
        i &+= 1
        return true
      }
      if c == Self.backslash {
        guard i &+ 1 < b.count else { return false }
        switch b[i &+ 1] {
        case Self.quote, Self.backslash, UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"),
          UInt8(ascii: "b"), UInt8(ascii: "f"):
          i &+= 2
        case UInt8(ascii: "u"):
          guard i + 6 <= b.count, b[i + 2] == UInt8(ascii: "0"), b[i + 3] == UInt8(ascii: "0")
          else { return false }
          let high = b[i + 4]
          let low = b[i + 5]
          guard high == UInt8(ascii: "0") || high == UInt8(ascii: "1") else { return false }
          let lowValue: UInt8
          switch low {
          case UInt8(ascii: "0")...UInt8(ascii: "9"): lowValue = low - UInt8(ascii: "0")
          case UInt8(ascii: "a")...UInt8(ascii: "f"): lowValue = low - UInt8(ascii: "a") + 10
          default: return false
          }
          let value = (high - UInt8(ascii: "0")) * 16 + lowValue
          guard ![0x08, 0x09, 0x0A, 0x0C, 0x0D].contains(value) else { return false }
          i &+= 6
        default: return false
        }
      } else if c < 0x20 {
        return false
      } else if c < 0x80 {
        i &+= 1
      } else if c >= 0xC2 && c <= 0xDF && i &+ 1 < b.count && b[i &+ 1] & 0xC0 == 0x80 {
        i += 2  // the common two-byte sequence, as `utf8SequenceLength` checks it
      } else if !utf8Sequence() {
        return false
      }
    }
    return false
  }

  /// A well-formed, shortest-form, non-surrogate UTF-8 sequence (as `JSONParser` requires).
  mutating func utf8Sequence() -> Bool {
    guard let length = utf8SequenceLength(b, at: i) else { return false }
    i += length
    return true
  }

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
  mutating func number() -> Bool {
    func isDigit(_ k: Int) -> Bool { k < b.count && b[k] >= 0x30 && b[k] <= 0x39 }
    if i < b.count && b[i] == UInt8(ascii: "-") { i += 1 }
    guard isDigit(i) else { return false }
    if b[i] == UInt8(ascii: "0") {
      i += 1
    } else {
      while isDigit(i) { i += 1 }
    }
    if i < b.count && b[i] == UInt8(ascii: ".") {
      i += 1
      guard isDigit(i) else { return false }
      while isDigit(i) { i += 1 }
    }
    if i < b.count && (b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E")) {
      i += 1
      if i < b.count && (b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-")) { i += 1 }
      guard isDigit(i) else { return false }
      while isDigit(i) { i += 1 }
    }
    return true
  }
}

// The fields `SchemaCheck` checks: a wrong type makes the scan fail, so the full read reports it.
extension LayoutScanner {
  /// Whether the key at `key` (with quotes, canonical escapes) is exactly `name`.
  @inline(__always)
  func key(_ key: Range<Int>, is name: StaticString) -> Bool {
    let n = name.utf8CodeUnitCount
    guard key.count == n + 2 else { return false }
    for k in 0..<n where b[key.lowerBound + 1 + k] != name.utf8Start[k] { return false }
    return true
  }

  /// A string (as `value(level:)` reads it).
  @inline(__always)
  mutating func string(level: Int) -> Bool {
    i < b.count && b[i] == Self.quote && level < 400 && string()
  }

  /// `true` or `false` (as `value(level:)` reads them).
  mutating func bool(level: Int) -> Bool {
    guard i < b.count, level < 400 else { return false }
    if b[i] == UInt8(ascii: "t") { return literal("true") }
    return b[i] == UInt8(ascii: "f") && literal("false")
  }

  /// A number `JSONValue.intValue` reads.
  mutating func integer(level: Int) -> Bool {
    let start = i
    guard number() else { return false }
    let text = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
    return Int(text) != nil
  }

  /// An object whose member values all satisfy `body`.
  mutating func objectOf(level: Int, _ body: (inout LayoutScanner) -> Bool) -> Bool {
    guard i < b.count, b[i] == UInt8(ascii: "{") else { return false }
    return object(level: level) { scanner, _ in body(&scanner) }
  }

  /// An object; `field` checks the value of a member it knows, others may be anything.
  mutating func fields(level: Int, _ field: (inout LayoutScanner, Range<Int>) -> Bool?) -> Bool {
    guard i < b.count, b[i] == UInt8(ascii: "{") else { return false }
    return object(level: level) { scanner, key in
      field(&scanner, key) ?? scanner.value(level: level + 1)
    }
  }

  /// The level of an entry's localizations (the root is 0, `strings` 1, an entry 2).
  static let localizationLevel = 4

  /// An entry of `strings` (at level 2), as `SchemaCheck.entry`.
  mutating func entry(level: Int) -> Bool {
    fields(level: level) { s, key in
      if s.key(key, is: "comment") || s.key(key, is: "extractionState")
        || s.key(key, is: "commentGenerationVersion")
      {
        return s.string(level: level + 1)
      }
      if s.key(key, is: "shouldTranslate") {
        s.shouldTranslate = true
        return s.bool(level: level + 1)
      }
      if s.key(key, is: "isCommentAutoGenerated") || s.key(key, is: "generatesSymbol") {
        return s.bool(level: level + 1)
      }
      if s.key(key, is: "localizations") {
        let start = s.i
        guard s.i < s.b.count, s.b[s.i] == UInt8(ascii: "{") else { return false }
        let ok = s.object(level: level + 1) { s, language in
          let start = s.i
          guard s.localization(level: Self.localizationLevel) else { return false }
          if let l = s.languageIndex(language) {
            s.languageRanges[s.entryLanguages + l] = start..<s.i
            if s.plainStart == start {
              s.plainValueQuotes[s.entryLanguages + l] = s.plainValueQuote
            }
          }
          return true
        }
        guard ok else { return false }
        s.localizations = start..<s.i
        return true
      }
      return nil
    }
  }

  /// A localization, as `SchemaCheck.localization`.
  mutating func localization(level: Int) -> Bool {
    guard level < 400 else { return false }
    let start = i
    if level < StringUnitTemplates.levels, plainStringUnit(level: level) {
      plainStart = start
      return true
    }
    i = start
    let inner = level + 1
    return fields(level: level) { s, key in
      if s.key(key, is: "stringUnit") {
        return s.fields(level: inner) { s, field in
          s.key(field, is: "state") || s.key(field, is: "value") ? s.string(level: inner + 1) : nil
        }
      }
      if s.key(key, is: "stringSet") {
        return s.fields(level: inner) { s, field in
          if s.key(field, is: "state") { return s.string(level: inner + 1) }
          if s.key(field, is: "values") {
            return s.i < s.b.count && s.b[s.i] == UInt8(ascii: "[")
              && s.array(level: inner + 1, stringsOnly: true)
          }
          return nil
        }
      }
      if s.key(key, is: "variations") { return s.variations(level: inner) }
      if s.key(key, is: "substitutions") {
        return s.objectOf(level: inner) { s in
          s.fields(level: inner + 1) { s, field in
            if s.key(field, is: "argNum") { return s.integer(level: inner + 2) }
            if s.key(field, is: "formatSpecifier") { return s.string(level: inner + 2) }
            if s.key(field, is: "variations") { return s.variations(level: inner + 2) }
            return nil
          }
        }
      }
      return nil
    }
  }

  /// The usual localization, `{"stringUnit" : {"state" : "…", "value" : "…"}}`, checked as
  /// three fixed byte runs around two strings (what `localization(level:)` accepts for it,
  /// faster); `false` for anything else, with `i` anywhere (the caller starts over).
  @inline(__always)
  mutating func plainStringUnit(level: Int) -> Bool {
    let t = templates
    guard matches(t.head(level)), string(), matches(t.middle(level)) else { return false }
    let quote = i
    guard string(), matches(t.tail(level)) else { return false }
    plainValueQuote = quote
    return true
  }

  /// Whether the bytes at `i` are `literal` (then skipped). A literal that ends with a quote
  /// leaves `i` on it (the start of the string that follows).
  @inline(__always)
  mutating func matches(_ literal: StaticString) -> Bool {
    matches(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Whether the bytes at `i` are `literal` (then skipped), eight at a time. A literal that
  /// ends with a quote leaves `i` on it (the start of the string that follows).
  @inline(__always)
  mutating func matches(_ literal: UnsafeBufferPointer<UInt8>) -> Bool {
    let n = literal.count
    guard n > 0, i &+ n <= b.count, let start = literal.baseAddress else { return n == 0 }
    var k = 0
    if n >= 8 {
      // Whole words, the last one overlapping the one before when `n` is not a multiple of 8.
      while true {
        let at = min(k, n &- 8)
        let expected = UnsafeRawPointer(start + at).loadUnaligned(as: UInt64.self)
        guard word(at: i &+ at) == UInt64(littleEndian: expected) else { return false }
        k &+= 8
        if k >= n { break }
      }
    }
    while k < n {
      guard b[i &+ k] == start[k] else { return false }
      k &+= 1
    }
    i &+= n
    if start[n &- 1] == Self.quote { i &-= 1 }
    return true
  }

  /// `variations`: kind → variation → localization.
  mutating func variations(level: Int) -> Bool {
    objectOf(level: level) { s in
      s.objectOf(level: level + 1) { $0.localization(level: level + 2) }
    }
  }
}

/// Positions by key, where a key is the exact UTF-8 bytes and its position the order in which
/// it was appended: the keys are kept back to back in one array and found by open addressing
/// (no `String` nor allocation per key).
struct ByteKeyTable: Equatable {
  /// The keys' bytes, back to back, in order.
  private var storage: [UInt8] = []
  /// Where each key starts in `storage`; one more element, the end of the last one.
  private var starts: [Int] = [0]
  /// The position of a key in the slot its hash leads to (`-1` for a free slot), built by
  /// `buildSlots()`.
  private var slots: [Int32] = []

  /// The number of keys.
  var count: Int { starts.count - 1 }

  /// Adds `key` at position `count` (call `buildSlots()` after the last one).
  mutating func append(_ key: UnsafeBufferPointer<UInt8>) {
    storage.append(contentsOf: key)
    starts.append(storage.count)
  }

  /// Adds the keys of `other` (not yet findable either) after these, in order.
  mutating func append(contentsOf other: ByteKeyTable) {
    let offset = storage.count
    storage.append(contentsOf: other.storage)
    starts.reserveCapacity(starts.count + other.count)
    for n in 1..<other.starts.count { starts.append(other.starts[n] + offset) }
  }

  /// Makes the keys findable; `false` when two keys are the same.
  mutating func buildSlots() -> Bool {
    var size = 16
    while size < 2 * count { size *= 2 }
    var slots = [Int32](repeating: -1, count: size)
    let mask = size - 1
    let unique = storage.withUnsafeBufferPointer { stored in
      for n in 0..<count {
        let key = UnsafeBufferPointer(rebasing: stored[starts[n]..<starts[n + 1]])
        var slot = Self.hash(key) & mask
        while slots[slot] >= 0 {
          if isKey(Int(slots[slot]), key) { return false }
          slot = (slot + 1) & mask
        }
        slots[slot] = Int32(n)
      }
      return true
    }
    self.slots = slots
    return unique
  }

  /// A random seed per process (from `Hasher`'s), so the slots of keys are not predictable.
  private static let seed: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0x5EED)
    return UInt64(truncatingIfNeeded: hasher.finalize())
  }()

  /// A multiply-and-mix hash of the bytes, eight at a time (much cheaper than `Hasher` for the
  /// short keys of a catalog).
  private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var h = seed ^ (UInt64(key.count) &* multiplier)
    var k = 0
    if let base = key.baseAddress {
      while k + 8 <= key.count {
        let w = UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)
        h = (h ^ w) &* multiplier
        h ^= h >> 29
        k += 8
      }
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while k < key.count {
      tail |= UInt64(key[k]) << shift
      shift += 8
      k += 1
    }
    h = (h ^ tail) &* multiplier
    h ^= h >> 32
    h = h &* 0xC4CE_B9FE_1A85_EC53
    h ^= h >> 29
    return Int(truncatingIfNeeded: h)
  }

  private func isKey(_ n: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = starts[n]
    guard starts[n + 1] - start == key.count else { return false }
    guard let keyBase = key.baseAddress else { return true }
    return storage.withUnsafeBufferPointer { stored in
      guard let base = stored.baseAddress else { return false }
      return memcmp(base + start, keyBase, key.count) == 0
    }
  }

  /// The position of `key`, if it is there.
  func position(of key: UnsafeBufferPointer<UInt8>) -> Int? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var slot = Self.hash(key) & mask
    while slots[slot] >= 0 {
      let n = Int(slots[slot])
      if isKey(n, key) { return n }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// The key at `position` (`0..<count`).
  func key(at position: Int) -> String {
    String(decoding: storage[starts[position]..<starts[position + 1]], as: UTF8.self)
  }
}

/// The fixed bytes of a plain `stringUnit` localization at each level (see
/// `LayoutScanner.plainStringUnit(level:)`), built once.
final class StringUnitTemplates: @unchecked Sendable {
  /// Levels `0..<levels` have templates (the usual ones are 4, in an entry, and 7, in a
  /// variation).
  static let levels = 16
  /// The templates (immutable once built).
  static let shared = StringUnitTemplates()

  private let storage: UnsafeMutableBufferPointer<UInt8>
  /// For each level, the ranges in `storage` of its head, middle and tail.
  private let ranges: [(Range<Int>, Range<Int>, Range<Int>)]

  private init() {
    func indent(_ level: Int) -> String { "\n" + String(repeating: " ", count: 2 * level) }
    var bytes: [UInt8] = []
    var ranges: [(Range<Int>, Range<Int>, Range<Int>)] = []
    func add(_ text: String) -> Range<Int> {
      let start = bytes.count
      bytes.append(contentsOf: text.utf8)
      return start..<bytes.count
    }
    for level in 0..<Self.levels {
      let head = add(
        "{" + indent(level + 1) + "\"stringUnit\" : {" + indent(level + 2) + "\"state\" : \"")
      let middle = add("," + indent(level + 2) + "\"value\" : \"")
      let tail = add(indent(level + 1) + "}" + indent(level) + "}")
      ranges.append((head, middle, tail))
    }
    storage = .allocate(capacity: bytes.count)
    _ = storage.initialize(from: bytes)
    self.ranges = ranges
  }

  deinit { storage.deallocate() }

  private func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: storage[range])
  }

  /// `{`, the `stringUnit` line and the `state` key, up to the quote of its value.
  func head(_ level: Int) -> UnsafeBufferPointer<UInt8> { bytes(ranges[level].0) }
  /// `,` and the `value` key, up to the quote of its value.
  func middle(_ level: Int) -> UnsafeBufferPointer<UInt8> { bytes(ranges[level].1) }
  /// The two closing braces on their lines.
  func tail(_ level: Int) -> UnsafeBufferPointer<UInt8> { bytes(ranges[level].2) }
}
