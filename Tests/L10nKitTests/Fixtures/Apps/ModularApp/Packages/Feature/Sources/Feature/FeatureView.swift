// A fixture of l10n's tests, written for them.
import SwiftUI

public struct FeatureView: View {
  public init() {}

  public var body: some View {
    VStack {
      Text("Feature Title", bundle: .module)
      Text("Feature Subtitle")
      Text("Shared Greeting", bundle: .main)
      Label(String(localized: "Feature Detail", bundle: .module), systemImage: "star")
    }
  }
}
