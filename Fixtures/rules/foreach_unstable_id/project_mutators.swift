// A project's own mutating method of a collection, named for what it does (`prepend`, declared in
// an `extension Array`), reorders it as the standard ones do: rows identified by position take
// another element's state. A collection only given a copy (`insertedSorted`, a new array) is not
// edited: not reported.
import SwiftUI

extension Array {
    mutating func prepend(_ element: Element) { insert(element, at: 0) }
    func insertedSorted(_ element: Element) -> [Element] { self + [element] }
}

struct LogEntry: Hashable {
    var text: String
}

struct LogRow: View {
    let entry: LogEntry
    @State private var expanded = false

    var body: some View {
        Text(entry.text).onTapGesture { expanded.toggle() }
    }
}

struct ErrorLog: View {
    @State private var errors: [LogEntry] = []
    @State private var notes: [LogEntry] = [LogEntry(text: "a")]

    var body: some View {
        List {
            ForEach(Array(errors.enumerated()), id: \.offset) { _, entry in //~ foreach_unstable_id
                LogRow(entry: entry)
            }
            ForEach(Array(notes.enumerated()), id: \.offset) { _, entry in
                LogRow(entry: entry)
            }
            Button("Fail") { errors.prepend(LogEntry(text: "new")) }
            Button("Preview") { _ = notes.insertedSorted(LogEntry(text: "b")) }
        }
    }
}
