// `swift run gallery`: the gallery window on macOS, the component inventory elsewhere.
// `--write Documentation/Components.md` regenerates the documented inventory.
import AppGallery
import Foundation

let outcome = GalleryTool.run(
  Array(CommandLine.arguments.dropFirst()), canOpenWindow: GalleryWindow.isAvailable,
  output: { FileHandle.standardOutput.write(Data($0.utf8)) },
  errorOutput: { FileHandle.standardError.write(Data($0.utf8)) })
switch outcome {
case .openWindow: GalleryWindow.open()
case .exit(let code): exit(code)
}
