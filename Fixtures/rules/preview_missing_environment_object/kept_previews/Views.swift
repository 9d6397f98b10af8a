import SwiftUI

final class Library: ObservableObject {
    @Published var books: [String] = []
}

@main
struct ShelfApp: App {
    @StateObject private var library = Library()

    var body: some Scene {
        WindowGroup {
            Shelf().environmentObject(library)
        }
    }
}

struct Shelf: View {
    @EnvironmentObject var library: Library

    var body: some View {
        List(library.books, id: \.self) { Text($0) }
    }
}

struct Shelf_Previews: PreviewProvider {
    static var previews: some View {
        Shelf() //~ preview_missing_environment_object
    }
}
