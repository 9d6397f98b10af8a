// A value of the presenting view's own, set by the user's action that opens a destination and
// unwrapped in it (`if let artist = selected { ArtistScreen(artist: artist) }`): the destination
// covers the view that would change it, so it is fixed while the destination is shown. A
// destination handed a binding to it (`$selected`) can change it, and so can a timer.
import SwiftUI

struct PressedAlbum {
    var title: String
    var songs: [String]
}

struct AlbumSongRow: View {
    let title: String
    @State private var isFavorite = false

    var body: some View {
        Toggle(title, isOn: $isFavorite)
    }
}

struct AlbumScreen: View {
    let album: PressedAlbum

    var body: some View {
        List {
            ForEach(album.songs.indices, id: \.self) { index in
                AlbumSongRow(title: album.songs[index])
            }
        }
    }
}

struct AlbumLibrary: View {
    let albums: [PressedAlbum]
    @State private var selected: PressedAlbum?

    var body: some View {
        List(albums, id: \.title) { album in
            Button(album.title) { open(album) }
        }
        .navigationDestination(isPresented: Binding(get: { selected != nil }, set: { if !$0 { selected = nil } })) {
            if let album = selected {
                AlbumScreen(album: album)
            }
        }
    }

    private func open(_ album: PressedAlbum) { selected = album }
}

struct EditableAlbumScreen: View {
    let album: PressedAlbum
    @Binding var selection: PressedAlbum?

    var body: some View {
        List {
            ForEach(album.songs.indices, id: \.self) { index in //~ foreach_unstable_id
                AlbumSongRow(title: album.songs[index])
            }
            Button("Clear") { selection = PressedAlbum(title: album.title, songs: []) }
        }
    }
}

struct EditingAlbumLibrary: View {
    let albums: [PressedAlbum]
    @State private var selected: PressedAlbum?

    var body: some View {
        List(albums, id: \.title) { album in
            Button(album.title) { open(album) }
        }
        .sheet(isPresented: Binding(get: { selected != nil }, set: { if !$0 { selected = nil } })) {
            if let album = selected {
                EditableAlbumScreen(album: album, selection: $selected)
            }
        }
    }

    private func open(_ album: PressedAlbum) { selected = album }
}

struct TickingAlbumScreen: View {
    let album: PressedAlbum

    var body: some View {
        List {
            ForEach(album.songs.indices, id: \.self) { index in //~ foreach_unstable_id
                AlbumSongRow(title: album.songs[index])
            }
        }
    }
}

struct TickingAlbumLibrary: View {
    @State private var current: PressedAlbum?

    var body: some View {
        Text("Now playing")
            .sheet(isPresented: Binding(get: { current != nil }, set: { if !$0 { current = nil } })) {
                if let album = current {
                    TickingAlbumScreen(album: album)
                }
            }
            .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
                current = PressedAlbum(title: "Radio", songs: ["Now", "Next"])
            }
    }
}
