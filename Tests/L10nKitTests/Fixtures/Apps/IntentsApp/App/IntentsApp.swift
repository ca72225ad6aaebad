// A fixture of l10n's tests, written for them.
import SwiftUI

@main
struct IntentsApp: App {
  var body: some Scene {
    WindowGroup("Main Window") {
      ContentView()
    }
  }
}

struct ContentView: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("Welcome")
      Text("\(count) open items")
      Button("Add Item") { count += 1 }
      Text("Missing on purpose")
    }
    .navigationBarTitle("Items", displayMode: .inline)
  }
}
