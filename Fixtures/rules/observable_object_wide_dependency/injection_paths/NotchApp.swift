// An unused environment object re-evaluates its view only where an injection is above it. The
// notch screen is built below '.environmentObject(model)' and is reported; the settings pane is
// hosted by a window controller that injects nothing, so it never gets the model, never looks it
// up (it is unused) and never re-evaluates for it: no finding.
import SwiftUI

final class NotchModel: ObservableObject {
    @Published var isOpen = false
    @Published var height = 0.0
    @Published var title = ""
    @Published var volume = 0.0
}

@main
struct NotchApp: App {
    @StateObject private var model = NotchModel()

    var body: some Scene {
        WindowGroup {
            NotchScreen()
                .environmentObject(model)
        }
    }
}

struct NotchScreen: View {
    @EnvironmentObject var model: NotchModel //~ observable_object_wide_dependency

    var body: some View {
        Text("Notch")
    }
}
