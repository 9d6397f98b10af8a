import SwiftUI
import WidgetKit
import Shared

// Rendered once per timeline entry, as a snapshot: the condition cannot flip a live view.
struct StatusEntryView: View {
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    let entry: StatusEntry

    var body: some View {
        Text(entry.title)
            .if(!showsBackground) { $0.padding() }
            .if(entry.isUrgent) { $0.bold() }
    }
}
