public import Foundation

/// The picture the `RemoteImage` demo shows: a PNG generated in memory and served from a
/// `data:` URL, so the demo works offline with no file to bundle and nothing to download.
///
/// The PNG is 8-bit RGB, stored (uncompressed) deflate blocks, with a diagonal gradient from the
/// top-left colour to the bottom-right one and a lighter disc in the middle, so cropping (fill)
/// and letterboxing (fit) are visible.
public enum GalleryFixtureImage {
  /// The default picture's side in pixels.
  public static let defaultSize = 96

  /// The default picture as PNG bytes.
  public static let png: [UInt8] = makePNG(width: defaultSize * 3 / 2, height: defaultSize)

  /// The default picture as a `data:image/png;base64,...` URL.
  public static var dataURL: URL {
    // A data URL of valid base64 always parses.
    URL(string: "data:image/png;base64," + Data(png).base64EncodedString())
      ?? URL(fileURLWithPath: "/")
  }

  /// A URL under the temporary folder that does not exist: the demo's failure case.
  public static var missingURL: URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("atelier-gallery-missing-image.png")
  }

  /// The colour of pixel (`x`, `y`) in a `width` × `height` picture, as red, green, blue.
  public static func pixel(x: Int, y: Int, width: Int, height: Int) -> (UInt8, UInt8, UInt8) {
    let start = (red: 0x3B, green: 0x5B, blue: 0xDB)
    let end = (red: 0xE0, green: 0x6C, blue: 0x9F)
    let span = max(width - 1 + height - 1, 1)
    let t = Double(x + y) / Double(span)
    func mix(_ a: Int, _ b: Int) -> Double { Double(a) + (Double(b) - Double(a)) * t }
    var rgb = (mix(start.red, end.red), mix(start.green, end.green), mix(start.blue, end.blue))
    let dx = Double(x) - Double(width - 1) / 2
    let dy = Double(y) - Double(height - 1) / 2
    let radius = Double(min(width, height)) / 4
    if dx * dx + dy * dy <= radius * radius {
      rgb = ((rgb.0 + 255) / 2, (rgb.1 + 255) / 2, (rgb.2 + 255) / 2)
    }
    return (UInt8(rgb.0.rounded()), UInt8(rgb.1.rounded()), UInt8(rgb.2.rounded()))
  }

  /// A `width` × `height` PNG of the fixture picture.
  public static func makePNG(width: Int, height: Int) -> [UInt8] {
    var raw: [UInt8] = []
    raw.reserveCapacity((width * 3 + 1) * height)
    for y in 0..<height {
      raw.append(0)  // filter type: none
      for x in 0..<width {
        let (red, green, blue) = pixel(x: x, y: y, width: width, height: height)
        raw += [red, green, blue]
      }
    }
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    header += [8, 2, 0, 0, 0]  // 8 bits, RGB, deflate, adaptive filtering, no interlace
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", header)
    png += chunk("IDAT", zlibStored(raw))
    png += chunk("IEND", [])
    return png
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  /// zlib framing around stored deflate blocks of at most 65,535 bytes.
  private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let length = min(65_535, data.count - offset)
      let isLast = offset + length == data.count
      out.append(isLast ? 1 : 0)
      out += [UInt8(length & 0xFF), UInt8(length >> 8)]
      out += [UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
      out += data[offset..<offset + length]
      offset += length
    } while offset < data.count
    return out + bigEndian(adler32(data))
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// The CRC-32 PNG chunks carry.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }

  /// The Adler-32 checksum that ends a zlib stream.
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }
}
