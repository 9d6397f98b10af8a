// One realistic file with several problems at once; every finding is annotated, everything else
// must stay silent.
import Combine
import Foundation
import SwiftUI

final class FeedViewModel: ObservableObject {
    @Published var posts: [Post] = []
}

final class PostModel: ObservableObject {
    @Published var isLiked = false
    init(post: Post) {}
    func like() { isLiked = true }
}

struct Post: Hashable {
    var author: String
    var text: String
    var date: Date
}

struct ComposerDefaults {
    var cache = NSCache<NSString, NSString>()
}

extension EnvironmentValues {
    @Entry var feedDecoder = JSONDecoder() //~ entry_unstable_default
    @Entry var composerDefaults = ComposerDefaults() //~ entry_wrapped_reference
    @Entry var feedLoadedAt = Date() //~ entry_nondeterministic_default
    @Entry var onOpenPost: (Post) -> Void = { _ in } //~ entry_closure_default
    @Entry var feedTitle = "Home"
}

struct PostRow: View {
    @ObservedObject var model: PostModel
    let post: Post
    let onLike: () -> Void

    var body: some View { Glyph();
        let _ = Self._printChanges() //~ print_changes_leftover
        VStack(alignment: .leading) {
            Text(post.author)
            Text(post.text)
        }
    }
}

struct FeedView: View {
    @ObservedObject var viewModel = FeedViewModel() //~ observed_object_inline_init
    @State private var liked: Set<Post> = []
    @Environment(\.feedDecoder) private var decoder

    var body: some View {
        let formatter = DateFormatter() //~ body_expensive_work
        List {
            ForEach(Array(viewModel.posts.enumerated()), id: \.offset) { _, post in //~ foreach_unstable_id
                PostRow(
                    model: PostModel(post: post), //~ body_fresh_object
                    post: post,
                    onLike: { _ = liked.insert(post) }
                )
                Text(formatter.string(from: post.date))
            }
        }
        .id(UUID()) //~ fresh_id_modifier
        .environmentObject(FeedViewModel()) //~ environment_fresh_injection
        .onAppear {
            let decoder = JSONDecoder()
            _ = decoder
            viewModel.posts = []
        }
    }
}

// A project view: a child that renders it is not a leaf of SDK views only.
struct Glyph: View {
    var body: some View { Image(systemName: "star") }
}

// The app shows the feed: its body runs.
struct FeedTab: View {
    var body: some View {
        FeedView()
    }
}

// The views that read the injected objects: a new one loses their state.
struct FeedViewModelReader: View {
    @EnvironmentObject private var feedViewModel: FeedViewModel

    var body: some View {
        Text(String(describing: feedViewModel))
    }
}
