// A project view's `@State` that nothing writes after the view is made holds its initial value
// again under a new identity: a flip loses nothing there, and restyles leaf content (the audit
// profile's). One that the user's actions write is lost on each flip (the default profile's).
import SwiftUI

extension View {
    @ViewBuilder func draggable(_ on: Bool) -> some View { //~ conditional_modifier
        if on { self.opacity(0.9).onDrag { NSItemProvider() } } else { self }
    }
}

struct Chart: View {
    @State var isInteractive = false
    let values: [Double]

    var body: some View {
        Text(isInteractive ? "interactive" : "\(values.count) values")
    }
}

struct Expander: View {
    @State private var expanded = false

    var body: some View {
        Button(expanded ? "Less" : "More") { expanded.toggle() }
    }
}

struct Dashboard: View {
    @Binding var editing: Bool

    var body: some View {
        VStack {
            Chart(values: [1, 2])
                .draggable(editing) //~ conditional_modifier
            Expander()
                .draggable(editing) //~ conditional_modifier
        }
    }
}

struct EditButton: View {
    @State private var editing = false

    var body: some View {
        Dashboard(editing: $editing)
        Button("Edit") { editing.toggle() }
    }
}
