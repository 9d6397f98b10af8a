import SwiftUI

// Position identity reached through a local `let` of the body, and a running count zipped
// beside the elements (`zip(1..., items)` identified by `\.0`): a new element at the top hands
// every row the next one's identity.
struct Inbox: View {
    struct Message: Identifiable {
        let id: Int
        var title: String
    }

    @State private var messages: [Message] = []
    @State private var draft = ""

    var body: some View {
        let numbered = Array(zip(1..., messages))
        List {
            ForEach(numbered, id: \.0) { pair in //~ foreach_unstable_id
                Text(pair.1.title)
            }
        }
        let rows = Array(messages.enumerated())
        ForEach(rows, id: \.offset) { _, message in //~ foreach_unstable_id
            Text(message.title)
        }
        // Element identity through the local: nothing to report.
        ForEach(rows, id: \.element.id) { _, message in
            Text(message.title)
        }
        // A count up to a fixed number, zipped: the count is fixed, the elements are not, but
        // `\.1.id` identifies them.
        ForEach(Array(zip(1..., messages)), id: \.1.id) { pair in
            Text("\(pair.0). \(pair.1.title)")
        }
        Button("Refresh") { messages.insert(Message(id: messages.count, title: draft), at: 0) }
    }
}
