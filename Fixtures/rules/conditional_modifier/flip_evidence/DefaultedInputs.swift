import SwiftUI

struct Album: Identifiable {
    let id: Int
    var title: String
}

/// 'namespace' is an initializer parameter with a default: a construction that leaves it out
/// passes nil on every evaluation, however its other arguments change. Only the gallery that
/// passes a namespace it sets in an action makes the condition flip: the default profile.
struct AlbumTile: View {
    let album: Album
    let namespace: Namespace.ID?

    init(album: Album, namespace: Namespace.ID? = nil) {
        self.album = album
        self.namespace = namespace
    }

    var body: some View {
        ScrollView { Text(album.title) }
            .dimmed(namespace != nil) //~ conditional_modifier
    }
}

struct AlbumList: View {
    @State private var albums: [Album] = []

    var body: some View {
        ForEach(albums) { album in
            AlbumTile(album: album)
        }
        .task { albums = [Album(id: 1, title: "One")] }
    }
}

struct HeroGallery: View {
    @Namespace private var hero
    @State private var heroSpace: Namespace.ID?
    let albums: [Album]

    var body: some View {
        ForEach(albums) { album in
            AlbumTile(album: album, namespace: heroSpace)
        }
        Button("Animate") { heroSpace = hero }
    }
}
