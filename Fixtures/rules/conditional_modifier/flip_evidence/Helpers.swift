import SwiftUI

// Which flips the default profile reports: content holding state (here a ScrollView) is reset on
// every flip, but only a condition the change model sees written while the view is shown
// flips in front of the user. The rest flip, if ever, while another screen is shown: audit.
extension View {
    @ViewBuilder func dimmed(_ on: Bool) -> some View { //~ conditional_modifier
        if on { self.opacity(0.4) } else { self }
    }
}

final class Connection: ObservableObject {
    @Published var isOffline = false
    @Published var serverName = ""

    init(serverName: String) { self.serverName = serverName }

    func listen(_ events: AsyncStream<Bool>) async {
        for await offline in events { isOffline = offline }
    }
}
