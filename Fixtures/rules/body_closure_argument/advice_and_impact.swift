// Advice fits the case: a closure that only calls a stored closure should pass that property;
// other actions: make the child Equatable and apply '.equatable()'. Impact is high in the rows of
// a ForEach and for a child with a large body, low otherwise (a note by default).
import SwiftUI

struct Item: Identifiable {
    let id: Int
    let title: String
}

struct SmallRow: View {
    let item: Item
    let onSelect: () -> Void
    var body: some View { Glyph(); Text(item.title) }
}

struct OptionalAction: View {
    var onMove: ((Int) -> Void)?
    var body: some View { Glyph(); Text("move") }
}

struct Catalog: View {
    let items: [Item]
    let onClose: () -> Void
    let canMove: Bool
    @State private var selected: Int?

    var body: some View {
        ForEach(items) { item in
            SmallRow(item: item, onSelect: { selected = item.id }) //~ body_closure_argument
        }
        SmallRow(item: items[0]) { onClose() } //~ body_closure_argument
        SmallRow(item: items[0], onSelect: onClose)
        OptionalAction(onMove: canMove ? { selected = $0 } : nil) //~ body_closure_argument
    }
}

// A project view: a child that renders it is not a leaf of SDK views only.
struct Glyph: View {
    var body: some View { Image(systemName: "star") }
}
