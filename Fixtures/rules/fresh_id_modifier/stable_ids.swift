// Stable arguments, and fresh values created only in deferred code (the usual way to force a reset:
// store a new token in state from an action, and use the state as the id).
import SwiftUI

struct Message: Identifiable {
    let id: UUID
    var text: String
}

struct SpacerID: Hashable {}

enum Anchor: Hashable {
    case top, bottom
}

struct ChatView: View {
    let messages: [Message]
    let theme: String
    @State private var resetToken = UUID()
    @State private var snapshot: AnyView?

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                ForEach(messages) { message in
                    Text(message.text)
                        .id(message.id)
                }
                Color.clear.id(SpacerID())
                Color.clear.id(Anchor.bottom)
                Text("Loader").id("Loader")
                Text("Tab").id("TabBarView" + theme)
                Text("Theme").id(theme)
                Text("Maybe").id(messages.first?.id)
            }
            .id(resetToken)
            .onAppear {
                proxy.scrollTo(Anchor.bottom)
                snapshot = AnyView(Text("Cached").id(UUID()))
            }
            .toolbar {
                Button("Reset") {
                    resetToken = UUID()
                }
            }
        }
    }
}

// `.id(...)` methods of non-view types are not the view modifier.
struct Store {
    func id(state: String, action: String) -> String { state + action }
}

func scopeIdentifier(_ store: Store) -> String {
    store.id(state: "root", action: "\(UUID())")
}
