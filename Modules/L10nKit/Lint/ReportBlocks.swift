import Foundation

/// The findings of a report formatted a block at a time on every core, and passed on in order.
///
/// A round formats up to ``ReportLayout/blocksPerRound`` blocks of ``ReportLayout/blockSize``
/// findings at once, each into its own buffer, then hands the buffers on one after another;
/// the buffers are reused, so the memory is a few blocks' worth however long the report. The
/// bytes are those of writing the findings one by one: a block only depends on its findings
/// (and their indices).
enum ReportBlocks {
  /// Formats `count` findings (`format` appends those of a range to a block) and passes the
  /// blocks to `stream` in order, after what it holds already. `fix`, when given, is called
  /// on each block in order, on one thread, before it is passed on.
  static func write(
    _ count: Int, to stream: inout FindingReporter.ReportStream,
    fix: ((ReportBlock) -> Void)? = nil, _ format: (Range<Int>, ReportBlock) -> Void
  ) {
    let layout = stream.layout
    stream.flush()
    let blocks = (0..<min(layout.blocksPerRound, (count + layout.blockSize - 1) / layout.blockSize))
      .map { _ in ReportBlock() }
    forEachRound(count, layout) { blockIndex, range in
      blocks[blockIndex].reset()
      format(range, blocks[blockIndex])
    } then: { used in
      for block in blocks.prefix(used) {
        fix?(block)
        block.pass(to: stream.output)
      }
    }
  }

  /// Calls `body` with the values of `compute` for the findings `0..<count` in order: the
  /// values are computed a round of blocks at a time on every core, a round's worth kept.
  static func forEachValue<Value>(
    _ count: Int, _ layout: ReportLayout, initial: Value,
    _ compute: (Range<Int>, UnsafeMutableBufferPointer<Value>) -> Void, _ body: (Value) -> Void
  ) {
    var values = [Value](
      repeating: initial, count: min(count, layout.blockSize * layout.blocksPerRound))
    var roundStart = 0
    values.withUnsafeMutableBufferPointer { values in
      let slots = SharedSlots(values: values)
      forEachRound(count, layout) { blockIndex, range in
        let offset = blockIndex * layout.blockSize
        compute(
          range, UnsafeMutableBufferPointer(rebasing: slots.values[offset..<offset + range.count]))
      } then: { _ in
        let end = min(count, roundStart + values.count)
        for value in values.prefix(end - roundStart) { body(value) }
        roundStart = end
      }
    }
  }

  /// Cuts `0..<count` into rounds of up to `layout.blocksPerRound` blocks; calls `block`
  /// with each block's index in its round and its range, several at once, then `then` with
  /// how many blocks the round had, before the next round.
  private static func forEachRound(
    _ count: Int, _ layout: ReportLayout, _ block: (Int, Range<Int>) -> Void,
    then: (Int) -> Void
  ) {
    let blockSize = layout.blockSize
    withoutActuallyEscaping(block) { block in
      let block = ConcurrentBlock(call: block)
      var start = 0
      while start < count {
        let roundStart = start
        let roundEnd = min(count, start + layout.blocksPerRound * blockSize)
        let used = (roundEnd - roundStart + blockSize - 1) / blockSize
        let work = { @Sendable (index: Int) in
          let lower = roundStart + index * blockSize
          block.call(index, lower..<min(lower + blockSize, roundEnd))
        }
        if used == 1 {
          work(0)
        } else {
          DispatchQueue.concurrentPerform(iterations: used, execute: work)
        }
        then(used)
        start = roundEnd
      }
    }
  }
}

/// The closure that does a block's work, called from several threads at once. Unchecked:
/// each call only reads what the closure captured (the findings and read-only tables; its
/// caches are made per call) and writes only its own block or slots.
private struct ConcurrentBlock: @unchecked Sendable {
  let call: (Int, Range<Int>) -> Void
}

/// Value slots that the blocks of a round fill from several threads, each block its own.
private struct SharedSlots<Value>: @unchecked Sendable {
  let values: UnsafeMutableBufferPointer<Value>
}

