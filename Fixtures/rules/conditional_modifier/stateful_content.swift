import SwiftUI

// Which profile a flipping call is in: content that holds state (a scroll position, text input,
// a project view with @State, an animation) loses it on every flip and is a default-profile
// finding; leaf content that merely restyles is the audit profile's, as is the declaration.
extension View {
    @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View { //~ conditional_modifier
        if condition { transform(self) } else { self }
    }
}

struct Counter: View {
    @State private var count = 0
    var body: some View { Button("\(count)") { count += 1 } }
}

struct Screen: View {
    @State private var loading = false
    @State private var query = ""
    var body: some View {
        ScrollView {
            Text("feed")
        }
        .if(loading) { $0.opacity(0.5) } //~ conditional_modifier
        TextField("Search", text: $query)
            .if(loading) { $0.disabled(true) } //~ conditional_modifier
        Counter()
            .if(loading) { $0.blur(radius: 2) } //~ conditional_modifier
        Text("title")
            .if(loading) { $0.bold() } //~ conditional_modifier
        Button("Reload") { loading.toggle() }
    }
}
