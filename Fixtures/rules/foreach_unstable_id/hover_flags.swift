// A row's hover flag ('.onHover { isHovering = $0 }') is set again by the pointer's next move: a
// new identity only moves it for a moment, not the user's state (the audit profile). A row whose
// state the user sets otherwise (renaming, on a double click) hands it to another element: the
// default profile.
import SwiftUI

struct TrackRow: View {
    let title: String
    @State private var isHovering = false

    var body: some View {
        Text(title)
            .background(isHovering ? Color.gray : Color.clear)
            .onHover { isHovering = $0 }
    }
}

struct RenamableTrackRow: View {
    let title: String
    @State private var isHovering = false
    @State private var isRenaming = false

    var body: some View {
        Text(isRenaming ? "…" : title)
            .background(isHovering ? Color.gray : Color.clear)
            .onHover { hovering in isHovering = hovering }
            .onTapGesture(count: 2) { isRenaming = true }
    }
}

// A flag written in a method handed by reference ('.onHover(perform: updateHover)'): written,
// at a rate the project does not show; the note says so, not "never written".
struct SlotRow: View {
    let title: String
    @State private var isHovered = false

    var body: some View {
        Text(title)
            .background(isHovered ? Color.gray : Color.clear)
            .onHover(perform: updateHover)
    }

    private func updateHover(_ hovering: Bool) {
        isHovered = hovering
    }
}

struct QueuePane: View {
    @State private var queue: [String] = []

    var body: some View {
        List {
            ForEach(Array(queue.enumerated()), id: \.offset) { _, title in //~ foreach_unstable_id
                TrackRow(title: title)
            }
            ForEach(Array(queue.enumerated()), id: \.offset) { _, title in //~ foreach_unstable_id
                RenamableTrackRow(title: title)
            }
            ForEach(Array(queue.enumerated()), id: \.offset) { _, title in //~ foreach_unstable_id
                SlotRow(title: title)
            }
        }
        Button("Shuffle") { queue.shuffle() }
    }
}
