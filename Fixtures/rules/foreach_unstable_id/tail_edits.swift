import SwiftUI

// Edits at the end keep every other element at its position: `removeLast`, `popLast`, and a
// function named for appending that is handed the collection `inout`. Removing from the front
// does not.
struct DigitSlots: View {
    @State private var slots: [Int] = [0]
    let value: Int

    var body: some View {
        HStack {
            ForEach(0..<slots.count, id: \.self) { index in
                Text("\(slots[index])")
            }
        }
        .onChange(of: value) { _, new in resize(to: "\(new)".count) }
    }

    private func resize(to count: Int) {
        while slots.count < count { slots.append(0) }
        while slots.count > count { _ = slots.removeLast() }
        if count == 0 { _ = slots.popLast() }
    }
}

struct PagedNames: View {
    @State private var names: [String] = []

    var body: some View {
        List {
            ForEach(names.indices, id: \.self) { index in
                Text(names[index])
            }
            Button("More") { appendUnique(["Ann"], to: &names) }
        }
    }

    private func appendUnique(_ page: [String], to list: inout [String]) {
        for name in page where !list.contains(name) { list.append(name) }
    }
}

struct QueueNames: View {
    @State private var queue: [String] = ["A", "B"]

    var body: some View {
        List {
            ForEach(queue.indices, id: \.self) { index in //~ foreach_unstable_id
                Text(queue[index])
            }
            Button("Next") { _ = queue.removeFirst() }
            Button("Shuffle") { shuffleAll(&queue) }
        }
    }

    private func shuffleAll(_ list: inout [String]) { list.shuffle() }
}
