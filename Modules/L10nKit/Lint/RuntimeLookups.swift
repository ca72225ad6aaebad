/// A string literal the project's code looks up as a key at run time from a `String`, which
/// Xcode never extracts: the receiver of one of the project's ``StringLookupMember``s
/// (`"Welcome back".localized`), or the argument of its function or view that passes its
/// `String` parameter to `NSLocalizedString` (`L10n.tr("Welcome back")`; see
/// ``KeyForwarding``).
struct RuntimeLookup: Sendable {
  /// The literal, as a key of `NSLocalizedString` in the lookup's table and bundle.
  var key: ExtractedKey
  /// The path of the file it is in.
  var path: String
  /// The call, as messages name it (`"Welcome back".localized`, `tr("Welcome back")`).
  var call: String
  /// Where the member or function that looks it up is declared.
  var declaration: SourceLocation
  /// Its name for messages (`String.localized`, `tr`).
  var declarationName: String
  /// What it does with the string (`passes it to NSLocalizedString`).
  var lookupDescription: String
  /// Whether the lookup's table is an expression (`tableName: table`).
  var hasDynamicTable = false
  /// The tables the member falls back to when its own lacks the key (see
  /// `StringLookupMember.fallbackTables`).
  var fallbackTables: [String?] = []
  /// For a function's argument, the call that looks its parameter up.
  var site: KeyForwarding?

  /// Every receiver and argument of the project (receivers first, each in scan order),
  /// computed once per lint run.
  static func all(in context: LintContext) -> [RuntimeLookup] { cached(context).all }

  /// The first run-time lookup of `key` that reads it from `loaded`.
  static func first(of key: String, in loaded: LoadedCatalog, _ context: LintContext)
    -> RuntimeLookup?
  {
    cached(context).byKey[key]?.first {
      $0.catalogs(context, table: loaded.table).contains(loaded.path)
    }
  }

  /// `all`, and by key, from the lint run's cache.
  private static func cached(_ context: LintContext) -> (
    all: [RuntimeLookup], byKey: [String: [RuntimeLookup]]
  ) {
    context.cache.runtimeLookups { receivers(in: context) + arguments(in: context) }
  }

  /// The receivers of lookup members in `context`'s scans, in scan order.
  private static func receivers(in context: LintContext) -> [RuntimeLookup] {
    let members = StringLookupMember.resolve(context.scans)
    guard !members.isEmpty else { return [] }
    var result: [RuntimeLookup] = []
    for scan in context.scans {
      let targets = Set(context.targets(compiling: scan.path))
      // A file's own private members, its module's, and public ones.
      func isVisible(_ member: StringLookupMember) -> Bool {
        switch member.access {
        case .file: return member.location.path == scan.path
        case .any: return true
        case .module:
          let own = context.targets(compiling: member.location.path)
          return own.isEmpty || targets.isEmpty || !targets.isDisjoint(with: own)
        }
      }
      for receiver in scan.literalReceivers {
        guard
          let (member, lookup) = StringLookupMember.member(
            calledBy: receiver, in: members, isVisible: isVisible)
        else { continue }
        var key = receiver.key
        key.api = .nsLocalizedString
        key.table = lookup.table
        let api = lookup.lookup ?? "a lookup"
        result.append(
          RuntimeLookup(
            key: key, path: scan.path,
            call: "\"\(key.key.escapingControlCharacters)\".\(member.name)"
              + (member.isMethod ? "(…)" : ""),
            declaration: member.location, declarationName: "String.\(member.name)",
            lookupDescription: lookup == member
              ? "passes it to \(api)" : "passes it to \(lookup.name), then \(api)",
            hasDynamicTable: lookup.hasDynamicTable, fallbackTables: lookup.fallbackTables))
      }
    }
    return result
  }

  /// The literal arguments, not interpolated, of the project's functions and views that look
  /// their `String` up (`L10n.tr("Welcome back")`, with `static func tr(_ key: String) ->
  /// String { NSLocalizedString(key, comment: "") }`), in scan order: looked up in the table
  /// and bundle of the call that does it.
  private static func arguments(in context: LintContext) -> [RuntimeLookup] {
    let lookups = KeyForwarding.index(context.scans, isString: true, calling: \.looksUpStringKey)
    guard !lookups.isEmpty else { return [] }
    let declaredMethods = context.declaredMethods
    var result: [RuntimeLookup] = []
    for scan in context.scans {
      for literal in scan.possibleKeys where !literal.isInterpolated {
        guard case .declared(let owner) = literal.api,
          let site = KeyForwarding.sites(
            for: literal, in: scan, of: lookups, declaredMethods: declaredMethods
          ).first
        else { continue }
        // Looked up in that call's table only, not in any (as a possible key may be).
        var key = literal
        key.table = site.table
        key.bundle = site.bundle
        key.isPossibleInAnyTable = false
        let text = "\"\(literal.key.escapingControlCharacters)\""
        let label = literal.argumentLabel.map { $0.hasPrefix("_") ? "" : "\($0): " } ?? ""
        result.append(
          RuntimeLookup(
            key: key, path: scan.path, call: "\(owner)(\(label)\(text))",
            declaration: site.location, declarationName: owner,
            lookupDescription: "gives it to \(site.spelledCall)", site: site))
      }
    }
    return result
  }

  /// The catalogs the lookup reads the key from, its table taken as `table` when it is an
  /// expression: of the declaration's targets when it names its own bundle, else of the
  /// literal's file's (the main bundle of the caller's app).
  /// The catalogs of the tables it falls back to come after its own table's.
  func catalogs(_ context: LintContext, table: String? = nil) -> [String] {
    var probe = key
    if hasDynamicTable, let table { probe.table = table }
    let ownBundle = key.bundle != nil && key.bundle != .main
    let file = ownBundle ? declaration.path : path
    var result = context.lookupCatalogs(for: probe, in: file)
    for fallback in fallbackTables {
      probe.table = fallback
      for catalog in context.lookupCatalogs(for: probe, in: file) where !result.contains(catalog) {
        result.append(catalog)
      }
    }
    return result
  }

  /// The tables it reads the key from, in order (the default one as `Localizable`).
  var tables: [String] { ([key.table] + fallbackTables).map { $0 ?? "Localizable" } }

  /// `View.swift:6`, where the literal is.
  func place(relativeTo root: String) -> String {
    "\(PathUtilities.relative(key.location.path, to: root)):\(key.location.line)"
  }

  /// How the string is looked up, for messages: `String.localized, at Ext.swift:4, passes it
  /// to NSLocalizedString`.
  func how(relativeTo root: String) -> String {
    let place = PathUtilities.relative(declaration.path, to: root)
    return "\(declarationName), at \(place):\(declaration.line), \(lookupDescription)"
  }
}
