import SwiftUI

struct CatalogView: View {
    @ObservedObject var catalog: Catalog

    var body: some View {
        // Set only when the catalog is made.
        ForEach(catalog.sections.indices, id: \.self) { i in
            Text(catalog.sections[i])
        }
    }
}

// A row identified by its whole value keeps that value: a new value is a new row, so what it
// passes its child never changes under the child.
struct TagCloud: View {
    @State private var tags: [String] = []

    var body: some View {
        ForEach(tags, id: \.self) { tag in
            TagLetters(tag: tag)
        }
        .onAppear { tags = ["a", "b"] }
    }
}

struct TagLetters: View {
    let tag: String

    var body: some View {
        ForEach(Array(tag.enumerated()), id: \.offset) { _, letter in
            Text(String(letter))
        }
    }
}

// What a store holds is what its reducers change while the view is shown.
struct TagsView: View {
    @EnvironmentObject private var store: Store<AppState>
    let compact: Bool

    var body: some View {
        ForEach(0..<store.state.tags.count, id: \.self) { i in //~ foreach_unstable_id
            Text(store.state.tags[i])
        }
        // Every branch of a local's value: the fixed one and the store's.
        let shown = if compact { ["All"] } else { ["All"] + store.state.tags }
        ForEach(shown.indices, id: \.self) { i in //~ foreach_unstable_id
            Text(shown[i])
        }
        // A field of the state set only by its initializer: no reducer changes it.
        ForEach(0..<store.state.reactions.count, id: \.self) { i in
            Text(store.state.reactions[i])
        }
    }
}
