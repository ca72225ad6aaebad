/// The ranks of the findings' paths and rule ids in output order, and each finding's sort key
/// from them: (path, line) and (column, rule) packed into two integers, so findings are
/// ordered by comparing integers and their messages only between equal keys.
struct FindingRanks {
  /// A sort key: findings in output order have non-decreasing keys.
  typealias Key = (Int, Int)

  private var pathRanks: [String: Int] = [:]
  private var ruleRanks: [String: Int] = [:]
  // The scope last seen: neighbours usually share a scope, or at least its path and rule
  // (strings with the same storage compare at once), so ranks are looked up only on a change.
  private var lastScope: ObjectIdentifier?
  private var lastPath = ""
  private var lastRule = ""
  private var pathRank = 0
  private var ruleRank = 0

  /// Collects the paths and rule ids of `buffer`'s findings; call ``rank()`` once every
  /// finding was added.
  mutating func add(_ buffer: UnsafeBufferPointer<Finding>) {
    for index in buffer.indices {
      let scope = buffer[index].scope
      let (path, rule) = changes(to: scope)
      if path { pathRanks[scope.path] = 0 }
      if rule { ruleRanks[scope.ruleID] = 0 }
    }
  }

  /// Whether `scope`'s path and rule differ from the last scope's; `scope` becomes the last.
  private mutating func changes(to scope: FindingScope) -> (path: Bool, rule: Bool) {
    guard ObjectIdentifier(scope) != lastScope else { return (false, false) }
    let first = lastScope == nil
    let path = first || scope.path != lastPath
    let rule = first || scope.ruleID != lastRule
    if path { lastPath = scope.path }
    if rule { lastRule = scope.ruleID }
    lastScope = ObjectIdentifier(scope)
    return (path, rule)
  }

  /// Ranks the paths and rule ids added, in order.
  mutating func rank() {
    for (rank, path) in pathRanks.keys.sorted().enumerated() { pathRanks[path] = rank }
    for (rank, rule) in ruleRanks.keys.sorted().enumerated() { ruleRanks[rule] = rank }
    lastScope = nil
  }

  /// The sort key of a finding whose path and rule were ranked.
  mutating func key(_ finding: UnsafePointer<Finding>) -> Key {
    let scope = finding.pointee.scope
    let (path, rule) = changes(to: scope)
    if path { pathRank = pathRanks[scope.path] ?? 0 }
    if rule { ruleRank = ruleRanks[scope.ruleID] ?? 0 }
    return (pathRank << 32 | finding.pointee.line, finding.pointee.column << 16 | ruleRank)
  }
}

extension FindingChunks {
  /// The findings of every element of `runs` in one array in output order
  /// (``Finding/sortOrder``; equal findings in the order given), leaving `runs` empty.
  ///
  /// Each run (one rule's findings) is sorted on its own unless it already is in order (a
  /// rule reports a catalog's keys in file order, so the big ones are); then the runs are
  /// merged into one array of exactly their count, each chunk released once copied. A run in
  /// order costs nothing per finding beyond its copy: no sort keys, no permutation.
  static func merged(_ runs: inout [FindingChunks]) -> [Finding] {
    var taken = runs
    runs = []
    taken.removeAll { $0.count == 0 }
    let total = taken.reduce(0) { $0 + $1.count }
    var ranks = FindingRanks()
    for run in taken { for chunk in run.chunks { chunk.withUnsafeBufferPointer { ranks.add($0) } } }
    ranks.rank()
    for index in taken.indices where !taken[index].isSorted(&ranks) {
      var joined = taken[index].takeJoined()
      LintEngine.sort(&joined)
      taken[index] = FindingChunks(joined)
    }
    if taken.count <= 1 { return taken.isEmpty ? [] : taken[0].takeJoined() }
    var cursors = taken.indices.map { Cursor(chunks: taken[$0].takeChunks()) }
    taken = []
    var heads = cursors.indices.map { cursors[$0].key(&ranks) }
    var result: [Finding] = []
    result.reserveCapacity(total)
    var released = 0
    while true {
      // The run with the smallest next finding, and the smallest next finding of the others:
      // the first run's findings are copied until one of them passes that.
      var first = -1
      var second = -1
      for index in cursors.indices where !cursors[index].isDone {
        if first < 0 || heads[index] < heads[first] {
          second = first
          first = index
        } else if second < 0 || heads[index] < heads[second] {
          second = index
        }
      }
      guard first >= 0 else { break }
      while true {
        cursors[first].copyNext(to: &result, released: &released)
        guard !cursors[first].isDone else { break }
        heads[first] = cursors[first].key(&ranks)
        // Keys of two runs (two rules) are never equal; if they were, the earlier run first.
        if second >= 0,
          heads[first] > heads[second] || (heads[first] == heads[second] && first > second)
        {
          break
        }
      }
    }
    return result
  }

  /// Whether the findings are in output order already.
  private func isSorted(_ ranks: inout FindingRanks) -> Bool {
    var previousKey: FindingRanks.Key?
    var previous = (chunk: 0, offset: 0)
    for chunk in chunks.indices {
      let inOrder = chunks[chunk].withUnsafeBufferPointer { buffer in
        for offset in buffer.indices {
          let key = ranks.key(buffer.baseAddress! + offset)
          if let previousKey {
            if key < previousKey { return false }
            if key == previousKey {
              let before =
                previous.chunk == chunk
                ? buffer[previous.offset] : chunks[previous.chunk][previous.offset]
              if Finding.messageOrder(buffer[offset], before) { return false }
            }
          }
          previousKey = key
          previous = (chunk, offset)
        }
        return true
      }
      if !inOrder { return false }
    }
    return true
  }

  /// Where a merge is in one run's chunks.
  private struct Cursor {
    var chunks: [[Finding]]
    var chunk = 0
    var offset = 0

    var isDone: Bool { chunk == chunks.count }

    /// The key of the next finding.
    func key(_ ranks: inout FindingRanks) -> FindingRanks.Key {
      chunks[chunk].withUnsafeBufferPointer { ranks.key($0.baseAddress! + offset) }
    }

    /// Appends the next finding to `result`, releasing its chunk after its last one (and
    /// giving back the memory of every 4 chunks released).
    mutating func copyNext(to result: inout [Finding], released: inout Int) {
      result.append(chunks[chunk][offset])
      offset += 1
      if offset == chunks[chunk].count {
        chunks[chunk] = []
        chunk += 1
        offset = 0
        released += 1
        if released % 4 == 0 { MemoryRelease.returnFreedMemory() }
      }
    }
  }
}
