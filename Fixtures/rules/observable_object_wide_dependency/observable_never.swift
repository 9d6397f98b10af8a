// @Observable classes track each property: never a wide dependency.
import Observation
import SwiftUI

@Observable
final class Library {
    var books: [String] = []
    var filter = ""
    var sort = 0
    var isSyncing = false
    var lastError: String?
}

struct BookCount: View {
    @Environment(Library.self) private var library
    @State private var local = Library()

    var body: some View {
        Text("\(library.books.count) \(local.filter)")
    }
}

@main
struct LibraryApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            BookCount()
                .environment(library)
        }
    }
}
