import SwiftUI

// State that only a presentation's content writes (a drag in a full-screen cover) re-evaluates
// the presenting view per frame only while the cover hides the rest: the rows behind it save
// nothing then (audit). The same drag on the screen itself is a default warning. The snapshot
// marks the audit-only ones.

struct EntryBadge: View {
    let title: String
    var body: some View { Text(title).padding(4) }
}

struct EntryRow: View {
    let title: String
    let onOpen: () -> Void
    var body: some View {
        Button(action: onOpen) { EntryBadge(title: title) }
    }
}

struct EntryList: View {
    @State private var entries: [String] = []
    @State private var opened: String?
    @State private var confirming = false
    @State private var offset: CGFloat = 0
    var body: some View {
        VStack {
            ForEach(entries, id: \.self) { entry in
                EntryRow(title: entry, onOpen: { opened = entry }) //~ body_closure_argument
            }
        }
        .fullScreenCover(isPresented: $confirming) {
            Text("Drag down to cancel")
                .offset(y: offset)
                .gesture(DragGesture()
                    .onChanged { offset = $0.translation.height }
                    .onEnded { _ in offset = 0 })
        }
    }
}

// Counter-example: the same drag on the list itself re-evaluates the rows per frame.
struct DraggedEntryList: View {
    @State private var entries: [String] = []
    @State private var opened: String?
    @State private var offset: CGFloat = 0
    var body: some View {
        VStack {
            ForEach(entries, id: \.self) { entry in
                EntryRow(title: entry, onOpen: { opened = entry }) //~ body_closure_argument
            }
        }
        .offset(y: offset)
        .gesture(DragGesture()
            .onChanged { offset = $0.translation.height }
            .onEnded { _ in offset = 0 })
    }
}
