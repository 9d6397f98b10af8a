import SwiftUI

struct HomeScreen: View {
    @State private var components: [Component] = []
    @State private var entries: [Link] = []
    @State private var rowCount = 0

    var body: some View {
        List {
            ForEach(components) { component in
                LinksRow(component: component)
            }
            EntryList(entries: entries, title: "Recent")
            EntryList(entries: [Link(title: "Pinned")], title: "Pinned")
            // Positions up to a count the view changes, each reading an element: reported.
            ForEach(0..<rowCount, id: \.self) { i in //~ foreach_unstable_id
                Text(entries[i].title)
            }
            // Rows that show only their position (page dots) are positions: identity by index
            // is right for them, and a change of the count only adds or removes places. Reported
            // for the audit profile only, with that note.
            ForEach(0..<rowCount, id: \.self) { i in //~ foreach_unstable_id
                Circle().opacity(i == 0 ? 1 : 0.3)
            }
            ForEach(0..<rowCount, id: \.self) { _ in //~ foreach_unstable_id
                ProgressView()
            }
            // A method of the view reads the element for the index: reported.
            ForEach(0..<rowCount, id: \.self) { i in //~ foreach_unstable_id
                entryRow(at: i)
            }
        }
        .task {
            components = await loadComponents()
            entries = components.flatMap(\.links)
            rowCount = entries.count
        }
    }

    func loadComponents() async -> [Component] { [] }

    func entryRow(at index: Int) -> some View { Text(entries[index].title) }
}

// Its input is what the parent passes: the parent's state, reassigned after a load.
struct EntryList: View {
    let entries: [Link]
    let title: String

    var body: some View {
        Section(title) {
            ForEach(entries.indices, id: \.self) { i in //~ foreach_unstable_id
                Text(entries[i].title)
            }
        }
    }
}

// An initializer of its own derives the links from the component it is given: a row of a list
// identified by `id`, which keeps its component when the parent's components are reloaded and
// no component is edited in place: its links are fixed while shown.
struct LinksRow: View {
    private let links: [Link]

    init(component: Component) {
        self.links = component.links
    }

    var body: some View {
        ForEach(links.indices, id: \.self) { i in
            Text(links[i].title)
        }
    }
}
