// A fixture of l10n's tests, written for them.
import SwiftUI

struct ShareView: View {
  var body: some View {
    Button("Share") {}
  }
}
