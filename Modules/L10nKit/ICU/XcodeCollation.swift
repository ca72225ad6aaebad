internal import CAtelierICU

/// The order Xcode gives String Catalog keys (FORMATS.md §0 rule 2): ICU root collation at
/// secondary strength with numeric ordering, ties broken at tertiary strength, then code point.
public enum XcodeCollation {
  /// Whether `a` sorts before `b` in Xcode's order.
  public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
    compare(a, b) < 0
  }

  /// -1, 0 or 1 as `a` sorts before, with, or after `b`.
  public static func compare(_ a: String, _ b: String) -> Int {
    var a = a
    var b = b
    return a.withUTF8 { pa in
      b.withUTF8 { pb in
        Int(
          atelier_icu_collate(
            UnsafeRawPointer(pa.baseAddress!).assumingMemoryBound(to: CChar.self), pa.count,
            UnsafeRawPointer(pb.baseAddress!).assumingMemoryBound(to: CChar.self), pb.count))
      }
    }
  }
}
