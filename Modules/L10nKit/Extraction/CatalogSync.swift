/// One change `CatalogSync` makes (or, for `--dry-run`, would make) to a String Catalog.
public struct CatalogChange: Hashable, Sendable, CustomStringConvertible {
  /// What happens to the key.
  public enum Kind: String, Hashable, Sendable {
    /// A key used in code is added to the catalog.
    case added
    /// A key no longer used in code is marked `extractionState: stale`; translations are kept.
    case markedStale = "stale"
    /// A key no longer used in code that holds nothing anyone wrote (no translation, no
    /// source text edited in the catalog) is removed, as Xcode removes it.
    case removed
    /// A stale key used in code again loses its `stale` state.
    case restored
    /// The comment written in code replaces the entry's comment.
    case commentChanged = "comment"
    /// The default value written in code (or the Info.plist's value) replaces the source
    /// language's text Xcode extracted before; translations of the old text need review.
    case valueChanged = "value"
  }

  /// What happens to the key.
  public var kind: Kind
  /// The catalog key.
  public var key: String
  /// The first use in code, for `added`, `restored`, `comment` and `value`; `nil` for `stale`.
  public var location: SourceLocation?

  /// Creates a change.
  public init(kind: Kind, key: String, location: SourceLocation? = nil) {
    self.kind = kind
    self.key = key
    self.location = location
  }

  /// One line for `l10n extract --dry-run`: `added "key" (Views/A.swift:3:6)`.
  public var description: String {
    let place = location.map { " (\($0))" } ?? ""
    let key = key.escapingControlCharacters
    switch kind {
    case .added: return "added \"\(key)\"\(place)"
    case .markedStale: return "stale \"\(key)\" (no longer used in code)"
    case .removed: return "removed \"\(key)\" (no longer used in code, nothing translated)"
    case .restored: return "restored \"\(key)\"\(place)"
    case .commentChanged: return "comment \"\(key)\"\(place)"
    case .valueChanged: return "value \"\(key)\"\(place)"
    }
  }
}

/// Brings a String Catalog in line with the keys used in code, the way Xcode's build-time
/// extraction does.
///
/// - A key used in code but missing from the catalog is added at its collated position, with the
///   call sites' comments (distinct ones joined by a line feed, in source order); a key given a
///   `defaultValue` is `extracted_with_value` with the default as the source language's unit,
///   state `new`; an App Shortcut's first phrase is `extracted_with_value` with every phrase of
///   the shortcut as the source language's `stringSet`, state `new`.
/// - A key no longer used is marked `stale` when it was extracted automatically (no
///   `extractionState`, or `extracted_with_value`) and holds something someone wrote: a
///   translation, or a source text edited in the catalog (state other than `new`, variations,
///   substitutions), or `shouldTranslate: false`. One that holds nothing else than what Xcode
///   wrote (its comment, its default value in state `new`) is removed, as Xcode removes it
///   (RISCfuture/Zephyr's widget catalog: Xcode removed 13 such keys and marked stale the
///   one with English plural variations; no Xcode-written project catalog of the test corpus
///   or of 15 other apps holds a stale key without a translation or an edited source text).
///   A stale key used again is restored, to `extracted_with_value` when a call gives a default
///   value, else to no state.
/// - An `extracted_with_value` key whose default value changed gets the new value as its
///   source-language text while that unit is still Xcode's (state `new`), and each translation
///   of the old text (state `translated`) becomes `needs_review`, its text kept. A source text
///   the developer edited (state `translated`) is kept. (Caldis/Mos's storyboard catalog and
///   anonaddy/addy-ios's and Kyome22/GitGrass's Info.plist catalogs show Xcode doing both.)
/// - `manual` and `migrated` keys and every other translation are never touched.
/// - An interpolated key (`Text("\(n) items")`, keyed `%@ items`) matches an existing key with
///   any format specifier in those places (`%lld items`), since types are not inferred; a new one
///   is added with `%@`.
public struct CatalogSync: Sendable {
  /// The table the catalog holds (its file name without `.xcstrings`): keys whose `table` is
  /// `nil` belong to `Localizable`. Only ``sync(_:with:)`` filters by it.
  public var table: String
  /// Whether comments written in code replace the comments of extracted keys.
  public var updatesComments: Bool

  /// Creates a sync for the catalog of `table`.
  public init(table: String = "Localizable", updatesComments: Bool = true) {
    self.table = table
    self.updatesComments = updatesComments
  }

