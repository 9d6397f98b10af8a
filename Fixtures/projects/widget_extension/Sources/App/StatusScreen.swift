import SwiftUI
import Shared

// The same shape in the app: a live view whose state toggles the condition.
struct StatusScreen: View {
    @State private var isUrgent = false

    var body: some View {
        Text("status")
            .if(isUrgent) { $0.bold() } //~ conditional_modifier
            .onTapGesture { isUrgent.toggle() }
    }
}
