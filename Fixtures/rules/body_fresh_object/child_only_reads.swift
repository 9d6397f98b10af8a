// Only the child can reach an object made inline for it. When nothing the child builds changes
// the object (no property assigned, no binding to it handed out, no method called that writes
// one) and its initializer starts no work, a new one shows the same thing: nothing is lost, and
// the finding is the audit profile's, with a note that says so. A child that edits the object,
// directly or through a view it hands the object on to, loses those edits: the default profile's.
import SwiftUI

final class BadgeModel: ObservableObject {
    @Published var title: String
    @Published var items: [String] = []

    init(title: String) { self.title = title }

    func rename(_ name: String) { title = name }
    func initials() -> String { String(title.prefix(2)) }
}

struct BadgeView: View {
    @ObservedObject var model: BadgeModel
    var body: some View {
        Text(model.title)
        Text(model.initials())
        Text("\(model.items.count)")
    }
}

struct BadgeTitleEditor: View {
    @ObservedObject var model: BadgeModel
    var body: some View { TextField("Title", text: $model.title) }
}

struct EditableBadge: View {
    @ObservedObject var model: BadgeModel
    var body: some View {
        VStack {
            Text(model.title)
            BadgeTitleEditor(model: model)
        }
    }
}

struct RenamingBadge: View {
    @ObservedObject var model: BadgeModel
    var body: some View {
        Button(model.title) { model.rename("New") }
    }
}

struct CollectingBadge: View {
    @ObservedObject var model: BadgeModel
    var body: some View {
        Button("Add") { model.items.append("item") }
    }
}

struct SharingBadge: View {
    @ObservedObject var model: BadgeModel
    var body: some View {
        Text(model.title).environmentObject(model)
    }
}

struct BadgeScreen: View {
    let name: String
    @State private var filter = ""

    var body: some View {
        VStack {
            TextField("Filter", text: $filter)
            BadgeView(model: BadgeModel(title: name)) //~ body_fresh_object
            EditableBadge(model: BadgeModel(title: name)) //~ body_fresh_object
            RenamingBadge(model: BadgeModel(title: name)) //~ body_fresh_object
            CollectingBadge(model: BadgeModel(title: name)) //~ body_fresh_object
            SharingBadge(model: BadgeModel(title: name)) //~ body_fresh_object
        }
    }
}
