// A helper whose `if` tests the platform, not what it is given
// (`if UIDevice.current.userInterfaceIdiom == .pad`), takes the same branch for the whole run:
// neither it nor its calls are reported, whatever argument changes. A helper that tests its
// parameter still is. (One that reads a setting the user can change is a conditional modifier
// too: `ConditionalModifierShapeTests`.)
import SwiftUI
import UIKit

private extension View {
    /// A title on iPad only.
    @ViewBuilder
    func titleOnPad(_ title: String) -> some View {
        if UIDevice.current.userInterfaceIdiom == .pad {
            self.navigationTitle(title)
        } else {
            self
        }
    }

    @ViewBuilder
    func editable(_ editing: Bool) -> some View { //~ conditional_modifier
        if editing {
            self.opacity(0.8).onDrag { NSItemProvider() }
        } else {
            self
        }
    }
}

struct Articles: View {
    @State private var section = "Today"
    @State private var editing = false
    @State private var items = ["A", "B"]

    var body: some View {
        List(items, id: \.self) { Text($0) }
            .titleOnPad(section)
            .editable(editing) //~ conditional_modifier
            .toolbar {
                Button("Edit") { editing.toggle() }
                Button("Next") { section = "All" }
            }
    }
}
