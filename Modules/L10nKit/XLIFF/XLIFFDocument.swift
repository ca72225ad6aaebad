/// The XLIFF versions `l10n` reads and writes.
public enum XLIFFVersion: String, Sendable, Equatable, CaseIterable {
  /// XLIFF 1.2, the only version Xcode reads and writes.
  case v1_2 = "1.2"
  /// OASIS XLIFF 2.0, for translation platforms that prefer it.
  case v2_0 = "2.0"
}

/// An XLIFF document: one `<file>` per catalog, as Xcode exports it.
public struct XLIFFDocument: Sendable, Equatable {
  /// The version it was read as or will be written as.
  public var version: XLIFFVersion
  /// The files, in document order.
  public var files: [XLIFFFile]

  /// Creates a document.
  public init(version: XLIFFVersion = .v1_2, files: [XLIFFFile]) {
    self.version = version
    self.files = files
  }
}

/// The producer named in a 1.2 `<header><tool .../>`.
public struct XLIFFTool: Sendable, Equatable {
  /// `tool-id`, e.g. `com.apple.dt.xcode`.
  public var id: String
  /// `tool-name`, e.g. `Xcode`.
  public var name: String
  /// `tool-version`, e.g. `15.3`.
  public var version: String
  /// `build-num`, e.g. `15E204a`; nil leaves the attribute out.
  public var buildNumber: String?

  /// Creates a tool header.
  public init(id: String, name: String, version: String, buildNumber: String? = nil) {
    self.id = id
    self.name = name
    self.version = version
    self.buildNumber = buildNumber
  }

  /// The default header naming `l10n`; pass Xcode's values to reproduce an Xcode export exactly.
  public static let l10n = XLIFFTool(id: "org.atelier.l10n", name: "l10n", version: "1.0")
}

/// One `<file>`: the units of one catalog for one target language.
public struct XLIFFFile: Sendable, Equatable {
  /// The catalog path relative to the project root, e.g. `App/Localizable.xcstrings`.
  public var original: String
  /// The catalog's development language.
  public var sourceLanguage: String
  /// The language the targets are in.
  public var targetLanguage: String?
  /// `datatype` (1.2); Xcode writes `plaintext`.
  public var datatype: String
  /// The `<tool>` header (1.2), nil for none.
  public var tool: XLIFFTool?
  /// The units, in document order.
  public var units: [XLIFFUnit]

  /// Creates a file.
  public init(
    original: String, sourceLanguage: String, targetLanguage: String?,
    datatype: String = "plaintext", tool: XLIFFTool? = .l10n, units: [XLIFFUnit]
  ) {
    self.original = original
    self.sourceLanguage = sourceLanguage
    self.targetLanguage = targetLanguage
    self.datatype = datatype
    self.tool = tool
    self.units = units
  }
}

/// A translation state as XLIFF 1.2 spells it (`new`, `translated`, `needs-review-l10n`, ...).
///
/// Stored as an open string: translation tools write all ten 1.2 states and more.
public struct XLIFFState: RawRepresentable, Hashable, Sendable {
  /// The 1.2 `state` attribute value.
  public var rawValue: String
  /// Creates a state from its 1.2 spelling.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Untranslated (catalog `new`).
  public static let new = XLIFFState(rawValue: "new")
  /// Translated (catalog `translated`).
  public static let translated = XLIFFState(rawValue: "translated")
  /// Needs review (catalog `needs_review`).
  public static let needsReview = XLIFFState(rawValue: "needs-review-l10n")
  /// Signed off (1.2 `final`, 2.0 `final`).
  public static let final = XLIFFState(rawValue: "final")
  /// Reviewed (1.2 `signed-off`, 2.0 `reviewed`).
  public static let signedOff = XLIFFState(rawValue: "signed-off")

  /// Whether Xcode's import ignores a target in this state (`new`, `needs-review-*`).
  public var isIgnoredOnImport: Bool { Self.isIgnoredOnImport(rawValue.utf8) }

  /// `isIgnoredOnImport` of a state given by its UTF-8 bytes.
  static func isIgnoredOnImport(_ state: some Collection<UInt8>) -> Bool {
    func equals(_ text: StaticString) -> Bool {
      state.count == text.utf8CodeUnitCount
        && state.elementsEqual(UnsafeBufferPointer(start: text.utf8Start, count: state.count))
    }
    let reviewPrefix: StaticString = "needs-review"
    let hasReviewPrefix = state.starts(
      with: UnsafeBufferPointer(
        start: reviewPrefix.utf8Start, count: reviewPrefix.utf8CodeUnitCount))
    return equals("new") || hasReviewPrefix || equals("needs-translation")
      || equals("needs-l10n") || equals("needs-adaptation")
  }
}

