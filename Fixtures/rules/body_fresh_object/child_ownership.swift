// How the child keeps the object decides the consequence: a memberwise '@StateObject' parameter
// is an autoclosure (built once per view identity: no finding); '@State' or an explicit init
// that is not an autoclosure keep the first object and ignore the rest (a wasted allocation);
// a plain or '@ObservedObject' property gets a new object on every evaluation.
import SwiftUI

final class FeedModel: ObservableObject {
    @Published var page = 0
    init() {}
}

@Observable final class DraftModel {
    var text = ""
}

struct OwnedByStateObject: View {
    @StateObject var model: FeedModel
    var body: some View { Text("a") }
}

struct OwnedByExplicitInit: View {
    @StateObject private var model: FeedModel
    init(model: FeedModel) {
        _model = StateObject(wrappedValue: model) //~ state_object_from_parameter
    }
    var body: some View { Text("b") }
}

struct DeferredExplicitInit: View {
    @StateObject private var model: FeedModel
    init(model: @autoclosure @escaping () -> FeedModel) {
        _model = StateObject(wrappedValue: model())
    }
    var body: some View { Text("c") }
}

// An unlabeled parameter kept, wrapped, in '@StateObject': the first object stays (matched by
// position, as the label cannot be).
final class FeedWrapper: ObservableObject {
    let feed: FeedModel
    init(feed: FeedModel) { self.feed = feed }
}

struct OwnedUnlabeled: View {
    @StateObject private var model: FeedWrapper
    init(_ model: FeedModel) {
        _model = StateObject(wrappedValue: FeedWrapper(feed: model))
    }
    var body: some View { Text("e") }
}

struct KeptInState: View {
    @State var draft: DraftModel
    var body: some View { Text(draft.text) }
}

struct Observing: View {
    @ObservedObject var model: FeedModel
    var body: some View { Text("d").onTapGesture { model.page += 1 } }
}

struct Parent: View {
    @State private var refreshes = 0

    var body: some View {
        Button("Refresh \(refreshes)") { refreshes += 1 }
        OwnedByStateObject(model: FeedModel())
        DeferredExplicitInit(model: FeedModel())
        OwnedByExplicitInit(model: FeedModel()) //~ body_fresh_object
        KeptInState(draft: DraftModel()) //~ body_fresh_object
        OwnedUnlabeled(FeedModel()) //~ body_fresh_object
        Observing(model: FeedModel()) //~ body_fresh_object
    }
}
