import SwiftUI

// A list computed from an object the coordinator holds (`let database = TrackDatabase.shared`),
// which its own code changes through the object's methods (`database.deleteTrack(…)`): the note says the object
// is changed through its own methods, not that it is "reordered".
final class TrackDatabase {
    static let shared = TrackDatabase()
    func tracks(for artist: String) -> [String] { [] }
    func deleteTrack(_ title: String) {}
}

final class MusicCoordinator: ObservableObject {
    let database = TrackDatabase.shared
    @Published var revision = 0

    func delete(_ title: String) {
        database.deleteTrack(title)
        revision += 1
    }
}

struct TrackLine: View {
    let title: String
    @ObservedObject var coordinator: MusicCoordinator
    @State private var confirming = false

    var body: some View {
        Button(title) { confirming = true }
            .confirmationDialog("Delete?", isPresented: $confirming) {
                Button("Delete", role: .destructive) { coordinator.delete(title) }
            }
    }
}

struct ArtistTracks: View {
    let artist: String
    @ObservedObject var coordinator: MusicCoordinator

    private var tracks: [String] { coordinator.database.tracks(for: artist) }

    var body: some View {
        List {
            ForEach(tracks.indices, id: \.self) { index in //~ foreach_unstable_id
                TrackLine(title: tracks[index], coordinator: coordinator)
            }
        }
    }
}