/// The `<target>` of a unit.
public struct XLIFFTarget: Sendable, Equatable {
  /// The translated text.
  public var value: String
  /// Its state; nil when the file gives none.
  public var state: XLIFFState?
  /// Its `state-qualifier` (1.2), nil when the file gives none: how the translation was made.
  /// Xcode 27 writes `leveraged-mt` for a catalog's `machine_translated` (see
  /// `isMachineTranslation`).
  public var stateQualifier: String?

  /// Creates a target.
  public init(value: String, state: XLIFFState?, stateQualifier: String? = nil) {
    self.value = value
    self.state = state
    self.stateQualifier = stateQualifier
  }

  /// The qualifier Xcode 27 writes for, and reads back as, a catalog's `machine_translated`.
  public static let machineTranslationQualifier = "leveraged-mt"

  /// Whether the qualifier says the translation came from a machine, which Xcode 27 imports as
  /// `machine_translated`: only `leveraged-mt` (real Xcode 27.0 imports `x-machine-translated`,
  /// `x-apple-machine-translated` and every other qualifier as `translated`).
  public var isMachineTranslation: Bool {
    stateQualifier == Self.machineTranslationQualifier
  }
}

/// A `<note>`.
public struct XLIFFNote: Sendable, Equatable {
  /// The note text (the developer comment); empty for Xcode's `<note/>`.
  public var text: String
  /// `from`, e.g. `auto-generated` for Xcode 26's generated comments.
  public var from: String?

  /// Creates a note.
  public init(_ text: String, from: String? = nil) {
    self.text = text
    self.from = from
  }
}

/// A `<trans-unit>` (1.2) or `<unit>` with one `<segment>` (2.0).
public struct XLIFFUnit: Sendable, Equatable {
  /// The unit id, e.g. `key|==|plural.one` (see `TransUnitID`).
  public var id: String
  /// The source-language text (empty when the unit has no `<source>`); an App Shortcut's
  /// phrases are each preceded by `\0` (see `XLIFFStringSet`), in `target` too.
  public var source: String
  /// Whether the unit has a `<source>` element. Xcode 27 writes none for a plural case that a
  /// translation has beyond the categories Xcode exports for its language (a French `many`);
  /// `source` is then empty.
  public var hasSource: Bool
  /// The translation, nil when the unit has no `<target>`.
  public var target: XLIFFTarget?
  /// The notes; Xcode writes exactly one, empty when there is no comment.
  public var notes: [XLIFFNote]
  /// The line the unit starts on when read from a file (0 when built in memory).
  public var line: Int
  /// Whether the source or target held inline markup (`<g>`, `<x/>`, `<ph>`...) that a String
  /// Catalog cannot hold. The texts keep what Xcode keeps (the text of `<g>`, the content of
  /// `<ph>`, nothing of `<x/>`); the import says so in a warning, never silently.
  public var hasInlineMarkup: Bool
  /// Whether an XLIFF 2.0 unit had several `<segment>`s (their texts are joined): a String
  /// Catalog value is one segment, so the import refuses it.
  public var hasSeveralSegments: Bool
  /// Whether a `<source>` or `<target>` of App Shortcut phrases (`<mrk mtype="x-set">`) also
  /// held text outside them, which no phrase holds: the import refuses the unit rather than
  /// lose that text.
  public var hasTextBesidePhrases: Bool
  /// False for a unit of a key marked Don't Translate (`shouldTranslate: false`), which Xcode
  /// exports with `translate="no"`.
  public var isTranslatable = true

  /// Creates a unit.
  public init(
    id: String, source: String, target: XLIFFTarget? = nil, notes: [XLIFFNote] = [XLIFFNote("")],
    line: Int = 0, hasInlineMarkup: Bool = false, hasSeveralSegments: Bool = false,
    hasSource: Bool = true, hasTextBesidePhrases: Bool = false
  ) {
    self.hasTextBesidePhrases = hasTextBesidePhrases
    self.id = id
    self.source = source
    self.hasSource = hasSource
    self.target = target
    self.notes = notes
    self.line = line
    self.hasInlineMarkup = hasInlineMarkup
    self.hasSeveralSegments = hasSeveralSegments
  }
}
