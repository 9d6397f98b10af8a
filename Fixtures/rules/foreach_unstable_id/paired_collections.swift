import SwiftUI

// Rows that pair each element with another collection's by the same position: the position is
// the key both collections share, and an element's id would not keep the other aligned. A change
// of the collection while shown all the same: the audit profile's, with why.
final class Timeline: ObservableObject {
    @Published var segments: [Segment] = []
    @Published var labels: [String] = []

    func regenerate(count: Int) {
        segments = (0..<count).map { Segment(length: $0) }
        labels = Array(repeating: "", count: count)
    }
}

struct Segment {
    var length: Int
}

struct SegmentLabel: View {
    @Binding var label: String
    @State private var draft = ""

    var body: some View {
        TextField("Label", text: $draft)
            .onSubmit { label = draft }
    }
}

struct TimelineBar: View {
    @ObservedObject var timeline: Timeline

    var body: some View {
        HStack {
            ForEach(timeline.segments.indices, id: \.self) { i in //~ foreach_unstable_id
                SegmentLabel(label: $timeline.labels[i])
                    .frame(width: CGFloat(timeline.segments[i].length))
            }
        }
        .onTapGesture { timeline.regenerate(count: 3) }
    }
}

// The counter-example: rows that read only their own collection's element by the index keep a
// warning in the default profile.
final class Checklist: ObservableObject {
    @Published var items: [String] = []
}

struct ChecklistView: View {
    @ObservedObject var checklist: Checklist

    var body: some View {
        List {
            ForEach(checklist.items.indices, id: \.self) { i in //~ foreach_unstable_id
                TextField("Item", text: $checklist.items[i])
            }
            .onDelete { checklist.items.remove(atOffsets: $0) }
        }
    }
}

struct PairedApp: App {
    @StateObject private var timeline = Timeline()
    @StateObject private var checklist = Checklist()

    var body: some Scene {
        WindowGroup {
            TimelineBar(timeline: timeline)
            ChecklistView(checklist: checklist)
        }
    }
}
