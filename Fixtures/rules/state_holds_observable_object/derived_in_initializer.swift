import SwiftUI

// A view handed an object it keeps in '@State' (not observing it), whose initializer computes
// another stored input from it: every parent observes the object and builds the view anew on each
// change, and the computed input compares changed, so the screen follows the object (the audit
// profile's). A view handed the object alone by a parent that does not observe it goes stale
// (the default profile's); since it is handed the object, the advice is '@ObservedObject'.

final class TagPicker: ObservableObject {
    @Published var selected: [String] = []

    func toggle(_ tag: String) { selected.append(tag) }
}

struct TagEntry: View {
    @State var picker: TagPicker //~ state_holds_observable_object
    let chips: [String]

    init(picker: TagPicker) {
        self.picker = picker
        self.chips = picker.selected.map { "#" + $0 }
    }

    var body: some View {
        VStack {
            ForEach(chips, id: \.self) { Text($0) }
            Text("\(picker.selected.count) selected")
            Button("Add") { picker.toggle("new") }
        }
    }
}

struct TagSheet: View {
    @StateObject private var picker = TagPicker()

    var body: some View { TagEntry(picker: picker) }
}

struct TagPanel: View {
    @ObservedObject var picker: TagPicker

    var body: some View { TagEntry(picker: picker) }
}

struct TagCount: View {
    @State var picker: TagPicker //~ state_holds_observable_object

    var body: some View { Text("\(picker.selected.count)") }
}

struct TagHost: View {
    let picker: TagPicker

    var body: some View { TagCount(picker: picker) }
}
