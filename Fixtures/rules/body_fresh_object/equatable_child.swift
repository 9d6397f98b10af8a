// An Equatable child is compared with its own '==': a new object held as a plain property,
// which that '==' ignores, neither makes the child look changed nor replaces what it observes
// (the audit profile's). A child observing the object it is handed loses its state (default).
import SwiftUI

final class Subreddit: ObservableObject {
    @Published var name: String
    init(id: String) { name = id }
}

struct PostContent: View, Equatable {
    static func == (lhs: PostContent, rhs: PostContent) -> Bool { lhs.postID == rhs.postID }

    let postID: String
    var sub: Subreddit

    var body: some View { Text(postID + sub.name) }
}

struct SubHeader: View {
    @ObservedObject var sub: Subreddit

    var body: some View { Text(sub.name).onTapGesture { sub.name = "joined" } }
}

struct ThemingPreview: View {
    @State private var postID = "1"

    var body: some View {
        VStack {
            PostContent(postID: postID, sub: Subreddit(id: "swift")) //~ body_fresh_object
            SubHeader(sub: Subreddit(id: "swift")) //~ body_fresh_object
        }
    }
}
