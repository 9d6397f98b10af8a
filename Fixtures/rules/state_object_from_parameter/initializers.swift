// @StateObject/@State initialized in init from an object the caller passed in.
import Observation
import SwiftUI

final class DetailModel: ObservableObject {
    @Published var title = ""
    init() {}
    init(id: Int) {}
}

@Observable
final class Session {}

struct DetailView: View {
    @StateObject private var model: DetailModel

    init(model: DetailModel) {
        _model = StateObject(wrappedValue: model) //~ state_object_from_parameter
    }

    var body: some View { Text(model.title) }
}

struct SessionView: View {
    @State private var session: Session

    init(session: Session) {
        self._session = State(initialValue: session) //~ state_object_from_parameter
    }

    var body: some View { Text("") }
}

// The view sets the state itself (back to nil once handled): "a plain property" cannot hold
// that, so the advice is to follow later values through `.onChange(of:)` or `.id(…)`.
struct PendingSessionView: View {
    @State private var pending: Session?

    init(pending: Session?) {
        _pending = State(initialValue: pending) //~ state_object_from_parameter
    }

    var body: some View {
        Button("Done") { pending = nil }
    }
}

struct FromValues: View {
    @StateObject private var model: DetailModel
    @State private var count: Int

    init(id: Int, count: Int) {
        _model = StateObject(wrappedValue: DetailModel(id: id))
        _count = State(initialValue: count)
    }

    var body: some View { Text(model.title) }
}

struct Lazily: View {
    @StateObject private var model: DetailModel

    init(model: @autoclosure @escaping () -> DetailModel) {
        _model = StateObject(wrappedValue: model())
    }

    var body: some View { Text(model.title) }
}

struct Owned: View {
    @StateObject private var model = DetailModel()
    @ObservedObject var shared: DetailModel

    var body: some View { Text(model.title + shared.title) }
}
