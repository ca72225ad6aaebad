// The gallery's window where SwiftUI exists; `GalleryWindow+Linux.swift` is the other side.
#if canImport(SwiftUI)
import AppGallery
import SwiftUI

/// Opens ``ComponentGalleryView`` in a window.
enum GalleryWindow {
  /// SwiftUI is available, so the gallery can open.
  static let isAvailable = true

  /// Runs the app until its window closes.
  @MainActor static func open() -> Never {
    GalleryWindowApp.main()
    exit(0)
  }
}

/// The gallery as a one-window app.
struct GalleryWindowApp: App {
  var body: some Scene {
    WindowGroup {
      ComponentGalleryView()
        .frame(minWidth: 720, minHeight: 560)
    }
  }
}
#endif
