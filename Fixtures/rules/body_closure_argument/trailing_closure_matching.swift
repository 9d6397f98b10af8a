// The unlabeled trailing closure fills the first closure parameter that a later required one
// does not claim (Swift's forward scan, SE-0286): with `reselect: (() -> Void)? = nil` before a
// required `content`, `Feed { … }` passes the content, which is view-building code, not an
// action. A closure passed for `reselect` by its label is still reported.
import SwiftUI

struct Feed<Content: View>: View {
    private let reselect: (() -> Void)?
    private let content: () -> Content

    init(reselect: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.reselect = reselect
        self.content = content
    }

    var body: some View {
        ScrollView {
            LazyVStack { content() }
        }
        .onTapGesture { reselect?() }
    }
}

struct Inbox: View {
    @State private var unread = 0

    var body: some View {
        VStack {
            Feed {
                Text("\(unread) unread")
            }
            Feed(reselect: { unread = 0 }) { //~ body_closure_argument
                Text("Inbox")
            }
        }
    }
}
