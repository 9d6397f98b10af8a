#if os(iOS)
import SwiftUI

// The iOS declaration reads nothing from the environment: its preview needs no object.
struct RequestView: View {
    var body: some View {
        Text("request")
    }
}

#Preview {
    RequestView()
}
#endif
