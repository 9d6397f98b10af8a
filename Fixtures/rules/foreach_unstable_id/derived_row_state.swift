// A row's state set only when it appears or a value it watches changes (`.onChange(of:
// isPlaying) { showsIndicator = $1 }`) is derived from its inputs: the element it shows next sets
// it again, so a new identity misplaces nothing the user set (the audit profile). The same state
// also set by a tap is the user's (the default profile).
import SwiftUI

struct IndicatorSongRow: View {
    let title: String
    let isPlaying: Bool
    @State private var showsIndicator = false

    var body: some View {
        HStack {
            Text(title)
            if showsIndicator { Image(systemName: "speaker.wave.2") }
        }
        .onAppear { showsIndicator = isPlaying }
        .onChange(of: isPlaying) { _, playing in showsIndicator = playing }
    }
}

struct TappableIndicatorSongRow: View {
    let title: String
    let isPlaying: Bool
    @State private var showsIndicator = false

    var body: some View {
        HStack {
            Text(title)
            if showsIndicator { Image(systemName: "speaker.wave.2") }
        }
        .onAppear { showsIndicator = isPlaying }
        .onTapGesture { showsIndicator.toggle() }
    }
}

struct IndicatorSongs: View {
    @State private var songs: [String] = ["One", "Two"]
    let playing: String

    var body: some View {
        List {
            ForEach(songs.indices, id: \.self) { index in //~ foreach_unstable_id
                IndicatorSongRow(title: songs[index], isPlaying: songs[index] == playing)
            }
            ForEach(songs.indices, id: \.self) { index in //~ foreach_unstable_id
                TappableIndicatorSongRow(title: songs[index], isPlaying: songs[index] == playing)
            }
            Button("Drop first") { songs.removeFirst() }
        }
    }
}
