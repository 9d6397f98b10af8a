// A child's state is what a new identity resets: a private @State it never reads holds nothing,
// nor does a closure kept in @State. Such content is only rebuilt (audit profile); a child that
// uses its @State loses it (default profile).
import SwiftUI

struct AlternateRow: View {
    let name: String
    @State private var draftVisibility = ""
    @State private var draftMinima = ""

    var body: some View {
        HStack {
            Text(name)
            Spacer()
        }
    }
}

struct TimeStepper: View {
    @State var onToggle: () -> Void
    let value: String

    var body: some View {
        Text(value).onTapGesture { onToggle() }
    }
}

struct EditableRow: View {
    let name: String
    @State private var draft = ""

    var body: some View {
        TextField(name, text: $draft)
    }
}

struct AlternatesList: View {
    let names: [String]
    @State private var toggles = 0

    var body: some View {
        VStack {
            AlternateRow(name: "A").id(UUID()) //~ fresh_id_modifier
            TimeStepper(onToggle: { toggles += 1 }, value: "\(toggles)").id(UUID()) //~ fresh_id_modifier
            EditableRow(name: "B").id(UUID()) //~ fresh_id_modifier
        }
    }
}
