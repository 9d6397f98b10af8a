import SwiftUI

struct SendButton: View {
    @Environment(\.sendAction) private var send

    var body: some View {
        Button("Send") { send("hello") }
    }
}

struct ShareButton: View {
    @Environment(\.shareAction) private var share

    var body: some View {
        Button("Share") { share(URL(fileURLWithPath: "/")) }
    }
}

struct Composer: View {
    @State private var sent: [String] = []

    var body: some View {
        VStack {
            SendButton()
            ShareButton()
        }
        .environment(\.sendAction) { sent.append($0) } //~ environment_fresh_injection
    }
}

#Preview {
    SendButton()
}
