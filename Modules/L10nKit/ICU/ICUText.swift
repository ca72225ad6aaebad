internal import CAtelierICU

/// Calls a CAtelierICU function that fills a caller-provided buffer, growing the buffer when the
/// first attempt was too small. Returns nil when ICU reports an error.
func icuString(_ fill: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
  var capacity: Int32 = 256
  while true {
    var buffer = [CChar](repeating: 0, count: Int(capacity))
    let length = buffer.withUnsafeMutableBufferPointer { fill($0.baseAddress!, capacity) }
    if length < 0 { return nil }
    if length < capacity {
      return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    capacity = length + 1
  }
}

/// Text as `NSString`'s comparisons see it: UTF-16 of its canonical decomposition (NFD), from
/// ICU, without going through Foundation's `decomposedStringWithCanonicalMapping` and its
/// bridging (several times the instructions, measured on an export's unit ids).
enum CanonicalDecomposition {
  /// Appends the decomposition of the UTF-8 `text` to `units`.
  static func append<Bytes: Collection<UInt8>>(_ text: Bytes, to units: inout [UInt16]) {
    let bytes = Array(text)
    // A UTF-8 byte decomposes into at most 1.5 UTF-16 units (`Ǖ`, 2 bytes, is 3 units).
    var capacity = bytes.count * 2 + 8
    while true {
      let start = units.count
      units.append(contentsOf: repeatElement(0, count: capacity))
      let count = bytes.withUnsafeBufferPointer { source in
        units.withUnsafeMutableBufferPointer { destination in
          source.withMemoryRebound(to: CChar.self) { source in
            atelier_icu_nfd_utf16(
              source.baseAddress, source.count, destination.baseAddress! + start,
              Int32(capacity))
          }
        }
      }
      if count >= 0, count <= capacity {
        units.removeLast(capacity - Int(count))
        return
      }
      units.removeLast(capacity)
      // An error keeps the text as it is (UTF-16, undecomposed); a longer one retries.
      if count < 0 {
        units.append(contentsOf: String(decoding: bytes, as: UTF8.self).utf16)
        return
      }
      capacity = Int(count)
    }
  }

  /// The decomposition of the UTF-8 `text`.
  static func of<Bytes: Collection<UInt8>>(_ text: Bytes) -> [UInt16] {
    var units: [UInt16] = []
    append(text, to: &units)
    return units
  }
}
