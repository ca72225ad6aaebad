import AppGallery
import Foundation
import Testing

/// Reads the fixture PNG back with a decoder written here (bitwise CRC, stored-block inflate),
/// independent of the encoder's table-driven code.
@Suite("GalleryFixtureImage")
struct GalleryFixtureImageTests {
  struct Chunk {
    var type: String
    var data: [UInt8]
  }

  static func bitwiseCRC(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 0 ? 0 : 0xEDB8_8320) }
    }
    return ~crc
  }

  static func uint32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    bytes.reduce(0) { $0 << 8 | UInt32($1) }
  }

  static func chunks(_ png: [UInt8]) throws -> [Chunk] {
    try #require(png.count > 8)
    #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var result: [Chunk] = []
    var offset = 8
    while offset < png.count {
      let length = Int(uint32(png[offset..<offset + 4]))
      let typed = Array(png[offset + 4..<offset + 8 + length])
      let crc = uint32(png[offset + 8 + length..<offset + 12 + length])
      #expect(crc == bitwiseCRC(typed), "CRC of chunk at \(offset)")
      result.append(
        Chunk(
          type: String(decoding: typed.prefix(4), as: UTF8.self), data: Array(typed.dropFirst(4))))
      offset += 12 + length
    }
    return result
  }

  /// Inflates a zlib stream made only of stored blocks, checking its Adler-32.
  static func inflateStored(_ zlib: [UInt8]) throws -> [UInt8] {
    try #require(zlib.count >= 6)
    #expect((Int(zlib[0]) << 8 | Int(zlib[1])) % 31 == 0, "zlib header check")
    var out: [UInt8] = []
    var offset = 2
    var isLast = false
    while !isLast {
      isLast = zlib[offset] & 1 == 1
      try #require(zlib[offset] >> 1 == 0, "only stored blocks")
      let length = Int(zlib[offset + 1]) | Int(zlib[offset + 2]) << 8
      let complement = Int(zlib[offset + 3]) | Int(zlib[offset + 4]) << 8
      #expect(length ^ complement == 0xFFFF)
      out += zlib[offset + 5..<offset + 5 + length]
      offset += 5 + length
    }
    var a = 1
    var b = 0
    for byte in out {
      a = (a + Int(byte)) % 65_521
      b = (b + a) % 65_521
    }
    #expect(uint32(zlib[offset..<offset + 4]) == UInt32(b << 16 | a))
    #expect(offset + 4 == zlib.count)
    return out
  }

  @Test("the PNG is well formed: signature, CRCs, IHDR, IDAT, IEND")
  func wellFormed() throws {
    let chunks = try Self.chunks(GalleryFixtureImage.png)
    #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
    let header = try #require(chunks.first).data
    #expect(Self.uint32(header[0..<4]) == 144)
    #expect(Self.uint32(header[4..<8]) == 96)
    #expect(Array(header[8...]) == [8, 2, 0, 0, 0])
  }

  @Test(
    "the pixels decode to the gradient and the disc",
    arguments: [(144, 96), (3, 2), (200, 120)])
  func pixels(width: Int, height: Int) throws {
    let chunks = try Self.chunks(GalleryFixtureImage.makePNG(width: width, height: height))
    let raw = try Self.inflateStored(try #require(chunks.first { $0.type == "IDAT" }).data)
    let stride = width * 3 + 1
    #expect(raw.count == stride * height)
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      Array(raw[y * stride + 1 + x * 3..<y * stride + 4 + x * 3])
    }
    for y in 0..<height { #expect(raw[y * stride] == 0, "filter byte of row \(y)") }
    #expect(pixel(0, 0) == [0x3B, 0x5B, 0xDB])
    #expect(pixel(width - 1, height - 1) == [0xE0, 0x6C, 0x9F])
    let expected = GalleryFixtureImage.pixel(
      x: width / 2, y: height / 2, width: width, height: height)
    #expect(pixel(width / 2, height / 2) == [expected.0, expected.1, expected.2])
  }

  @Test("the disc is lighter than the gradient around it")
  func disc() {
    let center = GalleryFixtureImage.pixel(x: 72, y: 48, width: 144, height: 96)
    let outside = GalleryFixtureImage.pixel(x: 72, y: 2, width: 144, height: 96)
    #expect(
      Int(center.0) + Int(center.1) + Int(center.2) > Int(outside.0) + Int(outside.1)
        + Int(outside.2) + 150)
  }

  @Test("a PNG over 65,535 bytes of pixels spans several stored blocks")
  func largeImage() throws {
    let chunks = try Self.chunks(GalleryFixtureImage.makePNG(width: 200, height: 200))
    let raw = try Self.inflateStored(try #require(chunks.first { $0.type == "IDAT" }).data)
    #expect(raw.count == (200 * 3 + 1) * 200)
  }

  @Test("the data URL carries exactly the PNG")
  func dataURL() throws {
    let text = GalleryFixtureImage.dataURL.absoluteString
    let prefix = "data:image/png;base64,"
    try #require(text.hasPrefix(prefix))
    let decoded = try #require(Data(base64Encoded: String(text.dropFirst(prefix.count))))
    #expect([UInt8](decoded) == GalleryFixtureImage.png)
  }

  @Test("the missing image URL points at a file that does not exist")
  func missingURL() {
    #expect(GalleryFixtureImage.missingURL.isFileURL)
    #expect(!FileManager.default.fileExists(atPath: GalleryFixtureImage.missingURL.path))
  }
}
