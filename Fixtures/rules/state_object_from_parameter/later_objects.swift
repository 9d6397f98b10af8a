import SwiftUI

// Which later objects are ignored: a parent that passes another object to the same view (a new
// selection) loses it to the kept one, the default profile's; a destination built from a
// route's payload is always given the object it keeps, the audit profile's.
final class ThreadModel: ObservableObject {
    @Published var title = ""
}

struct ThreadView: View {
    @StateObject private var model: ThreadModel

    init(model: ThreadModel) {
        _model = StateObject(wrappedValue: model) //~ state_object_from_parameter
    }

    var body: some View { Text(model.title) }
}

final class InboxModel: ObservableObject {
    @Published var selected = ThreadModel()
    func next() { selected = ThreadModel() }
}

struct Inbox: View {
    @StateObject private var inbox = InboxModel()

    var body: some View {
        ThreadView(model: inbox.selected)
        Button("Next") { inbox.next() }
    }
}

enum Route: Hashable {
    case thread(ThreadPayload)
}

struct ThreadPayload: Hashable {
    static func == (a: ThreadPayload, b: ThreadPayload) -> Bool { a.id == b.id }
    func hash(into h: inout Hasher) { h.combine(id) }
    let id: Int
    let model: ReplyModel
}

final class ReplyModel: ObservableObject {
    @Published var text = ""
}

struct ReplyView: View {
    @StateObject private var model: ReplyModel

    init(model: ReplyModel) {
        _model = StateObject(wrappedValue: model) //~ state_object_from_parameter
    }

    var body: some View { Text(model.text) }
}

struct Router: View {
    var body: some View {
        NavigationStack {
            Text("home")
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .thread(let payload): ReplyView(model: payload.model)
                    }
                }
        }
    }
}
