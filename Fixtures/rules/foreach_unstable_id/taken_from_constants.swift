// A collection taken from a constant is fixed, even when another type changes a property of the
// same name: the element of a global `let` array bound to a local `let`, or the row of a
// `ForEach` over one. Counter-example still reported: the same property name read through an
// observed model that removes from it.
import SwiftUI

struct HelpEntry {
    let title: String
}

struct HelpGroup {
    let title: String
    var entries: [HelpEntry]
}

let helpGroups = [
    HelpGroup(title: "General", entries: [HelpEntry(title: "Open"), HelpEntry(title: "Close")]),
    HelpGroup(title: "Editing", entries: [HelpEntry(title: "Copy")]),
]

struct HelpRow: View {
    let entry: HelpEntry
    @State private var hovering = false
    var body: some View { Text(entry.title).bold(hovering) }
}

final class History: ObservableObject {
    @Published var entries: [HelpEntry] = []
    func dropOldest() { entries.remove(at: 0) }
}

struct HelpList: View {
    var body: some View {
        ForEach(helpGroups.indices, id: \.self) { gi in
            let group = helpGroups[gi]
            ForEach(group.entries.indices, id: \.self) { ei in
                HelpRow(entry: group.entries[ei])
            }
        }
        ForEach(helpGroups, id: \.title) { group in
            ForEach(group.entries.indices, id: \.self) { ei in
                HelpRow(entry: group.entries[ei])
            }
        }
    }
}

struct HistoryList: View {
    @ObservedObject var history: History

    var body: some View {
        ForEach(history.entries.indices, id: \.self) { ei in //~ foreach_unstable_id
            HelpRow(entry: history.entries[ei])
        }
    }
}