  /// The catalog with the changes applied, and the changes: restorations, value and comment changes
  /// in source order, then stale marks in catalog order, then additions in source order.
  public func synced(_ catalog: StringCatalog, with scans: [SourceScan]) -> (
    catalog: StringCatalog, changes: [CatalogChange]
  ) {
    var catalog = catalog
    let changes = sync(&catalog, with: scans)
    return (catalog, changes)
  }

  /// Applies the changes to `catalog` and returns them: the keys of `scans` whose table is this
  /// sync's.
  @discardableResult
  public func sync(_ catalog: inout StringCatalog, with scans: [SourceScan]) -> [CatalogChange] {
    let inTable = { (key: ExtractedKey) in (key.table ?? "Localizable") == table }
    return sync(
      &catalog, uses: scans.flatMap { $0.keys.filter(inTable) },
      possibleUses: scans.flatMap {
        $0.possibleKeys.filter { $0.isPossibleInAnyTable || inTable($0) }
      })
  }

  /// Applies the changes for the keys code uses from this catalog (`uses`, in source order) and
  /// returns them. `possibleUses` are literals that may be keys: they neither add nor restore a
  /// key, but a key they spell is not marked stale. With `marksStale` false, no key is marked
  /// stale (the uses may not be all there are).
  @discardableResult
  public func sync(
    _ catalog: inout StringCatalog, uses keys: [ExtractedKey], possibleUses: [ExtractedKey] = [],
    marksStale: Bool = true
  ) -> [CatalogChange] {
    let uses = collectUses(keys)
    var changes: [CatalogChange] = []
    var used: Set<Int> = []
    var additions: [(KeyUse, String)] = []
    // An interpolated use with no key of its own spelling is the first key of its shape (every
    // specifier read as `%@`), as lint matches them: `%@` where this extractor did not know the
    // type, or another specifier than the catalog's, never adds a key beside the translated one.
    var byShape: [String: Int] = [:]
    // The first key of each shape that is not stale: where Xcode typed a use this extractor
    // cannot type (`\(day.day)`, an `Int` of a compiled package), its `%lld` is active and
    // the `%@` of an older extraction stale, which the use must not restore.
    var activeByShape: [String: Int] = [:]
    for (offset, entry) in catalog.entries.enumerated() where entry.key.contains("%") {
      let shape = LintContext.shape(of: entry.key)
      if byShape[shape] == nil { byShape[shape] = offset }
      if activeByShape[shape] == nil, entry.extractionState != ExtractionState.stale {
        activeByShape[shape] = offset
      }
    }

    for use in uses {
      var index = catalog.index(ofKey: use.key)
      // A typed use's key is the compiler's (`ExtractedKey.isTyped`): it is looked up by that
      // spelling alone, as Xcode extracts it (Zephyr's re-save added `Uploading %@` and left
      // `Uploading %lld` for stale); only an untyped use stands for a key of its shape.
      if !use.isTyped, let exact = index, use.isInterpolated,
        catalog.entries[exact].extractionState == ExtractionState.stale,
        let active = activeByShape[LintContext.shape(of: use.key)]
      {
        index = active
      }
      if index == nil, use.isInterpolated, !use.isTyped {
        index = byShape[LintContext.shape(of: use.key)]
      }
      guard let index else {
        additions.append((use, use.key))
        continue
      }
      used.insert(index)
      let entry = catalog.entries[index]
      if entry.extractionState == ExtractionState.stale {
        catalog.updateEntry(forKey: entry.key) { entry in
          entry.extractionState =
            use.defaultValue == nil && use.phrases == nil
            ? nil : ExtractionState.extractedWithValue
        }
        changes.append(CatalogChange(kind: .restored, key: entry.key, location: use.location))
      }
      if let value = use.defaultValue, use.phrases == nil,
        refreshValue(value, of: index, in: &catalog, isFormat: use.isFormatValue)
      {
        changes.append(CatalogChange(kind: .valueChanged, key: entry.key, location: use.location))
      }
      if updatesComments, ExtractionState.isAutomatic(catalog.entries[index].extractionState),
        let comment = use.comment,
        entry.comment != comment
      {
        catalog.updateEntry(forKey: entry.key) { entry in
          entry.comment = comment
          entry.isCommentAutoGenerated = false
        }
        changes.append(CatalogChange(kind: .commentChanged, key: entry.key, location: use.location))
      }
    }

    // An untyped interpolated use keeps every key of its shape alive: `Text("\\(index + 1)")`
    // is keyed `%@` here, where Xcode knows the `Int` and wrote `%lld`.
    var possible = Set(
      possibleUses.map { $0.isInterpolated ? LintContext.shape(of: $0.key) : $0.key })
    for key in keys where key.isInterpolated && !key.isTyped {
      possible.insert(LintContext.shape(of: key.key))
    }
    for entry in catalog.entries.indices.filter({ !used.contains($0) }).map({ catalog.entries[$0] })
    where marksStale && ExtractionState.isAutomatic(entry.extractionState)
      && !possible.contains(entry.key)
      && !(entry.key.contains("%") && possible.contains(LintContext.shape(of: entry.key)))
    {
      if Self.holdsWrittenContent(entry, sourceLanguage: catalog.sourceLanguage) {
        catalog.updateEntry(forKey: entry.key) { $0.extractionState = ExtractionState.stale }
        changes.append(CatalogChange(kind: .markedStale, key: entry.key))
      } else {
        catalog.removeEntry(forKey: entry.key)
        changes.append(CatalogChange(kind: .removed, key: entry.key))
      }
    }

    for (use, key) in additions {
      var entry = CatalogEntry(key: key, comment: use.comment)
      if use.defaultValue != nil || use.phrases != nil {
        entry.extractionState = ExtractionState.extractedWithValue
      }
      if let phrases = use.phrases {
        // An App Shortcut: its phrases, as Xcode writes them (a11yland/Hissi-iOS).
        entry.setLocalization(
          CatalogLocalization(stringSet: StringSet(state: UnitState.new, values: phrases)),
          for: catalog.sourceLanguage)
      } else if let value = use.defaultValue ?? Self.positionalSource(of: key) {
        entry.setLocalization(
          CatalogLocalization(stringUnit: StringUnit(state: UnitState.new, value: value)),
          for: catalog.sourceLanguage)
      }
      catalog.insert(entry)
      changes.append(CatalogChange(kind: .added, key: key, location: use.location))
    }
    return changes
  }

