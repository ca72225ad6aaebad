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
