import SwiftUI

struct SettingsPane: View {
    @EnvironmentObject var model: NotchModel

    var body: some View {
        Text("Settings")
    }
}

final class SettingsWindowController {
    func show() -> NSHostingView<SettingsPane> {
        NSHostingView(rootView: SettingsPane())
    }
}
