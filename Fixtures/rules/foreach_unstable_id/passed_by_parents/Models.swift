// Collections whose owner decides whether they change: the change model follows them by owner
// type and through what the views constructing a view pass it.
import SwiftUI

struct Link: Hashable {
    var title: String
}

struct Component: Identifiable, Hashable {
    var id: String
    var links: [Link]
}

// Assigned only in its initializer: fixed for the object's life.
final class Catalog: ObservableObject {
    @Published var sections: [String]

    init(sections: [String]) {
        self.sections = sections
    }
}

// A property of another type that shares the name `sections`: its edits say nothing about
// `Catalog.sections`.
struct Draft {
    var sections: [String] = []

    mutating func reset() {
        sections = []
        sections.removeAll(where: { $0.isEmpty })
    }
}

struct AppState {
    var tags: [String] = []
    var reactions: [String]

    init(reactions: [String] = ["👍", "🎉"]) {
        self.reactions = reactions
    }
}

/// The reducer: it reloads and removes tags, and never writes `reactions` after the state is made.
func reduce(_ state: inout AppState, _ removed: Int?) {
    if let removed {
        state.tags.remove(at: removed)
    } else {
        state.tags = ["new"]
    }
}

final class Store<State>: ObservableObject {
    @Published var state: State

    init(state: State) {
        self.state = state
    }
}

@main
struct TagsApp: App {
    @StateObject private var store = Store(state: AppState())

    var body: some Scene {
        WindowGroup {
            TagsView(compact: false)
                .environmentObject(store)
        }
    }
}