  /// The source-language text Xcode writes when it adds a key with several arguments, none
  /// numbered: the key with each argument's position (`"%@ of %lld"` → `"%1$@ of %2$lld"`,
  /// in state `new`), so a translation may reorder them. Nil for any other key (one argument,
  /// numbered ones, substitutions, a `%` that starts no specifier). Catalogs show it for every
  /// such key Xcode added lately (48 in the test corpus, none for a key with one argument).
  static func positionalSource(of key: String) -> String? {
    let format = FormatString(key)
    let arguments = format.specifiers.filter { $0.argument != nil }
    guard arguments.count >= 2, format.invalidPercents.isEmpty, format.argPlaceholders.isEmpty,
      format.specifiers.allSatisfy({ $0.explicitPosition == nil && $0.substitution == nil })
    else { return nil }
    var bytes = Array(key.utf8)
    // From the last one, so the earlier offsets stay right; each `%` is followed by `N$`.
    for (number, specifier) in arguments.enumerated().reversed() {
      bytes.insert(contentsOf: "\(number + 1)$".utf8, at: specifier.offset + 1)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Gives the entry at `index` the default value `value` when its source text is outdated
  /// (see ``outdatedSourceUnit(of:sourceLanguage:defaultValue:isFormat:)``); every
  /// `translated` unit of the other languages becomes `needs_review`. Whether it changed
  /// anything.
  private func refreshValue(
    _ value: String, of index: Int, in catalog: inout StringCatalog, isFormat: Bool
  ) -> Bool {
    let entry = catalog.entries[index]
    let sourceLanguage = catalog.sourceLanguage
    guard
      var unit = Self.outdatedSourceUnit(
        of: entry, sourceLanguage: sourceLanguage, defaultValue: value, isFormat: isFormat),
      var source = entry.localization(for: sourceLanguage)
    else { return false }
    unit.value = value
    source.stringUnit = unit
    catalog.updateEntry(forKey: entry.key) { entry in
      entry.setLocalization(source, for: sourceLanguage)
      for (language, localization) in entry.localizations where language != sourceLanguage {
        var reviewed = localization
        for leaf in localization.leaves where leaf.stringUnit?.state == UnitState.translated {
          guard var node = reviewed[path: leaf.path], var unit = node.stringUnit else { continue }
          unit.state = UnitState.needsReview
          node.stringUnit = unit
          reviewed[path: leaf.path] = node
        }
        if reviewed != localization { entry.setLocalization(reviewed, for: language) }
      }
    }
    return true
  }

  /// The source-language unit of `entry` when Xcode would replace its text with the default
  /// value `value` (as Xcode writes it, see ``sourceText(ofDefaultValueOf:)``): the key
  /// is `extracted_with_value` and its source text is Xcode's (one unit in state `new`, no
  /// variations) but another. A code's default value (`isFormat`) is the same text when only
  /// its specifiers differ: an interpolation typed `%@` here is the `%lld` the compiler knew.
  static func outdatedSourceUnit(
    of entry: CatalogEntry, sourceLanguage: String, defaultValue value: String, isFormat: Bool
  ) -> StringUnit? {
    guard entry.extractionState == ExtractionState.extractedWithValue,
      let source = entry.localization(for: sourceLanguage), source.variations == nil,
      source.substitutions.isEmpty, let unit = source.stringUnit, unit.state == UnitState.new,
      unit.value != value,
      !isFormat || LintContext.shape(of: unit.value) != LintContext.shape(of: value)
    else { return nil }
    return unit
  }

  /// The default value of `key` as Xcode writes it as the source text: a code's with its
  /// arguments numbered when it has several (`"\(count) on \(host)"` is `%1$lld on %2$@`, as
  /// mlemgroup/mlem's catalog and every other such value of the test corpus show), an
  /// Info.plist's as it is.
  static func sourceText(ofDefaultValueOf key: ExtractedKey) -> String? {
    guard let value = key.defaultValue else { return nil }
    return key.api == .infoPlist ? value : positionalSource(of: value) ?? value
  }

  /// Whether `entry` holds something a person wrote, which marking it stale keeps: a
  /// translation (a unit of another language in a state other than `new`, or with text), a
  /// source-language text edited in the catalog (a unit in a state other than `new`,
  /// variations or substitutions) or `shouldTranslate: false`. Its comment and a source text
  /// in state `new` are what Xcode wrote from the code.
  static func holdsWrittenContent(_ entry: CatalogEntry, sourceLanguage: String) -> Bool {
    if !entry.shouldTranslate { return true }
    for (language, localization) in entry.localizations {
      if language == sourceLanguage {
        if localization.variations != nil || !localization.substitutions.isEmpty { return true }
        if let unit = localization.stringUnit, unit.state != UnitState.new { return true }
        if let set = localization.stringSet, set.state != UnitState.new { return true }
        continue
      }
      for leaf in localization.leaves {
        if let state = leaf.state, state != UnitState.new { return true }
        if let unit = leaf.stringUnit, !unit.value.isEmpty { return true }
        if let set = leaf.stringSet, !set.values.isEmpty { return true }
      }
    }
    return false
  }

  /// Every distinct key, in source order, with its merged comments.
  private func collectUses(_ keys: [ExtractedKey]) -> [KeyUse] {
    var uses: [KeyUse] = []
    var indexByKey: [String: Int] = [:]
    for key in keys {
      if let index = indexByKey[key.key] {
        uses[index].merge(key)
      } else {
        indexByKey[key.key] = uses.count
        uses.append(KeyUse(key))
      }
    }
    return uses
  }
}

/// One catalog key and what its call sites say about it.
private struct KeyUse {
  var key: String
  var location: SourceLocation
  var isInterpolated: Bool
  /// Whether a call site's key is the compiler's (`ExtractedKey.isTyped`).
  var isTyped: Bool
  var comments: [String] = []
  /// The default value as Xcode writes it (see `CatalogSync.sourceText(ofDefaultValueOf:)`).
  var defaultValue: String?
  /// Whether the default value is a format string (from code, not an Info.plist).
  var isFormatValue: Bool
  var phrases: [String]?

  init(_ extracted: ExtractedKey) {
    key = extracted.key
    location = extracted.location
    isInterpolated = extracted.isInterpolated
    isTyped = extracted.isTyped
    isFormatValue = extracted.api != .infoPlist
    defaultValue = CatalogSync.sourceText(ofDefaultValueOf: extracted)
    phrases = extracted.phrases
    if let comment = extracted.comment, !comment.isEmpty { comments = [comment] }
  }

  mutating func merge(_ extracted: ExtractedKey) {
    isTyped = isTyped || extracted.isTyped
    if let comment = extracted.comment, !comment.isEmpty, !comments.contains(comment) {
      comments.append(comment)
    }
    if defaultValue == nil { defaultValue = CatalogSync.sourceText(ofDefaultValueOf: extracted) }
    if phrases == nil { phrases = extracted.phrases }
  }

  /// Xcode joins the distinct comments of several call sites with a line feed, sorted (every
  /// catalog of the test corpus and DarkDust/Concerts: `"Button label…\nMenu entry…"` whatever
  /// the order of the files).
  var comment: String? { comments.isEmpty ? nil : comments.sorted().joined(separator: "\n") }
}
