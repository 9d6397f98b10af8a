// Closure literals and unapplied method references passed to project views that store them in a
// non-@ViewBuilder function-typed property: the child's input differs on every evaluation.
import SwiftUI

struct Item: Identifiable {
    let id: Int
    var title: String
}

struct ItemRow: View {
    let item: Item
    let onTap: () -> Void

    var body: some View { Glyph();
        Button(item.title, action: onTap)
    }
}

struct DeleteRow: View {
    let title: String
    var onDelete: ((Int) -> Void)?

    var body: some View { Glyph();
        Text(title)
    }
}

struct SaveBar: View {
    private let onSave: @MainActor () -> Void

    init(onSave: @escaping @MainActor () -> Void) {
        self.onSave = onSave
    }

    var body: some View { Glyph();
        Button("Save") { onSave() }
    }
}

struct ItemsView: View {
    let items: [Item]
    @State private var selected: Item?

    var body: some View {
        List {
            ForEach(items) { item in
                ItemRow(item: item, onTap: { selected = item }) //~ body_closure_argument
                ItemRow(item: item) {
                    selected = item
                }
                ItemRow(item: item, onTap: refresh) //~ body_closure_argument
                ItemRow(item: item, onTap: self.refresh)
                DeleteRow(title: item.title, onDelete: { index in selected = items[index] }) //~ body_closure_argument
            }
            SaveBar(onSave: { selected = nil }) //~ body_closure_argument
            SaveBar {
                selected = nil
            }
        }
    }

    private func refresh() {
        selected = nil
    }
}

// A project view: a child that renders it is not a leaf of SDK views only.
struct Glyph: View {
    var body: some View { Image(systemName: "star") }
}
