// Elements that are arrays (the columns of a masonry, the rows of a timetable, a grid chunked
// into rows) have no identity but their place: identifying them by position is right, however
// the collection changes. The items inside them are another matter.
import SwiftUI

struct Note: Identifiable {
    let id: UUID
    var text: String
}

final class Board: ObservableObject {
    @Published var notes: [Note] = []
    @Published var table: [[String]] = []

    func add(_ text: String) {
        notes.insert(Note(id: UUID(), text: text), at: 0)
        table.append([text])
    }
}

struct Masonry: View {
    @ObservedObject var board: Board
    @State private var draft = ""

    private var columns: [[Note]] {
        var buckets: [[Note]] = [[], []]
        for (index, note) in board.notes.enumerated() { buckets[index % 2].append(note) }
        return buckets
    }

    var body: some View {
        HStack(alignment: .top) {
            // Columns: positions are their identity. The collection changes while shown:
            // reported for the audit profile only, with why position is their identity.
            ForEach(Array(columns.enumerated()), id: \.offset) { _, column in //~ foreach_unstable_id
                VStack {
                    ForEach(column) { note in
                        TextField("Note", text: .constant(note.text))
                    }
                }
            }
        }
        VStack {
            // Rows of a table the board appends to.
            ForEach(board.table.indices, id: \.self) { row in
                HStack {
                    TextField("Cell", text: $draft)
                    Text(board.table[row].joined())
                }
            }
            // Counter-example: the notes themselves, by position, with a text field in each row.
            ForEach(Array(board.notes.enumerated()), id: \.offset) { _, note in //~ foreach_unstable_id
                TextField("Note", text: .constant(note.text))
            }
        }
    }
}
