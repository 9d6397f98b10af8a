import SwiftUI

// A view observing a class's shared instance (`= Inbox.shared`) holds that class: its
// collection's writes are the evidence, as for `= Inbox()`. A closure's `$0[…]` in a row
// (`.alignmentGuide(…) { $0[.trailing] }`) is no binding by position.
struct Notice { var text: String }

final class NoticeInbox: ObservableObject {
    static let shared = NoticeInbox()
    @Published private(set) var clusters: [Notice] = []
    @Published private(set) var pinned: [Notice] = [Notice(text: "Welcome")]

    func refresh() async { clusters = [] }
}

struct NoticeList: View {
    @ObservedObject private var inbox = NoticeInbox.shared

    var body: some View {
        List {
            ForEach(inbox.clusters.indices, id: \.self) { index in //~ foreach_unstable_id
                Text(inbox.clusters[index].text)
                    .alignmentGuide(.listRowSeparatorTrailing) { $0[.trailing] }
            }
            // Set when the inbox is made, never written again: fixed.
            ForEach(inbox.pinned.indices, id: \.self) { index in
                Text(inbox.pinned[index].text)
            }
        }
        .refreshable { await inbox.refresh() }
    }
}
