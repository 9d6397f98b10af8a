import SwiftUI

// A project `extension View` property applied in a preview (`.withSampleStores`) may inject,
// like a project modifier: the walk stops there. Without it, the preview crashes.
@Observable
final class Shelf {
    var books: [String] = []
}

struct ShelfView: View {
    @Environment(Shelf.self) private var shelf
    var body: some View { Text("\(shelf.books.count) books") }
}

extension View {
    var withSampleStores: some View {
        self.environment(Shelf()) //~ environment_fresh_injection
    }
}

#Preview {
    ShelfView()
        .withSampleStores
}

#Preview {
    ShelfView() //~ preview_missing_environment_object
}
