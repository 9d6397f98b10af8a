// A helper that can render nothing includes or removes the view, as an `if` around it does: the
// state lost when it is removed is what the author asked for (the audit profile's). A helper
// that restyles the same content on both sides stays reported where the content holds state.
import SwiftUI

extension View {
    @ViewBuilder func isHidden(_ hidden: Bool, remove: Bool = false) -> some View { //~ conditional_modifier
        if hidden {
            if !remove {
                self.hidden()
            }
        } else {
            self
        }
    }

    // Not the shape at all: one branch is not the view.
    @ViewBuilder func shown(_ visible: Bool) -> some View {
        if visible {
            self
        } else {
            EmptyView()
        }
    }

    @ViewBuilder func bordered(_ enabled: Bool) -> some View { //~ conditional_modifier
        if enabled {
            self.border(Color.accentColor)
        } else {
            self
        }
    }
}

struct RadioPanel: View {
    @State private var playing = false
    @State private var query = ""

    var body: some View {
        VStack {
            ScrollView { Text("Wave") }
                .isHidden(!playing, remove: true) //~ conditional_modifier
            ScrollView { Text("Stations") }
                .shown(playing)
            // Counter-example: the same text field restyled, which loses what is typed.
            TextField("Search", text: $query)
                .bordered(playing) //~ conditional_modifier
            Button("Play") { playing.toggle() }
        }
    }
}
