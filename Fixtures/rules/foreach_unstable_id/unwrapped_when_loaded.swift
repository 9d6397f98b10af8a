// A parent that loads a value once (`.onAppear`, a one-shot `.task`) and builds the child only
// once it is there (`if let artist { ArtistDetail(artist: artist) }`): the load makes the child,
// it does not change the child's rows while they are shown. A value the parent also sets from a
// button while the child is shown does.
import SwiftUI

struct Artist {
    var name: String
    var songs: [String]
}

struct SongRow: View {
    let title: String
    @State private var isFavorite = false

    var body: some View {
        Toggle(title, isOn: $isFavorite)
    }
}

struct ArtistDetail: View {
    let artist: Artist

    private var songs: [String] { artist.songs.sorted() }

    var body: some View {
        List {
            ForEach(songs.indices, id: \.self) { index in
                SongRow(title: songs[index])
            }
        }
    }
}

struct ArtistLoader: View {
    let name: String
    @State private var artist: Artist?

    var body: some View {
        Group {
            if let artist {
                ArtistDetail(artist: artist)
            } else {
                ProgressView()
            }
        }
        .onAppear(perform: load)
    }

    private func load() {
        artist = Artist(name: name, songs: ["One", "Two"])
    }
}

struct EditableArtist: View {
    let artist: Artist

    private var songs: [String] { artist.songs.sorted() }

    var body: some View {
        List {
            ForEach(songs.indices, id: \.self) { index in //~ foreach_unstable_id
                SongRow(title: songs[index])
            }
        }
    }
}

struct EditableArtistLoader: View {
    @State private var artist: Artist?

    var body: some View {
        VStack {
            if let artist {
                EditableArtist(artist: artist)
            }
            Button("Shuffle") { artist = Artist(name: "A", songs: ["Two", "One", "Three"]) }
        }
        .onAppear { artist = Artist(name: "A", songs: ["One", "Two"]) }
    }
}
