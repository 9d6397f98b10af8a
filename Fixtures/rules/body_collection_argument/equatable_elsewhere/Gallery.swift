import SwiftUI

struct PhotoStrip: View {
    let photos: [Photo]
    var body: some View { HStack { ForEach(photos) { Text($0.caption) } } }
}

struct AlbumShelf: View {
    let albums: [Album]
    var body: some View { HStack { ForEach(albums) { Text($0.title) } } }
}

struct ProductRow: View {
    let products: [Product]
    var body: some View { HStack { ForEach(products, id: \.code) { Text($0.code) } } }
}

struct Gallery: View {
    @State private var photos: [Photo] = []
    @State private var albums: [Album] = []
    @State private var products: [Product] = []
    @State private var query = ""

    var body: some View {
        TextField("Search", text: $query)
        PhotoStrip(photos: photos.filter { $0.caption.contains(query) })
        ProductRow(products: products.filter { $0.code.hasPrefix(query) })
        AlbumShelf(albums: albums.filter { $0.title.contains(query) }) //~ body_collection_argument
    }
}
