import SwiftUI

// A view model publishing one state value (`@Published var state: FeedState`) whose code fills a
// collection inside it (`self.state.items = …` after a load): the rows read through the object
// (`model.state.items`) change, so index identity is reported, in the audit profile for rows
// that hold nothing. A part the model never writes (`state.tags`, written only where the state
// is made), while another part is written (`state.title`), is not reported.

struct FeedItem { var title: String }

struct FeedState {
    var items: [FeedItem] = []
    var tags: [String] = ["new", "top"]
    var title = ""
}

final class FeedModel: ObservableObject {
    @Published var state = FeedState()

    func load() {
        Task { @MainActor in
            self.state.items = [FeedItem(title: "a")]
            self.state.title = "Feed"
        }
    }
}

struct FeedScreen: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        List {
            ForEach(Array(model.state.items.enumerated()), id: \.offset) { _, item in //~ foreach_unstable_id
                Text(item.title)
            }
            ForEach(Array(model.state.tags.enumerated()), id: \.offset) { _, tag in
                Text(tag)
            }
        }
        .onAppear { model.load() }
    }
}
