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
  /// Returns where in `out` the fingerprint's 32 digits start.
  @discardableResult
  static func appendCodeQuality(
    _ finding: Finding, escapedPath: String, identity: FingerprintHasher, occurrence: Int,
    to out: inout ReportBytes
  ) -> Int {
    out += "{\n    \"type\": \"issue\",\n    \"check_name\": "
    JSONOutput.appendQuoted(finding.ruleID, to: &out)
    out += ",\n    \"description\": "
    appendQuotedMessage(finding, to: &out)
    out += ",\n    \"categories\": [\n      \"Bug Risk\"\n    ],\n    \"severity\": "
    out += finding.severity == .error ? "\"major\"" : "\"minor\""
    out += ",\n    \"fingerprint\": \""
    let fingerprint = out.count
    identity.appendFingerprint(occurrence: occurrence, to: &out)
    out += "\",\n    \"location\": {\n      \"path\": \""
    out += escapedPath
    out += "\",\n      \"lines\": {\n        \"begin\": "
    out += max(finding.line, 1)
    out += "\n      }\n    }\n  }"
    return fingerprint
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
    self.init(identityPrefix: finding.ruleID, path: path, key: finding.key ?? "")
    combineLanguage(of: finding)
    combineMessage(of: finding)
  }

  /// The hash of the identity's rule, path and key, each followed by U+001F.
  fileprivate init(identityPrefix rule: String, path: String, key: String) {
    combine(rule)
    combine(byte: 0x1F)
    combine(path)
    combine(byte: 0x1F)
    combine(key)
    combine(byte: 0x1F)
  }

  /// Feeds what follows the key in `finding`'s identity up to its message: its language and
  /// U+001F. The hash so far is the identity's group (``FindingIdentities/group(of:path:)``).
  fileprivate mutating func combineLanguage(of finding: Finding) {
    combine(finding.language ?? "")
    combine(byte: 0x1F)
  }

  /// Feeds the last part of `finding`'s identity, its message.
  fileprivate mutating func combineMessage(of finding: Finding) {
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
    var digits: [UInt8] = []
    appendFingerprint(occurrence: occurrence, to: &digits)
    return String(decoding: digits, as: UTF8.self)
  }

  /// Appends ``fingerprint(occurrence:)`` without making a string of it.
  func appendFingerprint<Sink: UTF8Sink & ~Copyable>(occurrence: Int, to out: inout Sink) {
    var hasher = self
    if occurrence > 0 {
      hasher.combine(byte: 0x1F)
      hasher.combine(String(occurrence))
    }
    // The digits are put together on the stack and appended at once.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { digits in
      let hex: StaticString = "0123456789abcdef"
      func put(_ value: UInt64, at offset: Int) {
        for index in 0..<16 {
          digits[offset + index] = hex.utf8Start[Int((value >> UInt64(60 - 4 * index)) & 0xF)]
        }
      }
      put(hasher.first, at: 0)
      put(hasher.second, at: 16)
      out.append(contentsOf: UnsafeBufferPointer(digits))
    }
  }

  /// A number from the identity's hash, to place it in a bitset (``FingerprintRepeats``).
  var bucket: UInt64 {
    // Both halves mixed (murmur3's finalizer), so every bit depends on all of them.
    var x = first ^ (second >> 1)
    x ^= x >> 33
    x = x &* 0xff51_afd7_ed55_8ccd
    x ^= x >> 33
    return x
  }
}

/// ``FingerprintHasher/init(identityOf:path:)`` for the findings of a report in turn: the
/// hash of the rule, path and key is kept and reused while they stay the same (one key's
/// findings in the languages it misses follow each other), so only the language and message
/// are hashed again. The same hashes, byte for byte: the parts are compared by their bytes.
struct FindingIdentities {
  private var rule = ""
  private var path = ""
  private var key = ""
  private var prefix: FingerprintHasher?

  /// Nothing hashed yet.
  init() {}

  /// The hash of `finding`'s identity with its path as given (relative).
  mutating func identity(of finding: Finding, path: String) -> FingerprintHasher {
    identities(of: finding, path: path).identity
  }

  /// The hash of `finding`'s identity without its message: the rule, path, key and language.
  /// Findings of one identity have one group; a group's findings with different messages (a
  /// few rules report one key in one file more than once) are different identities.
  mutating func group(of finding: Finding, path: String) -> FingerprintHasher {
    var hasher = prefix(of: finding, path: path)
    hasher.combineLanguage(of: finding)
    return hasher
  }

  /// ``group(of:path:)`` and ``identity(of:path:)`` at once: the identity goes on from the
  /// group.
  mutating func identities(of finding: Finding, path: String)
    -> (group: FingerprintHasher, identity: FingerprintHasher)
  {
    let group = group(of: finding, path: path)
    var identity = group
    identity.combineMessage(of: finding)
    return (group, identity)
  }

  /// The hash of the rule, path and key, the one before while they stay the same.
  private mutating func prefix(of finding: Finding, path: String) -> FingerprintHasher {
    let key = finding.key ?? ""
    if let prefix, finding.ruleID.hasSameUTF8(as: rule), path.hasSameUTF8(as: self.path),
      key.hasSameUTF8(as: self.key)
    {
      return prefix
    }
    (rule, self.path, self.key) = (finding.ruleID, path, key)
    let hasher = FingerprintHasher(identityPrefix: rule, path: path, key: key)
    prefix = hasher
    return hasher
  }
}

/// The identities that may repeat in a report, found without a table of every finding and
/// without hashing the messages: each finding's group (``FindingIdentities/group(of:path:)``,
/// its identity but the message) marks one bit of a bitset of 16 bits per finding, and a group
/// whose bit is already marked (every repeat of an identity, the findings of a group with
/// other messages, and by chance a few percent of the others) is kept. A finding whose group
/// is not kept is the only one of its identity, so its occurrence is 0.
struct FingerprintRepeats {
  private let kept: Set<FingerprintHasher>

  /// Marks the group of each finding, as `groups` calls `mark` with them in turn.
  init(count: Int, _ groups: ((FingerprintHasher) -> Void) -> Void) {
    var size = 64
    while size < count * 16 { size *= 2 }
    let mask = UInt64(size - 1)
    var bits = [UInt64](repeating: 0, count: size / 64)
    var kept: Set<FingerprintHasher> = []
    groups { group in
      let bit = group.bucket & mask
      let (word, flag) = (Int(bit >> 6), UInt64(1) << (bit & 63))
      if bits[word] & flag != 0 { kept.insert(group) } else { bits[word] |= flag }
    }
    self.kept = kept
  }

  /// Whether findings of `group` may repeat an identity (counted exactly when they do).
  func mayRepeat(_ group: FingerprintHasher) -> Bool { kept.contains(group) }
}
