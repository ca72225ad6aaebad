#if canImport(UIKit) && !os(watchOS)
import UIKit

extension DeviceIdiom {
  /// The idiom UIKit reports for the running device.
  @MainActor static var uiKitCurrent: DeviceIdiom {
    switch UIDevice.current.userInterfaceIdiom {
    case .phone: return UIDevice.current.model.hasPrefix("iPod") ? .ipod : .iphone
    case .pad: return .ipad
    case .mac: return .mac
    case .tv: return .appletv
    case .vision: return .applevision
    default: return .other
    }
  }
}
#endif
