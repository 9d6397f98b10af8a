// The `App` value is made once per launch: an object its `@ObservedObject` default creates is made
// once, as `@StateObject` would. A scene or view is made again whenever its parent's body runs:
// still reported there.
import SwiftUI

final class AppState: ObservableObject {
    @Published var launched = false
}

@main
struct NotesApp: App {
    @ObservedObject var appState = AppState()

    var body: some Scene {
        WindowGroup { RootView(appState: appState) }
        Settings { PreferencesScene() }
    }
}

struct PreferencesScene: View {
    @ObservedObject var appState = AppState() //~ observed_object_inline_init

    var body: some View { Toggle("Launched", isOn: $appState.launched) }
}

struct RootView: View {
    @ObservedObject var appState: AppState

    var body: some View { Text(appState.launched ? "Ready" : "Starting") }
}
