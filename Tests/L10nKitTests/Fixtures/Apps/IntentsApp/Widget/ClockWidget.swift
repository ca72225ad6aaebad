// A fixture of l10n's tests, written for them.
import SwiftUI
import WidgetKit

struct ClockWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "clock", provider: ClockProvider()) { entry in
      Text(entry.date, style: .time)
    }
    .configurationDisplayName("Clock")
    .description("Shows the current time.")
  }
}
