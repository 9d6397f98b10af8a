// When the call also hands the child another input that is new on every evaluation, the child
// looks changed whatever is done with the reported closure: a capturing content closure the child
// stores (it cannot be compared, and an '==' must not ignore content), or a `Binding(get:set:)`
// made in place. Not reported. Counter-examples still reported: content the child builds in its
// initializer (a value), a capture-free content closure, a binding passed with `$`.
import SwiftUI

struct Glyph: View {
    var body: some View { Image(systemName: "star") }
}

struct Sheet<Content: View>: View {
    let onClose: () -> Void
    @ViewBuilder let content: () -> Content
    var body: some View { VStack { Glyph(); content() } }
}

struct BuiltSheet<Content: View>: View {
    let onClose: () -> Void
    let content: Content
    init(onClose: @escaping () -> Void, @ViewBuilder content: () -> Content) {
        self.onClose = onClose
        self.content = content()
    }
    var body: some View { VStack { Glyph(); content } }
}

struct CheckRow: View {
    @Binding var isOn: Bool
    let onDelete: () -> Void
    var body: some View { HStack { Glyph(); Toggle("", isOn: $isOn) } }
}

struct Panel: View {
    @State private var title = "a"
    @State private var selected: Set<Int> = []
    @State private var isOn = false

    var body: some View {
        VStack {
            Sheet(onClose: { title = "" }) { Text(title) }
            CheckRow(isOn: Binding(get: { selected.contains(1) }, set: { _ in selected.insert(1) }), onDelete: { selected = [] })
            BuiltSheet(onClose: { title = "" }) { Text(title) } //~ body_closure_argument
            Sheet(onClose: { title = "" }) { Text("static") } //~ body_closure_argument
            CheckRow(isOn: $isOn, onDelete: { selected = [] }) //~ body_closure_argument
        }
    }
}
