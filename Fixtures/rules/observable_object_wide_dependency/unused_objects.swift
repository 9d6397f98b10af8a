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

// Changes on every notification, but what deleting it saves is one small body: the audit
// profile's, with a note that says so.
struct CreditsPane: View {
    @EnvironmentObject var playback: Playback //~ observable_object_wide_dependency

    var body: some View {
        Text("Credits")
    }
}

// Changes on every notification and re-evaluates rows for nothing: a default-profile finding.
struct HistoryPane: View {
    @EnvironmentObject var playback: Playback //~ observable_object_wide_dependency
    let entries: [String]

    var body: some View {
        List {
            ForEach(entries, id: \.self) { entry in
                Text(entry)
            }
        }
    }
}

// Its only parent observes the same object and builds it anew on each change: deleting the
// property saves nothing, the audit profile's.
struct QueuePane: View {
    @EnvironmentObject var playback: Playback //~ observable_object_wide_dependency
    let entries: [String]

    var body: some View {
        List {
            ForEach(entries, id: \.self) { entry in
                Text(entry)
            }
        }
    }
}

struct NowPlaying: View {
    @EnvironmentObject var playback: Playback

    var body: some View {
        VStack {
            Text(playback.title)
            Text(playback.artist)
            Text("\(playback.position)")
            Text(playback.isPlaying ? "Playing" : "Paused")
            QueuePane(entries: [playback.title])
        }
    }
}

struct Library: View {
    let played: [String]

    var body: some View {
        HistoryPane(entries: played)
        CreditsPane()
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
                NowPlaying()
                Library(played: [])
                CreditsPane()
                AboutPane()
                PreferencesPane()
            }
            .environmentObject(playback)
            .environmentObject(preferences)
        }
    }
}
