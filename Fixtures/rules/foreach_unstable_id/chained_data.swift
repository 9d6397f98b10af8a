// Index identity survives methods that keep the pairs or the positions; a `map` from positions
// to elements gives element identity back, and a stride with constant bounds is not a collection.
import SwiftUI

struct Song: Hashable {
    var title: String
}

struct SongRow: View {
    let song: Song

    var body: some View {
        Text(song.title)
    }
}

struct Playlist: View {
    @State private var songs: [Song] = []

    var body: some View {
        Button("Shuffle") { songs.shuffle() }
        List {
            ForEach(songs.enumerated().map { $0 }, id: \.offset) { pair in //~ foreach_unstable_id
                SongRow(song: pair.element)
            }
            ForEach(Array(songs.enumerated()).filter { $0.offset > 0 }, id: \.offset) { pair in //~ foreach_unstable_id
                SongRow(song: pair.element)
            }
            ForEach(stride(from: 0, to: songs.count, by: 0.1), id: \.self) { index in //~ foreach_unstable_id
                SongRow(song: songs[index])
            }
            ForEach(songs.indices.filter { $0.isMultiple(of: 2) }, id: \.self) { index in //~ foreach_unstable_id
                SongRow(song: songs[index])
            }
            ForEach(songs.indices.map { songs[$0] }, id: \.self) { song in
                Text(song.title)
            }
            ForEach(stride(from: 0, to: 10, by: 2), id: \.self) { step in
                Text("\(step)")
            }
        }
    }
}
