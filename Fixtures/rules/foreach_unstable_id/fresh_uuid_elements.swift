import SwiftUI

// Rows identified by their offset over elements whose 'id' is a stored 'UUID()': each element the
// model rebuilds from its data (a 'map' on every reload) has a new one, so 'id: \.element.id' is no
// fix. The advice names the data's own identifier when the element stores one, and asks for one
// when it does not. Elements with an 'id' of their data keep the usual advice.

struct NoteRow: Identifiable {
    let id = UUID()
    let noteID: String
    var text: String
}

struct PlainNote: Identifiable {
    let id = UUID()
    var text: String
}

struct KeyedNote: Identifiable {
    let id: String
    var text: String
}

final class NotebookModel: ObservableObject {
    @Published var rows: [NoteRow] = []
    @Published var plain: [PlainNote] = []
    @Published var keyed: [KeyedNote] = []

    func reload(_ texts: [String: String]) {
        rows = texts.map { NoteRow(noteID: $0.key, text: $0.value) }
        plain = texts.map { PlainNote(text: $0.value) }
        keyed = texts.map { KeyedNote(id: $0.key, text: $0.value) }
    }

    func delete(at index: Int) {
        rows.remove(at: index)
        plain.remove(at: index)
        keyed.remove(at: index)
    }
}

struct NoteCard: View {
    let text: String
    @State private var expanded = false

    var body: some View {
        Text(text).lineLimit(expanded ? nil : 2).onTapGesture { expanded.toggle() }
    }
}

struct Notebook: View {
    @ObservedObject var model: NotebookModel

    var body: some View {
        List {
            ForEach(Array(model.rows.enumerated()), id: \.offset) { index, row in //~ foreach_unstable_id
                NoteCard(text: row.text).swipeActions { Button("Delete") { model.delete(at: index) } }
            }
            ForEach(Array(model.plain.enumerated()), id: \.offset) { index, note in //~ foreach_unstable_id
                NoteCard(text: note.text).swipeActions { Button("Delete") { model.delete(at: index) } }
            }
            ForEach(Array(model.keyed.enumerated()), id: \.offset) { index, note in //~ foreach_unstable_id
                NoteCard(text: note.text).swipeActions { Button("Delete") { model.delete(at: index) } }
            }
        }
    }
}
