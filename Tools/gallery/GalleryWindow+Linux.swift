// Where there is no SwiftUI the gallery prints its inventory instead of opening a window.
#if !canImport(SwiftUI)
/// No window can open here: `main` prints the inventory instead.
enum GalleryWindow {
  /// SwiftUI is missing, so there is no window.
  static let isAvailable = false

  /// Never called when ``isAvailable`` is false.
  static func open() -> Never {
    fatalError("The gallery window needs SwiftUI; run 'gallery --list' for the inventory.")
  }
}
#endif
