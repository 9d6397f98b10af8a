// '.empty' is a computed static that returns a new instance on every read.
import SwiftUI

final class Inbox: ObservableObject {
    @Published var unread = 0
    func markUnread() { unread += 1 }
    static var empty: Inbox { Inbox() }
    static let shared = Inbox()
}

struct InboxView: View {
    @ObservedObject var inbox: Inbox = .empty //~ observed_object_inline_init
    @ObservedObject var sharedInbox: Inbox = .shared
    var body: some View { Text("inbox") }
}