/// How ``ReportBlocks`` cuts a report: the defaults, or small blocks for tests.
struct ReportLayout: Sendable {
  /// Findings per block: enough that a round costs little next to its work.
  var blockSize = 512
  /// Blocks formatted at once: two per core, so a core that finishes early takes another.
  var blocksPerRound = min(max(2 * ProcessInfo.processInfo.activeProcessorCount, 2), 16)
}

/// One block of a report being formatted (``ReportBlocks``): its bytes, where they may be cut
/// into pieces, and the GitLab fingerprints that may need their occurrence number. Used by
/// one thread at a time.
final class ReportBlock: @unchecked Sendable {
  /// The block's bytes.
  var bytes = ReportBytes(capacity: FindingReporter.chunkSize + 4096)
  /// Where the pieces passed on end: after the finding that took the piece to ``chunkSize``.
  private var pieceEnds: [Int] = []
  private var pieceStart = 0
  /// GitLab: where each fingerprint that may repeat starts, with its identity.
  var fingerprints: [(offset: Int, identity: FingerprintHasher)] = []

  /// Empties the block for the next round, keeping its room.
  func reset() {
    bytes.removeAll()
    pieceEnds.removeAll(keepingCapacity: true)
    pieceStart = 0
    fingerprints.removeAll(keepingCapacity: true)
  }

  /// Notes the end of a finding: a piece may end here.
  func endFinding() {
    if bytes.count - pieceStart >= FindingReporter.chunkSize {
      pieceEnds.append(bytes.count)
      pieceStart = bytes.count
    }
  }

  /// Passes the bytes to `output` in pieces of about ``FindingReporter/chunkSize`` bytes,
  /// each ending at the end of a finding.
  func pass(to output: (UnsafeRawBufferPointer) -> Void) {
    bytes.withUnsafeBytes { all in
      var start = 0
      for end in pieceEnds + [all.count] where end > start {
        output(UnsafeRawBufferPointer(rebasing: all[start..<end]))
        start = end
      }
    }
  }
}

/// A block's paths made relative to the working directory, and escaped for JSON and for
/// GitHub's properties, each kept for the next findings of the same file (findings come
/// sorted by path). Compared byte for byte.
struct ReportPaths {
  private let workingDirectory: String
  private var path: String?
  private var relativePath = ""
  private var json: String?
  private var gitHub: String?

  init(_ workingDirectory: String) { self.workingDirectory = workingDirectory }

  private mutating func select(_ path: String) {
    if self.path.map({ !path.hasSameUTF8(as: $0) }) ?? true {
      self.path = path
      relativePath = PathUtilities.relative(path, to: workingDirectory)
      json = nil
      gitHub = nil
    }
  }

  /// `path` relative to the working directory.
  mutating func relative(_ path: String) -> String {
    select(path)
    return relativePath
  }

  /// The relative path escaped for a JSON string.
  mutating func jsonEscaped(_ path: String) -> String {
    select(path)
    if let json { return json }
    var bytes: [UInt8] = []
    JSONOutput.appendEscaped(relativePath, to: &bytes)
    let escaped = String(decoding: bytes, as: UTF8.self)
    json = escaped
    return escaped
  }

  /// The relative path escaped as a GitHub workflow command property.
  mutating func gitHubEscaped(_ path: String) -> String {
    select(path)
    if let gitHub { return gitHub }
    let escaped = FindingReporter.escapeProperty(relativePath)
    gitHub = escaped
    return escaped
  }
}

/// What a block's format makes of a finding's rule id (its escaping, its index), kept for the
/// next findings of the same rule. Compared byte for byte.
struct ReportRule<Value> {
  private let make: (String) -> Value
  private var rule: String?
  private var value: Value?

  /// Makes each rule's value with `make`.
  init(_ make: @escaping (String) -> Value) { self.make = make }

  /// `make(rule)`, made once for a run of findings of `rule`.
  mutating func value(for rule: String) -> Value {
    if let value, let last = self.rule, rule.hasSameUTF8(as: last) { return value }
    let made = make(rule)
    (self.rule, value) = (rule, made)
    return made
  }
}
