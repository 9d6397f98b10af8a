// `zip(1..., items)` identifies rows by a running count: the collection is the second sequence,
// not the counter. A method given the collection or a filter the user picks
// (`filter.apply(to: notices, kind: kind)`) gives another collection when either changes. A
// literal zipped with the counter is fixed.
import SwiftUI

struct Notice: Hashable {
    var text: String
}

final class NoticeFilter {
    func apply(to items: [Notice], kind: Int) -> [Notice] { items }
}

struct NoticeRow: View {
    let notice: Notice
    @State private var expanded = false

    var body: some View {
        Text(notice.text).onTapGesture { expanded.toggle() }
    }
}

struct NoticesView: View {
    @State private var notices: [Notice] = []
    @State private var kind = 0
    let filter = NoticeFilter()

    var body: some View {
        VStack {
            let counted = Array(zip(1..., notices))
            ForEach(counted, id: \.0) { pair in //~ foreach_unstable_id
                NoticeRow(notice: pair.1)
            }
            ForEach(Array(filter.apply(to: notices, kind: kind).enumerated()), id: \.offset) { _, notice in //~ foreach_unstable_id
                NoticeRow(notice: notice)
            }
            ForEach(Array(zip(1..., ["a", "b"])), id: \.0) { pair in
                Text(pair.1)
            }
            Button("Load") { notices.insert(Notice(text: "new"), at: 0) }
            Picker("Kind", selection: $kind) { Text("All").tag(0) }
        }
    }
}
