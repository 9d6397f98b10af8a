import SwiftUI
import WidgetKit

// A Live Activity's widget compiled into the app too (its extension is the entry point, not the
// app): the app's views keep their state, so the app's findings stay.
struct TimerActivityWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "timer", provider: TimerProvider()) { _ in Text("timer") }
    }
}
