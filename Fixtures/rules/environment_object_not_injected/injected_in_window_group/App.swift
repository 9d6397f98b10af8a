// Injected into the scene.
import Combine
import Observation
import SwiftUI

final class Settings: ObservableObject {
    @Published var isDark = false
}

@Observable
final class Session {
    var user = ""
}

@main
struct NotesApp: App {
    @StateObject private var settings = Settings()
    @State private var session = Session()

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .environmentObject(settings)
        .environment(session)
    }
}

struct ContentView: View {
    @EnvironmentObject var settings: Settings
    @Environment(Session.self) private var session

    var body: some View {
        Text(session.user)
            .foregroundStyle(settings.isDark ? .white : .black)
    }
}

// The app delegate is an ObservableObject: SwiftUI injects it.
final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var pushToken = ""
}

struct DelegateApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var delegate

    var body: some Scene {
        WindowGroup { TokenView() }
    }
}

struct TokenView: View {
    @EnvironmentObject var delegate: AppDelegate

    var body: some View { Text(delegate.pushToken) }
}
