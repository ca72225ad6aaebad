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
    JSONOutput.appendQuoted(finding.ruleID, to: &out.bytes)
    out += ",\n    \"description\": "
    JSONOutput.appendQuoted(finding.message, to: &out.bytes)
    out += ",\n    \"categories\": [\n      \"Bug Risk\"\n    ],\n    \"severity\": "
    out += finding.severity == .error ? "\"major\"" : "\"minor\""
    out += ",\n    \"fingerprint\": "
    JSONOutput.appendQuoted(fingerprint, to: &out.bytes)
    out += ",\n    \"location\": {\n      \"path\": "
    JSONOutput.appendQuoted(path, to: &out.bytes)
    out += ",\n      \"lines\": {\n        \"begin\": "
    out += max(finding.location.line, 1)
    out += "\n      }\n    }\n  }"
  }

  /// 32 hexadecimal digits (the length of the MD5 digests GitLab's examples use): two 64-bit
  /// FNV-1a hashes of the identity and occurrence, with different offset bases. Stable across
  /// runs, platforms and versions; not a cryptographic hash (nothing here needs one).
  static func fingerprintHash(_ identity: String, occurrence: Int) -> String {
    var bytes = Array(identity.utf8)
    if occurrence > 0 { bytes += Array("\u{1F}\(occurrence)".utf8) }
    func fnv1a(_ basis: UInt64) -> UInt64 {
      var hash = basis
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
      }
      return hash
    }
    func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(fnv1a(0xcbf2_9ce4_8422_2325)) + hex(fnv1a(0x6c62_272e_07bb_0142))
  }
}
