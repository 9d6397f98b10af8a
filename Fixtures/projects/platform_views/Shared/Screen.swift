import SwiftUI

struct Screen: View {
    @State private var sent = 0

    var body: some View {
        VStack {
            #if os(macOS)
            ChatView(action: { sent += 1 }) //~ body_closure_argument
            #else
            ChatView(action: { Text("Sent \(sent)") })
            #endif
        }
    }
}

// Without a platform condition the name has two declarations: nothing is certain.
struct SharedScreen: View {
    var body: some View {
        ChatView(action: { Text("shared") })
    }
}
