import SwiftUI
import Combine

// A view that never uses an observed object re-evaluates on each of its changes for nothing, and
// dropping the property is free. Whether that deserves a warning depends on how often the object
// changes: on a stream of events (below, a notification per track change) it does; on a user's
// occasional action only the audit profile lists it, with a note that says so.

final class Playback: ObservableObject {
    @Published var title = ""
    @Published var artist = ""
    @Published var position = 0.0
    @Published var isPlaying = false
    private var observer: AnyCancellable?

    init() {
        observer = NotificationCenter.default.publisher(for: .init("TrackChanged")).sink { [weak self] note in
            self?.title = note.name.rawValue
        }
    }
}

final class Preferences: ObservableObject {
    @Published var theme = "light"
    @Published var fontSize = 14
    @Published var showsBadges = true
    @Published var language = "en"
}

// Changes on every notification: a default-profile finding.
struct CreditsPane: View {
    @EnvironmentObject var playback: Playback //~ observable_object_wide_dependency

    var body: some View {
        Text("Credits")
    }
}

// Preferences change when the user edits them in another tab: the audit profile's.
struct AboutPane: View {
    @EnvironmentObject var preferences: Preferences //~ observable_object_wide_dependency

    var body: some View {
        Text("About")
    }
}

struct PreferencesPane: View {
    @EnvironmentObject var preferences: Preferences

    var body: some View {
        Form {
            TextField("Theme", text: $preferences.theme)
            Toggle("Badges", isOn: $preferences.showsBadges)
            Text(preferences.language)
            Text("\(preferences.fontSize)")
        }
    }
}

@main
struct PanesApp: App {
    @StateObject private var playback = Playback()
    @StateObject private var preferences = Preferences()

    var body: some Scene {
        WindowGroup {
            TabView {
                CreditsPane()
                AboutPane()
                PreferencesPane()
            }
            .environmentObject(playback)
            .environmentObject(preferences)
        }
    }
}
