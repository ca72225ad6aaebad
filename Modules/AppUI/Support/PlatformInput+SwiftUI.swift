// AppUI's one platform boundary: input traits that exist only on iOS.
#if canImport(SwiftUI)
import SwiftUI

extension View {
  /// Marks a field as the entry of a one-time code: SMS autofill everywhere it exists, and the
  /// number pad on iOS.
  func oneTimeCodeEntry() -> some View {
    #if os(iOS)
    return self.textContentType(.oneTimeCode).keyboardType(.numberPad)
    #elseif os(macOS)
    return self.textContentType(.oneTimeCode)
    #else
    #warning("Platform-specific implementation missing")
    return self
    #endif
  }
}
#endif
