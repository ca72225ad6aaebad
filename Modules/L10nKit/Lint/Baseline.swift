import Foundation

/// Findings a team has accepted, so `l10n lint` fails only on new ones. Entries are fingerprinted
/// by rule, path, key and message, never by line numbers, so edits above a finding keep it
/// matched. Each entry absorbs one finding (duplicates are counted).
public struct Baseline: Sendable, Equatable {
  /// The accepted fingerprints with their counts.
  public var counts: [String: Int]

  /// A baseline accepting `findings`; paths are made relative to `directory` (the baseline
  /// file's folder) so the file works in any checkout.
  public init(findings: [Finding], relativeTo directory: String) {
    counts = [:]
    var relative = RelativePaths(directory: directory)
    for finding in findings {
      counts[Self.fingerprint(finding, path: relative(finding.location.path)), default: 0] += 1
    }
  }

  /// The fingerprint of a finding whose path is already relative.
  static func fingerprint(_ finding: Finding, path: String) -> String {
    [finding.ruleID, path, finding.key ?? "", finding.language ?? "", finding.message].joined(
      separator: "\u{1F}")
  }

  /// The findings not absorbed by the baseline, in their original order. Linear: one hash
  /// lookup per finding, and each distinct path is made relative once.
  public func filter(_ findings: [Finding], relativeTo directory: String) -> [Finding] {
    guard !counts.isEmpty else { return findings }
    var remaining = counts
    var relative = RelativePaths(directory: directory)
    return findings.filter { finding in
      let key = Self.fingerprint(finding, path: relative(finding.location.path))
      guard let index = remaining.index(forKey: key), remaining.values[index] > 0 else {
        return true
      }
      remaining.values[index] -= 1
      return false
    }
  }

  /// Paths made relative to one directory, remembering the last one (findings come grouped by
  /// path, so most lookups repeat it).
  private struct RelativePaths {
    let directory: String
    var last: (path: String, relative: String)? = nil

    init(directory: String) { self.directory = directory }

    mutating func callAsFunction(_ path: String) -> String {
      if let last, last.path == path { return last.relative }
      let relative = PathUtilities.relative(path, to: directory)
      last = (path, relative)
      return relative
    }
  }

  /// The baseline file's JSON text (sorted, one entry per accepted finding).
  public func rendered() -> String {
    var entries: [JSONOutput] = []
    for fingerprint in counts.keys.sorted() {
      let parts = fingerprint.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(
        String.init)
      guard parts.count == 5, let count = counts[fingerprint] else { continue }
      var members: [(String, JSONOutput)] = [
        ("rule", .string(parts[0])), ("path", .string(parts[1])),
      ]
      if !parts[2].isEmpty { members.append(("key", .string(parts[2]))) }
      if !parts[3].isEmpty { members.append(("language", .string(parts[3]))) }
      members.append(("message", .string(parts[4])))
      if count > 1 { members.append(("count", .int(count))) }
      entries.append(.object(members))
    }
    return JSONOutput.object([("version", .int(1)), ("findings", .array(entries))]).rendered()
      + "\n"
  }

  /// Reads a baseline file written by ``rendered()``.
  public static func load(path: String) throws(ConfigurationError) -> Baseline {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw ConfigurationError(
        path: path, line: 0, column: 0,
        message: "cannot read the baseline; create it with 'l10n lint --write-baseline'")
    }
    let file = try ConfigurationFile(text, path: path)
    let root = file.root
    guard let list = root.members.first(where: { $0.member.key == "findings" })?.node,
      case .array = list.value
    else {
      throw file.error(at: root.position, "a baseline is an object with a \"findings\" array")
    }
    var baseline = Baseline(findings: [], relativeTo: "/")
    for item in list.elements {
      guard case .object = item.value else {
        throw file.error(at: item.position, "each baseline entry must be an object")
      }
      var values: [String: String] = [:]
      var count = 1
      for (field, value) in item.members {
        switch value.value {
        case .string(let text): values[field.key] = text
        case .number(let number) where field.key == "count":
          // `rendered()` writes an integer; a fraction counts its whole part, and a number no
          // `Int` can hold counts once (converting it would trap).
          count = max(1, Int(number) ?? Int(exactly: (Double(number) ?? 1).rounded(.down)) ?? 1)
        default:
          throw file.error(at: value.position, "\"\(field.key)\" has the wrong type")
        }
      }
      guard let rule = values["rule"], let entryPath = values["path"],
        let message = values["message"]
      else {
        throw file.error(
          at: item.position, "a baseline entry needs \"rule\", \"path\" and \"message\"")
      }
      let key = [rule, entryPath, values["key"] ?? "", values["language"] ?? "", message].joined(
        separator: "\u{1F}")
      baseline.counts[key, default: 0] += count
    }
    return baseline
  }
}
