import SwiftUI

// Two views named `ChatView`, one per platform. On macOS `action` is a stored callback; elsewhere
// it is view content.
#if os(macOS)
struct ChatView: View {
    let action: () -> Void

    var body: some View {
        Button("Send", action: action)
    }
}
#else
struct ChatView<Content: View>: View {
    @ViewBuilder let action: () -> Content

    var body: some View {
        action()
    }
}
#endif
