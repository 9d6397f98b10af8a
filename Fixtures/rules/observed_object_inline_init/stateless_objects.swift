// An inline object that holds only what it is given when made (an empty model, a constant
// list of options) loses nothing when the view is re-created with a new one: the audit
// profile's. One whose published state the app writes later loses it: the default profile's.
import SwiftUI

final class TabsModel: ObservableObject {}

final class DropDownOptions: ObservableObject {
    @Published var options = ["Day and Night", "Day", "Night"]
}

final class DraftModel: ObservableObject {
    @Published var text = ""
    func clear() { text = "" }
}

struct LogbookFilters: View {
    @ObservedObject var tabs = TabsModel() //~ observed_object_inline_init
    @ObservedObject var dropDown = DropDownOptions() //~ observed_object_inline_init
    @ObservedObject var draft = DraftModel() //~ observed_object_inline_init

    var body: some View {
        Picker("Filter", selection: .constant(0)) {
            ForEach(dropDown.options.indices, id: \.self) { Text(dropDown.options[$0]).tag($0) }
        }
        TextField("Note", text: $draft.text)
    }
}

// A binding handed out through `self.` (`self.$height.value`) writes the object as `$height.value`
// does: the text typed is state a new object loses. A publisher read through another property
// (`self.feed.$items`) writes nothing.
final class FieldModel: ObservableObject {
    @Published var value = ""
}

final class FeedModel: ObservableObject {
    @Published var items: [String] = []
}

struct ProfileFields: View {
    @ObservedObject var height = FieldModel() //~ observed_object_inline_init
    @ObservedObject var feed = FeedModel() //~ observed_object_inline_init

    var body: some View {
        TextField("Height", text: self.$height.value)
            .onReceive(self.feed.$items) { _ in }
    }
}
