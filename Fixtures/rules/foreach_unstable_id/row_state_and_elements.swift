// The message names what a wrong identity costs and what can identify the elements: rows that
// hold no state only update and animate wrongly; 'id: \.element.id' only for elements with an
// 'id'; plain values that may repeat need an identity of their own.
import SwiftUI

struct Track: Identifiable {
    let id: UUID
    var title: String
}

struct Chord: Hashable {
    var name: String
}

struct TrackLabel: View {
    let title: String
    var body: some View { Text(title).font(.headline) }
}

struct TrackRow: View {
    let track: Track
    @State private var isExpanded = false
    var body: some View {
        Button(track.title) { isExpanded.toggle() }
    }
}

struct Playlist: View {
    @State private var tracks: [Track] = []
    @State private var tags: [String] = []
    @State private var chords: [Chord] = []

    var body: some View {
        ForEach(Array(tracks.enumerated()), id: \.offset) { _, track in //~ foreach_unstable_id
            TrackLabel(title: track.title)
        }
        ForEach(Array(tracks.enumerated()), id: \.offset) { _, track in //~ foreach_unstable_id
            TrackRow(track: track)
        }
        ForEach(tags.indices, id: \.self) { i in //~ foreach_unstable_id
            TrackLabel(title: tags[i])
        }
        ForEach(Array(chords.enumerated()), id: \.offset) { _, chord in //~ foreach_unstable_id
            TrackLabel(title: chord.name)
        }
        Button("Shuffle") {
            tracks.shuffle()
            tags.shuffle()
            chords.shuffle()
        }
    }
}
