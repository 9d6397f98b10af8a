import SwiftUI

// A collection filtered or ordered by the view's own values changes whenever one of them is
// written, even when the collection itself never is: typing a search removes rows from the
// middle, and rows identified by position then hand their state to other elements.

struct Chore: Hashable {
    var title: String
    var isDone: Bool
}

struct ChoreRow: View {
    let chore: Chore
    @State private var isExpanded = false

    var body: some View {
        Text(chore.title)
            .onTapGesture { isExpanded.toggle() }
    }
}

struct ChoreList: View {
    @State private var chores: [Chore] = [Chore(title: "Dishes", isDone: false)]
    @State private var query = ""
    @State private var showsDone = false

    var body: some View {
        let shown = query.isEmpty ? chores : chores.filter { $0.title.contains(query) }
        VStack {
            TextField("Search", text: $query)
            Toggle("Done", isOn: $showsDone)
            ForEach(0..<shown.count, id: \.self) { index in //~ foreach_unstable_id
                ChoreRow(chore: shown[index])
            }
            ForEach(Array(chores.filter { $0.isDone == showsDone }.enumerated()), id: \.offset) { _, chore in //~ foreach_unstable_id
                ChoreRow(chore: chore)
            }
        }
    }
}

// A plain input its parent passes filtered by the parent's search text.
struct ChoreColumn: View {
    let chores: [Chore]

    var body: some View {
        ForEach(chores.indices, id: \.self) { index in //~ foreach_unstable_id
            ChoreRow(chore: chores[index])
        }
    }
}

struct ChoreBoard: View {
    let all: [Chore] = [Chore(title: "Dishes", isDone: false)]
    @State private var search = ""

    var body: some View {
        TextField("Search", text: $search)
        ChoreColumn(chores: all.filter { $0.title.hasPrefix(search) })
    }
}

// Counter-examples: a filter by a constant of the view, and by the closure's own parameter
// named like nothing the view writes: the collection never changes while shown.
struct ChoreSummary: View {
    let chores: [Chore] = [Chore(title: "Laundry", isDone: true)]
    let minimumLength = 3

    var body: some View {
        let long = chores.filter { $0.title.count >= minimumLength }
        ForEach(long.indices, id: \.self) { index in
            ChoreRow(chore: long[index])
        }
        ForEach(Array(chores.sorted { a, b in a.title < b.title }.enumerated()), id: \.offset) { _, chore in
            ChoreRow(chore: chore)
        }
    }
}
