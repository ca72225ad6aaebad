// The gallery's window where SwiftUI exists; `GalleryWindow+Linux.swift` is the other side.
#if canImport(SwiftUI)
import AppGallery
import Foundation
import SwiftUI
#if canImport(AppKit)
import AppKit
#endif

/// Opens ``ComponentGalleryView`` in a window.
enum GalleryWindow {
  /// SwiftUI is available, so the gallery can open.
  static let isAvailable = true

  /// Runs the app until it quits.
  @MainActor static func open() -> Never {
    GalleryWindowApp.main()
    exit(0)
  }
}

/// The gallery as a one-window app.
struct GalleryWindowApp: App {
  init() {
    #if canImport(AppKit)
    // A bare executable starts as a background process: make it a regular app with a Dock
    // icon and bring its window to the front so it receives keyboard input.
    NSApplication.shared.setActivationPolicy(.regular)
    NSApplication.shared.activate()
    #endif
  }

  var body: some Scene {
    WindowGroup {
      ComponentGalleryView()
        .frame(minWidth: 720, minHeight: 560)
    }
  }
}
#endif
