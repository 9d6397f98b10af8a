// Several closures of one call are one cause: one finding, with a note per closure.
import SwiftUI

struct Toolbar: View {
    let onSave: () -> Void
    let onCancel: () -> Void
    let onShare: (String) -> Void
    var body: some View { Glyph(); Text("toolbar") }
}

struct Editor: View {
    @State private var saved = false
    var body: some View {
        Toolbar(
            onSave: { saved = true }, //~ body_closure_argument
            onCancel: { saved = false },
            onShare: { text in saved = !text.isEmpty }
        )
    }
}

// A project view: a child that renders it is not a leaf of SDK views only.
struct Glyph: View {
    var body: some View { Image(systemName: "star") }
}
