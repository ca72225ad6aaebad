import AppGallery
import AppNetwork
import Foundation
import Testing

@Suite("fixture image through the image pipeline")
struct FixtureImagePipelineTests {
  @Test("the live pipeline serves the bundled image from its data URL, with no network")
  func loadsThroughLivePipeline() async throws {
    let pipeline = ImagePipeline(fetch: .live, diskDirectory: nil)
    let data = try await pipeline.data(for: GalleryFixtureImage.dataURL)
    #expect([UInt8](data) == GalleryFixtureImage.png)
  }

  @Test("the missing image fails instead of loading")
  func missingImageFails() async {
    let pipeline = ImagePipeline(fetch: .live, diskDirectory: nil)
    await #expect(throws: (any Error).self) {
      _ = try await pipeline.data(for: GalleryFixtureImage.missingURL)
    }
  }
}
