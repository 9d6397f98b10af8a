import SwiftUI

struct TrailHeader: View {
    @Environment(\.thumbnailRepository)
    private var repository

    var body: some View {
        Text("Header")
    }
}
