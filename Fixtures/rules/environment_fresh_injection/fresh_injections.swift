// Injecting a value created during the evaluation: a new object (state lost) on every evaluation,
// and every reader is invalidated.
import CoreData
import Observation
import SwiftUI

final class ThumbnailRepository {
    private var thumbnails: [String: Data] = [:]
}

final class ResultCache {
    var results: [String] = []
}

struct SearchDependencies {
    let cache: ResultCache
}

@Observable
final class LibraryModel {
    var books: [String] = []
}

final class SessionStore: ObservableObject {
    @Published var user: String?
    func signIn(as name: String) { user = name }
}

extension EnvironmentValues {
    @Entry var thumbnailRepository: ThumbnailRepository?
    @Entry var searchDependencies: SearchDependencies?
    @Entry var onSelect: ((String) -> Void)?
}

struct LibraryScreen: View {
    @State private var filter = ""

    var body: some View {
        NavigationStack {
            VStack {
                TextField("Filter", text: $filter)
                Text("Books")
                    .environment(\.thumbnailRepository, ThumbnailRepository()) //~ environment_fresh_injection
                Text("Search")
                    .environment(\.searchDependencies, SearchDependencies(cache: ResultCache())) //~ environment_fresh_injection
            }
        }
        .environment(LibraryModel()) //~ environment_fresh_injection
        .environmentObject(SessionStore()) //~ environment_fresh_injection
        .environment(\.onSelect, { title in print(title) }) //~ environment_fresh_injection
        .environment(\.managedObjectContext, NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)) //~ environment_fresh_injection
    }
}

// Content closures of containers and @ViewBuilder helpers are view-building code too.
struct ShelfView: View {
    let titles: [String]

    var body: some View {
        List {
            ForEach(titles, id: \.self) { title in
                Text(title)
                    .environment(LibraryModel()) //~ environment_fresh_injection
            }
            section
        }
    }

    @ViewBuilder
    private var section: some View {
        Section("Recent") {
            Text("None")
                .environmentObject(SessionStore()) //~ environment_fresh_injection
        }
    }
}

// A Scene body is view-building code: the WindowGroup content is rebuilt with the scene.
@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryScreen()
                .environment(LibraryModel()) //~ environment_fresh_injection
                .environmentObject(SessionStore()) //~ environment_fresh_injection
        }
    }
}

// A view that stores nothing compares equal to its last value: its body is evaluated about once
// per appearance, so the object is made about once (audit profile, with the reason).
struct AboutPane: View {
    var body: some View {
        Text("About")
            .environmentObject(SessionStore()) //~ environment_fresh_injection
    }
}

// The views that read the injected objects: a new one loses their state.
struct LibraryModelReader: View {
    @Environment(LibraryModel.self) private var libraryModel

    var body: some View {
        Text(String(describing: libraryModel))
    }
}

struct SessionStoreReader: View {
    @EnvironmentObject private var sessionStore: SessionStore

    var body: some View {
        Text(String(describing: sessionStore))
    }
}
