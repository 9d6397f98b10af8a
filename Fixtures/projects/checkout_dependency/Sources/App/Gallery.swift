import SwiftUI
import SharedKit

struct Thumbnail: View {
    let loader: ImageLoader

    var body: some View {
        Text("thumbnail")
    }
}

// `ImageLoader` is a class of a checked-out dependency.
struct Gallery: View {
    var body: some View {
        Thumbnail(loader: ImageLoader()) //~ body_fresh_object
    }
}
