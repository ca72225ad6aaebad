/// A string literal whose member, one of the project's ``StringLookupMember``s, looks it up as a
/// key at run time (`"Welcome back".localized`): a key Xcode never extracts.
struct LookedUpReceiver {
  /// The literal, as a key of `NSLocalizedString` in the member's table.
  var key: ExtractedKey
  /// The member it calls (`localized`).
  var member: StringLookupMember
  /// The member whose body makes the lookup (the same, or one `member` uses).
  var lookup: StringLookupMember
  /// The path of the file it is in.
  var path: String

  /// The receivers of `context`'s scans in files of `files` (every file when nil) that call a
  /// lookup member, in scan order.
  static func all(in context: LintContext, files: Set<String>?) -> [LookedUpReceiver] {
    let members = StringLookupMember.resolve(context.scans)
    guard !members.isEmpty else { return [] }
    var result: [LookedUpReceiver] = []
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
        result.append(LookedUpReceiver(key: key, member: member, lookup: lookup, path: scan.path))
      }
    }
    return result
  }

  /// `"Welcome back".localized`, as messages name the call.
  var call: String {
    "\"\(key.key.escapingControlCharacters)\".\(member.name)" + (member.isMethod ? "(…)" : "")
  }

  /// Whether the member looks the key up in the catalog at `catalog`, of table `table` (in
  /// any table of the file's targets when the table is an expression).
  func looksUp(in catalog: String, table: String, _ context: LintContext) -> Bool {
    var probe = key
    if lookup.hasDynamicTable { probe.table = table }
    return context.lookupCatalogs(for: probe, in: path).contains(catalog)
  }

  /// `View.swift:6`, where the literal is.
  func place(relativeTo root: String) -> String {
    "\(PathUtilities.relative(key.location.path, to: root)):\(key.location.line)"
  }

  /// How the member looks the string up, for messages: `String.localized at Ext.swift:4 passes
  /// it to NSLocalizedString`.
  func how(relativeTo root: String) -> String {
    let place = PathUtilities.relative(member.location.path, to: root)
    let api = lookup.lookup ?? "a lookup"
    let passes =
      lookup == member ? "passes it to \(api)" : "passes it to \(lookup.name), then \(api)"
    return "String.\(member.name), at \(place):\(member.location.line), \(passes)"
  }
}
