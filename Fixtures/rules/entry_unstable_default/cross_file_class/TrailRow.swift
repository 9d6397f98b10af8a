// A reader of the key in a third file: it feeds the "read by N views" note, and reports nothing.
import SwiftUI

struct TrailRow: View {
    let name: String

    @Environment(\.thumbnailRepository) private var thumbnailRepository

    var body: some View {
        Text(name)
    }
}
