import SwiftUI

struct AlbumView: View {
    let album: Album
    let photos: [Photo]
    @Environment(\.apiClient) private var client
    @Environment(\.previewClient) private var previewClient

    var body: some View {
        ScrollView {
            ForEach(album.photos.indices, id: \.self) { index in
                Text(album.photos[index])
            }
            ForEach(photos) { photo in
                Text(photo.name)
            }
            ForEach(album.photos, id: \.self) { name in
                Text(name)
            }
        }
        .environment(\.apiClient, client)
    }
}
