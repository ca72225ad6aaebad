// A fixture of l10n's tests, written for them.
import Feature
import SwiftUI

struct HomeView: View {
  var body: some View {
    NavigationStack {
      VStack {
        Text("Home")
        FeatureView()
      }
      .navigationTitle("Start")
    }
  }
}
