import SwiftUI
import WidgetKit
import Shared

@main
struct StatusWidgetBundle: WidgetBundle {
    var body: some Widget { StatusWidget() }
}

struct StatusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "status", provider: StatusProvider()) { entry in
            StatusEntryView(entry: entry)
        }
    }
}
