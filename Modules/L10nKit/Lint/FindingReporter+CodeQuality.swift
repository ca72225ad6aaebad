/// `l10n lint --format gitlab`: a GitLab code quality report, the JSON array of Code Climate
/// issues that a job publishes with `artifacts: reports: codequality:` so merge requests show
/// what changed.
extension FindingReporter {
  /// One issue of the report, an object at indent 1, appended in literal pieces: GitLab's
  /// required fields (`description`, `check_name`, `fingerprint`, `severity`, `location.path`,
  /// `location.lines.begin`) and Code Climate's `type` and `categories`.
  ///
  /// Severities: an error is `major`, a warning `minor`. The fingerprint (`fingerprintHash`)
  /// hashes the baseline fingerprint (rule, path, key, language, message; never the line), so an
  /// issue keeps its identity when lines move; repeats of the same finding get their occurrence
  /// number mixed in, because GitLab requires fingerprints to be unique within a report.
  static func appendCodeQuality(
    _ finding: Finding, path: String, fingerprint: String, to out: inout ReportBytes
  ) {
    out += "{\n    \"type\": \"issue\",\n    \"check_name\": "
    JSONOutput.appendQuoted(finding.ruleID, to: &out)
    out += ",\n    \"description\": "
    appendQuotedMessage(finding, to: &out)
    out += ",\n    \"categories\": [\n      \"Bug Risk\"\n    ],\n    \"severity\": "
    out += finding.severity == .error ? "\"major\"" : "\"minor\""
    out += ",\n    \"fingerprint\": "
    JSONOutput.appendQuoted(fingerprint, to: &out)
    out += ",\n    \"location\": {\n      \"path\": "
    JSONOutput.appendQuoted(path, to: &out)
    out += ",\n      \"lines\": {\n        \"begin\": "
    out += max(finding.location.line, 1)
    out += "\n      }\n    }\n  }"
  }

  /// 32 hexadecimal digits (the length of the MD5 digests GitLab's examples use): two 64-bit
  /// FNV-1a hashes of the identity and occurrence, with different offset bases. Stable across
  /// runs, platforms and versions; not a cryptographic hash (nothing here needs one).
  static func fingerprintHash(_ identity: String, occurrence: Int) -> String {
    var hasher = FingerprintHasher()
    hasher.combine(identity)
    return hasher.fingerprint(occurrence: occurrence)
  }
}

/// The two FNV-1a hashes of ``FindingReporter/fingerprintHash(_:occurrence:)``, fed piece by
/// piece, so a finding's identity (``Baseline/fingerprint(_:path:)``: rule, path, key,
/// language and message joined by U+001F) is hashed without being built.
struct FingerprintHasher: Hashable {
  private var first: UInt64 = 0xcbf2_9ce4_8422_2325
  private var second: UInt64 = 0x6c62_272e_07bb_0142

  /// Hashes nothing yet.
  init() {}

  /// The hash of `finding`'s identity with its path as given (relative).
  init(identityOf finding: Finding, path: String) {
    combine(finding.ruleID)
    combine(byte: 0x1F)
    combine(path)
    combine(byte: 0x1F)
    combine(finding.key ?? "")
    combine(byte: 0x1F)
    combine(finding.language ?? "")
    combine(byte: 0x1F)
    finding.forEachMessagePiece { combine($0) }
  }

  /// Feeds one byte.
  mutating func combine(byte: UInt8) {
    first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
  }

  /// Feeds `text`'s UTF-8 bytes.
  mutating func combine(_ text: String) {
    text.withUTF8Buffer { for byte in $0 { combine(byte: byte) } }
  }

  /// The 32 hexadecimal digits for the `occurrence`-th finding (from 0) of this identity: the
  /// first is the identity's hash, a repeat also hashes U+001F and its number.
  func fingerprint(occurrence: Int) -> String {
    var hasher = self
    if occurrence > 0 {
      hasher.combine(byte: 0x1F)
      hasher.combine(String(occurrence))
    }
    func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(hasher.first) + hex(hasher.second)
  }
}
