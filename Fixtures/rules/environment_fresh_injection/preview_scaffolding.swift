import SwiftUI

// A member of `extension View` named for previews is the project's preview scaffolding: its
// injections of sample models run in the canvas, not in the app. One named otherwise is app
// code, reported.
@Observable
final class Playlist {
    var songs: [String] = []
}

extension View {
    var previewModifier: some View {
        self.environment(Playlist())
    }

    func withPreviewData() -> some View {
        environment(Playlist())
    }

    var withPlaylist: some View {
        self.environment(Playlist()) //~ environment_fresh_injection
    }
}

// The views that read the injected objects: a new one loses their state.
struct PlaylistReader: View {
    @Environment(Playlist.self) private var playlist

    var body: some View {
        Text(String(describing: playlist))
    }
}
