// A stack rebuilt whenever its tabs change (`.id(tabs.hashValue)` above it, here around the call
// of the helper that holds the rows) gives every row a new identity: no row takes another tab's
// state. The same rows without that reset keep their positions' state across a removal.
import SwiftUI

struct TabChip: View {
    let title: String
    @State private var isPressed = false

    var body: some View {
        Text(title)
            .scaleEffect(isPressed ? 0.9 : 1)
            .onLongPressGesture { isPressed.toggle() }
    }
}

struct TabPicker: View {
    @State private var tabs = ["Posts", "Comments", "Saved"]

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                chipStack()
            }
            .id(tabs.hashValue)
            Button("Drop first") { tabs.removeFirst() }
        }
    }

    func chipStack() -> some View {
        HStack {
            ForEach(Array(tabs.enumerated()), id: \.offset) { _, tab in
                TabChip(title: tab)
            }
        }
    }
}

struct PlainTabPicker: View {
    @State private var tabs = ["Posts", "Comments", "Saved"]

    var body: some View {
        VStack {
            HStack {
                ForEach(Array(tabs.enumerated()), id: \.offset) { _, tab in //~ foreach_unstable_id
                    TabChip(title: tab)
                }
            }
            .id("chips")
            Button("Drop first") { tabs.removeFirst() }
        }
    }
}
