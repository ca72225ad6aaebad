/// A string literal the project's code looks up as a key at run time from a `String`, which
/// Xcode never extracts: the receiver of one of the project's ``StringLookupMember``s
/// (`"Welcome back".localized`), or the argument of its function or view that passes its
/// `String` parameter to `NSLocalizedString` (`L10n.tr("Welcome back")`; see
/// ``KeyForwarding``).
struct RuntimeLookup {
  /// The literal, as a key of `NSLocalizedString` in the lookup's table.
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

  /// The receivers of lookup members in `context`'s scans of files of `files` (every file when
  /// nil), in scan order.
  static func receivers(in context: LintContext, files: Set<String>?) -> [RuntimeLookup] {
    let members = StringLookupMember.resolve(context.scans)
    guard !members.isEmpty else { return [] }
    var result: [RuntimeLookup] = []
    for scan in context.scans where files?.contains(scan.path) ?? true {
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
            hasDynamicTable: lookup.hasDynamicTable))
      }
    }
    return result
  }

  /// The receivers (see `receivers`) and the literal arguments of the project's functions and
  /// views that look their `String` up (`L10n.tr("Welcome back")`, with `static func tr(_
  /// key: String) -> String { NSLocalizedString(key, comment: "") }`), in any file.
  static func all(in context: LintContext) -> [RuntimeLookup] {
    var result = receivers(in: context, files: nil)
    let lookups = KeyForwarding.index(context.scans, isString: true, calling: \.looksUpStringKey)
    guard !lookups.isEmpty else { return result }
    let declaredMethods = context.scans.reduce(into: Set<String>()) {
      $0.formUnion($1.declaredMethods)
    }
    for scan in context.scans {
      for literal in scan.possibleKeys where !literal.isInterpolated {
        guard case .declared(let owner) = literal.api,
          let site = KeyForwarding.sites(
            for: literal, in: scan, of: lookups, declaredMethods: declaredMethods
          ).first
        else { continue }
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
            lookupDescription: "gives it to \(site.api)(\(site.name))"))
      }
    }
    return result
  }

  /// Whether it looks the key up in the catalog at `catalog`, of table `table` (in any table of
  /// the file's targets when the table is an expression).
  func looksUp(in catalog: String, table: String, _ context: LintContext) -> Bool {
    var probe = key
    if hasDynamicTable { probe.table = table }
    let ownBundle = key.bundle != nil && key.bundle != .main
    return context.lookupCatalogs(for: probe, in: ownBundle ? declaration.path : path)
      .contains(catalog)
  }

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
